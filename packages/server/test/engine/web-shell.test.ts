/**
 * The built web app as the server delivers it (issue 11, class 7): every HTML answer carries a
 * content security policy whose `script-src` allows our own files and, by their sha256 hash, the
 * inline scripts of the built index.html, nothing else (no 'unsafe-inline', no eval); a missing
 * built file (an old chunk after a redeploy) is a 404, never the HTML shell with 200.
 * Issue 12 (web delivery): the build's brotli and gzip copies are sent by Accept-Encoding with
 * `Vary: Accept-Encoding`; hashed assets are cached for a year (immutable), the shell is no-cache.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { migrate } from '../../src/db/migrate.js';
import { freshDatabase } from '../harness.js';

const INLINE = "window.__boot = 'ok';";
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src')) ?? '';

describe('web shell delivery', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase('pglite');
    drop = fresh.drop;
    await migrate(fresh.database);
    const web = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(web, 'assets'));
    // A built shell as Vite writes it, plus one inline script (the kind a build step may add).
    writeFileSync(
      join(web, 'index.html'),
      `<!doctype html><html><head><script type="module" crossorigin src="/assets/app-1.js"></script><script>${INLINE}</script></head><body><div id="root"></div></body></html>`,
    );
    writeFileSync(join(web, 'assets', 'app-1.js'), APP_JS);
    // The copies the build writes (packages/web/vite.config.ts, precompress); the CSS has none.
    writeFileSync(join(web, 'assets', 'app-1.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(join(web, 'assets', 'app-1.js.gz'), gzipSync(APP_JS));
    writeFileSync(join(web, 'assets', 'app-1.css'), 'body{margin:0}');
    writeFileSync(join(web, 'assets', 'logo-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(web, 'index.html.br'), brotliCompressSync(readFileSync(join(web, 'index.html'))));
    writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp({ database: fresh.database, jwtSecret: 'test-secret-test-secret-test-secret', webDist: web });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('serves every client route, the root and index.html as the shell with a script-src policy', async () => {
    for (const url of ['/', '/admin/news', '/introduce/about?x=1', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      const csp = String(res.headers['content-security-policy']);
      const scripts = scriptSrc(csp);
      expect(scripts, url).toMatch(/^script-src 'self'/);
      expect(scripts, url).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|https?:/);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it("allows the shell's inline scripts by their hash, and only them", async () => {
    const scripts = scriptSrc(String((await app.inject({ method: 'GET', url: '/admin' })).headers['content-security-policy']));
    expect(scripts).toContain(sha256(INLINE));
    expect(scripts).not.toContain(sha256("alert('xss')"));
    expect(scripts.split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
    // API answers keep the same policy (an HTML error page could never run a script either).
    expect(scriptSrc(String((await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']))).toBe(scripts);
  });

  it('serves built files, and a missing one is a 404, never the shell', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    for (const url of [
      '/assets/app-0ld.js',
      '/assets/index-gone.css',
      '/assets/no-extension',
      '/assets/deep/er/chunk.js',
      '/assets/',
      '/assets',
      '/assets/app-1.js.map',
      '/%61ssets/app-0ld',
      '/assets/app-0ld.js?v=2',
      '/favicon-missing.png',
      '/robots.txt',
      // The compressed copies are not files of their own.
      '/assets/app-1.js.br',
      '/assets/app-1.js.gz',
      '/index.html.br',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['content-type']), url).not.toContain('text/html');
      expect(res.body, url).not.toContain('<div id="root">');
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(head.statusCode, `HEAD ${url}`).toBe(404);
    }
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the precompressed copy the browser accepts, brotli first, and varies on Accept-Encoding', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const res = await get('/assets/app-1.js', accept);
      const label = `accept-encoding: ${accept}`;
      expect(res.statusCode, label).toBe(200);
      expect(res.headers['content-encoding'], label).toBe(encoding);
      expect(String(res.headers.vary).toLowerCase(), label).toContain('accept-encoding');
      expect(res.headers['content-type'], label).toMatch(/javascript/);
      const body = res.rawPayload;
      const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(plain.toString('utf8'), label).toBe(APP_JS);
      if (encoding) expect(body.length, label).toBeLessThan(APP_JS.length / 10);
    }
    // A file without copies is sent plain, whatever the browser accepts.
    const css = await get('/assets/app-1.css', 'br, gzip');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
  });

  it('sends built scripts and styles with nosniff but no document headers; documents and SVG keep them', async () => {
    // A policy, X-Frame-Options and Referrer-Policy do nothing on a script or style sheet and cost
    // 480 bytes a file (issue 35): they go on the documents only.
    for (const accept of ['br', undefined]) {
      for (const url of ['/assets/app-1.js', '/assets/app-1.css']) {
        const res = await get(url, accept);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['content-security-policy'], url).toBeUndefined();
        expect(res.headers['x-frame-options'], url).toBeUndefined();
        expect(res.headers['referrer-policy'], url).toBeUndefined();
      }
    }
    for (const url of ['/', '/assets/logo-1.svg', '/assets/app-0ld.js', '/favicon.svg']) {
      const res = await get(url, 'br');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year (immutable) and revalidates the shell and other files', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      for (const url of ['/assets/app-1.js', '/assets/app-1.css']) {
        const res = await get(url, accept);
        expect(res.headers['cache-control'], `${url} ${accept}`).toBe('public, max-age=31536000, immutable');
        expect(res.headers.etag, `${url} ${accept}`).toBeTruthy();
      }
    }
    for (const url of ['/', '/admin/news', '/introduce/about?x=1', '/index.html', '/favicon.svg']) {
      for (const accept of ['br, gzip', undefined]) {
        const res = await get(url, accept);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
      }
    }
    // The shell's copy: the same page, and it keeps its policy (the hashes come from index.html).
    const shell = await get('/admin/news', 'br');
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(shell.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
    expect(scriptSrc(String(shell.headers['content-security-policy']))).toContain(sha256(INLINE));
    // Revalidation of the shell answers 304 without a body.
    const again = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { 'if-none-match': String((await get('/favicon.svg')).headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

/**
 * The real web app under this policy: its source shell has no inline script (Vite writes only
 * external module scripts), and the built bundle, when present (packages/web/dist, or WEB_DIST),
 * uses nothing `script-src 'self'` forbids (eval, new Function, inline event handlers in the shell).
 */
describe('the web app runs under the policy', () => {
  const root = resolve(import.meta.dirname, '..', '..', '..', '..');
  it('the source shell has no inline script', () => {
    const html = readFileSync(join(root, 'packages', 'web', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  const dist = process.env.WEB_DIST ?? join(root, 'packages', 'web', 'dist');
  it.runIf(existsSync(join(dist, 'index.html')))('the built bundle uses no eval and the built shell no inline handler', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/\son[a-z]+=/i);
    for (const f of readdirSync(join(dist, 'assets')).filter((n) => n.endsWith('.js'))) {
      const code = readFileSync(join(dist, 'assets', f), 'utf8');
      expect(code, f).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});
