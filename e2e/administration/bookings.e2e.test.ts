/**
 * Browser test of the meeting-room booking page (issue 16): a staff member opens
 * /administration/meeting-room, moves to next week, books the main hall (a room that needs
 * approval) from its Wednesday cell with the proposed hour, sees the booking in the grid and in
 * "my bookings"; a second booking overlapping it is refused in the form with the server's message
 * naming the booking in the way; moved to the next free hour and repeated for two weeks, it is
 * booked; the approver has been notified. In the day view a drag over free slots books that time
 * (with an attendee found without accents), the keyboard selects slots too, the free-slot finder
 * offers rooms, the month view shows the bookings. Screenshots at 1440 px and 390 px
 * (vi and en) go to e2e/artifacts (ignored by git).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; bookings browser test not run.\n`);

const TITLE = `Họp khởi động dự án ${Date.now().toString(36)}`;

describe.skipIf(!hasChromium)('meeting-room booking in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

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
    await page.getByTestId('period-next').click();
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

  it('day view: a drag over free slots opens the form with that time, attendees found without accents; the keyboard too; the free-slot finder; the month', async () => {
    const page = await signedIn('staff', 1440, 'en', '/administration/meeting-room');
    await page.getByTestId('view-switch').getByText('Day', { exact: true }).click();
    await page.getByTestId('period-next').click();
    await page.getByTestId('day-view').waitFor();
    const row = page.locator('[data-testid^="day-row-"]', { hasText: 'Peach room' });
    await row.locator('[data-testid$="-19:30"]').scrollIntoViewIfNeeded();
    const a = await row.locator('[data-testid$="-18:30"]').boundingBox();
    const b = await row.locator('[data-testid$="-19:30"]').boundingBox();
    if (!a || !b) throw new Error('no slots');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
    await page.mouse.up();
    await page.getByTestId('booking-title').waitFor();
    expect(await page.getByTestId('booking-start').innerText()).toContain('18:30');
    expect(await page.getByTestId('booking-end').innerText()).toContain('20:00');
    await page.getByTestId('booking-title').fill('Evening review');
    await page.getByTestId('booking-attendees').click();
    await page.keyboard.type('le hoang nam');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Lê Hoàng Nam' }).first().click();
    await page.keyboard.press('Escape');
    await shot(page, 'meeting-room-drag-form-1440-en');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.getByText('Booked', { exact: true }).waitFor();
    await row.getByText('Evening review').waitFor();
    await shot(page, 'meeting-room-day-1440-en', true);
    // The keyboard: Shift+Right extends the focused slot, Enter opens the form with it.
    await row.locator('[data-testid$="-07:00"]').focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByTestId('booking-title').waitFor();
    expect(await page.getByTestId('booking-end').innerText()).toContain('08:30');
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Cancel', exact: true }).click();
    // The finder: free rooms for 10 people with a projector; one click opens the form with it.
    await page.getByTestId('finder-toggle').click();
    await page.locator('input[data-testid="finder-capacity"], [data-testid="finder-capacity"] input').first().fill('10');
    await page.getByTestId('finder-search').click();
    await page.getByTestId('free-slot').first().waitFor();
    await shot(page, 'meeting-room-finder-1440-en');
    await page.getByTestId('free-slot-book').first().click();
    await page.getByTestId('booking-title').waitFor();
    await page.locator('.ant-modal:visible').getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByTestId('view-switch').getByText('Month', { exact: true }).click();
    await page.getByTestId('month-view').locator('.booking-month__event').first().waitFor();
    await shot(page, 'meeting-room-month-1440-en', true);
  }, 120_000);

  it('works at phone width and in English, for rooms and cars', async () => {
    const phone = await signedIn('staff', 390, undefined, '/administration/meeting-room');
    await phone.getByTestId('booking-room').waitFor();
    await phone.locator('.booking-grid').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    // The phone's day switch shows every weekday whole: a block switch shares the full width.
    const weekdays = phone.locator('.booking-days .ant-segmented-item-label');
    await expect.poll(() => weekdays.count()).toBe(7);
    expect(await weekdays.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent))).toEqual([]);
    await shot(phone, 'meeting-room-390-vi', true);
    await navigate(phone, '/administration/service-car');
    await phone.getByTestId('booking-car').waitFor();
    await shot(phone, 'service-car-390-vi', true);
    const en = await signedIn('staff', 1440, 'en', '/administration/service-car');
    await en.getByTestId('booking-event').first().waitFor();
    await en.getByText('My bookings').waitFor();
    await shot(en, 'service-car-1440-en', true);
    // The week grid: dragging "+ Book" across days of one car books a trip over them; Shift+arrows and Enter too.
    await en.getByTestId('period-next').click();
    const from = en.locator('[data-testid^="book-"][data-testid$="-1"]').first();
    const carId = String(await from.getAttribute('data-testid')).split('-')[1];
    const a1 = await from.boundingBox();
    const b1 = await en.getByTestId(`book-${carId}-3`).boundingBox();
    if (!a1 || !b1) throw new Error('no week cells');
    await en.mouse.move(a1.x + a1.width / 2, a1.y + a1.height / 2);
    await en.mouse.down();
    await en.mouse.move(b1.x + b1.width / 2, b1.y + b1.height / 2, { steps: 6 });
    expect(await en.locator('.booking-cell--selected').count()).toBe(3);
    await shot(en, 'service-car-week-drag-1440-en');
    await en.mouse.up();
    await en.getByTestId('booking-title').waitFor();
    const dates = async () => [...new Set((await en.locator('.ant-modal:visible input').evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value))).filter((v) => /^\d\d\/\d\d\/\d{4}$/.test(v)))];
    const span = await dates();
    expect(span).toHaveLength(2);
    const days = span.map((v) => Date.UTC(Number(v.slice(6)), Number(v.slice(3, 5)) - 1, Number(v.slice(0, 2))));
    expect(((days[1] as number) - (days[0] as number)) / 86_400_000).toBe(2);
    await en.locator('.ant-modal:visible').getByRole('button', { name: 'Cancel', exact: true }).click();
    await en.getByTestId(`book-${carId}-2`).focus();
    await en.keyboard.press('Shift+ArrowRight');
    await en.keyboard.press('Enter');
    await en.getByTestId('booking-title').waitFor();
    expect(await dates()).toHaveLength(2);
    await en.locator('.ant-modal:visible').getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(errors).toEqual([]);
  }, 120_000);
});
