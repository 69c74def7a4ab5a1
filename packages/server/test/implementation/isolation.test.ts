/**
 * A project's records are secret to non-members through every operation (issue 40, "Done when": a
 * member of project A reads nothing of project B): list (every resource of the project family,
 * whatever it is, by its member or parent rule), get, search, counts (the list's total and the
 * console's counts), exports, the summary and its S-curve, the work-package tree, files (diary
 * photos, documents' files), the activity log and notifications. Checked against SQL: what a member
 * of A is given is all A's, and B's records named in the test answer nothing.
 */
import { resourceByName, resources, type Resource } from '@portal/domain';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAlerts } from '../../src/jobs/alerts.js';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart } from '../xlsx.js';
import { projectKit } from './kit.js';

const SECRET = 'Zylophonkho'; // a word only project B's records hold

describe.each(dbKinds(import.meta.url))("a member of project A reads nothing of project B on %s", (kind) => {
  const t = useTestApp(kind);
  const { q, one, staffOf, accountOf, ok } = projectKit(t);
  const USERS = ['staff', 'editor'];
  let admin = '';
  let memberA = ''; // site manager of A only
  let memberB = ''; // site manager of B only
  let a = 0;
  let b = 0;
  const none = () => ({ category: 0, checklist: 0, photo: 0, diary: 0, file: 0, document: 0, memo: 0 });
  const B = none();
  const A = none();
  const pos: Record<string, number> = {};
  const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
  const upload = async (who: string) => {
    const body = multipart(await png(), 'anh-cong-truong.png', 'image/png');
    return ok(await t.call(who, 'POST', '/api/v1/media/upload', body.payload, body.headers)).body.data[0].id as number;
  };
  /** The data rows of the caller's export of `path`, as JSON text each. */
  const exportOf = async (who: string, path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${path}/export?state=ALL`, headers: { authorization: `Bearer ${who}` } });
    expect(res.statusCode, path).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const rows: string[] = [];
    for (let i = 2; i <= ws.actualRowCount; i++) rows.push(JSON.stringify(ws.getRow(i).values));
    return rows;
  };
  const file = async (who: string, id: number) => (await t.app.inject({ method: 'GET', url: `/api/v1/media/file/${id}`, headers: { authorization: `Bearer ${who}` } })).statusCode;

  beforeAll(async () => {
    t.clock.set('2026-06-10T02:00:00Z');
    admin = await t.login('admin');
    const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'Dự án (cách ly, kiểm thử)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    for (const u of USERS) ok(await t.call(admin, 'PUT', `/api/v1/user/${await accountOf(u)}`, { role_ids: [role] }));
    await q(`DELETE FROM implementation_user WHERE staff_id IN (SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = ANY($1))`, [USERS]);
    for (const r of await q<{ id: string; code: string }>('SELECT id, code FROM implementation_setting_position')) pos[r.code] = Number(r.id);
    [memberA, memberB] = [await t.login('staff'), await t.login('editor')];
    const unit = await one(`SELECT id FROM organization ORDER BY id LIMIT 1`);
    a = ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Dự án A', unit_id: unit, start_date: '2026-01-01', end_date: '2026-12-31' })).body.data.id;
    b = ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: `Dự án B ${SECRET}`, unit_id: unit, start_date: '2026-01-01', end_date: '2026-12-31' })).body.data.id;
    ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: a, staff_id: await staffOf('staff'), position_id: pos.SITE_MANAGER }));
    ok(await t.call(admin, 'POST', '/api/v1/implementation-user', { project_id: b, staff_id: await staffOf('editor'), position_id: pos.SITE_MANAGER }));
    // Each project's records, written by its own site manager.
    for (const [who, p, out, word] of [
      [memberA, a, A, 'Alpha'],
      [memberB, b, B, SECRET],
    ] as const) {
      out.category = ok(await t.call(who, 'POST', '/api/v1/implementation-category', { project_id: p, code: 'XT', name: `Phần thô ${word}`, planned_start: '2026-01-01', planned_end: '2026-12-31' })).body.data.id;
      out.checklist = ok(
        await t.call(who, 'POST', '/api/v1/implementation-checklist', { project_id: p, category_id: out.category, title: `Nghiệm thu ${word}`, weight: 1, due_date: '2026-06-12', owner_id: await staffOf(who === memberA ? 'staff' : 'editor') }),
      ).body.data.id;
      out.photo = await upload(who);
      out.diary = ok(await t.call(who, 'POST', '/api/v1/implementation-construction', { project_id: p, diary_date: '2026-06-09', weather: 'SUNNY', work_done: `Đổ bê tông ${word}`, photos: [out.photo] })).body.data.id;
      out.file = await upload(who);
      const type = await one(`SELECT id FROM implementation_document_type WHERE state = 'ACTIVE' ORDER BY id LIMIT 1`);
      out.document = ok(await t.call(who, 'POST', '/api/v1/implementation-document', { project_id: p, type_id: type, code: `BV-${word}`, title: `Bản vẽ ${word}`, files: [out.file] })).body.data.id;
      out.memo = ok(await t.call(who, 'POST', '/api/v1/implementation-memo', { project_id: p, title: `Chỉ thị ${word}`, content: `Nội dung ${word}` })).body.data.id;
    }
  });

  /** The project a row of `r` belongs to, as SQL over alias `x` (through its parent records). */
  const projectOf = (r: Resource, x = 'x'): string | null => {
    const m = r.access?.member;
    if (m) return `${x}.${m.field === 'id' ? 'id' : m.field}`;
    const parent = r.access?.parent;
    if (!parent) return null;
    const def = r.columnByName.get(parent.field)?.def;
    const pr = def?.kind === 'ref' ? resourceByName.get(def.target) : undefined;
    const inner = pr && projectOf(pr, `${x}p`);
    return inner ? `(SELECT ${inner} FROM "${pr.name}" ${x}p WHERE ${x}p.id = ${x}.${parent.field})` : null;
  };
  const family = () => resources.filter((r) => r.subject === 'IMPLEMENTATION_MANAGEMENT' && projectOf(r) && r.name !== 'implementation_project');

  it('lists, counts and exports of every record of the project family hold only A', async () => {
    const mine = [a];
    let others = 0;
    for (const r of family()) {
      const page = ok(await t.call(memberA, 'GET', `/api/v1/${r.path}?limit=500&state=ALL`)).body.data;
      const got = (page.items as { id: number }[]).map((x) => Number(x.id));
      expect(page.totalRows, r.name).toBe(got.length);
      const outside = await q<{ id: string }>(`SELECT x.id FROM "${r.name}" x WHERE x.id = ANY($1::bigint[]) AND ${projectOf(r)} <> ALL($2::bigint[])`, [got, mine]);
      expect(outside, `${r.name}: rows of other projects`).toEqual([]);
      others += Number((await q<{ n: string }>(`SELECT count(*) AS n FROM "${r.name}" x WHERE ${projectOf(r)} <> ALL($1::bigint[])`, [mine]))[0]?.n);
      // The search of B's word finds nothing, and the export has none of it.
      if (r.search.length) expect(ok(await t.call(memberA, 'GET', `/api/v1/${r.path}?q=${SECRET}`)).body.data.totalRows, r.name).toBe(0);
      // The export is the list under the same rule: as many rows, none of B's words.
      if (r.transfer?.isExport) {
        const rows = await exportOf(memberA, r.path);
        expect(rows.length, r.name).toBe(got.length);
        expect(rows.join('\n'), r.name).not.toContain(SECRET);
        if (r.name === 'implementation_checklist') expect(rows.join('\n')).toContain('Alpha');
      }
    }
    // There was something to hide: the demo's projects and B hold records of the family.
    expect(others).toBeGreaterThan(10);
    // Projects: A only, by list, search and the console's counts.
    expect((ok(await t.call(memberA, 'GET', '/api/v1/implementation-project/all?limit=100')).body.data.items as { id: number }[]).map((x) => x.id)).toEqual([a]);
    expect(ok(await t.call(memberA, 'GET', `/api/v1/implementation-project?q=${SECRET}`)).body.data.totalRows).toBe(0);
    const counts = new Map((ok(await t.call(memberA, 'GET', '/api/v1/admin/counts')).body.data.items as { name: string; totalRows: number }[]).map((c) => [c.name, c.totalRows]));
    expect(counts.get('implementation_project')).toBe(1);
    expect(counts.get('implementation_checklist')).toBe(1);
    expect(counts.get('implementation_memo')).toBe(1);
  });

  it("B's records answer 404 by id, summary, curve and tree, and their history is refused", async () => {
    for (const [path, id] of [
      ['implementation-project', b],
      ['implementation-category', B.category],
      ['implementation-checklist', B.checklist],
      ['implementation-construction', B.diary],
      ['implementation-document', B.document],
      ['implementation-memo', B.memo],
    ] as const) {
      ok(await t.call(memberA, 'GET', `/api/v1/${path}/${id}`), 404);
      ok(await t.call(memberB, 'GET', `/api/v1/${path}/${id}`));
    }
    ok(await t.call(memberA, 'GET', `/api/v1/implementation-project/summary/${b}`), 404);
    ok(await t.call(memberA, 'GET', `/api/v1/implementation-project/summary/${b}/curve`), 404);
    ok(await t.call(memberA, 'GET', `/api/v1/implementation-memo/${B.memo}/approval`), 404);
    ok(await t.call(memberA, 'GET', `/api/v1/implementation-category/tree/${B.category}`), 404);
    const tree = ok(await t.call(memberA, 'GET', '/api/v1/implementation-category/tree')).body;
    expect(JSON.stringify(tree)).not.toContain(SECRET);
    expect(JSON.stringify(tree)).toContain('Alpha');
    // The records' history: A's own is read, B's refused (the same answer as for no record).
    ok(await t.call(memberA, 'GET', `/api/v1/activity-log?f_activity_context=implementation_checklist&f_record_id=${A.checklist}`));
    ok(await t.call(memberA, 'GET', `/api/v1/activity-log?f_activity_context=implementation_checklist&f_record_id=${B.checklist}`), 403);
    ok(await t.call(memberA, 'GET', `/api/v1/activity-log?f_activity_context=implementation_checklist&f_record_id=999999999`), 403);
    // Writes: nothing under B, nothing of A hung under B's package.
    ok(await t.call(memberA, 'PUT', `/api/v1/implementation-checklist/${B.checklist}`, { is_done: true }), 404);
    ok(await t.call(memberA, 'POST', '/api/v1/implementation-checklist', { project_id: b, category_id: B.category, title: 'x', weight: 1 }), 404);
    ok(await t.call(memberA, 'POST', '/api/v1/implementation-checklist', { project_id: a, category_id: B.category, title: 'x', weight: 1 }), 400);
  });

  it("B's diary photos and documents' files are not served to A's member", async () => {
    expect(await file(memberA, A.photo)).toBe(200);
    expect(await file(memberB, B.photo)).toBe(200);
    expect(await file(memberA, B.photo)).not.toBe(200);
    expect(await file(memberA, B.file)).not.toBe(200);
  });

  it("notifications of B's alerts reach B's members, never A's", async () => {
    await runAlerts(t.database, () => t.clock.now, ['implementation_checklist']);
    const [accA, accB] = [await accountOf('staff'), await accountOf('editor')];
    const notes = async (acc: number) => (await q<{ source_id: string }>("SELECT source_id FROM notification WHERE recipient_id = $1 AND source_type LIKE 'IMPLEMENTATION_%'", [acc])).map((x) => Number(x.source_id));
    expect(await notes(accA)).toContain(A.checklist);
    expect(await notes(accA)).not.toContain(B.checklist);
    expect(await notes(accB)).toContain(B.checklist);
    expect(await notes(accB)).not.toContain(A.checklist);
    // The notification list the member reads holds none of B's titles.
    expect(JSON.stringify(ok(await t.call(memberA, 'GET', '/api/v1/notification?limit=100')).body)).not.toContain(SECRET);
  });
});
