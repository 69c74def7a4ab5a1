/**
 * Issue 38 in a browser: the header search finds a document and a person (grouped, without
 * diacritics) and each hit can be bookmarked and reopened from the header; staff meet no link to a
 * page that refuses them; notifications have a page of their own; the admin inbox holds a news item
 * waiting for review and approves it in place. Screenshots at 1440 and 390 px, vi and en.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot, signedInPages } from '../harness';

describe.skipIf(!hasChromium)('portal search, bookmarks, dead ends, notifications and the inbox', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

  // One page per user, language and width for the file (the staff's desktop page serves three tests).
  const signedInPage = signedInPages();
  const signedIn = (username: string, options: { path?: string; lang?: 'vi' | 'en'; width?: number } = {}): Promise<Page> =>
    signedInPage(browser, server, username, { errors, isRefusalAnError: true, ...options });

  const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  it('the header search finds a document and a person, and both can be bookmarked', async () => {
    const page = await signedIn('staff');
    const field = page.getByTestId('portal-search');
    await field.click();
    await field.pressSequentially('mau don xin nghi phep');
    await page.getByTestId('search-suggestion').filter({ hasText: 'Mẫu đơn xin nghỉ phép' }).waitFor();
    await shot(page, 'find-suggest-document-1440-vi');
    await field.press('Enter');
    await page.waitForURL(/\/search\?q=mau/);
    const doc = page.getByTestId('search-group-documents').getByTestId('search-hit').filter({ hasText: 'Mẫu đơn xin nghỉ phép' });
    await doc.waitFor();
    await shot(page, 'find-results-document-1440-vi');
    // Bookmarked from the results, then opened from the header's bookmarks.
    await page.getByRole('button', { name: /Thêm vào dấu trang: Mẫu đơn xin nghỉ phép/ }).click();
    await page.getByRole('button', { name: /Bỏ khỏi dấu trang: Mẫu đơn xin nghỉ phép/ }).waitFor();
    await doc.click();
    await page.waitForURL(/\/look-up\/form\?id=\d+/);
    await page.getByText('BM-01/NS').first().waitFor();

    await navigate(page, `/search?q=${encodeURIComponent('Hoang Van Son')}`);
    const person = page.getByTestId('search-group-people').getByTestId('search-hit').filter({ hasText: 'Hoàng Văn Sơn' });
    await person.waitFor();
    await person.click();
    await page.waitForURL(/\/dashboard\/contacts\?q=/);
    await page.getByTestId('content-item').filter({ hasText: 'Hoàng Văn Sơn' }).first().waitFor();
    await noSideways(page);

    await page.getByTestId('portal-bookmarks').click();
    await page.getByRole('menuitem', { name: 'Mẫu đơn xin nghỉ phép' }).click();
    await page.waitForURL(/\/look-up\/form\?id=\d+/);
  });

  it('the phone book filters as one types; results in English and on a phone', async () => {
    const page = await signedIn('staff', { path: '/dashboard/contacts' });
    const box = page.getByTestId('directory-search');
    await box.pressSequentially('hoang van s');
    // No Enter: the list follows the typing.
    await page.getByTestId('content-item').filter({ hasText: 'Hoàng Văn Sơn' }).first().waitFor();
    await expect.poll(() => page.getByTestId('content-item').count()).toBeLessThan(5);

    const en = await signedIn('staff', { lang: 'en', path: `/search?q=${encodeURIComponent('bao mat thong tin')}` });
    await en.getByTestId('search-group-documents').getByText('Information security and data protection regulation').waitFor();
    await shot(en, 'find-results-1440-en');

    for (const lang of ['vi', 'en'] as const) {
      const phone = await signedIn('staff', { lang, width: 390, path: `/search?q=${encodeURIComponent('bong da')}` });
      await phone.getByTestId('search-group-activities').getByTestId('search-hit').first().waitFor();
      await noSideways(phone);
      await shot(phone, `find-results-390-${lang}`);
      await phone.goto(`${server.url}/dashboard`);
      await phone.getByRole('heading').first().waitFor();
      await phone.waitForTimeout(500);
      await noSideways(phone);
      }
  });

  it('staff meet no link to a page that refuses them; notifications have their page', async () => {
    const page = await signedIn('staff');
    await page.getByTestId('notification-bell').waitFor();
    // The utilities list the rest of their group (HR tasks), not the unit timesheet (HR and line managers).
    await page.locator('.utility-group a[href="/hr-tasks"]').first().waitFor();
    expect(await page.locator('a[href="/timekeeping"]').count()).toBe(0);

    await page.getByTestId('notification-bell').click();
    await page.locator('.notice__time').first().waitFor();
    await page.getByTestId('notifications-all').click();
    await page.waitForURL(/\/notifications$/);
    await page.getByTestId('notifications-item').first().waitFor();
    const first = (await page.getByTestId('notifications-item').first().locator('.notice__title').textContent()) ?? '';
    expect(first.charAt(0)).toBe(first.charAt(0).toLocaleUpperCase('vi'));
    await shot(page, 'find-notifications-1440-vi');
  });

  it('the admin inbox holds a news item waiting for review and approves it in place', async () => {
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });
      return (await res.json()) as { success: boolean; data: Record<string, unknown> & { items?: { id: number }[] } };
    };
    const login = async (username: string) =>
      ((await (await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Demo@123456' }) })).json()) as { data: { accessToken: string } }).data
        .accessToken;
    const editor = await login('editor');
    const admin = await (async () => {
      const res = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin@123456' }) });
      return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
    })();
    const realm = (await call(admin, 'GET', '/api/v1/category?f_type=DOCUMENT_REALM')).data.items?.[0]?.id;
    const type = (await call(editor, 'GET', '/api/v1/portal/news-options')).data.types as { id: number }[];
    const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const made = await call(editor, 'POST', '/api/v1/news', { title: 'Bản tin hộp thư duyệt: ngày hội đọc sách', type_id: type[0]?.id, realm_id: realm, publish_date: at(-1), release_date: at(1) });
    expect(made.success, JSON.stringify(made)).toBe(true);
    expect((await call(editor, 'POST', `/api/v1/news/${made.data.id}/status`, { status: 'WAITING' })).success).toBe(true);

    const page = await signedIn('approver', { path: '/admin/my-approvals' });
    const row = page.getByTestId('waiting-table').locator('tr').filter({ hasText: 'Bản tin hộp thư duyệt: ngày hội đọc sách' });
    await row.waitFor();
    await shot(page, 'find-inbox-news-1440-vi');
    await row.getByTestId('row-approve').click();
    await page.getByTestId('decision-ok').click();
    await expect.poll(() => row.count()).toBe(0);
    const after = await call(editor, 'GET', `/api/v1/news/${made.data.id}?f_is_get_all_cms=1`);
    expect(after.data.status).not.toBe('WAITING');
    expect(errors).toEqual([]);
  });
});
