import { defineConfig } from 'vitest/config';

/** Tests under src/ that start from the prepared template database (test/harness.ts preparedDatabase). */
const SRC_TESTS_ON_DATABASE = ['packages/server/src/seed/samples.test.ts'];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Guards against a hang, not speed targets (those live in bench/): generous enough that a
    // machine shared with other work (load 12 on 2 cores) does not fail a correct test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // vitest's default on a 2-core machine is one worker (cores - 1): the files ran one after the
    // other while the second core idled on PostgreSQL's and the next boot's waits. Two forks
    // (one pool for both projects below: they run side by side within these two).
    maxWorkers: 2,
    // The files of a worker share one module graph: evaluating the server's modules again for each
    // file (vitest's default) was up to a third of the suite's time (631 s -> 404 to 594 s here, the
    // host's speed swinging between runs; CI 614-655 s -> 560 s).
    // What a file changes in process.env is put back after it (packages/server/test/file-env.ts);
    // tests of process-wide state take a fresh copy of their module (vi.resetModules).
    isolate: false,
    setupFiles: ['packages/server/test/file-env.ts'],
    // `vitest run` runs both projects; `vitest run --project unit` (or a path to a unit file) does
    // not build the template databases. No globalSetup up here: the root's would run for every run.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'packages/web/src/**/*.test.ts', 'packages/server/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', ...SRC_TESTS_ON_DATABASE],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['packages/server/test/**/*.test.ts', ...SRC_TESTS_ON_DATABASE],
          // Migrates and seeds the template databases each test file copies (packages/server/test/templates.ts);
          // the PGlite one is kept in the tmp dir and reused while its inputs are unchanged.
          globalSetup: ['packages/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
