/**
 * The generic commands every declared resource gets: list, get, create, update, delete and status
 * change. Routes are thin wrappers; modules call these too.
 */
import type { Filter, Issue, ListQuery, Resource, Row } from '@portal/domain';
import { canDo, canDoRow, checkTransition, isEditable, publicColumns, resourceByName, validateInput } from '@portal/domain';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, getTableName, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BYTES_SUFFIX, bytesTypes } from '../db/byte-columns.js';
import { type Database, type Drizzle, databaseOf } from '../db/client.js';
import { renderSql } from '../db/render-sql.js';
import { type AnyTable, searchMatch, searchTerms, searchVec, tableFor, WORD_SEPARATORS } from '../db/tables.js';
import { writeActivities, writeActivity } from './activity.js';
import { constraintIssues, referenceIssues, uniqueIssues } from './checks.js';
import { estimateRows, rendered, type Total, totalFor } from './count.js';
import { denseCandidates } from './search-dense.js';
import { type JsonPage, joinJsonPages, jsonColumns, pageJsonText, type RowsJson, rowsJsonStatement } from './list-json.js';
import { type AccessOp, asRow, type HookArgs, moduleFor, modulesVersion, type WriteMode } from './module.js';
import { deleteLines, readLines, type SplitInput, splitLines, validateLines, writeLines } from './lines.js';
import { checkTree, constraintField, scopeColumns, setTreePath, subtreeCondition } from './constraints.js';
import { sanitizeRichText } from './sanitize.js';
import { approxBytes, cachedResult } from './query-cache.js';
import { POSITIONS_FROM, positionStart, type ScopePositions } from './positions.js';
import { type Ctx, type SessionUser, authorize } from './context.js';
import { accessConditions, accessScope, type ReadOptions, requireRowRight, requireUnitInRange, requireWritable, scopeReads } from './access.js';
import { AppError, badRequest, forbidden, notFound } from './errors.js';
import { dueRelease, reasonOf } from './workflow.js';

export type { ReadOptions } from './access.js';

export type ListResult = { items: Row[]; totalRows: number; page: number; limit: number; isTotalEstimated?: true };
/** A list page whose records are the JSON text PostgreSQL made (list-json.ts): what the list route sends. */
export type JsonListResult = Omit<ListResult, 'items'> & { items: JsonPage };

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
 * today_count, ...): one query for a whole page, no N+1. `$id` is the outer record's id.
 */
