/**
 * Browser test of the meeting-room booking page (issue 16): a staff member opens
 * /administration/meeting-room, moves to next week, books the main hall (a room that needs
 * approval) from its Wednesday cell with the proposed hour, sees the booking in the grid and in
 * "my bookings"; a second booking overlapping it is refused in the form with the server's message
 * naming the booking in the way; moved to the next free hour and repeated for two weeks, it is
 * booked; the approver has been notified. Screenshots at 1440 px and 390 px
 * (vi and en) go to e2e/artifacts (ignored by git).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, CHROMIUM, hasChromium, launchBrowser, type RunningServer, shot, signedInPage, startServer } from './harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; bookings browser test not run.\n`);

const TITLE = `Họp khởi động dự án ${Date.now().toString(36)}`;

describe.skipIf(!hasChromium)('meeting-room booking in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    buildWeb();
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const signedIn = (username: string, width = 1440, lang: 'vi' | 'en' = 'vi', path?: string): Promise<Page> =>
    signedInPage(browser, server, username, { width, lang, errors, path });

  const pick = async (page: Page, testId: string, value: string) => {
    await page.getByTestId(testId).click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${value}"]`).click();
  };

  it('books the main hall from the calendar, is refused an overlapping slot with a clear message; the approver is notified', async () => {
    const page = await signedIn('staff', undefined, undefined, '/administration/meeting-room');
    await page.getByTestId('booking-room').waitFor();
    await page.getByTestId('booking-event').first().waitFor();
    await shot(page, 'meeting-room-1440-vi', true);
    await page.getByTestId('week-next').click();
    const hall = page.locator('tr', { hasText: 'Hội trường lớn' });
    const wednesday = hall.locator('[data-testid^="book-"][data-testid$="-2"]');
    await wednesday.click();
    await page.getByTestId('booking-title').fill(TITLE);
    await page.getByRole('button', { name: 'Đặt', exact: true }).click();
    await page.getByText('Đã gửi yêu cầu đặt, đang chờ phê duyệt').waitFor();
    await hall.getByText(TITLE).first().waitFor();
    await page.getByTestId('my-bookings').getByText('Chờ duyệt').first().waitFor();

    // The same hall, overlapping: refused in the form, naming the booking in the way.
    await wednesday.click();
    await page.getByTestId('booking-title').fill('Họp trùng giờ');
    await pick(page, 'booking-start', '08:30');
    await pick(page, 'booking-end', '10:00');
    await page.getByRole('button', { name: 'Đặt', exact: true }).click();
    const error = page.getByTestId('booking-error');
    await error.waitFor();
    const text = await error.innerText();
    expect(text).toContain('Phòng đã được đặt từ 08:00');
    expect(text).toContain(TITLE);
    expect(text).toContain('Lê Hoàng Nam');
    await shot(page, 'meeting-room-refused-1440-vi');
    // Moved to the free hour after it, for two weeks: both booked.
    await pick(page, 'booking-start', '09:00');
    await page.locator('input[data-testid="booking-weeks"], [data-testid="booking-weeks"] input').first().fill('2');
    await page.getByRole('button', { name: 'Đặt', exact: true }).click();
    await page.getByText('Đã đặt 2 tuần').waitFor();

    // The approver was told.
    const approver = await signedIn('approver');
    const notes = await approver.evaluate(async () => {
      const r = await fetch('/api/v1/approvals/waiting', { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return ((await r.json()) as { data: { items: { title: string }[] } }).data.items.map((x) => x.title);
    });
    expect(notes).toContain(TITLE);
  }, 120_000);

  it('works at phone width and in English, for rooms and cars', async () => {
    const phone = await signedIn('staff', 390, undefined, '/administration/meeting-room');
    await phone.getByTestId('booking-room').waitFor();
    await phone.locator('.booking-grid').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(phone, 'meeting-room-390-vi', true);
    await phone.goto(`${server.url}/administration/service-car`);
    await phone.getByTestId('booking-car').waitFor();
    await shot(phone, 'service-car-390-vi', true);
    const en = await signedIn('staff', 1440, 'en', '/administration/service-car');
    await en.getByTestId('booking-event').first().waitFor();
    await en.getByText('My bookings').waitFor();
    await shot(en, 'service-car-1440-en', true);
    expect(errors).toEqual([]);
  }, 120_000);
});
