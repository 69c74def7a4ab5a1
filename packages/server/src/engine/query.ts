/**
 * What a read of a resource selects and filters on (issue 34's split of service.ts): the columns a
 * response may carry, declared computed fields, list filters and search, and the tables a list
 * depends on (the list cache's set, ADR 0018).
 */
import type { Filter, ListQuery, Resource } from '@portal/domain';
import { computedSql, isStoredRollup, publicColumns, resourceByName } from '@portal/domain';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AnyTable, searchMatch, searchTerms, searchVec, tableFor, WORD_SEPARATORS } from '../db/tables.js';
import { modulesVersion } from './module.js';
import { subtreeCondition } from './constraints.js';
import { scopeReads } from './access.js';

const col = (t: AnyTable, name: string) => t[name] as AnyPgColumn;

/** The columns a response may carry: never private ones. */
export function selection(r: Resource, t: AnyTable, isList = false): Record<string, AnyPgColumn> {
  const out: Record<string, AnyPgColumn> = {};
  for (const n of ['id', 'created_date', 'updated_date', 'created_by', 'updated_by', 'ordering', 'state']) out[n] = col(t, n);
  if (r.workflow) out.status = col(t, 'status');
  // Lists carry summaries: rich-text bodies (often many kilobytes each) come with GET /{id} only.
  // (unless the declaration lists them: `list.withRichText`).
  const withRich = new Set(r.list?.withRichText ?? []);
  for (const c of publicColumns(r)) if (!isList || c.def.kind !== 'richText' || withRich.has(c.field)) out[c.name] = col(t, c.name);
  for (const [name, sqlOf] of computedColumns(r)) out[name] = sqlOf as unknown as AnyPgColumn;
  // A tree record carries its path (ancestors' ids, e.g. "1.5.9") for breadcrumbs.
  if (r.tree) out.tree_path = sql`${col(t, 'tree_path')}::text` as unknown as AnyPgColumn;
  return out;
}

const CAST = { integer: 'int', number: 'float8', json: 'jsonb' } as const;
const computedCache = new Map<string, [string, SQL][]>();

/**
 * Declared computed fields as scalar subqueries of the row (spec §3 extra fields: progress,
 * today_count, ...): one query for a whole page, no N+1. `$id` is the outer record's id. A stored
 * roll-up is not among them: it is a column of the record (`selection` reads it as one).
 */
export function computedColumns(r: Resource): [string, SQL][] {
  let out = computedCache.get(r.name);
  if (!out) {
    out = Object.entries(r.computed ?? {}).filter(([name]) => !isStoredRollup(r, name)).map(([name, c]) => [
      name,
      sql.raw(`((${computedSql(c).sql.replace(/\$id\b/g, `"${r.name}"."id"`)})::${CAST[c.kind]})`).mapWith((v: unknown) => (c.kind === 'json' || v === null ? v : Number(v))),
    ]);
    computedCache.set(r.name, out);
  }
  return out;
}

/**
 * The tables a resource's lists depend on (the list cache files them under each): its own, those
 * its computed fields read, those its read scope reads (ADR 0018) and the targets of its filters
 * through a reference (tickets by their requester's unit read staff).
 */
export function tablesRead(r: Resource): readonly string[] {
  const version = modulesVersion();
  const known = tablesReadMemo.get(r.name);
  if (known?.version === version) return known.tables;
  const tables = Object.freeze([
    ...new Set([r.name, ...Object.values(r.computed ?? {}).flatMap((c) => computedSql(c).reads), ...scopeReads(r), ...Object.values(r.list?.through ?? {}).map((th) => refTarget(r, th.ref))]),
  ]);
  tablesReadMemo.set(r.name, { version, tables });
  return tables;
}

const tablesReadMemo = new Map<string, { version: number; tables: readonly string[] }>();

const refTarget = (r: Resource, field: string): string => {
  const def = r.columnByName.get(field)?.def;
  return def?.kind === 'ref' ? def.target : r.name;
};

