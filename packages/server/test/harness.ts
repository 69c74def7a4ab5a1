/**
 * Test harness: boots the real app on a real database. PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set, each test file in a fresh database of its own so runs cannot collide.
 */
import { createHash, randomBytes } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { ADMIN_PASSWORD, PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV, prepare, RUN_ENV } from './templates.js';
import { buildAbility } from '@portal/domain';
import type { Ctx } from '../src/engine/context.js';
import { seedBase } from './sampling.js';

export { ADMIN_PASSWORD };
/** The databases this run has: PGlite always, PostgreSQL with TEST_DATABASE_URL. Files about the database itself run on each. */
export const DB_KINDS: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** One in PGLITE_SHARE of the files runs on PGlite too when PostgreSQL is there (dbKinds). */
const PGLITE_SHARE = 5;

/**
 * The databases the file `fileUrl` (its `import.meta.url`) runs on. Without PostgreSQL: PGlite.
 * With it (CI): PostgreSQL, and PGlite too for one file in five, picked by the run's seed
 * (sampling.ts: the commit under test), so every file meets PGlite over a few landings while a run
 * pays for a fifth of them: a file on both databases paid the template copy, the app's start and
 * its tests twice. What differs between the two is the database engine (one connection or a
 * pool, locks, notifications, extensions, dump and restore), and the files about it run on both
 * every time (`describe.each(DB_KINDS)`: db, backup, numbering, the caches, the payment race...).
 * `TEST_PGLITE=all` (or `TEST_SAMPLES=all`) runs every file on both; the choice is printed.
 */
export function dbKinds(fileUrl: string): ('pglite' | 'postgres')[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  const file = relative(join(dirname(fileURLToPath(import.meta.url)), '..'), fileURLToPath(fileUrl));
  const all = process.env.TEST_PGLITE === 'all' || process.env.TEST_SAMPLES === 'all';
  const picked = all || createHash('sha256').update(`${seedBase()}:pglite:${file}`).digest().readUInt32BE(0) % PGLITE_SHARE === 0;
  console.info(`[pglite] ${file}: ${picked ? 'PGlite and PostgreSQL' : 'PostgreSQL only'} (from ${all ? 'TEST_PGLITE=all' : seedBase()}; TEST_PGLITE=all for every file)`);
  return picked ? ['pglite', 'postgres'] : ['postgres'];
}

const runPrefix = (): string => `t_${process.env[RUN_ENV] ?? 'x'}_`;

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL as string });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(sql);
        return;
      } catch (e) {
        // 55006: the template is being copied by another file's CREATE DATABASE at this instant.
        if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server (a copy of `template` when given). Test databases are
 * throwaway: their commits do not wait for the disk (`synchronous_commit` off; what a test reads
 * is the same, only a crash of the server could lose the last commits).
 */
async function createPgDatabase(template?: string): Promise<string> {
  const name = `${runPrefix()}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await adminQuery(`ALTER DATABASE ${name} SET synchronous_commit TO off`);
  return name;
}

/**
 * The next file's copy of the template, made while this file runs: a copy of the prepared database
 * took 0.5 to 3 s of each file's set-up, and dropping it afterwards 1.5 to 11 s (a loaded machine).
 * One spare per worker process (the files of a worker run one after the other).
 */
let spare: { template: string; name: Promise<string> } | undefined;
function spareCopy(template: string): Promise<string> {
  const made = createPgDatabase(template);
  made.catch(() => undefined); // taken (and its error thrown) by the next file, if any
  return made;
}
async function takePgCopy(template: string): Promise<string> {
  const taken = spare?.template === template ? spare.name : createPgDatabase(template);
  spare = { template, name: spareCopy(template) };
  return taken;
}

/**
 * Drops a test database without making the file wait: the drop runs while the worker goes on with
 * its next file; global-setup.ts drops whatever of this run is left when the run ends.
 */
function dropLater(name: string): void {
  adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
}

/** A fresh, empty database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function freshDatabase(kind: 'pglite' | 'postgres', template?: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const name = template ? await takePgCopy(template) : await createPgDatabase();
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    drop: async () => {
      await database.close();
      dropLater(name);
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

/**
 * A migrated, demo-seeded database: a copy of the run's prepared template (global-setup.ts) when
 * there is one, else migrated and seeded here.
 */
export async function preparedDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgliteTemplate = process.env[PGLITE_TEMPLATE_ENV];
  if (kind === 'pglite' && pgliteTemplate && existsSync(pgliteTemplate)) {
    const database = await openDatabase({ loadDataDir: new Blob([readFileSync(pgliteTemplate)]) });
    return { database, drop: () => database.close() };
  }
  const pgTemplate = kind === 'postgres' ? process.env[PG_TEMPLATE_ENV] : undefined;
  const fresh = await freshDatabase(kind, pgTemplate);
  if (!pgTemplate) await prepare(fresh.database);
  return fresh;
}

/** Boots the app with migrations and demo data, once per `describe`; closes it after. */
export function useTestApp(kind: 'pglite' | 'postgres'): TestApp {
  const ctx = {} as TestApp;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fresh = await preparedDatabase(kind);
    drop = fresh.drop;
    // A no-op on a prepared copy; it still proves the copy is at the current migration.
    await migrate(fresh.database);
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

/** A request context for calling the engine directly as user `id` holding `rules` (English errors, real time). */
export const userCtx = (database: Database, id: number, rules: Parameters<typeof buildAbility>[0]): Ctx => ({
  database,
  user: { id, username: `u${id}`, roleIds: [], ability: buildAbility(rules) },
  lang: 'en',
  ip: '127.0.0.1',
  userAgent: 'vitest',
  now: () => new Date(),
});

/** A staff reader of news (view rights only: the released scope) on the test app's clock, in Vietnamese. */
export const newsReaderCtx = (t: TestApp): Ctx => ({
  database: t.database,
  user: { id: 999, username: 'reader', roleIds: [], ability: buildAbility([{ action: 'view', subject: 'NEWS' }]) },
  lang: 'vi',
  ip: '127.0.0.1',
  userAgent: 'test',
  now: () => t.clock.now,
});

/** Polls `check` every 20 ms until it holds (true) or `ms` pass (false): for what happens in the background. */
export async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

const noRightsRoles = new WeakMap<TestApp, Promise<number>>();
/**
 * A role that grants nothing (spec §5: an account has at least one role), for the accounts tests
 * create as "signed in, no rights"; made once per app.
 */
export function noRightsRole(t: TestApp, adminToken: string): Promise<number> {
  let made = noRightsRoles.get(t);
  if (!made) {
    made = t.call(adminToken, 'POST', '/api/v1/role', { name: 'Không có quyền (kiểm thử)' }).then((r) => {
      if (r.status !== 200) throw new Error(`no-rights role: ${JSON.stringify(r.body)}`);
      return Number((r.body as { data: { id: number } }).data.id);
    });
    noRightsRoles.set(t, made);
  }
  return made;
}
