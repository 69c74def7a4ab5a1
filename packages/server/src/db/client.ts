/**
 * One database handle for both engines: PGlite (embedded, in-process, data in ./data) by default,
 * a PostgreSQL server when a connection URL is given. Same SQL dialect for both.
 */
import { createHash } from 'node:crypto';
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
import { installByteColumns } from './byte-columns.js';
import { type HotQuery, hotStatements } from './hot-statements.js';

export type DbKind = 'pglite' | 'postgres';
/** Both drivers' databases share this type; so do their transactions. */
export type Drizzle = PgDatabase<PgQueryResultHKT>;
export type Database = {
  kind: DbKind;
  db: Drizzle;
  /** Runs raw SQL with positional parameters and returns rows. */
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /**
   * `query` for a read that repeats with the same values (a list's ids): named once it is seen
   * again, its values in its text, so it is planned once per connection (hot-statements.ts).
   * PostgreSQL only.
   */
  queryHot?: HotQuery;
  /**
   * `query` as a named statement when `name` is given (parsed once per connection, planned as
   * PostgreSQL sees fit), with the query's own type parsers (byte-columns.ts `bytesTypes`).
   * PostgreSQL only.
   */
  queryNamed?: <T = Record<string, unknown>>(
    name: string | undefined,
    text: string,
    params: unknown[],
    opts?: { types?: pg.QueryConfig['types'] },
  ) => Promise<T[]>;
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
  /**
   * Resolves once every notification on `channel` committed before the call has reached its
   * listener: one round trip on the connections listening to it (PostgreSQL hands a session its
   * pending notifications before the answer to its next query). So a cache on this instance can see
   * a write another instance committed just before (issue 11). Concurrent calls share round trips;
   * rejects when a listening connection is lost or slow. Only the channel asked for: the other
   * listeners' connections (pushes, notification streams) need no round trip per request.
   * PGlite: nothing to wait for.
   */
  awaitNotifications?: (channel: string) => Promise<void>;
  /** PGlite only: the data directory as a tarball (to prepare test templates). */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: the codes records were numbered with at commit, by `<table>:<id>`, as the
   * numbering trigger's notice told them with the COMMIT's answer (engine/numbering.ts); the create
   * takes its own out. Bounded: a code nobody takes is dropped with the rest past `NUMBERED_KEPT`.
   */
  numbered?: Map<string, string>;
};
export type Session = { query: Database['query']; exec: Database['exec'] };

export type DbOptions = {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a dumped data directory (a prepared test template). */
  loadDataDir?: Blob;
};

const CONNECT_TIMEOUT_MS = 10_000;
/** The numbering notices kept for their creates at most (each is taken at once; see `Database.numbered`). */
const NUMBERED_KEPT = 10_000;
const BARRIER_TIMEOUT_MS = 2_000;

/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections, a connection cut mid-query) rather than a fault of the request or the code: the
 * API answers those with 503 (issue 11). Looks through wrapped errors (drizzle's `cause`).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    // Socket errors; SQLSTATE class 08 (connection exception), 57P01-03 (shutdown, crash, starting
    // up), 53300 (too many connections).
    if (/^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNABORTED)$|^08...$|^57P0[123]$|^53300$/.test(code))
      return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout)/.test(
        message,
      )
    )
      return true;
    if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}

// Timestamps and dates as strings/Date consistently across drivers: keep `date` as 'YYYY-MM-DD'.
pg.types.setTypeParser(1082, (v) => v);
// bigint ids come back as numbers (they stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

const byDrizzle = new WeakMap<Drizzle, Database>();

/** The database a drizzle handle belongs to (for raw statements beside the query builder); undefined for a transaction's. */
export const databaseOf = (db: Drizzle): Database | undefined => byDrizzle.get(db);

