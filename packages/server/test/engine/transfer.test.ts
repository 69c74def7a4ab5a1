/**
 * Data in and out (engine/transfer.ts): xlsx export of a list under the caller's access rule, the
 * import template, xlsx import (dry run, all-or-nothing commit, import runs) and bulk create.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { office, reaction, staff } from '@portal/domain';
import { constraintIssues } from '../../src/engine/checks.js';
import { isBulkCreatable } from '../../src/engine/service.js';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart, workbook, XLSX } from '../xlsx.js';

const H = 3600_000;

async function readSheet(buf: Buffer): Promise<{ header: string[]; rows: unknown[][]; sheets: ExcelJS.Worksheet[] }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  for (let i = 2; i <= ws.rowCount; i++) rows.push(values(i));
  return { header: values(1).map(String), rows, sheets: wb.worksheets };
}

describe.each(dbKinds(import.meta.url))('transfer (export, import, bulk) on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const signIn = async () => {
    if (tok.admin) return;
    for (const u of ['admin', 'editor', 'approver', 'staff']) tok[u] = await t.login(u);
  };
  const get = async (who: string | null, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${tok[who]}` } : {} });
    return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, json: () => JSON.parse(res.body) };
  };
  const upload = async (who: string | null, url: string, file: Buffer, filename?: string, type?: string) => {
    const m = multipart(file, filename, type);
    const res = await t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, ...(who ? { authorization: `Bearer ${tok[who]}` } : {}) } });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const count = async (table: string) => (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

  it('exports the list with its filters, labels in the caller language, and the caller scope', async () => {
    await signIn();
    // Office: a filter, enum labels, both languages.
    const vi = await get('staff', '/api/v1/office/export?f_type=BRANCH');
    expect(vi.status).toBe(200);
    expect(vi.headers['content-type']).toBe(XLSX);
    const sheet = await readSheet(vi.raw);
    expect(sheet.header).toContain('Loại trụ sở');
    expect(sheet.header).toContain('Tên (tiếng Anh)');
    const typeAt = sheet.header.indexOf('Loại trụ sở');
    expect(sheet.rows.length).toBe(1);
    expect(sheet.rows[0]?.[typeAt]).toBe('Chi nhánh');
    const en = await readSheet((await get('staff', '/api/v1/office/export?lang=en')).raw);
    expect(en.header).toContain('Office type');
    expect(en.rows.map((r) => r[en.header.indexOf('Office type')]).sort()).toEqual(['Branch', 'Factory', 'Head office', 'Representative office']);
    expect((await get('staff', '/api/v1/office/export?f_type=NOPE')).status).toBe(400);

    // News: editors without "view all" export only their own records in the admin view.
    const types = (await t.call(tok.admin ?? '', 'GET', '/api/v1/news-type')).body.data.items;
    const realms = (await t.call(tok.admin ?? '', 'GET', '/api/v1/category?f_type=DOCUMENT_REALM')).body.data.items;
    const news = (title: string) => ({
      title,
      type_id: types[0].id,
      realm_id: realms[0].id,
      publish_date: new Date(t.clock.now.getTime() - H).toISOString(),
      release_date: new Date(t.clock.now.getTime() + H).toISOString(),
    });
    for (const title of ['Tin của biên tập 1', 'Tin của biên tập 2']) expect((await t.call(tok.editor ?? '', 'POST', '/api/v1/news', news(title))).status).toBe(200);
    expect((await t.call(tok.admin ?? '', 'POST', '/api/v1/news', news('Tin của quản trị'))).status).toBe(200);
    const titlesOf = async (who: string, query: string) => {
      const s = await readSheet((await get(who, `/api/v1/news/export?${query}`)).raw);
      return s.rows.map((r) => String(r[s.header.indexOf('Tiêu đề')])).sort();
    };
    const editorTitles = await titlesOf('editor', 'f_is_get_all_cms=1&limit=-1');
    expect(editorTitles).toEqual(['Tin của biên tập 1', 'Tin của biên tập 2']);
    const list = await t.call(tok.editor ?? '', 'GET', '/api/v1/news?f_is_get_all_cms=1&limit=-1');
    expect(list.body.data.items.map((n: { title: string }) => n.title).sort()).toEqual(editorTitles);
    const approverTitles = await titlesOf('approver', 'f_is_get_all_cms=1&q=tin%20cua');
    // The approver (view all) exports everyone's; the search may also find demo news with both words.
    expect(approverTitles.filter((x) => x.startsWith('Tin của '))).toEqual(['Tin của biên tập 1', 'Tin của biên tập 2', 'Tin của quản trị']);
    // References by title, flags by Có/Không, dates as dates.
    const s = await readSheet((await get('approver', '/api/v1/news/export?f_is_get_all_cms=1&q=tin%20cua')).raw);
    const row = s.rows[0] as unknown[];
    expect(row[s.header.indexOf('Loại tin')]).toBe(types[0].name);
    expect(row[s.header.indexOf('Ẩn tin')]).toBe('Không');
    expect(row[s.header.indexOf('Ngày phát hành')]).toBeInstanceOf(Date);
    expect(s.header).not.toContain('Nội dung');
    // Export needs "view"; anonymous callers are refused.
    expect((await get(null, '/api/v1/news/export')).status).toBe(401);
  });

  it('gives a template with the writable columns and a guide', async () => {
    await signIn();
    const res = await get('admin', '/api/v1/office/import/template');
    expect(res.status).toBe(200);
    const s = await readSheet(res.raw);
    expect(s.header).toEqual(['Loại trụ sở', 'Tên', 'Tên (tiếng Anh)', 'Địa chỉ', 'Địa chỉ (tiếng Anh)', 'Quốc gia', 'Tỉnh/Thành phố', 'Vĩ độ', 'Kinh độ', 'Email', 'Đường dây nóng', 'Trang web']);
    expect(s.rows).toEqual([]);
    const guide = s.sheets[1] as ExcelJS.Worksheet;
    expect(guide.rowCount).toBe(13);
    expect(String(guide.getRow(2).getCell(5).value)).toContain('Chi nhánh');
    expect((await get('staff', '/api/v1/office/import/template')).status).toBe(403);
  });

  const officeHeader = ['Loại trụ sở', 'Tên', 'Địa chỉ', 'Email', 'Vĩ độ'];

  it('dry run names each bad row and field and writes nothing', async () => {
    await signIn();
    const before = await count('office');
    const runsBefore = await count('import_run');
    const file = await workbook(officeHeader, [
      ['Chi nhánh', 'Chi nhánh Cần Thơ', 'Cần Thơ', 'cantho@thaco.com.vn', 10.03],
      ['Không có loại này', 'Chi nhánh Huế', 'Huế', '', ''],
      ['Nhà máy', '', 'Quảng Nam', 'not-an-email', 200],
      [null, null, null, null, null],
      ['FACTORY', 'Nhà máy mới', 'Bình Dương', '', ''],
    ]);
    const res = await upload('editor', '/api/v1/office/import?dryRun=1', file, 'offices.xlsx');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isDryRun: true, totalRows: 4, okRows: 2, errorRows: 2 });
    const errs = res.body.data.errors as { row: number; field: string; message: string }[];
    expect(errs.find((e) => e.row === 3)?.field).toBe('type');
    expect(errs.find((e) => e.row === 3)?.message).toContain('Chi nhánh');
    expect(errs.filter((e) => e.row === 4).map((e) => e.field).sort()).toEqual(['email', 'latitude', 'name']);
    expect(errs.find((e) => e.row === 4 && e.field === 'name')?.message).toBe('Tên không được để trống');
    expect(await count('office')).toBe(before);
    expect(await count('import_run')).toBe(runsBefore + 1);
    const [run] = await t.database.query<{ run_status: string; is_dry_run: boolean; error_rows: number; file_name: string }>('SELECT * FROM import_run ORDER BY id DESC LIMIT 1');
    expect(run).toMatchObject({ run_status: 'FAILED', is_dry_run: true, error_rows: 2, file_name: 'offices.xlsx' });
    // Messages in the caller's language.
    const en = await upload('editor', '/api/v1/office/import?dryRun=1&lang=en', file);
    expect((en.body.data.errors as { row: number; field: string; message: string }[]).find((e) => e.row === 4 && e.field === 'name')?.message).toBe('Name is required');
  });

  it('a commit with one bad row writes nothing; a good one writes all and records a completed run', async () => {
    await signIn();
    const before = await count('office');
    const bad = await workbook(officeHeader, [
      ['Chi nhánh', 'Chi nhánh Vinh', 'Nghệ An', '', ''],
      ['Chi nhánh', 'Chi nhánh Nha Trang', '', '', ''],
    ]);
    const refused = await upload('editor', '/api/v1/office/import?dryRun=0', bad);
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(refused.body.errors).toEqual([{ row: 3, field: 'address', message: 'Địa chỉ không được để trống' }]);
    expect(await count('office')).toBe(before);
    // English headers and column names are read too.
    const good = await workbook(
      ['Office type', 'name', 'Address', 'Hotline'],
      [
        ['Branch', 'Chi nhánh Vinh', 'Nghệ An', '0238 3555 666'],
        ['Showroom', 'Showroom Nha Trang', 'Khánh Hoà', ''],
      ],
    );
    const ok = await upload('editor', '/api/v1/office/import?dryRun=0', good, 'ok.xlsx');
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ isDryRun: false, totalRows: 2, okRows: 2, errorRows: 0, errors: [] });
    expect(await count('office')).toBe(before + 2);
    const rows = await t.database.query<{ type: string; name: string }>("SELECT type, name FROM office WHERE name IN ('Chi nhánh Vinh', 'Showroom Nha Trang') ORDER BY name");
    expect(rows).toEqual([
      { type: 'BRANCH', name: 'Chi nhánh Vinh' },
      { type: 'SHOWROOM', name: 'Showroom Nha Trang' },
    ]);
    const run = await t.call(tok.editor ?? '', 'GET', `/api/v1/import-run/${ok.body.data.importRunId}`);
    expect(run.body.data).toMatchObject({ run_status: 'COMPLETED', is_dry_run: false, ok_rows: 2, resource_name: 'office', file_name: 'ok.xlsx' });
    // Import runs are the importer's own.
    expect((await t.call(tok.approver ?? '', 'GET', `/api/v1/import-run/${ok.body.data.importRunId}`)).status).toBe(404);
  });

  it('imports set-wise: duplicates in the file and in the table, missing references, an activity entry per record', async () => {
    await signIn();
    expect(isBulkCreatable(staff)).toBe(true);
    const [taken] = await t.database.query<{ code: string }>("SELECT code FROM staff WHERE state = 'ACTIVE' AND code IS NOT NULL ORDER BY id LIMIT 1");
    const [dept] = await t.database.query<{ name: string; parent: string }>('SELECT d.name, p.name AS parent FROM organization d JOIN organization p ON p.id = d.parent_id ORDER BY d.id LIMIT 1');
    const header = ['code', 'full_name', 'unit_id', 'department_id', 'employee_status'];
    const row = (code: string, name: string, department = dept?.name) => [code, name, dept?.parent, department, 'Đang làm việc'];
    const file = await workbook(header, [row('IMP-A1', 'Trần Văn An'), row('IMP-A1', 'Lê Thị Bình'), row(taken?.code ?? '', 'Phạm Văn Cường'), row('IMP-A4', 'Võ Thị Dung', 'Phòng không tồn tại'), row('IMP-A5', 'Đỗ Văn Em')]);
    const checked = await upload('admin', '/api/v1/staff-bulk-create?dryRun=1', file);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ totalRows: 5, okRows: 2, errorRows: 3 });
    const errs = (checked.body.data.errors as { row: number; field: string }[]).map((e) => [e.row, e.field]);
    expect(errs).toEqual([
      [3, 'code'],
      [4, 'code'],
      [5, 'department_id'],
    ]);
    const before = await count('staff');
    const good = await workbook(header, [row('IMP-B1', 'Trần Văn An'), row('IMP-B2', 'Lê Thị Bình')]);
    const written = await upload('admin', '/api/v1/staff-bulk-create?dryRun=0', good);
    expect(written.body.data).toMatchObject({ okRows: 2, errorRows: 0 });
    expect(await count('staff')).toBe(before + 2);
    const logged = await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM activity_log a JOIN staff s ON s.id = a.record_id WHERE a.table_name = 'staff' AND a.action = 'create' AND s.code IN ('IMP-B1', 'IMP-B2')");
    expect(logged[0]?.n).toBe(2);
  });

  it('checks declared unique constraints set-wise, so a taken code does not send a whole file one by one', async () => {
    // staff: code unique among active files (a declared constraint, not a field flag), case-insensitive.
    const [taken] = await t.database.query<{ code: string }>("SELECT code FROM staff WHERE state = 'ACTIVE' AND code IS NOT NULL ORDER BY id LIMIT 1");
    const codes = [taken?.code.toLowerCase(), 'CHK-NEW-1', 'chk-new-1', null, 'CHK-NEW-2'];
    const staffIssues = await constraintIssues(t.database.db, staff, codes.map((code) => ({ code, full_name: 'Người thử' })));
    expect(staffIssues.map((l) => l.map((i) => `${i.field}:${i.key}`))).toEqual([['code:validation.unique'], [], ['code:validation.unique'], [], []]);
    // reaction: two columns, only rows of its `where` (target_type NEWS) take part; the error names target_id.
    const [r] = await t.database.query<{ created_by: string; target_id: string }>("SELECT created_by, target_id FROM reaction WHERE state = 'ACTIVE' AND target_type = 'NEWS' AND created_by IS NOT NULL ORDER BY id LIMIT 1");
    if (r) {
      const who = Number(r.created_by);
      const what = Number(r.target_id);
      const rows = [
        { created_by: who, target_id: what, target_type: 'NEWS' },
        { created_by: who, target_id: what, target_type: 'COMMENT' },
        { created_by: who + 100_000, target_id: what, target_type: 'NEWS' },
        { target_id: what, target_type: 'NEWS' },
      ];
      const issues = await constraintIssues(t.database.db, reaction, rows);
      expect(issues.map((l) => l.map((i) => i.field))).toEqual([['target_id'], [], [], []]);
    }
  });

  it('falls back to one by one when only the database sees a conflict, and names the row', async () => {
    await signIn();
    expect(isBulkCreatable(office)).toBe(true);
    await t.database.query('CREATE UNIQUE INDEX zz_office_address ON office (address)');
    try {
      const file = await workbook(officeHeader, [
        ['Chi nhánh', 'Chi nhánh Phố Một', 'Số 1 Phố Trùng', '', ''],
        ['Chi nhánh', 'Chi nhánh Phố Hai', 'Số 1 Phố Trùng', '', ''],
      ]);
      const res = await upload('editor', '/api/v1/office/import?dryRun=1', file);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ totalRows: 2, okRows: 1, errorRows: 1 });
      expect((res.body.data.errors as { row: number }[]).map((e) => e.row)).toEqual([3]);
    } finally {
      await t.database.query('DROP INDEX zz_office_address');
    }
  });

  it('reads references by title and round-trips an export', async () => {
    await signIn();
    const parent = await t.call(tok.admin ?? '', 'POST', '/api/v1/category', { type: 'ARCHIVE', name: 'Lưu trữ gốc' });
    expect(parent.status).toBe(200);
    const file = await workbook(
      ['Loại danh mục', 'Tên', 'Danh mục cha'],
      [
        ['Lưu trữ', 'Lưu trữ con', 'lưu trữ gốc'],
        ['Lưu trữ', 'Lưu trữ mồ côi', 'Không tồn tại'],
      ],
    );
    const res = await upload('admin', '/api/v1/category/import?dryRun=0', file);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ row: 3, field: 'parent_id', message: 'Danh mục cha không tồn tại' }]);
    const fixed = await workbook(['Loại danh mục', 'Tên', 'Danh mục cha'], [['Lưu trữ', 'Lưu trữ con', 'lưu trữ gốc']]);
    expect((await upload('admin', '/api/v1/category/import?dryRun=0', fixed)).status).toBe(200);
    const [child] = await t.database.query<{ parent_id: number }>("SELECT parent_id FROM category WHERE name = 'Lưu trữ con'");
    expect(child?.parent_id).toBe(parent.body.data.id);
    // An export of offices imports back (as a dry run) without errors.
    const exported = (await get('editor', '/api/v1/office/export')).raw;
    const back = await upload('editor', '/api/v1/office/import', exported);
    expect(back.status).toBe(200);
    expect(back.body.data.isDryRun).toBe(true);
    expect(back.body.data.errors).toEqual([]);
  });

  it('refuses other files, anonymous callers and callers without edit', async () => {
    await signIn();
    const runs = await count('import_run');
    const text = await upload('admin', '/api/v1/office/import?dryRun=1', Buffer.from('name,type\nA,B\n'), 'offices.xlsx', XLSX);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Tệp nhập phải là tệp Excel (.xlsx)');
    const fakeZip = await upload('admin', '/api/v1/office/import?dryRun=1', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 1)]));
    expect(fakeZip.status).toBe(400);
    const json = await t.call(tok.admin ?? '', 'POST', '/api/v1/office/import', { file: 'x' });
    expect(json.status).toBe(400);
    const unknownColumn = await upload('admin', '/api/v1/office/import', await workbook(['Tên', 'Cột lạ'], [['A']]));
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.message).toContain('Cột lạ');
    const file = await workbook(officeHeader, [['Chi nhánh', 'X', 'Y', '', '']]);
    expect((await upload(null, '/api/v1/office/import?dryRun=1', file)).status).toBe(401);
    expect((await upload('staff', '/api/v1/office/import?dryRun=1', file)).status).toBe(403);
    expect((await t.call(tok.staff ?? '', 'POST', '/api/v1/office/bulk', [{ type: 'BRANCH', name: 'X', address: 'Y' }])).status).toBe(403);
    expect((await t.call(null, 'POST', '/api/v1/office/bulk', [])).status).toBe(401);
    expect(await count('import_run')).toBe(runs);
  });

  it('bulk creates all or nothing and names the index and field of each error', async () => {
    await signIn();
    const before = await count('sensitive_word');
    const bad = await t.call(tok.admin ?? '', 'POST', '/api/v1/sensitive_words/bulk', [{ word: 'từ xấu một' }, { word: '' }, { word: 'Từ xấu một' }, { word: 'x'.repeat(101) }]);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { index: number; field: string }) => [e.index, e.field])).toEqual([
      [1, 'word'],
      [2, 'word'],
      [3, 'word'],
    ]);
    expect(await count('sensitive_word')).toBe(before);
    expect((await t.call(tok.admin ?? '', 'POST', '/api/v1/sensitive_words/bulk', [])).status).toBe(400);
    expect((await t.call(tok.admin ?? '', 'POST', '/api/v1/sensitive_words/bulk', { word: 'a' })).status).toBe(400);
    expect((await t.call(tok.admin ?? '', 'POST', '/api/v1/sensitive_words/bulk', Array.from({ length: 501 }, (_, i) => ({ word: `w${i}` })))).status).toBe(400);
    const ok = await t.call(tok.admin ?? '', 'POST', '/api/v1/sensitive_words/bulk', [{ word: 'từ xấu một' }, { word: 'từ xấu hai', replacement: '***' }]);
    expect(ok.status).toBe(200);
    expect(ok.body.data.count).toBe(2);
    expect(await count('sensitive_word')).toBe(before + 2);
  });
});
