/**
 * The read commands every declared resource gets: list pages (deep pages, relevance, JSON pages
 * from the database, the list cache) and records by id (prepared and batched gets).
 */
import { hasCallerFlags, withCallerFlags } from './votes.js';
import type { ListQuery, Resource, Row } from '@portal/domain';
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, getTableName, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BYTES_SUFFIX, bytesTypes } from '../db/byte-columns.js';
import { type Database, type Drizzle, databaseOf } from '../db/client.js';
import { renderSql } from '../db/render-sql.js';
import { type AnyTable, tableFor } from '../db/tables.js';
import { estimateRows, rendered, type Total, totalFor } from './count.js';
import { denseCandidates } from './search-dense.js';
import { type JsonPage, joinJsonPages, jsonColumns, pageJsonText, type RowsJson, rowsJsonStatement } from './list-json.js';
import type { AccessOp } from './module.js';
import { scopeColumns } from './constraints.js';
import { readLines } from './lines.js';
import { approxBytes, cachedResult } from './query-cache.js';
import { POSITIONS_FROM, positionStart, type ScopePositions } from './positions.js';
import { type Ctx, authorize } from './context.js';
import { accessConditions, accessScope, type ReadOptions } from './access.js';
import { forbidden, notFound } from './errors.js';
import { selection, whereFor, searchWords, titleMatch, tablesRead } from './query.js';

export type { ReadOptions } from './access.js';

export type ListResult = { items: Row[]; totalRows: number; page: number; limit: number; isTotalEstimated?: true };
/** A list page whose records are the JSON text PostgreSQL made (list-json.ts): what the list route sends. */
export type JsonListResult = Omit<ListResult, 'items'> & { items: JsonPage };
const col = (t: AnyTable, name: string) => t[name] as AnyPgColumn;

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
  const page = await listWith(ctx, r, q, opts, rowPages, approxBytes);
  return hasCallerFlags(r) ? { ...page, items: await withCallerFlags(ctx, r, page.items) } : page;
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
  if (r.lines?.length || hasCallerFlags(r)) return undefined;
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
  const found = await findRow(ctx, r, id, ctx.database.db, 'read', opts);
  const row = hasCallerFlags(r) ? ((await withCallerFlags(ctx, r, [found]))[0] as Row) : found;
  return r.lines?.length ? { ...row, ...(await linesOf(ctx.database.db, r, id)) } : row;
}

/** A record's lines (declared `lines`), keyed as in the payload. */
export const linesOf = (db: Drizzle, r: Resource, id: number) => readLines(db, r, id, (lr) => selection(lr, tableFor(lr)));
