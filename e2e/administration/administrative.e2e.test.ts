/**
 * Browser test of the administrative services (issue 16): /administrative links every service,
 * shows the leadership's working schedule as a week (next and previous week) and lets a staff
 * member send a ticket that appears in "my tickets" with its configured first status, open its
 * page and comment on it; on
 * /administration/rice the staff member registers lunch for an open day next week and cancels it.
 * The kitchen (approver) sees the counts per day and site on a phone. The admin's Reports screen shows a
 * declared report as a chart and a table. Screenshots go to e2e/artifacts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, openBrowserApp, type RunningServer, shot, signedInPage, signedInPages } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; administrative browser test not run.\n`);

describe.skipIf(!hasChromium)('administrative services in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

  // The staff member's desktop page serves both of her tests.
  const staffPage = signedInPages();

  it('/administrative: the services, the week of the working schedule, a new ticket in my tickets', async () => {
    const page = await staffPage(browser, server, 'staff', { path: '/administrative', errors });
    await page.getByTestId('administrative-page').waitFor();
    expect(await page.getByTestId('services-link').count()).toBe(5);
    // This week's schedule from the demo, then next week's, then back.
    await page.getByTestId('schedule-item').first().waitFor();
    await page.getByTestId('working-schedule').getByText('Giao ban Ban Tổng Giám đốc đầu tuần').first().waitFor();
    const thisWeek = await page.getByTestId('schedule-week-range').textContent();
    await page.getByTestId('schedule-week-next').click();
    await expect.poll(() => page.getByTestId('schedule-week-range').textContent()).not.toBe(thisWeek);
    await page.getByTestId('working-schedule').getByText('Sơ kết công tác chuyển đổi số').waitFor();
    await page.getByTestId('schedule-week-prev').click();
    await expect.poll(() => page.getByTestId('schedule-week-range').textContent()).toBe(thisWeek);
    await shot(page, 'administrative-1440', true);

    // A new ticket: it shows in my tickets with the first configured status.
    const title = `Bóng đèn phòng họp Mai bị chập chờn ${Date.now() % 10000}`;
    await page.getByTestId('ticket-new').click();
    await page.getByTestId('ticket-title').fill(title);
    await page.getByTestId('ticket-category').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await page.getByRole('button', { name: 'Gửi' }).click();
    const row = page.getByTestId('my-tickets').locator('tr', { hasText: title });
    await row.waitFor();
    await row.getByText('Mới tạo').waitFor();
    // Its page: the status in its colour, the checklist, a comment added.
    await row.getByTestId('ticket-row-title').click();
    await page.getByTestId('ticket-page').waitFor();
    await page.getByTestId('ticket-status').getByText('Mới tạo').waitFor();
    // The comment box is a plain form with the rule antd's form had: not sent empty.
    await page.getByTestId('ticket-comment-send').click();
    await page.getByTestId('ticket-page').getByRole('alert').getByText('Vui lòng nhập thông tin này').waitFor();
    await page.getByTestId('ticket-comment-input').fill('Đèn nhấp nháy từ sáng nay, nhờ kiểm tra giúp');
    expect(await page.getByTestId('ticket-page').getByText('Vui lòng nhập thông tin này').count()).toBe(0);
    await page.getByTestId('ticket-comment-send').click();
    await page.getByTestId('ticket-comment').filter({ hasText: 'Đèn nhấp nháy từ sáng nay' }).waitFor();
    await shot(page, 'ticket-page-1440', true);

    expect(errors).toEqual([]);
  });

  it('/administration/rice: registers lunch for an open day next week and cancels it', async () => {
    const page = await staffPage(browser, server, 'staff', { path: '/administration/rice', errors });
    await page.getByTestId('meal-page').waitFor();
    await page.getByTestId('meal-day').first().waitFor();
    await page.getByText('Đăng ký hoặc huỷ trước 09:00 cùng ngày', { exact: false }).waitFor();
    await page.getByTestId('meal-week-next').click();
    // Next week: a day not registered yet (every day of next week is before its cut-off).
    const day = page.locator('[data-testid="meal-day"][data-registered="0"]').first();
    await day.waitFor();
    const date = await day.getAttribute('data-date');
    const sameDay = page.locator(`[data-testid="meal-day"][data-date="${date}"]`);
    await sameDay.getByTestId('meal-register').click();
    await expect.poll(() => sameDay.getAttribute('data-registered')).toBe('1');
    await sameDay.getByText('Đã đăng ký').waitFor();
    await shot(page, 'meal-1440');
    await sameDay.getByTestId('meal-cancel').click();
    await expect.poll(() => sameDay.getAttribute('data-registered')).toBe('0');

    const phone = await signedInPage(browser, server, 'approver', { path: '/administration/rice', width: 390, lang: 'en', errors });
    await phone.getByTestId('meal-counts').waitFor();
    await phone.getByTestId('meal-day').first().waitFor();
    await shot(phone, 'meal-390-en', true);
    expect(errors).toEqual([]);
  });

  it('admin Reports: a declared report as a chart and a table, by period and breakdown (vi on a desktop, en on a phone)', async () => {
    const page = await signedInPage(browser, server, 'admin', { path: '/admin/reports', errors });
    await page.getByTestId('reports-page').waitFor();
    // The first report (tickets) over 30 days; then room bookings over 12 months by status.
    await page.getByTestId('report-table').waitFor();
    await page.getByTestId('report-select').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Đặt phòng họp' }).click();
    await page.getByTestId('report-period').getByText('12 tháng').click();
    const table = page.getByTestId('report-table');
    // Monthly rows (MM/YYYY) and the status columns with their labels; the total row last.
    await table.getByText(/^\d{2}\/\d{4}$/).first().waitFor();
    await table.getByText('Đã duyệt').first().waitFor();
    await table.locator('tr.report-table__total').getByText('Tổng cộng').waitFor();
    // The chart is drawn (uPlot's canvas) once its library has loaded.
    await page.getByTestId('report-chart').locator('canvas').first().waitFor();
    expect(await page.getByTestId('report-total').textContent()).toMatch(/Số cuộc họp: \d/);
    await shot(page, 'reports-1440', true);
    // The event report (internal activities): two years by status, the statuses in words.
    await page.getByTestId('report-select').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: 'Sự kiện nội bộ' }).click();
    await page.getByTestId('report-period').getByText('2 năm').click();
    await table.getByText('Đã kết thúc').first().waitFor();
    expect(await page.getByTestId('report-total').textContent()).toMatch(/Số sự kiện: \d/);
    await shot(page, 'reports-event-1440', true);

    const phone = await signedInPage(browser, server, 'admin', { path: '/admin/reports', width: 390, lang: 'en', errors });
    await phone.getByTestId('report-table').waitFor();
    await phone.getByTestId('report-period').getByText('7 days').click();
    await phone.getByTestId('report-chart').locator('canvas').first().waitFor();
    await phone.getByTestId('report-table').getByText('Total', { exact: true }).first().waitFor();
    await shot(phone, 'reports-390-en', true);
    expect(errors).toEqual([]);
  });
});
