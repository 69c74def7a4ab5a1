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
import { runAlerts } from '../../src/jobs/alerts.js';
import { dbKinds, useTestApp } from '../harness.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(dbKinds(import.meta.url))('declared documents and alerts on %s', (kind) => {
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

  it("sends the asset's declared alerts per rule: the latest policy, the rule's units, the holder when asked, once", async () => {
    t.clock.set('2026-11-24T03:00:00Z');
    const admin = await t.login('admin');
    const approver = await accountId('approver');
    const holder = await accountId('staff');
    const unit = await num("SELECT id FROM organization WHERE code = 'K-VP'");
    const elsewhere = await num("SELECT id FROM organization WHERE code = 'THACO-AUTO'");
    const type = await num("SELECT id FROM asset_setting WHERE category = 'ASSET_TYPE' AND code = 'LAPTOP'");
    const made = await t.call(admin, 'POST', '/api/v1/asset', { code: 'TS-CB-BH', name: 'Xe nâng điện', name_en: 'Electric forklift', type_id: type, unit_id: unit, holder_id: await staffOf('staff'), purchase_date: '2025-01-10' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const asset = Number(made.body.data.id);
    const policy = (no: string, from: string, to: string) => t.call(admin, 'POST', '/api/v1/asset-insurance', { asset_id: asset, insurer: 'PVI', policy_no: no, from_date: from, to_date: to });
    expect((await policy('PVI-1', '2025-12-01', '2026-11-30')).status).toBe(200);
    const rule = async (name: string, extra: Record<string, unknown>) => {
      const res = await t.call(admin, 'POST', '/api/v1/asset-setting-alert', { name, kind: 'INSURANCE_EXPIRING', days_before: 10, recipient_ids: [approver], is_active: true, ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return Number(res.body.data.id);
    };
    const withHolder = await rule('Bảo hiểm - kể cả người giữ', { unit_id: unit, is_notify_holder: true });
    const withoutHolder = await rule('Bảo hiểm - chỉ quản lý', { unit_id: unit, is_notify_holder: false });
    const otherUnits = await rule('Bảo hiểm - khối ô tô', { unit_id: elsewhere, is_notify_holder: true });
    const ours = (sent: Awaited<ReturnType<typeof runAlerts>>) =>
      sent.filter((s) => s.record_id === asset).map((s) => ({ rule: s.rule_id, due: s.due_date, to: [...s.recipients].sort((a, b) => a - b) }));

    const first = ours(await runAlerts(t.database, () => t.clock.now, ['asset']));
    expect(first).toEqual([
      { rule: withHolder, due: '2026-11-30', to: [approver, holder].sort((a, b) => a - b) },
      { rule: withoutHolder, due: '2026-11-30', to: [approver] },
    ]);
    expect(first.some((s) => s.rule === otherUnits)).toBe(false);
    const [note] = await t.database.query<{ title: string; title_en: string; link: string }>(
      "SELECT title, title_en, link FROM notification WHERE recipient_id = $1 AND source_type = 'ASSET_ALERT' AND source_id = $2",
      [holder, asset],
    );
    expect(note).toEqual({ title: 'Bảo hiểm PVI-1 của tài sản TS-CB-BH - Xe nâng điện hết hạn ngày 30/11/2026', title_en: 'Insurance PVI-1 of asset TS-CB-BH - Electric forklift expires on 30/11/2026', link: `/admin/asset/${asset}` });
    // Passes at once and later passes send nothing more for that due date.
    await Promise.all([runAlerts(t.database, () => t.clock.now, ['asset']), runAlerts(t.database, () => t.clock.now, ['asset'])]);
    expect(ours(await runAlerts(t.database, () => t.clock.now, ['asset']))).toEqual([]);
    expect(await num("SELECT count(*) FROM notification WHERE source_type = 'ASSET_ALERT' AND source_id = $1", [asset])).toBe(3);
    expect(await num('SELECT count(*) FROM asset_alert_log WHERE asset_id = $1', [asset])).toBe(2);
    // Renewed: the latest policy ends outside the window, nothing is due.
    expect((await policy('PVI-2', '2026-12-01', '2027-11-30')).status).toBe(200);
    t.clock.advance(2 * 86_400_000);
    expect(ours(await runAlerts(t.database, () => t.clock.now, ['asset']))).toEqual([]);
  });
});
