/**
 * The per-request costs every API call pays besides its own work (issue 17), measured apart on a
 * bench database: the session check (`userFromToken`: the access token's signature, one prepared
 * statement reading the account, its session and the auth epoch, and the rights cached per epoch)
 * and the request log (one row per call, written in multi-row INSERTs of up to 500 rows, as
 * modules/system/logs.ts does). For scale, the cheapest read a call makes: one news row by id.
 *
 *   node --import tsx bench/overhead.ts <database name> [--calls 4000] [--connections 50]
 *
 * Prints, for each, calls per second and the mean and p99 cost of one call in ms, sequentially
 * (one caller) and with `connections` callers at a time. Writes nothing but request-log rows
 * (deleted again) and one session for the demo staff account.
 */
import { authSession, requestLog } from '../packages/server/src/auth/tables.js';
import { openDatabase } from '../packages/server/src/db/client.js';
import { issueAccess, userFromToken } from '../packages/server/src/auth/service.js';
import { openSession } from '../packages/server/src/auth/sessions.js';
import { eq, sql } from 'drizzle-orm';

const args = process.argv.slice(2);
const name = args[0];
const opt = (k: string, d: number) => {
  const i = args.indexOf(`--${k}`);
  return i >= 0 ? Number(args[i + 1]) : d;
};
if (!name) throw new Error('usage: overhead.ts <database name>');
const calls = opt('calls', 4000);
const conns = opt('connections', 50);
const url = new URL(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), poolSize: conns });

async function measure(label: string, n: number, parallel: number, one: (i: number) => Promise<unknown>) {
  const lat: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        await one(i);
        lat.push(performance.now() - t0);
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  lat.sort((a, b) => a - b);
  const mean = lat.reduce((a, b) => a + b, 0) / lat.length;
  const p99 = lat[Math.floor(lat.length * 0.99)] ?? 0;
  console.log(`| ${label} | ${parallel} | ${Math.round(n / secs)} | ${mean.toFixed(2)} | ${p99.toFixed(2)} |`);
}

const cfg = { jwtSecret: 'overhead-bench-secret-overhead-bench-secret' };
const [staff] = await database.query<{ id: string; token_version: number }>(`SELECT id, token_version FROM account WHERE username = 'staff'`);
if (!staff) throw new Error('no staff account (demo seed)');
const now = new Date();
const { sessionId } = await openSession(database.db, { accountId: Number(staff.id), userAgent: 'overhead bench', ip: '127.0.0.1', maxDevices: 100, refreshDays: 1, now });
const token = issueAccess(cfg, { id: Number(staff.id), token_version: staff.token_version }, sessionId, now);
if (!(await userFromToken(database, cfg, token))) throw new Error('session check refused the bench token');
const [range] = await database.query<{ lo: number; n: number }>(`SELECT min(id)::int AS lo, (max(id) - min(id) + 1)::int AS n FROM news`);
const newsId = (i: number) => (range?.lo ?? 1) + ((i * 7919) % (range?.n ?? 1));

console.log(`load average at start: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log('| per-request step | callers | calls/s | mean ms | p99 ms |\n|---|---:|---:|---:|---:|');
for (const parallel of [1, conns]) {
  await measure('session check (userFromToken)', calls, parallel, () => userFromToken(database, cfg, token));
  await measure('one news row by id (for scale)', calls, parallel, (i) => database.query('SELECT id, title FROM news WHERE id = $1', [newsId(i)]));
  // The request log: rows as the onResponse hook builds them, flushed 500 per INSERT; the figure is per row.
  const row = (i: number) => ({ created_date: new Date(), method: 'GET', path: '/api/v1/news', status: 200, duration_ms: 3, user_id: Number(staff.id), username: 'staff', ip: '127.0.0.1', user_agent: `overhead ${i}` });
  const batches = Math.max(1, Math.floor(calls / 500));
  const t0 = performance.now();
  await measure('request log: INSERT of 500 rows', batches, Math.min(parallel, batches), async (b) => database.db.insert(requestLog).values(Array.from({ length: 500 }, (_, k) => row(b * 500 + k))));
  const perRow = (performance.now() - t0) / (batches * 500);
  console.log(`| request log, per row (batches of 500) | ${Math.min(parallel, batches)} | ${Math.round(1000 / perRow)} | ${perRow.toFixed(3)} | - |`);
}
console.log(`load average at end: ${(await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(' ')}`);
await database.db.delete(requestLog).where(sql`${requestLog.user_agent} LIKE 'overhead %'`);
await database.db.delete(authSession).where(eq(authSession.id, sessionId));
await database.close();
