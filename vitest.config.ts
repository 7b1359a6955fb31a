import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// Unit tests (pure rules in app/lib) and integration tests (the local shop over HTTP).
// Kept apart from vite.config.ts so the Hydrogen and React Router plugins do not load.
export default defineConfig({
  // Route modules (their loaders and actions) import shared code as '~/lib/...'.
  resolve: {alias: {'~': fileURLToPath(new URL('./app', import.meta.url))}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
