/**
 * Browser tests of issue 12 (web delivery) against the real build: the files go out precompressed
 * and cached as they should, and a screen whose code fails to load (a dropped network, an old chunk
 * gone after a redeploy) reloads once, then shows the localized error page with a retry button,
 * never the router's developer screen. Transferred bytes are measured by bench/web-transfer.ts.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, keepSession, openBrowserApp, type RunningServer, shot } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; web delivery browser test not run.\n`);

describe.skipIf(!hasChromium)('web delivery in a browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

  /** A new tab (fresh sessionStorage) signed in through the API. */
  async function signedInPage(username: string, password: string): Promise<{ page: Page; documents: () => number; errors: string[] }> {
    const res = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    const { data } = (await res.json()) as { data: { user: unknown; accessToken: string; refreshToken: string | null } };
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
    await keepSession(context, data);
    const page = await context.newPage();
    let documents = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents += 1;
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { page, documents: () => documents, errors };
  }

  async function expectErrorPage(page: Page) {
    const box = page.getByTestId('load-error');
    await box.waitFor();
    expect(await box.getByRole('heading', { level: 1 }).textContent()).toBe('Không tải được trang này');
    expect(await box.textContent()).toContain('Vui lòng thử lại');
    await box.getByRole('button', { name: 'Thử lại' }).waitFor();
    const body = (await page.textContent('body')) ?? '';
    expect(body).not.toMatch(/Unexpected Application Error|Failed to fetch dynamically imported module|Hey developer/);
  }

  it('serves the built files brotli-compressed, hashed assets immutable and the shell no-cache', async () => {
    const shell = await fetch(`${server.url}/terms-of-use`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(shell.headers.get('content-encoding')).toBe('br');
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const html = await shell.text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await fetch(`${server.url}${src}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.status, src).toBe(200);
      expect(res.headers.get('cache-control'), src).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')?.toLowerCase(), src).toContain('accept-encoding');
      // Only files under 1 KB (the bundler's runtime) have no compressed copy.
      if (res.headers.get('content-encoding') === null) expect(Number(res.headers.get('content-length')), src).toBeLessThan(1024);
      else expect(res.headers.get('content-encoding'), src).toBe('br');
      await res.arrayBuffer();
    }
  });

  it('a portal page whose chunk cannot load (network dropped) reloads once, then shows the error page; retry loads it', async () => {
    const { page, documents, errors } = await signedInPage('staff', 'Demo@123456');
    const drop = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/assets/FrontPage-*.js', drop);
    await page.goto(`${server.url}/terms-of-use`);
    await expectErrorPage(page);
    expect(documents()).toBe(2); // the page itself and one reload, no more
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/);
    // The portal's header stays around the error.
    await page.getByRole('navigation', { name: 'Menu chính' }).waitFor();
    await shot(page, 'chunk-error-portal-vi');
    await page.unroute('**/assets/FrontPage-*.js', drop);
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await page.getByRole('heading', { level: 1, name: 'Điều khoản sử dụng' }).waitFor();
    expect(await page.getByTestId('load-error').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an admin screen whose chunk is gone after a redeploy (404) shows the error page inside the console', async () => {
    const { page, documents } = await signedInPage('admin', 'Admin@123456');
    await page.goto(`${server.url}/admin`);
    await page.getByTestId('tile-office').waitFor();
    const gone = (route: Route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' });
    await page.route('**/assets/ResourceList-*.js', gone);
    await page.getByTestId('tile-office').click();
    await expectErrorPage(page);
    expect(documents()).toBe(2);
    await page.getByTestId('admin-menu').waitFor();
    await page.unroute('**/assets/ResourceList-*.js', gone);
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await page.locator('.ant-table-row').first().waitFor();
    await page.context().close();
  });

  it('shows a loading state, not a blank page, while the first load is slow', async () => {
    const { page } = await signedInPage('staff', 'Demo@123456');
    let release: () => void = () => undefined;
    const held = new Promise<void>((ok) => {
      release = ok;
    });
    await page.route('**/assets/vendor-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The module scripts hold DOMContentLoaded back: wait for the response only.
    await page.goto(`${server.url}/`, { waitUntil: 'commit' });
    const boot = page.locator('.boot[role="status"]');
    await boot.waitFor();
    expect(await boot.textContent()).toContain('Đang tải');
    await shot(page, 'first-load-slow');
    release();
    await page.getByTestId('greeting-card').waitFor();
    expect(await page.locator('.boot').count()).toBe(0);
    await page.context().close();
  });
});
