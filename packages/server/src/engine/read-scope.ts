/**
 * Time in read scopes. Row access itself is the resource's declared rule plus its module's access
 * hook (engine/service.ts `accessConditions`, ADR 0004).
 */
import { gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import type { AnyTable } from '../db/tables.js';
import type { Ctx } from './context.js';
import { changesOf } from './query-cache.js';

/**
 * The moment a time-based read scope compares with ("released by now"), to the whole second: the
 * scope's SQL then stays the same for a second, so its list results can be cached (query-cache.ts)
 * instead of differing by the millisecond. Content shows at most a second after its release time.
 */
export const scopeNow = (ctx: Ctx): Date => new Date(Math.floor(ctx.now().getTime() / 1000) * 1000);

/** A span of time in which a table's released set cannot change: no record's boundary falls in it. */
type Window = { anchor: Date; until: number; stamp: string };
const windows = new WeakMap<Database, Map<string, Window>>();
const refreshing = new WeakMap<Database, Set<string>>();

/**
 * "Now" for the released scope of `table`, whose records become visible and invisible at the
 * values of the `boundaries` columns (release and expiry times). Between two such values, and
 * while the table does not change, the released set is the same whatever the time: the scope then
 * compares with a fixed moment (the window's anchor), so its SQL, hence the list cache's key, stays
 * the same until the next release or expiry, or the next write, instead of changing each second.
 * The window is found in the background (one query per boundary column, on their indexes); until
 * it is known, and when no listener tracks the tables' changes, the whole second (`scopeNow`) is
 * used. Results need not be kept (QUERY_CACHE=off): a scope's SQL that stays the same still saves
 * the planner's estimate of its size (count.ts) from being asked again each second.
 */
export function releaseNow(ctx: Ctx, table: AnyTable, name: string, boundaries: readonly string[]): Date {
  const second = scopeNow(ctx);
  const cache = changesOf(ctx.database);
  if (!cache?.live || boundaries.length === 0) return second;
  const now = ctx.now().getTime();
  const w = windows.get(ctx.database)?.get(name);
  if (w && w.stamp === cache.stamp(name) && now >= w.anchor.getTime() && now < w.until) return w.anchor;
  void findWindow(ctx.database, table, name, boundaries, second);
  return second;
}

async function findWindow(database: Database, table: AnyTable, name: string, boundaries: readonly string[], anchor: Date): Promise<void> {
  const cache = changesOf(database);
  const busy = refreshing.get(database) ?? new Set<string>();
  refreshing.set(database, busy);
  if (!cache || busy.has(name)) return;
  busy.add(name);
  try {
    const stamp = cache.stamp(name);
    // Never longer than an hour: a clock that jumps is caught up with at the latest then.
    let until = anchor.getTime() + 3600_000;
    for (const b of boundaries) {
      const c = table[b] as AnyPgColumn;
      // As the database compares (a date column at midnight of the session's zone), in ms.
      const [row] = await database.db
        .select({ next: sql<string | null>`extract(epoch from min(${c})::timestamptz) * 1000` })
        .from(table)
        .where(gt(c, anchor));
      const next = row?.next === null || row?.next === undefined ? Number.NaN : Number(row.next);
      if (Number.isFinite(next)) until = Math.min(until, next);
    }
    if (cache.stamp(name) !== stamp) return;
    const map = windows.get(database) ?? new Map<string, Window>();
    map.set(name, { anchor, until, stamp });
    windows.set(database, map);
  } catch {
    // No window: the per-second moment stays in use.
  } finally {
    busy.delete(name);
  }
}
