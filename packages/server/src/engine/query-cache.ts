/**
 * List results, cached per database until their table changes (docs/performance.md, ADR 0003).
 *
 * An entry is keyed by the exact SQL text and parameters of the list query (the read scope of the
 * user is part of that SQL, so two users share an entry only when they would run the same query)
 * and filed under its table. Changes are seen two ways:
 * - every declared table has a statement trigger that calls pg_notify('table_changed', table);
 *   PostgreSQL delivers it at commit to every server instance listening, so writes made by other
 *   instances, by jobs or by hand in SQL empty the entries of that table within milliseconds;
 * - this instance also drops a table's entries itself when it writes to it (after the statement
 *   and after the COMMIT, see `Database.onWrite`), so a user who saved something reads it back at once;
 * - before reading an entry, a round trip on the listening connection (`awaitNotifications`) makes
 *   sure every notification committed before the read has arrived, so a write answered by another
 *   instance is in this instance's lists at once (scripts/reliability.mjs, check "multi").
 * Nothing is cached while the listener is not live (before it starts, or after its connection
 * dropped until it is back: then everything is dropped, since messages may have been missed).
 * A fill that started before an invalidation of its table is not stored (generation check).
 * `QUERY_CACHE=off` keeps no results (lists, reports, calendars: the benchmark's uncached runs); the
 * session check still goes through the cache (ADR 0013): it is not a result but who calls, and
 * `SESSION_CACHE=off` turns that off too (every request then proves its session with a query).
 */
import { resourceByName } from '@portal/domain';
import type { Database } from '../db/client.js';
import { LOCK_ID } from '../db/migrate.js';

export const CHANGE_CHANNEL = 'table_changed';
const TRIGGER = 'table_changed_notify';
/** Upper bound of the cached rows per database (estimated from their contents; their JSON and gzip bodies come on top). */
export const CACHE_MAX_BYTES = 16 * 1024 * 1024;

type Entry = { tables: readonly string[]; value: unknown; bytes: number };

export class ResultCache {
  live = false;
  /** False with QUERY_CACHE=off: only the session check (`cachedResult`'s `isSession`) is kept. */
  keepsResults = true;
  /** Loads in flight by key. */
  readonly loading = new Map<string, { promise: Promise<unknown>; stamp: string }>();
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTable = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes = CACHE_MAX_BYTES) {}

  /** Where a fill must still be when it ends to be stored (for an entry that reads `tables`). */
  stamp(tables: string | readonly string[]): string {
    return `${this.epoch}:${[tables].flat().map((t) => this.generations.get(t) ?? 0).join(',')}`;
  }

  get(key: string): unknown {
    const e = this.entries.get(key);
    if (!e) return undefined;
    // Least recently used goes first: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  set(tables: string | readonly string[], key: string, value: unknown, bytes: number, stamp: string): void {
    if (!this.live || stamp !== this.stamp(tables) || bytes > this.maxBytes / 8) return;
    this.drop(key);
    const list = [tables].flat();
    this.entries.set(key, { tables: list, value, bytes });
    for (const table of list) {
      const keys = this.keysByTable.get(table) ?? new Set<string>();
      this.keysByTable.set(table, keys);
      keys.add(key);
    }
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  invalidate(table: string): void {
    this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    for (const key of this.keysByTable.get(table) ?? []) this.drop(key);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.keysByTable.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    for (const table of e.tables) this.keysByTable.get(table)?.delete(key);
    this.bytes -= e.bytes;
  }
}

const caches = new WeakMap<Database, ResultCache>();

/** Tables outside the declarations whose changes cached values follow (auth/service.ts `SESSION_TABLES`). */
const EXTRA_TABLES = ['auth_session', 'auth_epoch'];

/**
 * The change tracking of `database` (the tables' generations, from the listener), whether or not
 * results are kept: with QUERY_CACHE=off the session check still runs on it, and the released
 * scope's windows (read-scope.ts) need only the generations.
 */
export const changesOf = (database: Database): Pick<ResultCache, 'live' | 'stamp'> | undefined => caches.get(database);

/** The cache of results for `database`, when results are kept (not with QUERY_CACHE=off). */
export const cacheOf = (database: Database): ResultCache | undefined => {
  const cache = caches.get(database);
  return cache?.keepsResults ? cache : undefined;
};

