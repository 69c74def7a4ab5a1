/** The browser tests' server clock (E2E_CLOCK=1): off by default, refused in production, settable. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { createTestClock, registerTestClock, testClockFromEnv } from '../../src/test-clock.js';

describe('test clock', () => {
  it('exists only with E2E_CLOCK=1, and never in production', () => {
    expect(testClockFromEnv({})).toBeNull();
    expect(testClockFromEnv({ E2E_CLOCK: '0' })).toBeNull();
    expect(testClockFromEnv({ E2E_CLOCK: '1', NODE_ENV: 'development' })).not.toBeNull();
    expect(() => testClockFromEnv({ E2E_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/refused/);
  });

  it('is the real time plus an offset that can be set, advanced and reset', () => {
    const clock = createTestClock();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
    clock.set(new Date('2030-01-02T03:04:05Z'));
    expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-02T03:04:05Z'))).toBeLessThan(50);
    clock.advance(60_000);
    expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-02T03:05:05Z'))).toBeLessThan(50);
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(50);
  });

  it('POST /api/test/clock sets it and answers the server time; a bad time is a 400', async () => {
    const app = Fastify();
    const clock = createTestClock();
    registerTestClock(app, {} as Database, clock);
    const set = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: '2031-05-06T07:08:09.000Z', advanceMs: 1000 } });
    expect(set.statusCode).toBe(200);
    expect(Math.abs(Date.parse(set.json().data.now) - Date.parse('2031-05-06T07:08:10Z'))).toBeLessThan(1000);
    expect((await app.inject({ method: 'POST', url: '/api/test/clock', payload: { at: 'soon' } })).statusCode).toBe(400);
    await app.close();
  });
});
