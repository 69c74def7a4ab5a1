/**
 * Browser test of issue 5: an editor writes a news item with an image and submits it from the
 * admin news list; an approver approves it; the scheduler releases it at its release time; a staff
 * member sees it on the portal home in Vietnamese and in English, and opens it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, CHROMIUM, hasChromium, launchBrowser, type RunningServer, shot, startServer } from './harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; news browser test not run.\n`);

const TITLE = `Tin tức thử nghiệm: nhà máy mới ${Date.now().toString(36)}`;
const TITLE_EN = `Test news: a new plant ${Date.now().toString(36)}`;

describe.skipIf(!hasChromium)('news from editor to staff in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  let newsId = 0;

  beforeAll(async () => {
    // The server's scheduler checks every second here, so the release happens during the test.
    process.env.JOBS_INTERVAL_MS = '1000';
    buildWeb();
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(username: string) {
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Tên đăng nhập').fill(username);
    await page.getByLabel('Mật khẩu').fill('Demo@123456');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${server.url}/`);
  }

  it('the editor uploads an image, writes the news item and submits it for approval', async () => {
    await signIn('editor');
    const created = await page.evaluate(
      async ({ title, titleEn }) => {
        const token = localStorage.getItem('accessToken') ?? '';
        const auth = { authorization: `Bearer ${token}` };
        // An 800x400 image drawn in the page, uploaded like the media picker does.
        const canvas = document.createElement('canvas');
        canvas.width = 800;
        canvas.height = 400;
        const g = canvas.getContext('2d') as CanvasRenderingContext2D;
        g.fillStyle = '#0b3d91';
        g.fillRect(0, 0, 800, 400);
        g.fillStyle = '#f39200';
        g.fillRect(100, 100, 600, 200);
        const blob = await new Promise<Blob>((ok) => canvas.toBlob((b) => ok(b as Blob), 'image/png'));
        const form = new FormData();
        form.append('file', blob, 'anh-nha-may.png');
        const up = await (await fetch('/api/v1/media/upload?is_public=1&kind=image&size=875x430', { method: 'POST', headers: auth, body: form })).json();
        const realms = await (await fetch('/api/v1/category?f_type=DOCUMENT_REALM', { headers: auth })).json();
        const types = await (await fetch('/api/v1/news-type', { headers: auth })).json();
        const now = Date.now();
        const res = await fetch('/api/v1/news', {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            title,
            title_en: titleEn,
            type_id: types.data.items[0].id,
            realm_id: realms.data.items[0].id,
            description: 'Nhà máy mới đi vào hoạt động.',
            description_en: 'The new plant starts operating.',
            content: '<p>Nội dung tin <strong>thử nghiệm</strong><script>alert(1)</script></p>',
            content_en: '<p>Test news <strong>content</strong></p>',
            avatar: up.data[0].id,
            is_slider: true,
            is_outstanding: true,
            publish_date: new Date(now - 60_000).toISOString(),
            release_date: new Date(now + 25_000).toISOString(),
          }),
        });
        return { status: res.status, body: await res.json() };
      },
      { title: TITLE, titleEn: TITLE_EN },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    newsId = created.body.data.id;
    expect(created.body.data.content).not.toContain('<script');

    await page.goto(`${server.url}/admin/news`);
    await page.getByTestId('status-tabs').getByRole('tab', { name: 'Nháp' }).click();
    const row = page.getByRole('row', { name: new RegExp(TITLE.slice(0, 30)) });
    await row.waitFor();
    await shot(page, 'admin-news-draft');
    await row.getByRole('button', { name: 'Gửi duyệt' }).click();
    await page.getByTestId('status-tabs').getByRole('tab', { name: 'Chờ duyệt' }).click();
    await page.getByRole('row', { name: new RegExp(TITLE.slice(0, 30)) }).waitFor();
  });

  it('the approver approves it: it is scheduled, then released by the scheduler', async () => {
    await page.getByTestId('user-menu').first().click();
    await page.getByRole('menuitem', { name: /Đăng xuất|Sign out/ }).click();
    await page.waitForURL(/\/login/);
    await signIn('approver');
    await page.goto(`${server.url}/admin/news?f_status=WAITING`);
    const row = page.getByRole('row', { name: new RegExp(TITLE.slice(0, 30)) });
    await row.waitFor();
    expect(await row.getByRole('button', { name: 'Gửi duyệt' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Duyệt' }).click();
    await page.getByTestId('status-tabs').getByRole('tab', { name: 'Đã lên lịch' }).click();
    await page.getByRole('row', { name: new RegExp(TITLE.slice(0, 30)) }).waitFor();
    await shot(page, 'admin-news-scheduled');
    // Released at its release time by the in-process scheduler.
    await expect
      .poll(
        () =>
          page.evaluate(async (id) => {
            const r = await fetch(`/api/v1/news/${id}?f_is_get_all_cms=1`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
            return (await r.json()).data?.status;
          }, newsId),
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('PUBLISH');
    await page.goto(`${server.url}/admin/news?f_status=PUBLISH`);
    await page.getByRole('row', { name: new RegExp(TITLE.slice(0, 30)) }).waitFor();
  });

  it('staff sees it on the home page in Vietnamese and in English, with its image, and opens it', async () => {
    await page.getByTestId('user-menu').first().click();
    await page.getByRole('menuitem', { name: /Đăng xuất|Sign out/ }).click();
    await page.waitForURL(/\/login/);
    await signIn('staff');
    const hot = page.getByTestId('hot-news');
    await hot.getByText(TITLE).first().waitFor();
    const img = hot.locator(`a[href="/news/${newsId}"] img`).first();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'home-news-vi', true);

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await page.getByTestId('hot-news').getByText(TITLE_EN).first().waitFor();
    await shot(page, 'home-news-en', true);

    await page.getByTestId('hot-news').locator(`a[href="/news/${newsId}"]`).first().click();
    await page.waitForURL(`${server.url}/news/${newsId}`, { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: TITLE_EN }).waitFor();
    await page.getByTestId('like').click();
    await expect.poll(() => page.getByTestId('likes').textContent()).toBe('1 likes');
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.goto(`${server.url}/news?q=${encodeURIComponent('tin tuc thu nghiem')}`);
    await page.getByTestId('news-list').getByText(TITLE).waitFor();
    expect(errors).toEqual([]);
  });
});
