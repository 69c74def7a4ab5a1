/**
 * One database handle for both engines: PGlite (embedded, in-process, data in ./data) by default,
 * a PostgreSQL server when a connection URL is given. Same SQL dialect for both.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type DbKind = 'pglite' | 'postgres';
/** Both drivers' databases share this type; so do their transactions. */
export type Drizzle = PgDatabase<PgQueryResultHKT>;
export type Database = {
  kind: DbKind;
  db: Drizzle;
  /** Runs raw SQL with positional parameters and returns rows. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Runs a script of several statements (migrations). */
  exec: (text: string) => Promise<void>;
  close: () => Promise<void>;
  /** Runs `fn` on one connection, for session state such as advisory locks. */
  session: <T>(fn: (s: Session) => Promise<T>) => Promise<T>;
  /**
   * Listens on a notification channel. `onLive(false)` means notifications may have been missed
   * (the connection dropped); `onLive(true)` follows once listening again. Returns a stop function.
   */
  listen: (channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void) => Promise<() => Promise<void>>;
  /**
   * Called with a table's name after this process wrote to it: after the statement, and again after
   * the COMMIT of a transaction that wrote it. PGlite needs none: its notifications arrive before
   * the writing call returns.
   */
  onWrite: Set<(table: string) => void>;
  /** PGlite only: the data directory as a tarball (to prepare test templates). */
  dump?: () => Promise<Blob>;
};
export type Session = { query: Database['query']; exec: Database['exec'] };

export type DbOptions = {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a dumped data directory (a prepared test template). */
  loadDataDir?: Blob;
};

// Timestamps and dates as strings/Date consistently across drivers: keep `date` as 'YYYY-MM-DD'.
pg.types.setTypeParser(1082, (v) => v);
// bigint ids come back as numbers (they stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDatabase(opts: DbOptions = {}): Promise<Database> {
  if (opts.url) {
    // JIT compiles expensive-looking plans (a count over a big table) and adds tens of ms to short
    // OLTP queries; this API runs only short queries.
    const onWrite = new Set<(table: string) => void>();
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20, options: '-c jit=off', Client: trackingClient(onWrite) });
    // An idle client can lose its server (a restart, a terminated backend): node-postgres then emits
    // 'error' on the pool, and an unhandled 'error' event would end the process. The pool replaces
    // the client on the next query, so logging is enough.
    pool.on('error', (e) => console.error(`postgres: idle connection lost (${e.message})`));
    const db = drizzlePg({ client: pool }) as unknown as Drizzle;
    return {
      kind: 'postgres',
      db,
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      exec: async (text) => {
        await pool.query(text);
      },
      close: () => pool.end(),
      listen: (channel, onMessage, onLive) => listenPg(opts.url as string, channel, onMessage, onLive),
      onWrite,
      session: async (fn) => {
        const client = await pool.connect();
        try {
          return await fn({
            query: async (text, params) => (await client.query(text, params as unknown[])).rows,
            exec: async (text) => {
              await client.query(text);
            },
          });
        } finally {
          client.release();
        }
      },
    };
  }
  // An empty dataDir means in memory (tests).
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir || undefined,
    extensions: { unaccent, pg_trgm, btree_gist, ltree },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client }) as unknown as Drizzle;
  const query: Database['query'] = async (text, params) => (await client.query(text, params as unknown[])).rows as never[];
  const exec: Database['exec'] = async (text) => {
    await client.exec(text);
  };
  const listen: Database['listen'] = async (channel, onMessage, onLive) => {
    const stop = await client.listen(channel, onMessage);
    onLive(true);
    return async () => {
      await stop();
    };
  };
  // PGlite has a single connection: every call is already the same session.
  const dump = async () => (await client.dumpDataDir('none')) as Blob;
  return { kind: 'pglite', db, query, exec, close: () => client.close(), session: (fn) => fn({ query, exec }), listen, onWrite: new Set(), dump };
}

const WRITE_RE = /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/i;
const END_RE = /^\s*(commit|rollback|end|abort)\b/i;

/**
 * A pg client class that reports the tables it writes (see Database.onWrite), so that this
 * process's caches drop what it changed without waiting for the change notification.
 */
function trackingClient(onWrite: Set<(table: string) => void>): typeof pg.Client {
  class TrackingClient extends pg.Client {
    written = new Set<string>();
  }
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const tell = (tables: Iterable<string>) => {
    for (const t of tables) for (const fn of onWrite) fn(t);
  };
  TrackingClient.prototype.query = function (this: TrackingClient, ...args: unknown[]) {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
    const table = WRITE_RE.exec(text)?.[1];
    const end = table ? null : END_RE.exec(text)?.[1]?.toLowerCase();
    if (!table && !end) return original.apply(this, args);
    const after = () => {
      if (table) {
        this.written.add(table);
        tell([table]);
      } else {
        if (end !== 'rollback' && end !== 'abort') tell(this.written);
        this.written.clear();
      }
    };
    const cb = args.findIndex((a) => typeof a === 'function');
    if (cb >= 0) {
      const done = args[cb] as (err: unknown, res: unknown) => void;
      args[cb] = (err: unknown, res: unknown) => {
        if (!err) after();
        done(err, res);
      };
      return original.apply(this, args);
    }
    const r = original.apply(this, args) as Promise<unknown> | undefined;
    return r && typeof r.then === 'function'
      ? r.then((res) => {
          after();
          return res;
        })
      : r;
  } as typeof pg.Client.prototype.query;
  return TrackingClient;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection is lost it reports not live, then reconnects with a growing pause and reports live again.
 */
async function listenPg(url: string, channel: string, onMessage: (payload: string) => void, onLive: (live: boolean) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let pause = 250;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      onLive(false);
      c.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect(), pause).unref();
      pause = Math.min(pause * 2, 10_000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      pause = 250;
      onLive(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
