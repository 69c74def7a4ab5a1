/**
 * Declared reports (issue 16 "Reports", ADR 0008): the generic route family over every
 * `defineReport` declaration. The roll-up (kept by a trigger) agrees with the records, follows a
 * booking's create and cancel; periods pick their buckets; dimensions name their values in the
 * caller's language; the unit filter keeps a subtree; the resource's read right (403) and read
 * scope (a staff member's own tickets, an operating range's recruitment) apply; bad input answers
 * 400 with the error envelope in vi and en; the xlsx export has localized headers.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { mondayOf } from '../../src/seed/administration/bookings.js';
import { dbKinds, useTestApp } from '../harness.js';
import { XLSX } from '../xlsx.js';

describe.each(dbKinds(import.meta.url))('declared reports on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const get = (who: string, url: string) => t.call(tok[who] as string, 'GET', url);
  /** Active room bookings whose Vietnam day lies in [from, to], as the records say. */
  const roomBookings = async (from: string, to: string, extra = '') =>
    Number(
      (
        await t.database.query<{ n: string }>(
          `SELECT count(*) AS n FROM book_room b WHERE b.state = 'ACTIVE' AND (b.start_time AT TIME ZONE 'Asia/Ho_Chi_Minh')::date BETWEEN $1::date AND $2::date ${extra}`,
          [from, to],
        )
      )[0]?.n,
    );

  it('lists the reports a user may read; the roll-up agrees with the records and follows a create and a cancel', async () => {
    for (const u of ['admin', 'staff', 'editor', 'hr.auto']) tok[u] = await t.login(u);
    const list = await get('admin', '/api/v1/report?lang=en');
    expect(list.status).toBe(200);
    const names = list.body.data.items.map((r: { name: string }) => r.name);
    const business = ['business-report', 'business-report-contract', 'report-feasibility', 'report-market', 'contractor-report'];
    expect(names.filter((n: string) => !business.includes(n))).toEqual(['ticket', 'working-schedule', 'book-car', 'book-room', 'document', 'event', 'recruitment', 'recruitment-event', 'asset', 'asset-repair', 'asset-summary', 'notification']);
    // The business area's declared reports are offered too (issue 39).
    expect(names).toEqual(expect.arrayContaining(business));
    expect(list.body.data.periods).toEqual(['today', '7d', '30d', '3m', '6m', '12m', '2y']);
    // The editor has no HR right: no recruitment reports offered.
    const editorList = await get('editor', '/api/v1/report');
    expect(editorList.body.data.items.map((r: { name: string }) => r.name)).not.toContain('recruitment');

    const year = await get('admin', '/api/v1/report/book-room?period=12m&by=status&lang=en');
    expect(year.status, JSON.stringify(year.body)).toBe(200);
    const d = year.body.data;
    expect(d.source).toBe('rollup');
    expect(d.bucket).toBe('month');
    expect(d.buckets.length).toBeGreaterThanOrEqual(12);
    expect(d.totals.count).toBe(await roomBookings(d.from, d.to));
    expect(d.totals.count).toBeGreaterThan(0);
    // Each group's per-bucket figures add up to its total, and the groups to the report's.
    for (const g of d.groups) expect(g.values.count.reduce((a: number, b: number) => a + b, 0)).toBe(g.totals.count);
    expect(d.groups.reduce((a: number, g: { totals: { count: number } }) => a + g.totals.count, 0)).toBe(d.totals.count);
    expect(d.groups.find((g: { key: string }) => g.key === 'APPROVED')).toMatchObject({ label: 'Approved', color: 'success' });

    // A booking four weeks ahead; "today" moves to its day: the 7-day report counts it, then not once cancelled.
    const room = Number((await t.database.query<{ id: string }>("SELECT id FROM room WHERE code = 'P-SEN'"))[0]?.id);
    const start = mondayOf(t.clock.now) + 28 * 86_400_000 + 9 * 3_600_000;
    const made = await t.call(tok.staff as string, 'POST', '/api/v1/book-room', {
      title: 'Họp tổng kết quý',
      room_id: room,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 2 * 3_600_000).toISOString(),
      attendee_count: 7,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const realNow = t.clock.now.toISOString();
    t.clock.set(new Date(start + 10 * 3_600_000).toISOString());
    const before = { ...tok };
    try {
      // Sessions signed in four weeks earlier have expired by then.
      for (const u of ['admin', 'staff']) tok[u] = await t.login(u);
      const week = (await get('admin', '/api/v1/report/book-room?period=7d&by=status')).body.data;
      expect(week.bucket).toBe('day');
      expect(week.buckets).toHaveLength(7);
      expect(week.totals.count).toBe(await roomBookings(week.from, week.to));
      const approved = week.groups.find((g: { key: string }) => g.key === 'APPROVED');
      expect(approved.values.count.at(-1)).toBeGreaterThanOrEqual(1);
      expect(approved.label).toBe('Đã duyệt');
      const today = (await get('admin', '/api/v1/report/book-room?period=today&by=none')).body.data;
      expect(today.buckets).toHaveLength(1);
      expect(today.groups).toHaveLength(1);
      expect(today.groups[0].label).toBe('Tổng cộng');
      expect(today.totals.hours).toBeGreaterThanOrEqual(2);
      expect(today.totals.attendees).toBeGreaterThanOrEqual(7);
      const del = await t.call(tok.staff as string, 'DELETE', `/api/v1/book-room/${made.body.data.id}?f_portal=1`);
      expect(del.status).toBe(200);
      const after = (await get('admin', '/api/v1/report/book-room?period=today&by=none')).body.data;
      expect(after.totals.count).toBe(today.totals.count - 1);
      expect(after.totals.count).toBe(await roomBookings(after.from, after.to));
    } finally {
      t.clock.set(realNow);
      Object.assign(tok, before);
    }
  });

  it('picks buckets from the period, breaks down by a dimension, keeps a unit subtree', async () => {
    const q3 = (await get('admin', '/api/v1/report/book-room?period=3m')).body.data;
    expect(q3.bucket).toBe('week');
    // Weeks start on Monday.
    for (const b of q3.buckets) expect(new Date(`${b}T00:00:00Z`).getUTCDay()).toBe(1);
    const y2 = (await get('admin', '/api/v1/report/book-car?period=2y&by=business_travel&lang=en')).body.data;
    expect(y2.bucket).toBe('month');
    expect(y2.buckets.length).toBeGreaterThanOrEqual(24);
    for (const g of y2.groups) expect(['Yes', 'No']).toContain(g.label);
    const byUnit = (await get('admin', '/api/v1/report/book-room?period=2y&by=unit')).body.data;
    const unitGroup = byUnit.groups.find((g: { key: number | null }) => typeof g.key === 'number');
    expect(unitGroup, JSON.stringify(byUnit.groups)).toBeTruthy();
    expect(unitGroup.label).not.toMatch(/^#/);
    const unitOnly = (await get('admin', `/api/v1/report/book-room?period=2y&by=unit&f_unit_id=${unitGroup.key}`)).body.data;
    const inSubtree = await roomBookings(
      unitOnly.from,
      unitOnly.to,
      `AND b.room_id IN (SELECT r.id FROM room r WHERE r.unit_id IN (SELECT u.id FROM organization u WHERE u.tree_path <@ (SELECT g.tree_path FROM organization g WHERE g.id = ${Number(unitGroup.key)})))`,
    );
    expect(unitOnly.totals.count).toBe(inSubtree);
    expect(unitOnly.totals.count).toBeLessThanOrEqual(byUnit.totals.count);
    // Ticket statuses are settings: their names and colours come from the status records.
    const tickets = (await get('admin', '/api/v1/report/ticket?period=30d&by=status&lang=en')).body.data;
    for (const g of tickets.groups) if (g.key !== null) expect(g.label).not.toMatch(/^#/);
  });

  it('applies the read right (403) and the read scope: own tickets, an operating range', async () => {
    expect((await t.call(null, 'GET', '/api/v1/report/ticket')).status).toBe(401);
    expect((await get('editor', '/api/v1/report/recruitment')).status).toBe(403);
    expect((await get('editor', '/api/v1/report/recruitment/export')).status).toBe(403);
    // Staff read their own tickets: the report counts exactly what their ticket list shows.
    const mine = (await get('staff', '/api/v1/report/ticket?period=2y')).body.data;
    expect(mine.source).toBe('records');
    const myList = (await get('staff', '/api/v1/ticket?limit=1')).body.data;
    expect(mine.totals.count).toBe(myList.totalRows);
    const all = (await get('admin', '/api/v1/report/ticket?period=2y')).body.data;
    const allRows = Number((await t.database.query<{ n: string }>("SELECT count(*) AS n FROM ticket WHERE state = 'ACTIVE'"))[0]?.n);
    expect(all.totals.count).toBe(allRows);
    expect(mine.totals.count).toBeLessThan(all.totals.count);
    // An HR manager limited to THACO AUTO: the recruitment requests of that range only.
    const ranged = (await get('hr.auto', '/api/v1/report/recruitment?period=2y&by=unit')).body.data;
    expect(ranged.source).toBe('records');
    expect(ranged.totals.count).toBe((await get('hr.auto', '/api/v1/recruitment?limit=1')).body.data.totalRows);
    const everyone = (await get('admin', '/api/v1/report/recruitment?period=2y')).body.data;
    expect(ranged.totals.count).toBeLessThan(everyone.totals.count);
  });

  it('answers bad input with 400 and the error envelope in vi and en; exports an xlsx with localized headers', async () => {
    const unknown = await get('admin', '/api/v1/report/party?lang=en');
    expect(unknown.status).toBe(400);
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'report', message: 'There is no report "party"' });
    const badVi = await get('admin', '/api/v1/report/ticket?period=5d');
    expect(badVi.status).toBe(400);
    expect(badVi.body.errors[0].field).toBe('period');
    expect(badVi.body.errors[0].message).toContain('Kỳ báo cáo không hợp lệ');
    const badEn = await get('admin', '/api/v1/report/ticket?period=5d&lang=en');
    expect(badEn.body.errors[0].message).toBe('Invalid report period; choose one of: today, 7d, 30d, 3m, 6m, 12m, 2y');
    expect((await get('admin', '/api/v1/report/ticket?by=room&lang=en')).body.errors[0].field).toBe('by');
    expect((await get('admin', '/api/v1/report/ticket?f_unit_id=abc')).status).toBe(400);

    for (const [lang, headers] of [
      ['vi', ['Kỳ', 'Trạng thái', 'Số cuộc họp', 'Số giờ sử dụng', 'Số người tham dự']],
      ['en', ['Period', 'Status', 'Meetings', 'Hours booked', 'Attendees']],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/report/book-room/export?period=12m&by=status&lang=${lang}`, headers: { authorization: `Bearer ${tok.admin}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(XLSX);
      expect(String(res.headers['content-disposition'])).toMatch(/report_book_room_\d{8}\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      expect(ws?.getRow(1).values).toEqual([undefined, ...headers]);
      // The last row is the total, equal to the JSON answer's.
      const json = (await get('admin', `/api/v1/report/book-room?period=12m&by=status&lang=${lang}`)).body.data;
      const last = ws?.getRow(ws.rowCount).values as unknown[];
      expect(last[1]).toBe(lang === 'vi' ? 'Tổng cộng' : 'Total');
      expect(last[3]).toBe(json.totals.count);
    }
  });

  it('reports documents by their issue date: type, realm, access and issuing unit; the records agree, a Limited one stays with its readers; xlsx', async () => {
    const all = (await get('admin', '/api/v1/report/document?period=2y&by=type&lang=en')).body.data;
    expect(all.source).toBe('rollup');
    const issued = Number(
      (await t.database.query<{ n: string }>("SELECT count(*) AS n FROM document WHERE state = 'ACTIVE' AND issued_date BETWEEN $1::date AND $2::date", [all.from, all.to]))[0]?.n,
    );
    expect(issued).toBeGreaterThan(0);
    expect(all.totals.count).toBe(issued);
    for (const g of all.groups) if (g.key !== null) expect(g.label).not.toMatch(/^#/);
    const byAccess = (await get('admin', '/api/v1/report/document?period=2y&by=access&lang=en')).body.data;
    expect(byAccess.groups.map((g: { label: string }) => g.label)).toContain('Public');
    // A new Limited document counts for the admin at once, not for a staff member outside it.
    const [ty] = await t.database.query<{ id: string }>("SELECT id FROM category WHERE type = 'DOCUMENT_TYPE' ORDER BY id LIMIT 1");
    const [realm] = await t.database.query<{ id: string }>("SELECT id FROM category WHERE type = 'DOCUMENT_REALM' ORDER BY id LIMIT 1");
    const [unit] = await t.database.query<{ id: string }>('SELECT id FROM organization ORDER BY id LIMIT 1');
    const adminBefore = (await get('admin', '/api/v1/report/document?period=30d')).body.data;
    const staffBefore = (await get('staff', '/api/v1/report/document?period=30d')).body.data;
    expect(staffBefore.source).toBe('records');
    const made = await t.call(tok.admin as string, 'POST', '/api/v1/document', {
      code: 'BC-TEST-01/2026',
      title: 'Quy định nội bộ (báo cáo)',
      type_id: Number(ty?.id),
      realm_id: Number(realm?.id),
      issuing_unit_id: Number(unit?.id),
      issued_date: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10),
      access_scope: 'LIMITED',
      staff_ids: [Number((await t.database.query<{ id: string }>("SELECT id FROM account WHERE username = 'admin'"))[0]?.id)],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await get('admin', '/api/v1/report/document?period=30d')).body.data.totals.count).toBe(adminBefore.totals.count + 1);
    expect((await get('staff', '/api/v1/report/document?period=30d')).body.data.totals.count).toBe(staffBefore.totals.count);
    expect((await t.call(tok.admin as string, 'DELETE', `/api/v1/document/${made.body.data.id}`)).status).toBe(200);
    expect((await get('admin', '/api/v1/report/document?period=30d')).body.data.totals.count).toBe(adminBefore.totals.count);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/report/document/export?period=12m&by=realm&lang=vi', headers: { authorization: `Bearer ${tok.admin}` } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.getRow(1).values).toEqual([undefined, 'Kỳ', 'Lĩnh vực', 'Số văn bản']);
  });

  it('reports internal events by their start: count, hours and places by status and realm; a new event counts, a deleted one goes; staff may read it', async () => {
    const hoursOf = async (from: string, to: string) =>
      Number(
        (
          await t.database.query<{ h: string }>(
            `SELECT coalesce(sum(extract(epoch from (end_date - start_date)) / 3600), 0) AS h FROM internal_activity WHERE state = 'ACTIVE' AND (start_date AT TIME ZONE 'Asia/Ho_Chi_Minh')::date BETWEEN $1::date AND $2::date`,
            [from, to],
          )
        )[0]?.h,
      );
    const before = (await get('admin', '/api/v1/report/event?period=2y&by=status&lang=vi')).body.data;
    expect(before.source).toBe('rollup');
    expect(before.totals.count).toBeGreaterThan(0);
    expect(before.totals.hours).toBeCloseTo(await hoursOf(before.from, before.to), 3);
    for (const g of before.groups) if (g.key !== null) expect(g.label).not.toBe(g.key);
    // An event of 3 hours starting in two days, with 40 places.
    const at = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
    const made = await t.call(tok.admin as string, 'POST', '/api/v1/internal-activity', {
      title: 'Hội thao mùa đông (báo cáo)',
      start_registration_date: at(-24),
      end_registration_date: at(24),
      start_date: at(48),
      end_date: at(51),
      registration_limit: 40,
      publish_date: at(-48),
      release_date: at(-47),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // The records agree with the roll-up (the period ends today: the new event, in two days, is outside).
    const all = (await get('admin', '/api/v1/report/event?period=2y&by=realm&lang=en')).body.data;
    const inside = (await t.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM internal_activity WHERE state = 'ACTIVE' AND (start_date AT TIME ZONE 'Asia/Ho_Chi_Minh')::date BETWEEN $1::date AND $2::date",
      [all.from, all.to],
    ))[0]?.n;
    expect(all.totals.count).toBe(Number(inside));
    // Moved into today: it counts, with its hours and places; deleted: it goes.
    const today = (await get('admin', '/api/v1/report/event?period=today')).body.data;
    // Its start within today in Vietnam, whatever the hour: up to 2 hours ago, not before midnight.
    const sinceMidnightH = ((Date.now() + 7 * 3_600_000) % 86_400_000) / 3_600_000;
    const back = Math.min(2, sinceMidnightH / 2);
    const moves = { start_registration_date: at(-30), end_registration_date: at(-26), start_date: at(-back), end_date: at(3 - back) };
    expect((await t.call(tok.admin as string, 'PUT', `/api/v1/internal-activity/${made.body.data.id}`, moves)).status).toBe(200);
    const moved = (await get('admin', '/api/v1/report/event?period=today')).body.data;
    expect(moved.totals.count).toBe(today.totals.count + 1);
    expect(moved.totals.hours).toBeCloseTo(today.totals.hours + 3, 3);
    expect(moved.totals.places).toBe(today.totals.places + 40);
    expect((await get('staff', '/api/v1/report/event?period=today')).status).toBe(200);
    expect((await t.call(tok.admin as string, 'DELETE', `/api/v1/internal-activity/${made.body.data.id}`)).status).toBe(200);
    expect((await get('admin', '/api/v1/report/event?period=today')).body.data.totals.count).toBe(today.totals.count);
  });

  it('a summary report has no period: assets as they stand by condition and unit, under the scope, cached, exported', async () => {
    for (const u of ['admin', 'staff']) tok[u] ??= await t.login(u);
    const n = async (sql: string, params: unknown[] = []) => Number(Object.values((await t.database.query<Record<string, unknown>>(sql, params))[0] ?? {})[0] ?? 0);
    const auto = await n("SELECT id FROM organization WHERE code = 'THACO-AUTO'");
    const inAuto = "unit_id IN (SELECT id FROM organization WHERE tree_path <@ (SELECT tree_path FROM organization WHERE code = 'THACO-AUTO'))";
    const listed = (await get('admin', '/api/v1/report')).body.data.items.find((r: { name: string }) => r.name === 'asset-summary');
    expect(listed).toMatchObject({ kind: 'summary', hasUnit: true });
    const all = (await get('admin', '/api/v1/report/asset-summary?by=condition&lang=en')).body.data;
    expect(all).toMatchObject({ kind: 'summary', period: null, bucket: null, from: null, by: 'condition', source: 'records' });
    expect(all.buckets).toEqual([all.to]);
    expect(all.totals.count).toBe(await n("SELECT count(*) FROM asset WHERE state = 'ACTIVE'"));
    expect(all.totals.count).toBeGreaterThan(0);
    expect(all.totals.value).toBe(await n("SELECT coalesce(sum(price), 0) FROM asset WHERE state = 'ACTIVE'"));
    for (const g of all.groups) expect(g.totals.count).toBe(await n("SELECT count(*) FROM asset WHERE state = 'ACTIVE' AND condition = $1", [g.key]));
    expect(all.groups.map((g: { label: string }) => g.label)).not.toContain('');
    // A period given is ignored: the figures as they stand.
    expect((await get('admin', '/api/v1/report/asset-summary?by=condition&period=7d&lang=en')).body.data.totals).toEqual(all.totals);
    const sub = (await get('admin', `/api/v1/report/asset-summary?by=unit&f_unit_id=${auto}`)).body.data;
    expect(sub.totals.count).toBe(await n(`SELECT count(*) FROM asset WHERE state = 'ACTIVE' AND ${inAuto}`));
    // The read scope: an asset manager of THACO AUTO only counts that corporation's assets.
    const role = await t.call(tok.admin as string, 'POST', '/api/v1/role', { name: 'Tài sản Auto (báo cáo)', permissions: { ASSET_MANAGEMENT: ['view', 'edit', 'viewAll'] } });
    const acc = await t.call(tok.admin as string, 'POST', '/api/v1/user', { username: 'sum.auto', full_name: 'Báo Cáo Auto', email: 'sum.auto@thaco.com.vn', password: 'Thaco#Summary2026x', role_ids: [role.body.data.id] });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    expect((await t.call(tok.admin as string, 'PUT', `/api/v1/user/${acc.body.data.id}`, { operating_range: 'DESIGNATED_CORPORATION', range_unit_ids: [auto] })).status).toBe(200);
    tok.auto = await t.login('sum.auto', 'Thaco#Summary2026x');
    expect((await get('auto', '/api/v1/report/asset-summary?by=condition')).body.data.totals.count).toBe(sub.totals.count);
    // The wrong role: no asset right.
    expect((await get('staff', '/api/v1/report/asset-summary')).status).toBe(403);
    // Cached, and the cache follows a create and a delete.
    const type = await n("SELECT id FROM asset_setting WHERE category = 'ASSET_TYPE' ORDER BY id LIMIT 1");
    const made = await t.call(tok.admin as string, 'POST', '/api/v1/asset', { code: 'SUM-0001', name: 'Máy chiếu tổng hợp', type_id: type, unit_id: auto, price: 15_000_000 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const after = (await get('admin', '/api/v1/report/asset-summary?by=condition&lang=en')).body.data;
    expect(after.totals).toEqual({ count: all.totals.count + 1, value: all.totals.value + 15_000_000 });
    expect((await get('auto', '/api/v1/report/asset-summary?by=condition')).body.data.totals.count).toBe(sub.totals.count + 1);
    expect((await t.call(tok.admin as string, 'POST', '/api/v1/asset/bulk-delete', { ids: [made.body.data.id] })).status).toBe(200);
    expect((await get('admin', '/api/v1/report/asset-summary?by=condition&lang=en')).body.data.totals).toEqual(all.totals);
    // The export: the same figures, one row per group and the total.
    const file = await t.app.inject({ method: 'GET', url: '/api/v1/report/asset-summary/export?by=condition&lang=en', headers: { authorization: `Bearer ${tok.admin}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]?.rowCount).toBe(1 + all.groups.length + 1);
  });
});
