/**
 * Project implementation, the money (issue 41; ADR 0023): additional items raise a contract's ceiling
 * once approved through the project's own flow; payments stay under it, are confirmed by the site and
 * walk their statuses (who may do each: the QS files, an observer of the project does nothing, the
 * project's director approves and marks paid, an outsider sees nothing); subcontractor budgets with
 * their progress, filters, status moves and export; cost reviews from invitation to quotations, the
 * comparison (a worked example), votes and approval recording the chosen company.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../harness.js';

describe.each(DB_KINDS)('project money on %s', (kind) => {
  const t = useTestApp(kind);
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const one = async (sql: string, params: unknown[] = []) => Number((await q<{ id: string }>(sql, params))[0]?.id);
  const staffOf = (username: string) => one('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [username]);
  const accountOf = (username: string) => one('SELECT id FROM account WHERE username = $1', [username]);
  const ok = <T extends { status: number; body: unknown }>(res: T, status = 200): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  };
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
    // Approved is final: no cancel, no edit.
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

});
