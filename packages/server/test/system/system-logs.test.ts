/**
 * The request and system logs behind their admin screens (issue 37): filters, paging, xlsx export
 * with the same filters (text cells, never formulas), administrators only; the system log records
 * what the system does (start, scheduler passes that did something, sync runs, failures).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runSchedulerPass } from '../../src/jobs/content-schedule.js';
import { dbKinds, useTestApp } from '../harness.js';

type Rec = Record<string, unknown>;

describe.each(dbKinds(import.meta.url))('request and system logs (%s)', (kind) => {
  const t = useTestApp(kind);
  let admin = '';
  let staff = '';
  const sheet = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode, url).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return wb.worksheets[0] as ExcelJS.Worksheet;
  };
  const messages = async (q = '', lang = 'en') => ((await t.call(admin, 'GET', `/api/v1/system_log?limit=100&lang=${lang}${q}`)).body.data.items as Rec[]).map((r) => String(r.message));

  it('the system log has the start of the server', async () => {
    admin = await t.login('admin');
    staff = await t.login('staff');
    expect((await messages('&f_level=info')).some((m) => m.startsWith('Server started (database: '))).toBe(true);
    // The same rows read in Vietnamese for a Vietnamese reader (issue 37), without the key they came from.
    expect((await messages('&f_level=info', 'vi')).some((m) => m.startsWith('Máy chủ khởi động (cơ sở dữ liệu: '))).toBe(true);
    const [row] = (await t.call(admin, 'GET', '/api/v1/system_log?limit=1&f_level=info')).body.data.items as Rec[];
    expect(row).not.toHaveProperty('message_key');
  });

  it('request log: filters by method, status, user, text and period, pages, exports the same rows; staff refused', async () => {
    // A refused call and a bad sign-in, to filter on.
    expect((await t.call(staff, 'GET', '/api/v1/request-log')).status).toBe(403);
    expect((await t.call(null, 'POST', '/api/v1/auth/login', { username: 'admin', password: 'wrong-password-1' })).status).toBe(401);
    const [me] = await t.database.query<{ id: number }>("SELECT id FROM account WHERE username = 'staff'");
    const mine = await t.call(admin, 'GET', `/api/v1/request-log?f_user_id=${me?.id}&f_status=403`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.length).toBeGreaterThanOrEqual(1);
    for (const r of mine.body.data.items as Rec[]) expect(r).toMatchObject({ user_id: Number(me?.id), status: 403, path: '/api/v1/request-log' });
    const logins = await t.call(admin, 'GET', '/api/v1/request-log?f_method=POST&f_status=401&q=login&limit=10&page=1');
    expect(logins.body.data.items.length).toBeGreaterThanOrEqual(1);
    expect(logins.body.data.items[0]).toMatchObject({ method: 'POST', status: 401, path: '/api/v1/auth/login' });
    // A period before anything happened: nothing.
    expect((await t.call(admin, 'GET', '/api/v1/request-log?f_date_from=2001-01-01&f_date_to=2001-01-02')).body.data.totalRows).toBe(0);
    // Bad filters are refused, not ignored.
    expect((await t.call(admin, 'GET', '/api/v1/request-log?f_status=abc')).status).toBe(400);
    expect((await t.call(admin, 'GET', '/api/v1/request-log?f_method=TRACE')).status).toBe(400);
    expect((await t.call(admin, 'GET', '/api/v1/system_log?f_level=debug')).status).toBe(400);
    // A user agent written to be a formula stays text in the export.
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: { 'user-agent': '=HYPERLINK("http://evil.example","x")' } });
    const ws = await sheet('/api/v1/request-log/export?f_status=401&q=auth');
    expect(ws.getRow(1).getCell(2).value).toBe('Phương thức');
    const agents: unknown[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      expect(row.getCell(4).value).toBe(401);
      agents.push(row.getCell(8).value);
      expect(row.getCell(8).type).not.toBe(ExcelJS.ValueType.Formula);
    });
    expect(agents).toContain('=HYPERLINK("http://evil.example","x")');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/request-log/export', headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(403);
  });

  it('system log: a scheduler pass that did something and a sync run are written; an idle pass is not; filters and export', async () => {
    expect((await t.call(staff, 'GET', '/api/v1/system_log')).status).toBe(403);
    // A scheduled news item due now: the pass releases it and says so.
    const [news] = await t.database.query<{ id: number }>("SELECT id FROM news WHERE state = 'ACTIVE' ORDER BY id LIMIT 1");
    await t.database.query("UPDATE news SET status = 'SCHEDULED', release_date = now() - interval '1 minute', expiration_date = NULL WHERE id = $1", [news?.id]);
    await runSchedulerPass(t.database, () => new Date());
    const passes = (await messages('&q=Scheduler')).filter((m) => m.startsWith('Scheduler pass:'));
    expect(passes.length).toBeGreaterThanOrEqual(1);
    expect(passes[0]).toMatch(/released [1-9]/);
    const vi = await messages('&q=Scheduler', 'vi');
    expect(vi.some((m) => /^Lượt chạy lịch: .*phát hành [1-9]/.test(m)), vi.join(' | ')).toBe(true);
    // Nothing due: no row.
    const before = (await t.call(admin, 'GET', '/api/v1/system_log?q=Scheduler')).body.data.totalRows;
    await runSchedulerPass(t.database, () => new Date());
    expect((await t.call(admin, 'GET', '/api/v1/system_log?q=Scheduler')).body.data.totalRows).toBe(before);
    // A sync run (the demo HR source) and a failing one.
    const run = await t.call(admin, 'POST', '/api/v1/departments/sync', {});
    expect(run.status).toBe(200);
    expect((await messages('&q=Sync')).some((m) => m.startsWith(`Sync run #${run.body.data.id} (manual`))).toBe(true);
    const saved = process.env.EMART_SOURCE_URL;
    process.env.EMART_SOURCE_URL = 'http://127.0.0.1:9';
    try {
      expect((await t.call(admin, 'POST', '/api/v1/positions/sync', { source: 'EMART' })).status).toBeGreaterThanOrEqual(400);
    } finally {
      if (saved === undefined) delete process.env.EMART_SOURCE_URL;
      else process.env.EMART_SOURCE_URL = saved;
    }
    const errors = await messages('&f_level=error');
    expect(errors.some((m) => m.startsWith('Sync of positions from EMART failed'))).toBe(true);
    expect((await messages('&f_level=info')).every((m) => !m.startsWith('Sync of'))).toBe(true);
    // The export: same filter, English headers for an English caller.
    const ws = await sheet('/api/v1/system_log/export?f_level=error&q=positions&lang=en');
    expect(ws.getRow(1).getCell(2).value).toBe('Level');
    expect(ws.rowCount).toBeGreaterThanOrEqual(2);
    ws.eachRow((row, n) => {
      if (n > 1) expect(row.getCell(2).value).toBe('error');
    });
  });
  it('feedback access history: who opened which item, admins only; the overview report answers', async () => {
    const [fb] = await t.database.query<{ id: number; title: string }>("SELECT id, title FROM feedback WHERE visibility = 1 AND is_hide = false AND state = 'ACTIVE' ORDER BY id LIMIT 1");
    expect((await t.call(staff, 'POST', `/api/v1/feedback/${fb?.id}/open`)).status).toBe(200);
    const h = await t.call(admin, 'GET', `/api/v1/feedback-access-history?f_record_id=${fb?.id}&limit=10`);
    expect(h.status).toBe(200);
    expect(h.body.data.items[0]).toMatchObject({ username: 'staff', feedback_id: Number(fb?.id), feedback_title: fb?.title });
    expect(h.body.data.items[0]).not.toHaveProperty('origin_data');
    expect((await t.call(admin, 'GET', '/api/v1/feedback-access-history?f_date_from=2001-01-01&f_date_to=2001-01-02')).body.data.totalRows).toBe(0);
    expect((await t.call(admin, 'GET', '/api/v1/feedback-access-history?f_record_id=x')).status).toBe(400);
    expect((await t.call(staff, 'GET', '/api/v1/feedback-access-history')).status).toBe(403);
    const o = await t.call(admin, 'GET', '/api/v1/general-report-feedback');
    expect(o.status).toBe(200);
    expect(o.body.data.views).toBeGreaterThanOrEqual(1);
  });
});
