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
    // A browser waits on a server: one second (vitest's default) is too short for a loaded machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
