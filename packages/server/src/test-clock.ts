/**
 * A controllable server clock for the browser tests, so they never wait for the scheduler: with
 * E2E_CLOCK=1 (refused when NODE_ENV=production) the server's time is the real time plus an offset
 * the test sets, and two public routes exist:
 *
 * - `POST /api/test/clock` `{ at?: ISO time, advanceMs?: number, reset?: true }` sets the offset and
 *   answers the server's time `{ now }`;
 * - `POST /api/test/scheduler/run` runs one pass of the content scheduler at the server's time and
 *   answers what it moved (`{ released, expired, moved }`).
 *
 * Without the variable nothing here is registered and the server runs on the real clock.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';
import { runContentSchedule } from './jobs/content-schedule.js';

export const TEST_CLOCK_ENV = 'E2E_CLOCK';

export type TestClock = { now: () => Date; set: (at: Date) => void; advance: (ms: number) => void; reset: () => void };

/** The test clock when E2E_CLOCK=1, else null; throws when asked for in production. */
export function testClockFromEnv(env: NodeJS.ProcessEnv = process.env): TestClock | null {
  if (env[TEST_CLOCK_ENV] !== '1') return null;
  if (env.NODE_ENV === 'production') throw new Error(`${TEST_CLOCK_ENV}=1 is for browser tests only and refused when NODE_ENV=production`);
  return createTestClock();
}

/** Real time plus an offset: time keeps flowing after it is set. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set(at) {
      offset = at.getTime() - Date.now();
    },
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}

export function registerTestClock(app: FastifyInstance, database: Database, clock: TestClock): void {
  const opts = { config: { isPublic: true }, schema: { hide: true } };
  app.post('/api/test/clock', opts, async (req, reply) => {
    const body = (req.body ?? {}) as { at?: unknown; advanceMs?: unknown; reset?: unknown };
    if (body.reset === true) clock.reset();
    if (typeof body.at === 'string') {
      const at = new Date(body.at);
      if (Number.isNaN(at.getTime())) return reply.status(400).send({ success: false, message: 'at: not a time' });
      clock.set(at);
    }
    if (typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs)) clock.advance(body.advanceMs);
    return { success: true, data: { now: clock.now().toISOString() } };
  });
  app.post('/api/test/scheduler/run', opts, async () => ({ success: true, data: await runContentSchedule(database, clock.now) }));
}
