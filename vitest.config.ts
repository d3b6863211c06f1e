import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases.js';

// Three layers, run in this order by `npm test`: unit (pure code), api (the
// Fastify app against real PostgreSQL) and e2e (the built app in Chromium).
export default defineConfig({
  resolve: { alias: pathAliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // packages/sdk: the Node SDK against the real app (its tests need the database too).
          include: ['test/**/*.test.ts', 'packages/sdk/test/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/declared-error-codes.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A screen's first load (its chunk, its queries) can take seconds on a busy CI machine;
          // expect.poll's own default of 1 s made assertions on freshly opened pages flaky.
          expect: { poll: { timeout: 10_000 } },
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
