/**
 * The throwaway project-like area (scripts/project-area/declarations.ts), declared with no module
 * code, through the real app on a real database: projects and their records are seen by the
 * project's members only and written by members holding the positions the declaration names
 * (`access.member`), comments follow their task (`access.parent`), broad readers see everything,
 * and the list cache follows a membership change at once; a project's summary document is served
 * under the project's read rule, and a task falling due alerts the project's members once. Run by `node scripts/project-area.mjs`
 * in a worktree that holds the declarations (imports rewritten there).
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { declaredDdl } from '../../packages/server/src/engine/constraints.js';
import { runAlerts } from '../../packages/server/src/jobs/alerts.js';
import { DB_KINDS, useTestApp } from '../../packages/server/test/harness.js';

describe.each(DB_KINDS)('a project-like area declared without module code, on %s', (kind) => {
  const t = useTestApp(kind);
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const staffOf = async (username: string) =>
    Number((await q<{ id: string }>('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [username]))[0]?.id);
  const accountOf = async (username: string) => Number((await q<{ id: string }>('SELECT id FROM account WHERE username = $1', [username]))[0]?.id);
  const ok = <T extends { status: number; body: unknown }>(res: T, status = 200): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  };
  const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((x) => x.id).sort((a, b) => a - b);

  it('members read their projects and records, positions decide who writes, a membership change shows at once', async () => {
    const admin = await t.login('admin');
    // Staff, editor and approver get the area's rights (view and edit), not view all.
    const role = ok(
      await t.call(admin, 'POST', '/api/v1/role', { name: 'Triển khai dự án thử', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } }),
    );
    for (const u of ['staff', 'editor', 'approver']) {
      const id = await accountOf(u);
      const held = ((await t.call(admin, 'GET', `/api/v1/user/${id}`)).body.data.role_ids ?? []) as number[];
      ok(await t.call(admin, 'PUT', `/api/v1/user/${id}`, { role_ids: [...held, role.body.data.id] }));
    }
    const [pm, eng, other] = [await t.login('staff'), await t.login('editor'), await t.login('approver')];

    const pos: Record<string, number> = {};
    for (const code of ['PM', 'ENG', 'VIEW']) pos[code] = ok(await t.call(admin, 'POST', '/api/v1/zz-position', { code, name: `Vị trí ${code}` })).body.data.id;
    const p1 = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-2026-0001', name: 'Nhà máy Chu Lai giai đoạn 2' })).body.data.id as number;
    const p2 = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-2026-0002', name: 'Trung tâm R&D Thủ Đức' })).body.data.id as number;
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: p1, staff_id: await staffOf('staff'), position_id: pos.PM }));
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: p1, staff_id: await staffOf('editor'), position_id: pos.ENG }));
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: p2, staff_id: await staffOf('editor'), position_id: pos.VIEW }));

    // Reads: members only; the admin (broad rights) sees all.
    expect(ids(await t.call(pm, 'GET', '/api/v1/zz-project'))).toEqual([p1]);
    expect(ids(await t.call(eng, 'GET', '/api/v1/zz-project'))).toEqual([p1, p2]);
    expect(ids(await t.call(other, 'GET', '/api/v1/zz-project'))).toEqual([]);
    expect(ids(await t.call(admin, 'GET', '/api/v1/zz-project'))).toEqual([p1, p2]);
    expect((await t.call(other, 'GET', `/api/v1/zz-project/${p1}`)).status).toBe(404);
    expect((await t.call(pm, 'GET', '/api/v1/zz-project-user?f_project_id=' + p1)).body.data.totalRows).toBe(2);
    expect((await t.call(pm, 'GET', '/api/v1/zz-project-user?f_project_id=' + p2)).body.data.totalRows).toBe(0);

    // Writes on the project: its PM only; a member in another position reads but may not write (403).
    ok(await t.call(pm, 'PUT', `/api/v1/zz-project/${p1}`, { name: 'Nhà máy Chu Lai GĐ2' }));
    ok(await t.call(eng, 'PUT', `/api/v1/zz-project/${p1}`, { name: 'Đổi tên' }), 403);
    ok(await t.call(other, 'PUT', `/api/v1/zz-project/${p1}`, { name: 'Đổi tên' }), 404);
    ok(await t.call(other, 'DELETE', `/api/v1/zz-project/${p1}`), 404);
    expect((await q<{ name: string }>('SELECT name FROM zz_project WHERE id = $1', [p1]))[0]?.name).toBe('Nhà máy Chu Lai GĐ2');
    // Nobody files a project they would not belong to; the admin does.
    ok(await t.call(pm, 'POST', '/api/v1/zz-project', { code: 'DA-2026-0003', name: 'Dự án tự tạo' }), 404);
    expect((await q('SELECT 1 FROM zz_project WHERE code = $1', ['DA-2026-0003'])).length).toBe(0);

    // Tasks: PM and ENG write; VIEW only reads; outsiders neither; a task cannot move to a project one does not write.
    const task = ok(await t.call(eng, 'POST', '/api/v1/zz-task', { project_id: p1, title: 'Khảo sát mặt bằng' })).body.data.id as number;
    ok(await t.call(eng, 'POST', '/api/v1/zz-task', { project_id: p2, title: 'Không được tạo' }), 403);
    ok(await t.call(other, 'POST', '/api/v1/zz-task', { project_id: p1, title: 'Không được tạo' }), 404);
    ok(await t.call(eng, 'PUT', `/api/v1/zz-task/${task}`, { project_id: p2 }), 403);
    const t2 = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p2, title: 'Thiết kế cơ sở' })).body.data.id as number;
    expect((await q('SELECT id FROM zz_task WHERE title = $1', ['Không được tạo'])).length).toBe(0);
    expect(Number((await q<{ project_id: string }>('SELECT project_id FROM zz_task WHERE id = $1', [task]))[0]?.project_id)).toBe(p1);

    // Comments follow their task: who reads the task comments on it.
    ok(await t.call(eng, 'POST', '/api/v1/zz-task-comment', { task_id: task, content: 'Đã khảo sát xong khu A.' }));
    ok(await t.call(other, 'POST', '/api/v1/zz-task-comment', { task_id: task, content: 'Người ngoài' }), 404);
    ok(await t.call(pm, 'POST', '/api/v1/zz-task-comment', { task_id: t2, content: 'Không thuộc dự án' }), 404);

    // Cached lists follow the membership: the outsider lists (twice: the second from the cache),
    // becomes a VIEW member, and sees the project's task and comment at once; VIEW does not write.
    for (let i = 0; i < 2; i++) {
      expect(ids(await t.call(other, 'GET', '/api/v1/zz-task'))).toEqual([]);
      expect((await t.call(other, 'GET', `/api/v1/zz-task-comment?f_task_id=${task}`)).body.data.totalRows).toBe(0);
    }
    ok(await t.call(eng, 'POST', '/api/v1/zz-project-user', { project_id: p1, staff_id: await staffOf('approver'), position_id: pos.VIEW }), 403);
    const membership = ok(await t.call(pm, 'POST', '/api/v1/zz-project-user', { project_id: p1, staff_id: await staffOf('approver'), position_id: pos.VIEW }))
      .body.data.id as number;
    expect(ids(await t.call(other, 'GET', '/api/v1/zz-task'))).toEqual([task]);
    expect((await t.call(other, 'GET', `/api/v1/zz-task-comment?f_task_id=${task}`)).body.data.totalRows).toBe(1);
    ok(await t.call(other, 'PUT', `/api/v1/zz-task/${task}`, { title: 'Người xem sửa' }), 403);
    // The abilities say the same before anyone tries: the PM writes the project, ENG the task, VIEW neither.
    const can = async (who: string, path: string) => ok(await t.call(who, 'GET', path)).body.data;
    expect(await can(pm, `/api/v1/zz-project/${p1}/abilities`)).toMatchObject({ update: true, delete: true });
    expect(await can(eng, `/api/v1/zz-project/${p1}/abilities`)).toMatchObject({ update: false, delete: false });
    expect(await can(eng, `/api/v1/zz-task/${task}/abilities`)).toMatchObject({ update: true, approval: { submit: true, decide: false, withdraw: false } });
    expect(await can(other, `/api/v1/zz-task/${task}/abilities`)).toMatchObject({ update: false, delete: false, approval: { submit: false } });
    expect(Object.keys(await can(other, `/api/v1/zz-task/abilities?ids=${task},${t2}`))).toEqual([String(task)]);
    ok(await t.call(other, 'POST', '/api/v1/zz-task-comment', { task_id: task, content: 'Người xem hỏi tiến độ.' }));

    // Taken away: the PM removes the membership; the cached lists drop the records at once.
    ok(await t.call(pm, 'DELETE', `/api/v1/zz-project-user/${membership}`));
    expect(ids(await t.call(other, 'GET', '/api/v1/zz-task'))).toEqual([]);
    expect((await t.call(other, 'GET', `/api/v1/zz-task-comment?f_task_id=${task}`)).body.data.totalRows).toBe(0);
    expect((await t.call(other, 'GET', `/api/v1/zz-task/${task}`)).status).toBe(404);
    expect(ids(await t.call(admin, 'GET', '/api/v1/zz-task'))).toEqual([task, t2]);
  });

  it('rolls up its tasks into the project: count, progress weighted by estimate, total; a deleted task leaves them', async () => {
    const admin = await t.login('admin');
    const p = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-ROLLUP', name: 'Dự án tổng hợp' })).body.data.id as number;
    const figures = async () => {
      const list = (await t.call(admin, 'GET', '/api/v1/zz-project?q=DA-ROLLUP')).body.data.items[0];
      const one = (await t.call(admin, 'GET', `/api/v1/zz-project/${p}`)).body.data;
      expect({ task_count: one.task_count, progress: one.progress, budget: one.budget }).toEqual({
        task_count: list.task_count,
        progress: list.progress,
        budget: list.budget,
      });
      return { task_count: one.task_count, progress: one.progress, budget: one.budget };
    };
    expect(await figures()).toEqual({ task_count: 0, progress: 0, budget: 0 });
    const a = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: 'Móng', estimate: 300_000_000, is_done: true })).body.data.id as number;
    ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: 'Khung', estimate: 700_000_000 }));
    // The cached list follows the children: the figures move at once.
    expect(await figures()).toEqual({ task_count: 2, progress: 30, budget: 1_000_000_000 });
    ok(await t.call(admin, 'DELETE', `/api/v1/zz-task/${a}`));
    expect(await figures()).toEqual({ task_count: 1, progress: 0, budget: 700_000_000 });
  });

  it('keeps stored roll-ups exact by triggers: create, change, move, delete, lines replaced, concurrent creates; lists sort and filter on them', async () => {
    const admin = await t.login('admin');
    const project = async (code: string) => ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code, name: `Dự án ${code}` })).body.data.id as number;
    const [pa, pb, pc] = [await project('DA-LUU-A'), await project('DA-LUU-B'), await project('DA-LUU-C')];
    // The column in the database, the record read by id and the list (cached: asked twice) agree.
    const stored = async (id: number) => {
      const row = (await q<{ task_count: unknown; budget: unknown }>('SELECT task_count, budget FROM zz_project WHERE id = $1', [id]))[0];
      const one = (await t.call(admin, 'GET', `/api/v1/zz-project/${id}`)).body.data;
      for (let i = 0; i < 2; i++) {
        const listed = (await t.call(admin, 'GET', `/api/v1/zz-project?f_id=${id}`)).body.data.items[0];
        expect([listed.task_count, listed.budget]).toEqual([one.task_count, one.budget]);
      }
      expect([Number(row?.task_count), Number(row?.budget)]).toEqual([one.task_count, one.budget]);
      return [one.task_count, one.budget];
    };
    expect(await stored(pa)).toEqual([0, 0]);
    const task = async (p: number, estimate: number) => ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: `Việc ${estimate}`, estimate })).body.data.id as number;
    const t1 = await task(pa, 100_000_000);
    const t2 = await task(pa, 200_000_000);
    expect(await stored(pa)).toEqual([2, 300_000_000]);
    // The field changed; a change the figures do not read leaves them.
    ok(await t.call(admin, 'PUT', `/api/v1/zz-task/${t1}`, { estimate: 150_000_000 }));
    ok(await t.call(admin, 'PUT', `/api/v1/zz-task/${t1}`, { title: 'Đổi tên việc' }));
    expect(await stored(pa)).toEqual([2, 350_000_000]);
    // Moved to another project: both follow.
    ok(await t.call(admin, 'PUT', `/api/v1/zz-task/${t2}`, { project_id: pb }));
    expect(await stored(pa)).toEqual([1, 150_000_000]);
    expect(await stored(pb)).toEqual([1, 200_000_000]);
    // Soft delete (the task's state), then a hard delete in SQL.
    ok(await t.call(admin, 'DELETE', `/api/v1/zz-task/${t1}`));
    expect(await stored(pa)).toEqual([0, 0]);
    await q('DELETE FROM zz_task WHERE id = $1', [t2]);
    expect(await stored(pb)).toEqual([0, 0]);
    // Read-only to the API: given in a write, it is ignored.
    ok(await t.call(admin, 'PUT', `/api/v1/zz-project/${pa}`, { budget: 1, task_count: 9 }));
    expect(await stored(pa)).toEqual([0, 0]);

    // Lists sort and filter on them: pa 500M (2 tasks), pb 200M (1), pc empty.
    await task(pa, 300_000_000);
    await task(pa, 200_000_000);
    await task(pb, 200_000_000);
    const listed = async (query: string) => (await t.call(admin, 'GET', `/api/v1/zz-project?q=DA-LUU&${query}`)).body.data.items.map((x: { id: number }) => x.id);
    expect(await listed('order=budget%20desc')).toEqual([pa, pb, pc]);
    expect(await listed('order=budget%20asc')).toEqual([pc, pb, pa]);
    expect(await listed('order=task_count%20desc')).toEqual([pa, pb, pc]);
    expect(await listed('f_budget_from=200000000&order=budget%20asc')).toEqual([pb, pa]);
    expect(await listed('f_budget=200000000')).toEqual([pb]);
    expect(await listed('f_task_count=0')).toEqual([pc]);
    // The cached list follows a child written through the API: pc now leads.
    for (let i = 0; i < 2; i++) expect(await listed('order=budget%20desc')).toEqual([pa, pb, pc]);
    await task(pc, 900_000_000);
    expect(await listed('order=budget%20desc')).toEqual([pc, pa, pb]);
    // The list's index on the column is declared with it.
    expect((await q("SELECT 1 FROM pg_indexes WHERE tablename = 'zz_project' AND indexname = 'zz_project_budget_idx'")).length).toBe(1);

    // Concurrent creates on one project all count (PGlite runs them one after the other; PostgreSQL at once).
    const pd = await project('DA-LUU-D');
    await Promise.all([1, 2, 3, 4].map((n) => task(pd, n)));
    expect(await stored(pd)).toEqual([4, 10]);
    if (kind === 'postgres') {
      // Two transactions overlapping for sure: the second's insert waits on the project row the
      // first's trigger locked, and its recompute then sees the first's task (without the lock it
      // would count its own only).
      const pe = await project('DA-LUU-E');
      const insert = "INSERT INTO zz_task (project_id, title, estimate) VALUES ($1, 'Song song', $2)";
      const waiting = async () => Number((await q<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))[0]?.n);
      let second: Promise<void> | undefined;
      await t.database.session(async (s1) => {
        await s1.exec('BEGIN');
        await s1.query(insert, [pe, 5]);
        second = t.database.session(async (s2) => {
          await s2.exec('BEGIN');
          await s2.query(insert, [pe, 7]);
          await s2.exec('COMMIT');
        });
        for (let i = 0; i < 40 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
        expect(await waiting()).toBe(1);
        await s1.exec('COMMIT');
      });
      await second;
      expect(await stored(pe)).toEqual([2, 12]);
    }

    // The fill of the migration restores a figure written wrong by hand.
    await q('UPDATE zz_project SET budget = 1, task_count = 7 WHERE id = $1', [pd]);
    for (const d of declaredDdl().filter((x) => x.name.startsWith('zz_project_') && x.name.endsWith('_rollup'))) await t.database.exec(d.sql.slice(d.sql.lastIndexOf('UPDATE ')));
    expect(await stored(pd)).toEqual([4, 10]);

    // A purchase's total follows its lines written through the purchase: created, replaced, changed.
    const total = async (id: number) => {
      const one = (await t.call(admin, 'GET', `/api/v1/zz-purchase/${id}`)).body.data.total;
      expect(Number((await q<{ total: unknown }>('SELECT total FROM zz_purchase WHERE id = $1', [id]))[0]?.total)).toBe(one);
      return one;
    };
    const made = ok(
      await t.call(admin, 'POST', '/api/v1/zz-purchase', {
        project_id: pd,
        title: 'Vật tư lưu tổng',
        lines: [
          { item: 'Xi măng', quantity: 2, unit_price: 1_000 },
          { item: 'Cát', quantity: 1.5, unit_price: 100 },
        ],
      }),
    ).body.data;
    expect(made.total).toBe(2_150);
    expect(await total(made.id)).toBe(2_150);
    // Approved at once (no process yet): opened again for editing, by hand, to replace its lines.
    await q("UPDATE zz_purchase SET status = 'NEW' WHERE id = $1", [made.id]);
    const replaced = ok(await t.call(admin, 'PUT', `/api/v1/zz-purchase/${made.id}`, { lines: [{ item: 'Thép', quantity: 3, unit_price: 5_000 }] })).body.data;
    expect(replaced.total).toBe(15_000);
    expect(await total(made.id)).toBe(15_000);
    const line = replaced.lines[0].id as number;
    await q('UPDATE zz_purchase_line SET quantity = 4 WHERE id = $1', [line]);
    expect(await total(made.id)).toBe(20_000);
    const other = ok(await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: pd, title: 'Vật tư nhỏ', lines: [{ item: 'Đinh', quantity: 1, unit_price: 500 }] })).body.data.id;
    const purchases = async (query: string) => (await t.call(admin, 'GET', `/api/v1/zz-purchase?f_project_id=${pd}&${query}`)).body.data.items.map((x: { id: number }) => x.id);
    expect(await purchases('order=total%20asc')).toEqual([other, made.id]);
    expect(await purchases('f_total_from=1000')).toEqual([made.id]);
    ok(await t.call(admin, 'PUT', `/api/v1/zz-purchase/${made.id}`, { lines: [] }));
    expect(await total(made.id)).toBe(0);
    expect(await purchases('order=total%20asc')).toEqual([made.id, other]);
    // The session is given back: the admin's live sessions are capped, and a later test logs in at an earlier clock.
    ok(await t.call(admin, 'POST', '/api/v1/auth/logout', {}));
  });

  it("approves a task through its project's own process (the project's PM), else the group's", async () => {
    const admin = await t.login('admin');
    const pm = await t.login('staff');
    const pos = Number((await q<{ id: string }>("SELECT id FROM zz_position WHERE code = 'PM'"))[0]?.id);
    const mine = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-DUYET-1', name: 'Dự án có quy trình riêng' })).body.data.id as number;
    const other = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-DUYET-2', name: 'Dự án theo quy trình chung' })).body.data.id as number;
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: mine, staff_id: await staffOf('staff'), position_id: pos }));
    // The group's process: a named approver (editor). The project's own: its PM.
    ok(
      await t.call(admin, 'POST', '/api/v1/approval-process', {
        name: 'Duyệt đầu việc (chung)',
        source_type: 'IMPLEMENTATION_MEMO',
        steps: [{ name: 'Ban dự án', approver_kind: 'STAFF', mode: 'ANY', approver_ids: [await accountOf('editor')] }],
      }),
    );
    ok(
      await t.call(admin, 'POST', '/api/v1/approval-process', {
        name: 'Duyệt đầu việc của dự án',
        source_type: 'IMPLEMENTATION_MEMO',
        scope_resource: 'zz_project',
        scope_id: mine,
        steps: [{ name: 'Giám đốc dự án', approver_kind: 'SCOPE_POSITION', mode: 'ANY', scope_position: 'PM' }],
      }),
    );
    const a = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: mine, title: 'Đầu việc cần PM duyệt' })).body.data.id as number;
    const b = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: other, title: 'Đầu việc theo quy trình chung' })).body.data.id as number;
    // bigint[]: numbers from PGlite, strings from node-postgres.
    const waiting = async (id: number) =>
      (
        ((await q<{ ids: unknown[] }>("SELECT current_approver_ids AS ids FROM approval_request WHERE target_type = 'zz_task' AND target_id = $1", [id]))[0]
          ?.ids ?? []) as unknown[]
      ).map(Number);
    // The spec-style alias and the generic path are the same call.
    ok(await t.call(admin, 'POST', `/api/v1/zz-task/submit/${a}`, {}));
    ok(await t.call(admin, 'POST', `/api/v1/zz-task/${b}/submit`, {}));
    expect(await waiting(a)).toEqual([await accountOf('staff')]);
    expect(await waiting(b)).toEqual([await accountOf('editor')]);
    // The admin is not this step's approver; the PM is.
    ok(await t.call(admin, 'POST', `/api/v1/zz-task/${a}/approve`, {}), 403);
    ok(await t.call(pm, 'POST', `/api/v1/zz-task/approve/${a}`, {}));
    expect((await q<{ status: string }>('SELECT status FROM zz_task WHERE id = $1', [a]))[0]?.status).toBe('APPROVED');
    // Deleting a pending task withdraws its approval: the timeline and the history say so.
    ok(await t.call(admin, 'DELETE', `/api/v1/zz-task/${b}`));
    expect((await q<{ approval_status: string }>("SELECT approval_status FROM approval_request WHERE target_type = 'zz_task' AND target_id = $1", [b]))[0]?.approval_status).toBe('CANCELLED');
    expect((await q<{ status: string; state: string }>('SELECT status, state FROM zz_task WHERE id = $1', [b]))[0]).toEqual({ status: 'CANCELLED', state: 'INACTIVE' });
    expect(await waiting(b)).toEqual([]);
  });

  it('files purchase requests as declared: submitted on create, approved at once without a process, withdrawn on delete', async () => {
    const admin = await t.login('admin');
    const p = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-MUA-1', name: 'Dự án mua sắm' })).body.data.id as number;
    const status = async (id: number) => (await q<{ status: string }>('SELECT status FROM zz_purchase WHERE id = $1', [id]))[0]?.status;
    // No IMPLEMENTATION_SUPPLY process yet: approved at once, as the system.
    const a = ok(await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: p, title: 'Máy toàn đạc', amount: 250_000_000 })).body.data.id as number;
    expect(await status(a)).toBe('APPROVED');
    ok(
      await t.call(admin, 'POST', '/api/v1/approval-process', {
        name: 'Duyệt mua sắm',
        source_type: 'IMPLEMENTATION_SUPPLY',
        steps: [{ name: 'Phòng mua hàng', approver_kind: 'STAFF', mode: 'ANY', approver_ids: [await accountOf('editor')] }],
      }),
    );
    // With one: pending from the create on, the approver waits; a bad request writes nothing.
    const b = ok(await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: p, title: 'Xe bồn', amount: 1_200_000_000 })).body.data.id as number;
    expect(await status(b)).toBe('PENDING');
    ok(await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: p, amount: 'nhiều' }), 400);
    expect((await q("SELECT 1 FROM approval_request WHERE target_type = 'zz_purchase'")).length).toBe(1);
    ok(await t.call(admin, 'DELETE', `/api/v1/zz-purchase/${b}`));
    expect((await q<{ approval_status: string }>("SELECT approval_status FROM approval_request WHERE target_type = 'zz_purchase' AND target_id = $1", [b]))[0]?.approval_status).toBe('CANCELLED');
    // An approved one cannot be withdrawn; the workflow has no move written by hand for any of this.
    ok(await t.call(admin, 'POST', `/api/v1/zz-purchase/${a}/cancel`, {}), 404);
  });

  it('takes one vote per member and task until the due date, tallies them, and tells each caller whether they voted', async () => {
    const admin = await t.login('admin');
    const [pm, eng, viewer] = [await t.login('staff'), await t.login('editor'), await t.login('approver')];
    const pos = async (code: string) => Number((await q<{ id: string }>('SELECT id FROM zz_position WHERE code = $1', [code]))[0]?.id);
    const p = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-PHIEU-1', name: 'Dự án biểu quyết' })).body.data.id as number;
    for (const [u, code] of [['staff', 'PM'], ['editor', 'ENG'], ['approver', 'VIEW']] as const)
      ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: p, staff_id: await staffOf(u), position_id: await pos(code) }));
    const today = new Date(t.clock.now.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10);
    const task = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: 'Chọn nhà thầu móng', due_date: today })).body.data.id as number;
    const [yes, no] = [await pos('PM'), await pos('ENG')];
    ok(await t.call(eng, 'POST', '/api/v1/zz-task-vote', { task_id: task, option_id: yes, comment: 'Đồng ý phương án 1' }));
    ok(await t.call(pm, 'POST', '/api/v1/zz-task-vote', { task_id: task, option_id: yes }));
    ok(await t.call(viewer, 'POST', '/api/v1/zz-task-vote', { task_id: task, option_id: no }));
    // One vote per person and task, in the database: a second one, even two at once, is refused.
    const twice = await Promise.all([0, 1].map(() => t.call(eng, 'POST', '/api/v1/zz-task-vote', { task_id: task, option_id: no })));
    expect(twice.map((x) => x.status)).toEqual([409, 409]);
    const tally = ok(await t.call(pm, 'GET', `/api/v1/zz-task-vote/tally?target=${task}`)).body.data;
    expect(tally).toEqual({ target: task, total: 3, choices: [{ choice: yes, votes: 2 }, { choice: no, votes: 1 }] });
    // The flag depends on who asks, also from the cached list (asked twice) and the record.
    const flag = async (who: string) => [
      (await t.call(who, 'GET', `/api/v1/zz-task?f_project_id=${p}`)).body.data.items[0].is_vote,
      (await t.call(who, 'GET', `/api/v1/zz-task?f_project_id=${p}`)).body.data.items[0].is_vote,
      (await t.call(who, 'GET', `/api/v1/zz-task/${task}`)).body.data.is_vote,
    ];
    expect(await flag(eng)).toEqual([true, true, true]);
    expect(await flag(admin)).toEqual([false, false, false]);
    // Outsiders neither vote nor read the tally; after the due date nobody votes.
    const outsider = await t.login('hr');
    expect((await t.call(outsider, 'GET', `/api/v1/zz-task-vote/tally?target=${task}`)).status).toBeGreaterThanOrEqual(403);
    // A task whose due date has passed takes no vote; nothing is written.
    const yesterday = new Date(t.clock.now.getTime() + 7 * 3600 * 1000 - 86_400_000).toISOString().slice(0, 10);
    const past = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: 'Đã quá hạn', due_date: yesterday })).body.data.id as number;
    const late = await t.call(admin, 'POST', '/api/v1/zz-task-vote', { task_id: past, option_id: yes });
    ok(late, 409);
    expect(late.body.message).toMatch(/bỏ phiếu/);
    expect((await q('SELECT 1 FROM zz_task_vote WHERE task_id = $1', [past])).length).toBe(0);
    expect((await q('SELECT 1 FROM zz_task_vote WHERE task_id = $1', [task])).length).toBe(3);
  });

  it('compares quotations per line: the lowest price marked, each quotation totalled; members only', async () => {
    const admin = await t.login('admin');
    const p = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-SOSANH-1', name: 'Dự án so sánh giá' })).body.data.id as number;
    const lines = [
      { item: 'Xi măng PCB40', quantity: 100, unit_price: 1 },
      { item: 'Thép CB300', quantity: 10, unit_price: 1 },
    ];
    const purchase = ok(await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: p, title: 'Mua vật tư', lines })).body.data;
    const [cement, steel] = purchase.lines.map((x: { id: number }) => x.id) as [number, number];
    const quote = async (supplier: string, prices: [number, number | null]) => {
      const q = ok(await t.call(admin, 'POST', '/api/v1/zz-quote', { purchase_id: purchase.id, supplier })).body.data.id as number;
      for (const [line, price] of [[cement, prices[0]], [steel, prices[1]]] as const)
        if (price !== null) ok(await t.call(admin, 'POST', '/api/v1/zz-quote-price', { quote_id: q, line_id: line, price }));
      return q;
    };
    const a = await quote('Công ty Hòa Phát', [1_650_000, 15_200_000]);
    const b = await quote('Công ty Vissai', [1_590_000, 15_200_000]);
    const c = await quote('Công ty Nghi Sơn', [1_700_000, null]);
    const m = ok(await t.call(admin, 'GET', `/api/v1/zz-purchase/${purchase.id}/comparison/quotes`)).body.data;
    expect(m.columns.map((x: { id: number; total: number; bestCount: number }) => [x.id, x.total, x.bestCount])).toEqual([
      [a, 16_850_000, 1],
      [b, 16_790_000, 2],
      [c, 1_700_000, 0],
    ]);
    expect(m.rows[0]).toMatchObject({ id: cement, title: 'Xi măng PCB40', best: 1_590_000 });
    expect(m.rows[0].cells.map((x: { isBest: boolean }) => x.isBest)).toEqual([false, true, false]);
    // A tie marks both; a missing quote is null and never the best.
    expect(m.rows[1].cells).toEqual([
      { column: a, value: 15_200_000, isBest: true },
      { column: b, value: 15_200_000, isBest: true },
      { column: c, value: null, isBest: false },
    ]);
    // Outsiders do not read it; an unknown comparison or a forged id is refused.
    const outsider = await t.login('approver');
    expect((await t.call(outsider, 'GET', `/api/v1/zz-purchase/${purchase.id}/comparison/quotes`)).status).toBe(404);
    ok(await t.call(admin, 'GET', `/api/v1/zz-purchase/${purchase.id}/comparison/nope`), 404);
    ok(await t.call(admin, 'GET', '/api/v1/zz-purchase/abc/comparison/quotes'), 400);
  });

  it('computes line amounts and the total exactly: quantity with decimals × whole đồng, rounded as the database rounds', async () => {
    const admin = await t.login('admin');
    const p = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-TIEN-1', name: 'Dự án tính tiền' })).body.data.id as number;
    const lines = [
      { item: 'Bê tông M300', quantity: 2.5, unit_price: 1_200_000 },
      { item: 'Thép D16', quantity: 0.333, unit_price: 3 },
      { item: 'Cát vàng', quantity: 1.005, unit_price: 1_000 },
    ];
    const made = ok(await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: p, title: 'Vật tư móng', lines })).body.data;
    // 3,000,000 + round(0.999) + round(1005.000): exact, where floating point gives 1004.9999999999999 for the last.
    expect(made.lines.map((x: { amount: number }) => Number(x.amount))).toEqual([3_000_000, 1, 1_005]);
    const listed = (await t.call(admin, 'GET', `/api/v1/zz-purchase?f_project_id=${p}`)).body.data.items[0];
    const one = (await t.call(admin, 'GET', `/api/v1/zz-purchase/${made.id}`)).body.data;
    expect(Number(listed.total)).toBe(3_001_006);
    expect(Number(one.total)).toBe(3_001_006);
    // More decimals than declared, or a fraction of a đồng, are refused with the line named; nothing is written.
    const bad = await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: p, title: 'Sai', lines: [{ item: 'X', quantity: 1.0001, unit_price: 1 }] });
    ok(bad, 400);
    expect(JSON.stringify(bad.body)).toContain('quantity');
    ok(await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: p, title: 'Sai', lines: [{ item: 'X', quantity: 1, unit_price: 1.5 }] }), 400);
    // The amount is the database's: a client cannot write it.
    const forced = ok(await t.call(admin, 'POST', '/api/v1/zz-purchase', { project_id: p, title: 'Ép giá', lines: [{ item: 'Y', quantity: 2, unit_price: 10, amount: 1 }] }));
    expect(Number(forced.body.data.lines[0].amount)).toBe(20);
    expect((await q("SELECT 1 FROM zz_purchase WHERE title = 'Sai'")).length).toBe(0);
  });

  /**
   * The first test's project, whose PM is `staff`: the estimates are written by a member. (A fresh
   * admin login here would push the admin past the device limit and sign out the alert test's session.)
   */
  const estimateProject = async () => {
    const p = Number((await q<{ id: string }>("SELECT id FROM zz_project WHERE code = 'DA-2026-0001'"))[0]?.id);
    return { p, pm: await t.login('staff') };
  };

  it('saves an estimate with lines of lines in one request: nested kept by id, added, removed; read back nested; deleted with it', async () => {
    const { p, pm } = await estimateProject();
    const items = [
      { name: 'Móng', quantity: 1, unit_price: 5_000_000, parts: [{ name: 'Bê tông M300', quantity: 2.5, unit_price: 1_200_000 }, { name: 'Cát vàng', quantity: 1.005, unit_price: 1_000 }] },
      { name: 'Khung thép', quantity: 2, unit_price: 7_500_000, parts: [{ name: 'Thép D16', quantity: 0.333, unit_price: 3 }] },
    ];
    const made = ok(await t.call(pm, 'POST', '/api/v1/zz-estimate', { project_id: p, title: 'Dự toán móng và khung', items })).body.data;
    const shape = (e: { items: { name: string; amount: number; parts: { name: string; amount: number }[] }[] }) =>
      e.items.map((i) => [i.name, Number(i.amount), i.parts.map((x) => [x.name, Number(x.amount)])]);
    expect(shape(made)).toEqual([
      ['Móng', 5_000_000, [['Bê tông M300', 3_000_000], ['Cát vàng', 1_005]]],
      ['Khung thép', 15_000_000, [['Thép D16', 1]]],
    ]);
    // GET carries the same nesting, in order; the roll-up sums the items.
    const got = ok(await t.call(pm, 'GET', `/api/v1/zz-estimate/${made.id}`)).body.data;
    expect(shape(got)).toEqual(shape(made));
    expect(Number(got.total)).toBe(20_000_000);
    expect(got.items[0].parts[0]).toMatchObject({ item_id: made.items[0].id, quantity: 2.5 });

    // Update: the first item kept by id (its first part kept and changed, the second removed, one
    // added), the second item removed with its part, a new item with a new part.
    const [mong, khung] = made.items as { id: number; parts: { id: number }[] }[];
    const kept = mong?.parts[0]?.id as number;
    const upd = ok(
      await t.call(pm, 'PUT', `/api/v1/zz-estimate/${made.id}`, {
        items: [
          { id: mong?.id, name: 'Móng (điều chỉnh)', parts: [{ id: kept, quantity: 3 }, { name: 'Đá 1x2', quantity: 4, unit_price: 250_000 }] },
          { name: 'Mái tôn', quantity: 120, unit_price: 95_000, parts: [{ name: 'Tôn lạnh', quantity: 120, unit_price: 80_000 }] },
        ],
      }),
    ).body.data;
    expect(shape(upd)).toEqual([
      ['Móng (điều chỉnh)', 5_000_000, [['Bê tông M300', 3_600_000], ['Đá 1x2', 1_000_000]]],
      ['Mái tôn', 11_400_000, [['Tôn lạnh', 9_600_000]]],
    ]);
    expect(upd.items[0].id).toBe(mong?.id);
    expect(upd.items[0].parts[0].id).toBe(kept);
    const partsOf = async (ids: number[]) => Number((await q<{ n: string }>('SELECT count(*) AS n FROM zz_estimate_part WHERE item_id = ANY($1::bigint[])', [ids]))[0]?.n);
    expect(await partsOf([khung?.id as number])).toBe(0);
    expect((await q('SELECT 1 FROM zz_estimate_item WHERE id = $1', [khung?.id])).length).toBe(0);
    expect((await q("SELECT 1 FROM zz_estimate_part WHERE name IN ('Cát vàng', 'Thép D16')")).length).toBe(0);
    // An item sent without its parts keeps them.
    const same = ok(await t.call(pm, 'PUT', `/api/v1/zz-estimate/${made.id}`, { items: upd.items.map((i: { id: number; name: string }) => ({ id: i.id, name: i.name })) })).body.data;
    expect(shape(same)).toEqual(shape(upd));

    // Delete: the estimate, its items and their parts go together.
    const itemIds = upd.items.map((i: { id: number }) => i.id) as number[];
    ok(await t.call(pm, 'DELETE', `/api/v1/zz-estimate/${made.id}`));
    expect((await q('SELECT 1 FROM zz_estimate_item WHERE estimate_id = $1', [made.id])).length).toBe(0);
    expect(await partsOf(itemIds)).toBe(0);
    ok(await t.call(pm, 'GET', `/api/v1/zz-estimate/${made.id}`), 404);
  });

  it('a bad nested line refuses the whole write, named by its path; forged nested ids and too many lines too', async () => {
    const { p, pm } = await estimateProject();
    const counts = async () =>
      Promise.all(['zz_estimate', 'zz_estimate_item', 'zz_estimate_part'].map(async (x) => Number((await q<{ n: string }>(`SELECT count(*) AS n FROM ${x}`))[0]?.n)));
    const item = (parts: unknown[]) => ({ name: 'Móng', quantity: 1, unit_price: 1_000, parts });
    const good = { name: 'Cọc', quantity: 1, unit_price: 1_000 };
    const before = await counts();
    const bad = await t.call(pm, 'POST', '/api/v1/zz-estimate', { project_id: p, title: 'Sai', items: [item([good]), item([{ ...good, unit_price: 1.5 }, { name: '' }])] });
    ok(bad, 400);
    const fields = bad.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['items[1].parts[0].unit_price', 'items[1].parts[1].name']));
    // Labelled per level: the item and its position, the part and its position, the field.
    expect(bad.body.errors.find((e: { field: string }) => e.field === 'items[1].parts[0].unit_price').message).toMatch(/^Hạng mục dự toán 2 - Chi tiết hạng mục 1 - Đơn giá/);
    expect(await counts()).toEqual(before);

    // On update: a bad part leaves the estimate as it was; a part of another item is not taken.
    const made = ok(await t.call(pm, 'POST', '/api/v1/zz-estimate', { project_id: p, title: 'Đúng', items: [item([good]), item([good])] })).body.data;
    const after = await counts();
    const [a, b] = made.items as { id: number; parts: { id: number }[] }[];
    const badUpd = await t.call(pm, 'PUT', `/api/v1/zz-estimate/${made.id}`, { title: 'Đổi', items: [{ id: a?.id, parts: [] }, { id: b?.id, parts: [{ id: b?.parts[0]?.id, quantity: -1 }] }] });
    ok(badUpd, 400);
    expect(badUpd.body.errors[0].field).toBe('items[1].parts[0].quantity');
    const forged = await t.call(pm, 'PUT', `/api/v1/zz-estimate/${made.id}`, { items: [{ id: a?.id, parts: [{ id: b?.parts[0]?.id, name: 'Lấy của dòng khác' }] }] });
    ok(forged, 400);
    expect(forged.body.errors[0].field).toBe('items[0].parts[0].id');
    const untouched = ok(await t.call(pm, 'GET', `/api/v1/zz-estimate/${made.id}`)).body.data;
    expect([untouched.title, untouched.items.map((i: { parts: unknown[] }) => i.parts.length)]).toEqual(['Đúng', [1, 1]]);
    expect(await counts()).toEqual(after);

    // At most 2,000 lines in one write, nested ones included (100 items of 20 parts: 2,100).
    const many = Array.from({ length: 100 }, () => item(Array.from({ length: 20 }, () => good)));
    const tooMany = await t.call(pm, 'POST', '/api/v1/zz-estimate', { project_id: p, title: 'Quá nhiều', items: many }, { 'accept-language': 'en' });
    ok(tooMany, 400);
    expect(tooMany.body.errors[0]).toMatchObject({ field: 'items' });
    expect(tooMany.body.errors[0].message).toContain('at most 2000 lines');
    expect(await counts()).toEqual(after);
  });

  it('a project filed without a code gets the next of its year, after the codes typed by hand', async () => {
    const admin = await t.login('admin');
    const year = new Date(t.clock.now.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 4);
    ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: `DA-${year}-0041`, name: 'Mã nhập tay' }));
    const next = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { name: 'Dự án tự cấp mã' })).body.data.code;
    expect(next).toBe(`DA-${year}-0042`);
    expect((await t.call(admin, 'GET', `/api/v1/zz-project/code-check?code=DA-${year}-0042`)).body.data.isFree).toBe(false);
    expect((await t.call(admin, 'GET', '/api/v1/zz-project/code-next')).body.data.code).toBe(`DA-${year}-0043`);
  });

  it("serves a project's summary to its members only, as declared (xlsx and docx), and logs it", async () => {
    const admin = await t.login('admin');
    const [pm, eng, other] = [await t.login('staff'), await t.login('editor'), await t.login('approver')];
    const pos = async (code: string) => Number((await q<{ id: string }>('SELECT id FROM zz_position WHERE code = $1', [code]))[0]?.id);
    const p = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-TAILIEU', name: 'Nhà xưởng Chu Lai', start_date: '2026-03-01' })).body.data.id as number;
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: p, staff_id: await staffOf('staff'), position_id: await pos('PM') }));
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: p, staff_id: await staffOf('editor'), position_id: await pos('ENG') }));
    ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: 'Đổ bê tông móng', due_date: '2026-12-01', estimate: 500_000_000 }));
    const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    const xlsx = await get(pm, `/api/v1/zz-project/${p}/document/summary`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(decodeURIComponent(String(xlsx.headers['content-disposition']).split("UTF-8''")[1] ?? '')).toBe('Tóm tắt dự án - DA-TAILIEU.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.worksheets[0]?.eachRow((row) => row.eachCell((c) => cells.push(String(c.value ?? ''))));
    for (const x of ['TÓM TẮT DỰ ÁN', 'DA-TAILIEU - Nhà xưởng Chu Lai', 'Số đầu việc', '01/03/2026', 'II. Đầu việc', 'Đổ bê tông móng', '01/12/2026', '500.000.000', 'III. Thành viên'])
      expect(cells, x).toContain(x);
    const docx = await get(eng, `/api/v1/zz-project/${p}/document/brief?lang=en`);
    expect(docx.statusCode).toBe(200);
    const xml = (await (await JSZip.loadAsync(docx.rawPayload)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('PROJECT SUMMARY');
    expect(xml).toContain('Đổ bê tông móng');

    // Not a member: not found; no right on the area: forbidden; forged ids and unknown documents refused.
    expect((await get(other, `/api/v1/zz-project/${p}/document/summary`)).statusCode).toBe(404);
    expect((await get(await t.login('hr.auto'), `/api/v1/zz-project/${p}/document/summary`)).statusCode).toBe(403);
    expect((await get(admin, `/api/v1/zz-project/${p}x/document/summary`)).statusCode).toBe(400);
    expect((await get(admin, `/api/v1/zz-project/${p}/document/profile`)).statusCode).toBe(404);
    expect((await get(admin, `/api/v1/zz-task/${p}/document/summary`)).statusCode).toBe(404);
    const logged = await q<{ username: string; suffix: string }>("SELECT username, suffix FROM activity_log WHERE action = 'document' AND table_name = 'zz_project' AND record_id = $1 ORDER BY id", [p]);
    expect(logged.map((x) => [x.username, x.suffix])).toEqual([
      ['staff', 'summary'],
      ['editor', 'brief'],
    ]);
  });

  it("alerts the project's members of a task falling due, the days from a setting, once per task and due date", async () => {
    t.clock.set('2026-11-24T03:00:00Z');
    const admin = await t.login('admin');
    const pos = async (code: string) => Number((await q<{ id: string }>('SELECT id FROM zz_position WHERE code = $1', [code]))[0]?.id);
    const p = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-CANHBAO', name: 'Dự án cảnh báo' })).body.data.id as number;
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: p, staff_id: await staffOf('staff'), position_id: await pos('PM') }));
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: p, staff_id: await staffOf('editor'), position_id: await pos('ENG') }));
    const soon = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: 'Lắp dựng kèo', due_date: '2026-11-26' })).body.data.id as number;
    const later = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: 'Nghiệm thu', due_date: '2026-12-14' })).body.data.id as number;
    const cancelled = ok(await t.call(admin, 'POST', '/api/v1/zz-task', { project_id: p, title: 'Đã huỷ', due_date: '2026-11-25' })).body.data.id as number;
    await q("UPDATE zz_task SET status = 'CANCELLED' WHERE id = $1", [cancelled]);
    const [pm, eng] = [await accountOf('staff'), await accountOf('editor')];
    const pass = async () =>
      (await runAlerts(t.database, () => t.clock.now, ['zz_task']))
        .filter((s) => [soon, later, cancelled].includes(s.record_id))
        .map((s) => ({ alert: s.alert, task: s.record_id, due: s.due_date, to: [...s.recipients].sort((a, b) => a - b) }));
    // Three days ahead (no setting yet) to the members; a week ahead to the PM; the cancelled one never.
    expect(await pass()).toEqual([
      { alert: 'dueSoon', task: soon, due: '2026-11-26', to: [pm, eng].sort((a, b) => a - b) },
      { alert: 'dueToPm', task: soon, due: '2026-11-26', to: [pm] },
    ]);
    const [note] = await q<{ title: string; title_en: string; link: string; source_type: string }>(
      "SELECT title, title_en, link, source_type FROM notification WHERE recipient_id = $1 AND source_id = $2 AND source_type = 'ZZ_TASK_ALERT' ORDER BY id LIMIT 1",
      [eng, soon],
    );
    expect(note).toEqual({ title: 'Đầu việc "Lắp dựng kèo" đến hạn ngày 26/11/2026', title_en: 'Task "Lắp dựng kèo" is due on 26/11/2026', link: `/admin/zz-task/${soon}`, source_type: 'ZZ_TASK_ALERT' });
    // The setting widens the window to 30 days: the later task now, the first not again; then nothing more.
    await q(`INSERT INTO app_setting (key, value) VALUES ('zz.task_due_days', '30'::jsonb)`);
    expect(await pass()).toEqual([{ alert: 'dueSoon', task: later, due: '2026-12-14', to: [pm, eng].sort((a, b) => a - b) }]);
    await Promise.all([pass(), pass()]);
    expect(await pass()).toEqual([]);
    // A moved deadline is a new due date: alerted again.
    ok(await t.call(admin, 'PUT', `/api/v1/zz-task/${soon}`, { due_date: '2026-11-28' }));
    expect((await pass()).map((s) => [s.alert, s.task, s.due])).toEqual([
      ['dueSoon', soon, '2026-11-28'],
      ['dueToPm', soon, '2026-11-28'],
    ]);
    expect(Number((await q<{ n: string }>("SELECT count(*) AS n FROM alert_sent WHERE resource = 'zz_task' AND record_id = ANY($1::bigint[])", [[soon, later, cancelled]]))[0]?.n)).toBe(5);
  });

  it('a member bulk-creates tasks in their project, all or nothing; bulk delete; the summary report counts under the scope', async () => {
    const [admin, eng, other] = [await t.login('admin'), await t.login('editor'), await t.login('approver')];
    const pos = async (code: string) => Number((await q<{ id: string }>('SELECT id FROM zz_position WHERE code = $1', [code]))[0]?.id);
    const mine = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-BULK-1', name: 'Dự án tạo hàng loạt' })).body.data.id as number;
    const theirs = ok(await t.call(admin, 'POST', '/api/v1/zz-project', { code: 'DA-BULK-2', name: 'Dự án chỉ xem' })).body.data.id as number;
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: mine, staff_id: await staffOf('editor'), position_id: await pos('ENG') }));
    ok(await t.call(admin, 'POST', '/api/v1/zz-project-user', { project_id: theirs, staff_id: await staffOf('editor'), position_id: await pos('VIEW') }));
    const tasks = async () => Number((await q<{ n: string }>('SELECT count(*) AS n FROM zz_task WHERE project_id = ANY($1::bigint[])', [[mine, theirs]]))[0]?.n);

    // Under the project given once: every item gets it; the hooks run per item (tasks have an approval block).
    const made = ok(
      await t.call(eng, 'POST', '/api/v1/zz-task/bulk', { parent: mine, items: [{ title: 'Móng', estimate: 100_000_000 }, { title: 'Khung', estimate: 200_000_000, is_done: true }, { title: 'Mái' }] }),
      201,
    ).body.data.items as { id: number; project_id: number; status: string }[];
    expect(made.map((x) => [x.project_id, x.status])).toEqual([
      [mine, 'DRAFT'],
      [mine, 'DRAFT'],
      [mine, 'DRAFT'],
    ]);
    expect(await tasks()).toBe(3);
    // One item in a project the member reads but may not write (VIEW): refused, nothing written.
    ok(await t.call(eng, 'POST', '/api/v1/zz-task/bulk', { items: [{ project_id: mine, title: 'Điện' }, { project_id: theirs, title: 'Nước' }] }), 403);
    // An outsider under a project they do not read: refused, nothing written.
    expect([400, 404]).toContain((await t.call(other, 'POST', '/api/v1/zz-task/bulk', { parent: mine, items: [{ title: 'Người ngoài' }] })).status);
    // An item naming another project than the one given: refused by position.
    const mismatch = ok(await t.call(eng, 'POST', '/api/v1/zz-task/bulk', { parent: mine, items: [{ title: 'Đúng' }, { project_id: theirs, title: 'Sai' }] }), 400);
    expect(mismatch.body.errors.map((e: { field: string }) => e.field)).toEqual(['items[1].project_id']);
    expect(await tasks()).toBe(3);

    // The summary report: what each caller reads, as their list says; the project's group has the figures.
    const summary = async (who: string) => ok(await t.call(who, 'GET', '/api/v1/report/zz-task-summary?by=project&lang=en')).body.data;
    for (const who of [admin, eng, other]) {
      const listed = (await t.call(who, 'GET', '/api/v1/zz-task?limit=1')).body.data.totalRows as number;
      expect((await summary(who)).totals.count).toBe(listed);
    }
    const group = (await summary(eng)).groups.find((g: { key: number }) => g.key === mine);
    expect(group).toMatchObject({ label: 'Dự án tạo hàng loạt', totals: { count: 3, estimate: 300_000_000 } });
    expect((await summary(other)).groups.find((g: { key: number }) => g.key === mine)).toBeUndefined();
    const byDone = (await t.call(eng, 'GET', '/api/v1/report/zz-task-summary?by=done')).body.data;
    expect(byDone).toMatchObject({ kind: 'summary', period: null });

    // Bulk delete: an outsider finds nothing (404, nothing deleted); the member soft-deletes; the report follows.
    const ids = made.slice(0, 2).map((x) => x.id);
    ok(await t.call(other, 'POST', '/api/v1/zz-task/bulk-delete', { ids }), 404);
    expect(Number((await q<{ n: string }>("SELECT count(*) AS n FROM zz_task WHERE id = ANY($1::bigint[]) AND state = 'ACTIVE'", [ids]))[0]?.n)).toBe(2);
    expect(ok(await t.call(eng, 'POST', '/api/v1/zz-task/bulk-delete', { ids })).body.data.count).toBe(2);
    expect(Number((await q<{ n: string }>("SELECT count(*) AS n FROM zz_task WHERE id = ANY($1::bigint[]) AND state = 'INACTIVE'", [ids]))[0]?.n)).toBe(2);
    expect((await summary(eng)).groups.find((g: { key: number }) => g.key === mine)).toMatchObject({ totals: { count: 1, estimate: 0 } });
  });
});
