/**
 * Browser test of leave (issue 15, "Done when"): HR declares a holiday, and the leave process asks
 * HR too from 2 days; the staff member asks for three calendar days over the holiday on
 * /human-resource/leave, sees 2 working days before sending, sends (2 days pending on the
 * balance); the line manager, whose page is open, is told at once (bell and "waiting for me",
 * no reload) and approves from /hr-tasks; HR approves the second step; the staff member, whose
 * page stayed open, is told at once and sees the request approved and the 2 days taken.
 * Screenshots (1440 px and 390 px, vi and en) go to e2e/artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; leave browser test not run.\n`);

const MS_DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
// A Tuesday five weeks or more ahead (after the demo requests), kept in one year: Tuesday..Thursday with a holiday on the Wednesday.
const base = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + 35 * MS_DAY;
let tue = base + ((2 - new Date(base).getUTCDay() + 7) % 7) * MS_DAY;
if (iso(tue).slice(0, 4) !== iso(tue + 2 * MS_DAY).slice(0, 4)) tue += 7 * MS_DAY;
const FROM = iso(tue);
const HOLIDAY = iso(tue + MS_DAY);
const TO = iso(tue + 2 * MS_DAY);

describe.skipIf(!hasChromium)('leave in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hr', password: 'Demo@123456' }) });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const res = await fetch(`${server.url}/api/v1/staff-setting-holiday`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Ngày hội Tập đoàn', name_en: 'Group day', from_date: HOLIDAY, to_date: HOLIDAY }),
    });
    expect(res.status).toBe(200);
    // The leave process's HR step applies from 2 working days (the demo's applies over 3).
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const procs = (await (await fetch(`${server.url}/api/v1/staff-setting-leave-approval`, { headers: auth })).json()) as { data: { items: { id: number }[] } };
    const pid = procs.data.items[0]?.id;
    const proc = (await (await fetch(`${server.url}/api/v1/approval-process/${pid}`, { headers: auth })).json()) as { data: { steps: Record<string, unknown>[] } };
    const steps = proc.data.steps.map((st) => (st.condition_field === 'days' ? { ...st, condition_op: 'GTE', condition_value: 2 } : st));
    const put = await fetch(`${server.url}/api/v1/approval-process/${pid}`, { method: 'PUT', headers: auth, body: JSON.stringify({ steps }) });
    expect(put.status, await put.clone().text()).toBe(200);
  });

  afterAll(() => closeBrowserApp(server, browser));

  const signedIn = (username: string, password = 'Demo@123456', width = 1440, lang: 'vi' | 'en' = 'vi', path?: string): Promise<Page> =>
    signedInPage(browser, server, username, { password, width, lang, errors, path });

  const sameYear = FROM.slice(0, 4) === String(new Date().getFullYear());
  const annualCard = (page: Page) => page.getByTestId('leave-balance-item').first();

  const bellCount = async (page: Page) => Number(/(\d+)/.exec((await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '')?.[1] ?? -1);
  /** The bell once it shows what the server counts (it shows 0 until its first read answers). */
  const settledBell = async (page: Page, username: string, password = 'Demo@123456') => {
    const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const list = (await (await fetch(`${server.url}/api/v1/notification?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { unread_count: number } };
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(list.data.unread_count);
    return list.data.unread_count;
  };
  const row = (page: Page) => page.getByRole('row', { name: new RegExp(`Lê Hoàng Nam: Phép năm ${dmy(FROM)}`) });
  let staffPage: Page;
  let staffBell = 0;
  const figure = async (page: Page, id: 'leave-pending' | 'leave-taken') => Number((await annualCard(page).getByTestId(id).textContent())?.replace(',', '.'));
  const before = { pending: 0, taken: 0 };

  it('the staff member asks for three days over a holiday, sees 2 working days; the open manager page is told at once and approves', async () => {
    // The line manager (the admin) has "My tasks" open before anything is sent.
    const manager = await signedIn('admin', 'Admin@123456', 1440, 'vi', '/hr-tasks');
    const managerBell = await settledBell(manager, 'admin', 'Admin@123456');
    staffPage = await signedIn('staff', undefined, 1440, 'vi', '/human-resource/leave');
    const page = staffPage;
    await page.getByTestId('leave-balance').waitFor();
    before.pending = await figure(page, 'leave-pending');
    before.taken = await figure(page, 'leave-taken');
    staffBell = await settledBell(page, 'staff');
    await page.getByTestId('leave-form').getByText('Loại nghỉ').waitFor();
    // The first screen shows the form's stand-in (the real form, its date picker, load when used).
    expect(await page.getByTestId('leave-form').locator('.ant-picker, .ant-select').count()).toBe(0);
    await page.getByTestId('leave-type').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'Phép năm' }).first().click();
    const inputs = page.getByTestId('leave-form').locator('.ant-picker input');
    await inputs.nth(0).click();
    await inputs.nth(0).fill(dmy(FROM));
    await inputs.nth(0).press('Enter');
    await inputs.nth(1).fill(dmy(TO));
    await inputs.nth(1).press('Enter');
    await page.getByTestId('leave-preview-days').getByText('2', { exact: true }).waitFor();
    await page.getByTestId('leave-preview').getByText('Ngày hội Tập đoàn', { exact: false }).waitFor();
    await shot(page, 'leave-form-1440');
    await page.getByTestId('leave-submit').click();
    const mine = page.locator('[data-testid="leave-row"]').filter({ hasText: dmy(FROM) });
    await mine.waitFor();
    await page.locator('tr', { has: mine }).getByTestId('leave-status').getByText('Chờ duyệt').waitFor();
    if (sameYear) await expect.poll(() => figure(page, 'leave-pending')).toBe(before.pending + 2);
    await shot(page, 'leave-pending-1440', true);

    // The manager's open page: the bell counts it and the request is in "waiting for me", without a reload.
    await expect.poll(() => bellCount(manager), { timeout: 15_000 }).toBe(managerBell + 1);
    await row(manager).waitFor({ timeout: 15_000 });
    await shot(manager, 'leave-manager-told-1440');
    await row(manager).getByTestId('row-approve').click();
    await manager.getByRole('dialog').getByTestId('decision-ok').click();
    await row(manager).waitFor({ state: 'detached' });
  });

  it('HR approves the second step; the staff member is told at once and sees it approved, the days taken', async () => {
    const hr = await signedIn('hr', undefined, 1440, 'vi', '/hr-tasks');
    await row(hr).waitFor();
    await row(hr).getByTestId('row-approve').click();
    await hr.getByRole('dialog').getByTestId('decision-ok').click();
    await row(hr).waitFor({ state: 'detached' });

    // The staff member's page stayed open: the bell counts the outcome, and the request shows approved.
    const page = staffPage;
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(staffBell + 1);
    const mine = page.locator('tr', { has: page.locator('[data-testid="leave-row"]').filter({ hasText: dmy(FROM) }) });
    await page.getByTestId('notification-bell').click();
    await page.locator('.notice-panel').getByText('đã được phê duyệt', { exact: false }).first().click();
    await mine.getByTestId('leave-status').getByText('Đã duyệt').waitFor();
    await mine.getByTestId('leave-row-days').getByText('2', { exact: true }).waitFor();
    // The approval timeline under the row: submitted, approved by the line manager, then by HR.
    await mine.getByTestId('leave-row-expand').click();
    await page.locator('[data-testid="approval-decision"][data-decision="APPROVED"]').getByText('Quản Trị Viên').waitFor();
    await page.locator('[data-testid="approval-decision"][data-decision="APPROVED"]').nth(1).waitFor();
    // The balance is final: the 2 days moved from pending to taken.
    if (sameYear) {
      await expect.poll(() => figure(page, 'leave-taken')).toBe(before.taken + 2);
      expect(await figure(page, 'leave-pending')).toBe(before.pending);
    }
    await shot(page, 'leave-approved-1440', true);
    const phone = await signedIn('staff', 'Demo@123456', 390, 'vi', '/human-resource/leave');
    await phone.getByTestId('leave-mine').waitFor();
    await shot(phone, 'leave-390', true);
    const en = await signedIn('staff', 'Demo@123456', 1440, 'en', '/human-resource/leave');
    await en.getByText('My leave requests').waitFor();
    await shot(en, 'leave-en-1440', true);
    expect(errors).toEqual([]);
  });

  it("the admin list shows the buttons the server's abilities allow: no delete on the approved request", async () => {
    const hr = await signedIn('hr', undefined, 1440, 'vi', `/admin/staff-leave?f_from_date=${FROM}`);
    const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hr', password: 'Demo@123456' }) });
    const auth = { authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
    const items = ((await (await fetch(`${server.url}/api/v1/staff-leave?f_from_date=${FROM}&limit=50`, { headers: auth })).json()) as { data: { items: { id: number; status: string }[] } }).data.items;
    const approved = items.find((x) => x.status === 'APPROVED');
    expect(approved, JSON.stringify(items)).toBeTruthy();
    const ab = (await (await fetch(`${server.url}/api/v1/staff-leave/${approved?.id}/abilities`, { headers: auth })).json()) as { data: { delete: boolean; update: boolean } };
    expect(ab.data.delete).toBe(false);
    // The page asks the server once for the page's records and hides what it refuses.
    await hr.locator(`tr[data-row-key="${approved?.id}"]`).waitFor();
    await expect.poll(() => hr.getByRole('button', { name: `Xoá #${approved?.id}` }).count(), { timeout: 15_000 }).toBe(0);
    expect(await hr.getByRole('link', { name: `Chỉnh sửa #${approved?.id}` }).count()).toBe(ab.data.update ? 1 : 0);
    expect(errors).toEqual([]);
  });
});
