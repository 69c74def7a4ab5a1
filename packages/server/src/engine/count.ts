/**
 * totalRows without counting a million rows on every page. Exact whenever it is cheap to know:
 * a short page tells the total by itself, and a set the planner expects to be small is counted
 * (the count stops at EXACT_COUNT_LIMIT). Past that the planner's estimate is returned and the
 * response says so with `isTotalEstimated: true`. Measured on 1M news (docs/performance.md): an
 * exact count of a filtered or searched set costs 50-750 ms; the estimate costs one EXPLAIN.
 */
import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { renderSql } from '../db/render-sql.js';
import type { AnyTable } from '../db/tables.js';

const renderings = new WeakMap<SQL, { sql: string; params: unknown[] }>();

/**
 * A condition's SQL text and parameters, rendered once per condition object: a list request's
 * condition serves its page's ids, the planner's estimate and the count, and drizzle's rendering
 * of it was a fifth of what an uncached list request allocated.
 */
export function rendered(where: SQL): { sql: string; params: unknown[] } {
  let out = renderings.get(where);
  if (!out) {
    out = renderSql(where);
    renderings.set(where, out);
  }
  return out;
}

export const EXACT_COUNT_LIMIT = 10_000;

export type Total = { totalRows: number; isTotalEstimated: boolean };

/**
 * Estimates are kept for a minute per database and condition: they come from the planner's
 * statistics, which change only when the table is analyzed, and planning a search condition
 * (trigram selectivity) costs milliseconds. Pages 2, 3... of a list then skip the EXPLAIN.
 */
export const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_MAX = 2000;
const estimates = new WeakMap<Database, Map<string, { n: Promise<number>; at: number }>>();

/**
 * The planner's row estimate for `SELECT 1 FROM t WHERE where`. Concurrent calls for one
 * condition share one EXPLAIN: when an entry expires under load, the 50 requests in flight asked
 * for it at once (25 EXPLAINs a second of 1.5 to 2 ms each on the bench's staff lists).
 */
export async function estimateRows(database: Database, t: AnyTable, where: SQL | undefined): Promise<number> {
  const w = where ? rendered(where) : { sql: '', params: [] };
  const key = `${getTableName(t)}\u0000${w.sql}\u0000${JSON.stringify(w.params)}`;
  let known = estimates.get(database);
  if (!known) {
    known = new Map();
    estimates.set(database, known);
  }
  const hit = known.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_TTL_MS) return hit.n;
  const n = explainRows(database, `select 1 from "${getTableName(t)}"${w.sql ? ` where ${w.sql}` : ''}`, w.params);
  if (known.size >= ESTIMATES_MAX) known.clear();
  const entry = { n, at: Date.now() };
  known.set(key, entry);
  // A failed EXPLAIN is not kept: the next call asks again.
  n.catch(() => known.get(key) === entry && known.delete(key));
  return n;
}

async function explainRows(database: Database, text: string, params: unknown[]): Promise<number> {
  const plan = await database.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Counts at most `limit + 1` rows. */
export async function cappedCount(database: Database, t: AnyTable, where: SQL | undefined, limit = EXACT_COUNT_LIMIT): Promise<number> {
  const capped = database.db
    .select({ one: sql`1` })
    .from(t)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  const [row] = await database.db.select({ n: count() }).from(capped);
  return Number(row?.n ?? 0);
}

/**
 * The total for a page that returned `got` rows of at most `take` from `offset`, given the
 * planner's estimate (fetched in parallel with the page).
 */
export async function totalFor(
  database: Database,
  t: AnyTable,
  where: SQL | undefined,
  page: { offset: number; take: number; got: number },
  estimate: number,
  limit = EXACT_COUNT_LIMIT,
): Promise<Total> {
  if (page.got > 0 && page.got < page.take) return { totalRows: page.offset + page.got, isTotalEstimated: false };
  if (page.got === 0 && page.offset === 0) return { totalRows: 0, isTotalEstimated: false };
  if (estimate <= 2 * limit) {
    const n = await cappedCount(database, t, where, limit);
    if (n <= limit) return { totalRows: n, isTotalEstimated: false };
  }
  // At least what this page proves exists.
  return { totalRows: Math.max(estimate, limit + 1, page.offset + page.got), isTotalEstimated: true };
}
