/**
 * Project implementation, the money (issue 41; ADR 0023): additional items raise a contract's ceiling
 * once approved through the project's own flow; payments stay under it, are confirmed by the site and
 * walk their statuses (who may do each: the QS files, an observer of the project does nothing, the
 * project's director approves and marks paid, an outsider sees nothing); subcontractor budgets with
 * their progress, filters, status moves and export; cost reviews from invitation to quotations, the
 * comparison (a worked example), votes by the review committee and approval recording the chosen
 * company; review points scored per review item.
 *
 * Paths called: /api/v1/implementation-additional, /api/v1/implementation-additional-line,
 * /api/v1/implementation-payment, /api/v1/implementation-contract, /api/v1/subcontractor-budget,
 * /api/v1/review-cost (with /review-cost/vote/{id}), /api/v1/review-cost-quotation,
 * /api/v1/review-cost-vote, /api/v1/review-point, /api/v1/review-point-line.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { projectKit } from './kit.js';

describe.each(dbKinds(import.meta.url))('project money on %s', (kind) => {
  const t = useTestApp(kind);
  const { q, one, staffOf, accountOf, ok } = projectKit(t);
  const api = '/api/v1';

  let admin = '';
  let qs = ''; // the project's QS: files payments, additional items and budgets
  let viewer = ''; // an observer of the project
  let director = ''; // the project's director: approves
  let outsider = ''; // holds the area's rights, member of nothing
  let project = 0;
  let other = 0;
  let contract = 0;
  let otherContract = 0;
  let contractor = 0;

  beforeAll(async () => {
    admin = await t.login('admin');
    const role = ok(await t.call(admin, 'POST', `${api}/role`, { name: 'Tài chính dự án (kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    const boss = ok(await t.call(admin, 'POST', `${api}/role`, { name: 'Giám đốc dự án (kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit', 'approve'] } })).body.data.id;
    const grant = async (username: string, roleId: number) => {
      const id = await accountOf(username);
      const held = ((await t.call(admin, 'GET', `${api}/user/${id}`)).body.data.role_ids ?? []) as number[];
      ok(await t.call(admin, 'PUT', `${api}/user/${id}`, { role_ids: [...held, roleId] }));
    };
    for (const u of ['staff', 'editor', 'approver']) await grant(u, role);
    await grant('hr', boss);
    [qs, viewer, outsider, director] = [await t.login('staff'), await t.login('editor'), await t.login('approver'), await t.login('hr')];
    await q(`DELETE FROM implementation_user WHERE staff_id IN (SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username IN ('staff', 'editor', 'approver', 'hr'))`);
    const pos: Record<string, number> = {};
    for (const r of await q<{ id: string; code: string }>('SELECT id, code FROM implementation_setting_position')) pos[r.code] = Number(r.id);
    const unit = await one(`SELECT id FROM organization WHERE code = 'THACO-AUTO'`);
    project = ok(await t.call(admin, 'POST', `${api}/implementation-project`, { name: 'Showroom THACO AUTO Long An', unit_id: unit })).body.data.id;
    other = ok(await t.call(admin, 'POST', `${api}/implementation-project`, { name: 'Kho phụ tùng Bình Dương', unit_id: unit })).body.data.id;
    for (const [u, code] of [['staff', 'QS'], ['editor', 'VIEWER'], ['hr', 'DIRECTOR']] as const)
      ok(await t.call(admin, 'POST', `${api}/implementation-user`, { project_id: project, staff_id: await staffOf(u), position_id: pos[code] }));
    contractor = ok(await t.call(admin, 'POST', `${api}/contractor`, { code: 'NT-TC-01', name: 'Công ty CP Xây dựng Tài Chính', tax_code: '0315550001', kind: 'BOTH' })).body.data.id;
    const sign = async (p: number, code: string, value: number) => {
      const id = ok(await t.call(admin, 'POST', `${api}/implementation-contract`, { project_id: p, code, name: `Hợp đồng ${code}`, contractor_id: contractor, value, signed_date: '2026-01-10', retention_percent: 5 })).body.data.id as number;
      ok(await t.call(admin, 'POST', `${api}/implementation-contract/${id}/status`, { status: 'ACTIVE' }));
      return id;
    };
    contract = await sign(project, 'HD-TC-01', 2_000_000_000);
    otherContract = await sign(other, 'HD-TC-02', 500_000_000);
    // The project's own flows: its director approves payments and additional items.
    for (const source_type of ['IMPLEMENTATION_PAYMENT', 'IMPLEMENTATION_ADDITIONAL', 'IMPLEMENTATION_REVIEW_COST'])
      ok(
        await t.call(admin, 'POST', `${api}/approval-process`, {
          name: `Duyệt ${source_type} của dự án`,
          source_type,
          scope_resource: 'implementation_project',
          scope_id: project,
          steps: [{ name: 'Giám đốc dự án', approver_kind: 'SCOPE_POSITION', mode: 'ANY', scope_position: 'DIRECTOR' }],
        }),
      );
  });

  const status = async (table: string, id: number) => (await q<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0]?.status;
  const figures = async () => {
    const c = ok(await t.call(qs, 'GET', `${api}/implementation-contract/${contract}`)).body.data;
    return { ceiling: Number(c.ceiling), requested: Number(c.requested_total), paid: Number(c.paid_total), remaining: Number(c.remaining), additional: Number(c.additional_total) };
  };

  it('an additional item: lines priced by the database, approved by the director through the project flow, raising the ceiling', async () => {
    const lines = [
      { item: 'Cọc khoan nhồi D800', unit: 'm', quantity: 12.5, unit_price: 4_850_000 },
      { item: 'Đập đầu cọc', unit: 'cọc', quantity: 3, unit_price: 1_233_333 },
    ];
    // The observer and the outsider write nothing; a contract of another project is refused.
    expect((await t.call(viewer, 'POST', `${api}/implementation-additional`, { project_id: project, contract_id: contract, title: 'Cọc bổ sung', lines })).status).toBe(403);
    expect((await t.call(outsider, 'POST', `${api}/implementation-additional`, { project_id: project, contract_id: contract, title: 'Cọc bổ sung', lines })).status).toBeGreaterThanOrEqual(403);
    const wrong = await t.call(qs, 'POST', `${api}/implementation-additional`, { project_id: project, contract_id: otherContract, title: 'Sai hợp đồng', lines });
    ok(wrong, 400);
    expect(JSON.stringify(wrong.body)).toContain('không thuộc dự án');
    const add = ok(await t.call(qs, 'POST', `${api}/implementation-additional`, { project_id: project, contract_id: contract, title: 'Cọc bổ sung trục A-B', lines })).body.data;
    expect(add.lines.map((l: { amount: unknown }) => Number(l.amount))).toEqual([60_625_000, 3_699_999]);
    expect(Number(ok(await t.call(qs, 'GET', `${api}/implementation-additional/${add.id}`)).body.data.total)).toBe(64_324_999);
    expect(add.code).toMatch(/^PS-\d{4}-\d{3}$/);
    // A line on its own path: by who writes the additional item only.
    const line = { additional_id: add.id, item: 'Dòng thêm', quantity: 1, unit_price: 1_000 };
    ok(await t.call(viewer, 'POST', `${api}/implementation-additional-line`, line), 403);
    ok(await t.call(viewer, 'DELETE', `${api}/implementation-additional-line/${add.lines[0].id}`), 403);
    ok(await t.call(outsider, 'GET', `${api}/implementation-additional/${add.id}`), 404);
    // Not approved yet: the ceiling is the contract's value.
    expect((await figures()).ceiling).toBe(2_000_000_000);
    // Approval moves are not the status endpoint's: a QS cannot approve by setting the status.
    expect((await t.call(qs, 'POST', `${api}/implementation-additional/${add.id}/status`, { status: 'APPROVED' })).status).toBeGreaterThanOrEqual(403);
    ok(await t.call(viewer, 'POST', `${api}/implementation-additional/submit/${add.id}`, {}), 403);
    ok(await t.call(qs, 'POST', `${api}/implementation-additional/submit/${add.id}`, {}));
    expect(await status('implementation_additional', add.id)).toBe('PENDING');
    // Pending: frozen.
    ok(await t.call(qs, 'PUT', `${api}/implementation-additional/${add.id}`, { title: 'Sửa khi chờ duyệt' }), 409);
    // The observer, the QS and the admin are not the step's approver; the project's director is.
    for (const who of [viewer, qs, admin]) expect((await t.call(who, 'POST', `${api}/implementation-additional/approve/${add.id}`, {})).status).toBe(403);
    ok(await t.call(director, 'POST', `${api}/implementation-additional/approve/${add.id}`, {}));
    expect(await status('implementation_additional', add.id)).toBe('APPROVED');
    expect(await figures()).toMatchObject({ ceiling: 2_064_324_999, additional: 64_324_999 });
    // Approved is final: no cancel, no edit, no line added on the line's own path.
    ok(await t.call(qs, 'POST', `${api}/implementation-additional-line`, line), 409);
    ok(await t.call(qs, 'POST', `${api}/implementation-additional/${add.id}/status`, { status: 'CANCELLED', reason: 'x' }), 409);
    // A second one rejected, then cancelled from rejected (the PUT status path): the ceiling stays.
    const b = ok(await t.call(qs, 'POST', `${api}/implementation-additional`, { project_id: project, contract_id: contract, title: 'Đổi cửa cuốn', lines: [{ item: 'Cửa thép EI60', quantity: 2, unit_price: 38_500_000 }] })).body.data.id;
    ok(await t.call(qs, 'POST', `${api}/implementation-additional/${b}/submit`, {}));
    ok(await t.call(director, 'POST', `${api}/implementation-additional/reject/${b}`, { comment: 'Chưa có biên bản hiện trường' }));
    expect(await status('implementation_additional', b)).toBe('REJECTED');
    ok(await t.call(viewer, 'PUT', `${api}/implementation-additional/${b}/status`, { status: 'CANCELLED', reason: 'Không thực hiện' }), 403);
    ok(await t.call(qs, 'PUT', `${api}/implementation-additional/${b}/status`, { status: 'CANCELLED', reason: 'Không thực hiện' }));
    expect((await figures()).ceiling).toBe(2_064_324_999);
  });

  it('payments: under the ceiling, confirmed by the site, approved, rejected, resubmitted and paid by whoever may', async () => {
    const before = await figures();
    const pay = (who: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
      t.call(who, 'POST', `${api}/implementation-payment`, { project_id: project, contract_id: contract, title: 'Thanh toán đợt', ...body }, headers);
    // Over what is left: refused in vi and en, nothing written.
    const over = await pay(qs, { requested_amount: before.remaining + 1 });
    ok(over, 409);
    expect(over.body.message).toContain(new Intl.NumberFormat('vi-VN').format(before.remaining));
    expect((await pay(qs, { requested_amount: before.remaining + 1 }, { 'accept-language': 'en' })).body.message).toContain('left to pay');
    ok(await pay(viewer, { requested_amount: 1_000_000 }), 403);
    ok(await pay(qs, { contract_id: otherContract, requested_amount: 1_000_000 }), 400);
    // A contract that does not exist is named on its field (a write's references are checked in one statement).
    const ghost = await pay(qs, { contract_id: 2_000_000_000, requested_amount: 1_000_000 });
    ok(ghost, 400);
    expect((ghost.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['contract_id']);
    // Retention at the contract's 5 % unless typed; the net is what is left after deductions.
    const a = ok(await pay(qs, { requested_amount: 1_200_000_000, advance_recovery: 100_000_000 })).body.data;
    const read = ok(await t.call(qs, 'GET', `${api}/implementation-payment/${a.id}`)).body.data;
    expect([Number(read.retention_amount), Number(read.advance_recovery), Number(read.net_amount)]).toEqual([60_000_000, 100_000_000, 1_040_000_000]);
    expect(a.code).toMatch(/^TT-\d{4}-\d{4}$/);
    ok(await pay(qs, { requested_amount: 10_000_000, retention_amount: 6_000_000, advance_recovery: 5_000_000 }), 400);
    // The site confirms (POST, then corrected with PUT on the spec's path); not more than requested; not the observer.
    ok(await t.call(viewer, 'POST', `${api}/implementation-payment/${a.id}/confirmation`, { confirmed_amount: 1_150_000_000 }), 403);
    ok(await t.call(qs, 'POST', `${api}/implementation-payment/${a.id}/confirmation`, { confirmed_amount: 1_300_000_000 }), 400);
    ok(await t.call(qs, 'POST', `${api}/implementation-payment/${a.id}/confirmation`, { confirmed_amount: 1_150_000_000, confirmation_note: 'Đúng khối lượng nghiệm thu' }));
    ok(await t.call(qs, 'PUT', `${api}/implementation-payment/confirmation/${a.id}`, { confirmed_amount: 1_180_000_000 }));
    const confirmed = ok(await t.call(qs, 'GET', `${api}/implementation-payment/${a.id}`)).body.data;
    expect([Number(confirmed.confirmed_amount), confirmed.confirmed_by, confirmed.confirmation_note]).toEqual([1_180_000_000, await accountOf('staff'), null]);
    // A second request takes what is left but 1 đồng.
    const b = ok(await pay(qs, { requested_amount: before.remaining - 1_200_000_000 - 1 })).body.data;
    expect((await figures()).remaining).toBe(1);
    // Submitted, then rejected: its share is freed, taken by a third request; resubmitting it would overrun.
    ok(await t.call(qs, 'POST', `${api}/implementation-payment/submit/${b.id}`, {}));
    ok(await t.call(viewer, 'POST', `${api}/implementation-payment/reject/${b.id}`, { comment: 'Không đồng ý' }), 403);
    ok(await t.call(director, 'POST', `${api}/implementation-payment/reject/${b.id}`, { comment: 'Thiếu hồ sơ nghiệm thu' }));
    expect(await status('implementation_payment', b.id)).toBe('REJECTED');
    const c = ok(await pay(qs, { requested_amount: 300_000_000 })).body.data;
    const resubmit = await t.call(qs, 'POST', `${api}/implementation-payment/submit/${b.id}`, {});
    ok(resubmit, 409);
    expect(await status('implementation_payment', b.id)).toBe('REJECTED');
    // Cancel the third (a draft) on the status path; the rejected one fits again.
    ok(await t.call(viewer, 'PUT', `${api}/implementation-payment/${c.id}/status`, { status: 'CANCELLED', reason: 'Gộp vào đợt sau' }), 403);
    ok(await t.call(qs, 'PUT', `${api}/implementation-payment/${c.id}/status`, { status: 'CANCELLED', reason: 'Gộp vào đợt sau' }));
    ok(await t.call(qs, 'POST', `${api}/implementation-payment/submit/${b.id}`, {}));
    ok(await t.call(qs, 'POST', `${api}/implementation-payment/${a.id}/submit`, {}));
    // Approved by the director only; paid by who holds approve (the QS does not).
    for (const who of [qs, viewer, admin]) expect((await t.call(who, 'POST', `${api}/implementation-payment/approve/${a.id}`, {})).status).toBe(403);
    ok(await t.call(director, 'POST', `${api}/implementation-payment/approve/${a.id}`, {}));
    ok(await t.call(qs, 'POST', `${api}/implementation-payment/${a.id}/status`, { status: 'PAID' }), 403);
    ok(await t.call(director, 'POST', `${api}/implementation-payment/${b.id}/status`, { status: 'PAID' }), 409);
    ok(await t.call(director, 'POST', `${api}/implementation-payment/${a.id}/status`, { status: 'PAID' }));
    ok(await t.call(outsider, 'POST', `${api}/implementation-payment/${a.id}/status`, { status: 'CANCELLED', reason: 'x' }), 404);
    expect(await figures()).toMatchObject({ paid: 1_200_000_000, remaining: 1 });
    // Approved and paid are final.
    ok(await t.call(qs, 'PUT', `${api}/implementation-payment/${a.id}`, { title: 'Sửa sau khi chi' }), 409);
    ok(await t.call(director, 'POST', `${api}/implementation-payment/${a.id}/status`, { status: 'CANCELLED', reason: 'x' }), 409);

    // The export of the payments (spec "export data") and a payment's own sheet; members only.
    const file = await t.app.inject({ method: 'GET', url: `${api}/implementation-payment/export-data?f_contract_id=${contract}`, headers: { authorization: `Bearer ${qs}` } });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.actualRowCount).toBe(4); // a header and the three payments
    const sheet = await t.app.inject({ method: 'GET', url: `${api}/implementation-payment/${a.id}/document/payment`, headers: { authorization: `Bearer ${qs}` } });
    expect(sheet.statusCode).toBe(200);
    ok(await t.call(outsider, 'GET', `${api}/implementation-payment/${a.id}/document/payment`), 404);
    expect(ok(await t.call(outsider, 'GET', `${api}/implementation-payment?f_project_id=${project}`)).body.data.totalRows).toBe(0);
  });

  it('subcontractor budgets: progress computed, the spec filters, status moves by who may, export with the filters', async () => {
    const make = (who: string, body: Record<string, unknown>) => t.call(who, 'POST', `${api}/subcontractor-budget`, { project_id: project, ...body });
    ok(await make(viewer, { package_name: 'Gói thầu móng', budget: 1 }), 403);
    const a = ok(await make(qs, { package_name: 'Gói thầu phần móng', contractor_id: contractor, budget: 12_500_000_000, committed: 11_800_000_000, paid: 7_080_000_000 })).body.data.id;
    const b = ok(await make(qs, { package_name: 'Gói thầu PCCC', budget: 3_400_000_000, committed: 3_520_000_000, paid: 1_133_333_333 })).body.data.id;
    ok(await t.call(admin, 'POST', `${api}/subcontractor-budget`, { project_id: other, package_name: 'Gói thầu của dự án khác', budget: 1_000_000 }));
    const list = ok(await t.call(qs, 'GET', `${api}/subcontractor-budget?f_implementation_id=${project}&order=budget asc`)).body.data;
    expect(list.items.map((x: { id: number }) => x.id)).toEqual([b, a]);
    expect(list.items.map((x: { progress: unknown; overrun: unknown }) => [Number(x.progress), Number(x.overrun)])).toEqual([
      [33.33, 120_000_000],
      [56.64, 0],
    ]);
    expect(ok(await t.call(qs, 'GET', `${api}/subcontractor-budget?f_implementation_id=${project}&q=PCCC&state=ACTIVE`)).body.data.items.map((x: { id: number }) => x.id)).toEqual([b]);
    // Status moves: the QS puts it in force and closes it (both spec paths); reopening needs approve; no skipping.
    ok(await t.call(qs, 'POST', `${api}/subcontractor-budget/${b}/status`, { status: 'CLOSED' }), 409);
    ok(await t.call(viewer, 'POST', `${api}/subcontractor-budget/status/${a}`, { status: 'ACTIVE' }), 403);
    ok(await t.call(outsider, 'POST', `${api}/subcontractor-budget/status/${a}`, { status: 'ACTIVE' }), 404);
    ok(await t.call(qs, 'POST', `${api}/subcontractor-budget/status/${a}`, { status: 'ACTIVE' }));
    ok(await t.call(qs, 'PUT', `${api}/subcontractor-budget/${a}/status`, { status: 'CLOSED' }));
    ok(await t.call(qs, 'POST', `${api}/subcontractor-budget/${a}/status`, { status: 'ACTIVE', reason: 'Bổ sung khối lượng' }), 403);
    ok(await t.call(director, 'POST', `${api}/subcontractor-budget/${a}/status`, { status: 'ACTIVE', reason: 'Bổ sung khối lượng' }));
    ok(await t.call(qs, 'POST', `${api}/subcontractor-budget/${b}/status`, { status: 'CANCELLED', reason: 'Gộp gói thầu' }));
    expect(ok(await t.call(qs, 'GET', `${api}/subcontractor-budget?f_implementation_id=${project}&f_status=ACTIVE`)).body.data.items.map((x: { id: number }) => x.id)).toEqual([a]);
    // The export takes the list's filters: this project's active budget only.
    const file = await t.app.inject({ method: 'GET', url: `${api}/subcontractor-budget/export?f_implementation_id=${project}&f_status=ACTIVE`, headers: { authorization: `Bearer ${qs}` } });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    expect(ws.actualRowCount).toBe(2);
    expect(JSON.stringify(ws.getRow(2).values)).toContain('Gói thầu phần móng');
    // Outsiders read none, by any path.
    expect(ok(await t.call(outsider, 'GET', `${api}/subcontractor-budget?f_implementation_id=${project}`)).body.data.totalRows).toBe(0);
    ok(await t.call(outsider, 'GET', `${api}/subcontractor-budget/${a}`), 404);
  });

  it('a cost review: invited quotations compared (worked example), evaluated, voted on, approved with the chosen company', async () => {
    const co = async (code: string, name: string, tax: string) => ok(await t.call(admin, 'POST', `${api}/contractor`, { code, name, tax_code: tax, kind: 'SUPPLIER' })).body.data.id as number;
    const [hp, vd, ns] = [await co('NCC-HP', 'Công ty Thép Hòa Phát', '0315550011'), await co('NCC-VD', 'Công ty Thép Việt Đức', '0315550012'), await co('NCC-NS', 'Công ty Xi măng Nghi Sơn', '0315550013')];
    const voteUntil = new Date(t.clock.now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const items = [
      { name: 'Thép thanh vằn CB400 D16', unit: 'tấn', quantity: 120, budget_price: 15_200_000 },
      { name: 'Bê tông thương phẩm B25', unit: 'm³', quantity: 640.5, budget_price: 1_280_000 },
    ];
    const body = { project_id: project, title: 'Chọn nhà cung cấp thép và bê tông', kind: 'SUPPLIER', invited_ids: [hp, vd], vote_until: voteUntil, items };
    ok(await t.call(viewer, 'POST', `${api}/review-cost`, body), 403);
    const review = ok(await t.call(qs, 'POST', `${api}/review-cost`, body)).body.data;
    const [steel, concrete] = review.items.map((x: { id: number }) => x.id) as [number, number];
    expect(Number(ok(await t.call(qs, 'GET', `${api}/review-cost/${review.id}`)).body.data.budget_total)).toBe(2_643_840_000);
    // The supplier products GET, the spec's supplier set; outsiders see neither.
    expect(ok(await t.call(qs, 'GET', `${api}/review-cost/product?f_review_cost_id=${review.id}`)).body.data.items.map((x: { id: number }) => x.id)).toEqual([steel, concrete]);
    expect(ok(await t.call(qs, 'GET', `${api}/review-cost/supplier?f_kind=SUPPLIER&f_implementation_id=${project}`)).body.data.items.map((x: { id: number }) => x.id)).toContain(review.id);
    expect(ok(await t.call(outsider, 'GET', `${api}/review-cost/product?f_review_cost_id=${review.id}`)).body.data.totalRows).toBe(0);
    ok(await t.call(outsider, 'GET', `${api}/review-cost/${review.id}`), 404);
    // Invitations out: the QS only.
    ok(await t.call(viewer, 'POST', `${api}/review-cost/status/${review.id}`, { status: 'QUOTING' }), 403);
    ok(await t.call(qs, 'POST', `${api}/review-cost/status/${review.id}`, { status: 'QUOTING' }));
    // Quotations from the invited companies only; prices per item, amounts by the database.
    const quote = (who: string, contractor_id: number, prices: [number, number][]) =>
      t.call(who, 'POST', `${api}/review-cost-quotation`, { review_cost_id: review.id, contractor_id, delivery_days: 30, prices: prices.map(([item_id, unit_price]) => ({ item_id, unit_price })) });
    ok(await quote(qs, ns, [[steel, 1]]), 409);
    ok(await quote(viewer, hp, [[steel, 1]]), 403);
    const q1 = ok(await quote(qs, hp, [[steel, 15_000_000], [concrete, 1_300_000]])).body.data.id as number;
    const q2 = ok(await quote(qs, vd, [[steel, 15_100_000], [concrete, 1_250_000]])).body.data.id as number;
    ok(await quote(qs, vd, [[steel, 1]]), 409); // one quotation per company
    const m = ok(await t.call(qs, 'GET', `${api}/review-cost/${review.id}/comparison/quotations`)).body.data;
    expect(m.columns.map((x: { id: number; title: string; total: number; bestCount: number }) => [x.id, x.title, x.total, x.bestCount])).toEqual([
      [q1, 'Công ty Thép Hòa Phát', 2_632_650_000, 1],
      [q2, 'Công ty Thép Việt Đức', 2_612_625_000, 1],
    ]);
    expect(m.rows.map((r: { id: number; best: number; cells: { isBest: boolean }[] }) => [r.id, r.best, r.cells.map((x) => x.isBest)])).toEqual([
      [steel, 1_800_000_000, [true, false]],
      [concrete, 800_625_000, [false, true]],
    ]);
    ok(await t.call(outsider, 'GET', `${api}/review-cost/${review.id}/comparison/quotations`), 404);
    // The comparison as printed: budget, amounts, totals and the difference to the budget.
    const file = await t.app.inject({ method: 'GET', url: `${api}/review-cost/${review.id}/comparison-export`, headers: { authorization: `Bearer ${qs}` } });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const row = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Hạng mục', 'Đơn vị', 'Khối lượng', 'Dự toán (VNĐ)', 'Công ty Thép Hòa Phát', 'Thấp nhất', 'Công ty Thép Việt Đức', 'Thấp nhất']);
    expect(row(2)).toEqual(['Thép thanh vằn CB400 D16', 'tấn', 120, 1_824_000_000, 1_800_000_000, '*', 1_812_000_000]);
    expect(row(4).slice(3)).toEqual([2_643_840_000, 2_632_650_000, undefined, 2_612_625_000, '*']);
    expect(row(5).slice(4)).toEqual([-11_190_000, undefined, -31_215_000]);
    const outsiderFile = await t.app.inject({ method: 'GET', url: `${api}/review-cost/${review.id}/comparison-export`, headers: { authorization: `Bearer ${outsider}` } });
    expect(outsiderFile.statusCode).toBe(404);
    // Evaluation on the quotation's own path: written, corrected (PUT), cleared; not by the observer.
    ok(await t.call(viewer, 'POST', `${api}/review-cost-quotation/${q1}/evaluation`, { evaluation_score: 90 }), 403);
    ok(await t.call(qs, 'POST', `${api}/review-cost-quotation/${q1}/evaluation`, { evaluation_score: 101 }), 400);
    ok(await t.call(qs, 'POST', `${api}/review-cost-quotation/${q1}/evaluation`, { evaluation_score: 80, evaluation_note: 'Giao hàng chậm hơn' }));
    ok(await t.call(qs, 'PUT', `${api}/review-cost-quotation/evaluation/${q2}`, { evaluation_score: 88 }));
    ok(await t.call(qs, 'POST', `${api}/review-cost-quotation/${q1}/clearEvaluation`, {}));
    const evals = ok(await t.call(qs, 'GET', `${api}/review-cost-quotation?f_supplier_id=${vd}&f_review_cost_id=${review.id}`)).body.data.items;
    expect(evals.map((x: { id: number; evaluation_score: number }) => [x.id, x.evaluation_score])).toEqual([[q2, 88]]);
    expect(ok(await t.call(qs, 'GET', `${api}/review-cost-quotation/${q1}`)).body.data.evaluation_score).toBeNull();
    // Votes: the review committee only (none named: the director, site manager and QS of the project), for a
    // quotation of this review, one per member (database-unique); `is_vote` per caller.
    expect(ok(await t.call(qs, 'GET', `${api}/review-cost/${review.id}`)).body.data.committee_position_ids).toHaveLength(3);
    const wrongRole = await t.call(viewer, 'POST', `${api}/review-cost-vote`, { review_cost_id: review.id, quotation_id: q1, comment: 'Thép D16 rẻ hơn' });
    ok(wrongRole, 403);
    expect(wrongRole.body.message).toContain('hội đồng xét chọn');
    expect((await t.call(viewer, 'POST', `${api}/review-cost/vote/${review.id}`, { quotation_id: q1 }, { 'accept-language': 'en' })).body.message).toContain('review committee');
    const missing = await t.call(qs, 'POST', `${api}/review-cost-vote`, { review_cost_id: review.id, quotation_id: 999_999_999 });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThanOrEqual(404);
    // Waiting for the vote of the committee's members who have not voted; never the observer's.
    const waiting = async (who: string) => ok(await t.call(who, 'GET', `${api}/review-cost/vote-waiting`)).body.data.map((x: { id: number }) => x.id) as number[];
    expect(await waiting(qs)).toContain(review.id);
    expect(await waiting(director)).toContain(review.id);
    expect(await waiting(viewer)).not.toContain(review.id);
    ok(await t.call(qs, 'POST', `${api}/review-cost-vote`, { review_cost_id: review.id, quotation_id: q2, comment: 'Tổng giá thấp nhất' }));
    expect(await waiting(qs)).not.toContain(review.id);
    // The spec's vote POST /{id}: cast, then changed, by the director.
    expect(ok(await t.call(director, 'POST', `${api}/review-cost/vote/${review.id}`, { quotation_id: q1, comment: 'Thép D16 rẻ hơn' })).body.data.my_vote.quotation_id).toBe(q1);
    const changed = ok(await t.call(director, 'POST', `${api}/review-cost/vote/${review.id}`, { quotation_id: q2 })).body.data;
    expect([changed.is_vote, changed.can_vote, changed.my_vote.quotation_id, changed.total, changed.tally]).toEqual([true, true, q2, 2, [{ quotation_id: q2, votes: 2 }]]);
    const twice = await Promise.all([0, 1].map(() => t.call(qs, 'POST', `${api}/review-cost-vote`, { review_cost_id: review.id, quotation_id: q1 })));
    expect(twice.map((x) => x.status)).toEqual([409, 409]);
    expect((await t.call(outsider, 'POST', `${api}/review-cost-vote`, { review_cost_id: review.id, quotation_id: q1 })).status).toBeGreaterThanOrEqual(403);
    expect(ok(await t.call(director, 'GET', `${api}/review-cost-vote/tally?target=${review.id}`)).body.data).toEqual({ target: review.id, total: 2, choices: [{ choice: q2, votes: 2 }] });
    expect(ok(await t.call(qs, 'GET', `${api}/review-cost/${review.id}`)).body.data.is_vote).toBe(true);
    for (const who of [admin, viewer]) expect(ok(await t.call(who, 'GET', `${api}/review-cost/${review.id}`)).body.data.is_vote).toBe(false);
    // The spec's vote GET /{id}: the votes with their voters; the observer reads them but may not vote; outsiders see nothing.
    const seen = ok(await t.call(viewer, 'GET', `${api}/review-cost/vote/${review.id}`)).body.data;
    expect([seen.is_vote, seen.can_vote, seen.my_vote, seen.votes.length]).toEqual([false, false, null, 2]);
    expect(seen.votes.map((v: { voter_id: number }) => v.voter_id).sort()).toEqual([await accountOf('staff'), await accountOf('hr')].sort());
    ok(await t.call(outsider, 'GET', `${api}/review-cost/vote/${review.id}`), 404);
    // Submitted: no more quotations; approved by the director only, recording the chosen company.
    ok(await t.call(viewer, 'POST', `${api}/review-cost/submit/${review.id}`, {}), 403);
    ok(await t.call(qs, 'POST', `${api}/review-cost/submit/${review.id}`, {}));
    ok(await t.call(qs, 'POST', `${api}/review-cost-quotation/${q1}/evaluation`, { evaluation_score: 70 }));
    ok(await t.call(qs, 'PUT', `${api}/review-cost-quotation/${q1}`, { delivery_days: 20 }), 409);
    for (const who of [qs, viewer, admin]) expect((await t.call(who, 'POST', `${api}/review-cost/approve/${review.id}`, {})).status).toBe(403);
    ok(await t.call(director, 'POST', `${api}/review-cost/approve/${review.id}`, {}));
    const done = ok(await t.call(qs, 'GET', `${api}/review-cost/${review.id}`)).body.data;
    expect([done.status, done.chosen_contractor_id, Number(done.chosen_amount)]).toEqual(['APPROVED', vd, 2_612_625_000]);
    // Decided: no vote is cast, changed or withdrawn any more.
    ok(await t.call(director, 'POST', `${api}/review-cost/vote/${review.id}`, { quotation_id: q1 }), 409);
    const myVote = ok(await t.call(qs, 'GET', `${api}/review-cost/vote/${review.id}`)).body.data.my_vote.id as number;
    ok(await t.call(qs, 'DELETE', `${api}/review-cost-vote/${myVote}`), 409);
    ok(await t.call(qs, 'POST', `${api}/review-cost/status/${review.id}`, { status: 'CANCELLED', reason: 'x' }), 409);

    // Another review: no submission without a quotation; rejected, then all its quotations deleted at once; cancelled.
    const positions: Record<string, number> = {};
    for (const r of await q<{ id: string; code: string }>('SELECT id, code FROM implementation_setting_position')) positions[r.code] = Number(r.id);
    const other2 = ok(await t.call(qs, 'POST', `${api}/review-cost`, { ...body, title: 'Chọn thầu phụ cơ điện', kind: 'SUBCONTRACTOR', invited_ids: [], committee_position_ids: [positions.VIEWER, positions.DIRECTOR] })).body.data;
    ok(await t.call(qs, 'POST', `${api}/review-cost/status/${other2.id}`, { status: 'QUOTING' }));
    const none = await t.call(qs, 'POST', `${api}/review-cost/submit/${other2.id}`, {});
    ok(none, 409);
    expect(none.body.message).toContain('Chưa có báo giá');
    const others: number[] = [];
    for (const id of [hp, ns]) others.push(ok(await t.call(qs, 'POST', `${api}/review-cost-quotation`, { review_cost_id: other2.id, contractor_id: id, prices: [{ item_id: other2.items[0].id, unit_price: 14_900_000 }] })).body.data.id);
    // This review names its committee: the observer and the director vote, the QS does not; a quotation of another review is refused.
    ok(await t.call(qs, 'POST', `${api}/review-cost/vote/${other2.id}`, { quotation_id: others[0] }), 403);
    const stray = await t.call(viewer, 'POST', `${api}/review-cost/vote/${other2.id}`, { quotation_id: q1 });
    ok(stray, 400);
    expect(JSON.stringify(stray.body)).toContain('không thuộc đợt thẩm định này');
    ok(await t.call(viewer, 'POST', `${api}/review-cost/vote/${other2.id}`, { quotation_id: others[1], comment: 'Đủ năng lực thi công' }));
    expect(ok(await t.call(viewer, 'GET', `${api}/review-cost/${other2.id}`)).body.data.is_vote).toBe(true);
    // A price for an item of another review is refused.
    ok(await t.call(qs, 'POST', `${api}/review-cost-quotation`, { review_cost_id: other2.id, contractor_id: vd, prices: [{ item_id: steel, unit_price: 1 }] }), 400);
    ok(await t.call(qs, 'POST', `${api}/review-cost/submit/${other2.id}`, {}));
    ok(await t.call(director, 'POST', `${api}/review-cost/reject/${other2.id}`, { comment: 'Cần thêm đơn vị báo giá' }));
    ok(await t.call(viewer, 'POST', `${api}/review-cost-quotation/delete-all`, { review_cost_id: other2.id}), 403);
    expect(ok(await t.call(qs, 'POST', `${api}/review-cost-quotation/delete-all`, { review_cost_id: other2.id})).body.data.count).toBe(2);
    expect(ok(await t.call(qs, 'GET', `${api}/review-cost/${other2.id}`)).body.data.quotation_count).toBe(0);
    ok(await t.call(qs, 'POST', `${api}/review-cost/status/${other2.id}`, { status: 'CANCELLED', reason: 'Gộp vào đợt sau' }));
  });

  it('review points: a weighted point per review, the company average in the project, and the summary under the read rule', async () => {
    const lines = [
      { criterion: 'Chất lượng thi công', weight: 4, point: 8 },
      { criterion: 'Tiến độ', weight: 3, point: 6.5 },
      { criterion: 'An toàn lao động', weight: 2, point: 9 },
      { criterion: 'Hồ sơ thanh toán', weight: 1, point: 7 },
    ];
    const body = { project_id: project, contractor_id: contractor, contract_id: contract, kind: 'SUBCONTRACTOR', title: 'Đánh giá sau nghiệm thu móng', reviewed_date: '2026-03-15', lines };
    ok(await t.call(viewer, 'POST', `${api}/review-point`, body), 403);
    const a = ok(await t.call(qs, 'POST', `${api}/review-point`, body)).body.data.id as number;
    ok(await t.call(viewer, 'POST', `${api}/review-point-line`, { review_point_id: a, criterion: 'Thêm', weight: 1, point: 0 }), 403);
    ok(await t.call(qs, 'POST', `${api}/review-point`, { ...body, title: 'Đánh giá giữa kỳ', lines: [{ criterion: 'Tổng thể', weight: 1, point: 9 }] }));
    const read = ok(await t.call(viewer, 'GET', `${api}/review-point/${a}`)).body.data;
    expect([Number(read.point), Number(read.avg_point)]).toEqual([7.65, 8.33]);
    // Scored per review item: the item's name, weight and highest point come onto the line, the point is brought to 10.
    const group = await one(`SELECT id FROM implementation_review_group WHERE code = 'QUALITY'`);
    const [q1, s1] = [await one(`SELECT id FROM implementation_review_item WHERE code = 'Q1'`), await one(`SELECT id FROM implementation_review_item WHERE code = 'S1'`)];
    const pile = ok(await t.call(admin, 'POST', `${api}/implementation-review-item`, { group_id: group, code: 'T1', name: 'Kết quả thử tải cọc', max_point: 20, weight: 3 })).body.data.id as number;
    const byItem = { ...body, title: 'Đánh giá sau thử tải cọc', lines: [{ item_id: pile, point: 15 }, { item_id: q1, point: 9 }] };
    const over = await t.call(qs, 'POST', `${api}/review-point`, { ...byItem, lines: [{ item_id: q1, point: 11 }] });
    ok(over, 400);
    expect(JSON.stringify(over.body)).toContain('điểm tối đa');
    ok(await t.call(qs, 'POST', `${api}/review-point`, { ...byItem, lines: [{ point: 5 }] }), 400);
    const b = ok(await t.call(qs, 'POST', `${api}/review-point`, byItem)).body.data.id as number;
    const got = ok(await t.call(qs, 'GET', `${api}/review-point/${b}`)).body.data;
    expect(got.lines.map((l: Record<string, unknown>) => [l.item_id, l.criterion, Number(l.weight), Number(l.max_point), Number(l.point)])).toEqual([
      [pile, 'Kết quả thử tải cọc', 3, 20, 15],
      [q1, 'Đúng chủng loại và quy cách vật tư', 2, 10, 9],
    ]);
    expect(Number(got.point)).toBe(8.1); // (3 × 7.5 + 2 × 9) / 5
    expect(Number(got.avg_point)).toBe(8.25); // (7.65 + 9 + 8.1) / 3
    // A line added on its own path is settled the same way: S1 weighs 1, 5 of 10.
    ok(await t.call(qs, 'POST', `${api}/review-point-line`, { review_point_id: b, item_id: s1, point: 5 }));
    ok(await t.call(qs, 'POST', `${api}/review-point-line`, { review_point_id: b, item_id: s1, point: 50 }), 400);
    const after = ok(await t.call(viewer, 'GET', `${api}/review-point/${b}`)).body.data;
    expect([Number(after.point), Number(after.avg_point)]).toEqual([7.58, 8.08]); // 45.5 / 6; (7.65 + 9 + 7.5833) / 3
    // The summary agrees with the records: the company's average point, and per review item.
    const summary = ok(await t.call(viewer, 'GET', `${api}/review-point/summary?f_implementation_id=${project}`)).body.data;
    expect(summary).toEqual([
      {
        contractor_id: contractor,
        contractor_name: 'Công ty CP Xây dựng Tài Chính',
        reviews: 3,
        avg_point: Number(after.avg_point),
        items: [
          { item_id: q1, name: 'Đúng chủng loại và quy cách vật tư', reviews: 1, avg_point: 9 },
          { item_id: s1, name: 'Hoàn thành đúng tiến độ cam kết', reviews: 1, avg_point: 5 },
          { item_id: pile, name: 'Kết quả thử tải cọc', reviews: 1, avg_point: 7.5 },
        ],
      },
    ]);
    expect(ok(await t.call(outsider, 'GET', `${api}/review-point/summary?f_project_id=${project}`)).body.data).toEqual([]);
    ok(await t.call(outsider, 'GET', `${api}/review-point/${a}`), 404);
  });

  it("a quoted price is for an item of the quotation's own review: another review's item is refused (400, vi and en)", async () => {
    const co = async (code: string, tax: string) => ok(await t.call(admin, 'POST', `${api}/contractor`, { code, name: `Công ty ${code}`, tax_code: tax, kind: 'SUPPLIER' })).body.data.id as number;
    const [a, b] = [await co('NCC-GIA-A', '0315550021'), await co('NCC-GIA-B', '0315550022')];
    const review = async (title: string, name: string) => {
      const r = ok(
        await t.call(qs, 'POST', `${api}/review-cost`, { project_id: project, title, kind: 'SUPPLIER', invited_ids: [a, b], items: [{ name, unit: 'bộ', quantity: 4, budget_price: 2_000_000 }] }),
      ).body.data;
      ok(await t.call(qs, 'POST', `${api}/review-cost/status/${r.id}`, { status: 'QUOTING' }));
      return { id: r.id as number, item: r.items[0].id as number };
    };
    const [doors, lights] = [await review('Chọn nhà cung cấp cửa', 'Cửa nhôm kính'), await review('Chọn nhà cung cấp đèn', 'Đèn LED âm trần')];
    // As a line of the quotation: refused, naming the quotation's prices, in the caller's language.
    const quote = (prices: { item_id: number; unit_price: number }[], lang = 'vi') =>
      t.call(qs, 'POST', `${api}/review-cost-quotation`, { review_cost_id: doors.id, contractor_id: a, prices }, { 'accept-language': lang });
    const stray = await quote([{ item_id: lights.item, unit_price: 1_900_000 }]);
    ok(stray, 400);
    expect(stray.body.message).toBe('Hạng mục không thuộc đợt thẩm định của báo giá');
    expect((await quote([{ item_id: lights.item, unit_price: 1_900_000 }], 'en')).body.message).toBe("The item is not one of the quotation's cost review");
    expect(await q('SELECT id FROM implementation_review_quotation WHERE review_cost_id = $1', [doors.id])).toEqual([]);
    // Its own review's item goes through; then, written on its own or in a change of the quotation, another's is refused.
    const quotation = ok(await quote([{ item_id: doors.item, unit_price: 1_950_000 }])).body.data.id as number;
    const alone = await t.call(qs, 'POST', `${api}/review-cost-quotation-price`, { quotation_id: quotation, item_id: lights.item, unit_price: 1 }, { 'accept-language': 'en' });
    ok(alone, 400);
    expect(alone.body.errors).toEqual([{ field: 'item_id', message: "The item is not one of the quotation's cost review" }]);
    ok(await t.call(qs, 'PUT', `${api}/review-cost-quotation/${quotation}`, { prices: [{ item_id: lights.item, unit_price: 1 }] }), 400);
    expect(await q('SELECT item_id::int AS item FROM implementation_review_quotation_price WHERE quotation_id = $1', [quotation])).toEqual([{ item: doors.item }]);
  });
});