function filterCondition(r: Resource, t: AnyTable, f: Filter): SQL {
  const c = col(t, f.field);
  if (f.op === 'range') {
    const kind = r.columnByName.get(f.field)?.def.kind;
    const isTime = kind === 'datetime' || f.field === 'created_date' || f.field === 'updated_date';
    const conv = (v: string, end: boolean) => (!isTime ? (kind === 'date' ? v : Number(v)) : timeBound(v, end));
    const parts: SQL[] = [];
    if (f.from !== undefined) parts.push(gte(c, conv(f.from, false)));
    if (f.to !== undefined) parts.push(lte(c, conv(f.to, true)));
    return and(...parts) ?? sql`true`;
  }
  if (f.op === 'subtree') return subtreeCondition(r, t, f.id);
  if (f.op === 'through') {
    const ref = r.columnByName.get(f.ref)?.def;
    const target = ref?.kind === 'ref' ? resourceByName.get(ref.target) : undefined;
    if (!target) return sql`false`;
    const tt = tableFor(target);
    // A list of references on the target (a contractor's fields of work) matches when it holds any of the values.
    const match =
      target.columnByName.get(f.targetField)?.def.kind === 'refs'
        ? sql`${col(tt, f.targetField)} && ARRAY[${sql.join(
            f.values.map((v) => sql`${Number(v)}`),
            sql`, `,
          )}]::bigint[]`
        : inArray(col(tt, f.targetField), f.values);
    return sql`${col(t, f.ref)} IN (SELECT ${col(tt, 'id')} FROM ${tt} WHERE ${match})`;
  }
  if (f.op === 'contains') {
    const kind = r.columnByName.get(f.field)?.def.kind;
    const arr =
      kind === 'tags'
        ? sql`ARRAY[${sql.join(
            f.values.map((v) => sql`${String(v)}`),
            sql`, `,
          )}]::text[]`
        : sql`ARRAY[${sql.join(
            f.values.map((v) => sql`${Number(v)}`),
            sql`, `,
          )}]::bigint[]`;
    return sql`${c} && ${arr}`;
  }
  if (r.columnByName.get(f.field)?.def.kind === 'datetime') {
    // A time given exactly is that instant; a bare date is that whole day in Vietnam time.
    const one = (v: string) => (v.length === 10 ? (and(gte(c, timeBound(v, false)), lte(c, timeBound(v, true))) as SQL) : eq(c, timeBound(v, false)));
    const parts = f.values.map((v) => one(String(v)));
    return parts.length === 1 ? (parts[0] as SQL) : (or(...parts) as SQL);
  }
  return f.values.length === 1 ? eq(c, f.values[0]) : inArray(c, f.values);
}

/**
 * A time filter's value as an instant: a full timestamp (validated, with its zone) is itself; a bare
 * date (YYYY-MM-DD) is the first millisecond of that day in Vietnam time, or with `end` its last.
 */
const timeBound = (v: string, end: boolean) => (v.length === 10 ? new Date(`${v}T${end ? '23:59:59.999' : '00:00:00'}+07:00`) : new Date(v.replace(' ', 'T')));

/**
 * The list's condition. `candidates`: ids known to hold every record the search matches (the dense
 * words' bitmaps, ADR 0015); the search is then checked on those rows only, not read in the index.
 */
export function whereFor(r: Resource, t: AnyTable, q: Pick<ListQuery, 'filters' | 'q' | 'state'>, extra: SQL[] = [], candidates?: readonly number[] | null): SQL | undefined {
  const parts: SQL[] = [...extra];
  if (q.state) parts.push(eq(col(t, 'state'), q.state));
  for (const f of q.filters) parts.push(filterCondition(r, t, f));
  if (q.q && r.search.length > 0) {
    if (candidates) parts.push(sql`${col(t, 'id')} = ANY(${`{${candidates.join(',')}}`}::bigint[])`);
    // The words on the stored search document (tables.ts SEARCH_VEC, ADR 0011), read through its GIN index.
    parts.push(searchMatch(searchVec(r), q.q, !!candidates) ?? sql`false`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

/** The words of a search (at most 10), as `whereFor` matches them. */
export const searchWords = searchTerms;

/** The column relevance ranks on: the declared title when it is searched, else the first search column. */
export const relevanceField = (r: Resource): string | undefined => (r.titleField && r.search.includes(r.titleField) ? r.titleField : r.search[0]);

/**
 * "The title holds every word of `q`" (as the search matches the document: unaccented, the last
 * word possibly the start of one): computed only on rows that already match the search, so it costs
 * one short tsvector per candidate row.
 */
export function titleMatch(r: Resource, t: AnyTable, q: string): SQL {
  const field = relevanceField(r);
  const title = field && sql`to_tsvector('simple'::regconfig, regexp_replace(f_unaccent(lower(coalesce(${col(t, field)}::text, ''))), ${sql.raw(WORD_SEPARATORS)}, ' ', 'g'))`;
  return (title && searchMatch(title, q)) || sql`false`;
}


