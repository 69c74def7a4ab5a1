import { defineConfig } from 'vitest/config';

/** How many browser test files run at once (e2e/setup.ts starts as many spare servers). */
const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

/** Browser tests: `npx vitest run --config e2e/vitest.config.ts` from the repository root. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two files at a time (E2E_WORKERS=1 for one), each with its own server, browser and data: one
    // file alone left the two cores idle 16 % of the time (waits on the server, timers, network).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // Each worker runs its files one after the other in one process, sharing its module graph: a fork
    // of its own importing playwright and the harness again cost each file 1.5 to 2 s (32 to 40 s a
    // run). A file's state is its own server, contexts and variables (the harness keeps none between
    // files but the worker's browser).
    isolate: false,
    // A browser waits on a server: one second (vitest's default) is too short for a loaded machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
