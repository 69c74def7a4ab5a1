/**
 * Prepared test databases: migrated and demo-seeded once per test run (vitest globalSetup), then
 * copied for each test file: `CREATE DATABASE ... TEMPLATE` on PostgreSQL, a data-directory dump
 * loaded into each in-memory PGlite. A template is named by a hash of what it is made of
 * (migrations, seed code, declarations, the day the demo dates are relative to), so a changed
 * declaration or seed never reuses a stale one.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/demo.js';
import { localStorage } from '../src/media/storage.js';

export const ADMIN_PASSWORD = 'Admin@123456';
const here = dirname(fileURLToPath(import.meta.url));
const INPUTS = [MIGRATIONS_DIR, join(here, '..', 'src', 'seed'), join(here, '..', '..', 'domain', 'src')];
/** Environment variables the global setup hands to the test workers. */
export const PGLITE_TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'PORTAL_TEST_PG_TEMPLATE';

function walk(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (!f.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

export function templateKey(day = new Date().toISOString().slice(0, 10)): string {
  const h = createHash('sha256').update(day);
  for (const dir of INPUTS) for (const f of walk(dir)) h.update(f.slice(dir.length)).update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

/** Migrates and seeds an empty database: what every prepared test database starts from. */
export async function prepare(database: Database): Promise<void> {
  await migrate(database);
  // Demo images go to a scratch store (test apps have their own; nothing downloads seeded images).
  await seedDemo(database, ADMIN_PASSWORD, { storage: localStorage(mkdtempSync(join(tmpdir(), 'portal-tpl-media-'))) });
}

/** The PGlite template as a data-directory tarball. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({});
  try {
    await prepare(database);
    if (!database.dump) throw new Error('PGlite cannot dump its data directory');
    return await database.dump();
  } finally {
    await database.close();
  }
}

const LOCK = 727_002;

/**
 * The PostgreSQL template database for `key`, built once (under an advisory lock, so concurrent
 * runs on one server build it once); other runs' older templates are dropped when not in use.
 */
export async function ensurePgTemplate(baseUrl: string, key: string): Promise<string> {
  const name = `tpl_${key}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [LOCK]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_b`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 2 });
      try {
        await prepare(database);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await admin.query(`COMMENT ON DATABASE ${name} IS 'built ${Date.now()}'`);
      // Other checkouts (other branches' migrations) may be testing on this server right now: only
      // templates built more than half a day ago go.
      const old = await admin.query<{ datname: string; note: string | null }>(
        `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname LIKE 'tpl\\_%' AND datname <> $1`,
        [name],
      );
      const stale = old.rows.filter((o) => Number(/^built (\d+)$/.exec(o.note ?? '')?.[1] ?? 0) < Date.now() - 12 * 3600_000);
      for (const o of stale) await admin.query(`DROP DATABASE IF EXISTS ${o.datname}`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [LOCK]).catch(() => undefined);
    await admin.end();
  }
}
