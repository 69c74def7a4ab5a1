import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (API, errors, the web app): no MIME sniffing, no framing by
 * another site (clickjacking), no full URL leaked to other origins. A route that sets its own
 * header (media files set a stricter Content-Security-Policy) keeps it.
 */
/**
 * The web app's content security policy: scripts only from our own origin (no inline script, no
 * eval), styles from our origin plus the inline styles Ant Design injects, images from anywhere
 * over https (rich text may link them), embedded players only from YouTube, no plugins, no framing.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // The API document's UI (/api/docs) brings its own inline bootstrap script and policy.
    const isDocs = req.url.startsWith('/api/docs');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (reply.hasHeader(name)) continue;
      reply.header(name, isDocs && name === 'Content-Security-Policy' ? "frame-ancestors 'none'" : value);
    }
    return payload;
  });
}
