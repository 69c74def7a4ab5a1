/**
 * Assets (ADR 0010): the constraints (a code unique in the database, no overlapping insurance
 * policies of one asset, one open handover per asset: each in the database too), the handover's
 * approval walk (allowed and forbidden; the asset moves to its receiver on final approval and back
 * on return), the wrong role and the operating range (a THACO AUTO asset manager reads, reports and
 * deletes only that corporation's assets), bulk delete all or nothing, the alert job sending once
 * per asset and due date, and the inventory report agreeing with the rows.
 */
import { describe, expect, it } from 'vitest';
import { runAssetAlerts } from '../../src/jobs/asset-alerts.js';
import { dbKinds, useTestApp } from '../harness.js';

const PASSWORD = 'Thaco#Assets2026x';

describe.each(dbKinds(import.meta.url))('assets on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const one = async <T>(q: string, params: unknown[] = []) => (await t.database.query<T>(q, params))[0] as T;
  const num = async (q: string, params: unknown[] = []) => Number(Object.values((await one<Record<string, unknown>>(q, params)) ?? {})[0] ?? 0);
  const unitId = (code: string) => num('SELECT id FROM organization WHERE code = $1', [code]);
  const assetId = (code: string) => num('SELECT id FROM asset WHERE code = $1', [code]);
  const accountId = (username: string) => num('SELECT id FROM account WHERE username = $1', [username]);
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => t.call(tok[who] as string, method, url, body);
  const person = async (username: string, name: string, permissions: Record<string, string[]>, range?: string) => {
    const role = await call('admin', 'POST', '/api/v1/role', { name, permissions });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const acc = await call('admin', 'POST', '/api/v1/user', { username, full_name: name, email: `${username}@thaco.com.vn`, password: PASSWORD, role_ids: [role.body.data.id] });
    expect(acc.status, JSON.stringify(acc.body)).toBe(200);
    if (range) {
      const limited = await call('admin', 'PUT', `/api/v1/user/${acc.body.data.id}`, { operating_range: 'DESIGNATED_CORPORATION', range_unit_ids: [await unitId(range)] });
      expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    }
    tok[username] = await t.login(username, PASSWORD);
  };
  const MANAGER = { ASSET_MANAGEMENT: ['view', 'edit', 'viewAll'] };
  const inAuto = async () =>
    (
      await t.database.query<{ id: string }>(
        `SELECT a.id FROM asset a JOIN organization o ON o.id = a.unit_id
          WHERE a.state = 'ACTIVE' AND o.tree_path <@ (SELECT tree_path FROM organization WHERE code = 'THACO-AUTO') ORDER BY a.id`,
      )
    ).map((r) => Number(r.id));
  const staffIn = (code: string) => num(`SELECT s.id FROM staff s JOIN organization o ON o.id = s.unit_id WHERE s.state = 'ACTIVE' AND o.code = $1 ORDER BY s.id LIMIT 1`, [code]);
  const typeId = (code: string) => num("SELECT id FROM asset_setting WHERE category = 'ASSET_TYPE' AND code = $1", [code]);
  const newAsset = async (who: string, code: string, unit: string, extra: Record<string, unknown> = {}) => {
    const res = await call(who, 'POST', '/api/v1/asset', { code, name: `Tài sản ${code}`, name_en: `Asset ${code}`, type_id: await typeId('LAPTOP'), unit_id: await unitId(unit), price: 20_000_000, purchase_date: '2026-01-10', ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Number(res.body.data.id);
  };

  it('refuses the wrong role; a limited operating range reads, lists and reports only its units', async () => {
    tok.admin = await t.login('admin');
    for (const u of ['staff', 'editor', 'approver']) tok[u] = await t.login(u);
    await person('asset.mgr', 'Quản Lý Tài Sản', MANAGER);
    await person('asset.auto', 'Tài Sản Auto', MANAGER, 'THACO-AUTO');
    for (const who of ['staff', 'editor']) {
      expect((await call(who, 'GET', '/api/v1/asset')).status, who).toBe(403);
      expect((await call(who, 'GET', '/api/v1/asset-report')).status, who).toBe(403);
      expect((await call(who, 'POST', '/api/v1/asset', { code: 'X-1', name: 'X', type_id: 1, unit_id: 1 })).status, who).toBe(403);
      expect((await call(who, 'POST', '/api/v1/asset-bulk-delete', { ids: [await assetId('MT-0001')] })).status, who).toBe(403);
    }
    const all = await call('asset.mgr', 'GET', '/api/v1/asset?limit=500');
    expect(all.status).toBe(200);
    expect(all.body.data.totalRows).toBe(await num("SELECT count(*) FROM asset WHERE state = 'ACTIVE'"));
    const auto = await call('asset.auto', 'GET', '/api/v1/asset?limit=500');
    const expected = await inAuto();
    expect(expected.length).toBeGreaterThan(1);
    expect((auto.body.data.items as { id: number }[]).map((a) => a.id).sort((a, b) => a - b)).toEqual(expected);
    // Outside the range: the asset, its inspections and insurance are not found.
    const outside = await assetId('OTO-0001');
    expect((await call('asset.auto', 'GET', `/api/v1/asset/${outside}`)).status).toBe(404);
    expect((await call('asset.mgr', 'GET', `/api/v1/asset/${outside}`)).status).toBe(200);
    for (const path of ['asset-inspection', 'asset-insurance', 'asset-handover']) {
      expect((await call('asset.mgr', 'GET', `/api/v1/${path}?f_asset_id=${outside}`)).body.data.totalRows, path).toBeGreaterThan(0);
      expect((await call('asset.auto', 'GET', `/api/v1/${path}?f_asset_id=${outside}`)).body.data.totalRows, path).toBe(0);
    }
    // Nor written into: an asset created outside the range is refused, nothing written.
    const out = await call('asset.auto', 'POST', '/api/v1/asset', { code: 'TS-NGOAI', name: 'Ngoài phạm vi', type_id: await typeId('LAPTOP'), unit_id: await unitId('K-VP') });
    expect(out.status).toBe(403);
    expect(await num("SELECT count(*) FROM asset WHERE code = 'TS-NGOAI'")).toBe(0);
    // A plain viewer (view only) reads the assets they hold, nothing else, by every route.
    await person('asset.holder', 'Người Giữ Tài Sản', { ASSET_MANAGEMENT: ['view'] });
    const file = await num("SELECT id FROM staff WHERE account_id IS NULL AND state = 'ACTIVE' ORDER BY id LIMIT 1");
    await t.database.query('UPDATE staff SET account_id = $1 WHERE id = $2', [await accountId('asset.holder'), file]);
    const mine = await assetId('MT-0003');
    await t.database.query('UPDATE asset SET holder_id = $1 WHERE id = $2', [file, mine]);
    const held = await call('asset.holder', 'GET', '/api/v1/asset?limit=500');
    expect(held.status).toBe(200);
    expect((held.body.data.items as { id: number }[]).map((a) => a.id)).toEqual([mine]);
    expect((await call('asset.holder', 'GET', `/api/v1/asset/${outside}`)).status).toBe(404);
    expect((await call('asset.holder', 'GET', '/api/v1/asset-status-report')).body.data.totals.count).toBe(1);
    expect((await call('asset.holder', 'PUT', `/api/v1/asset/${mine}`, { notes: 'Của tôi' })).status).toBe(403);
    // "My assets" (portal /my-profile) needs no asset right: what I hold, with names; others hold nothing.
    const my = await call('asset.holder', 'GET', '/api/v1/asset/mine');
    expect(my.status).toBe(200);
    expect(my.body.data.assets.map((a: { code: string; type_id_title: string }) => [a.code, a.type_id_title])).toEqual([['MT-0003', 'Máy tính xách tay']]);
    const staffHolds = (await t.database.query<{ code: string }>(
      "SELECT a.code FROM asset a JOIN staff s ON s.id = a.holder_id JOIN account u ON u.id = s.account_id WHERE u.username = 'staff' AND a.state = 'ACTIVE' ORDER BY a.code",
    )).map((r) => r.code);
    expect(staffHolds).toContain('MT-0001');
    expect((await call('staff', 'GET', '/api/v1/asset/mine')).body.data.assets.map((a: { code: string }) => a.code)).toEqual(staffHolds);
    expect((await t.call(null, 'GET', '/api/v1/asset/mine')).status).toBe(401);
    await t.database.query('UPDATE asset SET holder_id = NULL WHERE id = $1', [mine]);
    // The report follows the same scope, and agrees with the rows.
    const rep = await call('asset.auto', 'GET', '/api/v1/asset-report?by=unit');
    expect(rep.status, JSON.stringify(rep.body)).toBe(200);
    expect(rep.body.data.totals.count).toBe(expected.length);
    expect(rep.body.data.totals.value).toBe(await num(`SELECT coalesce(sum(price), 0) FROM asset WHERE id = ANY($1::bigint[])`, [expected]));
  });

  it('report figures match the rows, by type, condition and unit, in vi and en; xlsx export; bad input', async () => {
    const byType = await call('asset.mgr', 'GET', '/api/v1/asset-report?by=type&lang=en');
    expect(byType.status).toBe(200);
    const rows = await t.database.query<{ type_id: string; n: string; v: string }>("SELECT type_id, count(*) AS n, coalesce(sum(price), 0) AS v FROM asset WHERE state = 'ACTIVE' GROUP BY type_id");
    expect(byType.body.data.groups).toHaveLength(rows.length);
    for (const r of rows) {
      const g = byType.body.data.groups.find((x: { key: number }) => x.key === Number(r.type_id));
      expect(g, r.type_id).toMatchObject({ count: Number(r.n), value: Number(r.v) });
    }
    const laptops = byType.body.data.groups.find((x: { key: number }) => x.key === Number(rows.find((r) => Number(r.type_id) > 0 && r.type_id)?.type_id));
    expect(typeof laptops.label).toBe('string');
    const status = await call('asset.mgr', 'GET', '/api/v1/asset-status-report');
    const inUse = status.body.data.groups.find((g: { key: string }) => g.key === 'IN_USE');
    expect(inUse).toMatchObject({ label: 'Đang sử dụng', color: 'green', count: await num("SELECT count(*) FROM asset WHERE state = 'ACTIVE' AND condition = 'IN_USE'") });
    expect(status.body.data.totals.count).toBe(await num("SELECT count(*) FROM asset WHERE state = 'ACTIVE'"));
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/v1/asset-excel-report?by=condition&lang=en', headers: { authorization: `Bearer ${tok['asset.mgr']}` } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const bad = await call('asset.mgr', 'GET', '/api/v1/asset-report?by=colour&lang=en');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'by', message: 'Group by: type, condition or unit' });
    // The declared acquisition report (ADR 0008) over the same rows: assets bought in the last 2 years.
    const acquired = await call('asset.mgr', 'GET', '/api/v1/report/asset?period=2y&by=condition');
    expect(acquired.status, JSON.stringify(acquired.body)).toBe(200);
    const d = acquired.body.data;
    expect(d.totals.count).toBe(await num("SELECT count(*) FROM asset WHERE state = 'ACTIVE' AND purchase_date BETWEEN $1::date AND $2::date", [d.from, d.to]));
    expect(d.totals.value).toBe(await num("SELECT coalesce(sum(price), 0) FROM asset WHERE state = 'ACTIVE' AND purchase_date BETWEEN $1::date AND $2::date", [d.from, d.to]));
  });

  it('keeps asset codes unique and insurance policies of one asset from overlapping, also in the database', async () => {
    const dup = await call('asset.mgr', 'POST', '/api/v1/asset?lang=en', { code: 'xt-0001', name: 'Trùng mã', type_id: await typeId('TRUCK'), unit_id: await unitId('THILOGI') });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0].field).toBe('code');
    // An inactivated asset keeps its code: unique in the whole table.
    const gone = await newAsset('asset.mgr', 'TS-XOA-1', 'K-VP');
    expect((await call('asset.mgr', 'DELETE', `/api/v1/asset/${gone}`)).status).toBe(200);
    expect((await call('asset.mgr', 'POST', '/api/v1/asset', { code: 'TS-XOA-1', name: 'Dùng lại mã', type_id: await typeId('LAPTOP'), unit_id: await unitId('K-VP') })).status).toBe(409);
    await expect(t.database.query("INSERT INTO asset (code, name, type_id, unit_id, quantity, condition) SELECT 'XT-0001', 'x', type_id, unit_id, 1, 'IN_STOCK' FROM asset WHERE code = 'XT-0002'")).rejects.toThrow();

    const truck = await assetId('XT-0002');
    const first = await call('asset.mgr', 'POST', '/api/v1/asset-insurance', { asset_id: truck, insurer: 'Bảo Việt', policy_no: 'BV-T-1', from_date: '2027-01-01', to_date: '2027-12-31', premium: 9_000_000 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const overlap = await call('asset.mgr', 'POST', '/api/v1/asset-insurance?lang=en', { asset_id: truck, insurer: 'PVI', policy_no: 'PVI-T-2', from_date: '2027-12-31', to_date: '2028-12-30' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.errors[0].field).toBe('from_date');
    // The next day is fine (a renewal), and another asset's policy may share the dates.
    expect((await call('asset.mgr', 'POST', '/api/v1/asset-insurance', { asset_id: truck, insurer: 'PVI', policy_no: 'PVI-T-2', from_date: '2028-01-01', to_date: '2028-12-31' })).status).toBe(200);
    expect((await call('asset.mgr', 'POST', '/api/v1/asset-insurance', { asset_id: await assetId('XT-0001'), insurer: 'PVI', policy_no: 'PVI-T-3', from_date: '2027-06-01', to_date: '2028-05-31' })).status).toBe(200);
    await expect(
      t.database.query("INSERT INTO asset_insurance (asset_id, insurer, policy_no, insurance_kind, from_date, to_date) VALUES ($1, 'x', 'y', 'OTHER', '2027-06-01', '2027-06-30')", [truck]),
    ).rejects.toThrow();
    // Who may only read cannot write.
    await person('asset.viewer', 'Xem Tài Sản', { ASSET_MANAGEMENT: ['view', 'viewAll'] });
    expect((await call('asset.viewer', 'POST', '/api/v1/asset-insurance', { asset_id: truck, insurer: 'PVI', policy_no: 'PVI-T-9', from_date: '2030-01-01', to_date: '2030-12-31' })).status).toBe(403);
  });

  it('hands an asset over and back without a process; one open handover per asset, in the database too', async () => {
    const laptop = await newAsset('asset.mgr', 'TS-BG-1', 'K-VP');
    const receiver = await staffIn('K-VP');
    const made = await call('asset.mgr', 'POST', '/api/v1/asset-handover', { asset_id: laptop, to_staff_id: receiver, handover_date: '2026-11-20' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const hid = Number(made.body.data.id);
    // No ASSET_HANDOVER process configured: approved at once; the asset is the receiver's.
    expect(await one('SELECT status, to_unit_id::int AS unit, title, title_en FROM asset_handover WHERE id = $1', [hid])).toMatchObject({
      status: 'APPROVED',
      unit: await unitId('K-VP'),
      title: 'Bàn giao TS-BG-1 - Tài sản TS-BG-1',
      title_en: 'Handover of TS-BG-1 - Asset TS-BG-1',
    });
    expect(await one('SELECT holder_id::int AS holder, condition FROM asset WHERE id = $1', [laptop])).toEqual({ holder: receiver, condition: 'IN_USE' });
    const again = await call('asset.mgr', 'POST', '/api/v1/asset-handover?lang=en', { asset_id: laptop, to_unit_id: await unitId('VP-NS'), handover_date: '2026-11-21' });
    expect(again.status).toBe(409);
    // The open handover named in the caller's language.
    expect(again.body.errors[0]).toMatchObject({ field: 'asset_id', message: 'Asset TS-BG-1 is already in an open handover ("Handover of TS-BG-1 - Asset TS-BG-1")' });
    // The database refuses a second open handover even past the module's check.
    await expect(
      t.database.query("INSERT INTO asset_handover (asset_id, kind, handover_date, status) VALUES ($1, 'ISSUE', '2026-11-22', 'DRAFT')", [laptop]),
    ).rejects.toThrow();
    // An approved handover cannot be cancelled; it is returned.
    expect((await call('asset.mgr', 'POST', `/api/v1/asset-handover/cancel/${hid}`)).status).toBe(409);
    expect((await call('asset.viewer', 'POST', `/api/v1/asset-handover/return/${hid}`, {})).status).toBe(403);
    const early = await call('asset.mgr', 'POST', `/api/v1/asset-handover/return/${hid}`, { returned_date: '2026-11-01' });
    expect(early.status).toBe(400);
    const back = await call('asset.mgr', 'POST', `/api/v1/asset-handover/return/${hid}`, { returned_date: '2026-11-23', return_note: 'Trả máy' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await one('SELECT status, returned_date::text AS d FROM asset_handover WHERE id = $1', [hid])).toEqual({ status: 'RETURNED', d: '2026-11-23' });
    expect(await one('SELECT holder_id, condition FROM asset WHERE id = $1', [laptop])).toEqual({ holder_id: null, condition: 'IN_STOCK' });
    expect((await call('asset.mgr', 'POST', `/api/v1/asset-handover/return/${hid}`, {})).status).toBe(409);
    // Returned: free for the next handover.
    expect((await call('asset.mgr', 'POST', '/api/v1/asset-handover', { asset_id: laptop, to_unit_id: await unitId('VP-NS'), handover_date: '2026-11-24' })).status).toBe(200);
  });

  it('walks a handover through its approval process: only the approver decides; bulk-create is all or nothing', async () => {
    const approver = await accountId('approver');
    const proc = await call('admin', 'POST', '/api/v1/approval-process', {
      name: 'Duyệt bàn giao tài sản',
      source_type: 'ASSET_HANDOVER',
      steps: [{ name: 'Trưởng phòng hành chính duyệt', approver_kind: 'STAFF', approver_ids: [approver], mode: 'ANY' }],
    });
    expect(proc.status, JSON.stringify(proc.body)).toBe(200);
    try {
      const car = await newAsset('asset.mgr', 'TS-BG-2', 'K-VP', { type_id: await typeId('CAR') });
      const receiver = await staffIn('THACO-AUTO');
      const made = await call('asset.mgr', 'POST', '/api/v1/asset-handover', { asset_id: car, kind: 'TRANSFER', to_staff_id: receiver, handover_date: '2026-11-24' });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const hid = Number(made.body.data.id);
      expect(await one('SELECT status FROM asset_handover WHERE id = $1', [hid])).toEqual({ status: 'PENDING' });
      // The approver is told; nobody else may decide (the requester, another manager, a stranger).
      expect(await num("SELECT count(*) FROM notification WHERE recipient_id = $1 AND source_type = 'ASSET_HANDOVER' AND source_id = $2", [approver, hid])).toBe(1);
      for (const who of ['asset.mgr', 'asset.auto', 'staff']) {
        const res = await call(who, 'POST', `/api/v1/asset-handover/approve/${hid}`, {});
        expect([403, 404], who).toContain(res.status);
      }
      expect(await one('SELECT holder_id FROM asset WHERE id = $1', [car])).toEqual({ holder_id: null });
      const ok = await call('approver', 'POST', `/api/v1/asset-handover/approve/${hid}`, { comment: 'Đồng ý điều chuyển' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(await one('SELECT status FROM asset_handover WHERE id = $1', [hid])).toEqual({ status: 'APPROVED' });
      // Final approval: the asset is the receiver's, in the receiver's unit.
      expect(await one('SELECT holder_id::int AS holder, unit_id::int AS unit, condition FROM asset WHERE id = $1', [car])).toEqual({ holder: receiver, unit: await unitId('THACO-AUTO'), condition: 'IN_USE' });
      expect((await call('approver', 'POST', `/api/v1/asset-handover/approve/${hid}`, {})).status).toBe(409);

      // Bulk create: one asset already in an open handover fails the whole batch.
      const a1 = await newAsset('asset.mgr', 'TS-BG-3', 'K-VP');
      const a2 = await newAsset('asset.mgr', 'TS-BG-4', 'K-VP');
      const before = await num('SELECT count(*) FROM asset_handover');
      const bad = await call('asset.mgr', 'POST', '/api/v1/asset-handover/bulk-create', [
        { asset_id: a1, to_unit_id: await unitId('VP-TC'), handover_date: '2026-11-24' },
        { asset_id: car, to_unit_id: await unitId('VP-TC'), handover_date: '2026-11-24' },
      ]);
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].index).toBe(1);
      expect(await num('SELECT count(*) FROM asset_handover')).toBe(before);
      const bulk = await call('asset.mgr', 'POST', '/api/v1/asset-handover/bulk-create', [
        { asset_id: a1, to_unit_id: await unitId('VP-TC'), handover_date: '2026-11-24' },
        { asset_id: a2, to_unit_id: await unitId('VP-TC'), handover_date: '2026-11-24' },
      ]);
      expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
      const ids = (bulk.body.data.items as { id: number }[]).map((x) => x.id);
      expect((await t.database.query<{ status: string }>('SELECT status FROM asset_handover WHERE id = ANY($1::bigint[])', [ids])).map((r) => r.status)).toEqual(['PENDING', 'PENDING']);
      // The requester withdraws one (spec path); the approver rejects the other with a reason.
      expect((await call('asset.auto', 'POST', `/api/v1/asset-handover/cancel/${ids[0]}`)).status).toBe(404);
      expect((await call('asset.mgr', 'POST', `/api/v1/asset-handover/cancel/${ids[0]}`)).status).toBe(200);
      expect((await call('approver', 'POST', `/api/v1/asset-handover/${ids[1]}/reject`, {})).status).toBe(400);
      expect((await call('approver', 'POST', `/api/v1/asset-handover/${ids[1]}/reject`, { comment: 'Chưa có biên bản' })).status).toBe(200);
      expect((await t.database.query<{ status: string }>('SELECT status FROM asset_handover WHERE id = ANY($1::bigint[]) ORDER BY id', [ids])).map((r) => r.status)).toEqual(['CANCELLED', 'REJECTED']);
      expect(await one('SELECT holder_id, unit_id::int AS unit FROM asset WHERE id = $1', [a1])).toEqual({ holder_id: null, unit: await unitId('K-VP') });
    } finally {
      await t.database.query("UPDATE approval_process SET state = 'INACTIVE' WHERE id = $1", [proc.body.data.id]);
    }
  });

  it('bulk delete is all or nothing and only what the caller may delete', async () => {
    const inside = await newAsset('asset.auto', 'TS-DEL-1', 'AUTO-KT');
    const inside2 = await newAsset('asset.auto', 'TS-DEL-2', 'AUTO-KT');
    const outside = await newAsset('asset.mgr', 'TS-DEL-3', 'K-VP');
    const state = async () => (await t.database.query<{ state: string }>('SELECT state FROM asset WHERE id = ANY($1::bigint[]) ORDER BY id', [[inside, inside2, outside]])).map((r) => r.state);
    // One asset outside the caller's range: nothing is deleted.
    expect((await call('asset.auto', 'POST', '/api/v1/asset-bulk-delete', { ids: [inside, outside] })).status).toBe(404);
    expect(await state()).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    // An unknown id, or a reader without edit: nothing either.
    expect((await call('asset.auto', 'POST', '/api/v1/asset-bulk-delete', { ids: [inside, 987654321] })).status).toBe(404);
    expect((await call('asset.viewer', 'POST', '/api/v1/asset-bulk-delete', { ids: [inside] })).status).toBe(403);
    expect((await call('asset.auto', 'POST', '/api/v1/asset-bulk-delete?lang=en', { ids: [] })).status).toBe(400);
    // An asset in an open handover stays (409), and so do the others.
    const held = await newAsset('asset.auto', 'TS-DEL-4', 'AUTO-KT');
    expect((await call('asset.auto', 'POST', '/api/v1/asset-handover', { asset_id: held, to_unit_id: await unitId('AUTO-KD'), handover_date: '2026-11-24' })).status).toBe(200);
    expect((await call('asset.auto', 'POST', '/api/v1/asset-bulk-delete', { ids: [inside, held] })).status).toBe(409);
    expect(await state()).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    // Deleting that (approved) handover undoes it: the asset is back in its unit, in stock, and may go.
    const hid = await num('SELECT id FROM asset_handover WHERE asset_id = $1', [held]);
    expect(await one('SELECT unit_id::int AS unit, condition FROM asset WHERE id = $1', [held])).toEqual({ unit: await unitId('AUTO-KD'), condition: 'IN_USE' });
    expect((await call('asset.auto', 'DELETE', `/api/v1/asset-handover/${hid}`)).status).toBe(200);
    expect(await one('SELECT unit_id::int AS unit, condition FROM asset WHERE id = $1', [held])).toEqual({ unit: await unitId('AUTO-KT'), condition: 'IN_STOCK' });
    expect((await call('asset.auto', 'POST', '/api/v1/asset-bulk-delete', { ids: [held] })).status).toBe(200);
    const done = await call('asset.auto', 'POST', '/api/v1/asset-bulk-delete', { ids: [inside, inside2] });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ count: 2 });
    expect(await state()).toEqual(['INACTIVE', 'INACTIVE', 'ACTIVE']);
  });

  it('the alert job notifies the recipients once per asset and due date, whatever the passes', async () => {
    t.clock.set('2026-11-24T03:00:00Z');
    tok['asset.mgr'] = await t.login('asset.mgr', PASSWORD);
    const approver = await accountId('approver');
    const soon = await newAsset('asset.mgr', 'TS-CB-1', 'K-VP', { purchase_date: '2025-12-01', warranty_end: '2026-12-01' });
    const later = await newAsset('asset.mgr', 'TS-CB-2', 'K-VP', { purchase_date: '2025-12-01', warranty_end: '2027-06-01' });
    const rule = await call('asset.mgr', 'POST', '/api/v1/asset-setting-alert', { name: 'Bảo hành máy tính', name_en: 'Laptop warranty', kind: 'WARRANTY_ENDING', days_before: 10, type_id: await typeId('LAPTOP'), recipient_ids: [approver], is_active: true });
    expect(rule.status, JSON.stringify(rule.body)).toBe(200);
    const ruleId = Number(rule.body.data.id);
    const notes = (assetId: number) => num("SELECT count(*) FROM notification WHERE recipient_id = $1 AND source_type = 'ASSET_ALERT' AND source_id = $2", [approver, assetId]);
    const first = (await runAssetAlerts(t.database, () => t.clock.now)).filter((s) => s.alert_id === ruleId);
    expect(first.map((s) => [s.asset_id, s.due_date])).toEqual([[soon, '2026-12-01']]);
    expect(await notes(soon)).toBe(1);
    expect(await notes(later)).toBe(0);
    const [n] = await t.database.query<{ title: string; title_en: string; link: string }>("SELECT title, title_en, link FROM notification WHERE source_type = 'ASSET_ALERT' AND source_id = $1", [soon]);
    expect(n).toEqual({ title: 'Tài sản TS-CB-1 - Tài sản TS-CB-1 hết bảo hành ngày 01/12/2026', title_en: 'The warranty of asset TS-CB-1 - Asset TS-CB-1 ends on 01/12/2026', link: `/admin/asset/${soon}` });
    // Two passes at once (two instances), then the next day: nothing more for that due date.
    await Promise.all([runAssetAlerts(t.database, () => t.clock.now), runAssetAlerts(t.database, () => t.clock.now)]);
    t.clock.advance(86_400_000);
    tok['asset.mgr'] = await t.login('asset.mgr', PASSWORD);
    tok.admin = await t.login('admin');
    expect((await runAssetAlerts(t.database, () => t.clock.now)).filter((s) => s.alert_id === ruleId)).toEqual([]);
    expect(await notes(soon)).toBe(1);
    // A new due date (the warranty extended) is a new alert once it comes near; a rule turned off sends nothing.
    expect((await call('asset.mgr', 'PUT', `/api/v1/asset/${soon}`, { warranty_end: '2026-12-03' })).status).toBe(200);
    expect((await runAssetAlerts(t.database, () => t.clock.now)).filter((s) => s.alert_id === ruleId).map((s) => s.due_date)).toEqual(['2026-12-03']);
    expect(await notes(soon)).toBe(2);
    expect((await call('asset.mgr', 'PUT', `/api/v1/asset-setting-alert/${ruleId}`, { is_active: false })).status).toBe(200);
    expect((await call('asset.mgr', 'PUT', `/api/v1/asset/${later}`, { warranty_end: '2026-11-30' })).status).toBe(200);
    expect((await runAssetAlerts(t.database, () => t.clock.now)).filter((s) => s.alert_id === ruleId)).toEqual([]);
    // Alerts sent are the job's: no one writes them by hand.
    expect((await call('admin', 'POST', '/api/v1/asset-alert-log', {})).status).toBe(403);
    expect(await num('SELECT count(*) FROM asset_alert_log WHERE alert_id = $1', [ruleId])).toBe(2);
  });
});
