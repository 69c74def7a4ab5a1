/**
 * Browser test of issue 5: an editor writes a news item with an image in the admin form and
 * submits it from the admin news list; an approver approves it; the scheduler releases it at its release time (the
 * server's clock is moved there, no waiting); a staff
 * member sees it on the portal home in Vietnamese and in English, and opens it.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../packages/domain/src/format.js';
import { CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot } from '../harness.js';

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
    ({ server, browser } = await openBrowserApp());
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  });

  afterAll(() => closeBrowserApp(server, browser));

  async function signIn(username: string) {
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Tên đăng nhập').fill(username);
    await page.getByLabel('Mật khẩu').fill('Demo@123456');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.waitForURL(`${server.url}/`);
  }

  it('the editor writes the news item with an image in the admin form and submits it for approval', async () => {
    await signIn('editor');
    await navigate(page, '/admin/news/new');
    await page.getByTestId('resource-form').waitFor();
    await page.getByLabel('Tiêu đề', { exact: true }).fill(TITLE);
    await page.getByLabel('Loại tin', { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Tin tức chung"]').click();
    await page.getByLabel('Lĩnh vực', { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Ô tô"]').click();
    // Dates typed in the picker's format, in Ho Chi Minh City time (issue 12: whatever the browser's zone).
    // Typed as people write them: hours and minutes, no seconds (issue 38).
    const [publish, release] = [formatDate(new Date(Date.now() - 60_000), 'DD/MM/YYYY HH:mm'), formatDate(new Date(Date.now() + 10 * 60_000), 'DD/MM/YYYY HH:mm')];
    for (const [label, value] of [
      ['Ngày đăng', publish],
      ['Ngày phát hành', release],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await input.click();
      await input.fill(value);
      // Enter keeps the typed value (and does not send the form).
      await input.press('Enter');
      expect(await input.inputValue()).toBe(value);
    }
    // The image goes through the media picker (upload with the field's recommended size).
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 11, g: 61, b: 145 } } })
      .composite([{ input: { create: { width: 600, height: 200, channels: 3, background: { r: 243, g: 146, b: 0 } } }, left: 100, top: 100 }])
      .png()
      .toBuffer();
    const avatar = page.getByRole('group', { name: 'Ảnh đại diện (875x430)' });
    await avatar.locator('input[type=file]').setInputFiles({ name: 'anh-nha-may.png', mimeType: 'image/png', buffer: png });
    await avatar.locator('img').waitFor();
    await page.getByLabel('Slider trang chủ', { exact: true }).click();
    await page.getByLabel('Tin nổi bật', { exact: true }).click();
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tiêu đề (tiếng Anh)', { exact: true }).fill(TITLE_EN);
    await shot(page, 'admin-news-form', true);
    // The form's own submit button (its icon is part of the accessible name; 'Lưu và gửi duyệt' is another button).
    await page.locator('.form-actions button[type="submit"]:not([data-testid="save-submit"])').click();
    const anyway = page.getByRole('button', { name: 'Vẫn lưu' });
    await Promise.race([page.waitForURL(/\/admin\/news(\?|$)/), anyway.waitFor().then(() => anyway.click())]);
    await page.waitForURL(/\/admin\/news(\?|$)/);
    newsId = await page.evaluate(async (title) => {
      const r = await fetch(`/api/v1/news?f_is_get_all_cms=1&q=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return (await r.json()).data.items[0].id as number;
    }, TITLE);
    expect(newsId).toBeGreaterThan(0);

    await navigate(page, '/admin/news');
    await page.getByTestId('status-tabs').getByRole('tab', { name: 'Nháp' }).click();
    const row = page.getByRole('row', { name: new RegExp(TITLE.slice(0, 30)) });
    await row.waitFor();
    // References show the referenced record's name, not its id.
    await row.getByRole('cell', { name: 'Tin tức chung' }).waitFor();
    await row.getByRole('cell', { name: 'Ô tô' }).waitFor();
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
    await navigate(page, '/admin/news?f_status=WAITING');
    const row = page.getByRole('row', { name: new RegExp(TITLE.slice(0, 30)) });
    await row.waitFor();
    expect(await row.getByRole('button', { name: 'Gửi duyệt' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Duyệt' }).click();
    await page.getByTestId('status-tabs').getByRole('tab', { name: 'Đã lên lịch' }).click();
    await page.getByRole('row', { name: new RegExp(TITLE.slice(0, 30)) }).waitFor();
    await shot(page, 'admin-news-scheduled');
    // Released at its release time by the scheduler: the server's clock is moved just past it and one
    // pass runs (no waiting for the periodic one); a pass before that time leaves it scheduled.
    const read = () =>
      page.evaluate(async (id) => {
        const r = await fetch(`/api/v1/news/${id}?f_is_get_all_cms=1`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
        return (await r.json()).data as { status: string; release_date: string };
      }, newsId);
    const scheduled = await read();
    expect(scheduled.status).toBe('SCHEDULED');
    expect((await server.runScheduler()).released).not.toContain(newsId);
    await server.setClock({ at: new Date(new Date(scheduled.release_date).getTime() + 1000) });
    expect((await server.runScheduler()).released).toContain(newsId);
    expect((await read()).status).toBe('PUBLISH');
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
    await page.getByLabel('Write a comment').fill('Great news, stupid idea though');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Great news, *** idea though').waitFor();
    await page.getByText('Lê Hoàng Nam').first().waitFor();
    await shot(page, 'news-detail-en', true);
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.goto(`${server.url}/news?q=${encodeURIComponent('tin tuc thu nghiem')}`);
    await page.getByTestId('news-list').getByText(TITLE).waitFor();
    expect(errors).toEqual([]);
  });
});
