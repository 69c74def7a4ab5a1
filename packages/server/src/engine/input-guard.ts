import { translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';

/** True when a string anywhere in the value (keys included) holds U+0000. */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte in a query string, a path parameter or a JSON
 * body would reach the database and fail there (a 500). No valid input contains one, so such a
 * request is refused up front with a 400, before any handler reads or writes anything.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body)) {
      return reply.status(400).send({ success: false, message: translate(req.ctx?.lang ?? 'vi', 'error.nulCharacter') });
    }
  });
}