/** The cached value for `key`, or `load()`'s, stored when none of the tables it reads changed meanwhile. */
export async function cachedResult<T>(
  database: Database,
  tables: string | readonly string[],
  /** The entry's key, or a function making it (not called when nothing is kept: QUERY_CACHE=off). */
  keyOf: string | (() => string),
  load: () => Promise<T>,
  size: (v: T) => number,
  /**
   * `isCounted: false`: not in `hits` and `misses` (the session check, on every request, would drown
   * the lists' figures). `isSession`: the session check, kept even when results are not (ADR 0013).
   */
  opts: { isCounted?: boolean; isSession?: boolean } = {},
): Promise<T> {
  const isCounted = opts.isCounted !== false;
  const cache = caches.get(database);
  if (!cache?.live || (!cache.keepsResults && !opts.isSession)) return load();
  const key = typeof keyOf === 'string' ? keyOf : keyOf();
  // A write another instance committed before this call is seen: its notification arrives first.
  if (database.awaitNotifications) {
    try {
      await database.awaitNotifications(CHANGE_CHANNEL);
    } catch {
      return load();
    }
    if (!cache.live) return load();
  }
  const hit = cache.get(key);
  if (hit !== undefined) {
    if (isCounted) cache.hits++;
    return hit as T;
  }
  // Concurrent misses of one key share one load (a popular page expiring under load is read once),
  // unless a table changed since that load started: then it may predate a write the caller made.
  const stamp = cache.stamp(tables);
  const pending = cache.loading.get(key);
  if (pending && pending.stamp === stamp) return pending.promise as Promise<T>;
  if (isCounted) cache.misses++;
  const promise = load().then((value) => {
    cache.set(tables, key, value, size(value), stamp);
    return value;
  });
  const mine = { promise, stamp };
  cache.loading.set(key, mine);
  try {
    return await promise;
  } finally {
    if (cache.loading.get(key) === mine) cache.loading.delete(key);
  }
}

/** A rough size in bytes of rows of plain values (strings count twice their length, as V8 may store them). */
export function approxBytes(rows: readonly Record<string, unknown>[]): number {
  let n = 64;
  for (const row of rows) {
    for (const v of Object.values(row)) n += typeof v === 'string' ? 16 + v.length * 2 : Array.isArray(v) ? 16 + v.length * 16 : 16;
  }
  return n;
}

/** Freezes a plain JSON-like value and everything in it (cached values are shared by requests). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The declared tables that exist in the database and lack the change trigger get it (under the migration lock). */
export async function ensureChangeTriggers(database: Database, tables: string[] = [...new Set([...resourceByName.values()].map((r) => r.name))]): Promise<string[]> {
  const missing = async (q: Database['query']) => {
    const rows = await q<{ t: string; has: boolean }>(
      `SELECT t, EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = to_regclass(quote_ident(t)) AND g.tgname = '${TRIGGER}') AS has
         FROM unnest($1::text[]) AS t WHERE to_regclass(quote_ident(t)) IS NOT NULL`,
      [tables],
    );
    return rows.filter((r) => !r.has).map((r) => r.t);
  };
  const [fn] = await database.query<{ ok: boolean }>(`SELECT to_regproc('notify_table_changed') IS NOT NULL AS ok`);
  if (!fn?.ok) throw new Error('notify_table_changed() is missing: run the migrations first');
  if ((await missing(database.query)).length === 0) return [];
  return database.session(async (s) => {
    await s.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    try {
      const todo = await missing(s.query);
      for (const t of todo) {
        await s.exec(`CREATE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${t.replace(/"/g, '""')}" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_changed()`);
      }
      return todo;
    } finally {
      await s.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
    }
  });
}

/** Adds the change triggers, listens for changes and turns the cache on; returns the stop function. */
export async function startResultCache(database: Database): Promise<() => Promise<void>> {
  const keepsResults = process.env.QUERY_CACHE !== 'off';
  if (!keepsResults && process.env.SESSION_CACHE === 'off') return async () => undefined;
  // The declared tables, and the sessions and auth epoch the session check reads (ADR 0012).
  await ensureChangeTriggers(database, [...new Set([...[...resourceByName.values()].map((r) => r.name), ...EXTRA_TABLES])]);
  const cache = new ResultCache();
  cache.keepsResults = keepsResults;
  caches.set(database, cache);
  const ownWrite = (table: string) => cache.invalidate(table);
  database.onWrite.add(ownWrite);
  const stop = await database.listen(
    CHANGE_CHANNEL,
    (table) => cache.invalidate(table),
    (live) => {
      cache.clear();
      cache.live = live;
    },
  );
  return async () => {
    cache.live = false;
    cache.clear();
    caches.delete(database);
    database.onWrite.delete(ownWrite);
    await stop();
  };
}
