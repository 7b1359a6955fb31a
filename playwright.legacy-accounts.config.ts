import {defineConfig} from '@playwright/test';
import base from './playwright.config.ts';
import {LEGACY_ACCOUNT_SPECS} from './tests/e2e/account-modes.ts';

// The specs of legacy customer accounts (e-mail and password), against a storefront
// started with LOCAL_SHOP_ACCOUNTS=legacy (docs/decisions/028-customer-account-modes.md):
// the same ports and settings as playwright.config.ts, run after it (`npm test`,
// `npm run test:e2e`), never at the same time.
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!server) throw new Error('playwright.config.ts starts the storefront');

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: LEGACY_ACCOUNT_SPECS,
  outputDir: 'test-results/legacy-accounts',
  webServer: {...server, env: {...server.env, LOCAL_SHOP_ACCOUNTS: 'legacy'}},
});
