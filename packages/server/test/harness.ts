/**
 * Test harness: boots the real app on a real database. PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set, each test file in a fresh database of its own so runs cannot collide.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/demo.js';

export const ADMIN_PASSWORD = 'Admin@123456';
export const DB_KINDS: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestClock = { now: Date; set: (iso: string) => void; advance: (ms: number) => void };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** Signs in and returns the access token. */
  login: (username: string, password?: string) => Promise<string>;
  /** `inject` with a bearer token and JSON body; returns status and parsed body. */
  call: (token: string | null, method: InjectOptions['method'], url: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
};

/** Boots the app with migrations and demo data, once per `describe`; closes it after. */
export function useTestApp(kind: 'pglite' | 'postgres'): TestApp {
  const ctx = {} as TestApp;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase(kind);
    drop = fresh.drop;
    await migrate(fresh.database);
    await seedDemo(fresh.database, ADMIN_PASSWORD);
    const clock: TestClock = {
      now: new Date(),
      set(iso) {
        this.now = new Date(iso);
      },
      advance(ms) {
        this.now = new Date(this.now.getTime() + ms);
      },
    };
    const app = await buildApp({ database: fresh.database, jwtSecret: 'test-secret-test-secret-test-secret', now: () => clock.now });
    Object.assign(ctx, {
      app,
      database: fresh.database,
      clock,
      async call(token, method, url, body, headers = {}) {
        const res = await app.inject({
          method,
          url,
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
          ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
        });
        let parsed: unknown = res.body;
        try {
          parsed = JSON.parse(res.body);
        } catch {
          /* not JSON */
        }
        return { status: res.statusCode, body: parsed };
      },
      async login(username: string, password?: string) {
        const res = await ctx.call(null, 'POST', '/api/v1/auth/login', { username, password: password ?? (username === 'admin' ? ADMIN_PASSWORD : 'Demo@123456') });
        if (res.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
        return res.body.data.accessToken as string;
      },
    } satisfies Partial<TestApp>);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await drop();
  });
  return ctx;
}
