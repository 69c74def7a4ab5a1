/**
 * The project workspace's day-to-day screens (issue 40; ADR 0021): checklist items ticked done
 * from the list by the project's writing positions only, and the late filter (`f_late=1`: not
 * done, due before today in Vietnam) on its own index; the alerts "checklist item late" (the day
 * after its due date, up to a week) and "work package behind plan" (planned progress, linear over
 * its planned dates, ahead of its computed progress by more than 10 points), once across passes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runAlerts } from '../../src/jobs/alerts.js';
import { dbKinds, useTestApp } from '../harness.js';
import { projectKit } from './kit.js';

describe.each(dbKinds(import.meta.url))('implementation workspace on %s', (kind) => {
  const t = useTestApp(kind);
  const { q, one, staffOf, accountOf, ok } = projectKit(t);
  const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((x) => x.id).sort((a, b) => a - b);
  const USERS = ['staff', 'editor', 'approver', 'hr.auto'];
  let admin = '';
  let site = ''; // the project's site manager
  let viewer = ''; // a member who only follows the project
  let director = '';
  let outsider = '';
  let project = 0;
  let cat = 0;
  const pos: Record<string, number> = {};

  beforeAll(async () => {
    // 00:30 on 10 June in Vietnam, still the 9th in UTC: "today" is the 10th.
    t.clock.set('2026-06-09T17:30:00Z');
    admin = await t.login('admin');
    const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'Công trường (kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    for (const u of USERS) ok(await t.call(admin, 'PUT', `/api/v1/user/${await accountOf(u)}`, { role_ids: [role] }));
    await q(`DELETE FROM implementation_user WHERE staff_id IN (SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = ANY($1))`, [USERS]);
    for (const r of await q<{ id: string; code: string }>('SELECT id, code FROM implementation_setting_position')) pos[r.code] = Number(r.id);
    [site, viewer, director, outsider] = [await t.login('staff'), await t.login('editor'), await t.login('approver'), await t.login('hr.auto')];
    const unit = await one(`SELECT id FROM organization ORDER BY id LIMIT 1`);
    project = ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Xưởng kiểm thử', unit_id: unit, start_date: '2026-01-01', end_date: '2026-12-31' })).body.data.id;
    for (const [u, p] of [['staff', 'SITE_MANAGER'], ['editor', 'VIEWER'], ['approver', 'DIRECTOR']] as const)
      ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: project, staff_id: await staffOf(u), position_id: pos[p] }));
    cat = ok(await t.call(site, 'POST', '/api/v1/implementation-category', { project_id: project, code: 'XT', name: 'Phần xây thô', planned_start: '2026-01-01', planned_end: '2026-12-31' })).body.data.id;
  });

  it('lists late items with f_late=1 (not done, due before today in Vietnam) on their own index', async () => {
    const item = async (title: string, due_date: string | null, is_done = false) =>
      ok(await t.call(site, 'POST', '/api/v1/implementation-checklist', { project_id: project, category_id: cat, title, weight: 1, due_date, is_done })).body.data.id as number;
    const late = await item('Trễ một tuần', '2026-06-03');
    const yesterday = await item('Trễ hôm qua', '2026-06-09'); // today in UTC, yesterday in Vietnam
    await item('Hạn hôm nay', '2026-06-10');
    await item('Xong rồi', '2026-06-01', true);
    await item('Không có hạn', null);
    const lateOf = async (who: string, extra = '') => ids(ok(await t.call(who, 'GET', `/api/v1/implementation-checklist?f_project_id=${project}&f_late=1${extra}`)));
    expect(await lateOf(site)).toEqual([late, yesterday]);
    expect(await lateOf(viewer)).toEqual([late, yesterday]);
    expect(await lateOf(outsider)).toEqual([]);
    // Off, and refused when not a yes/no; the export follows it.
    expect(ok(await t.call(site, 'GET', `/api/v1/implementation-checklist?f_project_id=${project}&f_late=0`)).body.data.totalRows).toBe(5);
    expect((await t.call(site, 'GET', `/api/v1/implementation-checklist?f_late=maybe`)).status).toBe(400);
    const x = await t.call(site, 'GET', `/api/v1/implementation-checklist/export?f_project_id=${project}&f_late=1`);
    expect(x.status).toBe(200);
    const [ix] = await q<{ def: string }>(`SELECT indexdef AS def FROM pg_indexes WHERE tablename = 'implementation_checklist' AND indexname = 'implementation_checklist_project_id_is_done_due_date_idx'`);
    expect(ix?.def).toMatch(/\(project_id, is_done, due_date, id\)/);
  });

  it('ticks an item done from the list for a writing position only; a viewer gets 403, a non-member 404', async () => {
    const id = ok(await t.call(site, 'POST', '/api/v1/implementation-checklist', { project_id: project, category_id: cat, title: 'Nghiệm thu cốt thép', weight: 2, due_date: '2026-06-20' })).body.data.id;
    // The list's checkbox sends only the flag.
    expect((await t.call(viewer, 'PUT', `/api/v1/implementation-checklist/${id}`, { is_done: true })).status).toBe(403);
    expect((await t.call(outsider, 'PUT', `/api/v1/implementation-checklist/${id}`, { is_done: true })).status).toBe(404);
    const abilities = ok(await t.call(viewer, 'GET', `/api/v1/implementation-checklist/abilities?ids=${id}`)).body.data;
    expect(abilities[String(id)].update).toBe(false);
    expect(ok(await t.call(site, 'GET', `/api/v1/implementation-checklist/abilities?ids=${id}`)).body.data[String(id)].update).toBe(true);
    const done = ok(await t.call(site, 'PUT', `/api/v1/implementation-checklist/${id}`, { is_done: true })).body.data;
    expect(done).toMatchObject({ is_done: true, done_date: '2026-06-10', title: 'Nghiệm thu cốt thép', weight: 2 });
    expect(Number(ok(await t.call(site, 'GET', `/api/v1/implementation-category/${cat}`)).body.data.done_weight)).toBe(3);
    const undone = ok(await t.call(director, 'PUT', `/api/v1/implementation-checklist/${id}`, { is_done: false })).body.data;
    expect(undone).toMatchObject({ is_done: false, done_date: null });
  });

  it('alerts an item late after its due date and a package behind its plan, once over passes', async () => {
    const c = async (code: string, planned_start: string, planned_end: string) =>
      ok(await t.call(site, 'POST', '/api/v1/implementation-category', { project_id: project, code, name: `Gói ${code}`, planned_start, planned_end })).body.data.id as number;
    const finishing = await c('HT', '2026-06-01', '2026-06-30'); // planned 31 % today
    const ahead = await c('NT', '2026-06-01', '2026-06-30');
    const empty = await c('CD', '2026-01-01', '2026-06-30'); // no items: nothing to measure
    const ended = await c('PCCC', '2026-01-01', '2026-06-05'); // its plan ended: not this alert
    const owner = await staffOf('editor');
    const item = async (category_id: number, title: string, due_date: string, is_done = false) =>
      ok(await t.call(site, 'POST', '/api/v1/implementation-checklist', { project_id: project, category_id, title, weight: 1, due_date, is_done, owner_id: owner })).body.data.id as number;
    await item(finishing, 'Trát tường', '2026-06-08', true);
    await item(ended, 'Lắp bình chữa cháy', '2026-06-04');
    await item(ahead, 'Cổng rào', '2026-06-20', true);
    const lateOne = await item(finishing, 'Sơn lót', '2026-06-09'); // yesterday in Vietnam
    const weekOld = await item(finishing, 'Chống thấm', '2026-06-03'); // 7 days ago: still caught
    const tooOld = await item(finishing, 'Lát nền', '2026-06-02'); // 8 days ago: past the window
    const dueToday = await item(finishing, 'Ốp lát', '2026-06-10');
    const mine = new Set([...[cat, finishing, ahead, empty, ended].map((x) => `implementation_category:${x}`), ...[lateOne, weekOld, tooOld, dueToday].map((x) => `implementation_checklist:${x}`)]);
    const pass = async () =>
      (await runAlerts(t.database, () => t.clock.now, ['implementation_checklist', 'implementation_category']))
        .filter((x) => mine.has(`${x.resource}:${x.record_id}`) && x.alert !== 'dueSoon')
        .map((x) => ({ alert: x.alert, record: x.record_id, due: x.due_date, to: [...x.recipients].sort((a, b) => a - b) }))
        .sort((a, b) => a.record - b.record);
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const [siteAcc, ownerAcc, directorAcc] = [await accountOf('staff'), await accountOf('editor'), await accountOf('approver')];
    // XT: 1 of 7 done (14 %) against 44 % planned on 10 June; HT: 1 of 5 (20 %) against 31 %, 11 points.
    expect(await pass()).toEqual(
      [
        { alert: 'behindPlan', record: cat, due: '2026-12-31', to: sorted([siteAcc, directorAcc]) },
        { alert: 'behindPlan', record: finishing, due: '2026-06-30', to: sorted([siteAcc, directorAcc]) },
        { alert: 'late', record: lateOne, due: '2026-06-09', to: sorted([siteAcc, ownerAcc]) },
        { alert: 'late', record: weekOld, due: '2026-06-03', to: sorted([siteAcc, ownerAcc]) },
      ].sort((a, b) => a.record - b.record),
    );
    expect(await pass()).toEqual([]);
    await Promise.all([pass(), pass()]);
    const notes = await q<{ title_en: string }>("SELECT title_en FROM notification WHERE recipient_id = $1 AND source_type = 'IMPLEMENTATION_CATEGORY_ALERT' AND source_id = $2", [directorAcc, finishing]);
    expect(notes).toEqual([{ title_en: 'Work package "Gói HT" is behind plan (planned end 30/06/2026)' }]);
    const late = await q<{ title: string; link: string }>("SELECT title, link FROM notification WHERE recipient_id = $1 AND source_id = $2", [ownerAcc, lateOne]);
    expect(late).toEqual([{ title: 'Đầu việc "Sơn lót" đã quá hạn ngày 09/06/2026', link: `/admin/implementation-checklist/${lateOne}` }]);
    expect(Number((await q<{ n: string }>("SELECT count(*) AS n FROM alert_sent WHERE alert IN ('late', 'behindPlan') AND resource || ':' || record_id = ANY($1::text[])", [[...mine]]))[0]?.n)).toBe(4);
  });

  it("draws the S-curve of a worked example: planned from the packages' dates and the items' weights, actual from done dates", async () => {
    const unit = await one(`SELECT id FROM organization ORDER BY id LIMIT 1`);
    const p2 = ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Đường cong S', unit_id: unit, start_date: '2026-06-01', end_date: '2026-06-21' })).body.data.id;
    ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: p2, staff_id: await staffOf('staff'), position_id: pos.SITE_MANAGER }));
    const pkg = async (code: string, parent_id: number | null, planned_start?: string, planned_end?: string) =>
      ok(await t.call(site, 'POST', '/api/v1/implementation-category', { project_id: p2, code, name: code, parent_id, planned_start, planned_end })).body.data.id as number;
    const item = async (category_id: number, weight: number, done_date?: string) =>
      ok(await t.call(site, 'POST', '/api/v1/implementation-checklist', { project_id: p2, category_id, title: `${weight}`, weight, is_done: !!done_date, done_date })).body.data.id as number;
    const root = await pkg('R', null); // no dates: the project's
    const a = await pkg('A', root, '2026-06-01', '2026-06-11');
    const b = await pkg('B', root, '2026-06-11', '2026-06-21');
    const gone = await pkg('C', root, '2026-06-01', '2026-06-02');
    await item(a, 1, '2026-06-05');
    await item(a, 3, '2026-06-08');
    await item(b, 4);
    ok(await t.call(site, 'DELETE', `/api/v1/implementation-checklist/${await item(a, 100, '2026-06-02')}`));
    await item(gone, 50, '2026-06-01');
    ok(await t.call(site, 'DELETE', `/api/v1/implementation-category/${gone}`)); // its subtree leaves the roll-up and the curve
    const curve = ok(await t.call(site, 'GET', `/api/v1/implementation-project/summary/${p2}/curve`)).body.data;
    expect(curve.total).toBe(8);
    expect(curve.today).toBe('2026-06-10');
    expect(curve.points).toHaveLength(21); // one a day over 20 days
    const at = (d: string) => curve.points.find((x: { date: string }) => x.date === d);
    expect(at('2026-06-01')).toEqual({ date: '2026-06-01', planned: 0, actual: 0 });
    expect(at('2026-06-06')).toEqual({ date: '2026-06-06', planned: 25, actual: 12.5 }); // (1+3)·5/10 of 8; 1 of 8
    expect(at('2026-06-10')).toEqual({ date: '2026-06-10', planned: 45, actual: 50 }); // 4·9/10; 4 of 8
    expect(at('2026-06-16')).toEqual({ date: '2026-06-16', planned: 75, actual: null }); // 4 + 4·5/10; after today
    expect(at('2026-06-21')).toEqual({ date: '2026-06-21', planned: 100, actual: null });
    // The curve's actual today is the roll-up's progress.
    expect(ok(await t.call(site, 'GET', `/api/v1/implementation-project/summary/${p2}`)).body.data.progress).toBe(50);
    expect((await t.call(outsider, 'GET', `/api/v1/implementation-project/summary/${p2}/curve`)).status).toBe(404);
    expect((await t.call(viewer, 'GET', `/api/v1/implementation-project/summary/${p2}/curve`)).status).toBe(404);
  });

  it('lists "my projects": the projects I am a member of, with my position, progress, open and late items', async () => {
    const mine = async (who: string) => ok(await t.call(who, 'GET', '/api/v1/implementation-project/mine')).body.data.items as { id: number; positions: { code: string }[]; open: number; late: number; progress: number }[];
    const sites = await mine(site);
    const here = sites.find((x) => x.id === project);
    expect(here?.positions.map((x) => x.code)).toEqual(['SITE_MANAGER']);
    const [late] = await q<{ n: string }>(`SELECT count(*) AS n FROM implementation_checklist WHERE project_id = $1 AND NOT is_done AND due_date < '2026-06-10' AND state = 'ACTIVE'`, [project]);
    expect(here?.late).toBe(Number(late?.n));
    expect(here?.late).toBeGreaterThan(0);
    // Only where I am a member: the viewer's list holds this project as an observer, the outsider's nothing.
    expect((await mine(viewer)).find((x) => x.id === project)?.positions.map((x) => x.code)).toEqual(['VIEWER']);
    expect((await mine(outsider)).map((x) => x.id)).not.toContain(project);
    // An administrator (who sees every project) is a member of none of these.
    expect((await mine(admin)).map((x) => x.id)).not.toContain(project);
  });
});
