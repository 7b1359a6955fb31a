import {defineConfig} from 'vitest/config';

// Unit tests (pure rules in app/lib) and integration tests (the local shop over HTTP).
// Kept apart from vite.config.ts so the Hydrogen and React Router plugins do not load.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
