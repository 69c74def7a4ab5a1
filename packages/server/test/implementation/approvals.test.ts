/**
 * A project's approvals (issue 40; ADR 0022): its approval flows, read by its members and written
 * by its director, kept as the project's own approval process; memos and supply requests walked
 * through their statuses and approved through the project's flow (before the group's), by the
 * positions it names; a member of project A reads nothing of project B's memos and supplies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../harness.js';

describe.each(DB_KINDS)("a project's approval flows, memos and supplies on %s", (kind) => {
  const t = useTestApp(kind);
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const one = async (sql: string, params: unknown[] = []) => Number((await q<{ id: string }>(sql, params))[0]?.id);
  const staffOf = (username: string) => one('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [username]);
  const accountOf = (username: string) => one('SELECT id FROM account WHERE username = $1', [username]);
  const ok = <T extends { status: number; body: unknown }>(res: T, status = 200): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  };
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
});
