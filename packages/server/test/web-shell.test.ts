/**
 * The built web app as the server delivers it: client routes get the HTML shell with a content
 * security policy that allows only our own scripts; a missing built file (an old chunk after a
 * redeploy) is a 404, never the shell with 200 (issue 11, class 7).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { migrate } from '../src/db/migrate.js';
import { freshDatabase } from './harness.js';

describe('web shell delivery', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase('pglite');
    drop = fresh.drop;
    await migrate(fresh.database);
    const web = mkdtempSync(join(tmpdir(), 'portal-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body></body></html>');
    writeFileSync(join(web, 'assets', 'app-1.js'), 'console.log(1)');
    app = await buildApp({ database: fresh.database, jwtSecret: 'test-secret-test-secret-test-secret', webDist: web });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('serves client routes as the shell with a script-src policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/news' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves built files, and a missing one is a 404, not the shell', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    for (const url of ['/assets/app-0ld.js', '/assets/index-gone.css', '/favicon-missing.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['content-type']), url).not.toContain('text/html');
    }
  });
});
