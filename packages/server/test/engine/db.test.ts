/** Migrations: committed files match the declarations, apply once, and survive concurrent starts. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { customDiff, migrationFileName, pendingStatements } from '../../src/tools/generate.js';
import { MIGRATION_NAME, migrate, readMigrations } from '../../src/db/migrate.js';
import { DB_KINDS, freshDatabase, preparedDatabase } from '../harness.js';
import { resources } from '@portal/domain';

describe('migration drift', () => {
  it('the committed migrations describe exactly the declared tables', async () => {
    const pending = await pendingStatements();
    expect(pending, 'declarations changed without a migration: run npm run db:generate').toEqual([]);
  });

  it('migration files: the numbered ones without gaps, then generated ones named by their UTC time, all unique', () => {
    const names = readMigrations().map((m) => m.name);
    const numbered = names.filter((n) => /^\d{4}_/.test(n)).map((n) => n.slice(0, 4));
    expect(numbered).toEqual(numbered.map((_, i) => String(i).padStart(4, '0')));
    const stamped = names.filter((n) => /^\d{8}T\d{6}_/.test(n));
    expect(numbered.length + stamped.length).toBe(names.length);
    expect(new Set(names.map((n) => n.split('_')[0])).size).toBe(names.length);
    expect(names).toEqual([...names].sort());
  });

  it('names a new migration by the UTC time it was generated, so two engineers cannot collide', () => {
    expect(migrationFileName('Phòng họp & xe', new Date('2026-11-23T10:15:00.123Z'))).toBe('20261123T101500_ph_ng_h_p_xe.sql');
    expect(MIGRATION_NAME.test(migrationFileName('rooms'))).toBe(true);
  });

  it('diffs the custom objects (constraints, partial indexes) by name: drops what changed or went, creates what changed or came', () => {
    const idx = (sqlText: string) => ({ table: 'booking', kind: 'index' as const, sql: sqlText });
    const excl = { table: 'booking', kind: 'constraint' as const, sql: 'ALTER TABLE "booking" ADD CONSTRAINT "b_excl" EXCLUDE ...;' };
    const before = { a_uq: idx('CREATE UNIQUE INDEX a_uq ON booking (a);'), b_excl: excl, gone_uq: idx('CREATE UNIQUE INDEX gone_uq ON booking (g);') };
    const after = { a_uq: idx('CREATE UNIQUE INDEX a_uq ON booking (a) WHERE (state = \'ACTIVE\');'), b_excl: excl, new_uq: idx('CREATE UNIQUE INDEX new_uq ON booking (n);') };
    const d = customDiff(before, after);
    expect(d.drops).toEqual(['DROP INDEX IF EXISTS "a_uq";', 'DROP INDEX IF EXISTS "gone_uq";']);
    expect(d.creates).toEqual([after.a_uq.sql, after.new_uq.sql]);
    expect(customDiff({ b_excl: excl }, {}).drops).toEqual(['ALTER TABLE "booking" DROP CONSTRAINT IF EXISTS "b_excl";']);
    expect(customDiff(after, after)).toEqual({ drops: [], creates: [] });
    // A column's storage goes back to the default, only when the column is still there.
    const storage = { table: 'news', kind: 'storage' as const, sql: 'ALTER TABLE "news" ALTER COLUMN "search_vec" SET STORAGE MAIN;' };
    const [reset] = customDiff({ news_search_vec_storage: storage }, {}).drops;
    expect(reset).toContain("table_name = 'news' AND column_name = 'search_vec'");
    expect(reset).toContain('ALTER TABLE "news" ALTER COLUMN "search_vec" SET STORAGE EXTENDED;');
  });

  it("creates what a new custom object needs first: a new table's search column before the trigger that reads it", () => {
    // The names sort the trigger (zz_search_dense) before the column (zz_search_vec): a new
    // searchable entity's migration failed with "column old.search_vec does not exist".
    const after = {
      zz_search_dense_upd: { table: 'zz', kind: 'trigger' as const, sql: 'CREATE TRIGGER t ... WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") ...;' },
      zz_code_uq: { table: 'zz', kind: 'index' as const, sql: 'CREATE UNIQUE INDEX zz_code_uq ...;' },
      zz_search_vec_storage: { table: 'zz', kind: 'storage' as const, sql: 'ALTER TABLE "zz" ALTER COLUMN "search_vec" SET STORAGE MAIN;' },
      zz_search_vec: { table: 'zz', kind: 'column' as const, sql: 'ALTER TABLE "zz" ADD COLUMN IF NOT EXISTS "search_vec" ...;' },
    };
    expect(customDiff({}, after).creates).toEqual([after.zz_search_vec.sql, after.zz_search_vec_storage.sql, after.zz_code_uq.sql, after.zz_search_dense_upd.sql]);
  });

  it('drops and makes again what reads a changed search column (its trigger, its storage), though their text is the same', () => {
    // A field made localized changes the search column: the trigger on it refused the column's drop
    // ("other objects depend on it") and the new column lost its storage.
    const table = (vec: string) => ({
      zz_search_dense_upd: { table: 'zz', kind: 'trigger' as const, sql: 'CREATE TRIGGER t ... WHEN (OLD."search_vec" IS DISTINCT FROM NEW."search_vec") ...;' },
      zz_search_dense: { table: 'zz', kind: 'trigger' as const, sql: 'CREATE TRIGGER d AFTER INSERT OR DELETE ON "zz" ...;' },
      zz_search_vec_storage: { table: 'zz', kind: 'storage' as const, sql: 'ALTER TABLE "zz" ALTER COLUMN "search_vec" SET STORAGE MAIN;' },
      zz_search_vec: { table: 'zz', kind: 'column' as const, sql: `ALTER TABLE "zz" ADD COLUMN IF NOT EXISTS "search_vec" ... (${vec});` },
    });
    const before = table('"title"');
    const after = table('"title" || "title_en"');
    const d = customDiff(before, after);
    expect(d.drops[0]).toBe('DROP TRIGGER IF EXISTS "zz_search_dense_upd" ON "zz";');
    expect(d.drops).toHaveLength(3);
    expect(d.drops.at(-1)).toBe('ALTER TABLE "zz" DROP COLUMN IF EXISTS "search_vec";');
    expect(d.creates).toEqual([after.zz_search_vec.sql, after.zz_search_vec_storage.sql, after.zz_search_dense_upd.sql]);
    expect(customDiff(after, after)).toEqual({ drops: [], creates: [] });
  });
});

describe.each(DB_KINDS)('migrations on %s', (kind) => {
  // One prepared database for the checks below: a copy of the run's template, which migrate()
  // brought from empty to the current migration (templates.ts `prepare`; the template is named by a
  // hash of the migrations and the code, so a reused one was made by these very files). Migrating
  // an empty database again here cost 25 to 35 s a database, the same statements a second time.
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ database, drop } = await preparedDatabase(kind));
  });
  afterAll(() => drop());

  it('applied every migration once, in order, to the empty database; again they apply nothing; install unaccent/pg_trgm and the search helper', async () => {
    const applied = await database.query<{ name: string; hash: string }>('SELECT name, hash FROM schema_migration ORDER BY name');
    expect(applied).toEqual(readMigrations().map((m) => ({ name: m.name, hash: m.hash })));
    expect(await migrate(database)).toEqual([]);
    const ext = await database.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname IN ('unaccent', 'pg_trgm') ORDER BY 1");
    expect(ext.map((e) => e.extname)).toEqual(['pg_trgm', 'unaccent']);
    const [row] = await database.query<{ v: string }>("SELECT f_unaccent(lower('Tin tức Đà Nẵng ĐƯỜNG')) AS v");
    expect(row?.v).toBe('tin tuc da nang duong');
  });

  it('keeps a stored search document (the words, unaccented) with its GIN index on every searchable table, in step with each write', async () => {
    const searchable = resources.filter((r) => r.search.length > 0).map((r) => r.name);
    const cols = await database.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.columns WHERE column_name = 'search_vec' AND is_generated = 'ALWAYS' AND data_type = 'tsvector'",
    );
    expect(cols.map((c) => c.table_name).sort()).toEqual([...searchable].sort());
    const idx = await database.query<{ tablename: string }>("SELECT tablename FROM pg_indexes WHERE indexdef LIKE '%USING gin (search_vec)%'");
    expect(idx.map((c) => c.tablename).sort()).toEqual([...searchable].sort());
    // Kept in the row, not in the TOAST table, so a search that tests rows reads one buffer a row.
    const storage = await database.query<{ relname: string }>("SELECT c.relname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid WHERE c.relkind = 'r' AND a.attname = 'search_vec' AND a.attstorage = 'm'");
    expect(storage.map((c) => c.relname).sort()).toEqual([...searchable].sort());
    // The former text document and its trigram index are gone (ADR 0011).
    expect(await database.query("SELECT table_name FROM information_schema.columns WHERE column_name = 'search_doc'")).toEqual([]);
    // The database keeps it: an update is searchable at once, without diacritics, word by word.
    await database.query("UPDATE office SET name = 'Chi nhánh Đồng-Tháp (NV0012)' WHERE id = (SELECT min(id) FROM office)");
    const [row] = await database.query<{ doc: string }>('SELECT search_vec::text AS doc FROM office WHERE id = (SELECT min(id) FROM office)');
    for (const w of ['chi', 'nhanh', 'dong', 'thap', 'nv0012']) expect(row?.doc).toContain(`'${w}'`);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const [{ hash } = { hash: '' }] = await database.query<{ hash: string }>("SELECT hash FROM schema_migration WHERE name = '0001_initial.sql'");
    await database.query("UPDATE schema_migration SET hash = 'tampered' WHERE name = '0001_initial.sql'");
    try {
      await expect(migrate(database)).rejects.toThrow(/changed after it was applied/);
    } finally {
      await database.query("UPDATE schema_migration SET hash = $1 WHERE name = '0001_initial.sql'", [hash]);
    }
    expect(await migrate(database)).toEqual([]);
  });
});

if (DB_KINDS.includes('postgres')) {
  describe('several instances on one PostgreSQL database', () => {
    it('apply migrations exactly once when they start together', async () => {
      // Migrations of their own (what the lock guards does not depend on which statements they
      // hold): ten, each a table and its rows, so the three starts overlap. Applying the real ones
      // to an empty database three times over took about 30 s; the run's template build applies them.
      const dir = mkdtempSync(join(tmpdir(), 'portal-migrate-race-'));
      const names = Array.from({ length: 10 }, (_, i) => `${String(i).padStart(4, '0')}_race_${i}.sql`);
      for (const [i, name] of names.entries())
        writeFileSync(join(dir, name), `CREATE TABLE race_${i} (id int PRIMARY KEY);\nINSERT INTO race_${i} SELECT generate_series(1, 2000);\n`);
      const { database, drop } = await freshDatabase('postgres');
      try {
        const { openDatabase } = await import('../../src/db/client.js');
        const url = (database as unknown as { url?: string }).url;
        const [{ current_database: name } = { current_database: '' }] = await database.query<{ current_database: string }>('SELECT current_database()');
        const base = new URL(process.env.TEST_DATABASE_URL as string);
        base.pathname = `/${name}`;
        const others = await Promise.all([1, 2].map(() => openDatabase({ url: url ?? base.toString(), poolSize: 2 })));
        const results = await Promise.all([database, ...others].map((d) => migrate(d, dir)));
        expect(results.flat().sort()).toEqual(names);
        for (const i of names.keys()) expect(await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM race_${i}`)).toEqual([{ n: 2000 }]);
        await Promise.all(others.map((d) => d.close()));
      } finally {
        await drop();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('a connection in use whose server goes away fails its query and leaves the process running', async () => {
      const { openDatabase } = await import('../../src/db/client.js');
      const database = await openDatabase({ url: process.env.TEST_DATABASE_URL as string, poolSize: 2 });
      const uncaught: unknown[] = [];
      const onUncaught = (e: unknown) => uncaught.push(e);
      process.on('uncaughtException', onUncaught);
      try {
        // A session holds its client; the server ends that backend (as at a restart or failover).
        const failed = await database
          .session(async (s) => {
            const [row] = await s.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
            await database.query('SELECT pg_terminate_backend($1)', [row?.pid]);
            await new Promise((r) => setImmediate(r));
            await s.query('SELECT 1');
          })
          .then(
            () => null,
            (e: Error) => e,
          );
        expect(failed).toBeInstanceOf(Error);
        expect(uncaught).toEqual([]);
        // The pool dropped the broken client: the next queries are served.
        expect(await database.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
        expect(await database.query<{ n: number }>('SELECT 2 AS n')).toEqual([{ n: 2 }]);
      } finally {
        process.off('uncaughtException', onUncaught);
        await database.close();
      }
    });
  });
}
