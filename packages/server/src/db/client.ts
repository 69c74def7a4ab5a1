/**
 * One database handle for both engines: PGlite (embedded, in-process, data in ./data) by default,
 * a PostgreSQL server when a connection URL is given. Same SQL dialect for both.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
};
export type Session = { query: Database['query']; exec: Database['exec'] };

export type DbOptions = { url?: string; dataDir?: string; poolSize?: number };

// Timestamps and dates as strings/Date consistently across drivers: keep `date` as 'YYYY-MM-DD'.
pg.types.setTypeParser(1082, (v) => v);
// bigint ids come back as numbers (they stay far below 2^53).
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDatabase(opts: DbOptions = {}): Promise<Database> {
  if (opts.url) {
    // JIT compiles expensive-looking plans (a count over a big table) and adds tens of ms to short
    // OLTP queries; this API runs only short queries.
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20, options: '-c jit=off' });
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
  const client = await PGlite.create({ dataDir: opts.dataDir || undefined, extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client }) as unknown as Drizzle;
  const query: Database['query'] = async (text, params) => (await client.query(text, params as unknown[])).rows as never[];
  const exec: Database['exec'] = async (text) => {
    await client.exec(text);
  };
  // PGlite has a single connection: every call is already the same session.
  return { kind: 'pglite', db, query, exec, close: () => client.close(), session: (fn) => fn({ query, exec }) };
}
