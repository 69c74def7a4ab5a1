import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (API, errors, the web app): no MIME sniffing, no framing by
 * another site (clickjacking), no full URL leaked to other origins. A route that sets its own
 * header (media files set a stricter Content-Security-Policy) keeps it.
 */

/**
 * The web app's content security policy: scripts only from our own origin (no inline script, no
 * eval) plus, by their sha256 hash, the inline scripts of the built shell (index.html) if a build
 * step adds any; styles from our origin plus the inline styles Ant Design injects, images from
 * anywhere over https (rich text may link them), embedded players only from YouTube, no plugins,
 * no framing.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
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
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The CSP source (`'sha256-...'`) of every inline script of an HTML page (a script without `src`). */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attrs ?? '')) continue;
    const digest = createHash('sha256')
      .update(body ?? '', 'utf8')
      .digest('base64');
    out.push(`'sha256-${digest}'`);
  }
  return [...new Set(out)];
}

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * A built script or style sheet (`/assets/*.js`, `*.css`, hashed and immutable): it is never a
 * document, so a content security policy, X-Frame-Options and a Referrer-Policy on it do nothing
 * (the page's policy governs what it runs and loads; the referrer policy of a module script's
 * imports falls back to the browser's default, the one we set) but cost 480 bytes on every file,
 * 20 KB on an inner page's first visit over HTTP/1.1 (issue 35, docs/performance.md "Inner pages
 * to 330 KB"). It keeps `nosniff`, which does apply to scripts and styles. Images, SVG and other
 * files under /assets keep every header (an SVG opened on its own is a document).
 */
export function isBuiltScriptOrStyle(url: string, contentType: unknown): boolean {
  return url.startsWith('/assets/') && /^(?:application|text)\/(?:javascript|css)\b/.test(String(contentType ?? ''));
}

/** `webDist`: the built web app, whose shell's inline scripts (if any) the policy allows by hash. */
export function registerSecurityHeaders(app: FastifyInstance, opts: { webDist?: string } = {}): void {
  const shell = opts.webDist ? join(opts.webDist, 'index.html') : null;
  const hashes = shell && existsSync(shell) ? inlineScriptHashes(readFileSync(shell, 'utf8')) : [];
  const headers: Record<string, string> = { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy(hashes) };
  app.addHook('onSend', async (req, reply, payload) => {
    if (isBuiltScriptOrStyle(req.url, reply.getHeader('content-type'))) {
      if (!reply.hasHeader('X-Content-Type-Options')) reply.header('X-Content-Type-Options', 'nosniff');
      return payload;
    }
    // The API document's UI (/api/docs) brings its own inline bootstrap script and policy.
    const isDocs = req.url.startsWith('/api/docs');
    for (const [name, value] of Object.entries(headers)) {
      if (reply.hasHeader(name)) continue;
      reply.header(name, isDocs && name === 'Content-Security-Policy' ? "frame-ancestors 'none'" : value);
    }
    return payload;
  });
}
