/**
 * A condition's SQL text and parameters, as drizzle's `PgDialect.sqlToQuery` gives them, rendered
 * without its per-chunk type tests. drizzle asks `is(chunk, X)` for up to eight classes per chunk and,
 * when a test fails, walks the chunk's class chain in JavaScript; for a column-bound value it also
 * tests the column against seven types to choose a typing our callers never use. Rendering the
 * access conditions of a get took a tenth of the server's time, drizzle's `is` an eighth of all
 * of it (docs/performance.md). Here each chunk is dispatched on its class with `instanceof`.
 *
 * Only what the engine's conditions are made of is rendered here: text, names, tables, columns,
 * nested SQL, values bound to columns or plain, lists and aliased fields. Anything else (a
 * placeholder, a subquery, a view, inlined parameters, an unknown wrapper) hands the whole
 * condition to drizzle, so the result is always drizzle's (render-sql.test.ts compares them).
 */
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const SCHEMA = (Table as unknown as { Symbol: { Schema: symbol; Name: symbol } }).Symbol.Schema;
const NAME = (Table as unknown as { Symbol: { Schema: symbol; Name: symbol } }).Symbol.Name;
const casing = (dialect as unknown as { casing: { getColumnCasing: (c: Column) => string } }).casing;

export type Rendered = { sql: string; params: unknown[] };

/** Thrown inside the walk when a chunk is not one this renderer knows: drizzle renders the whole. */
const UNKNOWN = Symbol('unknown chunk');

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `s` as drizzle's PostgreSQL dialect renders it (its text and parameters). */
export function renderSql(s: SQL): Rendered {
  const fast = renderFast(s);
  if (fast) return fast;
  const q = dialect.sqlToQuery(s);
  return { sql: q.sql, params: q.params };
}

/** `s` rendered here, or undefined when it holds a chunk this renderer leaves to drizzle. */
export function renderFast(s: SQL): Rendered | undefined {
  const out: Rendered = { sql: '', params: [] };
  try {
    walk(s, out);
    return out;
  } catch (e) {
    if (e !== UNKNOWN) throw e;
    return undefined;
  }
}

function walk(s: SQL, out: Rendered): void {
  if ((s as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw UNKNOWN;
  for (const chunk of s.queryChunks) chunkOf(chunk, out);
}

function param(value: unknown, out: Rendered): void {
  out.params.push(value);
  out.sql += `$${out.params.length}`;
}

function chunkOf(chunk: unknown, out: Rendered): void {
  if (chunk === undefined) return;
  if (chunk === null || typeof chunk !== 'object') {
    if (typeof chunk === 'function' || typeof chunk === 'symbol') throw UNKNOWN;
    param(chunk, out);
    return;
  }
  if (chunk instanceof StringChunk) {
    out.sql += chunk.value.join('');
  } else if (chunk instanceof SQL) {
    walk(chunk, out);
  } else if (chunk instanceof Column) {
    const table = chunk.table as unknown as Record<symbol, unknown>;
    const schema = table[SCHEMA] as string | undefined;
    const prefix = table[IS_ALIAS] || schema === undefined ? quote(table[NAME] as string) : `${quote(schema)}.${quote(table[NAME] as string)}`;
    out.sql += `${prefix}.${quote(casing.getColumnCasing(chunk))}`;
  } else if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) throw UNKNOWN;
    const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (mapped instanceof SQL) walk(mapped, out);
    else param(mapped, out);
  } else if (chunk instanceof Name) {
    out.sql += quote(chunk.value);
  } else if (Array.isArray(chunk)) {
    out.sql += '(';
    chunk.forEach((c, i) => {
      if (i > 0) out.sql += ', ';
      chunkOf(c, out);
    });
    out.sql += ')';
  } else if (chunk instanceof Table) {
    const table = chunk as unknown as Record<symbol, unknown>;
    const schema = table[SCHEMA] as string | undefined;
    out.sql += schema === undefined || table[IS_ALIAS] ? quote(table[NAME] as string) : `${quote(schema)}.${quote(table[NAME] as string)}`;
  } else if (chunk instanceof SQL.Aliased && chunk.fieldAlias !== undefined) {
    out.sql += quote(chunk.fieldAlias);
  } else if (chunk instanceof Date || Buffer.isBuffer(chunk)) {
    param(chunk, out);
  } else {
    // A subquery, view, enum, placeholder, other wrapper or a plain object value: drizzle's rules.
    throw UNKNOWN;
  }
}
