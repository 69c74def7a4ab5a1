/**
 * Byte columns (db/byte-columns.ts) on a real PostgreSQL: a column named `*__bytes` comes as the
 * UTF-8 bytes the server sent, exactly; every other column and every other query is parsed as the
 * driver parses it, including results interleaved on one connection and values larger than one
 * network read.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesTypes, installByteColumns } from '../../src/db/byte-columns.js';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('byte columns on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    expect(installByteColumns()).toBe(true);
    pool = new pg.Pool({ connectionString: url, max: 2 });
  });
  afterAll(async () => pool.end());

  const text = 'Đà Nẵng "quoted" \\ back\nslash 😀 \u0001 </script> ';

  it('keeps the bytes of the marked column, parses the others as usual', async () => {
    const { rows } = await pool.query({
      text: `select $1::text as json__bytes, $1::text as plain, 7::int as n, null::text as none__bytes, now() as at, 2.5::float8 as f`,
      values: [text],
      types: bytesTypes,
    });
    const [row] = rows;
    expect(Buffer.isBuffer(row.json__bytes)).toBe(true);
    expect(row.json__bytes.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(row.plain).toBe(text);
    expect(row.n).toBe(7);
    expect(row.none__bytes).toBeNull();
    expect(row.at).toBeInstanceOf(Date);
    expect(row.f).toBe(2.5);
  });

  it('leaves queries without a marked column as they were, before and after one with it', async () => {
    const client = await pool.connect();
    try {
      const a = await client.query('select $1::text as json', [text]);
      const b = await client.query({ text: 'select $1::text as json__bytes from generate_series(1, 3)', values: [text], types: bytesTypes });
      const c = await client.query('select $1::text as json', [text]);
      expect(a.rows[0].json).toBe(text);
      expect(b.rows).toHaveLength(3);
      for (const r of b.rows) expect(Buffer.from(text).equals(r.json__bytes)).toBe(true);
      expect(c.rows[0].json).toBe(text);
      // Without the query's own types the driver's text parser still decodes: the value is the same text.
      const d = await client.query('select $1::text as json__bytes', [text]);
      expect(d.rows[0].json__bytes).toBe(text);
    } finally {
      client.release();
    }
  });

  it('copies values larger than one network read, and survives many queries at once', async () => {
    // About 1.5 MB: several socket reads, merged by the parser into a buffer it reuses afterwards.
    const big = `${'Tiếng Việt có dấu, '.repeat(60_000)}end`;
    const runs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? pool.query({ text: 'select $1::text as json__bytes, $2::int as i', values: [big, i], types: bytesTypes })
          : pool.query('select $1::text as json, $2::int as i', [big, i]),
      ),
    );
    const expected = Buffer.from(big);
    runs.forEach((r, i) => {
      expect(r.rows[0].i).toBe(i);
      if (i % 2 === 0) expect(expected.equals(r.rows[0].json__bytes)).toBe(true);
      else expect(r.rows[0].json).toBe(big);
    });
  });

  it('keeps the bytes of rows that come after a notice in the middle of the result', async () => {
    const client = await pool.connect();
    try {
      await client.query(
        `CREATE OR REPLACE FUNCTION pg_temp.noisy(i int) RETURNS text LANGUAGE plpgsql AS $$ BEGIN RAISE NOTICE 'row %', i; RETURN 'Đà Nẵng ' || i; END $$`,
      );
      const { rows } = await client.query({ text: 'select pg_temp.noisy(i) as json__bytes from generate_series(1, 3) i', types: bytesTypes });
      expect(rows.map((r) => Buffer.isBuffer(r.json__bytes) && r.json__bytes.toString('utf8'))).toEqual(['Đà Nẵng 1', 'Đà Nẵng 2', 'Đà Nẵng 3']);
    } finally {
      client.release();
    }
  });

  it('still reports errors and parses the next query after one fails', async () => {
    await expect(pool.query({ text: 'select 1/0 as json__bytes', types: bytesTypes })).rejects.toThrow(/division by zero/);
    const { rows } = await pool.query('select $1::text as json', ['ok']);
    expect(rows[0].json).toBe('ok');
  });
});
