/**
 * Browser test of a project's money (issue 41 "Done when"; ADR 0023): a cost review run from the
 * invitation to the quotations, the committee's vote and the approval, and the money screens of the
 * project workspace.
 *
 * A project has its QS (staff, Lê Hoàng Nam), its director (approver, Trần Văn Duyệt) and an
 * observer (editor, Nguyễn Thị Biên) as members; its director sets its approval flow for cost
 * reviews. The QS drafts a review of two items (typed through the API, as the grid of items is the
 * engine's) and sends the invitations from the list; two invited suppliers' quotations come in
 * (typed through the API, their prices being a grid) and the review's "quotations received" tab
 * lists them; a quotation's price grid offers only the items of its own review; the comparison
 * shows the lowest per item, the totals and the difference to the budget. The
 * QS finds the review waiting for his vote on "Waiting for my approval"; he and the director vote
 * from the comparison; the observer (in English) sees the votes without a vote button.
 * The QS submits, the director approves: the review records the chosen company. On the way: the
 * project's page shows its subcontractor budgets with progress bars and the overrun warning, and the
 * payment form what is left on the contract as the amount is typed. Screenshots at 1280 and 390 px
 * go to e2e/artifacts.
 *
 * Paths called: /api/v1/review-cost, /api/v1/review-cost-quotation, /api/v1/subcontractor-budget,
 * /api/v1/implementation-payment, /api/v1/implementation-contract.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, CHROMIUM, closeBrowserApp, hasChromium, navigate, openBrowserApp, type RunningServer, shot, signedInPages } from '../harness.js';

if (!hasChromium) console.warn(`\n[e2e] SKIPPED: ${CHROMIUM} not found; cost review browser test not run.\n`);

const TAG = Date.now().toString(36);
const PROJECT = `Nhà xưởng cơ khí Chu Lai ${TAG}`;
const REVIEW = `Chọn nhà cung cấp thép kết cấu ${TAG}`;
const SUPPLIER_A = `Công ty Thép Miền Trung ${TAG}`;
const SUPPLIER_B = `Công ty Thép Duyên Hải ${TAG}`;
const TAX = String(Date.now()).slice(-9);

describe.skipIf(!hasChromium)('a cost review from invitation to vote to approval, and the money screens, in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const errors: string[] = [];
  let project = 0;
  let contract = 0;
  let review = 0;
  const items: number[] = [];
  const suppliers: number[] = [];
  const quotations: number[] = [];
  const tokens: Record<string, string> = {};

  const { call, login } = apiClient(() => server.url);

  beforeAll(async () => {
    ({ server, browser } = await openBrowserApp());
    const admin = await login('admin', 'Admin@123456');
    const role = await call(admin, 'POST', 'role', { name: `Ban dự án ${TAG}`, permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } });
    const accounts = (await call(admin, 'GET', 'user?limit=100')).items as { id: number; username: string }[];
    const staffFiles = (await call(admin, 'GET', 'staff?limit=200')).items as { id: number; account_id: number | null }[];
    const staffOf = (username: string) => staffFiles.find((s) => s.account_id === accounts.find((a) => a.username === username)?.id)?.id;
    for (const username of ['staff', 'approver', 'editor']) {
      const id = accounts.find((a) => a.username === username)?.id as number;
      const held = ((await call(admin, 'GET', `user/${id}`)).role_ids ?? []) as number[];
      await call(admin, 'PUT', `user/${id}`, { role_ids: [...held, role.id] });
    }
    const positions = (await call(admin, 'GET', 'implementation-setting-position?limit=100')).items as { id: number; code: string }[];
    const pos = (code: string) => positions.find((p) => p.code === code)?.id;
    const unit = ((await call(admin, 'GET', 'organization?limit=1')).items[0] as { id: number }).id;
    project = (await call(admin, 'POST', 'implementation-project', { name: PROJECT, name_en: `Chu Lai machine shop ${TAG}`, unit_id: unit, budget: 120_000_000_000 })).id;
    for (const [username, code] of [
      ['staff', 'QS'],
      ['approver', 'DIRECTOR'],
      ['editor', 'VIEWER'],
    ] as const)
      await call(admin, 'POST', 'implementation-user', { project_id: project, staff_id: staffOf(username), position_id: pos(code) });
    for (const u of ['staff', 'approver', 'editor']) tokens[u] = await login(u);
    // The project's director sets its flow: cost reviews go to the director.
    await call(tokens.approver as string, 'POST', 'implementation-approval-flow', {
      project_id: project,
      source_type: 'IMPLEMENTATION_REVIEW_COST',
      name: 'Duyệt thẩm định chi phí',
      steps: [{ name: 'Giám đốc dự án duyệt', position_id: pos('DIRECTOR'), mode: 'ANY' }],
    });
    const builder = await call(admin, 'POST', 'contractor', { code: `NT-${TAG}`, name: `Công ty CP Xây lắp Núi Thành ${TAG}`, tax_code: `1${TAX}`, kind: 'CONTRACTOR' });
    for (const [i, name] of [SUPPLIER_A, SUPPLIER_B].entries()) suppliers.push((await call(admin, 'POST', 'contractor', { code: `NCC-${i}-${TAG}`, name, tax_code: `${i + 2}${TAX}`, kind: 'SUPPLIER' })).id);
    contract = (await call(admin, 'POST', 'implementation-contract', { project_id: project, code: `HD-${TAG}`, name: 'Thi công kết cấu nhà xưởng', contractor_id: builder.id, value: 2_000_000_000, signed_date: '2026-01-10', retention_percent: 5 })).id;
    await call(admin, 'POST', `implementation-contract/${contract}/status`, { status: 'ACTIVE' });
    // 1,500,000,000 đ already requested: 500,000,000 đ left.
    await call(tokens.staff as string, 'POST', 'implementation-payment', { project_id: project, contract_id: contract, title: 'Tạm ứng đợt 1', requested_amount: 1_500_000_000 });
    // Two subcontractor budgets: the steel works committed past their budget.
    await call(tokens.staff as string, 'POST', 'subcontractor-budget', { project_id: project, package_name: 'Gói thầu kết cấu thép', budget: 8_000_000_000, committed: 8_450_000_000, paid: 3_200_000_000 });
    await call(tokens.staff as string, 'POST', 'subcontractor-budget', { project_id: project, package_name: 'Gói thầu điện nhẹ', budget: 2_500_000_000, committed: 1_900_000_000, paid: 1_750_000_000 });
    const r = await call(tokens.staff as string, 'POST', 'review-cost', {
      project_id: project,
      title: REVIEW,
      kind: 'SUPPLIER',
      invited_ids: suppliers,
      items: [
        { name: 'Thép hình H300x150', unit: 'tấn', quantity: 85, budget_price: 18_500_000 },
        { name: 'Bu lông neo M24', unit: 'bộ', quantity: 320, budget_price: 240_000 },
      ],
    });
    review = r.id;
    for (const x of r.items as { id: number }[]) items.push(x.id);
  }, 600_000);

  afterAll(() => closeBrowserApp(server, browser));

  // One page per user, width and language for the file (the tests follow one review, in order).
  const signedInPage = signedInPages();
  const signedIn = (username: string, path: string, width = 1280, lang: 'vi' | 'en' = 'vi'): Promise<Page> =>
    signedInPage(browser, server, username, { password: username === 'admin' ? 'Admin@123456' : 'Demo@123456', width, errors, path, lang });

  it("the project's page: budgets with progress bars and the overrun warning (1280 and 390 px)", async () => {
    for (const width of [1280, 390]) {
      const page = await signedIn('staff', `/admin/implementation-project/${project}`, width);
      const panel = page.getByTestId('project-budgets');
      await panel.getByText('Gói thầu kết cấu thép').waitFor();
      await panel.getByTestId('budget-overrun-warning').getByText('1 gói thầu cam kết vượt ngân sách, tổng vượt 450.000.000 ₫').waitFor();
      expect(await panel.getByTestId('budget-progress').count()).toBe(2);
      await panel.scrollIntoViewIfNeeded();
      await shot(page, `implementation-budgets-${width}`);
      }
  });

  it('the payment form shows what is left on the contract as the amount is typed (1280 and 390 px)', async () => {
    for (const width of [1280, 390]) {
      const page = await signedIn('staff', `/admin/implementation-payment/new?project_id=${project}&contract_id=${contract}`, width);
      const panel = page.getByTestId('payment-remaining');
      await panel.getByTestId('payment-left-before').getByText('500.000.000 ₫').waitFor();
      const amount = page.getByLabel('Giá trị đề nghị (VNĐ)', { exact: true });
      await amount.fill('350000000');
      await panel.getByTestId('payment-left-after').getByText('150.000.000 ₫').waitFor();
      // Net: 350,000,000 less the contract's 5 % retention.
      await panel.getByTestId('payment-net').getByText('332.500.000 ₫').waitFor();
      await amount.fill('620000000');
      await panel.getByTestId('payment-over').getByText(/vượt giá trị còn lại 120\.000\.000 ₫/).waitFor();
      await panel.scrollIntoViewIfNeeded();
      await shot(page, `implementation-payment-remaining-${width}`);
      }
  });

  it("the QS sends the invitations from the list; two quotations come in and the review's tab lists them", async () => {
    const page = await signedIn('staff', `/admin/review-cost?f_project_id=${project}`);
    const row = page.getByRole('row', { name: new RegExp(REVIEW) });
    await row.getByRole('button', { name: 'Gửi mời báo giá' }).click();
    await row.getByText('Đang nhận báo giá').waitFor();
    // Typed through the API by the QS (the prices are a grid of the review's items).
    quotations.push(
      (
        await call(tokens.staff as string, 'POST', 'review-cost-quotation', {
          review_cost_id: review,
          contractor_id: suppliers[0],
          delivery_days: 30,
          prices: [
            { item_id: items[0], unit_price: 18_200_000 },
            { item_id: items[1], unit_price: 255_000 },
          ],
        })
      ).id,
    );
    quotations.push(
      (
        await call(tokens.staff as string, 'POST', 'review-cost-quotation', {
          review_cost_id: review,
          contractor_id: suppliers[1],
          delivery_days: 45,
          prices: [
            { item_id: items[0], unit_price: 18_350_000 },
            { item_id: items[1], unit_price: 230_000 },
          ],
        })
      ).id,
    );
    // The review's page lists them in its tab.
    await navigate(page, `/admin/review-cost/${review}`);
    const tabs = page.getByTestId('child-tabs');
    await tabs.getByRole('link', { name: SUPPLIER_A }).waitFor();
    await tabs.getByRole('link', { name: SUPPLIER_B }).waitFor();
    // A quotation's price grid picks among the items of its own review, not another review's.
    const OTHER_ITEM = `Tôn lợp mái mạ kẽm ${TAG}`;
    await call(tokens.staff as string, 'POST', 'review-cost', {
      project_id: project,
      title: `Chọn nhà cung cấp tôn ${TAG}`,
      kind: 'SUPPLIER',
      invited_ids: suppliers,
      items: [{ name: OTHER_ITEM, unit: 'm²', quantity: 1200, budget_price: 180_000 }],
    });
    await navigate(page, `/admin/review-cost-quotation/${quotations[0]}`);
    await page.getByTestId('form-grid-prices').locator('[data-grid-cell="0:0"] .ant-select').click();
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await options.filter({ hasText: 'Bu lông neo M24' }).waitFor();
    expect(await options.allInnerTexts()).toEqual(['Thép hình H300x150', 'Bu lông neo M24']);
  });

  it('the comparison: lowest per item, totals, difference to the budget; the QS and the director vote, the observer only reads', async () => {
    // The QS finds the review waiting for his vote beside his approvals, and opens it from there.
    const page = await signedIn('staff', '/admin/my-approvals');
    await page.getByTestId('votes-waiting').getByText(REVIEW).waitFor();
    await page.getByTestId(`vote-waiting-${review}`).click();
    await page.waitForURL(new RegExp(`/admin/review-cost/${review}$`));
    const panel = page.getByTestId('cost-review-comparison');
    // Budget 85 × 18,500,000 + 320 × 240,000 = 1,649,300,000; A 1,628,600,000; B 1,633,350,000.
    await panel.getByText('1.649.300.000').first().waitFor();
    await panel.getByText('1.628.600.000').first().waitFor();
    await panel.getByText('-20.700.000').waitFor();
    await panel.getByText('-15.950.000').waitFor();
    expect(await panel.getByTestId('comparison-lowest').count()).toBe(3); // one per item, and the lowest total
    await panel.getByTestId(`vote-${quotations[0]}`).first().click();
    await page.getByTestId('vote-comment').fill('Tổng giá thấp nhất, giao hàng 30 ngày');
    await page.getByRole('dialog').getByRole('button', { name: 'Gửi phiếu' }).click();
    await panel.getByTestId(`votes-${quotations[0]}`).first().getByText('Số phiếu: 1').waitFor();
    await panel.getByTestId('vote-list').getByText('Tổng giá thấp nhất, giao hàng 30 ngày').waitFor();
    await shot(page, 'implementation-cost-review-vote-1280', true);

    const director = await signedIn('approver', `/admin/review-cost/${review}`, 390);
    const dpanel = director.getByTestId('cost-review-comparison');
    await dpanel.getByTestId(`vote-${quotations[0]}`).first().click();
    await director.getByTestId('vote-comment').fill('Đồng ý');
    await director.getByRole('dialog').getByRole('button', { name: 'Gửi phiếu' }).click();
    await dpanel.getByTestId(`votes-${quotations[0]}`).first().getByText('Số phiếu: 2').waitFor();
    await dpanel.scrollIntoViewIfNeeded();
    await shot(director, 'implementation-cost-review-vote-390');

    // The observer, in English: the votes, no vote button, and why.
    const viewer = await signedIn('editor', `/admin/review-cost/${review}`, 390, 'en');
    const vpanel = viewer.getByTestId('cost-review-comparison');
    await vpanel.getByText('Only the review committee votes.').waitFor();
    await vpanel.getByText('Difference to the budget').waitFor();
    await vpanel.scrollIntoViewIfNeeded();
    await shot(viewer, 'implementation-cost-review-observer-en-390');
    await vpanel.getByTestId('vote-list').getByText('Đồng ý').waitFor();
    expect(await vpanel.getByTestId(`vote-${quotations[0]}`).count()).toBe(0);
    expect(await vpanel.getByTestId(`vote-${quotations[1]}`).count()).toBe(0);
    // Nor is the observer offered to submit the review (the server would refuse: not a writing position).
    await viewer.getByTestId('approval-panel').waitFor();
    await expect.poll(() => viewer.getByTestId('approval-submit').count()).toBe(0);
  });

  it('the QS submits the review, the director approves it: the chosen company is recorded', async () => {
    const page = await signedIn('staff', `/admin/review-cost/${review}`);
    const panel = page.getByTestId('approval-panel');
    await panel.getByTestId('approval-submit').click();
    await panel.getByTestId('approval-status').getByText('Chờ duyệt').waitFor();

    const director = await signedIn('approver', `/admin/review-cost/${review}`);
    const dpanel = director.getByTestId('approval-panel');
    await dpanel.getByTestId('approval-approve').click();
    await director.getByRole('dialog').getByTestId('decision-ok').click();
    await dpanel.getByTestId('approval-status').getByText('Đã duyệt').waitFor();
    // Decided: the votes stay, no more vote buttons.
    await director.getByTestId('cost-review-comparison').getByText('Đợt thẩm định không còn nhận phiếu.').waitFor();
    await shot(director, 'implementation-cost-review-approved-1280', true);
    const done = await call(tokens.approver as string, 'GET', `review-cost/${review}`);
    expect([done.status, done.chosen_contractor_id, Number(done.chosen_amount)]).toEqual(['APPROVED', suppliers[0], 1_628_600_000]);
    expect(errors).toEqual([]);
  });
});
