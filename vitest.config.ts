import { defineConfig } from 'vitest/config';

/**
 * Three tiers: pure unit tests beside the code (packages, games), server integration tests on a
 * real database through app.inject, and web component tests in jsdom. The provider sandbox is
 * tested over real HTTP. Playwright journeys live in e2e/ and run separately.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'games/**/*.test.ts',
            'apps/payments/src/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          // The games' seeded RTP simulations spin 100,000 rounds: a second or two alone, more
          // than the 5 s default when the two cores are shared with the server tests.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // A worker imports the server once for all its files instead of once per file (5–7 s
          // each): every file builds its own app on its own database, and the server keeps no
          // state in modules but a cache of art files (decision 235). The tier ran 530 s, now 285 s.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'sandbox',
          root: 'apps/sandbox',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 10_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['vitest.setup.ts'],
        },
      },
    ],
  },
});
