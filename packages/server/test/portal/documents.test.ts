/**
 * Documents through the API (resources/portal/document.ts, modules/portal/documents.ts): Public
 * and Limited documents (to a unit's subtree or to chosen staff) with the wrong user, in lists,
 * by id, in search, in the export and in the filter options; their attachments' privacy; today_count;
 * filters and search without diacritics; receivers' and followers' notifications; bad input in the
 * spec's error envelope, in Vietnamese and English; the wrong role refused.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart } from '../xlsx.js';

type Doc = { id: number; code: string; access_scope: string; attachments: number[] | null; today_count: number; type_id: number; issued_date: string; issuing_unit_id: number };

describe.each(dbKinds(import.meta.url))('documents on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const q1 = async (sql: string, params: unknown[] = []) => (await t.database.query<Record<string, unknown>>(sql, params))[0] ?? {};
  const list = async (who: string, query = '') => {
    const res = await t.call(tok[who] as string, 'GET', `/api/v1/document?limit=100${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { items: Doc[]; totalRows: number };
  };
  const codes = (d: { items: Doc[] }) => d.items.map((x) => x.code);
  const vnToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const idOf = async (code: string) => Number((await q1('SELECT id FROM document WHERE code = $1', [code])).id);

  it('shows Public documents to every reader and Limited ones only to their units, staff, receivers and followers: lists, by id, search, export, options and files', async () => {
    for (const u of ['staff', 'hr', 'hr.auto', 'editor', 'approver']) tok[u] = await t.login(u);
    // Limited to THACO AUTO (hr.auto works in its Sales Department), to the Office Block (staff
    // works in its HR Board), and to the HR manager alone.
    const auto = 'TB-097/2026/TA';
    const office = 'QT-016/2026/THACO';
    const hrOnly = 'QĐ-031/2026/NS';
    const staffSees = codes(await list('staff'));
    expect(staffSees).toContain('TB-125/2026/THACO');
    expect(staffSees).toContain(office);
    expect(staffSees).not.toContain(auto);
    expect(staffSees).not.toContain(hrOnly);
    const autoSees = codes(await list('hr.auto'));
    expect(autoSees).toContain(auto);
    expect(autoSees).not.toContain(office);
    expect(codes(await list('hr'))).toContain(hrOnly);
    // "View all" (the approver) sees every one.
    expect(codes(await list('approver'))).toEqual(expect.arrayContaining([auto, office, hrOnly]));

    const autoId = await idOf(auto);
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/document/${autoId}`)).status).toBe(404);
    expect((await t.call(tok['hr.auto'] as string, 'GET', `/api/v1/document/${autoId}`)).status).toBe(200);
    // Search does not find it for the wrong user either.
    expect((await list('staff', '&q=chu lai')).items.map((x) => x.code)).not.toContain(auto);
    expect(codes(await list('hr.auto', '&q=chu lai'))).toContain(auto);

    // Attachments (uploaded with the context DOCUMENT) follow their document: a Limited one's file
    // is private to its readers; a Public one's is read by every reader of documents.
    const upload = async (name: string, text: string) => {
      const m = multipart(Buffer.from(text), name, 'text/plain');
      const res = await t.call(tok.editor as string, 'POST', '/api/v1/media/upload?context=DOCUMENT', m.payload, m.headers);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Number(res.body.data[0].id);
    };
    const file = await upload('thong-bao-noi-bo.txt', 'Thông báo nội bộ THACO AUTO');
    const pubFile = await upload('bieu-mau.txt', 'Biểu mẫu dùng chung');
    const put = async (id: number, attachments: number[]) => {
      const res = await t.call(tok.editor as string, 'PUT', `/api/v1/document/${id}`, { attachments });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await put(autoId, [file]);
    await put(await idOf('BM-01/NS'), [pubFile]);
    const read = (who: string | null, id: number, path = 'file') => t.call(who ? (tok[who] as string) : null, 'GET', `/api/v1/media/${path}/${id}`);
    expect((await read('hr.auto', file)).status).toBe(200);
    expect((await read('hr.auto', file)).body).toBe('Thông báo nội bộ THACO AUTO');
    expect((await read('staff', file)).status).toBe(404);
    expect((await read('staff', file, 'download')).status).toBe(404);
    expect((await read(null, file)).status).toBe(401);
    expect((await q1('SELECT context FROM media WHERE id = $1', [file])).context).toBe('DOCUMENT');
    expect((await read('staff', pubFile)).status).toBe(200);
    expect((await read('hr', pubFile, 'download')).status).toBe(200);

    // The export (spec /document-export) holds what the caller may read.
    const exp = await t.app.inject({ method: 'GET', url: '/api/v1/document-export', headers: { authorization: `Bearer ${tok.staff}` } });
    expect(exp.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exp.rawPayload as unknown as ArrayBuffer);
    const cells = JSON.stringify(wb.worksheets[0]?.getSheetValues());
    expect(cells).toContain('TB-125/2026/THACO');
    expect(cells).not.toContain(auto);

    // Filter options: the issuing units of what the caller may read.
    const opts = async (who: string) => (await t.call(tok[who] as string, 'GET', '/api/v1/document-options')).body.data;
    const autoUnit = Number((await q1("SELECT id FROM organization WHERE code = 'THACO-AUTO'")).id);
    expect((await opts('staff')).units.map((u: { id: number }) => u.id)).not.toContain(autoUnit);
    const o = await opts('hr.auto');
    expect(o.units.map((u: { id: number }) => u.id)).toContain(autoUnit);
    expect(o.types.map((x: { name_en: string }) => x.name_en)).toEqual(expect.arrayContaining(['Regulation', 'Procedure', 'Form', 'Announcement']));
    expect(o.lookups.map((x: { route: string }) => x.route)).toEqual(['/look-up/notification', '/look-up/regulation-procedures', '/look-up/form']);
    const types = (await t.call(tok.staff as string, 'GET', '/api/v1/document-type')).body.data;
    expect(types.items.find((x: { name_en: string }) => x.name_en === 'Form').pages).toEqual(['FORM']);
  });

  it('filters by type, unit and dates, searches without diacritics, and counts the Public documents issued today', async () => {
    const o = (await t.call(tok.staff as string, 'GET', '/api/v1/document-options')).body.data;
    const form = o.types.find((x: { name_en: string }) => x.name_en === 'Form').id as number;
    const forms = await list('staff', `&f_type_id=${form}`);
    expect(forms.items.length).toBeGreaterThanOrEqual(3);
    expect(forms.items.every((x) => x.type_id === form)).toBe(true);
    const from = new Date(Date.now() + 7 * 3600_000 - 10 * 86_400_000).toISOString().slice(0, 10);
    const recent = await list('staff', `&f_issued_date_from=${from}&f_issued_date_to=${vnToday()}`);
    expect(recent.items.length).toBeGreaterThan(0);
    expect(recent.items.every((x) => x.issued_date >= from && x.issued_date <= vnToday())).toBe(true);
    expect(recent.totalRows).toBeLessThan((await list('staff')).totalRows);
    const unit = Number((await q1("SELECT id FROM organization WHERE code = 'VP-TC'")).id);
    const byUnit = await list('staff', `&f_issuing_unit_id=${unit}`);
    expect(byUnit.items.length).toBeGreaterThan(0);
    expect(byUnit.items.every((x) => x.issuing_unit_id === unit)).toBe(true);
    // Without diacritics, in either language, by number.
    expect(codes(await list('staff', '&q=quy trinh thanh toan'))).toContain('QT-004/2026/THACO');
    expect(codes(await list('staff', '&q=QUY DINH BAO MAT'))).toContain('QĐ-015/2026/THACO');
    expect(codes(await list('staff', '&q=payment request'))).toEqual(expect.arrayContaining(['QT-004/2026/THACO', 'BM-07/TC']));
    expect(codes(await list('staff', '&q=bm-01'))).toEqual(['BM-01/NS']);

    // today_count: the Public documents issued today (Vietnam's date); a Limited one is not counted.
    const before = (await list('staff')).items[0]?.today_count as number;
    const [day] = await t.database.query<{ today: number; seededToday: boolean }>(
      `SELECT count(*) FILTER (WHERE access_scope = 'PUBLIC' AND state = 'ACTIVE' AND issued_date = $1::date)::int AS today,
              (max(created_date) AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = $1::date AS "seededToday" FROM document`,
      [vnToday()],
    );
    expect(before).toBe(day?.today);
    // The demo issues some documents on the day it is seeded (a run that crosses Vietnam's midnight seeded yesterday).
    if (day?.seededToday) expect(before).toBeGreaterThanOrEqual(2);
    const base = { type_id: form, realm_id: o.realms[0].id, issuing_unit_id: unit, issued_date: vnToday(), title_en: 'Test form' };
    const a = await t.call(tok.editor as string, 'POST', '/api/v1/document', { ...base, code: 'BM-T1', title: 'Biểu mẫu kiểm thử', access_scope: 'PUBLIC' });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const b = await t.call(tok.editor as string, 'POST', '/api/v1/document', { ...base, code: 'BM-T2', title: 'Biểu mẫu giới hạn', access_scope: 'LIMITED', staff_ids: [Number((await q1("SELECT id FROM account WHERE username = 'hr'")).id)] });
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    const after = await list('staff');
    expect(after.items[0]?.today_count).toBe(before + 1);
    expect(codes(after)).toContain('BM-T1');
    expect(codes(after)).not.toContain('BM-T2');
  });

  it('notifies receivers when a document is issued to them and followers when it changes', async () => {
    const staffId = Number((await q1("SELECT id FROM account WHERE username = 'staff'")).id);
    const hrId = Number((await q1("SELECT id FROM account WHERE username = 'hr'")).id);
    const o = (await t.call(tok.editor as string, 'GET', '/api/v1/document-options')).body.data;
    const body = { code: 'TB-T3', title: 'Thông báo lịch kiểm kê cuối năm', title_en: 'Year-end stocktake schedule', type_id: o.types[0].id, realm_id: o.realms[0].id, issuing_unit_id: o.units[0].id, issued_date: vnToday(), access_scope: 'LIMITED', staff_ids: [hrId], receiver_ids: [staffId], follower_ids: [hrId] };
    const made = await t.call(tok.editor as string, 'POST', '/api/v1/document', body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = Number(made.body.data.id);
    const bell = async (who: string) => (await t.call(tok[who] as string, 'GET', '/api/v1/notification?limit=50')).body.data.items as { source_type: string; source_id: number; link: string; title: string; title_en: string }[];
    const got = (await bell('staff')).find((n) => n.source_id === id);
    expect(got).toMatchObject({ source_type: 'DOCUMENT_RECEIVER', link: `/documents?id=${id}`, title: 'Văn bản mới: TB-T3', title_en: 'New document: TB-T3' });
    // A receiver reads the Limited document they were given; the follower was not told of its creation.
    expect((await t.call(tok.staff as string, 'GET', `/api/v1/document/${id}`)).status).toBe(200);
    expect((await bell('hr')).filter((n) => n.source_id === id)).toEqual([]);
    const upd = await t.call(tok.editor as string, 'PUT', `/api/v1/document/${id}`, { ...body, summary: 'Bổ sung danh sách kho' });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect((await bell('hr')).filter((n) => n.source_id === id).map((n) => n.source_type)).toEqual(['DOCUMENT_FOLLOWER']);
    // The receiver is not told again by an update that does not add them.
    expect((await bell('staff')).filter((n) => n.source_id === id)).toHaveLength(1);
  });

  it('refuses bad input in the spec envelope (vi and en), a Limited document without readers, and the wrong role', async () => {
    const o = (await t.call(tok.editor as string, 'GET', '/api/v1/document-options')).body.data;
    const ok = { code: 'QĐ-T4', title: 'Quy định kiểm thử', type_id: o.types[0].id, realm_id: o.realms[0].id, issuing_unit_id: o.units[0].id, issued_date: '2026-05-10' };
    const vi = await t.call(tok.editor as string, 'POST', '/api/v1/document', { ...ok, title: '', access_scope: 'SECRET' });
    expect(vi.status).toBe(400);
    expect(vi.body.success).toBe(false);
    expect(vi.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['access_scope', 'title']);
    expect(vi.body.errors.find((e: { field: string }) => e.field === 'title').message).toMatch(/Tên văn bản/);
    const en = await t.call(tok.editor as string, 'POST', '/api/v1/document?lang=en', { ...ok, effective_date: '2026-05-01', expiry_date: '2026-04-01' });
    expect(en.status).toBe(400);
    expect(en.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['effective_date', 'expiry_date']);
    expect(en.body.errors.find((e: { field: string }) => e.field === 'expiry_date').message).toMatch(/Expires on/);
    const limited = await t.call(tok.editor as string, 'POST', '/api/v1/document?lang=en', { ...ok, access_scope: 'LIMITED' });
    expect(limited.status).toBe(400);
    expect(limited.body).toMatchObject({ success: false, errors: [{ field: 'unit_ids', message: 'A Limited document needs at least one unit or staff member who may read it' }] });
    const wrongType = await t.call(tok.editor as string, 'POST', '/api/v1/document', { ...ok, type_id: o.realms[0].id });
    expect(wrongType.status).toBe(400);
    // Staff read documents but may not write them, nor the look-up settings.
    expect((await t.call(tok.staff as string, 'POST', '/api/v1/document', ok)).status).toBe(403);
    expect((await t.call(tok.staff as string, 'GET', '/api/v1/document-setting')).status).toBe(403);
    expect((await t.call(tok.editor as string, 'GET', '/api/v1/document-setting')).body.data.items).toHaveLength(3);
  });
});
