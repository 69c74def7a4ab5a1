/**
 * Hot statements (db/hot-statements.ts) on a real PostgreSQL: a statement seen again is named and
 * planned once per connection, answers exactly what the parameterised statement answers (hostile
 * values included), and a name pushed out is deallocated on the connection.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotStatements } from '../../src/db/hot-statements.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('hot statements on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    // One connection: what it has prepared is what pg_prepared_statements shows.
    pool = new pg.Pool({ connectionString: url, max: 1 });
  });
  afterAll(async () => pool.end());
  const prepared = async () => (await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows.map((r) => r.name).sort();

  it('answers as the parameterised statement does, for hostile values', async () => {
    const hot = hotStatements(pool, 4);
    const values: unknown[] = [
      "it's",
      'a\\b\\\\c',
      '\\x41',
      "E'; DROP TABLE x; --",
      'Đà Nẵng 😀',
      '$1 $2',
      '',
      ' ',
      '\n\t\r',
      'a"b',
      null,
      0,
      -12.5,
      9007199254740991,
      true,
      false,
      new Date('2026-01-02T03:04:05.678Z'),
    ];
    for (const v of values) {
      // node-postgres writes a Date in the local zone's notation: compared as the instant it is.
      const text = v instanceof Date ? 'SELECT $1::timestamptz AS v' : 'SELECT $1::text AS v, pg_typeof($1::text)::text AS t';
      const expected = (await pool.query(text, [v])).rows;
      for (let i = 0; i < 3; i++) expect(await hot(text, [v]), String(v)).toEqual(expected);
    }
  });

  it('names a statement the second time, plans it once, and deallocates it when pushed out', async () => {
    const hot = hotStatements(pool, 2);
    const q = (n: number) => hot<{ n: number }>('SELECT $1::int + 0 AS n', [n]);
    expect(await q(1)).toEqual([{ n: 1 }]);
    expect(hot.names()).toEqual([]);
    expect(await q(1)).toEqual([{ n: 1 }]);
    const [first] = hot.names();
    expect(first).toMatch(/^hot_/);
    expect(await prepared()).toContain(first);
    // Two more hot texts: the first is pushed out (max 2) and deallocated at the next hand-out.
    for (const n of [2, 3]) {
      await q(n);
      await q(n);
    }
    expect(hot.names()).not.toContain(first);
    await q(2);
    expect(await prepared()).not.toContain(first);
    const now = await prepared();
    for (const name of hot.names()) expect(now).toContain(name);
    // Asked for again, it is a candidate once more, then named again.
    expect(await q(1)).toEqual([{ n: 1 }]);
    expect(await q(1)).toEqual([{ n: 1 }]);
    expect(hot.names()).toContain(first);
  });

  it('keeps parameters for values a literal cannot carry', async () => {
    const hot = hotStatements(pool, 2);
    for (let i = 0; i < 3; i++) expect(await hot('SELECT $1::int[] AS a', [[1, 2]])).toEqual([{ a: [1, 2] }]);
    expect(hot.names()).toEqual([]);
  });
});
