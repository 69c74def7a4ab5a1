/** Request-log rows are written in batches: none is lost past a batch's size or when the server closes. */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { migrate } from '../src/db/migrate.js';
import { DB_KINDS, preparedDatabase } from './harness.js';

describe.each(DB_KINDS)('request log batches on %s', (kind) => {
  it('writes every call, more than one batch, and flushes what waits when the server closes', async () => {
    // The run's prepared copy (migrated once for every file), not a fresh migration per database.
    const { database, drop } = await preparedDatabase(kind);
    try {
      await migrate(database);
      const app = await buildApp({ database, jwtSecret: 'test-secret-test-secret-test-secret' });
      // 620 calls (more than one 500-row batch), 20 at a time as a browser fleet would send them.
      for (let i = 0; i < 620; i += 20) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, k) => app.inject({ method: 'GET', url: `/api/v1/office?page=${i + k + 1}`, headers: { 'user-agent': 'batch-test' } })),
        );
        for (const res of answers) expect(res.statusCode).toBe(401);
      }
      await app.close();
      const [row] = await database.query<{ n: number; pages: number }>(
        "SELECT count(*)::int AS n, count(DISTINCT path)::int AS pages FROM request_log WHERE user_agent = 'batch-test' AND status = 401",
      );
      expect(row?.n).toBe(620);
      expect(row?.pages).toBe(1);
    } finally {
      await drop();
    }
  });
});
