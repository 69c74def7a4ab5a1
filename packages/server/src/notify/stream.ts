/**
 * The bell's live count (issue 12): Server-Sent Events at GET /api/v1/notification/stream.
 *
 * An EventSource cannot send the bearer token, so a signed-in call first takes a ticket
 * (POST /api/v1/notification/stream-ticket): the user id and an expiry one minute ahead, signed
 * with a key derived from the server's secret, so any instance accepts it. The stream then only
 * says "you have new notifications" (no data: the client reads them with its token), sends a
 * heartbeat comment every 25 s so proxies keep it open, and ends after STREAM_MAX_MS with an
 * `expire` event: the client takes a new ticket, so a signed-out or locked user loses even that
 * signal within minutes. Several instances: notify/push.ts (PostgreSQL LISTEN/NOTIFY).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { requireUser } from '../engine/context.js';
import { PushHub, type PushEvent } from './push.js';

export const TICKET_TTL_MS = 60_000;
export const HEARTBEAT_MS = 25_000;
export const STREAM_MAX_MS = 10 * 60_000;

const b64 = (s: string) => Buffer.from(s).toString('base64url');

export function signTicket(key: Buffer, userId: number, nowMs: number): string {
  const body = b64(JSON.stringify({ sub: userId, exp: nowMs + TICKET_TTL_MS }));
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The user id of a valid, unexpired ticket, else null. */
export function verifyTicket(key: Buffer, ticket: string, nowMs: number): number | null {
  const [body, sig, extra] = ticket.split('.');
  if (!body || !sig || extra !== undefined || body.length > 200) return null;
  const want = createHmac('sha256', key).update(body).digest();
  const got = Buffer.from(sig, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown };
    if (typeof claims.sub !== 'number' || !Number.isInteger(claims.sub) || typeof claims.exp !== 'number' || claims.exp <= nowMs) return null;
    return claims.sub;
  } catch {
    return null;
  }
}

export function registerNotificationStream(app: FastifyInstance, cfg: { jwtSecret: string }): void {
  // A key of its own: a ticket is never a valid access token, nor the other way round.
  const key = createHmac('sha256', cfg.jwtSecret).update('notification-stream-ticket').digest();
  const hubs = new Map<Database, PushHub>();
  const open = new Set<() => void>();
  const hubFor = (d: Database) => {
    let hub = hubs.get(d);
    if (!hub) {
      hub = new PushHub(d);
      hubs.set(d, hub);
    }
    return hub;
  };

  app.post('/api/v1/notification/stream-ticket', {
    schema: { tags: ['portal'], summary: 'A one-minute ticket to open the notification stream (EventSource cannot send the bearer token)' },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      return { success: true, data: { ticket: signTicket(key, user.id, Date.now()), expiresIn: TICKET_TTL_MS / 1000 } };
    },
  });

  app.get('/api/v1/notification/stream', {
    schema: {
      tags: ['portal'],
      summary: 'Server-Sent Events: `notification` when the user has new notifications, `ready` once listening, `expire` before it ends (take a new ticket)',
      querystring: { type: 'object', properties: { ticket: { type: 'string' } } },
    },
    handler: async (req, reply) => {
      const ticket = (req.query as { ticket?: unknown }).ticket;
      const userId = typeof ticket === 'string' ? verifyTicket(key, ticket, Date.now()) : null;
      if (userId === null) return reply.status(401).send({ success: false, message: translate(req.ctx.lang, 'error.unauthorized') });
      const res = reply.raw;
      const write = (chunk: string) => {
        if (!res.writableEnded && !res.destroyed) res.write(chunk);
      };
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies: do not buffer the stream.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      let unsubscribe: () => void;
      try {
        unsubscribe = await hubFor(req.ctx.database).subscribe(userId, (e: PushEvent) => write(`event: ${e}\ndata: {}\n\n`));
      } catch {
        // Not listening (the database is unavailable): the client retries after `retry`.
        res.end('retry: 5000\n\n');
        return;
      }
      // `ready` once listening: the client reads its count then, so nothing falls between the two.
      write('retry: 5000\n\nevent: ready\ndata: {}\n\n');
      const beat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      const end = setTimeout(() => {
        write('event: expire\ndata: {}\n\n');
        cleanup();
      }, STREAM_MAX_MS);
      const cleanup = () => {
        clearInterval(beat);
        clearTimeout(end);
        unsubscribe();
        open.delete(cleanup);
        if (!res.writableEnded) res.end();
      };
      open.add(cleanup);
      res.on('close', cleanup);
      if (req.raw.destroyed) cleanup();
    },
  });

  // Open streams never finish by themselves: end them so that closing the app does not wait on them.
  app.addHook('preClose', async () => {
    for (const c of [...open]) c();
  });
  app.addHook('onClose', async () => {
    for (const h of hubs.values()) await h.close();
    hubs.clear();
  });
}
