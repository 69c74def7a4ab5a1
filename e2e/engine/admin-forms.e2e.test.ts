/**
 * Browser tests of the admin form's inputs (issue 38 item 8): many photos upload at once (chosen
 * together or dropped), a picker offers only what can be chosen (no liquidated asset in a
 * handover). Dates typed without seconds and kept with Enter: news.e2e and news-workflow.e2e.
 */
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; admin form browser test not run.\n`);

describe.skipIf(!hasChromium)('admin form inputs in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token = '';
  const errors: string[] = [];

  async function call<T>(method: string, path: string): Promise<T> {
    const res = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    const json = (await res.json()) as { data: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  }

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    const res = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin@123456' }) });
    token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    page = await signedInPage(browser, server, 'admin', { path: '/admin', errors });
  });

  afterAll(async () => {
    expect(errors).toEqual([]);
    await closeBrowserApp(server, browser);
  });

  it('uploads several photos at once into an asset and keeps every one', async () => {
    const list = await call<{ items: { id: number; photos: number[] | null }[] }>('GET', '/api/v1/asset?limit=1&order=id%20asc');
    const asset = list.items[0] as { id: number; photos: number[] | null };
    const before = asset.photos?.length ?? 0;
    await navigate(page, `/admin/asset/${asset.id}`);
    const photos = page.getByRole('group', { name: /Hình ảnh/ });
    await photos.locator('.ant-upload-drag').waitFor();
    const png = (r: number) => sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g: 90, b: 140 } } }).png().toBuffer();
    const files = await Promise.all([10, 120, 230].map(async (r, i) => ({ name: `anh-${i + 1}.png`, mimeType: 'image/png', buffer: await png(r) })));
    // The drop area's file input takes several files at once, as a drop or a multiple choice does.
    await photos.getByTestId('media-drop').setInputFiles(files);
    const pictures = photos.locator('.media-picker__item');
    await expect.poll(() => pictures.count(), { timeout: 20_000 }).toBe(before + 3);
    await shot(page, 'admin-form-many-photos');
    await page.locator('form button[type=submit]').first().click();
    await expect.poll(async () => (await call<{ photos: number[] | null }>('GET', `/api/v1/asset/${asset.id}`)).photos?.length ?? 0, { timeout: 10_000 }).toBe(before + 3);
  });

  it('offers no liquidated asset in a handover', async () => {
    const gone = await call<{ items: { name: string }[] }>('GET', '/api/v1/asset?f_condition=LIQUIDATED&limit=1');
    const name = gone.items[0]?.name as string;
    expect(name).toBeTruthy();
    await page.goto(`${server.url}/admin/asset-handover/new`);
    const picker = page.getByLabel('Tài sản', { exact: true });
    await picker.click();
    await picker.fill(name.slice(0, 12));
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    // The search has answered (the liquidated one would be among its first matches) and it is not offered.
    await page.waitForResponse((r) => r.url().includes('/api/v1/asset?') && r.url().includes('f_condition='));
    await page.waitForTimeout(300);
    expect(await options.evaluateAll((els, n) => els.some((e) => e.getAttribute('title') === n), name)).toBe(false);
    await page.keyboard.press('Escape');
  });

  it('branding: the title and a logo slot change what the portal shows; a logo bigger than its slot is refused', async () => {
    type Branding = { title: string; logos: Record<string, number | null> };
    const before = await call<Branding>('GET', '/api/v1/systems_settings/title');
    await navigate(page, '/admin/branding');
    const title = page.getByLabel('Tiêu đề (tiếng Việt)');
    await title.fill('Cổng thông tin nội bộ THACO (thử)');
    await page.getByTestId('branding-title-save').click();
    await expect.poll(async () => (await call<Branding>('GET', '/api/v1/systems_settings/title')).title).toBe('Cổng thông tin nội bộ THACO (thử)');
    const logo = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 13, g: 59, b: 102 } } }).png().toBuffer();
    const slot = page.getByTestId('branding-slot-LOGO_ADMIN');
    // Too big for the admin slot (320x96): refused with the catalogue's message, nothing saved.
    await slot.locator('input[type=file]').setInputFiles({ name: 'qua-lon.png', mimeType: 'image/png', buffer: await logo(900, 300) });
    await page.locator('.ant-message, .ant-notification').getByText(/tỉ lệ|kích thước/i).first().waitFor();
    expect((await call<Branding>('GET', '/api/v1/systems_settings/title')).logos.LOGO_ADMIN).toBe(before.logos.LOGO_ADMIN);
    await slot.locator('input[type=file]').setInputFiles({ name: 'logo-quan-tri.png', mimeType: 'image/png', buffer: await logo(300, 90) });
    await expect.poll(async () => (await call<Branding>('GET', '/api/v1/systems_settings/title')).logos.LOGO_ADMIN).not.toBe(before.logos.LOGO_ADMIN);
    const id = (await call<Branding>('GET', '/api/v1/systems_settings/title')).logos.LOGO_ADMIN;
    await slot.locator(`img[src="/api/v1/media/file/${id}"]`).waitFor();
    await shot(page, 'admin-branding');
  });

  it('permission matrix: a feature found without diacritics, a column granted at once, a row granted whole', async () => {
    await navigate(page, '/admin/role/new');
    await page.getByLabel('Tên vai trò', { exact: true }).fill('Biên tập tin tức (thử)');
    await page.getByTestId('permission-find').locator('input').fill('tin tuc');
    // The header box grants "view" on every feature shown (the news features), and only those.
    await page.getByTestId('permission-column-view').first().click();
    await page.getByLabel('Mọi quyền của Tin tức', { exact: true }).click();
    await shot(page, 'admin-permission-matrix');
    await page.locator('form button[type=submit]').first().click();
    const find = async () => (await call<{ items: { name: string; permissions: Record<string, string[]> }[] }>('GET', '/api/v1/role?limit=100')).items.find((r) => r.name === 'Biên tập tin tức (thử)');
    await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
    const role = (await find()) as { permissions: Record<string, string[]> };
    expect(role.permissions.NEWS).toEqual(['view', 'edit', 'approve', 'viewAll']);
    expect(role.permissions.SETTING_NEW).toEqual(['view']);
    expect(role.permissions.HUMAN_RESOURCE_MANAGEMENT).toBeUndefined();
  });

  it('Q&A moderation is a conversation: the question, a reply that answers it, reopen', async () => {
    const waiting = await call<{ items: { id: number; title: string }[] }>('GET', '/api/v1/feedback?f_status=NEW&limit=1&f_is_get_all_cms=1');
    const item = waiting.items[0] as { id: number; title: string };
    expect(item).toBeTruthy();
    await navigate(page, `/admin/feedback/${item.id}`);
    const thread = page.getByTestId('qa-thread');
    await thread.getByTestId('qa-question').getByText(item.title).waitFor();
    expect(await thread.getByTestId('qa-status').innerText()).toBe('Chờ phản hồi');
    await thread.getByTestId('qa-reply-input').fill('Cảm ơn anh/chị đã hỏi. Phòng Nhân sự sẽ trả lời chi tiết trong tuần này.');
    await thread.getByTestId('qa-reply-send').click();
    await thread.getByTestId('qa-reply').filter({ hasText: 'Phòng Nhân sự sẽ trả lời' }).getByText('Câu trả lời').waitFor();
    await expect.poll(() => thread.getByTestId('qa-status').innerText()).toBe('Đã phản hồi');
    await shot(page, 'admin-qa-thread');
    await thread.getByTestId('qa-move-reopen').click();
    await expect.poll(() => thread.getByTestId('qa-status').innerText()).toBe('Chờ phản hồi');
    expect((await call<{ status: string }>('GET', `/api/v1/feedback/${item.id}`)).status).toBe('NEW');
  });
});
