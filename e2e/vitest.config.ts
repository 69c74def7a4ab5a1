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
  },
});
