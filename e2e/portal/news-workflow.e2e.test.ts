/**
 * Browser test of issue 12 (news workflow), with the browser's time zone pinned to New York: an
 * editor writes news (author prefilled, Enter in a date field does not submit, "now" picked in
 * Vietnam time) and saves it for approval; the approver's bell counts it without a reload; the
 * approver rejects it, which asks for confirmation and a reason; the editor's bell counts that
 * without a reload and leads to the record, whose history shows the reason; the editor submits
 * again from the form; the approver approves after the release time, so it is released at once;
 * staff read it. The form and the list show the same Ho Chi Minh City time.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../packages/domain/src/format.js';
import { CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; news workflow browser test not run.\n`);

const TITLE = `Quy trình duyệt tin ${Date.now().toString(36)}`;
const REASON = 'Ảnh bìa chưa đúng tỉ lệ';
const rowOf = (page: Page) => page.getByRole('row', { name: new RegExp(TITLE) });

describe.skipIf(!hasChromium)('news workflow in a browser in another time zone', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];
  let editor: Page;
  let approver: Page;
  let newsId = 0;
  let releaseShown = '';

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

  // Not Vietnam: every date and time must still be entered and shown in Ho Chi Minh City time.
  const signedIn = (username: string, path?: string): Promise<Page> => signedInPage(browser, server, username, { timezoneId: 'America/New_York', errors, path, isRefusalAnError: true });

  const bellCount = async (page: Page) => Number(/(\d+)/.exec((await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '')?.[1] ?? -1);

  it('the editor writes news in Vietnam time and saves it for approval; the approver bell counts it without a reload', async () => {
    approver = await signedIn('approver', '/admin/news');
    await approver.getByTestId('notification-bell').waitFor();
    // The bell shows 0 until its first read answers: wait until it shows what the server counts.
    const before = await approver.evaluate(async () => {
      const r = await fetch('/api/v1/notification?limit=1', { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return ((await r.json()) as { data: { unread_count: number } }).data.unread_count;
    });
    await expect.poll(() => bellCount(approver)).toBe(before);

    editor = await signedIn('editor');
    expect(await editor.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await navigate(editor, '/admin/news/new');
    await editor.getByTestId('resource-form').waitFor();
    // The author defaults to the signed-in user's name.
    expect(await editor.getByLabel('Tác giả', { exact: true }).inputValue()).toBe('Nguyễn Thị Biên');
    await editor.getByLabel('Tiêu đề', { exact: true }).fill(TITLE);
    await editor.getByLabel('Loại tin', { exact: true }).click();
    await editor.locator('.ant-select-item-option[title="Tin tức chung"]').click();
    await editor.getByLabel('Lĩnh vực', { exact: true }).click();
    await editor.locator('.ant-select-item-option[title="Ô tô"]').click();
    // Typed in Vietnam time and confirmed with Enter: the picker takes it, the form is not submitted.
    const publish = formatDate(new Date(Date.now() - 3_600_000), 'DD/MM/YYYY HH:mm:ss');
    const publishInput = editor.getByLabel('Ngày đăng', { exact: true });
    await publishInput.click();
    await publishInput.fill(publish);
    await publishInput.press('Enter');
    expect(editor.url()).toMatch(/\/admin\/news\/new$/);
    await editor.keyboard.press('Escape');
    // Typed with seconds, shown as hours and minutes.
    expect(await publishInput.inputValue()).toBe(publish.slice(0, 16));
    // "Now" is a valid release time, and it is Vietnam's now.
    const releaseInput = editor.getByLabel('Ngày phát hành', { exact: true });
    await releaseInput.click();
    await editor.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) [data-testid=picker-now]').click();
    releaseShown = await releaseInput.inputValue();
    const hcmNow = formatDate(new Date(), 'DD/MM/YYYY HH:mm');
    expect(releaseShown.slice(0, 16)).toBe(hcmNow);
    // Display flags grouped by where they appear, each with a short explanation; shown/hidden is one control.
    await editor.getByTestId('form-group-home').getByText('Hiện trong khối Tin nổi bật của trang chủ').waitFor();
    expect(await editor.getByLabel('Ẩn tin', { exact: true }).count()).toBe(0);
    await editor.getByTestId('form-group-visibility').getByLabel('Hiển thị', { exact: true }).waitFor();
    await shot(editor, 'news-workflow-form', true);
    await editor.getByTestId('save-submit').click();
    const anyway = editor.getByRole('button', { name: 'Vẫn lưu' });
    await Promise.race([editor.waitForURL(/\/admin\/news(\?|$)/), anyway.waitFor().then(() => anyway.click())]);
    await editor.waitForURL(/\/admin\/news(\?|$)/);
    newsId = await editor.evaluate(async (title) => {
      const r = await fetch(`/api/v1/news?f_is_get_all_cms=1&q=${encodeURIComponent(title)}`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return (await r.json()).data.items[0].id as number;
    }, TITLE);
    expect(newsId).toBeGreaterThan(0);

    // Pushed to the approver's open page: no reload.
    await expect.poll(() => bellCount(approver), { timeout: 15_000 }).toBe(before + 1);
  });

  it('the list shows the same Ho Chi Minh City time as the form', async () => {
    await approver.goto(`${server.url}/admin/news?f_status=WAITING`);
    const row = rowOf(approver);
    await row.waitFor();
    await row.getByRole('cell', { name: releaseShown }).waitFor();
  });

  it('rejecting asks for confirmation and a reason; it is not the first button; the editor is told without a reload', async () => {
    const before = await bellCount(editor);
    const row = rowOf(approver);
    const buttons = row.locator('td').last().getByRole('button');
    expect(await buttons.first().textContent()).toBe('Duyệt');
    await row.getByRole('button', { name: 'Từ chối' }).click();
    const dialog = approver.getByRole('dialog');
    await dialog.getByText('Lý do sẽ được gửi cho tác giả').waitFor();
    await dialog.getByRole('button', { name: 'Từ chối' }).click();
    await dialog.getByText('Vui lòng nhập lý do').waitFor();
    await dialog.getByLabel('Lý do').fill(REASON);
    await shot(approver, 'news-workflow-reject-reason');
    await dialog.getByRole('button', { name: 'Từ chối' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await approver.getByTestId('status-tabs').getByRole('tab', { name: 'Từ chối' }).click();
    await rowOf(approver).waitFor();

    await expect.poll(() => bellCount(editor), { timeout: 15_000 }).toBe(before + 1);
    await editor.getByTestId('notification-bell').click();
    const notice = editor.locator('.notice-panel').getByText(`Lý do: ${REASON}`);
    await notice.waitFor();
    await shot(editor, 'news-workflow-bell');
    await notice.click();
    await editor.waitForURL(`${server.url}/admin/news/${newsId}`);
    await editor.getByTestId('status-history').getByText(`Lý do: ${REASON}`).waitFor();
    // The form shows the stored release time in Vietnam time, as the list did.
    expect(await editor.getByLabel('Ngày phát hành', { exact: true }).inputValue()).toBe(releaseShown);
  });

  it('the editor submits again from the form; approving after the release time releases at once; staff read it', async () => {
    await editor.getByTestId('save-submit').click();
    const anyway = editor.getByRole('button', { name: 'Vẫn lưu' });
    await Promise.race([editor.waitForURL(/\/admin\/news(\?|$)/), anyway.waitFor().then(() => anyway.click())]);
    await editor.waitForURL(/\/admin\/news(\?|$)/);

    await approver.goto(`${server.url}/admin/news?f_status=WAITING`);
    const row = rowOf(approver);
    await row.waitFor();
    await row.getByRole('button', { name: 'Duyệt' }).click();
    await approver.getByTestId('status-tabs').getByRole('tab', { name: /Phát hành/ }).click();
    const released = rowOf(approver);
    await released.waitFor();
    // Unpublishing is offered to the approver, in red, behind the same confirmation.
    await released.getByRole('button', { name: 'Gỡ tin' }).waitFor();
    await shot(approver, 'news-workflow-released');

    const staff = await signedIn('staff', `/news/${newsId}`);
    await staff.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(errors).toEqual([]);
  });
});
