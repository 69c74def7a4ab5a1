/**
 * Backup and restore of a whole instance (issue 36): every table of the database and every stored
 * file the media rows name, as one folder that restores on another machine (PGlite or PostgreSQL,
 * disk or S3 on either side).
 *
 * Format (version 1), a plain folder:
 *   manifest.json      format, version, created_at, source engine, the migrations applied (name and
 *                      hash), per table its columns, primary key, row count and the sha256 of its
 *                      data file, the sequences' values, per file its key, type, size and sha256.
 *                      Written last: a folder without it is an unfinished backup.
 *   tables/<t>.jsonl   one row a line, `to_jsonb(row)`, ordered by primary key.
 *   files/<key>        the stored files, by storage key.
 *
 * Consistency: every table is read inside one REPEATABLE READ READ ONLY transaction (one snapshot
 * under concurrent writes; PGlite's transaction holds its only connection), and the file list comes
 * from the media rows of that snapshot, so the files match the rows. A file is stored before its
 * row is written, so every row of the snapshot has its file unless it was deleted meanwhile (then
 * it is listed as missing).
 *
 * Restore: into an empty database (a non-empty one only with `force`), migrated to the backup's
 * level (later migrations apply when the server starts), then in one transaction with triggers and
 * foreign-key checks off (`session_replication_role = replica`: PGlite, or a PostgreSQL superuser)
 * every table is emptied and loaded, the sequences are set; the files go back through the storage.
 * Then each table is read again the way the backup wrote it and each file through the storage: row
 * counts and checksums must match the manifest.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Drizzle } from './client.js';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate.js';
import type { Storage } from '../media/storage.js';

export const BACKUP_FORMAT = 'portal-backup';
export const BACKUP_VERSION = 1;

export type TableEntry = {
  name: string;
  columns: { name: string; type: string; notNull: boolean; generated: boolean }[];
  primaryKey: string[];
  rows: number;
  sha256: string;
};
export type FileEntry = { key: string; contentType: string; size: number; sha256: string };
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  source: { engine: Database['kind']; server_version: string };
  migrations: { name: string; hash: string }[];
  tables: TableEntry[];
  sequences: { name: string; last_value: number; is_called: boolean }[];
  files: FileEntry[];
  missing_files: string[];
};
export type Summary = { tables: number; rows: number; files: number; bytes: number; ms: number; missing: number };

type Tx = Pick<Drizzle, 'execute'>;
const ident = (n: string) => `"${n.replace(/"/g, '""')}"`;
const rowsOf = async <T>(tx: Tx, q: SQL | string): Promise<T[]> => {
  const res = (await tx.execute(typeof q === 'string' ? sql.raw(q) : q)) as unknown as { rows: T[] };
  return res.rows;
};
const BATCH = 1000;

/** The base tables of the current schema, by name. */
async function tableNames(tx: Tx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    tx,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

async function describe(tx: Tx, table: string): Promise<Pick<TableEntry, 'columns' | 'primaryKey'>> {
  const cols = await rowsOf<{ name: string; type: string; not_null: boolean; generated: string }>(
    tx,
    sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type, attnotnull AS not_null, attgenerated::text AS generated
        FROM pg_attribute WHERE attrelid = ${ident(table)}::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
  );
  const pk = await rowsOf<{ name: string }>(
    tx,
    sql`SELECT a.attname AS name FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = ${ident(table)}::regclass AND i.indisprimary ORDER BY array_position(i.indkey::int2[], a.attnum)`,
  );
  return {
    columns: cols.map((c) => ({ name: c.name, type: c.type, notNull: c.not_null, generated: c.generated !== '' })),
    primaryKey: pk.map((p) => p.name),
  };
}

/** The rows of a table as the backup writes them: to_jsonb of each, ordered by primary key (or by the whole row). */
async function eachRowText(tx: Tx, table: string, primaryKey: string[], onBatch: (lines: string[]) => Promise<void> | void): Promise<void> {
  const order = primaryKey.length > 0 ? primaryKey.map((c) => `t.${ident(c)}`).join(', ') : 'to_jsonb(t)::text';
  await tx.execute(sql.raw(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM ${ident(table)} t ORDER BY ${order}`));
  try {
    for (;;) {
      const rows = await rowsOf<{ j: string }>(tx, `FETCH FORWARD ${BATCH} FROM backup_rows`);
      if (rows.length === 0) break;
      await onBatch(rows.map((r) => r.j));
      if (rows.length < BATCH) break;
    }
  } finally {
    await tx.execute(sql.raw('CLOSE backup_rows'));
  }
}

async function sequences(tx: Tx): Promise<Manifest['sequences']> {
  const names = await rowsOf<{ name: string }>(
    tx,
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const out: Manifest['sequences'] = [];
  for (const { name } of names) {
    const [v] = await rowsOf<{ last_value: string | number; is_called: boolean }>(tx, `SELECT last_value, is_called FROM ${ident(name)}`);
    if (v) out.push({ name, last_value: Number(v.last_value), is_called: v.is_called });
  }
  return out;
}

async function hashStream(src: Readable, to?: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const count = async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  };
  if (to) {
    await mkdir(dirname(to), { recursive: true });
    await pipeline(src, count, createWriteStream(to));
  } else {
    for await (const _ of count(src)) {
      // counted and hashed
    }
  }
  return { size, sha256: hash.digest('hex') };
}

const isMissing = (e: unknown) => {
  const err = e as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  return err.code === 'ENOENT' || err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

/** Runs `fn` on at most `n` items at once. */
async function eachLimited<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/**
 * Writes a backup of `database` and the files `storage` holds for its media rows into `outDir`
 * (created; it must not exist or be empty).
 */
export async function backup(database: Database, storage: Storage, outDir: string): Promise<{ manifest: Manifest; summary: Summary }> {
  const t0 = Date.now();
  if (existsSync(outDir) && (await readdir(outDir)).length > 0) throw new Error(`${outDir} is not empty: a backup goes into a new folder`);
  await mkdir(join(outDir, 'tables'), { recursive: true });
  const { tables, seqs, migrations, fileRefs, version } = await database.db.transaction(
    async (tx) => {
      const version = (await rowsOf<{ v: string }>(tx, 'SELECT version() AS v'))[0]?.v ?? '';
      const names = await tableNames(tx);
      const tables: TableEntry[] = [];
      for (const name of names) {
        const shape = await describe(tx, name);
        const hash = createHash('sha256');
        const out = createWriteStream(join(outDir, 'tables', `${name}.jsonl`));
        let rows = 0;
        await eachRowText(tx, name, shape.primaryKey, async (lines) => {
          const text = `${lines.join('\n')}\n`;
          hash.update(text);
          rows += lines.length;
          if (!out.write(text)) await new Promise<void>((r) => out.once('drain', () => r()));
        });
        await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
        tables.push({ name, ...shape, rows, sha256: hash.digest('hex') });
      }
      const migrations = names.includes('schema_migration')
        ? await rowsOf<{ name: string; hash: string }>(tx, 'SELECT name, hash FROM schema_migration ORDER BY name')
        : [];
      const fileRefs = names.includes('media')
        ? await rowsOf<{ key: string; type: string }>(
            tx,
            `SELECT storage_key AS key, mime AS type FROM media UNION SELECT thumbnail_key, 'image/png' FROM media WHERE thumbnail_key IS NOT NULL ORDER BY 1`,
          )
        : [];
      return { tables, seqs: await sequences(tx), migrations, fileRefs, version };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const files: FileEntry[] = [];
  const missing: string[] = [];
  await eachLimited(fileRefs, 4, async ({ key, type }) => {
    try {
      const got = await hashStream(await storage.get(key), join(outDir, 'files', key));
      files.push({ key, contentType: type, ...got });
    } catch (e) {
      if (!isMissing(e)) throw e;
      missing.push(key);
    }
  });
  files.sort((a, b) => a.key.localeCompare(b.key));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: new Date(t0).toISOString(),
    source: { engine: database.kind, server_version: version },
    migrations,
    tables,
    sequences: seqs,
    files,
    missing_files: missing.sort(),
  };
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  return { manifest, summary: summaryOf(manifest, Date.now() - t0) };
}

const summaryOf = (m: Manifest, ms: number): Summary => ({
  tables: m.tables.length,
  rows: m.tables.reduce((n, t) => n + t.rows, 0),
  files: m.files.length,
  bytes: m.files.reduce((n, f) => n + f.size, 0),
  missing: m.missing_files.length,
  ms,
});

export const formatSummary = (s: Summary) =>
  `${s.tables} tables, ${s.rows} rows, ${s.files} files, ${s.bytes} bytes${s.missing ? `, ${s.missing} files the backup did not find in the storage` : ''}, ${(s.ms / 1000).toFixed(1)} s`;

export async function readManifest(dir: string): Promise<Manifest> {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${dir} has no manifest.json: not a backup, or an unfinished one`);
  const m = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  if (m.format !== BACKUP_FORMAT) throw new Error(`${file} is not a ${BACKUP_FORMAT} manifest`);
  if (m.version !== BACKUP_VERSION) throw new Error(`backup format version ${m.version}; this code reads version ${BACKUP_VERSION}`);
  return m;
}

/** Per table, its row count and the sha256 of its rows as the backup writes them. */
export async function tableChecksums(database: Database, only?: readonly string[]): Promise<Map<string, { rows: number; sha256: string }>> {
  return database.db.transaction(
    async (tx) => {
      const out = new Map<string, { rows: number; sha256: string }>();
      for (const name of only ?? (await tableNames(tx))) {
        const { primaryKey } = await describe(tx, name);
        const hash = createHash('sha256');
        let rows = 0;
        await eachRowText(tx, name, primaryKey, (lines) => {
          hash.update(`${lines.join('\n')}\n`);
          rows += lines.length;
        });
        out.set(name, { rows, sha256: hash.digest('hex') });
      }
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Migrates `database` to exactly the backup's migrations (each known to this code, same hash). */
async function migrateTo(database: Database, wanted: Manifest['migrations']): Promise<void> {
  const known = new Map(readMigrations().map((m) => [m.name, m.hash]));
  for (const m of wanted) {
    const hash = known.get(m.name);
    if (hash === undefined) throw new Error(`the backup was made at migration ${m.name}, which this code does not have: restore with the version that made it, or a later one`);
    if (hash !== m.hash) throw new Error(`migration ${m.name} differs from the one the backup was made with`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'portal-restore-migrations-'));
  try {
    for (const m of wanted) await copyFile(join(MIGRATIONS_DIR, m.name), join(dir, m.name));
    await migrate(database, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const applied = await database.query<{ name: string }>('SELECT name FROM schema_migration ORDER BY name');
  const extra = applied.map((a) => a.name).filter((n) => !wanted.some((w) => w.name === n));
  if (extra.length > 0) throw new Error(`the database has migrations the backup does not (${extra.join(', ')}): restore into an empty database`);
}

export type RestoreOptions = { force?: boolean; log?: (line: string) => void };

/** Restores the backup in `dir` into `database` and `storage`; throws when a count or checksum does not match. */
export async function restore(database: Database, storage: Storage, dir: string, opts: RestoreOptions = {}): Promise<Summary> {
  const t0 = Date.now();
  const log = opts.log ?? (() => undefined);
  const m = await readManifest(dir);
  // The files of the backup are checked before anything is changed.
  for (const f of m.files) {
    const got = await hashStream(createReadStream(join(dir, 'files', f.key)));
    if (got.sha256 !== f.sha256 || got.size !== f.size) throw new Error(`backup file files/${f.key} does not match its checksum`);
  }
  const existing = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`,
  );
  if ((existing[0]?.n ?? 0) > 0 && !opts.force) throw new Error('the database is not empty: restore into a new database, or pass --force to replace its data');
  await migrateTo(database, m.migrations);
  log(`migrated to ${m.migrations.at(-1)?.name ?? 'nothing'}`);
  // schema_migration too: it now lists the backup's migrations, and gets back their original times.
  const data = m.tables;
  await database.db.transaction(async (tx) => {
    // Triggers (change notifications, roll-ups, search notes) and foreign-key checks off: the rows
    // go back as they were, in any order. Needs PGlite or a PostgreSQL superuser.
    try {
      await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    } catch (e) {
      throw new Error(`restore needs a superuser on PostgreSQL (session_replication_role): ${(e as Error).message}`);
    }
    const present = new Set(await tableNames(tx));
    for (const t of data) {
      if (present.has(t.name)) continue;
      // A table the server creates at run time (search-dense.ts): as the backup saw it; the server completes it at start.
      const cols = t.columns.map((c) => `${ident(c.name)} ${c.type}${c.notNull ? ' NOT NULL' : ''}`);
      if (t.primaryKey.length > 0) cols.push(`PRIMARY KEY (${t.primaryKey.map(ident).join(', ')})`);
      await tx.execute(sql.raw(`CREATE TABLE ${ident(t.name)} (${cols.join(', ')})`));
      present.add(t.name);
    }
    await tx.execute(sql.raw(`TRUNCATE ${[...present].map(ident).join(', ')} RESTART IDENTITY CASCADE`));
    for (const t of data) {
      const cols = t.columns
        .filter((c) => !c.generated)
        .map((c) => ident(c.name))
        .join(', ');
      const insert = (lines: string[]) =>
        tx.execute(
          sql`INSERT INTO ${sql.raw(ident(t.name))} (${sql.raw(cols)}) OVERRIDING SYSTEM VALUE SELECT ${sql.raw(cols)} FROM jsonb_populate_recordset(NULL::${sql.raw(ident(t.name))}, ${`[${lines.join(',')}]`}::jsonb)`,
        );
      let batch: string[] = [];
      let bytes = 0;
      const lines = createInterface({ input: createReadStream(join(dir, 'tables', `${t.name}.jsonl`)), crlfDelay: Number.POSITIVE_INFINITY });
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(line);
        bytes += line.length;
        if (batch.length >= BATCH || bytes > 4_000_000) {
          await insert(batch);
          batch = [];
          bytes = 0;
        }
      }
      if (batch.length > 0) await insert(batch);
    }
    for (const s of m.sequences) {
      const [found] = await rowsOf<{ ok: boolean }>(tx, sql`SELECT to_regclass(${ident(s.name)}) IS NOT NULL AS ok`);
      if (found?.ok) await tx.execute(sql`SELECT setval(${ident(s.name)}::regclass, ${s.last_value}, ${s.is_called})`);
    }
  });
  log(`loaded ${data.length} tables`);
  await eachLimited(m.files, 4, async (f) => {
    const tmp = join(dir, 'files', `${f.key}.restoring`);
    await copyFile(join(dir, 'files', f.key), tmp);
    try {
      await storage.putFile(f.key, tmp, f.contentType);
    } finally {
      await rm(tmp, { force: true });
    }
  });
  log(`stored ${m.files.length} files`);
  // Verification: the database and the storage read back as the backup wrote them.
  const sums = await tableChecksums(database, data.map((t) => t.name));
  const wrong = data.filter((t) => sums.get(t.name)?.sha256 !== t.sha256 || sums.get(t.name)?.rows !== t.rows).map((t) => `${t.name} (${sums.get(t.name)?.rows} rows, backup ${t.rows})`);
  if (wrong.length > 0) throw new Error(`restored tables differ from the backup: ${wrong.join(', ')}`);
  const badFiles: string[] = [];
  await eachLimited(m.files, 4, async (f) => {
    const got = await hashStream(await storage.get(f.key));
    if (got.sha256 !== f.sha256) badFiles.push(f.key);
  });
  if (badFiles.length > 0) throw new Error(`restored files differ from the backup: ${badFiles.join(', ')}`);
  return summaryOf(m, Date.now() - t0);
}
