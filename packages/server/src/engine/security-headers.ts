import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (API, errors, the web app): no MIME sniffing, no framing by
 * another site (clickjacking), no full URL leaked to other origins. A route that sets its own
 * header (media files set a stricter Content-Security-Policy) keeps it.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
