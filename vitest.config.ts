import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Guards against a hang, not speed targets (those live in bench/): generous enough that a
    // machine shared with other work (load 12 on 2 cores) does not fail a correct test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // vitest's default on a 2-core machine is one worker (cores - 1): the files ran one after the
    // other while the second core idled on PostgreSQL's and the next boot's waits. Two forks.
    maxWorkers: 2,
    // Migrates and seeds the template databases each test file copies (packages/server/test/templates.ts).
    globalSetup: ['packages/server/test/global-setup.ts'],
  },
});
