import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from './tests/chromium.ts';
import {FAILURES_PORT} from './tests/backend-failures/setup-values.ts';

// The storefront (production build in MiniOxygen, started by scripts/start.ts as for a real
// store) against a Storefront API on 127.0.0.1 that fails in every way SPEC.md section 8
// names, switched at run time. Run by `npm test` after the main end-to-end suite.
export default defineConfig({
  testDir: 'tests/backend-failures',
  globalSetup: './tests/backend-failures/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  outputDir: 'test-results/backend-failures',
  use: {
    baseURL: `http://127.0.0.1:${FAILURES_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{name: 'backend-failures', use: {...devices['Desktop Chrome'], channel: undefined}}],
});
