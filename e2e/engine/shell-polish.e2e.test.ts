/**
 * Browser tests of issue 12's portal shell and account screens: the header search finds news
 * without diacritics (suggestions by keyboard, Enter opens the results page, the phone's search
 * icon), the footer follows the language, someone with no admin right is sent from /admin to the
 * portal with a message, forgot password from the sign-in page with the mailed code, my devices
 * with revoke and two-factor enrolment.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../packages/server/src/auth/totp.js';
import { CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found.\n`);

const PASSWORD = 'Hai-Lop-Bao-Ve-2026';
const NEW_PASSWORD = 'Mat-Khau-Moi-2026!';

describe.skipIf(!hasChromium)('portal shell and account screens', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken = '';
  const errors: string[] = [];

  async function call<T>(token: string | null, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { success: boolean; data: T };
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  }
  const token = async (username: string, password: string) => (await call<{ accessToken: string }>(null, 'POST', '/api/v1/auth/login', { username, password })).accessToken;

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN', timezoneId: 'America/New_York' });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    adminToken = await token('admin', 'Admin@123456');
    // Someone with an account and no role at all: no admin right.
    // An account has at least one role (spec §5): this one's grants nothing.
    const empty = await call<{ id: number }>(adminToken, 'POST', '/api/v1/role', { name: 'Khách (không quyền)' });
    await call(adminToken, 'POST', '/api/v1/user', { username: 'noright', full_name: 'Đỗ Văn Khách', email: 'noright@thaco.com.vn', password: PASSWORD, role_ids: [empty.id] });
  });

  afterAll(() => closeBrowserApp(server, browser));

  let admin: Page | undefined;
  /**
   * The admin's page for the admin tests (one context: they need no isolation from each other),
   * signed in through the API at its first use, on `path`; later uses go there client-side.
   */
  async function adminPage(path: string): Promise<Page> {
    if (!admin) {
      admin = await signedInPage(browser, server, 'admin', { errors, path });
      return admin;
    }
    await navigate(admin, path);
    return admin;
  }

  async function signIn(p: Page, username: string, password: string) {
    await p.goto(`${server.url}/login`);
    await p.getByLabel('Tên đăng nhập').fill(username);
    await p.getByLabel('Mật khẩu').fill(password);
    await p.getByRole('button', { name: 'Đăng nhập' }).click();
    await p.waitForURL(`${server.url}/`);
  }

  it('header search: suggestions without diacritics, keyboard, results page; footer follows the language; phone search icon', async () => {
    await signIn(page, 'staff', 'Demo@123456');
    const field = page.getByTestId('portal-search');
    await field.click();
    await field.fill('khanh thanh nha may');
    const hit = page.getByTestId('search-suggestion').filter({ hasText: 'THACO AUTO khánh thành nhà máy' });
    await hit.waitFor();
    await shot(page, 'shell-search-suggest-1440-vi');
    await field.press('ArrowDown');
    await field.press('Enter');
    await page.waitForURL(/\/news\/\d+$/);
    await page.getByRole('heading', { name: /THACO AUTO khánh thành nhà máy/ }).first().waitFor();

    await field.fill('hoi thao');
    await field.press('Enter');
    await page.waitForURL(/\/search\?q=hoi(%20|\+)thao/);
    await page.getByTestId('search-group-news').getByTestId('search-hit').filter({ hasText: 'Hội thao công nhân viên' }).waitFor();
    await shot(page, 'shell-search-results-1440-vi');
    await navigate(page, `/search?q=${encodeURIComponent('zzzz khong co')}`);
    await page.getByText('Không tìm thấy nội dung nào').waitFor();

    // The footer's text and the search page follow the language switch (value_en of the setting).
    await page.getByText('Công ty Cổ phần Tập đoàn Trường Hải (THACO)').first().waitFor();
    await page.locator('.portal-topbar').getByText('EN', { exact: true }).click();
    await page.getByText('Truong Hai Group Corporation (THACO)').first().waitFor();
    await page.goto(`${server.url}/search?q=hoi%20thao`);
    await page.getByTestId('search-summary').filter({ hasText: 'results for' }).waitFor();
    await shot(page, 'shell-search-results-1440-en');

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN', isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    await signIn(p, 'staff', 'Demo@123456');
    expect(await p.getByTestId('portal-search').first().isVisible()).toBe(false);
    await p.getByTestId('portal-search-toggle').click();
    const phoneField = p.locator('.portal-search-row').getByTestId('portal-search');
    await phoneField.waitFor({ state: 'visible' });
    await phoneField.fill('chuoi');
    await p.getByTestId('search-suggestion').filter({ hasText: 'THAGRICO' }).waitFor();
    await shot(p, 'shell-search-phone-390-vi');
    await phoneField.press('Enter');
    await p.waitForURL(/\/search\?q=chuoi/);
    await p.getByTestId('search-hit').first().waitFor();
    await shot(p, 'shell-search-results-phone-390-vi');
    await phone.close();
    expect(errors).toEqual([]);
  });

  it('no admin right: /admin sends to the portal with a message; forgot password with the mailed code', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
    const p = await ctx.newPage();
    await signIn(p, 'noright', PASSWORD);
    await p.goto(`${server.url}/admin`);
    await p.waitForURL(`${server.url}/`);
    await p.getByTestId('no-admin-notice').filter({ hasText: 'Bạn chưa được cấp quyền vào trang quản trị' }).waitFor();
    await p.getByTestId('user-menu').first().click();
    await p.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await p.waitForURL(/\/login/);

    await p.getByTestId('forgot-link').click();
    await p.waitForURL(/\/forgot-password$/);
    await p.getByLabel('Tên đăng nhập hoặc email').fill('noright@thaco.com.vn');
    await p.getByRole('button', { name: 'Gửi mã đặt lại' }).click();
    await p.getByTestId('forgot-sent').waitFor();
    await shot(p, 'shell-forgot-1440-vi');
    const outbox = await call<{ items: { to_address: string; body_text: string }[] }>(adminToken, 'GET', '/api/v1/mail-outbox');
    const mail = outbox.items.find((m) => m.to_address === 'noright@thaco.com.vn');
    const code = /: (\S+)\n/.exec(mail?.body_text ?? '')?.[1] ?? '';
    expect(code.length).toBeGreaterThan(10);
    await p.getByLabel('Mã đặt lại').fill('sai-ma-dat-lai-0000');
    await p.getByLabel('Mật khẩu mới', { exact: true }).fill(NEW_PASSWORD);
    await p.getByLabel('Nhập lại mật khẩu mới').fill(NEW_PASSWORD);
    await p.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await p.getByRole('alert').filter({ hasText: 'không hợp lệ hoặc đã hết hạn' }).waitFor();
    await p.getByLabel('Mã đặt lại').fill(code);
    await p.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
    await p.getByText('Đã đổi mật khẩu').waitFor();
    await p.getByTestId('forgot-to-login').click();
    await signIn(p, 'noright', NEW_PASSWORD);
    await ctx.close();
  });

  it('my devices: another session ended from the list; two-factor enrolment gives recovery codes', async () => {
    const other = await token('noright', NEW_PASSWORD); // a second device
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
    const p = await ctx.newPage();
    await signIn(p, 'noright', NEW_PASSWORD);
    await p.getByTestId('user-menu').first().click();
    await p.getByRole('menuitem', { name: 'Thiết bị của tôi' }).click();
    await p.waitForURL(/\/account\/devices$/);
    await expect.poll(() => p.getByTestId('device-row').count()).toBeGreaterThanOrEqual(2);
    await p.getByTestId('device-row').filter({ hasText: 'Thiết bị này' }).waitFor();
    await shot(p, 'shell-devices-1440-vi');
    const before = await p.getByTestId('device-row').count();
    await p.getByTestId('device-revoke').first().click();
    await p.getByRole('button', { name: 'Kết thúc phiên' }).last().click();
    await expect.poll(() => p.getByTestId('device-row').count()).toBe(before - 1);
    // Ending every other session this way leaves the other device signed out.
    while ((await p.getByTestId('device-revoke').count()) > 0) {
      const n = await p.getByTestId('device-row').count();
      await p.getByTestId('device-revoke').first().click();
      await p.getByRole('button', { name: 'Kết thúc phiên' }).last().click();
      await expect.poll(() => p.getByTestId('device-row').count()).toBe(n - 1);
    }
    const res = await fetch(`${server.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${other}` } });
    expect(res.status).toBe(401);

    await p.getByTestId('user-menu').first().click();
    await p.getByRole('menuitem', { name: 'Xác thực hai lớp' }).click();
    await p.waitForURL(/\/account\/two-factor$/);
    await p.getByTestId('twofa-start').click();
    const secret = ((await p.getByTestId('twofa-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await shot(p, 'shell-2fa-1440-vi');
    await p.getByTestId('twofa-code').fill(totpAt(secret, Date.now()));
    await p.getByTestId('twofa-enable').click();
    await p.getByTestId('recovery-codes').waitFor();
    expect(await p.getByTestId('recovery-codes').locator('code').count()).toBe(10);
    const status = await call<{ is_enabled: boolean }>(await (async () => (await p.evaluate(() => localStorage.getItem('accessToken'))) ?? '')(), 'GET', '/api/v1/auth/2fa');
    expect(status.is_enabled).toBe(true);
    await ctx.close();
  });

  it('a role requiring two-factor holds its holder on enrolment until done, then the portal opens', async () => {
    const role = await call<{ id: number }>(adminToken, 'POST', '/api/v1/role', { name: 'Kế toán (bắt buộc 2 lớp)', is_two_factor_required: true, permissions: { NEWS: ['view'] } });
    await call(adminToken, 'POST', '/api/v1/user', { username: 'forced2fa', full_name: 'Lê Thị Bảo Mật', email: 'forced2fa@thaco.com.vn', password: PASSWORD, role_ids: [role.id] });
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'vi-VN' });
    const p = await ctx.newPage();
    p.on('pageerror', (e) => errors.push(e.message));
    await p.goto(`${server.url}/login?redirect=${encodeURIComponent('/news')}`);
    await p.getByLabel('Tên đăng nhập').fill('forced2fa');
    await p.getByLabel('Mật khẩu').fill(PASSWORD);
    await p.getByRole('button', { name: 'Đăng nhập' }).click();
    await p.waitForURL(/\/account\/two-factor$/);
    await p.getByText('Vai trò của bạn bắt buộc xác thực hai lớp').waitFor();
    // Any other page leads back here while the account has no second factor.
    await p.goto(`${server.url}/news`);
    await p.waitForURL(/\/account\/two-factor$/);
    await p.getByTestId('twofa-start').click();
    const secret = ((await p.getByTestId('twofa-secret').textContent()) ?? '').replace(/\s+/g, '');
    await p.getByTestId('twofa-code').fill(totpAt(secret, Date.now()));
    await p.getByTestId('twofa-enable').click();
    await p.getByTestId('recovery-codes').waitFor();
    await shot(p, 'shell-2fa-forced-390-vi');
    await p.getByTestId('twofa-continue').click();
    await p.waitForURL(`${server.url}/`);
    await p.goto(`${server.url}/news`);
    await p.waitForURL(/\/news$/);
    await ctx.close();
  });

  it('admin: dashboard work surface with the lazy chart; the Admin role holds every right', async () => {
    // Signed in through the API: the form is tested above.
    const p = await adminPage('/admin');
    await p.getByTestId('dash-waiting').waitFor();
    await p.getByTestId('dash-quick').getByRole('button', { name: 'Tin tức' }).waitFor();
    await p.getByTestId('dash-figures').locator('.uplot canvas').first().waitFor();
    await p.getByTestId('dash-activity').getByTestId('dash-item').first().waitFor();
    await shot(p, 'shell-dashboard-1440-vi', true);
    await p.locator('.admin-navbar').getByText('EN', { exact: true }).click();
    await p.getByTestId('dash-waiting').getByText('Waiting for my approval').waitFor();
    await shot(p, 'shell-dashboard-1440-en', true);
    await p.setViewportSize({ width: 390, height: 844 });
    await p.getByTestId('dash-figures').locator('.uplot canvas').first().waitFor();
    await shot(p, 'shell-dashboard-390-en', true);
    await p.setViewportSize({ width: 1440, height: 900 });
    await p.locator('.admin-navbar').getByText('VI', { exact: true }).click();

    // The Admin role: every right shown checked and locked, with the note; another role stays editable.
    const roles = await call<{ items: { id: number; name: string }[] }>(adminToken, 'GET', '/api/v1/role?limit=50');
    const adminRole = roles.items.find((r) => r.name === 'Admin');
    const editorRole = roles.items.find((r) => r.name === 'Biên tập viên');
    await navigate(p, `/admin/role/${adminRole?.id}`);
    await p.getByTestId('admin-all-rights').waitFor();
    const boxes = p.locator('.ant-table input[type="checkbox"]');
    await boxes.first().waitFor();
    expect(await boxes.count()).toBeGreaterThan(20);
    expect(await p.locator('.ant-table input[type="checkbox"]:not(:checked)').count()).toBe(0);
    expect(await p.locator('.ant-table input[type="checkbox"]:not(:disabled)').count()).toBe(0);
    await shot(p, 'shell-role-admin-1440-vi');
    await p.goto(`${server.url}/admin/role/${editorRole?.id}`);
    await p.locator('.ant-table input[type="checkbox"]').first().waitFor();
    expect(await p.getByTestId('admin-all-rights').count()).toBe(0);
    expect(await p.locator('.ant-table input[type="checkbox"]:not(:checked)').count()).toBeGreaterThan(0);
  });

  it('admin: the activity log in words (module, action, record title with a link) and export with the current filters', async () => {
    const p = await adminPage('/admin/activity-log');
    await p.locator('.ant-table-row').first().waitFor();
    await p.locator('.ant-table-row').filter({ hasText: 'Đăng nhập và phiên' }).filter({ hasText: 'Đăng nhập' }).first().waitFor();
    const link = p.getByTestId('log-record-link').first();
    await link.waitFor();
    await shot(p, 'shell-activity-log-1440-vi');
    await p.getByTestId('log-filter-action').click();
    await p.locator('.ant-select-dropdown').getByText('Tạo mới', { exact: true }).click();
    await expect.poll(async () => (await p.locator('.ant-table-row').allTextContents()).every((r) => r.includes('Tạo mới'))).toBe(true);
    const requested = p.waitForRequest((r) => r.url().includes('/api/v1/activity-log/export'));
    const downloaded = p.waitForEvent('download');
    await p.getByTestId('log-export').click();
    expect((await requested).url()).toContain('f_action=create');
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const href = await p.getByTestId('log-record-link').first().getAttribute('href');
    expect(href).toMatch(/^\/admin\/[a-z_/-]+\/\d+$/);
    await p.getByTestId('log-record-link').first().click();
    await p.waitForURL(/\/admin\/[a-z_/-]+\/\d+$/);
    expect(errors).toEqual([]);
  });

  it('admin: the media picker browses my earlier uploads; a wide list keeps the title left and actions right', async () => {
    const mine = await call<{ items: { id: number }[] }>(await token('editor', 'Demo@123456'), 'GET', '/api/v1/media/mine?kind=image&limit=5');
    expect(mine.items.length).toBeGreaterThan(0); // the demo's generated images are the editor's uploads
    const p = await signedInPage(browser, server, 'editor', { errors, path: '/admin/news/new' });
    const ctx = p.context();
    const avatar = p.locator('fieldset.media-picker').filter({ hasText: '875' });
    await avatar.getByTestId('media-library-open').click();
    await p.getByTestId('media-library-item').first().waitFor();
    await shot(p, 'shell-media-library-1440-vi');
    await p.getByTestId('media-library-item').first().click();
    await avatar.locator('.media-picker__item img').waitFor();
    expect(await p.getByTestId('media-library').count()).toBe(0);

    await ctx.close();
    // The news list as the administrator (the editor sees only her own news, none in the demo).
    const list = await signedInPage(browser, server, 'admin', { path: '/admin/news' });
    const adminCtx = list.context();
    await list.locator('.ant-table-row').first().waitFor();
    await list.locator('.ant-table-content, .ant-table-body').first().evaluate((el) => el.scrollBy(2000, 0));
    await expect.poll(() => list.locator('.ant-table-row').first().locator('td.ant-table-cell-fix-start, td.ant-table-cell-fix-left').count()).toBeGreaterThan(0);
    await expect.poll(() => list.locator('.ant-table-row').first().locator('td.ant-table-cell-fix-end, td.ant-table-cell-fix-right').count()).toBeGreaterThan(0);
    await shot(list, 'shell-news-list-1440-vi');
    await adminCtx.close();
    expect(errors).toEqual([]);
  });
});
