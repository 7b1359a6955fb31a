import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from './tests/chromium.ts';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {LEGACY_ACCOUNT_SPECS} from './tests/e2e/account-modes.ts';

// End-to-end tests run against the production build in MiniOxygen and a fresh local
// shop (its own ports and a throw-away data folder), in Debian's Chromium. Customer
// accounts (the Customer Account API, `npm start`'s default); the specs that need legacy
// accounts run with playwright.legacy-accounts.config.ts (tests/e2e/account-modes.ts).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const LOCAL_SHOP_PORT = Number(process.env.E2E_LOCAL_SHOP_PORT ?? 4100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'verins-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: LEGACY_ACCOUNT_SPECS,
  // Photographs rendered once into the shared image cache before any test (decision 034).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: 'node scripts/start.ts',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      LOCAL_SHOP_PORT: String(LOCAL_SHOP_PORT),
      LOCAL_SHOP_DATA: DATA_DIR,
      USE_LOCAL_SHOP: '1',
      // The merchant inbox's admin JSON view, read by tests/e2e/content.spec.ts.
      LOCAL_SHOP_ADMIN_PASSWORD: 'e2e-admin',
    },
  },
});
