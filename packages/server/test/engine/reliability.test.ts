/**
 * Reliability fixes of issue 11 (scripts/reliability.mjs runs the whole checks on real processes):
 * - a database that cannot be reached is a 503 with the error envelope, and the app serves again
 *   by itself once it is back (PostgreSQL behind a TCP proxy the test cuts; never the server itself);
 * - a write committed through another connection (another instance) is in this instance's cached
 *   list at once, even when its change notification is slow to arrive;
 * - closing the app lets a request in flight finish and does not wait for its keep-alive
 *   connection; a request that still arrives gets a 503 in the envelope;
 * - stopping the scheduler waits for the pass in progress, which ends early.
 */
import { request as httpRequest } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Database, isDatabaseUnavailable, openDatabase } from '../../src/db/client.js';
import { cachedResult, startResultCache } from '../../src/engine/query-cache.js';
import { runContentSchedule, startScheduler } from '../../src/jobs/content-schedule.js';
import { ADMIN_PASSWORD, preparedDatabase, useTestApp } from '../harness.js';

const SECRET = 'reliability-secret-reliability-secret';
const PG = process.env.TEST_DATABASE_URL;

/** A TCP proxy to PostgreSQL that the test can cut (refuse and drop every connection) and restore; answers may be delayed. */
async function tcpProxy(target: URL, delayMs = 0) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        sockets.add(client);
        sockets.add(upstream);
        client.on('data', (d) => upstream.write(d));
        // Same delay for every chunk: the order of the bytes is kept.
        upstream.on('data', (d) => (delayMs ? setTimeout(() => client.destroyed || client.write(d), delayMs) : client.write(d)));
        const close = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const s of [client, upstream]) {
          s.on('error', close);
          s.on('close', close);
        }
      });
      server = s;
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = async () => {
    const s = server;
    server = null;
    for (const x of sockets) x.destroy();
    sockets.clear();
    await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
  };
  await up();
  return { port: () => port, up, down };
}

/** The URL of `database` (a test database on TEST_DATABASE_URL's server), reached through `port`. */
async function urlThrough(database: Database, port: number): Promise<string> {
  const [{ db } = { db: '' }] = await database.query<{ db: string }>('SELECT current_database() AS db');
  const url = new URL(PG as string);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.pathname = `/${db}`;
  return url.toString();
}

describe('errors that mean the database cannot be reached', () => {
  it('are told apart from faults of the request or the code', () => {
    const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const e of [
      pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new DrizzleQueryError('select 1', [], pgError('57P01') as Error),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]),
    ])
      expect(isDatabaseUnavailable(e), String(e)).toBe(true);
    for (const e of [
      pgError('23505', 'duplicate key value'),
      pgError('42601', 'syntax error'),
      pgError('57014', 'canceling statement due to statement timeout'),
      new DrizzleQueryError('select 1', [], pgError('22P02') as Error),
      new TypeError('x is undefined'),
      null,
      'text',
    ])
      expect(isDatabaseUnavailable(e), String(e)).toBe(false);
  });
});

describe.runIf(PG)('PostgreSQL goes away and comes back (through a proxy the test cuts)', () => {
  let fresh: Awaited<ReturnType<typeof preparedDatabase>>;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    fresh = await preparedDatabase('postgres');
    proxy = await tcpProxy(new URL(PG as string));
    database = await openDatabase({ url: await urlThrough(fresh.database, proxy.port()), poolSize: 4 });
    app = await buildApp({ database, jwtSecret: SECRET });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.down();
    await fresh?.drop();
  });

  const inject = async (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, lang = 'vi') => {
    const res = await app.inject({ method, url, headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload ? { payload: payload as object } : {}) });
    // A file route answers the file itself when it is there (a machine that ran the product has
    // demo media in its data folder): only JSON answers are parsed.
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: isJson ? JSON.parse(res.body) : res.body, retryAfter: res.headers['retry-after'] };
  };

  it('answers 503 with the error envelope on every kind of route meanwhile, then serves again by itself', async () => {
    const login = await inject('POST', '/api/v1/auth/login', undefined, { username: 'admin', password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    const token = login.body.data.accessToken as string;
    const calls = () => [
      inject('GET', '/api/health'),
      inject('GET', '/api/v1/polls?limit=5', token),
      inject('GET', '/api/v1/user/me', token),
      inject('POST', '/api/v1/polls', token, { question: 'Trong lúc mất kết nối', expiry_time: new Date(Date.now() + 86_400_000).toISOString(), answers: [{ content: 'A' }, { content: 'B' }] }),
      inject('POST', '/api/v1/auth/login', undefined, { username: 'admin', password: ADMIN_PASSWORD }),
      inject('GET', '/api/v1/media/file/1'),
    ];
    const normal = (await Promise.all(calls())).map((r) => r.status);
    expect(normal.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(normal[5]).toBeLessThan(500);

    await proxy.down();
    const down = await Promise.all(calls());
    for (const r of down) {
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ success: false, message: 'Hệ thống đang tạm thời gián đoạn, vui lòng thử lại sau ít phút' });
      expect(r.retryAfter).toBe('5');
    }
    expect((await inject('GET', '/api/v1/polls?limit=5', token, undefined, 'en')).body.message).toBe('The service is temporarily unavailable, please try again in a few minutes');

    await proxy.up();
    const until = Date.now() + 15_000;
    let back = await Promise.all(calls());
    while (back.some((r) => r.status >= 500) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      back = await Promise.all(calls());
    }
    expect(back.map((r) => r.status)).toEqual(normal);
  });
});