/**
 * DB_POOL_SIZE: the connections this instance keeps to PostgreSQL at most (20 when unset);
 * instances together must stay under its max_connections. Anything but a whole number from 1 to
 * 9999 is refused with a message, so a typo stops the start instead of running with a default.
 */
export function poolSizeFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.DB_POOL_SIZE;
  if (raw === undefined || raw === '') return undefined;
  if (!/^[1-9][0-9]{0,3}$/.test(raw)) throw new Error(`DB_POOL_SIZE must be a whole number from 1 to 9999, not "${raw}"`);
  return Number(raw);
}

export async function openDatabase(opts: DbOptions = {}): Promise<Database> {
  const database = await open(opts);
  byDrizzle.set(database.db, database);
  return database;
}

async function open(opts: DbOptions): Promise<Database> {
  if (opts.url) {
    installByteColumns();
    // JIT compiles expensive-looking plans (a count over a big table) and adds tens of ms to short
    // OLTP queries; this API runs only short queries.
    const onWrite = new Set<(table: string) => void>();
    const barriers = new Set<Barrier>();
    // A server that does not answer (a network cut) fails a request after 10 s instead of holding it
    // for the operating system's TCP timeout; the same bound applies to waiting for a free connection.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      options: '-c jit=off',
      Client: trackingClient(onWrite),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle client can lose its server (a restart, a terminated backend): node-postgres then emits
    // 'error' on the pool, and an unhandled 'error' event would end the process. The pool replaces
    // the client on the next query, so logging is enough.
    pool.on('error', (e) => console.error(`postgres: idle connection lost (${e.message})`));
    // A client checked out of the pool (a transaction, a session, a long job) has no such listener:
    // its server going away would emit an unhandled 'error' and end the process. The query in
    // flight fails on its own, and the pool drops the client when it is released (not queryable).
    const numbered = new Map<string, string>();
    pool.on('connect', (client) => {
      client.on('error', (e) => console.error(`postgres: connection in use lost (${e.message})`));
      client.on('notice', (n) => {
        if (n.message !== 'portal.numbered' || !n.detail) return;
        try {
          const told = JSON.parse(n.detail) as { table: string; id: number; code: string };
          if (numbered.size >= NUMBERED_KEPT) numbered.clear();
          numbered.set(`${told.table}:${told.id}`, told.code);
        } catch {
          // not the trigger's: the create reads its code back
        }
      });
    });
    const db = drizzlePg({ client: pool }) as unknown as Drizzle;
    return {
      kind: 'postgres',
      db,
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      queryHot: hotStatements(pool),
      queryNamed: async (name, text, params, opts) => (await pool.query({ ...(name && { name }), text, values: params, ...opts })).rows,
      exec: async (text) => {
        await pool.query(text);
      },
      close: () => pool.end(),
      numbered,
      listen: (channel, onMessage, onLive) => listenPg(opts.url as string, channel, onMessage, onLive, barriers),
      onWrite,
      awaitNotifications: async (channel) => {
        await Promise.all([...barriers].filter((b) => b.channel === channel).map((b) => b.roundTrip()));
      },
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

/**
 * A read of one record by primary key, as the engine writes it (`findRow`): the WHERE is the id
 * then, possibly, the read scope. PostgreSQL plans such a statement on every call when it is sent
 * unnamed, and the planning was four fifths of its cost (news, 29 indexes: pgbench 10,166 calls/s
 * unnamed, 46,376 prepared). Named after its text, it is parsed and planned once per connection;
 * its generic plan cannot be worse than the custom one, since the id alone finds the row (ADR 0013).
 */
const PK_READ_RE = /^select [\s\S]+? from "([a-z_][a-z0-9_]*)" where \(?"\1"\."id" = \$1(?: and |\) limit | limit )/;
/** At most this many statement texts get a name (each is kept by every pooled connection that ran it). */
const NAMED_MAX = 500;
/** Names given by text; texts that get none are remembered too (at most TEXTS_MAX in all). */
const pkNames = new Map<string, string | null>();
const TEXTS_MAX = NAMED_MAX * 4;
let named = 0;

/** The statement name for a primary-key read's text, or null (not such a read, or too many names already). */
export function pkReadName(text: string): string | null {
  const known = pkNames.get(text);
  if (known !== undefined) return known;
  // Only remembered names count against NAMED_MAX: a name not remembered could not be given again.
  const name =
    PK_READ_RE.test(text) && named < NAMED_MAX && pkNames.size < TEXTS_MAX ? `pk_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` : null;
  if (pkNames.size < TEXTS_MAX) {
    pkNames.set(text, name);
    if (name) named++;
  }
  return name;
}
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
    const first = args[0] as string | { text?: unknown; name?: unknown } | undefined;
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
    // A primary-key read goes as a named statement (planned once per connection; see PK_READ_RE).
    if (first && typeof first === 'object' && !first.name && text) {
      const name = pkReadName(text);
      if (name) args[0] = { ...first, name };
    }
    const table = WRITE_RE.exec(text)?.[1];
    const end = table ? null : END_RE.exec(text)?.[1]?.toLowerCase();
    const after = () => {
      if (table) {
        this.written.add(table);
        tell([table]);
      } else if (end) {
        if (end !== 'rollback' && end !== 'abort') tell(this.written);
        this.written.clear();
      }
    };
    // A query that failed because the server went away (a FATAL answer reaches the query, not the
    // client's 'error' event, and the socket's end may come later) marks the client unusable, so the
    // pool destroys it on release instead of handing a dead connection to the next caller.
    const failed = (err: unknown) => {
      if (isDatabaseUnavailable(err)) (this as unknown as { _queryable: boolean })._queryable = false;
    };
    const cb = args.findIndex((a) => typeof a === 'function');
    if (cb >= 0) {
      const done = args[cb] as (err: unknown, res: unknown) => void;
      args[cb] = (err: unknown, res: unknown) => {
        if (err) failed(err);
        else after();
        done(err, res);
      };
      return original.apply(this, args);
    }
    const r = original.apply(this, args) as Promise<unknown> | undefined;
    return r && typeof r.then === 'function'
      ? r.then(
          (res) => {
            after();
            return res;
          },
          (err: unknown) => {
            failed(err);
            throw err;
          },
        )
      : r;
  } as typeof pg.Client.prototype.query;
  return TrackingClient;
}

/** A listening connection's round trip (`Database.awaitNotifications`), by channel. */
type Barrier = { channel: string; roundTrip: () => Promise<void> };

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * connection is lost it reports not live, then reconnects with a growing pause and reports live again.
 */
async function listenPg(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLive: (live: boolean) => void,
  barriers: Set<Barrier>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let pause = 250;
  // The round trip of awaitNotifications. A caller needs a round trip that starts after it called:
  // one already on the wire may have passed PostgreSQL before the write the caller must see. So
  // callers arriving while one is on the wire share the next one.
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const ping = (): Promise<void> => {
    const c = client;
    if (!c) return Promise.reject(new Error(`not listening on ${channel}`));
    let timer: NodeJS.Timeout | undefined;
    const p = Promise.race([
      // LISTEN again: a no-op for a session already listening, and it keeps the connection's
      // last query recognisable (pg_stat_activity) as the listener's.
      c.query(`LISTEN ${pg.escapeIdentifier(channel)}`).then(() => undefined),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer on the ${channel} listener in ${BARRIER_TIMEOUT_MS} ms`)), BARRIER_TIMEOUT_MS);
        timer.unref();
      }),
    ]).finally(() => {
      clearTimeout(timer);
      current = null;
    });
    current = p;
    return p;
  };
  const roundTrip = (): Promise<void> => {
    if (!current) return ping();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return ping();
      });
    return next;
  };
  const barrier: Barrier = { channel, roundTrip };
  barriers.add(barrier);
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
    barriers.delete(barrier);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
