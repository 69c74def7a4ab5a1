/**
 * Runs before each test file (vitest `setupFiles`). The files of a worker share one module graph
 * (`isolate: false` in vitest.config.ts: importing the server's modules again for each of 88 files
 * cost about a third of the suite), so what a file sets in `process.env` (REQUEST_LOG, DATA_DIR,
 * QUERY_CACHE...) is put back as it was once the file is done, and the next file starts from the
 * same environment as when run alone.
 */
import { afterAll } from 'vitest';

const before = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});