export function computedColumns(r: Resource): [string, SQL][] {
  let out = computedCache.get(r.name);
  if (!out) {
    out = Object.entries(r.computed ?? {}).map(([name, c]) => [
      name,
      sql.raw(`((${c.sql.replace(/\$id\b/g, `"${r.name}"."id"`)})::${CAST[c.kind]})`).mapWith((v: unknown) => (c.kind === 'json' || v === null ? v : Number(v))),
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
    ...new Set([r.name, ...Object.values(r.computed ?? {}).flatMap((c) => c.reads), ...scopeReads(r), ...Object.values(r.list?.through ?? {}).map((th) => refTarget(r, th.ref))]),
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
    return sql`${col(t, f.ref)} IN (SELECT ${col(tt, 'id')} FROM ${tt} WHERE ${inArray(col(tt, f.targetField), f.values)})`;
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


/** From this offset on, a page is found in the index first and only its own rows are read. */
export const DEEP_OFFSET = 200;

/** `make()`'s value for `key` on database `db`, made once (statements prepared per database and resource). */
function perDatabase<T>(store: WeakMap<Drizzle, Map<string, T>>, db: Drizzle, key: string, make: () => T): T {
  let known = store.get(db);
  if (!known) {
    known = new Map();
    store.set(db, known);
  }
  if (!known.has(key)) known.set(key, make());
  return known.get(key) as T;
}

type RowsByIds = (ids: number[]) => Promise<Row[]>;
const rowsStatements = new WeakMap<Drizzle, Map<string, RowsByIds | null>>();

/**
 * A list's rows by id (in no order), as one named statement per resource and connection: parsed
 * and planned once (a generic plan on the primary key), where an unnamed statement was planned on
 * every call. The planning was most of a page's cost: news has an index per filter and sort (29),
 * and PostgreSQL weighs each of them for every page (pgbench, 8 clients: 7,363 to 12,284 calls a
 * second for 40 rows; ADR 0013). Null when the resource's list columns carry values of their own
 * (a computed column with a parameter): a prepared statement would keep the first call's value.
 */
function rowsByIds(db: Drizzle, r: Resource, t: AnyTable): RowsByIds | null {
  return perDatabase(rowsStatements, db, r.name, () => {
    const q = db
      .select(selection(r, t, true))
      .from(t)
      .where(sql`${col(t, 'id')} = any(${sql.placeholder('ids')}::bigint[])`);
    if (q.toSQL().params.length !== 1) return null;
    const prepared = q.prepare(`list_rows_${r.name}`.slice(0, 63));
    return async (ids: number[]) => (await prepared.execute({ ids })) as Row[];
  });
}

/** The ids of a page, in its order (a query to run, or to use as a subquery). */
const idsQuery = (db: Drizzle, t: AnyTable, where: SQL | undefined, orderBy: SQL[], take: number, offset: number) =>
  db
    .select({ id: col(t, 'id') })
    .from(t)
    .where(where)
    .orderBy(...orderBy)
    .limit(take)
    .offset(offset);

/**
 * One page of a list. Deep pages use a late row lookup: the skipped rows are counted off in the
 * index (an index-only scan when the order's index covers the filter), then only the page's rows
 * are fetched, by a named statement (`rowsByIds`), and put in the page's order. Measured on 1M
 * news: page 200 went from ~8,000 heap reads per call to 40.
 */
export async function pageQuery(db: Drizzle, r: Resource, t: AnyTable, where: SQL | undefined, orderBy: SQL[], take: number, offset: number, deepFrom = DEEP_OFFSET): Promise<Row[]> {
  // A scoped resource's list index carries the scope's columns: even page 1 finds its ids there
  // (the released news among the newest are a few in twenty: 900 table rows read for 40 before).
  if (offset < deepFrom && scopeColumns(r).length === 0) {
    return (await db
      .select(selection(r, t, true))
      .from(t)
      .where(where)
      .orderBy(...orderBy)
      .limit(take)
      .offset(offset)) as Row[];
  }
  const ids = idsQuery(db, t, where, orderBy, take, offset);
  const byIds = rowsByIds(db, r, t);
  if (!byIds) {
    return (await db
      .select(selection(r, t, true))
      .from(t)
      .where(inArray(col(t, 'id'), ids))
      .orderBy(...orderBy)) as Row[];
  }
  const order = (await ids).map((x) => Number(x.id));
  if (order.length === 0) return [];
  const rows = new Map((await byIds(order)).map((row) => [Number(row.id), row]));
  // A row deleted between the two reads is left out, as it would be from a later page.
  return order.map((id) => rows.get(id)).filter((row): row is Row => row !== undefined);
}

const jsonStatements = new WeakMap<Drizzle, Map<string, RowsJson | null>>();

/** The list's rows by id as JSON text (list-json.ts), one named statement per resource; null when a column has no JSON form. */
function rowsJsonByIds(db: Drizzle, r: Resource, t: AnyTable): RowsJson | null {
  return perDatabase(jsonStatements, db, r.name, () => {
    const columns = jsonColumns(selection(r, t, true));
    return columns ? rowsJsonStatement(db, t, columns, `list_json_${r.name}`) : null;
  });
}

const pageStatements = new WeakMap<Drizzle, Map<string, ((idsText: string) => string) | undefined>>();
/** The one-statement page of `r` (list-json.ts `pageJsonText`), or undefined. */
function pageStatement(db: Drizzle, r: Resource, t: AnyTable): ((idsText: string) => string) | undefined {
  return perDatabase(pageStatements, db, r.name, () => {
    const columns = jsonColumns(selection(r, t, true));
    return columns && pageJsonText(db, t, columns);
  });
}

/**
 * One page of a list as JSON text (ADR 0016): its ids in the list's order (as `pageQuery` finds
 * them, in the index for deep pages), then the rows' JSON from one named statement.
 */
export async function pageJson(db: Drizzle, r: Resource, t: AnyTable, where: SQL | undefined, orderBy: SQL[], take: number, offset: number): Promise<JsonPage> {
  const byIds = rowsJsonByIds(db, r, t);
  if (!byIds) {
    const rows = await pageQuery(db, r, t, where, orderBy, take, offset);
    return { json: JSON.stringify(rows), n: rows.length };
  }
  const database = databaseOf(db);
  let ids: { id: unknown }[];
  if (database) {
    // The ids' statement as text around the condition rendered once for the request (count.ts `rendered`).
    const w = where ? rendered(where) : { sql: '', params: [] };
    const text = `select "${getTableName(t)}"."id" from "${getTableName(t)}"${w.sql ? ` where ${w.sql}` : ''} order by ${orderText(orderBy)} limit ${Math.trunc(take)} offset ${Math.trunc(offset)}`;
    // Planned once per connection when the same page is asked again (hot-statements.ts): then the
    // ids and their records' JSON come in one statement.
    const whole = database.queryHot ? pageStatement(db, r, t) : undefined;
    if (whole && database.queryHot) {
      const [row] = await database.queryHot<{ n: number; json__bytes: string | Buffer }>(whole(text), w.params, { types: bytesTypes });
      return { json: row?.json__bytes ?? '[]', n: Number(row?.n ?? 0) };
    }
    ids = await database.query<{ id: unknown }>(text, w.params);
  } else ids = await idsQuery(db, t, where, orderBy, take, offset);
  return ids.length === 0 ? { json: '[]', n: 0 } : byIds(ids.map((x) => Number(x.id)));
}

const orderTexts = new WeakMap<SQL[], string>();
/** An ORDER BY list as SQL text (it holds no parameters). */
function orderText(orderBy: SQL[]): string {
  let text = orderTexts.get(orderBy);
  if (text === undefined) {
    text = renderSql(sql.join(orderBy, sql`, `)).sql;
    orderTexts.set(orderBy, text);
  }
  return text;
}

/** How a list page is read: as row objects (`rowPages`), or as JSON text for the list route (`jsonPages`). */
export type PageReader<P> = {
  read: (db: Drizzle, r: Resource, t: AnyTable, where: SQL | undefined, orderBy: SQL[], take: number, offset: number, deepFrom?: number) => Promise<P>;
  size: (page: P) => number;
  concat: (a: P, b: P) => P;
};
export const rowPages: PageReader<Row[]> = { read: pageQuery, size: (p) => p.length, concat: (a, b) => [...a, ...b] };
export const jsonPages: PageReader<JsonPage> = { read: pageJson, size: (p) => p.n, concat: joinJsonPages };

/**
 * A page of a list in its order: from the day roll-up when the scope allows it (ADR 0014: a
 * released list newest first, no filter or search, a deep offset), else `pageQuery`.
 */
export async function deepPage<P = Row[]>(
  db: Drizzle,
  r: Resource,
  t: AnyTable,
  q: ListQuery,
  where: SQL | undefined,
  orderBy: SQL[],
  positions?: ScopePositions,
  from = POSITIONS_FROM,
  reader: PageReader<P> = rowPages as unknown as PageReader<P>,
): Promise<P> {
  // Newest first (the roll-up's days split created_date; ties in a day go by id as the walk orders them).
  const isNewestFirst = q.order.map((o) => `${o.field} ${o.dir}`).join(', ') === 'created_date desc, id desc';
  if (positions && q.offset >= from && q.filters.length === 0 && !q.q && q.state === 'ACTIVE' && isNewestFirst) {
    const start = await positionStart(db, r, t, positions, q.offset);
    if (start) return reader.read(db, r, t, and(where, lt(col(t, 'created_date'), start.bound)), orderBy, q.take, start.offset);
  }
  return reader.read(db, r, t, where, orderBy, q.take, q.offset);
}


/** A read scope as cache-key text: its SQL and parameters ('' for none). Callers with the same text share entries. */
export function scopeKey(scope: SQL[]): string {
  if (scope.length === 0) return '';
  let key = scopeKeys.get(scope);
  if (key === undefined) {
    const q = renderSql(and(...scope) as SQL);
    key = `${q.sql}\u0000${JSON.stringify(q.params)}`;
    scopeKeys.set(scope, key);
  }
  return key;
}
/** Keys of scopes shared by many requests (a module's scope built once per moment). */
const scopeKeys = new WeakMap<SQL[], string>();

/**
 * One page of a search ordered by relevance (`order=relevance`): the records whose title holds
 * every word, in the default order, then the others, in the default order. Two ordered reads of
 * the page's size instead of ranking every match: the first group is read from `offset`; when it
 * runs out inside the page, the page is filled from the start of the second (its offset found from
 * the size of the first group, counted only when the page lies wholly past it).
 */
export async function relevancePage<P = Row[]>(
  db: Drizzle,
  r: Resource,
  t: AnyTable,
  q: ListQuery,
  scope: SQL[],
  orderBy: SQL[],
  deepFrom = DEEP_OFFSET,
  candidates?: readonly number[] | null,
  reader: PageReader<P> = rowPages as unknown as PageReader<P>,
): Promise<P> {
  const inTitle = titleMatch(r, t, q.q);
  const first = whereFor(r, t, q, [...scope, inTitle], candidates);
  const rest = whereFor(r, t, q, [...scope, sql`NOT (${inTitle})`], candidates);
  const top = await reader.read(db, r, t, first, orderBy, q.take, q.offset, deepFrom);
  const got = reader.size(top);
  if (got === q.take) return top;
  let firstCount = q.offset + got;
  if (got === 0 && q.offset > 0) {
    const [row] = await db.select({ n: count() }).from(t).where(first);
    firstCount = Number(row?.n ?? 0);
  }
  const more = await reader.read(db, r, t, rest, orderBy, q.take - got, Math.max(0, q.offset - firstCount), deepFrom);
  return reader.concat(top, more);
}

/**
 * The statements of one list page under a read scope (no cache): the page's rows and the total.
 * A search of common words only starts from their bitmaps (ADR 0015).
 */
export async function listPage<P = Row[]>(
  database: Database,
  r: Resource,
  q: ListQuery,
  scope: SQL[],
  positions?: ScopePositions,
  reader: PageReader<P> = rowPages as unknown as PageReader<P>,
): Promise<{ items: P; total: Total }> {
  const t = tableFor(r);
  const candidates = q.q && r.search.length > 0 ? await denseCandidates(database, r, searchWords(q.q)) : null;
  const where = whereFor(r, t, q, scope, candidates);
  const orderBy = q.order.map((o) => (o.dir === 'asc' ? asc(col(t, o.field)) : desc(col(t, o.field))));
  const [items, estimate] = await Promise.all([
    q.isRelevance ? relevancePage(database.db, r, t, q, scope, orderBy, DEEP_OFFSET, candidates, reader) : deepPage(database.db, r, t, q, where, orderBy, positions, POSITIONS_FROM, reader),
    estimateRows(database, t, where),
  ]);
  return { items, total: await totalFor(database, t, where, { offset: q.offset, take: q.take, got: reader.size(items) }, estimate) };
}

export async function listRecords(ctx: Ctx, r: Resource, q: ListQuery, opts: ReadOptions = {}): Promise<ListResult> {
  return listWith(ctx, r, q, opts, rowPages, approxBytes);
}

/** `listRecords` with the records as the JSON text PostgreSQL made (ADR 0016): for the list route, which sends them as they are. */
export async function listRecordsJson(ctx: Ctx, r: Resource, q: ListQuery, opts: ReadOptions = {}): Promise<JsonListResult> {
  return listWith(ctx, r, q, opts, jsonPages, (items) => 64 + (typeof items.json === 'string' ? items.json.length * 2 : items.json.length), 'json');
}

async function listWith<P extends object>(
  ctx: Ctx,
  r: Resource,
  q: ListQuery,
  opts: ReadOptions,
  reader: PageReader<P>,
  bytes: (items: P) => number,
  kind = '',
): Promise<Omit<ListResult, 'items'> & { items: P }> {
  authorize(ctx, 'view', r.subject);
  const t = tableFor(r);
  const { conditions: scope, positions } = accessScope(ctx, r, t, 'read', opts);
  // The result is a function of the parsed query and the user's read scope (as SQL): the cache key.
  const key = () => `${r.name}\u0000${kind}\u0000${JSON.stringify(q)}\u0000${scopeKey(scope)}`;
  return cachedResult(
    ctx.database,
    tablesRead(r),
    key,
    async () => {
      const { items, total } = await listPage(ctx.database, r, q, scope, positions, reader);
      // Frozen: a cached page is shared by later requests and must not be changed by a caller.
      if (Array.isArray(items)) for (const item of items) Object.freeze(item);
      return Object.freeze({
        items: Object.freeze(items),
        totalRows: total.totalRows,
        page: q.page,
        limit: q.limit,
        ...(total.isTotalEstimated && { isTotalEstimated: true as const }),
      });
    },
    (v) => bytes(v.items),
  );
}

/** One record under the caller's access rule for `op`; `isForUpdate` locks it for the write transaction. */
export async function findRow(ctx: Ctx, r: Resource, id: number, db: Drizzle, op: AccessOp, opts: ReadOptions & { isForUpdate?: boolean } = {}): Promise<Row> {
  const t = tableFor(r);
  const conditions = accessConditions(ctx, r, t, op, opts);
  const prepared = !opts.isForUpdate && db === ctx.database.db ? await readByIdPrepared(db, r, t, id, conditions) : undefined;
  const rows =
    prepared ??
    (await (() => {
      const q = db
        .select(selection(r, t))
        .from(t)
        .where(and(eq(col(t, 'id'), id), ...conditions))
        .limit(1);
      return opts.isForUpdate ? q.for('update', { of: t }) : q;
    })());
  const row = rows[0];
  // A member who reads the record but holds no writing position is told so (403), not "not found".
  if (!row) throw op === 'write' && r.access?.member && (await isReadable(ctx, r, t, id, db, opts)) ? forbidden() : notFound();
  return row as Row;
}

/** Whether the caller reads record `id`, asked on `db` (the write's transaction: PGlite has one connection). */
async function isReadable(ctx: Ctx, r: Resource, t: AnyTable, id: number, db: Drizzle, opts: ReadOptions): Promise<boolean> {
  const rows = await db
    .select({ id: col(t, 'id') })
    .from(t)
    .where(and(eq(col(t, 'id'), id), ...accessConditions(ctx, r, t, 'read', opts)))
    .limit(1);
  return rows.length > 0;
}

type PreparedRead = { execute: (values: Record<string, unknown>) => Promise<unknown[]> };
const readStatements = new WeakMap<Drizzle, Map<string, PreparedRead | null>>();
/** Distinct access-rule shapes prepared per database before reads are built each time again. */
const READ_SHAPES_MAX = 500;

/**
 * A read by id under access conditions, from a query built once per resource and shape of its
 * conditions (their SQL text; their values become the statement's parameters). Building the
 * select of every column took about a quarter of a get's server time (drizzle's checks of each
 * column); now a get builds only its conditions. Undefined when the shapes are too many.
 */
async function readByIdPrepared(db: Drizzle, r: Resource, t: AnyTable, id: number, conditions: SQL[]): Promise<unknown[] | undefined> {
  const where = conditions.length > 0 ? renderSql(and(...conditions) as SQL) : { sql: '', params: [] as unknown[] };
  let known = readStatements.get(db);
  if (!known) {
    known = new Map();
    readStatements.set(db, known);
  }
  const key = `${r.name}\u0000${where.sql}`;
  let stmt = known.get(key);
  if (stmt === undefined) {
    if (known.size >= READ_SHAPES_MAX) return undefined;
    // The conditions' text with each `$n` as a placeholder `pn` (drizzle renumbers them after the id's).
    const pieces = where.sql.split(/\$(\d+)/);
    const rebuilt = sql.join(
      pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${sql.placeholder(`p${piece}`)}`)),
      sql.raw(''),
    );
    const q = db
      .select(selection(r, t))
      .from(t)
      .where(where.sql ? and(eq(col(t, 'id'), sql.placeholder('id')), rebuilt) : eq(col(t, 'id'), sql.placeholder('id')))
      .limit(1);
    stmt = q.prepare(`get_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`) as unknown as PreparedRead;
    known.set(key, stmt);
  }
  if (!stmt) return undefined;
  const values: Record<string, unknown> = { id };
  where.params.forEach((v, i) => {
    values[`p${i + 1}`] = v;
  });
  return stmt.execute(values);
}

/** A record as the JSON text of its object (list-json.ts spelling), as the get route sends it. */
export type RecordJson = { json: string | Buffer };

/** Per database and resource: the text selecting a record's columns as JSON values, or null (no JSON form). */
const recordJsonTexts = new WeakMap<Drizzle, Map<string, string | null>>();
/** Per database, resource and shape of the access conditions: the get's statement, named. */
const recordJsonStatements = new WeakMap<Drizzle, Map<string, GetStatement>>();

/**
 * One record under the caller's access rule for reading, as JSON text PostgreSQL makes (ADR 0016,
 * decision 11): reading 40 columns through the driver (a field description and a string per
 * column, drizzle's mapping of each, then JSON.stringify of the object) was about a fifth of a
 * get's server time. One statement per resource and shape of the conditions, named (parsed once
 * per connection; unnamed past `READ_SHAPES_MAX` shapes); the conditions' values and the id are
 * its parameters. Null when there is no such record for this reader; undefined when the resource
 * is read as rows (lines to add, or a column without a JSON form).
 */
export async function readRecordJson(
  ctx: Ctx,
  r: Resource,
  id: number,
  opts: ReadOptions & {
    /** Its own statement, never one shared with gets that arrive with it (the bench's per-request floor). */
    isAlone?: boolean;
  } = {},
): Promise<RecordJson | null | undefined> {
  if (r.lines?.length) return undefined;
  const { database } = ctx;
  const t = tableFor(r);
  const select = perDatabase(recordJsonTexts, database.db, r.name, () => {
    const columns = jsonColumns(selection(r, t));
    if (!columns) return null;
    const q = database.db.select(columns).from(t).toSQL();
    // Values of its own (a computed column's) would need parameters of their own.
    return q.params.length > 0 || /\$\d/.test(q.sql) ? null : q.sql;
  });
  if (!select) return undefined;
  const conditions = accessConditions(ctx, r, t, 'read', opts);
  const where = conditions.length > 0 ? renderSql(and(...conditions) as SQL) : { sql: '', params: [] as unknown[] };
  const key = `${r.name}\u0000${where.sql}`;
  let known = recordJsonStatements.get(database.db);
  if (!known) {
    known = new Map();
    recordJsonStatements.set(database.db, known);
  }
  let stmt = known.get(key);
  if (!stmt) {
    const from = `from (${select} where ${where.sql ? `(${where.sql}) and ` : ''}"${getTableName(t)}"."id"`;
    const idParam = `$${where.params.length + 1}`;
    const text = `select row_to_json(x)::text as json${BYTES_SUFFIX} ${from} = ${idParam} limit 1) x`;
    const name = `get_json_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`;
    stmt = { name, text, from, first: where.params.length + 1, many: new Map() };
    if (known.size < READ_SHAPES_MAX) known.set(key, stmt);
    else stmt = { ...stmt, name: '' };
  }
  const json = opts.isAlone
    ? (await runGet<{ json__bytes: string | Buffer }>(database, stmt, [...where.params, id]))[0]?.json__bytes
    : await batchedGet(database, stmt, where.params, id);
  return json === undefined || json === null ? null : { json };
}

/** A get's statement; `from` and `first` (its id's parameter) make its forms for several ids (`manyOf`). */
type GetStatement = { name: string; text: string; from: string; first: number; many: Map<number, ManyStatement> };
type ManyStatement = { name: string; text: string; size: number };
/** Gets of one statement and one set of condition values, waiting to be sent together. */
type GetBatch = { waiters: Map<number, { resolve: (json: string | Buffer | undefined) => void; reject: (e: unknown) => void }[]> };
const getBatches = new WeakMap<Database, Map<string, GetBatch>>();
/** Ids in one statement at most; more start another. */
const GET_BATCH_MAX = 64;

/**
 * The get's statement for up to `size` ids (rounded up to a power of two, the rest null): each
 * record's id beside its JSON. A parameter per id, not an array: PostgreSQL plans an array
 * parameter anew on every call (its plan for "some ids" costs more than the plan for the ids given,
 * so it never keeps a generic one: 0.3 to 0.9 ms of planning a call), where a fixed number of
 * parameters gets one plan kept per connection after five calls.
 */
function manyOf(stmt: GetStatement, count: number): ManyStatement {
  let size = 2;
  while (size < count) size *= 2;
  let many = stmt.many.get(size);
  if (!many) {
    const ids = Array.from({ length: size }, (_, i) => `$${stmt.first + i}`).join(', ');
    const text = `select x."id"::text as "id", row_to_json(x)::text as json${BYTES_SUFFIX} ${stmt.from} = any(array[${ids}]::bigint[])) x`;
    many = { name: stmt.name && `${stmt.name}_${size}`, text, size };
    stmt.many.set(size, many);
  }
  return many;
}

/**
 * Gets that arrive together ask PostgreSQL once (ADR 0016 decision 12): records of one
 * resource under the same access conditions with the same values (the same reader's scope, or
 * readers whose scopes say the same) wait until the current turn of the event loop ends, then go
 * as one statement for all their ids. Under load, requests whose session checks finished together
 * reach here together; each statement to PostgreSQL costs a round trip, a wake-up of its backend
 * and a write and a read on each side, about as much as reading one record. A get alone goes as
 * before, with its own statement.
 */
function batchedGet(database: Database, stmt: GetStatement, params: unknown[], id: number): Promise<string | Buffer | undefined> {
  let open = getBatches.get(database);
  if (!open) {
    open = new Map();
    getBatches.set(database, open);
  }
  const key = `${stmt.text}\u0000${JSON.stringify(params, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`;
  let batch = open.get(key);
  if (!batch || batch.waiters.size >= GET_BATCH_MAX) {
    const created: GetBatch = { waiters: new Map() };
    batch = created;
    open.set(key, created);
    setImmediate(() => {
      if (open.get(key) === created) open.delete(key);
      void sendGets(database, stmt, params, created);
    });
  }
  const waiting = batch.waiters.get(id) ?? [];
  batch.waiters.set(id, waiting);
  return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
}

async function sendGets(database: Database, stmt: GetStatement, params: unknown[], batch: GetBatch): Promise<void> {
  const ids = [...batch.waiters.keys()];
  try {
    const found = new Map<string, string | Buffer>();
    if (ids.length === 1) {
      const rows = await runGet<{ json__bytes: string | Buffer }>(database, stmt, [...params, ids[0]]);
      if (rows[0]) found.set(String(ids[0]), rows[0].json__bytes);
    } else {
      const many = manyOf(stmt, ids.length);
      const slots = [...ids, ...Array.from({ length: many.size - ids.length }, () => null)];
      for (const r of await runGet<{ id: string; json__bytes: string | Buffer }>(database, many, [...params, ...slots])) found.set(r.id, r.json__bytes);
    }
    for (const [id, waiting] of batch.waiters) for (const w of waiting) w.resolve(found.get(String(id)));
  } catch (e) {
    for (const waiting of batch.waiters.values()) for (const w of waiting) w.reject(e);
  }
}

const runGet = <T>(database: Database, stmt: { name: string; text: string }, params: unknown[]): Promise<T[]> =>
  database.queryNamed ? database.queryNamed<T>(stmt.name || undefined, stmt.text, params, { types: bytesTypes }) : database.query<T>(stmt.text, params);

/** `getRecord` as the JSON text the get route sends, where the resource is read so (`readRecordJson`); else undefined. */
export async function getRecordJson(ctx: Ctx, r: Resource, id: number, opts: ReadOptions = {}): Promise<RecordJson | undefined> {
  authorize(ctx, 'view', r.subject);
  const got = await readRecordJson(ctx, r, id, opts);
  if (got === null) throw notFound();
  return got;
}

export async function getRecord(ctx: Ctx, r: Resource, id: number, opts: ReadOptions = {}): Promise<Row> {
  authorize(ctx, 'view', r.subject);
  const row = await findRow(ctx, r, id, ctx.database.db, 'read', opts);
  return r.lines?.length ? { ...row, ...(await linesOf(ctx.database.db, r, id)) } : row;
}

/** A record's lines (declared `lines`), keyed as in the payload. */
const linesOf = (db: Drizzle, r: Resource, id: number) => readLines(db, r, id, (lr) => selection(lr, tableFor(lr)));

/** Validates lines given with a parent and checks their references. */
async function preparedLines(a: HookArgs, split: SplitInput, parentId: number | null) {
  const prepared = await validateLines(a.ctx, a.tx, a.resource, split, parentId);
  for (const p of prepared) {
    const lr = resourceByName.get(p.decl.resource) as Resource;
    for (const row of p.rows) await checkReferences(a.tx, lr, row.data);
  }
  return prepared;
}

/** Authors change their own records; moderators (approve or view all) any (`isAuthorOnlyWrite`). */
function checkAuthor(r: Resource, user: SessionUser, existing: Row): void {
  if (!r.isAuthorOnlyWrite || Number(existing.created_by) === user.id) return;
  if (canDo(user.ability, 'approve', r.subject) || canDo(user.ability, 'viewAll', r.subject)) return;
  throw forbidden();
}

/** Every rich-text column of every resource is sanitised before it is stored (stored XSS). */
export function sanitizeRichColumns(r: Resource, data: Row): Row {
  let out = data;
  for (const c of r.columns) {
    if (c.def.kind !== 'richText' || typeof data[c.name] !== 'string') continue;
    if (out === data) out = { ...data };
    out[c.name] = sanitizeRichText(data[c.name] as string);
  }
  return out;
}

/** Converts validated JSON values to what the driver stores (ISO strings to Date for timestamptz). */
function toDb(r: Resource, data: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(data)) {
    const c = r.columnByName.get(k);
    out[k] = c?.def.kind === 'datetime' && typeof v === 'string' ? new Date(v.replace(' ', 'T')) : v;
  }
  return out;
}

/** Refuses ids that point at nothing (forged or deleted records), with the field's name. */
async function checkReferences(db: Drizzle, r: Resource, data: Row): Promise<void> {
  const [issues = []] = await referenceIssues(db, r, [data]);
  if (issues.length > 0) throw badRequest(issues, r);
}

async function checkUnique(db: Drizzle, r: Resource, data: Row, exceptId?: number): Promise<void> {
  const [issues = []] = await uniqueIssues(db, r, [data], exceptId);
  if (issues.length > 0) throw new AppError(409, 'error.conflict', {}, issues, r);
}

/**
 * Maps database constraint errors to client errors: a unique or no-overlap violation (a race the
 * pre-checks could not see) is a 409 naming the declared field; a used record cannot be deleted.
 */
function mapDbError(e: unknown, r?: Resource): never {
  let code: string | undefined;
  let constraint: string | undefined;
  for (let cur: unknown = e; cur; cur = (cur as { cause?: unknown }).cause) {
    code ??= (cur as { code?: string }).code;
    constraint ??= (cur as { constraint?: string }).constraint;
  }
  if (code === '23505' || code === '23P01') {
    const field = constraint ? constraintField(constraint, r) : undefined;
    const key = code === '23P01' ? 'validation.overlap' : 'validation.unique';
    throw new AppError(409, code === '23P01' ? 'error.overlap' : 'error.conflict', {}, field ? [{ field, key }] : [], r);
  }
  // 23503 foreign_key_violation, 23001 restrict_violation (ON DELETE RESTRICT)
  if (code === '23503' || code === '23001') throw new AppError(409, 'error.referenced');
  throw e;
}

/** Applies the prepare hooks to a payload that is a plain object (anything else is left for validation to refuse). */
async function prepareInput(a: HookArgs, input: unknown, mode: WriteMode, existing: Row | null): Promise<{ input: unknown; extra: Row }> {
  const hooks = moduleFor(a.resource.name).hooks?.prepare ?? [];
  let current = input;
  const extra: Row = {};
  for (const h of hooks) {
    const row = asRow(current);
    if (!row) break;
    const p = await h({ ...a, input: row, mode, existing });
    current = p.input;
    Object.assign(extra, p.extra);
  }
  return { input: current, extra };
}

/** Runs the beforeChange hooks in order; each sees the columns the earlier ones set. */
async function beforeChange(a: HookArgs, mode: WriteMode, data: Row, existing: Row | null): Promise<Row> {
  const more: Row = {};
  for (const h of moduleFor(a.resource.name).hooks?.beforeChange ?? []) Object.assign(more, await h({ ...a, mode, data: { ...data, ...more }, existing }));
  return more;
}

async function afterChange(a: HookArgs, mode: WriteMode | 'delete', row: Row, existing: Row | null): Promise<void> {
  for (const h of moduleFor(a.resource.name).hooks?.afterChange ?? []) await h({ ...a, mode, row, existing });
}

/** Validation, rich-text sanitising, references and tree moves: what every write checks, in its transaction. */
async function validated(a: HookArgs, input: unknown, mode: WriteMode, existing: Row | null, exceptId?: number): Promise<Row> {
  const { ctx, tx, resource: r } = a;
  const v = validateInput(r, input, { mode, ...(existing ? { existing } : {}), now: ctx.now() });
  if (!v.ok) throw badRequest(v.issues, r);
  const data = sanitizeRichColumns(r, v.data);
  if (ctx.user) {
    requireRowRight(ctx.user, r.writeRight ?? 'edit', r, { ...(existing ?? {}), ...data });
    await requireUnitInRange(tx, ctx.user, r, { ...(existing ?? {}), ...data }, existing);
  }
  await checkReferences(tx, r, data);
  await checkTree(tx, r, data, exceptId);
  return data;
}

export async function createRecord(ctx: Ctx, r: Resource, input: unknown): Promise<Row> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const t = tableFor(r);
  return inWrite(ctx, r, async (tx, txCtx) => {
    const a: HookArgs = { ctx: txCtx, tx, resource: r };
    const prepared = await prepareInput(a, input, 'create', null);
    const split = splitLines(r, prepared.input);
    const data = await validated(a, split.input, 'create', null);
    const lines = await preparedLines(a, split, null);
    const more = await beforeChange(a, 'create', data, null);
    await checkUnique(tx, r, data);
    const values = { ...toDb(r, { ...data, ...more }), ...prepared.extra, created_by: user.id, updated_by: user.id };
    const [inserted] = await tx.insert(t).values(values).returning(selection(r, t));
    const id = Number((inserted as Row).id);
    await requireWritable(tx, ctx, r, [id]);
    let row = inserted as Row;
    if (r.tree) {
      await setTreePath(tx, r, id);
      row = await findRowAsSystem(tx, r, id);
    }
    if (r.lines?.length) {
      await writeLines(txCtx, tx, lines, id, toDb, sanitizeRichColumns);
      row = { ...row, ...(await linesOf(tx, r, id)) };
    }
    await writeActivity(tx, ctx, { resource: r, action: 'create', recordId: id, origin: null, updated: row });
    await afterChange(a, 'create', row, null);
    return row;
  });
}

/** Whether a resource's records can be created set-wise (`createMany`): no hook, line or tree runs per record. */
export function isBulkCreatable(r: Resource): boolean {
  const h = moduleFor(r.name).hooks ?? {};
  return !r.lines?.length && !r.tree && !h.prepare?.length && !h.beforeChange?.length && !h.afterChange?.length;
}

/**
 * Creates many records of a resource that `isBulkCreatable`, inside the caller's transaction
 * (`ctx.database.db`), set-wise: each input validated in memory, references and unique values
 * checked with one query per target or column for all rows, rows and their activity entries written
 * in multi-row inserts. Inputs with issues (given ones included) are left out and reported by
 * position. A database constraint the checks cannot see (a composite unique, a race) throws: the
 * caller rolls back and creates one by one to name the row.
 */
export async function createMany(ctx: Ctx, r: Resource, inputs: readonly ({ input: unknown } | { issues: Issue[] })[]): Promise<{ created: Row[]; issues: Map<number, Issue[]> }> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const tx = ctx.database.db;
  const now = ctx.now();
  const issues = new Map<number, Issue[]>();
  const valid: { i: number; data: Row }[] = [];
  for (const [i, p] of inputs.entries()) {
    if ('issues' in p) {
      issues.set(i, p.issues);
      continue;
    }
    const v = validateInput(r, p.input, { mode: 'create', now });
    if (!v.ok) {
      issues.set(i, v.issues);
      continue;
    }
    const data = sanitizeRichColumns(r, v.data);
    requireRowRight(user, r.writeRight ?? 'edit', r, data);
    valid.push({ i, data });
  }
  // The operating range, once per unit the rows name.
  const unitField = r.access?.unit?.field;
  const units = new Set<string>();
  for (const x of valid) {
    const key = String(unitField ? x.data[unitField] : '');
    if (units.has(key)) continue;
    units.add(key);
    await requireUnitInRange(tx, user, r, x.data, null);
  }
  const rows = valid.map((x) => x.data);
  const [refs, uniq, cons] = [await referenceIssues(tx, r, rows), await uniqueIssues(tx, r, rows), await constraintIssues(tx, r, rows)];
  const clean: Row[] = [];
  valid.forEach((x, k) => {
    const list = [...(refs[k] ?? []), ...(uniq[k] ?? []), ...(cons[k] ?? [])];
    if (list.length > 0) issues.set(x.i, list);
    else clean.push({ ...toDb(r, x.data), created_by: user.id, updated_by: user.id });
  });
  const t = tableFor(r);
  const created: Row[] = [];
  // Rows per statement: their parameters stay far below PostgreSQL's 65,535.
  const per = Math.max(1, Math.floor(30_000 / (r.columns.length + 4)));
  for (let k = 0; k < clean.length; k += per) {
    created.push(...((await tx.insert(t).values(clean.slice(k, k + per)).returning(selection(r, t))) as Row[]));
  }
  await requireWritable(tx, ctx, r, created.map((row) => Number(row.id)));
  await writeActivities(
    tx,
    ctx,
    created.map((row) => ({ resource: r, action: 'create', recordId: Number(row.id), origin: null, updated: row })),
  );
  return { created, issues };
}

/** A record the caller just wrote but may not read back under its rule (e.g. a Limited record for others). */
async function findRowAsSystem(db: Drizzle, r: Resource, id: number): Promise<Row> {
  const t = tableFor(r);
  const [row] = await db
    .select(selection(r, t))
    .from(t)
    .where(eq(col(t, 'id'), id))
    .limit(1);
  if (!row) throw notFound();
  return row as Row;
}

export async function updateRecord(ctx: Ctx, r: Resource, id: number, input: unknown): Promise<Row> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const t = tableFor(r);
  return inWrite(ctx, r, async (tx, txCtx) => {
    const a: HookArgs = { ctx: txCtx, tx, resource: r };
    const existing = await findRow(ctx, r, id, tx, 'write', { isForUpdate: true });
    checkAuthor(r, user, existing);
    if (r.workflow && typeof existing.status === 'string' && !isEditable(r.workflow, existing.status)) {
      throw new AppError(409, 'error.notEditable', { status: existing.status });
    }
    const prepared = await prepareInput(a, input, 'update', existing);
    const split = splitLines(r, prepared.input);
    const data = await validated(a, split.input, 'update', existing, id);
    const lines = await preparedLines(a, split, id);
    const more = await beforeChange(a, 'update', data, existing);
    await checkUnique(tx, r, data, id);
    const changed = await tx
      .update(t)
      .set({ ...toDb(r, { ...data, ...more }), ...prepared.extra, updated_by: user.id, updated_date: ctx.now() })
      .where(eq(col(t, 'id'), id))
      .returning({ id: col(t, 'id') });
    if (changed.length === 0) throw notFound();
    await requireWritable(tx, ctx, r, [id]);
    if (r.tree && Object.hasOwn(data, r.tree.parentField)) await setTreePath(tx, r, id);
    let row = await findRowAsSystem(tx, r, id);
    let origin = existing;
    if (r.lines?.length) {
      origin = { ...existing, ...(await linesOf(tx, r, id)) };
      await writeLines(txCtx, tx, lines, id, toDb, sanitizeRichColumns);
      row = { ...row, ...(await linesOf(tx, r, id)) };
    }
    await writeActivity(tx, ctx, { resource: r, action: 'update', recordId: id, origin, updated: row });
    await afterChange(a, 'update', row, existing);
    return row;
  });
}

export async function deleteRecord(ctx: Ctx, r: Resource, id: number): Promise<Row> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const t = tableFor(r);
  return inWrite(ctx, r, async (tx, txCtx) => {
    const a: HookArgs = { ctx: txCtx, tx, resource: r };
    const existing = await findRow(ctx, r, id, tx, 'write', { isForUpdate: true });
    checkAuthor(r, user, existing);
    requireRowRight(user, r.writeRight ?? 'edit', r, existing);
    for (const h of moduleFor(r.name).hooks?.beforeDelete ?? []) await h({ ...a, existing });
    if (r.deleteMode === 'soft') {
      await tx
        .update(t)
        .set({ state: 'INACTIVE', updated_by: user.id, updated_date: ctx.now() })
        .where(eq(col(t, 'id'), id));
    } else {
      await deleteLines(tx, r, id);
      const gone = await tx
        .delete(t)
        .where(eq(col(t, 'id'), id))
        .returning({ id: col(t, 'id') });
      if (gone.length === 0) throw new AppError(409, 'error.deleteFailed');
    }
    await writeActivity(tx, ctx, { resource: r, action: 'delete', recordId: id, origin: existing, updated: null });
    await afterChange(a, 'delete', existing, existing);
    return existing;
  });
}

export async function changeStatus(ctx: Ctx, r: Resource, id: number, to: unknown, opts: { asSystem?: boolean; reason?: unknown } = {}): Promise<Row> {
  if (!r.workflow) throw new AppError(400, 'error.noWorkflow');
  const reason = reasonOf(opts.reason);
  const wf = r.workflow;
  const user = opts.asSystem ? null : authorize(ctx, 'view', r.subject);
  if (typeof to !== 'string' || !wf.statuses.includes(to)) {
    throw badRequest([{ field: 'status', key: 'validation.enum', params: { values: wf.statuses.join(', '), label: 'status' } }]);
  }
  const sysCtx = opts.asSystem ? { ...ctx, user: null } : ctx;
  const t = tableFor(r);
  const moved = await inWrite(ctx, r, async (tx, txCtx) => {
    const existing = await findRow(sysCtx, r, id, tx, 'write');
    const from = String(existing.status);
    const can = (right: 'edit' | 'approve') => !!user && canDoRow(user.ability, right, r.subject, existing);
    const check = checkTransition(wf, from, to, can, opts.asSystem === true);
    if (!check.ok) {
      if (check.reason === 'forbidden') throw forbidden();
      throw new AppError(409, 'error.transition', { from, to });
    }
    if (check.transition.isReasonRequired && !reason) throw badRequest([{ field: 'reason', key: 'workflow.reasonRequired' }]);
    // Compare-and-set on the old status: two approvers clicking at once cannot both win.
    const changed = await tx
      .update(t)
      .set({ status: to, updated_by: user?.id ?? null, updated_date: ctx.now() })
      .where(and(eq(col(t, 'id'), id), eq(col(t, 'status'), from)))
      .returning({ id: col(t, 'id') });
    if (changed.length === 0) throw new AppError(409, 'error.staleStatus');
    const row = await findRowAsSystem(tx, r, id);
    await writeActivity(tx, ctx, {
      resource: r,
      action: check.transition.action,
      recordId: id,
      origin: { status: from },
      // The reason stays in the record's history (its activity log, read by the form's history).
      updated: { status: to, ...(reason && { reason }) },
      suffix: 'status',
    });
    for (const h of moduleFor(r.name).hooks?.afterTransition ?? [])
      await h({ ctx: opts.asSystem ? { ...txCtx, user: null } : txCtx, tx, resource: r, row, from, to, action: check.transition.action, ...(reason && { reason }) });
    return row;
  });
  // Approved after its release time: released at once, not at the scheduler's next pass.
  const due = opts.asSystem ? undefined : dueRelease(r, moved, ctx.now());
  return due ? changeStatus(ctx, r, id, due.to, { asSystem: true }) : moved;
}

/**
 * Runs a write in one transaction; database constraint errors become client errors with the field
 * named. `fn` gets the transaction and a context whose database handle is that transaction, so a
 * hook's query never waits for a second connection (PGlite has one) or reads outside the write.
 */
export async function inWrite<T>(ctx: Ctx, r: Resource, fn: (tx: Drizzle, txCtx: Ctx) => Promise<T>): Promise<T> {
  try {
    return await ctx.database.db.transaction((tx) => fn(tx, { ...ctx, database: { ...ctx.database, db: tx } }));
  } catch (e) {
    if (e instanceof AppError) throw e;
    return mapDbError(e, r);
  }
}
