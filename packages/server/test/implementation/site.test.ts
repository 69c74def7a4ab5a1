/**
 * The site's records of a project (issue 40; ADR 0021): the daily diary (one entry per project and
 * day, held by the database; written with photos by the site manager, read by members only);
 * documents Public inside the project or Limited to chosen members (the audience rule AND the
 * member rule); and the declared alerts: a checklist item falling due to its owner and the
 * project's site manager, a contract in force expiring to the project's director, once per alert,
 * record and due date over two passes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runAlerts } from '../../src/jobs/alerts.js';
import { dbKinds, useTestApp } from '../harness.js';
import { projectKit } from './kit.js';

describe.each(dbKinds(import.meta.url))('implementation diary, documents and alerts on %s', (kind) => {
  const t = useTestApp(kind);
  const { q, one, staffOf, accountOf, ok } = projectKit(t);
  const ids = (res: { body: { data: { items: { id: number }[] } } }) => res.body.data.items.map((x) => x.id).sort((a, b) => a - b);
  const USERS = ['staff', 'editor', 'approver', 'hr.auto'];
  let admin = '';
  let site = ''; // the project's site manager
  let chosen = ''; // a member a Limited document names
  let member = ''; // a member it does not name
  let outsider = '';
  let project = 0;
  const pos: Record<string, number> = {};

  beforeAll(async () => {
    admin = await t.login('admin');
    const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'Công trường (kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    for (const u of USERS) {
      const id = await accountOf(u);
      ok(await t.call(admin, 'PUT', `/api/v1/user/${id}`, { role_ids: [role] }));
    }
    await q(`DELETE FROM implementation_user WHERE staff_id IN (SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = ANY($1))`, [USERS]);
    for (const r of await q<{ id: string; code: string }>('SELECT id, code FROM implementation_setting_position')) pos[r.code] = Number(r.id);
    [site, chosen, member, outsider] = [await t.login('staff'), await t.login('editor'), await t.login('approver'), await t.login('hr.auto')];
    const unit = await one(`SELECT id FROM organization ORDER BY id LIMIT 1`);
    project = ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Công trường kiểm thử', unit_id: unit })).body.data.id;
    for (const [u, p] of [['staff', 'SITE_MANAGER'], ['editor', 'VIEWER'], ['approver', 'DIRECTOR']] as const)
      ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: project, staff_id: await staffOf(u), position_id: pos[p] }));
  });

  it('keeps one diary entry per project and day, written with photos by the site manager, read by members only', async () => {
    const photo = await one(`SELECT id FROM media WHERE kind = 'image' ORDER BY id LIMIT 1`);
    const entry = { project_id: project, diary_date: '2026-03-02', weather: 'RAIN', temperature: 27.5, workforce: 64, work_done: 'Đổ bê tông sàn trục 3-5', photos: [photo] };
    const made = ok(await t.call(site, 'POST', '/api/v1/implementation-construction', entry)).body.data;
    expect(made).toMatchObject({ weather: 'RAIN', workforce: 64, photos: [photo] });
    const twice = await t.call(site, 'POST', '/api/v1/implementation-construction?lang=en', { ...entry, work_done: 'Lần hai' });
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].field).toBe('diary_date');
    // The database holds it too, whatever the API checks.
    await expect(q(`INSERT INTO implementation_construction (project_id, diary_date, weather, work_done) VALUES ($1, '2026-03-02', 'SUNNY', 'x')`, [project])).rejects.toThrow();
    ok(await t.call(site, 'POST', '/api/v1/implementation-construction', { ...entry, diary_date: '2026-03-03', weather: 'SUNNY' }));
    // A viewer reads, does not write; a non-member sees nothing.
    expect(ok(await t.call(chosen, 'GET', `/api/v1/implementation-construction?f_project_id=${project}`)).body.data.totalRows).toBe(2);
    expect((await t.call(chosen, 'POST', '/api/v1/implementation-construction', { ...entry, diary_date: '2026-03-04' })).status).toBeGreaterThanOrEqual(403);
    expect(ok(await t.call(outsider, 'GET', `/api/v1/implementation-construction?f_project_id=${project}`)).body.data.totalRows).toBe(0);
    expect((await t.call(outsider, 'GET', `/api/v1/implementation-construction/${made.id}`)).status).toBe(404);
    // Weather is one of the declared values.
    expect((await t.call(site, 'POST', '/api/v1/implementation-construction', { ...entry, diary_date: '2026-03-05', weather: 'SNOW' })).status).toBe(400);
  });

  it('shows a Public document to every member and a Limited one to the members chosen only', async () => {
    const type = ok(await t.call(admin, 'POST', '/api/v1/implementation-document-type', { code: 'BV_KT', name: 'Bản vẽ kiểm thử' })).body.data.id;
    const doc = (code: string, extra: Record<string, unknown>) => ({ project_id: project, type_id: type, code, title: `Hồ sơ ${code}`, ...extra });
    const pub = ok(await t.call(site, 'POST', '/api/v1/implementation-document', doc('BV-01', {}))).body.data.id;
    const v2 = ok(await t.call(site, 'POST', '/api/v1/implementation-document', doc('BV-01', { version: 2 }))).body.data.id;
    expect((await t.call(site, 'POST', '/api/v1/implementation-document', doc('BV-01', { version: 2 }))).status).toBe(409);
    const limited = ok(await t.call(site, 'POST', '/api/v1/implementation-document', doc('HD-MAT', { access_scope: 'LIMITED', staff_ids: [await accountOf('editor')] }))).body.data.id;
    const read = async (who: string) => ids(ok(await t.call(who, 'GET', `/api/v1/implementation-document?f_project_id=${project}`)));
    expect(await read(site)).toEqual([pub, v2, limited].sort((a, b) => a - b));
    expect(await read(chosen)).toEqual([pub, v2, limited].sort((a, b) => a - b));
    expect(await read(member)).toEqual([pub, v2].sort((a, b) => a - b));
    expect(await read(outsider)).toEqual([]);
    expect((await t.call(member, 'GET', `/api/v1/implementation-document/${limited}`)).status).toBe(404);
    expect((await t.call(outsider, 'GET', `/api/v1/implementation-document/${pub}`)).status).toBe(404);
  });

  it('alerts a checklist item falling due and a contract expiring, once over two passes', async () => {
    t.clock.set('2026-06-10T02:00:00Z');
    const cat = ok(await t.call(admin, 'POST', '/api/v1/implementation-category', { project_id: project, code: 'CB', name: 'Cảnh báo' })).body.data.id;
    const item = (title: string, due_date: string, is_done = false) =>
      t.call(admin, 'POST', '/api/v1/implementation-checklist', { project_id: project, category_id: cat, title, weight: 1, due_date, is_done, owner_id: null });
    const owner = await staffOf('editor');
    const soon = ok(await t.call(admin, 'POST', '/api/v1/implementation-checklist', { project_id: project, category_id: cat, title: 'Nghiệm thu móng', weight: 1, due_date: '2026-06-12', owner_id: owner })).body.data.id;
    const done = ok(await item('Đã xong', '2026-06-11', true)).body.data.id;
    const far = ok(await item('Còn xa', '2026-07-30')).body.data.id;
    const contractor = ok(await t.call(admin, 'POST', '/api/v1/contractor', { code: 'NT-CB-01', name: 'Nhà thầu cảnh báo', tax_code: '0309876543', kind: 'CONTRACTOR' })).body.data.id;
    const contract = (code: string, end_date: string) =>
      t.call(admin, 'POST', '/api/v1/implementation-contract', { project_id: project, code, name: `Hợp đồng ${code}`, contractor_id: contractor, value: 1_000_000_000, signed_date: '2026-01-05', end_date });
    const expiring = ok(await contract('HD-CB-1', '2026-07-01')).body.data.id;
    ok(await t.call(admin, 'POST', `/api/v1/implementation-contract/${expiring}/status`, { status: 'ACTIVE' }));
    const draft = ok(await contract('HD-CB-2', '2026-06-20')).body.data.id; // not in force: no alert
    const mine = [soon, done, far, expiring, draft];
    const pass = async () =>
      (await runAlerts(t.database, () => t.clock.now, ['implementation_checklist', 'implementation_contract']))
        .filter((s) => mine.includes(s.record_id))
        .map((s) => ({ alert: s.alert, record: s.record_id, due: s.due_date, to: [...s.recipients].sort((a, b) => a - b) }));
    const [siteAcc, ownerAcc, directorAcc] = [await accountOf('staff'), await accountOf('editor'), await accountOf('approver')];
    expect(await pass()).toEqual([
      { alert: 'dueSoon', record: soon, due: '2026-06-12', to: [siteAcc, ownerAcc].sort((a, b) => a - b) },
      { alert: 'expiring', record: expiring, due: '2026-07-01', to: [directorAcc] },
    ]);
    // A second pass, and two at once: nothing more.
    expect(await pass()).toEqual([]);
    await Promise.all([pass(), pass()]);
    const [note] = await q<{ title: string; title_en: string }>("SELECT title, title_en FROM notification WHERE recipient_id = $1 AND source_id = $2 AND source_type = 'IMPLEMENTATION_CONTRACT_ALERT'", [directorAcc, expiring]);
    expect(note).toEqual({ title: 'Hợp đồng HD-CB-1 - Hợp đồng HD-CB-1 hết hạn ngày 01/07/2026', title_en: 'Contract HD-CB-1 - Hợp đồng HD-CB-1 expires on 01/07/2026' });
    expect(Number((await q<{ n: string }>('SELECT count(*) AS n FROM alert_sent WHERE record_id = ANY($1::bigint[]) AND resource IN ($2, $3)', [mine, 'implementation_checklist', 'implementation_contract']))[0]?.n)).toBe(2);
    // The site manager's notification is only theirs: a non-member gets none.
    expect(Number((await q<{ n: string }>("SELECT count(*) AS n FROM notification WHERE recipient_id = $1 AND source_type LIKE 'IMPLEMENTATION_%_ALERT'", [await accountOf('hr.auto')]))[0]?.n)).toBe(0);
  });
});
