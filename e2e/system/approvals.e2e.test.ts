/**
 * Browser test of the approval screens (issue 15, ADR 0006): THACO AUTO's HR manager (hr.auto)
 * writes a recruitment request in the admin and saves it for approval; its approval panel shows it
 * waiting for the line manager. The admin (that line manager) finds it under "Waiting for my
 * approval" (menu and dashboard) and approves it with a comment. The HR board (hr, step 2) rejects
 * another request in bulk (a reason is required) and approves this one from its form. The
 * requester sees it approved on /hr-tasks with its steps and decisions. Screenshots at 1440 px and
 * 390 px go to e2e/artifacts (ignored by git).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot, signedInPages } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; approvals browser test not run.\n`);

const TITLE = `Kỹ sư kiểm định chất lượng ${Date.now().toString(36)}`;
const COMMENT = 'Đồng ý, đúng định biên quý này';
const REASON = 'Chưa có ngân sách cho vị trí này';

type Approval = { request: { approval_status: string; steps: { status: string }[] } | null; decisions: { decision: string; comment: string | null; actor_name: string | null }[] };

describe.skipIf(!hasChromium)('approval screens in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];
  let requestId = 0;
  let otherTitle = '';

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
  });

  afterAll(() => closeBrowserApp(server, browser));

  // One page per user and width for the file: the tests follow one request, in order.
  const signedInPage = signedInPages();
  const signedIn = (username: string, password = 'Demo@123456', width = 1440, path?: string): Promise<Page> =>
    signedInPage(browser, server, username, { password, width, errors, path });



  /** The record's approval as the server has it, read with the page's session. */
  const approvalOf = (page: Page, id: number) =>
    page.evaluate(async (rid) => {
      const r = await fetch(`/api/v1/recruitment/${rid}/approval`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return ((await r.json()) as { data: Approval }).data;
    }, id);

  it('the requester writes a recruitment request and saves it for approval; the panel shows whom it waits for', async () => {
    const page = await signedIn('hr.auto', undefined, undefined, '/admin/recruitment/new');
    await page.getByTestId('resource-form').waitFor();
    await page.getByLabel('Vị trí cần tuyển', { exact: true }).fill(TITLE);
    await page.getByLabel('Đơn vị', { exact: true }).click();
    await page.getByLabel('Đơn vị', { exact: true }).fill('THACO AUTO');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="THACO AUTO"]').first().click();
    await page.getByLabel('Số lượng', { exact: true }).fill('3');
    await page.getByLabel('Lý do tuyển', { exact: true }).fill('Mở rộng phòng kiểm định xe du lịch');
    // No "submit" before it exists: "save and submit" goes through the approval engine.
    await page.getByTestId('save-submit').click();
    await page.waitForURL(/\/admin\/recruitment\/\d+$/);
    requestId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    expect(requestId).toBeGreaterThan(0);

    const panel = page.getByTestId('approval-panel');
    await panel.getByTestId('approval-status').getByText('Chờ duyệt').waitFor();
    await panel.getByTestId('approval-may-act').getByText('Quản Trị Viên').waitFor();
    // Step 1 waits (the line manager), step 2 comes later (the HR board).
    await panel.locator('[data-testid="approval-step-0"][data-status="ACTIVE"]').waitFor();
    await panel.locator('[data-testid="approval-step-1"][data-status="WAITING"]').waitFor();
    await panel.locator('[data-testid="approval-decision"][data-decision="SUBMITTED"]').getByText('Võ Minh Tuấn').waitFor();
    // The requester may withdraw, not decide; the record is read-only while pending.
    await panel.getByTestId('approval-cancel').waitFor();
    expect(await panel.getByTestId('approval-approve').count()).toBe(0);
    await page.getByTestId('form-locked').waitFor();
    expect(await page.getByLabel('Vị trí cần tuyển', { exact: true }).isDisabled()).toBe(true);
    await shot(page, 'form-pending-1440', true);
  });

  it('the line manager finds it under "Waiting for my approval" and approves it with a comment', async () => {
    const page = await signedIn('admin', 'Admin@123456', undefined, '/admin');
    // The dashboard's tile counts what waits, and leads to the page; so does the menu.
    const tile = page.getByTestId('tile-my-approvals');
    await tile.waitFor();
    await expect.poll(async () => Number(((await tile.locator('.ant-statistic-content-value').textContent()) ?? '0').replace(/\D/g, '')), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await page.getByTestId('menu-my-approvals').click();
    await page.waitForURL(/\/admin\/my-approvals$/);
    const row = page.getByRole('row', { name: new RegExp(TITLE) });
    await row.waitFor();
    await row.getByText('Đề xuất tuyển dụng').waitFor();
    await row.getByText('Võ Minh Tuấn').waitFor();
    await row.getByText('Quản lý trực tiếp duyệt').waitFor();
    await shot(page, 'waiting-admin-1440');
    await row.getByTestId('row-approve').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Ý kiến (không bắt buộc)').fill(COMMENT);
    await dialog.getByTestId('decision-ok').click();
    await row.waitFor({ state: 'detached' });
    const a = await approvalOf(page, requestId);
    expect(a.request?.approval_status).toBe('PENDING');
    expect(a.request?.steps.map((s) => s.status)).toEqual(['DONE', 'ACTIVE']);
    expect(a.decisions.find((d) => d.decision === 'APPROVED')).toMatchObject({ comment: COMMENT, actor_name: 'Quản Trị Viên' });
  });

  it('the HR board rejects another request in bulk (a reason is required) and approves this one from its form', async () => {
    const page = await signedIn('hr', undefined, undefined, '/admin/my-approvals');
    await page.getByTestId('waiting-table').waitFor();
    const ours = page.getByRole('row', { name: new RegExp(TITLE) });
    await ours.waitFor();
    // Another request waiting for HR (the demo's): rejected in bulk.
    // Another recruitment request of the requester's (leave requests wait for HR too).
    const other = page
      .locator('tbody tr.plain-table__row')
      .filter({ hasNotText: TITLE })
      .filter({ has: page.locator('[data-testid="waiting-link"][href*="/recruitment/"]') })
      .first();
    await other.waitFor();
    otherTitle = ((await other.getByTestId('waiting-link').textContent()) ?? '').trim();
    expect(otherTitle).not.toBe('');
    await other.getByRole('checkbox').check();
    await page.getByTestId('bulk-count').getByText('Đã chọn 1 yêu cầu').waitFor();
    await page.getByTestId('bulk-reject').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('decision-ok').click();
    await dialog.getByText('Vui lòng nhập lý do từ chối').waitFor();
    await dialog.getByLabel('Lý do từ chối').fill(REASON);
    await shot(page, 'bulk-reject-1440');
    await dialog.getByTestId('decision-ok').click();
    await page.getByTestId('bulk-outcome').getByText('Đã từ chối 1/1 yêu cầu').waitFor();
    await page.getByRole('row', { name: new RegExp(otherTitle) }).waitFor({ state: 'detached' });
    await ours.waitFor();

    // This one from its record: the panel offers the decision to the current approver.
    await ours.getByTestId('waiting-link').click();
    await page.waitForURL(new RegExp(`/admin/recruitment/${requestId}$`));
    const panel = page.getByTestId('approval-panel');
    await panel.getByTestId('approval-may-act').getByText('Phạm Thị Nhân').waitFor();
    await panel.locator('[data-testid="approval-decision"][data-decision="APPROVED"]').getByText(COMMENT).waitFor();
    await panel.getByTestId('approval-add-step').waitFor();
    expect(await panel.getByTestId('approval-cancel').count()).toBe(0);
    await panel.getByTestId('approval-approve').click();
    await page.getByRole('dialog').getByTestId('decision-ok').click();
    await panel.getByTestId('approval-status').getByText('Đã duyệt').waitFor();
    await panel.locator('[data-testid="approval-step-1"][data-status="DONE"]').waitFor();
    expect(await panel.getByTestId('approval-approve').count()).toBe(0);
    await shot(page, 'form-approved-1440', true);
  });

  it('the requester sees it approved with its timeline on /hr-tasks, at 1440 px and 390 px', async () => {
    for (const width of [1440, 390]) {
      const page = await signedIn('hr.auto', 'Demo@123456', width, '/hr-tasks');
      const mine = page.getByTestId('my-requests');
      const row = mine.locator('tr.plain-table__row').filter({ hasText: TITLE });
      await row.waitFor();
      await row.getByTestId('my-request-status').getByText('Đã duyệt').waitFor();
      // The rejected one says so too.
      await mine.locator('tr.plain-table__row').filter({ hasText: otherTitle }).getByTestId('my-request-status').getByText('Từ chối').waitFor();
      await row.getByTestId('plain-table-expand').click();
      const timeline = mine.getByTestId('approval-timeline');
      await timeline.waitFor();
      await timeline.locator('[data-testid="approval-step-0"][data-status="DONE"]').waitFor();
      await timeline.locator('[data-testid="approval-step-1"][data-status="DONE"]').waitFor();
      await timeline.getByText(COMMENT).waitFor();
      await timeline.getByText('Phạm Thị Nhân').first().waitFor();
      // Nothing waits for the requester: an empty state, not a blank.
      await page.getByTestId('hr-tasks-waiting').getByText('Không có yêu cầu nào chờ bạn duyệt').waitFor();
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await shot(page, `hr-tasks-${width}`, true);
    }
  });

  it('the waiting page and a record under approval work at phone width', async () => {
    const page = await signedIn('admin', 'Admin@123456', 390, '/admin/my-approvals');
    await page.getByTestId('waiting-table').waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(page, 'waiting-admin-390', true);
    await navigate(page, `/admin/recruitment/${requestId}`);
    await page.getByTestId('approval-panel').getByTestId('approval-status').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(page, 'form-approved-390', true);
  });

  it('the recruitment process form edits its steps as lines (order kept, one added)', async () => {
    const page = await signedIn('admin', 'Admin@123456');
    const processId = await page.evaluate(async () => {
      const r = await fetch('/api/v1/approval-process?f_source_type=RECRUITMENT', { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return ((await r.json()) as { data: { items: { id: number }[] } }).data.items[0]?.id ?? 0;
    });
    expect(processId).toBeGreaterThan(0);
    await navigate(page, `/admin/approval-process/${processId}`);
    const lines = page.getByTestId('form-lines-steps');
    await lines.waitFor();
    expect(await lines.getByTestId('form-line-steps-0').getByLabel('Tên bước', { exact: true }).inputValue()).toBe('Quản lý trực tiếp duyệt');
    expect(await lines.getByTestId('form-line-steps-1').getByLabel('Tên bước', { exact: true }).inputValue()).toBe('Ban Nhân sự duyệt');
    await lines.getByTestId('form-line-add-steps').click();
    const added = lines.getByTestId('form-line-steps-2');
    await added.getByLabel('Tên bước', { exact: true }).fill('Tổng giám đốc duyệt');
    await added.getByLabel('Người duyệt', { exact: true }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Quản lý trực tiếp"]').click();
    await shot(page, 'process-form-1440', true);
    await page.locator('.form-actions button[type="submit"]').filter({ hasText: 'Lưu' }).click();
    await page.waitForURL(/\/admin\/approval-process(\?|$)/);
    const steps = await page.evaluate(async (id) => {
      const r = await fetch(`/api/v1/approval-process/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
      return ((await r.json()) as { data: { steps: { name: string; approver_kind: string }[] } }).data.steps;
    }, processId);
    expect(steps.map((s) => s.name)).toEqual(['Quản lý trực tiếp duyệt', 'Ban Nhân sự duyệt', 'Tổng giám đốc duyệt']);
    expect(steps[2]?.approver_kind).toBe('LINE_MANAGER');
    expect(errors).toEqual([]);
  });
});
