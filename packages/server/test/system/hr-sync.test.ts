/**
 * Sync from the HR source (issue 14, ADR 0005), against a fake HR server started here (node http,
 * paged answers, a bearer token): a sync stores the difference as a WAITING run and writes nothing
 * else; applying it adds and changes units, positions and people; a person gone from the source is
 * deprovisioned (staff file LEAVED, account locked and signed out), never deleted, and comes back
 * only through a reviewed run; a failing or garbled source is a clear error with nothing written;
 * two applies at once apply once; every sync path needs SYNCHRONIZED_MANAGEMENT. The demo's file
 * source and seeded runs are checked too.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SOURCE_FILE, FileSyncAdapter } from '../../src/sync/adapter.js';
import { runScheduledSync } from '../../src/sync/run.js';
import { normalizeAll, targetByName } from '../../src/sync/targets.js';
import { dbKinds, noRightsRole, useTestApp } from '../harness.js';

type Rec = Record<string, unknown>;
type Mode = 'ok' | 'error' | 'garbage' | 'noId';
const TOKEN = 'hr-source-token';

/** The fake HR source: three lists served in pages of `limit`, or failing as `mode` says. */
function fakeSource() {
  const data: { departments: Rec[]; positions: Rec[]; customer: Rec[] } = {
    departments: [
      { id: 'EM-ROOT', code: 'EMART-VN', name: 'Emart Việt Nam', type: 'SUBSIDIARY', parent_id: null },
      { id: 'EM-KD', code: 'EMART-KD', name: 'Phòng Kinh doanh Emart', parent_id: 'EM-ROOT' },
    ],
    positions: [{ id: 'EM-CV', code: 'EMART-CV', name: 'Chuyên viên bán hàng', level: 5 }],
    customer: [
      { id: 'E1', code: 'EM001', full_name: 'Trương Thị Mỹ Duyên', email: 'sync.person@thaco.com.vn', phone: '0905 111 222', department_id: 'EM-KD', department: 'Phòng Kinh doanh Emart', position_id: 'EM-CV', position: 'Chuyên viên bán hàng', realm_department: 'Bán lẻ', officer_address: 'Emart Gò Vấp' },
      { id: 'E2', code: 'EM002', full_name: 'Lý Văn Khải', email: 'khai.ly@thaco.com.vn', phone: '0905333444', department_id: 'EM-KD', position_id: 'EM-CV' },
      { id: 'E3', code: 'EM003', full_name: 'Mai Thị Hồng', email: 'not an email', department_id: 'EM-KD' },
    ],
  };
  const state = { mode: 'ok' as Mode, requests: 0 };
  const server: Server = createServer((req, res) => {
    state.requests++;
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      res.writeHead(401).end();
      return;
    }
    if (state.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"database down"}');
      return;
    }
    if (state.mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>');
      return;
    }
    const list = (data as Record<string, Rec[] | undefined>)[url.pathname.slice(1)];
    if (!list) {
      res.writeHead(404).end();
      return;
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    let items = list.slice((page - 1) * limit, page * limit);
    if (state.mode === 'noId') items = items.map(({ id: _id, ...rest }) => rest);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { items, totalRows: list.length } }));
  });
  return { data, state, server };
}

