/**
 * Refusals are quiet in the server log (issue 38): a 4xx is an answer, not an event. Before, every
 * 4xx also wrote "Reply was already sent" (the error handler resolved before the async onSend hooks
 * had written the reply, and Fastify sent its undefined result again), so a real 500 drowned in the
 * noise. A 500 still logs its error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { preparedDatabase } from '../harness.js';

describe('the server log on refused requests', () => {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fresh = await preparedDatabase('pglite');
    drop = fresh.drop;
    app = await buildApp({ database: fresh.database, jwtSecret: 'test-secret-test-secret-test-secret', logger: true, logStream: { write: (l) => void lines.push(JSON.parse(l)) } });
    app.get('/api/v1/__boom', async () => {
      throw new Error('boom for the log test');
    });
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });

  it('writes no warning for 400, 401, 403, 404 and 415, and logs a 500 once', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'staff', password: 'Demo@123456' } });
    const staff = JSON.parse(login.body).data.accessToken as string;
    const calls: [string, string, Record<string, string>, unknown, number][] = [
      ['GET', '/api/v1/news', {}, undefined, 401],
      ['GET', '/api/v1/media/file/123456789012345', {}, undefined, 401],
      ['GET', '/api/v1/approval-process', { authorization: `Bearer ${staff}` }, undefined, 403],
      ['GET', '/api/v1/news/999999999', { authorization: `Bearer ${staff}` }, undefined, 404],
      ['GET', '/api/v1/no-such-route', {}, undefined, 404],
      ['POST', '/api/v1/auth/login', { 'content-type': 'application/json' }, '{bad', 400],
      ['POST', '/api/v1/auth/login', { 'content-type': 'text/csv' }, 'a,b', 415],
    ];
    for (const [method, url, headers, payload, status] of calls) {
      const res = await app.inject({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload: payload as string } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
    }
    const warned = lines.filter((l) => Number(l.level) >= 40);
    expect(warned.map((l) => l.msg)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/v1/__boom' })).statusCode).toBe(500);
    const errors = lines.filter((l) => Number(l.level) >= 40);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain('boom for the log test');
  });
});
