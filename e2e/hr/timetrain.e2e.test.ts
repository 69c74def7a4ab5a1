/**
 * Browser test of timekeeping and training (issue 15): the staff member's month on
 * /human-resource/time-keeping (totals, days, explaining a late day, which goes to the line
 * manager), HR's unit timesheet on /timekeeping with its xlsx export; on /human-resource/train the
 * staff member takes the last seat of a course and sees it with their training history.
 * Screenshots (1440 px and 390 px, vi and en) go to e2e/artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

/** Pages opened only for their pictures (the phone and English views) are left out when `npm test` turns screenshots off. */
const SHOTS = process.env.E2E_SHOTS !== 'off';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; timekeeping and training browser test not run.\n`);

describe.skipIf(!hasChromium)('timekeeping and training in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

  const open = (username: string, path: string, width = 1440, lang: 'vi' | 'en' = 'vi'): Promise<Page> => signedInPage(browser, server, username, { path, width, lang, errors });

  it('staff see their month and explain a late day; HR sees the unit timesheet and exports it', async () => {
    const page = await open('staff', '/human-resource/time-keeping');
    await page.getByTestId('tk-totals').waitFor();
    // The demo month: a late day to explain (this month, or the last one early in a month).
    const explain = page.getByTestId('tk-explain');
    if ((await explain.count()) === 0) {
      await page.getByTestId('tk-prev').click();
      await page.getByTestId('tk-totals').waitFor();
    }
    await page.locator('[data-testid="tk-day"][data-state="WORK"]').first().waitFor();
    const late = page.locator('[data-testid="tk-day"][data-state="LATE"]', { has: page.getByTestId('tk-explain') }).first();
    const date = await late.getAttribute('data-date');
    await shot(page, 'timekeeping-my-month-1440', true);
    await late.getByTestId('tk-explain').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('tk-explain-reason').fill('Kẹt xe trên cầu Sài Gòn do tai nạn giao thông');
    await dialog.getByTestId('tk-explain-send').click();
    await page.locator(`[data-testid="tk-day"][data-date="${date}"]`).getByTestId('tk-day-explanation').getByText('Chờ duyệt').waitFor();
    await page.getByTestId('tk-explanations').getByTestId('tk-explanation-status').getByText('Chờ duyệt').first().waitFor();
    if (SHOTS) {
      const phone = await open('staff', '/human-resource/time-keeping', 390);
      await phone.getByTestId('tk-totals').waitFor();
      await shot(phone, 'timekeeping-my-month-390', true);
    }

    // Staff who manage nobody: the unit timesheet explains itself instead of failing.
    await page.goto(`${server.url}/timekeeping`);
    await page.getByTestId('ts-refused').waitFor();

    const hr = await open('hr', '/timekeeping');
    await hr.getByTestId('ts-person').first().waitFor();
    expect(await hr.getByTestId('ts-person').count()).toBeGreaterThan(1);
    await shot(hr, 'timekeeping-unit-1440');
    const [file] = await Promise.all([hr.waitForEvent('download'), hr.getByTestId('ts-export').click()]);
    expect(file.suggestedFilename()).toMatch(/^bang_cong_\d{4}-\d{2}_\d{8}\.xlsx$/);
    if (SHOTS) {
      const en = await open('hr', '/timekeeping', 1440, 'en');
      await en.getByText('Unit timesheet').waitFor();
      await shot(en, 'timekeeping-unit-en-1440');
    }
  });

  it('staff take the last seat of a course and see it with their training history', async () => {
    const page = await open('staff', '/human-resource/train');
    const course = page.getByTestId('training-course').filter({ hasText: 'Excel nâng cao' });
    await course.getByTestId('training-seats').getByText('Còn 1/3 chỗ').waitFor();
    await course.getByTestId('training-enrol').click();
    await course.getByTestId('training-enrolled').waitFor();
    await course.getByTestId('training-seats').getByText('Còn 0/3 chỗ').waitFor();
    await page.getByTestId('training-history-row').filter({ hasText: 'Excel nâng cao' }).waitFor();
    await page.getByTestId('training-history').getByText('Đạt').first().waitFor();
    await shot(page, 'training-1440', true);
    const en = await open('staff', '/human-resource/train', 390, 'en');
    await en.getByText('Upcoming training').waitFor();
    await shot(en, 'training-en-390', true);
    expect(errors).toEqual([]);
  });
});
