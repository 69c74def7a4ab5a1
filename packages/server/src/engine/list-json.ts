/**
 * List pages as JSON text built by PostgreSQL (ADR 0016). The list route sends a page's records as
 * they are; reading 40 rows of 40 columns through the driver (one string per field, then drizzle's
 * mapping, then JSON.stringify of the objects) was most of the server's work for an uncached page.
 * Here the database returns the page as one JSON array, in the page's order, whose values are
 * those `JSON.stringify` gives of the rows the engine reads (`selection`): times as
 * `2026-11-26T09:28:32.123Z` (UTC, milliseconds cut, as a JS Date), money as a number. JSON
 * columns and numbers are the same values, possibly spelt otherwise (`1e-05` for `0.00001`).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BYTES_SUFFIX } from '../db/byte-columns.js';
import type { Drizzle } from '../db/client.js';
import type { AnyTable } from '../db/tables.js';

/**
 * A page's records as the JSON text of their array, and how many there are. The text may be its
 * UTF-8 bytes as PostgreSQL sent them (byte-columns.ts): JSON.parse and the list route take both.
 */
export type JsonPage = { json: string | Buffer; n: number };

/** The JSON text of `a`'s records followed by `b`'s. */
export function joinJsonPages(a: JsonPage, b: JsonPage): JsonPage {
  if (a.n === 0) return b;
  if (b.n === 0) return a;
  if (typeof a.json === 'string' && typeof b.json === 'string') return { json: `${a.json.slice(0, -1)},${b.json.slice(1)}`, n: a.n + b.n };
  const bytes = (j: string | Buffer) => (typeof j === 'string' ? Buffer.from(j) : j);
  const [x, y] = [bytes(a.json), bytes(b.json)];
  return { json: Buffer.concat([x.subarray(0, -1), Buffer.from(','), y.subarray(1)]), n: a.n + b.n };
}

/** Column types whose value PostgreSQL's JSON spells as JSON.stringify spells the driver's value. */
const SAME_IN_JSON = new Set([
  'PgBigInt53',
  'PgInteger',
  'PgSmallInt',
  'PgVarchar',
  'PgText',
  'PgBoolean',
  'PgDateString',
  'PgJsonb',
  'PgDoublePrecision',
  'PgReal',
  'PgSerial',
  'PgBigSerial53',
]);

type ColumnLike = { columnType?: string; baseColumn?: ColumnLike; getSQLType?: () => string };

/** One column as the JSON of a row shows it; undefined when no expression gives the driver's value. */
function jsonValue(c: AnyPgColumn | SQL, name: string): SQL.Aliased | undefined {
  const column = c as unknown as ColumnLike;
  // Declared SQL (computed fields: int, float8 or jsonb; the tree path as text): its value as PostgreSQL gives it.
  if (!column.columnType) return sql`${c}`.as(name);
  const type = column.columnType;
  if (type === 'PgTimestamp' && column.getSQLType?.() === 'timestamp with time zone') {
    return sql`to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);
  }
  if (type === 'PgNumericNumber') return sql`${c}::float8`.as(name);
  if (type === 'PgCustomColumn') return sql`${c}::text`.as(name);
  if (type === 'PgArray') return column.baseColumn?.columnType && SAME_IN_JSON.has(column.baseColumn.columnType) ? sql`${c}`.as(name) : undefined;
  return SAME_IN_JSON.has(type) ? sql`${c}`.as(name) : undefined;
}

/** The selection's columns as JSON values (undefined when one has none: the page is then serialised in Node). */
export function jsonColumns(selection: Record<string, AnyPgColumn | SQL>): Record<string, SQL.Aliased> | undefined {
  const out: Record<string, SQL.Aliased> = {};
  for (const [name, c] of Object.entries(selection)) {
    const v = jsonValue(c, name);
    if (!v) return undefined;
    out[name] = v;
  }
  return out;
}

export type RowsJson = (ids: number[]) => Promise<JsonPage>;

/**
 * The records with ids `ids`, as the JSON array of their selected values in the order of `ids`
 * (a record deleted since its id was read is left out). A named statement when `name` is given and
 * the selection carries no values of its own; else built and planned per call.
 */
export function rowsJsonStatement(db: Drizzle, t: AnyTable, columns: Record<string, SQL.Aliased>, name?: string): RowsJson {
  const id = t.id as AnyPgColumn;
  const build = (ids: SQL) => {
    const x = db.select(columns).from(t).where(sql`${id} = any(${ids}::bigint[])`).as('x');
    return db
      .select({
        n: sql<number>`count(*)::int`,
        json: sql<string>`'[' || coalesce(string_agg(row_to_json(x)::text, ',' order by array_position(${ids}::bigint[], x.id)), '') || ']'`,
      })
      .from(x);
  };
  const q = build(sql`${sql.placeholder('ids')}`);
  if (name && q.toSQL().params.length === 2) {
    const prepared = q.prepare(name.slice(0, 63));
    // The ids as one array literal: node-postgres would build it character by character.
    return async (ids) => first(await prepared.execute({ ids: `{${ids.join(',')}}` }));
  }
  return async (ids) => first(await build(sql`${`{${ids.join(',')}}`}`));
}

function first(rows: { n: number; json: string }[]): JsonPage {
  const row = rows[0];
  return { json: row?.json ?? '[]', n: Number(row?.n ?? 0) };
}

/**
 * The text of one statement that reads a page's ids (`idsText`, its order kept by `array()` and
 * `with ordinality`) and returns their records' JSON as `rowsJsonStatement` does: one round trip
 * where there were two, for pages run as hot statements (planned once per connection). Its columns
 * are `n` and `json__bytes` (a byte column: run it with byte-columns.ts `bytesTypes`). Undefined
 * when the columns carry values of their own (they would need parameters of their own).
 */
export function pageJsonText(db: Drizzle, t: AnyTable, columns: Record<string, SQL.Aliased>): ((idsText: string) => string) | undefined {
  const id = t.id as AnyPgColumn;
  const rows = db.select(columns).from(t).where(sql`${id} = p.id`).toSQL();
  // The hot statements write values in place of `$n`: none may be in this text of its own.
  if (rows.params.length > 0 || /\$\d/.test(rows.sql)) return undefined;
  return (idsText) =>
    `select count(*)::int as n, '[' || coalesce(string_agg(row_to_json(x)::text, ',' order by p.ord), '') || ']' as json${BYTES_SUFFIX} from unnest(array(${idsText})) with ordinality as p(id, ord) cross join lateral (${rows.sql}) x`;
}

