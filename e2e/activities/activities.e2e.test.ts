/**
 * Browser test of the internal-activity and feedback pages: a staff member opens
 * /internal-activity, opens the football tournament (open for registration), registers, sees it
 * in "My activities", votes in its poll; on /dashboard/feedback reads the public Q&A, sends a
 * private question addressed to HR, finds it in "My feedback"; HR answers it and the author sees
 * the answer. Screenshots at 1440 px (vi) and 390 px (en) go to e2e/artifacts (ignored by git).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, openBrowserApp, type RunningServer, shot, signedInPages } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; activities browser test not run.\n`);

const QUESTION = `Hỏi về ca đêm ${Date.now().toString(36)}`;

describe.skipIf(!hasChromium)('internal activities and feedback in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

  // One page per user, width and language for the file (the staff's two serve both tests).
  const signedInPage = signedInPages();
  const signedIn = (username: string, path: string, width = 1440, lang: 'vi' | 'en' = 'vi'): Promise<Page> => signedInPage(browser, server, username, { width, lang, errors, path, isRefusalAnError: true });

  it('registers for an activity, finds it in my activities and votes in its poll', async () => {
    const page = await signedIn('staff', '/internal-activity');
    await page.getByTestId('act-item').first().waitFor();
    await shot(page, 'activities-1440-vi', true);
    await page.getByTestId('act-item').filter({ hasText: 'Giải bóng đá THACO Cup 2026' }).click();
    const drawer = page.getByTestId('act-detail');
    await drawer.getByTestId('act-register').click();
    await drawer.getByText('Đã đăng ký').first().waitFor();
    await drawer.getByTestId('act-unregister').waitFor();
    // Its poll: vote once, then the results show.
    const poll = drawer.getByTestId('poll-card').first();
    await poll.getByText('Chủ nhật').click();
    await poll.getByTestId('poll-vote').click();
    await poll.getByText('Bạn đã chọn').waitFor();
    await shot(page, 'activity-detail-1440-vi');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Hoạt động của tôi' }).click();
    await page.getByTestId('acts-mine').getByText('Giải bóng đá THACO Cup 2026').waitFor();

    const phone = await signedIn('staff', '/internal-activity', 390, 'en');
    await phone.getByTestId('act-item').first().waitFor();
    await phone.getByText('THACO Cup 2026 football tournament').waitFor();
    await shot(phone, 'activities-390-en', true);
  });

  it('sends a private question to HR, who answers it; the author reads the answer', async () => {
    const page = await signedIn('staff', '/dashboard/feedback');
    await page.getByTestId('fb-item').first().waitFor();
    await page.getByText('Hỏi về chế độ nghỉ phép năm cho nhân viên mới').waitFor();
    await shot(page, 'feedback-1440-vi', true);
    // The filters' selects load when first used (ui/LazySelect.tsx): the stand-in opens the real one.
    expect(await page.locator('.fb__select.ant-select').count()).toBe(0);
    await page.getByRole('button', { name: 'Tất cả trạng thái' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Đã phản hồi' }).click();
    await page.waitForURL(/[?&]status=DONE/);
    await page.locator('.fb__select.ant-select', { hasText: 'Đã phản hồi' }).waitFor();
    // The form loads with its tab (FeedbackForms.tsx): the real form with its select.
    await page.getByRole('tab', { name: 'Gửi góp ý, câu hỏi' }).click();
    await page.getByTestId('fb-type').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Hỏi đáp' }).click();
    await page.getByTestId('fb-title').fill(QUESTION);
    await page.getByTestId('fb-content').fill('Tổ em muốn đổi lịch ca đêm tuần sau, cần làm thủ tục gì?');
    await page.getByText('Riêng tư', { exact: true }).click();
    await page.getByTestId('fb-addressee').click();
    await page.keyboard.type('pham thi');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Phạm Thị Nhân' }).click();
    await page.getByTestId('fb-send').click();
    await page.getByTestId('fb-detail').getByText(QUESTION).waitFor();
    const id = await page.evaluate(() => new URL(location.href).searchParams.get('id'));
    expect(Number(id)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('fb-list').getByText(QUESTION).waitFor();

    // HR finds it among the items addressed to them, answers.
    const hr = await signedIn('hr', '/dashboard/feedback?tab=toMe');
    await hr.getByTestId('fb-list').getByText(QUESTION).click();
    await hr.getByTestId('fb-detail').getByText(QUESTION).waitFor();
    await hr.getByTestId('fb-reply').fill('Em gửi đề xuất đổi ca cho trưởng bộ phận trước thứ Sáu nhé.');
    await hr.getByTestId('fb-reply-send').click();
    await hr.getByTestId('fb-comments').getByText('Trả lời').waitFor();

    await page.reload();
    await page.getByTestId('fb-list').getByText(QUESTION).click();
    await page.getByTestId('fb-comments').getByText('Em gửi đề xuất đổi ca').waitFor();
    await page.getByTestId('fb-detail').getByText('Đã phản hồi').waitFor();
    await shot(page, 'feedback-detail-1440-vi');

    const phone = await signedIn('staff', '/dashboard/feedback', 390, 'en');
    await phone.getByTestId('fb-item').first().waitFor();
    await shot(phone, 'feedback-390-en', true);
    expect(errors).toEqual([]);
  });
});
