/** Migrations: committed files match the declarations, apply once, and survive concurrent starts. */
import { describe, expect, it } from 'vitest';
import { pendingStatements } from '../src/db/generate.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { DB_KINDS, freshDatabase } from './harness.js';

describe('migration drift', () => {
  it('the committed migrations describe exactly the declared tables', async () => {
    const pending = await pendingStatements();
    expect(pending, 'declarations changed without a migration: run npm run db:generate').toEqual([]);
  });

  it('migration files are numbered without gaps or duplicates', () => {
    const names = readMigrations().map((m) => m.name.slice(0, 4));
    expect(names).toEqual(names.map((_, i) => String(i).padStart(4, '0')));
  });
});

describe.each(DB_KINDS)('migrations on %s', (kind) => {
  it('apply once, are idempotent, install unaccent/pg_trgm and the search helper', async () => {
    const { database, drop } = await freshDatabase(kind);
    try {
      const first = await migrate(database);
      expect(first.length).toBe(readMigrations().length);
      expect(await migrate(database)).toEqual([]);
      const ext = await database.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname IN ('unaccent', 'pg_trgm') ORDER BY 1");
      expect(ext.map((e) => e.extname)).toEqual(['pg_trgm', 'unaccent']);
      const [row] = await database.query<{ v: string }>("SELECT f_unaccent(lower('Tin tức Đà Nẵng ĐƯỜNG')) AS v");
      expect(row?.v).toBe('tin tuc da nang duong');
    } finally {
      await drop();
    }
  });

  it('refuses to start when an applied migration was edited', async () => {
    const { database, drop } = await freshDatabase(kind);
    try {
      await migrate(database);
      await database.query("UPDATE schema_migration SET hash = 'tampered' WHERE name = '0001_initial.sql'");
      await expect(migrate(database)).rejects.toThrow(/changed after it was applied/);
    } finally {
      await drop();
    }
  });
});

if (DB_KINDS.includes('postgres')) {
  describe('several instances on one PostgreSQL database', () => {
    it('apply migrations exactly once when they start together', async () => {
      const { database, drop } = await freshDatabase('postgres');
      try {
        const { openDatabase } = await import('../src/db/client.js');
        const url = (database as unknown as { url?: string }).url;
        const [{ current_database: name } = { current_database: '' }] = await database.query<{ current_database: string }>('SELECT current_database()');
        const base = new URL(process.env.TEST_DATABASE_URL as string);
        base.pathname = `/${name}`;
        const others = await Promise.all([1, 2].map(() => openDatabase({ url: url ?? base.toString(), poolSize: 2 })));
        const results = await Promise.all([database, ...others].map((d) => migrate(d)));
        expect(results.flat().sort()).toEqual(readMigrations().map((m) => m.name));
        await Promise.all(others.map((d) => d.close()));
      } finally {
        await drop();
      }
    });
  });
}
