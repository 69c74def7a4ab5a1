/**
 * Browser test of leave (issue 15): HR declares a holiday; the staff member asks for three calendar
 * days over it on /human-resource/leave, sees 2 working days before sending, sends; the line
 * manager approves it from /hr-tasks; the staff member sees it approved, the days taken from the
 * balance, on the team calendar. Screenshots (1440 px and 390 px, vi and en) go to e2e/artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, CHROMIUM, hasChromium, launchBrowser, type RunningServer, shot, signedInPage, startServer } from './harness.js';

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
    buildWeb();
    server = await startServer();
    browser = await launchBrowser();
    const login = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'hr', password: 'Demo@123456' }) });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const res = await fetch(`${server.url}/api/v1/staff-setting-holiday`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Ngày hội Tập đoàn', name_en: 'Group day', from_date: HOLIDAY, to_date: HOLIDAY }),
    });
    expect(res.status).toBe(200);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const signedIn = (username: string, password = 'Demo@123456', width = 1440, lang: 'vi' | 'en' = 'vi', path?: string): Promise<Page> =>
    signedInPage(browser, server, username, { password, width, lang, errors, path });

  const sameYear = FROM.slice(0, 4) === String(new Date().getFullYear());
  const annualCard = (page: Page) => page.getByTestId('leave-balance-item').first();

  it('the staff member asks for three days over a holiday and sees 2 working days before sending', async () => {
    const page = await signedIn('staff', undefined, 1440, 'vi', '/human-resource/leave');
    await page.getByTestId('leave-balance').waitFor();
    const pendingBefore = Number((await annualCard(page).getByTestId('leave-pending').textContent())?.replace(',', '.'));
    await page.getByTestId('leave-form').getByText('Loại nghỉ').waitFor();
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
    const row = page.locator('[data-testid="leave-row"]').filter({ hasText: dmy(FROM) });
    await row.waitFor();
    await page.locator('tr', { has: row }).getByTestId('leave-status').getByText('Chờ duyệt').waitFor();
    if (sameYear) await expect.poll(async () => Number((await annualCard(page).getByTestId('leave-pending').textContent())?.replace(',', '.'))).toBe(pendingBefore + 2);
    await shot(page, 'leave-pending-1440', true);
  });

  it('the line manager approves it from "My tasks"; the staff member sees it approved and the days taken', async () => {
    const admin = await signedIn('admin', 'Admin@123456', 1440, 'vi', '/hr-tasks');
    const row = admin.getByRole('row', { name: new RegExp(`Lê Hoàng Nam: Phép năm ${dmy(FROM)}`) });
    await row.waitFor();
    await row.getByTestId('row-approve').click();
    await admin.getByRole('dialog').getByTestId('decision-ok').click();
    await row.waitFor({ state: 'detached' });

    const page = await signedIn('staff', undefined, 1440, 'vi', '/human-resource/leave');
    const mine = page.locator('tr', { has: page.locator('[data-testid="leave-row"]').filter({ hasText: dmy(FROM) }) });
    await mine.getByTestId('leave-status').getByText('Đã duyệt').waitFor();
    await mine.getByTestId('leave-row-days').getByText('2', { exact: true }).waitFor();
    // The approval timeline under the row: submitted, approved by the line manager.
    await mine.locator('.ant-table-row-expand-icon').click();
    await page.locator('[data-testid="approval-decision"][data-decision="APPROVED"]').getByText('Quản Trị Viên').waitFor();
    if (sameYear) await annualCard(page).getByTestId('leave-pending').waitFor();
    await shot(page, 'leave-approved-1440', true);
    const phone = await signedIn('staff', 'Demo@123456', 390, 'vi', '/human-resource/leave');
    await phone.getByTestId('leave-mine').waitFor();
    await shot(phone, 'leave-390', true);
    const en = await signedIn('staff', 'Demo@123456', 1440, 'en', '/human-resource/leave');
    await en.getByText('My leave requests').waitFor();
    await shot(en, 'leave-en-1440', true);
    expect(errors).toEqual([]);
  });
});
