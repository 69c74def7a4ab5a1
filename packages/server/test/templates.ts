/**
 * Prepared test databases: migrated and demo-seeded (vitest globalSetup of the `api` project), then
 * copied for each test file: `CREATE DATABASE ... TEMPLATE` on PostgreSQL, a data-directory dump
 * loaded into each in-memory PGlite. A template is named by a hash of what it is made of
 * (migrations, the server's and the declarations' sources, the installed packages, the day the
 * demo dates are relative to) and kept between runs under that name, so it is built again only when
 * one of those changed, and a changed declaration, seed or engine never reuses a stale one.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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
// The seed goes through the engine (createRecord, approvals, sync, jobs...), so all of the server's
// sources (not its tests) count, not only src/seed; the lock file stands for PGlite's data format
// and the other packages the seed runs through.
const INPUTS = [MIGRATIONS_DIR, join(here, '..', 'src'), join(here, '..', '..', 'domain', 'src')];
const LOCKFILE = join(here, '..', '..', '..', 'package-lock.json');
/** Environment variables the global setup hands to the test workers. */
export const PGLITE_TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'PORTAL_TEST_PG_TEMPLATE';
/** Set by global-setup.ts: this run's name, the prefix of every PostgreSQL database its files create. */
export const RUN_ENV = 'PORTAL_TEST_RUN';

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
  if (existsSync(LOCKFILE)) h.update(readFileSync(LOCKFILE));
  h.update(readFileSync(join(here, 'templates.ts'))); // how the template is made
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
    // After a checkpoint only the current WAL segment is needed to start; the others (16 MB each,
    // old or recycled ahead) were 48 of the dump's 131 MB, and every test file loads the dump: left
    // out, a load took 2.9 to 5.2 s instead of 5.9 to 9.6 s (load average 11, side by side).
    await database.exec('CHECKPOINT');
    const wal = (await database.query<{ wal: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS wal', []))[0]?.wal;
    if (!wal) throw new Error('no current WAL segment');
    const dump = Buffer.from(await (await database.dump()).arrayBuffer());
    return new Blob([new Uint8Array(filterTar(dump, (name) => !/pg_wal\/[0-9A-F]{24}$/.test(name) || name.endsWith(`/${wal}`)))]);
  } finally {
    await database.close();
  }
}

/** The entries of a ustar archive (PGlite's dump) for which `keep(name)` holds. */
export function filterTar(tar: Buffer, keep: (name: string) => boolean): Buffer {
  const out: Buffer[] = [];
  const field = (h: Buffer, from: number, to: number) => h.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const name = field(header, 0, 100);
    const prefix = field(header, 345, 500);
    const size = Number.parseInt(field(header, 124, 136).trim() || '0', 8);
    const length = 512 + Math.ceil(size / 512) * 512;
    if (keep(prefix ? `${prefix}/${name}` : name)) out.push(tar.subarray(at, at + length));
    at += length;
  }
  out.push(Buffer.alloc(1024));
  return Buffer.concat(out);
}

const TARBALL = /^portal-test-template-([0-9a-f]{16})(?:\.tar|-(\d+)\.tar|\.tar\.(\d+)\.tmp)$/;
/**
 * Other keys' tarballs kept: enough for the checkouts of a machine shared by several engineers
 * taking turns (with two, five worktrees evicted each other's templates, and each run rebuilt its
 * own: 25 s on a quiet machine, 256 s under load; about 115 MB each).
 */
const KEEP_OTHERS = 6;
const KEEP_OTHERS_MS = 3600_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The PGlite template for `key` as a tarball in `dir` (the tmp dir), built when there is none yet
 * and reused by the next runs. Written to a temporary file and renamed, so a concurrent run never
 * reads half a file. Clears what earlier runs left: other keys' tarballs (but the last six used in
 * the last hour: other checkouts may be taking turns with this one) and the per-run copies and
 * half-written files of processes that are gone.
 */
export async function ensurePgliteTemplate(key: string, dir = tmpdir()): Promise<{ file: string; built: boolean }> {
  const file = join(dir, `portal-test-template-${key}.tar`);
  let built = false;
  try {
    const now = new Date();
    utimesSync(file, now, now); // last used: what the clearing below goes by
  } catch {
    const part = `${file}.${process.pid}.tmp`;
    try {
      writeFileSync(part, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
      renameSync(part, file);
    } finally {
      rmSync(part, { force: true });
    }
    built = true;
  }
  const others: { path: string; used: number }[] = [];
  for (const name of readdirSync(dir)) {
    const m = TARBALL.exec(name);
    if (!m) continue;
    const path = join(dir, name);
    const pid = m[2] ?? m[3];
    if (pid) {
      if (!alive(Number(pid))) rmSync(path, { force: true });
    } else if (m[1] !== key) {
      try {
        others.push({ path, used: statSync(path).mtimeMs });
      } catch {
        // removed meanwhile by another run
      }
    }
  }
  others.sort((a, b) => b.used - a.used);
  others.forEach((o, i) => {
    if (i >= KEEP_OTHERS || o.used < Date.now() - KEEP_OTHERS_MS) rmSync(o.path, { force: true });
  });
  return { file, built };
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

/** Drops every database of run `run` (global-setup.ts's teardown). */
export async function dropRunDatabases(baseUrl: string, run: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const left = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`t\\_${run}\\_%`]);
    for (const { datname } of left.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
  } finally {
    await admin.end();
  }
}
