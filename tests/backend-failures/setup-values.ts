// Settings shared by the global setup (which starts the storefront) and the tests (which
// forge its cookies and read its log).
import type {FailureMode} from './fake-storefront-api.ts';

/** The storefront under test and the failing API (apart from the main suite's 3100 / 4100). */
export const FAILURES_PORT = Number(process.env.E2E_FAILURES_PORT ?? 3150);
export const FAILURES_API_PORT = Number(process.env.E2E_FAILURES_API_PORT ?? 4150);

/** The first mode: the start-up check must name a wrong token. */
export const INITIAL_MODE: FailureMode = 'unauthorized';

/** Short deadline, so that the hung-store pages answer quickly (8 s in production). */
export const STOREFRONT_TIMEOUT_MS = 1000;

export const FAILURES_ENV = {
  PUBLIC_STOREFRONT_API_TOKEN: 'jeton-invalide',
  PUBLIC_STOREFRONT_ID: 'e2e',
  SESSION_SECRET: 'secret-des-tests-de-pannes',
  STOREFRONT_TIMEOUT_MS: String(STOREFRONT_TIMEOUT_MS),
} as const;
