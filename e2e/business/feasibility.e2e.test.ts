/**
 * Browser test of a feasibility study (issue 39 "Done when"; ADR 0020): the project's manager
 * (staff) types a study's yearly cash flows in the admin and sees NPV, IRR and payback follow as he
 * types (the worked example of finance.test.ts: NPV 13,815,685,714 đồng, IRR 13.7 %), saves it for
 * approval; the investment board's approver (approver) approves it on its record. Then the area's
 * screens are photographed at 1280 and 390 px in Vietnamese and English (e2e/artifacts): the
 * project's record page, the study, a bid package's comparison, a positioning chart and a
 * contractor's page with its evaluation history.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, sampled, shot, signedInPage } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; business feasibility browser test not run.\n`);

const TAG = Date.now().toString(36);
const PROJECT = `Showroom THACO Auto Đà Nẵng ${TAG}`;
const STUDY = `Nghiên cứu khả thi showroom ${TAG}`;
const B = 1_000_000_000;
/** Year, investment, revenue, operating cost (đồng): the worked example. */
const FLOWS: [number, number, number, number][] = [
  [2026, 120 * B, 0, 0],
  [2027, 0, 60 * B, 45 * B],
  [2028, 0, 95 * B, 65 * B],
  [2029, 0, 120 * B, 78 * B],
  [2030, 0, 130 * B, 82 * B],
  [2031, 0, 135 * B, 85 * B],
];