describe.runIf(PG)('a write by another instance is in this instance cached list at once', () => {
  let fresh: Awaited<ReturnType<typeof preparedDatabase>>;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let other: Database;
  let stopCache: () => Promise<void>;
  beforeAll(async () => {
    fresh = await preparedDatabase('postgres');
    // This instance's connections answer 150 ms late: its change notifications arrive late too.
    proxy = await tcpProxy(new URL(PG as string), 150);
    other = await openDatabase({ url: await urlThrough(fresh.database, proxy.port()), poolSize: 2 });
    stopCache = await startResultCache(other);
  });
  afterAll(async () => {
    await stopCache?.();
    await other?.close();
    await proxy?.down();
    await fresh?.drop();
  });

  it('even when the change notification is still on its way', async () => {
    const names = () =>
      cachedResult(other, 'office', 'office names', async () => (await other.query<{ name: string }>('SELECT name FROM office ORDER BY id')).map((r) => r.name), () => 100);
    const before = await names();
    expect(await names()).toBe(before);
    // Committed by the test's own connection (another instance), answered at once; the notification
    // to `other` takes 150 ms more. Read right away, the list must have it.
    await fresh.database.query(`UPDATE office SET name = 'Đổi ở máy chủ khác' WHERE id = (SELECT min(id) FROM office)`);
    expect(await names()).toContain('Đổi ở máy chủ khác');
    expect(await names()).toContain('Đổi ở máy chủ khác');
  });
});

describe('closing the app (SIGTERM in main.ts)', () => {
  it('lets a request in flight finish, closes its connection, and refuses later ones with a 503 envelope', async () => {
    const fresh = await preparedDatabase('pglite');
    const app = await buildApp({ database: fresh.database, jwtSecret: SECRET });
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((r) => {
      entered = r;
    });
    app.get('/api/test/slow', { config: { isPublic: true } }, async () => {
      entered();
      await held;
      return { success: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    // Two requests on one keep-alive connection: the second is read while the app is closing.
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (d) => {
      raw += d.toString('utf8');
    });
    const ended = new Promise<void>((r) => socket.on('close', () => r()));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await inHandler;
    const closing = app.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    release();
    const t = Date.now();
    await closing;
    await ended;
    // Not held for the keep-alive timeout (72 s) of the connection that was busy when closing began.
    expect(Date.now() - t).toBeLessThan(3000);
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toMatch(/\r\nconnection: close\r\n/i);
    expect(answers[0]).toContain('{"success":true}');
    if (answers[1]) {
      // Node read the pipelined request before the connection closed: a 503 in the envelope.
      expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
      expect(answers[1]).toContain('"success":false');
      expect(answers[1]).toContain('The service is temporarily unavailable');
    }
    // A new connection is refused.
    const refused = await new Promise<string>((resolve) => {
      const r = httpRequest({ port, host: '127.0.0.1', path: '/api/health' }, () => resolve('answered'));
      r.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      r.end();
    });
    expect(refused).toBe('ECONNREFUSED');
    await fresh.drop();
  });
});

describe('stopping the content scheduler', () => {
  const t = useTestApp('pglite');

  it('waits for the pass in progress, which ends after its current move; the next pass does the rest', async () => {
    const [card] = await t.database.query<{ web_background: number; mobile_background: number }>('SELECT web_background, mobile_background FROM greeting_card LIMIT 1');
    await t.database.query(
      `INSERT INTO greeting_card (name, type, title, web_background, mobile_background, release_date, status)
       SELECT 'stop-test-' || g, 'GREETTING', 'Dừng', $1, $2, now() - interval '1 minute', 'SCHEDULED' FROM generate_series(1, 5) g`,
      [card?.web_background, card?.mobile_background],
    );
    const scheduled = async () => Number((await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM greeting_card WHERE name LIKE 'stop-test-%' AND status = 'SCHEDULED'`))[0]?.n);
    const scheduler = startScheduler(t.database, () => new Date(), 3_600_000);
    let passEnded = false;
    const pass = scheduler.runOnce().then((r) => {
      passEnded = true;
      return r;
    });
    await scheduler.stop();
    expect(passEnded).toBe(true);
    expect((await pass).released.length).toBeLessThan(5);
    expect(await scheduled()).toBeGreaterThan(0);
    // A stopped pass moves nothing; a normal one does the rest.
    expect((await runContentSchedule(t.database, () => new Date(), () => true)).released).toEqual([]);
    await runContentSchedule(t.database, () => new Date());
    expect(await scheduled()).toBe(0);
  });
});
