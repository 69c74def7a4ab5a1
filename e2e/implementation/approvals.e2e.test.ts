/**
 * Browser test of a project's own approval flow (issue 40 "Done when"; ADR 0022): a project has
 * its site manager (staff, Lê Hoàng Nam) and its director (approver, Trần Văn Duyệt) as members,
 * and its own flows for memos and supply requests (the director approves). The site manager writes
 * a site memo in the admin and saves it for approval; its panel shows it waiting for the director.
 * He submits a supply request from its record's panel. The director finds both under "Waiting for
 * my approval", opens the memo's record and approves it there, and the supply request from the list. The site
 * manager sees both approved. Screenshots at 1440 px go to e2e/artifacts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; implementation approvals browser test not run.\n`);

const TAG = Date.now().toString(36);
const PROJECT = `Xưởng sơn Chu Lai ${TAG}`;
const MEMO = `Che chắn khu vực phun sơn ${TAG}`;
const SUPPLY = `Vật tư sơn phủ sàn epoxy ${TAG}`;

describe.skipIf(!hasChromium)("a project's own approval flow in a browser", () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];
  let memoId = 0;
  let supplyId = 0;

  const { call, login } = apiClient(() => server.url);

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    const admin = await login('admin', 'Admin@123456');
    // The site manager and the director work in the area (view and edit), members of this project only.
    const role = await call(admin, 'POST', 'role', { name: `Ban dự án ${TAG}`, permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } });
    const accounts = (await call(admin, 'GET', 'user?limit=100')).items as { id: number; username: string; role_ids?: number[] }[];
    const staffFiles = (await call(admin, 'GET', 'staff?limit=200')).items as { id: number; account_id: number | null }[];
    const staffOf = (username: string) => staffFiles.find((s) => s.account_id === accounts.find((a) => a.username === username)?.id)?.id;
    for (const username of ['staff', 'approver']) {
      const id = accounts.find((a) => a.username === username)?.id as number;
      const held = ((await call(admin, 'GET', `user/${id}`)).role_ids ?? []) as number[];
      await call(admin, 'PUT', `user/${id}`, { role_ids: [...held, role.id] });
    }
    const positions = (await call(admin, 'GET', 'implementation-setting-position?limit=100')).items as { id: number; code: string }[];
    const pos = (code: string) => positions.find((p) => p.code === code)?.id;
    const unit = ((await call(admin, 'GET', 'organization?limit=1')).items[0] as { id: number }).id;
    const project = await call(admin, 'POST', 'implementation-project', { name: PROJECT, name_en: `Chu Lai paint shop ${TAG}`, unit_id: unit });
    await call(admin, 'POST', 'implementation-user', { project_id: project.id, staff_id: staffOf('staff'), position_id: pos('SITE_MANAGER') });
    await call(admin, 'POST', 'implementation-user', { project_id: project.id, staff_id: staffOf('approver'), position_id: pos('DIRECTOR') });
    // The project's director sets its flows: memos and supply requests go to the director.
    const director = await login('approver');
    for (const [source_type, name] of [
      ['IMPLEMENTATION_MEMO', 'Duyệt chỉ thị công trường'],
      ['IMPLEMENTATION_SUPPLY', 'Duyệt đề xuất vật tư'],
    ])
      await call(director, 'POST', 'implementation-approval-flow', { project_id: project.id, source_type, name, steps: [{ name: 'Giám đốc dự án duyệt', position_id: pos('DIRECTOR'), mode: 'ANY' }] });
    // A supply request drafted by the site manager (its lines are a grid: typed through the API here).
    const manager = await login('staff');
    supplyId = (
      await call(manager, 'POST', 'implementation-supply', {
        project_id: project.id,
        title: SUPPLY,
        title_en: `Epoxy floor coating materials ${TAG}`,
        lines: [{ item: 'Sơn epoxy hệ lăn 2 thành phần', quantity: 180, unit_price: 420_000 }],
      })
    ).id;
  });

  afterAll(() => closeBrowserApp(server, browser));

  const signedIn = (username: string, path: string): Promise<Page> =>
    signedInPage(browser, server, username, { password: username === 'admin' ? 'Admin@123456' : 'Demo@123456', width: 1440, errors, path });

  it('the site manager writes a memo and saves it for approval; it waits for the director; he submits the supply request from its panel', async () => {
    const page = await signedIn('staff', '/admin/implementation-memo/new');
    await page.getByTestId('resource-form').waitFor();
    await page.getByLabel('Dự án', { exact: true }).click();
    await page.getByLabel('Dự án', { exact: true }).fill(TAG);
    await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${PROJECT}"]`).first().click();
    await page.getByLabel('Tiêu đề', { exact: true }).fill(MEMO);
    await page.getByLabel('Nội dung', { exact: true }).fill('Nhà thầu dựng vách che và quạt hút tại khu phun sơn trước khi thi công lớp phủ.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tiêu đề (tiếng Anh)', { exact: true }).fill(`Screens around the spray area ${TAG}`);
    await page.getByTestId('save-submit').click();
    await page.waitForURL(/\/admin\/implementation-memo\/\d+$/);
    memoId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    expect(memoId).toBeGreaterThan(0);
    const panel = page.getByTestId('approval-panel');
    await panel.getByTestId('approval-status').getByText('Chờ duyệt').waitFor();
    await panel.getByTestId('approval-may-act').getByText('Trần Văn Duyệt').waitFor();
    await panel.locator('[data-testid="approval-step-0"][data-status="ACTIVE"]').waitFor();
    // The requester may withdraw, not decide; the memo is read-only while pending.
    await panel.getByTestId('approval-cancel').waitFor();
    expect(await panel.getByTestId('approval-approve').count()).toBe(0);
    await page.getByTestId('form-locked').waitFor();
    await shot(page, 'implementation-memo-pending-1440', true);

    await navigate(page, `/admin/implementation-supply/${supplyId}`);
    const supplyPanel = page.getByTestId('approval-panel');
    await supplyPanel.getByTestId('approval-submit').click();
    await supplyPanel.getByTestId('approval-status').getByText('Chờ duyệt').waitFor();
    await supplyPanel.getByTestId('approval-may-act').getByText('Trần Văn Duyệt').waitFor();
  });

  it('the director finds both under "Waiting for my approval", approves the memo from its record and the supply request from the list', async () => {
    const page = await signedIn('approver', '/admin/my-approvals');
    await page.getByTestId('waiting-table').waitFor();
    const memoRow = page.getByRole('row', { name: new RegExp(MEMO) });
    const supplyRow = page.getByRole('row', { name: new RegExp(SUPPLY) });
    await memoRow.waitFor();
    await supplyRow.waitFor();
    await memoRow.getByText('Giám đốc dự án duyệt').waitFor();
    await shot(page, 'implementation-waiting-1440');
    await supplyRow.getByTestId('row-approve').click();
    await page.getByRole('dialog').getByTestId('decision-ok').click();
    await supplyRow.waitFor({ state: 'detached' });

    await navigate(page, `/admin/implementation-memo/${memoId}`);
    await page.waitForURL(new RegExp(`/admin/implementation-memo/${memoId}$`));
    const panel = page.getByTestId('approval-panel');
    await panel.getByTestId('approval-approve').click();
    await page.getByRole('dialog').getByTestId('decision-ok').click();
    await panel.getByTestId('approval-status').getByText('Đã duyệt').waitFor();
    await panel.locator('[data-testid="approval-step-0"][data-status="DONE"]').waitFor();
    expect(await panel.getByTestId('approval-approve').count()).toBe(0);
    await shot(page, 'implementation-memo-approved-1440', true);
  });

  it('the site manager sees the memo and the supply request approved', async () => {
    const page = await signedIn('staff', `/admin/implementation-memo/${memoId}`);
    await page.getByTestId('approval-panel').getByTestId('approval-status').getByText('Đã duyệt').waitFor();
    const states = await page.evaluate(
      async ([m, s]) => {
        const get = async (path: string) => ((await (await fetch(`/api/v1/${path}`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } })).json()) as { data: { status: string } }).data.status;
        return [await get(`implementation-memo/${m}`), await get(`implementation-supply/${s}`)];
      },
      [memoId, supplyId] as const,
    );
    expect(states).toEqual(['APPROVED', 'APPROVED']);
    expect(errors).toEqual([]);
  });
});