describe.skipIf(!hasChromium)('a feasibility study in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];
  let projectId = 0;
  let studyId = 0;
  let bidId = 0;

  const { call, login } = apiClient(() => server.url);

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    const admin = await login('admin', 'Admin@123456');
    // The manager and the approver work in the area (view and edit), members of this project.
    const role = await call(admin, 'POST', 'role', { name: `Ban đầu tư ${TAG}`, permissions: { BUSINESS_MANAGEMENT: ['view', 'edit'], CONTRACTOR_MANAGEMENT: ['view'] } });
    const accounts = (await call(admin, 'GET', 'user?limit=100')).items as { id: number; username: string }[];
    const staffFiles = (await call(admin, 'GET', 'staff?limit=200')).items as { id: number; account_id: number | null }[];
    const accountOf = (username: string) => accounts.find((a) => a.username === username)?.id as number;
    const staffOf = (username: string) => staffFiles.find((s) => s.account_id === accountOf(username))?.id;
    for (const username of ['staff', 'approver']) {
      const held = ((await call(admin, 'GET', `user/${accountOf(username)}`)).role_ids ?? []) as number[];
      await call(admin, 'PUT', `user/${accountOf(username)}`, { role_ids: [...held, role.id] });
    }
    const types = (await call(admin, 'GET', 'business-setting-item?f_category=PROJECT_TYPE&limit=10')).items as { id: number }[];
    const unit = ((await call(admin, 'GET', 'organization?limit=1')).items[0] as { id: number }).id;
    const project = await call(admin, 'POST', 'project-business', {
      name: PROJECT,
      name_en: `THACO Auto Da Nang showroom ${TAG}`,
      type_id: types[0]?.id,
      unit_id: unit,
      province: 'Đà Nẵng',
      total_investment: 120 * B,
      phase: 'FEASIBILITY',
    });
    projectId = project.id;
    await call(admin, 'POST', 'business-project-member', { project_id: projectId, staff_id: staffOf('staff'), position: 'MANAGER' });
    await call(admin, 'POST', 'business-project-member', { project_id: projectId, staff_id: staffOf('approver'), position: 'DIRECTOR' });
    // Studies go to the investment board: the approver decides.
    await call(admin, 'POST', 'approval-process', {
      name: `Duyệt nghiên cứu khả thi ${TAG}`,
      source_type: 'BUSINESS_FEASIBILITY',
      steps: [{ name: 'Ban đầu tư duyệt', approver_kind: 'STAFF', mode: 'ANY', approver_ids: [accountOf('approver')] }],
    });
    // A bid package with three received bids (for the comparison's pictures).
    const contractors = ((await call(admin, 'GET', 'contractor?limit=20&f_is_blacklisted=false')).items as { id: number }[]).slice(0, 3).map((c) => c.id);
    const bid = await call(admin, 'POST', 'bid', {
      project_id: projectId,
      name: `Gói thầu xây lắp showroom ${TAG}`,
      name_en: `Showroom construction ${TAG}`,
      estimated_value: 85 * B,
      invited_contractor_ids: contractors,
      submission_deadline: '2026-10-15T03:00:00.000Z',
      submissions: contractors.map((contractor_id, i) => ({ contractor_id, price: [82.5, 79.9, 88.2][i] as number * B, technical_score: [88, 81.5, 92][i], duration_days: [180, 210, 165][i] })),
    });
    bidId = bid.id;
  });

  afterAll(() => closeBrowserApp(server, browser));

  const signedIn = (username: string, path: string, width = 1440, lang: 'vi' | 'en' = 'vi'): Promise<Page> =>
    signedInPage(browser, server, username, { password: username === 'admin' ? 'Admin@123456' : 'Demo@123456', width, lang, errors, path });

  it('the manager types the cash flows, sees NPV and IRR follow, and saves the study for approval', async () => {
    const page = await signedIn('staff', '/admin/business-feasibility/new');
    await page.getByTestId('resource-form').waitFor();
    await page.getByLabel('Dự án', { exact: true }).click();
    await page.getByLabel('Dự án', { exact: true }).fill(TAG);
    await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${PROJECT}"]`).first().click();
    await page.getByLabel('Tên nghiên cứu', { exact: true }).fill(STUDY);
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tên nghiên cứu (tiếng Anh)', { exact: true }).fill(`Showroom feasibility ${TAG}`);
    const npv = page.getByTestId('figure-npv');
    const irr = page.getByTestId('figure-irr');
    // Nothing typed yet: no figures.
    await npv.getByText('Không xác định').waitFor();
    const grid = page.getByTestId('form-grid-lines');
    const cell = (row: number, column: number) => grid.locator(`[data-grid-cell="${row}:${column}"] input`).first();
    for (const [i, flow] of FLOWS.entries()) {
      await page.getByTestId('form-grid-lines-add').click();
      for (const [column, value] of flow.entries()) if (value !== 0 || column === 0) await cell(i, column).fill(String(value));
      if (i === 0) {
        // One year of investment only: NPV is minus the investment, IRR not defined.
        await npv.getByText('-120.000.000.000').waitFor();
        await irr.getByText('Không xác định').waitFor();
      }
    }
    // The worked example, live: NPV 13,815,685,714; IRR 13.7 %; payback 3.69 years.
    await npv.getByText('13.815.685.714').waitFor();
    await irr.getByText('13,7 %').waitFor();
    await page.getByTestId('figure-payback').getByText('3,69 năm').waitFor();
    // The rate changes: NPV follows at once (at 0 %: the plain sum, 65 bn).
    const rate = page.getByLabel('Suất chiết khấu (%/năm)', { exact: true });
    await rate.fill('0');
    await npv.getByText('65.000.000.000').waitFor();
    await rate.fill('10');
    await npv.getByText('13.815.685.714').waitFor();
    await shot(page, 'business-feasibility-typed-1440', true);
    await page.getByTestId('save-submit').click();
    await page.waitForURL(/\/admin\/business-feasibility\/\d+$/);
    studyId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    expect(studyId).toBeGreaterThan(0);
    const panel = page.getByTestId('approval-panel');
    await panel.getByTestId('approval-status').getByText('Chờ duyệt').waitFor();
    await panel.getByTestId('approval-may-act').getByText('Trần Văn Duyệt').waitFor();
    await page.getByTestId('form-locked').waitFor();
    // Stored by the server with the same function.
    const stored = await page.evaluate(
      async (id) => (await (await fetch(`/api/v1/business-feasibility/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` } })).json()) as { data: Record<string, unknown> },
      studyId,
    );
    expect([Number(stored.data.npv), Number(stored.data.irr), Number(stored.data.payback_years), stored.data.status]).toEqual([13_815_685_714, 13.7, 3.69, 'PENDING']);
  });

  it('the approver approves the study on its record', async () => {
    const page = await signedIn('approver', `/admin/business-feasibility/${studyId}`);
    const panel = page.getByTestId('approval-panel');
    await panel.getByTestId('approval-approve').click();
    await page.getByRole('dialog').getByTestId('decision-ok').click();
    await panel.getByTestId('approval-status').getByText('Đã duyệt').waitFor();
    expect(await panel.getByTestId('approval-approve').count()).toBe(0);
    await page.getByTestId('feasibility-figures').getByText('13.815.685.714').waitFor();
    await shot(page, 'business-feasibility-approved-1440', true);
  });

  it('shows the area at 1280 and 390 px, in Vietnamese and English (two of the four per run), without a page error', async () => {
    const admin = await login('admin', 'Admin@123456');
    const group = ((await call(admin, 'GET', 'business-positioning-item?limit=1')).items[0] as { group_id: number }).group_id;
    const evaluated = ((await call(admin, 'GET', 'contractor-evaluation?limit=1')).items[0] as { contractor_id: number }).contractor_id;
    const screens: [string, string, string][] = [
      ['project', `/admin/project-business/${projectId}`, 'child-tabs'],
      ['feasibility', `/admin/business-feasibility/${studyId}`, 'feasibility-figures'],
      ['bid', `/admin/bid/${bidId}`, 'bid-comparison'],
      ['positioning', `/admin/business-positioning-group/${group}`, 'positioning-chart'],
      ['contractor', `/admin/contractor/${evaluated}`, 'child-tabs'],
    ];
    // Two of the four views per run (every screen in each), seeded like the portal's routes: over a
    // few runs every language meets every width; E2E_AREA_VIEWS=all walks the four.
    const views = [1280, 390].flatMap((width) => (['vi', 'en'] as const).map((lang) => ({ width, lang })));
    for (const { width, lang } of sampled(views, 'E2E_AREA_VIEWS', 2)) {
      const page = await signedIn('admin', '/admin', width, lang);
      for (const [name, path, testId] of screens) {
        await navigate(page, path);
        await page.getByTestId(testId).waitFor();
        if (name === 'bid') await page.getByTestId('lowest-price').waitFor();
        if (name === 'positioning') await page.getByTestId('positioning-point').locator('circle').first().waitFor();
        // Nothing wider than the screen on a phone (the tables scroll inside their cards).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} ${width} ${lang}`).toBeLessThanOrEqual(1);
        await shot(page, `business-${name}-${width}-${lang}`, true);
      }
      await page.context().close();
    }
    expect(errors).toEqual([]);
  }, 240_000);
});
