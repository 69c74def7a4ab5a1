/** Request-log rows are written in batches: none is lost past a batch's size or when the server closes. */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { migrate } from '../../src/db/migrate.js';
import { flushRequestLog, pruneRequestLog } from '../../src/modules/system/logs.js';
import { dbKinds, preparedDatabase, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('request log batches on %s', (kind) => {
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
      // The prune keeps exactly the newest rows (here 100 of them), and is a no-op below that.
      const newest = await database.query<{ n: string }>('SELECT id::text AS n FROM request_log ORDER BY request_log.id DESC LIMIT 100');
      await pruneRequestLog(database, 100);
      const kept = await database.query<{ n: string }>('SELECT id::text AS n FROM request_log ORDER BY request_log.id DESC');
      expect(kept).toEqual(newest);
      await pruneRequestLog(database, 100);
      expect(await database.query('SELECT id::text AS n FROM request_log ORDER BY request_log.id DESC')).toEqual(newest);
    } finally {
      await drop();
    }
  });
});

describe.each(dbKinds(import.meta.url))('request log rows on %s', (kind) => {
  const t = useTestApp(kind);
  it('keeps each value as sent: the user, the path as sent, quotes, commas, braces and backslashes', async () => {
    const token = await t.login('admin');
    const ua = 'Trình duyệt "thử" {a,b} \\ \' NULL, ,';
    const path = '/api/v1/news/search-đặc-biệt,{x}';
    const signed = await t.call(token, 'GET', `${path}?q=a`, undefined, { 'user-agent': ua });
    const anonymous = await t.call(null, 'GET', '/api/v1/news', undefined, { 'user-agent': 'NULL' });
    await flushRequestLog(t.database);
    const rows = await t.database.query<Record<string, unknown>>(
      "SELECT method, path, status, user_id::int AS user_id, username, user_agent, ip, duration_ms >= 0 AS timed, created_date > now() - interval '1 minute' AS recent FROM request_log WHERE user_agent IN ($1, 'NULL') ORDER BY id",
      [ua],
    );
    expect(rows).toEqual([
      { method: 'GET', path: encodeURI(path), status: signed.status, user_id: expect.any(Number), username: 'admin', user_agent: ua, ip: '127.0.0.1', timed: true, recent: true },
      { method: 'GET', path: '/api/v1/news', status: anonymous.status, user_id: null, username: null, user_agent: 'NULL', ip: '127.0.0.1', timed: true, recent: true },
    ]);
  });
});
