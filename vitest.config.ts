import { defineConfig } from 'vitest/config';

/** `source` makes workspace packages resolve to their TypeScript, so tests never need a build first. */
const sourceFirst = {
  resolve: { conditions: ['source', 'module', 'node', 'default'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'default'] } },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where a core idles while tests
    // wait on PostgreSQL, timers and sockets. Two workers took the unit tests from 1,274 s to 993 s (decision 067).
    maxWorkers: 2,
    projects: [
      {
        ...sourceFirst,
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        ...sourceFirst,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Migrates one embedded database per run; every test's PGlite database starts as a copy of it.
          globalSetup: ['apps/server/src/test/pglite-snapshot.ts'],
          // Each worker imports the server once for all its files instead of once per file: a quarter of the
          // project's time went on imports (decision 083). Every file opens its own database and builds its own
          // app; the two-process suites still load their own copies (test/processes.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vite.config.ts',
      // The scripts' own logic (which PostgreSQL `npm test` uses, and the one it starts when none answers).
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        ...sourceFirst,
        test: {
          // Kills API processes and restarts PostgreSQL: run alone, after everything else (scripts/test.mjs).
          name: 'faults',
          include: ['apps/server/src/faults/**/*.fault.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...sourceFirst,
        test: {
          // Browser journeys against a real server (e2e/global-setup.ts), two files at a time: a journey mostly
          // waits on pages and timers, so two share the machine's cores well. Every journey makes its own
          // users and events, so none sees another's.
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          maxWorkers: 2,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
