/**
 * Starts the product: opens the database (embedded PGlite in ./data, or DATABASE_URL), applies
 * migrations, seeds demo data on an empty database, and serves the API and the web app.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { mailerFromEnv } from './auth/mail.js';
import { openDatabase, poolSizeFromEnv } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isEmpty, seedDemo } from './seed/demo.js';
import { writeSystemLog } from './jobs/system-log.js';
import { storageFromEnv } from './media/storage.js';
import { registerTestClock, testClockFromEnv } from './test-clock.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const isProduction = process.env.NODE_ENV === 'production';
const dataDir = resolve(ROOT, process.env.DATA_DIR ?? 'data');

function jwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  if (isProduction) {
    console.error('JWT_SECRET must be set when NODE_ENV=production');
    process.exit(1);
  }
  // Demo mode: keep one random secret per data folder so that sign-ins survive restarts.
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, '.jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const secret = jwtSecret();
let poolSize: number | undefined;
try {
  poolSize = poolSizeFromEnv();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, poolSize } : { dataDir: join(dataDir, 'pglite') });
const applied = await migrate(database);
if (applied.length > 0) {
  console.log(`applied migrations: ${applied.join(', ')}`);
  // A first start applies them all: the count and the newest, not sixty names.
  const names = applied.length <= 3 ? applied.join(', ') : `${applied[0]} … ${applied[applied.length - 1]}`;
  await writeSystemLog(database.db, new Date(), 'info', { key: 'syslog.migrations', params: { count: applied.length, names } });
}
if (!isProduction && (await isEmpty(database))) {
  await seedDemo(database, process.env.SEED_ADMIN_PASSWORD ?? 'Admin@123456', { storage: storageFromEnv(dataDir) });
  console.log('seeded demo data (admin / SEED_ADMIN_PASSWORD, default Admin@123456)');
  await writeSystemLog(database.db, new Date(), 'info', { key: 'syslog.seeded' });
}
// Browser tests only (E2E_CLOCK=1, refused in production): a settable clock and a scheduler pass on demand.
const testClock = testClockFromEnv();
const app = await buildApp({
  database,
  jwtSecret: secret,
  now: testClock?.now,
  webDist: join(ROOT, 'packages', 'web', 'dist'),
  logger: process.env.LOG !== 'off',
  trustProxy: process.env.TRUST_PROXY === '1',
  runJobs: process.env.JOBS !== 'off',
  mailer: mailerFromEnv(),
});
if (testClock) registerTestClock(app, database, testClock);
const port = Number(process.env.PORT ?? 3000);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`portal ready on http://localhost:${port} (database: ${database.kind})`);

// Graceful shutdown: stop taking requests (new ones get a 503), let those in flight finish, let the
// scheduler end its move in progress, write the pending request log, close the database, exit 0.
// Past SHUTDOWN_TIMEOUT_MS (25 s, under the usual 30 s before an orchestrator's SIGKILL) it exits 1.
let shuttingDown = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${sig}: draining requests and jobs`);
    const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000;
    setTimeout(() => {
      console.error(`shutdown: still draining after ${timeoutMs} ms, exiting`);
      process.exit(1);
    }, timeoutMs).unref();
    try {
      await app.close();
      await database.close();
    } catch (e) {
      console.error('shutdown failed', e);
      process.exit(1);
    }
    console.log('shutdown: drained, exiting');
    process.exit(0);
  });
}
