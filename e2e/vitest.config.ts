import { defineConfig } from 'vitest/config';

/** Browser tests: `npx vitest run --config e2e/vitest.config.ts` from the repository root. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    // The files run one after the other in one process, sharing its module graph: a fork of its own
    // importing playwright and the harness again cost each file 1.5 to 2 s (32 to 40 s a run). A
    // file's state is its own server, browser and variables (the harness keeps none between files).
    isolate: false,
    // A browser waits on a server: one second (vitest's default) is too short for a loaded machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
