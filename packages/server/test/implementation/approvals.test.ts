/**
 * A project's approvals (issue 40; ADR 0022): its approval flows, read by its members and written
 * by its director, kept as the project's own approval process; memos and supply requests walked
 * through their statuses and approved through the project's flow (before the group's), by the
 * positions it names; a member of project A reads nothing of project B's memos and supplies.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { projectKit } from './kit.js';

describe.each(dbKinds(import.meta.url))("a project's approval flows, memos and supplies on %s", (kind) => {
  const t = useTestApp(kind);
  const { q, one, staffOf, accountOf, ok } = projectKit(t);
  const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((x) => x.id).sort((a, b) => a - b);

  let admin = '';
  let director = '';
  let manager = '';
  let viewer = '';
  let outsider = '';
  const p: number[] = [];
  const pos: Record<string, number> = {};

  beforeAll(async () => {
    admin = await t.login('admin');
    // approver, staff, editor and hr hold the area's view and edit (not view all).
    const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'Triển khai dự án (duyệt, kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    for (const u of ['approver', 'staff', 'editor', 'hr']) {
      const id = await accountOf(u);
      const held = ((await t.call(admin, 'GET', `/api/v1/user/${id}`)).body.data.role_ids ?? []) as number[];
      ok(await t.call(admin, 'PUT', `/api/v1/user/${id}`, { role_ids: [...held, role] }));
    }
    [director, manager, viewer, outsider] = [await t.login('approver'), await t.login('staff'), await t.login('editor'), await t.login('hr')];
    // The demo made members at random: these four start as members of nothing.
    await q(`DELETE FROM implementation_user WHERE staff_id IN (SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username IN ('approver', 'staff', 'editor', 'hr'))`);
    for (const r of (await q<{ id: string; code: string }>('SELECT id, code FROM implementation_setting_position')) as { id: string; code: string }[]) pos[r.code] = Number(r.id);
    const unit = await one('SELECT id FROM organization ORDER BY id LIMIT 1');
    p.push(ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Nhà máy phụ tùng Chu Lai (duyệt)', unit_id: unit })).body.data.id);
    p.push(ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Showroom Đà Nẵng (duyệt)', unit_id: unit })).body.data.id);
    const member = async (project: number, username: string, code: string) =>
      ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: project, staff_id: await staffOf(username), position_id: pos[code] }));
    await member(p[0] as number, 'approver', 'DIRECTOR');
    await member(p[0] as number, 'staff', 'SITE_MANAGER');
    await member(p[0] as number, 'editor', 'VIEWER');
    await member(p[1] as number, 'editor', 'SITE_MANAGER');
  });

  it("a project's flows: read by its members, written by its director, kept as the project's own approval process", async () => {
    const body = {
      project_id: p[0],
      source_type: 'IMPLEMENTATION_MEMO',
      name: 'Duyệt chỉ thị công trường',
      name_en: 'Site memo approval',
      steps: [{ name: 'Giám đốc dự án duyệt', position_id: pos.DIRECTOR, mode: 'ANY' }],
    };
    // The site manager and the observer read but may not set flows; an outsider does not see the project.
    ok(await t.call(manager, 'POST', '/api/v1/implementation-approval-flow', body), 403);
    ok(await t.call(viewer, 'POST', '/api/v1/implementation-approval-flow', body), 403);
    ok(await t.call(outsider, 'POST', '/api/v1/implementation-approval-flow', body), 404);
    const flow = ok(await t.call(director, 'POST', '/api/v1/implementation-approval-flow', body)).body.data;
    expect(flow.process_id).toBeGreaterThan(0);
    const process = async () => {
      const [row] = await q<{ scope_resource: string; scope_id: string; source_type: string; state: string }>('SELECT scope_resource, scope_id, source_type, state FROM approval_process WHERE id = $1', [flow.process_id]);
      const steps = await q<{ approver_kind: string; scope_position: string; mode: string }>(
        "SELECT approver_kind, scope_position, mode FROM approval_step WHERE process_id = $1 AND state = 'ACTIVE' ORDER BY ordering",
        [flow.process_id],
      );
      return { ...row, scope_id: Number(row?.scope_id), steps: steps.map((s) => `${s.approver_kind}:${s.scope_position}:${s.mode}`) };
    };
    expect(await process()).toEqual({ scope_resource: 'implementation_project', scope_id: p[0], source_type: 'IMPLEMENTATION_MEMO', state: 'ACTIVE', steps: ['SCOPE_POSITION:DIRECTOR:ANY'] });
    // One flow per kind and project.
    ok(await t.call(director, 'POST', '/api/v1/implementation-approval-flow', body), 409);
    // Changed steps are the process's steps at once.
    ok(
      await t.call(director, 'PUT', `/api/v1/implementation-approval-flow/${flow.id}`, {
        steps: [
          { name: 'Chỉ huy trưởng xem xét', position_id: pos.SITE_MANAGER, mode: 'ANY' },
          { name: 'Giám đốc dự án duyệt', position_id: pos.DIRECTOR, mode: 'ALL' },
        ],
      }),
    );
    expect((await process()).steps).toEqual(['SCOPE_POSITION:SITE_MANAGER:ANY', 'SCOPE_POSITION:DIRECTOR:ALL']);
    ok(await t.call(director, 'PUT', `/api/v1/implementation-approval-flow/${flow.id}`, { steps: body.steps }));
    expect((await process()).steps).toEqual(['SCOPE_POSITION:DIRECTOR:ANY']);

    // Reads: the project's members (list, get, its steps), nobody else.
    expect(ids(ok(await t.call(viewer, 'GET', `/api/v1/implementation-approval-flow?f_project_id=${p[0]}`)))).toEqual([flow.id]);
    expect(ok(await t.call(viewer, 'GET', `/api/v1/implementation-approval-flow/${flow.id}`)).body.data.steps).toHaveLength(1);
    ok(await t.call(outsider, 'GET', `/api/v1/implementation-approval-flow/${flow.id}`), 404);
    expect(ok(await t.call(outsider, 'GET', '/api/v1/implementation-approval-flow')).body.data.totalRows).toBe(0);
    expect(ok(await t.call(outsider, 'GET', `/api/v1/implementation-approval-step?f_flow_id=${flow.id}`)).body.data.totalRows).toBe(0);
    // A flow of another kind made and deleted: its process is inactivated with it.
    const supplyFlow = ok(
      await t.call(director, 'POST', '/api/v1/implementation-approval-flow', { ...body, source_type: 'IMPLEMENTATION_PAYMENT', name: 'Duyệt thanh toán' }),
    ).body.data;
    ok(await t.call(director, 'DELETE', `/api/v1/implementation-approval-flow/${supplyFlow.id}`));
    expect((await q<{ state: string }>('SELECT state FROM approval_process WHERE id = $1', [supplyFlow.process_id]))[0]?.state).toBe('INACTIVE');
    // The demo's flows answer the spec path for an admin.
    expect(ok(await t.call(admin, 'GET', '/api/v1/implementation-approval-flow')).body.data.totalRows).toBeGreaterThanOrEqual(4);
  });

  const status = async (table: string, id: number) => (await q<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0]?.status;
  // bigint[]: numbers from PGlite, strings from node-postgres.
  const waitingOn = async (type: string, id: number) =>
    (((await q<{ ids: unknown[] }>('SELECT current_approver_ids AS ids FROM approval_request WHERE target_type = $1 AND target_id = $2', [type, id]))[0]?.ids ?? []) as unknown[]).map(Number);
  const inbox = async (who: string) => (ok(await t.call(who, 'GET', '/api/v1/approvals/waiting?limit=100')).body.data.items as { target_type: string; target_id: number }[]).map((x) => `${x.target_type}:${Number(x.target_id)}`);

  it("memos: written by the positions named, walked through their statuses, approved through the project's own flow before the group's", async () => {
    // The group's memo process names the admin; project A's own flow (the test above) its director.
    ok(
      await t.call(admin, 'POST', '/api/v1/approval-process', {
        name: 'Duyệt chỉ thị (chung)',
        source_type: 'IMPLEMENTATION_MEMO',
        steps: [{ name: 'Ban quản lý dự án Tập đoàn', approver_kind: 'STAFF', mode: 'ANY', approver_ids: [await accountOf('admin')] }],
      }),
    );
    const body = { project_id: p[0], title: 'Che chắn bụi khu vực trộn vữa', title_en: 'Dust screens at the mortar mixing area', content: 'Lắp lưới che bụi cao 3 m quanh khu trộn vữa.', due_date: '2026-12-20' };
    ok(await t.call(viewer, 'POST', '/api/v1/implementation-memo', body), 403);
    ok(await t.call(outsider, 'POST', '/api/v1/implementation-memo', body), 404);
    const memo = ok(await t.call(manager, 'POST', '/api/v1/implementation-memo', body)).body.data;
    expect(memo.code).toMatch(/^CT-\d{4}-\d{4}$/);
    expect(memo.status).toBe('DRAFT');
    // Nothing after approval before it: not issued from a draft; the observer may not submit.
    expect((await t.call(manager, 'PUT', `/api/v1/implementation-memo/status/${memo.id}`, { status: 'ISSUED' })).status).toBeGreaterThanOrEqual(400);
    ok(await t.call(viewer, 'POST', `/api/v1/implementation-memo/submit/${memo.id}`, {}), 403);
    ok(await t.call(manager, 'POST', `/api/v1/implementation-memo/submit/${memo.id}`, {}));
    expect(await status('implementation_memo', memo.id)).toBe('PENDING');
    // The project's own flow: its director, not the group's approver.
    expect(await waitingOn('implementation_memo', memo.id)).toEqual([await accountOf('approver')]);
    expect(await inbox(director)).toContain(`implementation_memo:${memo.id}`);
    // The director's inbox row opens the memo (a member reads it without a broad right on the area).
    const row = (ok(await t.call(director, 'GET', '/api/v1/approvals/waiting?limit=100')).body.data.items as { target_type: string; target_id: number; link: string | null }[]).find(
      (x) => x.target_type === 'implementation_memo' && Number(x.target_id) === memo.id,
    );
    expect(row?.link).toBe(`/admin/implementation-memo/${memo.id}`);
    expect(await inbox(viewer)).not.toContain(`implementation_memo:${memo.id}`);
    // Frozen while pending; only the director decides: the observer and the admin are refused, the outsider does not see it.
    ok(await t.call(manager, 'PUT', `/api/v1/implementation-memo/${memo.id}`, { title: 'Sửa khi chờ duyệt' }), 409);
    ok(await t.call(viewer, 'POST', `/api/v1/implementation-memo/${memo.id}/approve`, {}), 403);
    ok(await t.call(admin, 'POST', `/api/v1/implementation-memo/${memo.id}/approve`, {}), 403);
    // The outsider is no approver and no member: 404, as for the record (it does not learn the memo exists).
    ok(await t.call(outsider, 'POST', `/api/v1/implementation-memo/${memo.id}/approve`, {}), 404);
    ok(await t.call(outsider, 'POST', `/api/v1/implementation-memo/${memo.id}/reject`, { reason: 'x' }), 404);
    ok(await t.call(outsider, 'POST', `/api/v1/implementation-memo/${memo.id}/cancel`, {}), 404);
    ok(await t.call(outsider, 'GET', `/api/v1/implementation-memo/${memo.id}`), 404);
    ok(await t.call(outsider, 'GET', `/api/v1/implementation-memo/${memo.id}/approval`), 404);
    // Rejected (a reason is needed), corrected, submitted again, approved.
    ok(await t.call(director, 'POST', `/api/v1/implementation-memo/${memo.id}/reject`, {}), 400);
    ok(await t.call(director, 'POST', `/api/v1/implementation-memo/${memo.id}/reject`, { comment: 'Ghi rõ chiều cao lưới và thời hạn.' }));
    expect(await status('implementation_memo', memo.id)).toBe('REJECTED');
    ok(await t.call(manager, 'PUT', `/api/v1/implementation-memo/${memo.id}`, { content: 'Lắp lưới che bụi cao 3 m quanh khu trộn vữa trước ngày 20/12.' }));
    ok(await t.call(manager, 'POST', `/api/v1/implementation-memo/${memo.id}/submit`, {}));
    ok(await t.call(director, 'POST', `/api/v1/implementation-memo/${memo.id}/approve`, {}));
    expect(await status('implementation_memo', memo.id)).toBe('APPROVED');
    expect(await inbox(director)).not.toContain(`implementation_memo:${memo.id}`);
    // After approval: issued and done by the status endpoint (PUT and POST), by a writer, not the observer.
    ok(await t.call(viewer, 'PUT', `/api/v1/implementation-memo/status/${memo.id}`, { status: 'ISSUED' }), 403);
    ok(await t.call(manager, 'PUT', `/api/v1/implementation-memo/status/${memo.id}`, { status: 'ISSUED' }));
    ok(await t.call(director, 'POST', `/api/v1/implementation-memo/${memo.id}/status`, { status: 'DONE' }));
    expect(await status('implementation_memo', memo.id)).toBe('DONE');
    ok(await t.call(manager, 'POST', `/api/v1/implementation-memo/${memo.id}/submit`, {}), 409);

    // A draft is voided with a reason; project B has no flow of its own: the group's process applies.
    const other = ok(await t.call(viewer, 'POST', '/api/v1/implementation-memo', { ...body, project_id: p[1], title: 'Kiểm tra giàn giáo' })).body.data;
    ok(await t.call(viewer, 'POST', `/api/v1/implementation-memo/${other.id}/status`, { status: 'CANCELLED' }), 400);
    const spare = ok(await t.call(viewer, 'POST', '/api/v1/implementation-memo', { ...body, project_id: p[1], title: 'Bản nháp bỏ' })).body.data;
    ok(await t.call(viewer, 'POST', `/api/v1/implementation-memo/${spare.id}/status`, { status: 'CANCELLED', reason: 'Trùng nội dung' }));
    ok(await t.call(viewer, 'POST', `/api/v1/implementation-memo/submit/${other.id}`, {}));
    expect(await waitingOn('implementation_memo', other.id)).toEqual([await accountOf('admin')]);
    // A's director is no approver of B's memo: refused, nothing decided.
    expect([403, 404]).toContain((await t.call(director, 'POST', `/api/v1/implementation-memo/${other.id}/approve`, {})).status);
    expect(await status('implementation_memo', other.id)).toBe('PENDING');
  });

  it("supply requests: lines priced into the total, approved through the project's flow (QS, then director), ordered and delivered", async () => {
    // hr.auto holds view all (HR) but not this area: as the project's QS it gets the area's view and edit.
    const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'QS dự án (kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    const qsAccount = await accountOf('hr.auto');
    const held = ((await t.call(admin, 'GET', `/api/v1/user/${qsAccount}`)).body.data.role_ids ?? []) as number[];
    ok(await t.call(admin, 'PUT', `/api/v1/user/${qsAccount}`, { role_ids: [...held, role] }));
    const qs = await t.login('hr.auto');
    await q(`DELETE FROM implementation_user WHERE staff_id = $1`, [await staffOf('hr.auto')]);
    ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: p[0], staff_id: await staffOf('hr.auto'), position_id: pos.QS }));
    ok(
      await t.call(director, 'POST', '/api/v1/implementation-approval-flow', {
        project_id: p[0],
        source_type: 'IMPLEMENTATION_SUPPLY',
        name: 'Duyệt đề xuất vật tư',
        steps: [
          { name: 'QS kiểm tra khối lượng', position_id: pos.QS, mode: 'ANY' },
          // The director only above 500 million (a condition on the stored total).
          { name: 'Giám đốc dự án phê duyệt', position_id: pos.DIRECTOR, mode: 'ANY', condition_field: 'total', condition_op: 'GT', condition_value: 500_000_000 },
        ],
      }),
    );
    const unit = await one("SELECT id FROM implementation_setting_item WHERE category = 'UNIT_OF_MEASURE' ORDER BY id LIMIT 1");
    const body = {
      project_id: p[0],
      title: 'Vật tư đổ bê tông sàn tầng 2',
      title_en: 'Materials for the level 2 slab pour',
      needed_date: '2026-12-15',
      lines: [
        { item: 'Bê tông thương phẩm M300', unit_id: unit, quantity: 320, unit_price: 1_450_000 },
        { item: 'Thép vằn D16 CB400-V', unit_id: unit, quantity: 12.5, unit_price: 17_800_000 },
        { item: 'Cốp pha phủ phim (mượn kho)', unit_id: unit, quantity: 200 },
      ],
    };
    ok(await t.call(viewer, 'POST', '/api/v1/implementation-supply', body), 403);
    ok(await t.call(outsider, 'POST', '/api/v1/implementation-supply', body), 404);
    ok(await t.call(manager, 'POST', '/api/v1/implementation-supply', { ...body, lines: [] }), 400);
    const supply = ok(await t.call(manager, 'POST', '/api/v1/implementation-supply', body)).body.data;
    expect(supply.code).toMatch(/^VT-\d{4}-\d{4}$/);
    // 320 × 1,450,000 + 12.5 × 17,800,000; the unpriced line adds nothing.
    expect(Number(supply.total)).toBe(464_000_000 + 222_500_000);
    expect(supply.lines).toHaveLength(3);
    ok(await t.call(manager, 'POST', `/api/v1/implementation-supply/submit/${supply.id}`, {}));
    expect(await waitingOn('implementation_supply', supply.id)).toEqual([qsAccount]);
    ok(await t.call(director, 'POST', `/api/v1/implementation-supply/${supply.id}/approve`, {}), 403);
    ok(await t.call(viewer, 'POST', `/api/v1/implementation-supply/${supply.id}/approve`, {}), 403);
    ok(await t.call(qs, 'POST', `/api/v1/implementation-supply/${supply.id}/approve`, {}));
    expect(await status('implementation_supply', supply.id)).toBe('PENDING');
    expect(await waitingOn('implementation_supply', supply.id)).toEqual([await accountOf('approver')]);
    expect(await inbox(director)).toContain(`implementation_supply:${supply.id}`);
    ok(await t.call(director, 'POST', `/api/v1/implementation-supply/${supply.id}/approve`, {}));
    expect(await status('implementation_supply', supply.id)).toBe('APPROVED');
    // After approval: ordered, delivered (not back to draft), by writers only.
    ok(await t.call(viewer, 'POST', `/api/v1/implementation-supply/status/${supply.id}`, { status: 'ORDERED' }), 403);
    ok(await t.call(manager, 'POST', `/api/v1/implementation-supply/status/${supply.id}`, { status: 'ORDERED' }));
    ok(await t.call(qs, 'PUT', `/api/v1/implementation-supply/status/${supply.id}`, { status: 'DELIVERED' }));
    expect((await t.call(manager, 'POST', `/api/v1/implementation-supply/${supply.id}/status`, { status: 'DRAFT' })).status).toBeGreaterThanOrEqual(400);
    expect(await status('implementation_supply', supply.id)).toBe('DELIVERED');

    // Under the threshold the director's step is skipped: the QS's approval is the last.
    const small = ok(await t.call(manager, 'POST', '/api/v1/implementation-supply', { ...body, title: 'Đinh, dây thép buộc', lines: [{ item: 'Dây thép buộc 1 ly', unit_id: unit, quantity: 50, unit_price: 28_000 }] })).body.data;
    ok(await t.call(manager, 'POST', `/api/v1/implementation-supply/${small.id}/submit`, {}));
    ok(await t.call(qs, 'POST', `/api/v1/implementation-supply/${small.id}/approve`, {}));
    expect(await status('implementation_supply', small.id)).toBe('APPROVED');
    // Withdrawn by its requester while pending; deleted when pending withdraws it.
    const third = ok(await t.call(manager, 'POST', '/api/v1/implementation-supply', body)).body.data;
    ok(await t.call(manager, 'POST', `/api/v1/implementation-supply/${third.id}/submit`, {}));
    ok(await t.call(manager, 'POST', `/api/v1/implementation-supply/${third.id}/cancel`, {}));
    expect(await status('implementation_supply', third.id)).toBe('CANCELLED');
  });

  const exportOf = async (who: string, path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${path}/export`, headers: { authorization: `Bearer ${who}` } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const rows: string[] = [];
    for (let i = 2; i <= ws.actualRowCount; i++) rows.push(JSON.stringify(ws.getRow(i).values));
    return rows;
  };

  it("a member of project A reads nothing of project B's memos and supplies: list, get, search, counts, export, lines, approval", async () => {
    const memoB = ok(await t.call(admin, 'POST', '/api/v1/implementation-memo', { project_id: p[1], title: 'Chỉ thị riêng dự án B', content: 'Bí mật dự án B.' })).body.data;
    const supplyB = ok(
      await t.call(admin, 'POST', '/api/v1/implementation-supply', { project_id: p[1], title: 'Vật tư riêng dự án B', lines: [{ item: 'Thép hình I200 dự án B', quantity: 3, unit_price: 25_000_000 }] }),
    ).body.data;
    for (const [path, id, word] of [
      ['implementation-memo', memoB.id, 'dự án B'],
      ['implementation-supply', supplyB.id, 'dự án B'],
    ] as const) {
      // The director of A: no B rows in the list, the search, the count or the export; B's record is not found.
      const list = ok(await t.call(director, 'GET', `/api/v1/${path}?limit=100`)).body.data;
      expect(list.items.map((x: { project_id: number }) => x.project_id).every((x: number) => x === p[0])).toBe(true);
      expect(list.totalRows).toBe(list.items.length);
      expect(ok(await t.call(director, 'GET', `/api/v1/${path}?f_project_id=${p[1]}`)).body.data.totalRows).toBe(0);
      expect(ok(await t.call(director, 'GET', `/api/v1/${path}?q=${encodeURIComponent(word)}`)).body.data.totalRows).toBe(0);
      ok(await t.call(director, 'GET', `/api/v1/${path}/${id}`), 404);
      ok(await t.call(director, 'GET', `/api/v1/${path}/${id}/approval`), 404);
      ok(await t.call(director, 'PUT', `/api/v1/${path}/${id}`, { title: 'Sửa chéo dự án' }), 404);
      ok(await t.call(director, 'POST', `/api/v1/${path}/${id}/status`, { status: 'CANCELLED', reason: 'Chéo dự án' }), 404);
      // The export is the list under the same rule: as many rows, none of B's (B's title would show).
      const sheet = await exportOf(director, path);
      expect(sheet.length).toBe(list.totalRows);
      expect(sheet.join('\n')).not.toContain(word);
      expect((await exportOf(viewer, path)).join('\n')).toContain(word);
      // The outsider (no project) reads none; the member of B (the editor, also A's observer) reads both projects'.
      expect(ok(await t.call(outsider, 'GET', `/api/v1/${path}`)).body.data.totalRows).toBe(0);
      ok(await t.call(viewer, 'GET', `/api/v1/${path}/${id}`));
    }
    expect(ok(await t.call(director, 'GET', `/api/v1/implementation-supply-line?f_supply_id=${supplyB.id}`)).body.data.totalRows).toBe(0);
    expect(ok(await t.call(viewer, 'GET', `/api/v1/implementation-supply-line?f_supply_id=${supplyB.id}`)).body.data.totalRows).toBe(1);
    expect(ok(await t.call(director, 'GET', `/api/v1/implementation-approval-flow?f_project_id=${p[1]}`)).body.data.totalRows).toBe(0);
  });

  it('review groups and items: the shared criteria of the area, with demo data; an item needs its group', async () => {
    const groups = ok(await t.call(director, 'GET', '/api/v1/implementation-review-group')).body.data;
    expect(groups.totalRows).toBeGreaterThanOrEqual(4);
    const items = ok(await t.call(director, 'GET', `/api/v1/implementation-review-item?f_group_id=${groups.items[0].id}&limit=100`)).body.data;
    expect(items.items.every((x: { group_id: number }) => x.group_id === groups.items[0].id)).toBe(true);
    const made = ok(await t.call(admin, 'POST', '/api/v1/implementation-review-item', { group_id: groups.items[0].id, code: 'KT-01', name: 'Bàn giao hồ sơ hoàn công', name_en: 'As-built records handed over', max_point: 10, weight: 1.5 })).body.data;
    expect(Number(made.weight)).toBe(1.5);
    ok(await t.call(admin, 'POST', '/api/v1/implementation-review-item', { code: 'KT-02', name: 'Không có nhóm', max_point: 10, weight: 1 }), 400);
    ok(await t.call(admin, 'POST', '/api/v1/implementation-review-item', { group_id: groups.items[0].id, code: 'KT-01', name: 'Trùng mã', max_point: 10, weight: 1 }), 409);
  });
});