describe.each(dbKinds(import.meta.url))('HR sync on %s', (kind) => {
  const fake = fakeSource();
  beforeAll(async () => {
    await new Promise<void>((ok) => fake.server.listen(0, '127.0.0.1', ok));
    process.env.EMART_SOURCE_URL = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    process.env.EMART_SOURCE_TOKEN = TOKEN;
    // Pages of two: the adapter must follow the pages.
    process.env.EMART_SOURCE_PAGE_SIZE = '2';
  });
  afterAll(async () => {
    delete process.env.EMART_SOURCE_URL;
    await new Promise((ok) => fake.server.close(ok));
  });
  const t = useTestApp(kind);
  let admin = '';
  const one = async <T = Rec>(q: string, params: unknown[] = []) => (await t.database.query<T>(q, params))[0] as T;
  const count = async (table: string, where = 'true', params: unknown[] = []) => Number((await one<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params)).n);
  const staffByCode = (code: string) => one<Rec>('SELECT * FROM staff WHERE code = $1', [code]);
  const sync = (target: string) => t.call(admin, 'POST', `/api/v1/${target}/sync`, { source: 'EMART' });
  const apply = (target: string, runId: number) => t.call(admin, 'POST', `/api/v1/${target}/sync-update`, { source: 'EMART', run_id: runId });
  /** Everything a sync may write, to prove that a sync (or a failure) wrote nothing. */
  const footprint = async () => [await count('staff'), await count('organization'), await count('position'), await count('customer'), await count('sync_department'), await count('sync_position'), await count('account', "account_status = 'BLOCKED'")];

  it('refuses every sync path to a user without SYNCHRONIZED_MANAGEMENT, before reading the input', async () => {
    admin = await t.login('admin');
    const staff = await t.login('staff');
    const paths: [string, string][] = [
      ['POST', '/api/v1/customer/sync'],
      ['GET', '/api/v1/customer/sync'],
      ['POST', '/api/v1/departments/sync'],
      ['POST', '/api/v1/positions/sync'],
      ['POST', '/api/v1/customer/sync-update'],
      ['POST', '/api/v1/departments/sync-update'],
      ['POST', '/api/v1/positions/sync-update'],
      ['POST', '/api/v1/sync-customer-update-all'],
      ['GET', '/api/v1/sync-run/1/diff'],
      ['GET', '/api/v1/customer'],
      ['GET', '/api/v1/departments'],
      ['GET', '/api/v1/positions'],
      ['GET', '/api/v1/sync-run'],
    ];
    for (const [method, url] of paths) {
      expect((await t.call(staff, method as 'GET', url, method === 'POST' ? { source: 'nonsense', run_id: 'x' } : undefined)).status, url).toBe(403);
      expect((await t.call(null, method as 'GET', url)).status, url).toBe(401);
    }
    expect(fake.state.requests).toBe(0);
  });

  it('stores the difference as a WAITING run and writes nothing else; applying adds units, positions and people', async () => {
    admin ||= await t.login('admin');
    // The account the first person will be linked to (same e-mail).
    const acc = await t.call(admin, 'POST', '/api/v1/user', { username: 'sync.person', full_name: 'Trương Thị Mỹ Duyên', email: 'sync.person@thaco.com.vn', password: 'Hop-Dong-2026!', role_ids: [await noRightsRole(t, admin)] });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    expect((await t.call(admin, 'POST', `/api/v1/user/${acc.body.data.id}/open`)).status).toBe(200);
    expect((await t.call(null, 'POST', '/api/v1/auth/login', { username: 'sync.person', password: 'Hop-Dong-2026!' })).status).toBe(200);

    const before = await footprint();
    const deps = await sync('departments');
    expect(deps.status, JSON.stringify(deps.body)).toBe(200);
    expect(deps.body.data).toMatchObject({ target: 'departments', source: 'EMART', sync_status: 'WAITING', added_count: 2, changed_count: 0, gone_count: 0 });
    expect(deps.body.data.diff).toBeUndefined();
    const diff = await t.call(admin, 'GET', `/api/v1/sync-run/${deps.body.data.id}/diff`);
    expect(diff.body.data.added.map((e: Rec) => e.source_id)).toEqual(['EM-ROOT', 'EM-KD']);
    const people = await sync('customer');
    expect(people.body.data).toMatchObject({ sync_status: 'WAITING', added_count: 3 });
    // An invalid e-mail is dropped with a warning, not a failed sync.
    expect((await t.call(admin, 'GET', `/api/v1/sync-run/${people.body.data.id}/diff`)).body.data.warnings).toEqual(['E3: email']);
    const positions = await sync('positions');
    expect(positions.body.data.added_count).toBe(1);
    expect(await footprint()).toEqual(before);

    // All or nothing: when the people run is refused (made stale here: 409), the units and positions
    // applied before it in the same call are not applied either, and the runs stay WAITING.
    const [peopleRun] = await t.database.query<{ b: string }>('SELECT base_run_id AS b FROM sync_run WHERE id = $1', [people.body.data.id]);
    await t.database.query('UPDATE sync_run SET base_run_id = base_run_id + 999 WHERE id = $1', [people.body.data.id]);
    const refused = await t.call(admin, 'POST', '/api/v1/sync-customer-update-all', { source: 'EMART' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(await footprint()).toEqual(before);
    const states = await t.database.query<{ s: string }>('SELECT sync_status AS s FROM sync_run WHERE id = ANY($1::bigint[])', [[deps.body.data.id, positions.body.data.id]]);
    expect(states.map((r) => r.s)).toEqual(['WAITING', 'WAITING']);
    await t.database.query('UPDATE sync_run SET base_run_id = $2 WHERE id = $1', [people.body.data.id, Number(peopleRun?.b)]);

    // Apply in order: units and positions first, then the people who name them (update-all does the order).
    const all = await t.call(admin, 'POST', '/api/v1/sync-customer-update-all', { source: 'EMART' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.items.map((r: Rec) => [r.target, r.sync_status])).toEqual([
      ['departments', 'COMPLETED'],
      ['positions', 'COMPLETED'],
      ['customer', 'COMPLETED'],
    ]);
    const root = await one<Rec>("SELECT * FROM organization WHERE code = 'EMART-VN'");
    const dept = await one<Rec>("SELECT * FROM organization WHERE code = 'EMART-KD'");
    expect(Number(dept.parent_id)).toBe(Number(root.id));
    const e1 = await staffByCode('EM001');
    expect(e1).toMatchObject({ full_name: 'Trương Thị Mỹ Duyên', phone: '0905111222', employee_status: 'WORKING' });
    expect(Number(e1.department_id)).toBe(Number(dept.id));
    expect(Number(e1.unit_id)).toBe(Number(root.id));
    expect(Number(e1.position_id)).toBe(Number((await one<Rec>("SELECT id FROM position WHERE code = 'EMART-CV'")).id));
    expect(Number(e1.account_id)).toBe(acc.body.data.id);
    expect((await staffByCode('EM003')).email).toBeNull();
    const mirror = await t.call(admin, 'GET', '/api/v1/customer?f_source=EMART&limit=50');
    expect(mirror.body.data.items.map((r: Rec) => [r.source_id, r.change_kind, r.is_gone]).sort()).toEqual([
      ['E1', 'ADD_NEW', false],
      ['E2', 'ADD_NEW', false],
      ['E3', 'ADD_NEW', false],
    ]);
    // Nothing left to apply; the same source again is "nothing changed" (COMPLETED at once).
    expect((await t.call(admin, 'POST', '/api/v1/sync-customer-update-all', { source: 'EMART' })).status).toBe(404);
    expect((await sync('customer')).body.data.sync_status).toBe('COMPLETED');
  });

  it('applies a change the admin reviewed, and only once when two applies race', async () => {
    admin ||= await t.login('admin');
    (fake.data.customer[1] as Rec).phone = '0911999888';
    (fake.data.customer[2] as Rec).full_name = 'Mai Thị Thu Hồng';
    const run = await sync('customer');
    expect(run.body.data).toMatchObject({ sync_status: 'WAITING', added_count: 0, changed_count: 2, gone_count: 0 });
    const diff = (await t.call(admin, 'GET', `/api/v1/sync-run/${run.body.data.id}/diff`)).body.data;
    expect(diff.changed.map((c: Rec) => [c.source_id, c.fields])).toEqual([
      ['E2', ['phone']],
      ['E3', ['full_name']],
    ]);
    const logsBefore = await count('activity_log', "action = 'sync' AND module = 'staffs.staffs'");
    const [a, b] = await Promise.all([apply('customer', run.body.data.id), apply('customer', run.body.data.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await count('activity_log', "action = 'sync' AND module = 'staffs.staffs'")).toBe(logsBefore + 2);
    expect((await staffByCode('EM002')).phone).toBe('0911999888');
    expect((await staffByCode('EM003')).full_name).toBe('Mai Thị Thu Hồng');
    const kinds = (await t.call(admin, 'GET', '/api/v1/customer?f_source=EMART&limit=50')).body.data.items.map((r: Rec) => [r.source_id, r.change_kind]).sort();
    expect(kinds).toEqual([
      ['E1', 'CLIENT'],
      ['E2', 'CHANGED'],
      ['E3', 'CHANGED'],
    ]);
    // A run made before another one was applied is stale.
    (fake.data.customer[1] as Rec).phone = '0911000111';
    const older = await sync('customer');
    (fake.data.customer[1] as Rec).phone = '0911000222';
    const newer = await sync('customer');
    expect((await apply('customer', newer.body.data.id)).status).toBe(200);
    const stale = await apply('customer', older.body.data.id);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/sync again|đồng bộ lại/i);
    // The path names the data: a people run is not applied through /departments.
    const other = await sync('customer');
    expect(other.body.data.sync_status).toBe('COMPLETED');
  });

  it('deprovisions a person gone from the source: staff LEAVED, account locked and signed out, nothing deleted', async () => {
    admin ||= await t.login('admin');
    const e1 = await staffByCode('EM001');
    const session = await t.login('sync.person', 'Hop-Dong-2026!');
    expect((await t.call(session, 'GET', '/api/v1/user/me')).status).toBe(200);
    const removed = fake.data.customer.shift() as Rec;
    const run = await sync('customer');
    expect(run.body.data).toMatchObject({ sync_status: 'WAITING', added_count: 0, changed_count: 0, gone_count: 1 });
    expect((await t.call(admin, 'GET', `/api/v1/sync-run/${run.body.data.id}/diff`)).body.data.gone.map((g: Rec) => g.title)).toEqual(['Trương Thị Mỹ Duyên']);
    // Reviewed but not applied: still working.
    expect((await staffByCode('EM001')).employee_status).toBe('WORKING');
    expect((await apply('departments', run.body.data.id)).status).toBe(400);
    expect((await apply('customer', run.body.data.id)).status).toBe(200);

    const after = await staffByCode('EM001');
    expect(after).toMatchObject({ id: e1.id, employee_status: 'LEAVED', state: 'ACTIVE' });
    expect(after.leave_date).toBeTruthy();
    expect(await count('staff_status', "staff_id = $1 AND employee_status = 'LEAVED'", [e1.id])).toBe(1);
    const acc = await one<Rec>("SELECT account_status, employee_status FROM account WHERE username = 'sync.person'");
    expect(acc).toEqual({ account_status: 'BLOCKED', employee_status: 'LEAVED' });
    expect((await t.call(session, 'GET', '/api/v1/user/me')).status).toBe(401);
    expect((await t.call(null, 'POST', '/api/v1/auth/login', { username: 'sync.person', password: 'Hop-Dong-2026!' })).status).not.toBe(200);
    const m = (await t.call(admin, 'GET', '/api/v1/customer?f_source=EMART&limit=50')).body.data.items.find((r: Rec) => r.source_id === 'E1');
    expect(m).toMatchObject({ source_id: 'E1', is_gone: true, change_kind: 'CHANGED' });
    // Gone once: the next sync has nothing to do.
    expect((await sync('customer')).body.data.sync_status).toBe('COMPLETED');

    // Back in the source: a reviewed "returning" change reactivates the file and the account.
    fake.data.customer.unshift(removed);
    const back = await sync('customer');
    expect(back.body.data).toMatchObject({ sync_status: 'WAITING', changed_count: 1 });
    expect((await t.call(admin, 'GET', `/api/v1/sync-run/${back.body.data.id}/diff`)).body.data.changed[0]).toMatchObject({ source_id: 'E1', isReturning: true });
    expect((await staffByCode('EM001')).employee_status).toBe('LEAVED');
    expect((await apply('customer', back.body.data.id)).status).toBe(200);
    expect(await staffByCode('EM001')).toMatchObject({ employee_status: 'WORKING', leave_date: null });
    expect((await one<Rec>("SELECT account_status FROM account WHERE username = 'sync.person'")).account_status).toBe('ACTIVE');
  });

  it('answers a failing or garbled source with a clear error and writes nothing', async () => {
    admin ||= await t.login('admin');
    const runs = await count('sync_run');
    const before = await footprint();
    (fake.data.customer[1] as Rec).phone = '0900000000';
    for (const [mode, status, text] of [
      ['error', 502, /HTTP 500/],
      ['garbage', 502, /not JSON/],
      ['noId', 502, /no id/],
    ] as const) {
      fake.state.mode = mode;
      const res = await sync('customer');
      expect(res.status, mode).toBe(status);
      expect(res.body.message, mode).toMatch(text);
      expect(res.body.message, mode).toMatch(/EMART/);
    }
    fake.state.mode = 'ok';
    const saved = process.env.EMART_SOURCE_URL;
    process.env.EMART_SOURCE_URL = 'http://127.0.0.1:9';
    const down = await t.call(admin, 'POST', '/api/v1/customer/sync?lang=en', { source: 'EMART' });
    process.env.EMART_SOURCE_URL = saved;
    expect(down.status).toBe(502);
    expect(down.body.message).toMatch(/Cannot reach the source EMART.*Nothing was written/);
    expect(await count('sync_run')).toBe(runs);
    expect(await footprint()).toEqual(before);
    // Bad input is refused; runs are written by the sync only.
    expect((await t.call(admin, 'POST', '/api/v1/customer/sync', { source: 'SAP' })).status).toBe(400);
    expect((await t.call(admin, 'POST', '/api/v1/customer/sync-update', { run_id: 'x' })).status).toBe(400);
    expect((await t.call(admin, 'POST', '/api/v1/sync-run', {})).status).toBe(400);
  });

  it('runs a scheduled sync once per slot across instances, leaving it for review', async () => {
    admin ||= await t.login('admin');
    (fake.data.customer[1] as Rec).phone = '0922333444';
    const env = { EMART_SOURCE_URL: process.env.EMART_SOURCE_URL, EMART_SOURCE_TOKEN: TOKEN };
    const at = () => new Date('2026-12-01T01:00:00Z');
    // Two instances at the same moment: one claims each target's slot, the other skips.
    const [a, b] = await Promise.all([runScheduledSync(t.database, at, { intervalMin: 1440, env }), runScheduledSync(t.database, at, { intervalMin: 1440, env })]);
    expect(a.started.length + b.started.length).toBe(3);
    expect(a.skipped.length + b.skipped.length).toBe(3);
    const runs = await t.database.query<Rec>("SELECT target, sync_status, trigger FROM sync_run WHERE schedule_slot IS NOT NULL ORDER BY id");
    expect(runs.map((r) => [r.target, r.sync_status])).toEqual([
      ['departments', 'COMPLETED'],
      ['positions', 'COMPLETED'],
      ['customer', 'WAITING'],
    ]);
    // Not applied without review; the same slot later does nothing.
    expect((await staffByCode('EM002')).phone).not.toBe('0922333444');
    expect((await runScheduledSync(t.database, at, { intervalMin: 1440, env })).skipped).toHaveLength(3);
  });

  it('marks a hand edit of a synchronised record CMS', async () => {
    admin ||= await t.login('admin');
    const row = (await t.call(admin, 'GET', '/api/v1/customer?f_source=EMART&q=EM002')).body.data.items[0];
    const res = await t.call(admin, 'PUT', `/api/v1/customer/${row.id}`, { info: 'Ghi chú của quản trị' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.change_kind).toBe('CMS');
  });

  it('reads the demo source file and the seeded runs: the HR source is connected, a difference waits for review', async () => {
    admin ||= await t.login('admin');
    const file = new FileSyncAdapter('HRM', DEMO_SOURCE_FILE);
    for (const name of ['departments', 'positions', 'customer']) {
      const raws = await file.fetchAll(name as 'customer');
      const { records, warnings } = normalizeAll(targetByName.get(name) as NonNullable<ReturnType<typeof targetByName.get>>, raws);
      expect(records.length, name).toBeGreaterThan(5);
      expect(warnings, name).toEqual([]);
    }
    const seeded = (await t.call(admin, 'GET', '/api/v1/sync-run?f_source=HRM&limit=50')).body.data.items as Rec[];
    expect(seeded.filter((r) => r.sync_status === 'COMPLETED').map((r) => r.target).sort()).toEqual(['customer', 'departments', 'positions']);
    const waiting = seeded.find((r) => r.target === 'customer' && r.sync_status === 'WAITING') as Rec;
    expect(waiting).toBeTruthy();
    const diff = (await t.call(admin, 'GET', `/api/v1/sync-run/${waiting.id}/diff`)).body.data;
    expect(diff.added.map((e: Rec) => e.source_id)).toEqual(expect.arrayContaining(['NV-TH10101', 'NV-TH10102', 'NV-TH10103']));
    expect(diff.gone.length).toBeGreaterThanOrEqual(1);
    // Every seeded person is linked to the source; none was changed by connecting it.
    expect(await count('customer', "source = 'HRM' AND staff_id IS NULL")).toBe(0);
    // A manual sync of HRM reads the demo file (no HRM source configured) and applies.
    const all = await t.call(admin, 'POST', '/api/v1/sync-customer-update-all', { source: 'HRM' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect((await staffByCode('TH10101'))?.employee_status).toBe('WORKING');
    const moved = await staffByCode('TH10015');
    expect(Number(moved.department_id)).toBe(Number((await one<Rec>("SELECT id FROM organization WHERE code = 'VP-CDS'")).id));
  });
});
