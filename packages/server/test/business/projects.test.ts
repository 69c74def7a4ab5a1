/**
 * Business projects (issue 39): a project's records are read by its members and by holders of the
 * area's "view all" within their operating range, through every operation (list, get, counts,
 * export, documents, reports, history); members write by position. Feasibility studies: NPV, IRR
 * and payback stored from the lines (the worked example of finance.test.ts), code check, bulk
 * delete, and the approval's transitions, allowed and forbidden.
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { multipart } from '../xlsx.js';

const PASSWORD = 'Thaco@2026!';
const NAMES: Record<string, string> = {
  'staff': 'Trần Minh Quân',
  'editor': 'Lê Thu Hà',
  'approver': 'Phạm Văn Đức',
  'biz.all': 'Võ Thị Lan',
  'biz.agri': 'Huỳnh Văn Nông',
  'biz.auto': 'Đặng Quốc Bảo',
  'biz.none': 'Bùi Thị Mai',
};
const M = 1_000_000;
/** The area's reports at the paths spec §7 names, broken down so that the confidential project's name shows. */
const REPORT_PATHS = [
  'business-report-contract?by=project',
  'report-feasibility?by=project',
  'report-market?by=project',
  'contractor-report?by=project',
];
/** The worked example (finance.test.ts): a showroom, 10 %: NPV 13,815,685,714; IRR 13.70 %; payback 3.69 years. */
const LINES = [
  { year: 2026, investment: 120_000 * M },
  { year: 2027, revenue: 60_000 * M, operating_cost: 45_000 * M },
  { year: 2028, revenue: 95_000 * M, operating_cost: 65_000 * M },
  { year: 2029, revenue: 120_000 * M, operating_cost: 78_000 * M },
  { year: 2030, revenue: 130_000 * M, operating_cost: 82_000 * M },
  { year: 2031, revenue: 135_000 * M, operating_cost: 85_000 * M },
];

describe.each(dbKinds(import.meta.url))('business projects on %s', (kind) => {
  const t = useTestApp(kind);
  const tok: Record<string, string> = {};
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const num = async (sql: string, params: unknown[] = []) => Number(Object.values((await q<Record<string, unknown>>(sql, params))[0] ?? {})[0] ?? 0);
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => t.call(tok[who] as string, method, url, body);
  const ok = <T extends { status: number; body: unknown }>(res: T, status = 200): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  };
  const unitId = (code: string) => num('SELECT id FROM organization WHERE code = $1', [code]);
  const staffOf = (username: string) => num('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [username]);
  const accountOf = (username: string) => num('SELECT id FROM account WHERE username = $1', [username]);
  const setting = (category: string) => num('SELECT id FROM business_setting_item WHERE category = $1 ORDER BY id LIMIT 1', [category]);
  const person = async (username: string, permissions: Record<string, string[]>, range?: string) => {
    const role = ok(await call('admin', 'POST', '/api/v1/role', { name: `Vai trò ${username}`, permissions }));
    const acc = ok(await call('admin', 'POST', '/api/v1/user', { username, full_name: NAMES[username] ?? 'Nguyễn Văn An', email: `${username}@thaco.com.vn`, password: PASSWORD, role_ids: [role.body.data.id] }));
    if (range) ok(await call('admin', 'PUT', `/api/v1/user/${acc.body.data.id}`, { operating_range: 'DESIGNATED_CORPORATION', range_unit_ids: [await unitId(range)] }));
    tok[username] = await t.login(username, PASSWORD);
  };
  /** Gives a seeded account (with a staff file) a role besides its own. */
  const grant = async (username: string, permissions: Record<string, string[]>) => {
    const role = ok(await call('admin', 'POST', '/api/v1/role', { name: `Vai trò ${username}`, permissions }));
    const id = await accountOf(username);
    const held = ((await call('admin', 'GET', `/api/v1/user/${id}`)).body.data.role_ids ?? []) as number[];
    ok(await call('admin', 'PUT', `/api/v1/user/${id}`, { role_ids: [...held, role.body.data.id] }));
    tok[username] = await t.login(username);
  };
  /** Rights of the area without view all: members read and write by position, others read nothing. */
  const WORKER = { BUSINESS_MANAGEMENT: ['view', 'edit'], CONTRACTOR_MANAGEMENT: ['view', 'edit'] };
  const ALL = { BUSINESS_MANAGEMENT: ['view', 'edit', 'viewAll'], CONTRACTOR_MANAGEMENT: ['view', 'edit', 'viewAll'] };
  const exportRows = async (who: string, path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${path.replace(/^([^?]+)/, '$1/export')}`, headers: { authorization: `Bearer ${tok[who]}` } });
    expect(res.statusCode, res.body).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const texts: string[] = [];
    ws?.eachRow((row) => texts.push(JSON.stringify(row.values)));
    return texts.join('\n');
  };

  it('shows a project and its records to members and to view-all holders within range only, through every operation', async () => {
    tok.admin = await t.login('admin');
    await grant('staff', WORKER);
    await grant('editor', WORKER);
    await grant('approver', WORKER);
    await person('biz.all', ALL);
    await person('biz.agri', ALL, 'THACO-AGRI');
    await person('biz.auto', ALL, 'THACO-AUTO');
    await person('biz.none', { NEWS: ['view'] });
    const project = ok(
      await call('admin', 'POST', '/api/v1/project-business', {
        name: 'Nhà máy Bus THACO mở rộng (bí mật)',
        name_en: 'THACO Bus factory expansion (confidential)',
        type_id: await setting('PROJECT_TYPE'),
        unit_id: await unitId('THACO-AUTO'),
        province: 'Quảng Nam',
        total_investment: 1_850_000_000_000,
        phase: 'FEASIBILITY',
      }),
    ).body.data;
    // Numbered when no code is given.
    expect(project.code).toMatch(/^DAKD-\d{4}-\d{3}$/);
    const p = project.id as number;
    ok(await call('admin', 'POST', '/api/v1/business-project-member', { project_id: p, staff_id: await staffOf('staff'), position: 'MANAGER' }));
    ok(await call('admin', 'POST', '/api/v1/business-project-member', { project_id: p, staff_id: await staffOf('editor'), position: 'VIEWER' }));
    // The manager files a study with its lines, a contract and a plan; a viewer writes nothing (403); an outsider finds nothing (404).
    const study = ok(await call('staff', 'POST', '/api/v1/business-feasibility', { project_id: p, title: 'NCKT bí mật', discount_rate: 10, lines: LINES })).body.data;
    ok(await call('editor', 'POST', '/api/v1/business-feasibility', { project_id: p, title: 'Không được', lines: [] }), 403);
    ok(await call('approver', 'POST', '/api/v1/business-feasibility', { project_id: p, title: 'Không được', lines: [] }), 404);
    ok(await call('biz.none', 'POST', '/api/v1/business-feasibility', { project_id: p, title: 'Không được', lines: [] }), 403);
    const contract = ok(
      await call('staff', 'POST', '/api/v1/business-contract', {
        project_id: p,
        code: 'HD-BUS-BIMAT',
        title: 'Hợp đồng khung gầm bí mật',
        partner_name: 'Hyundai Motor Company',
        value: 850_000_000_000,
        effective_date: '2026-03-01',
        expiration_date: '2031-02-28',
        payments: [{ name: 'Tạm ứng', amount: 255_000_000_000, percent: 30, is_paid: true }],
      }),
    ).body.data;
    const matrix = ok(await call('staff', 'POST', '/api/v1/business-matrix', { project_id: p, name: 'Sản lượng bus bí mật', year: 2026, rows: [{ row_name: 'Bus đô thị', plan_m1: 10, actual_m1: 8 }] })).body
      .data;
    // A bid package with a received bid and a checklist; an evaluation of the contractor on this project.
    const c = ok(await call('admin', 'POST', '/api/v1/contractor', { code: 'NT-BIMAT', name: 'Công ty CP Xây dựng Bí Mật', tax_code: '0401234567', kind: 'CONTRACTOR' })).body.data.id as number;
    const bidRow = ok(
      await call('staff', 'POST', '/api/v1/bid', {
        project_id: p,
        name: 'Gói thầu bí mật khung gầm',
        invited_contractor_ids: [c],
        submission_deadline: '2026-12-31T03:00:00.000Z',
        submissions: [{ contractor_id: c, price: 77_700_000_000, technical_score: 90 }],
      }),
    ).body.data;
    const checklist = ok(await call('staff', 'POST', '/api/v1/bid-deployment-checklist', { bid_id: bidRow.id, name: 'Checklist bí mật', items: [{ title: 'Ký hợp đồng bí mật' }] })).body.data;
    const group = await num('SELECT id FROM contractor_evaluation_group WHERE is_active ORDER BY id LIMIT 1');
    const item = await num('SELECT id FROM contractor_evaluation_item WHERE group_id = $1 ORDER BY id LIMIT 1', [group]);
    const evaluation = ok(
      await call('staff', 'POST', '/api/v1/contractor-evaluation', { contractor_id: c, project_id: p, period: '2026-Q3', group_id: group, comment: 'Đánh giá bí mật', scores: [{ item_id: item, score: 9 }] }),
    ).body.data;
    // A file of the contract: read by who reads the contract only.
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
    const up = multipart(png, 'ban-ve-bi-mat.png', 'image/png');
    const file = ok(await t.call(tok.staff as string, 'POST', '/api/v1/media/upload', up.payload, up.headers)).body.data[0].id as number;
    ok(await call('staff', 'PUT', `/api/v1/business-contract/${contract.id}`, { attachments: [file] }));
    ok(await call('staff', 'PUT', `/api/v1/business-feasibility/${study.id}`, { title: 'NCKT bí mật (sửa)' }));
    ok(await call('editor', 'PUT', `/api/v1/business-feasibility/${study.id}`, { title: 'Người xem sửa' }), 403);
    ok(await call('approver', 'PUT', `/api/v1/business-feasibility/${study.id}`, { title: 'Người ngoài sửa' }), 404);

    // Each path, the list filter that finds the project's records there, and one record to read by id.
    const paths: [string, string, number][] = [
      ['project-business', `f_id=${p}`, p],
      ['business-project-member', `f_project_id=${p}`, 0],
      ['business-feasibility', `f_project_id=${p}`, study.id],
      ['business-feasibility-line', `f_feasibility_id=${study.id}`, study.lines[0].id],
      ['business-contract', `f_project_id=${p}`, contract.id],
      ['business-contract-payment', `f_contract_id=${contract.id}`, contract.payments[0].id],
      ['business-matrix', `f_project_id=${p}`, matrix.id],
      ['business-matrix-plan', `f_matrix_id=${matrix.id}`, matrix.rows[0].id],
      ['bid', `f_project_id=${p}`, bidRow.id],
      ['bid-submission', `f_bid_id=${bidRow.id}`, bidRow.submissions[0].id],
      ['bid-deployment-checklist', `f_bid_id=${bidRow.id}`, checklist.id],
      ['bid-deployment-checklist-item', `f_checklist_id=${checklist.id}`, checklist.items[0].id],
      ['contractor-evaluation', `f_project_id=${p}`, evaluation.id],
      ['contractor-evaluation-score', `f_evaluation_id=${evaluation.id}`, evaluation.scores[0].id],
      // Without a filter, searched by a word only these records hold.
      ['project-business', 'q=bí mật', 0],
      ['business-feasibility', 'q=bí mật', 0],
      ['business-contract', 'q=bí mật', 0],
      ['business-matrix', 'q=bí mật', 0],
      ['bid', 'q=bí mật', 0],
      ['bid-deployment-checklist', 'q=bí mật', 0],
      ['bid-deployment-checklist-item', 'q=bí mật', 0],
      ['contractor-evaluation', `f_contractor_id=${c}`, 0],
    ];
    const sees = async (who: string) => {
      const seen: Record<string, number> = {};
      for (const [path, filter, id] of paths) {
        const list = ok(await call(who, 'GET', `/api/v1/${path}?limit=100&${filter}`), 200);
        seen[`${path}?${filter}`] = list.body.data.totalRows;
        expect(list.body.data.items.length, `${who} ${path}`).toBe(list.body.data.totalRows);
        if (id) {
          const one = await call(who, 'GET', `/api/v1/${path}/${id}`);
          expect(one.status, `${who} ${path}/${id}`).toBe((seen[`${path}?${filter}`] ?? 0) > 0 ? 200 : 404);
        }
      }
      return seen;
    };
    const nothing = Object.fromEntries(paths.map(([path, filter]) => [`${path}?${filter}`, 0]));
    const everything = await sees('admin');
    expect(Object.values(everything).every((n) => n > 0), JSON.stringify(everything)).toBe(true);
    // Members and group-wide view-all read all of it; the range holding the project's unit too.
    for (const who of ['staff', 'editor', 'biz.all', 'biz.auto']) expect(await sees(who), who).toEqual(everything);
    // Outsiders with the same rights, and view-all holders of another range, read none of it.
    for (const who of ['approver', 'biz.agri']) expect(await sees(who), who).toEqual(nothing);
    // Counts (totalRows with a filter), exports, documents, reports, comparisons of the record's history.
    for (const who of ['approver', 'biz.agri']) {
      expect((await call(who, 'GET', `/api/v1/business-feasibility?f_project_id=${p}`)).body.data.totalRows, who).toBe(0);
      expect((await call(who, 'GET', `/api/v1/business-contract?q=bí mật`)).body.data.totalRows, who).toBe(0);
      expect(await exportRows(who, 'business-feasibility')).not.toContain('NCKT bí mật');
      expect(await exportRows(who, 'business-contract')).not.toContain('HD-BUS-BIMAT');
      ok(await call(who, 'GET', `/api/v1/business-feasibility/${study.id}/document/summary`), 404);
      ok(await call(who, 'GET', `/api/v1/business-feasibility/${study.id}/abilities`), 404);
      const report = ok(await call(who, 'GET', '/api/v1/business-report?by=phase')).body.data;
      expect(JSON.stringify(report)).not.toContain('FEASIBILITY');
      expect(await exportRows(who, 'business-report?by=phase')).not.toContain('Nghiên cứu khả thi');
      const fr = ok(await call(who, 'GET', `/api/v1/report/report-feasibility?by=project`)).body.data;
      expect(JSON.stringify(fr)).not.toContain(String(study.npv));
      for (const [context, id] of [
        ['business_feasibility', study.id],
        ['business_contract', contract.id],
        ['bid', bidRow.id],
        ['contractor_evaluation', evaluation.id],
        ['project_business', p],
      ] as const) {
        const history = await call(who, 'GET', `/api/v1/activity-log?f_activity_context=${context}&f_record_id=${id}`);
        expect(history.status === 403 || history.body.data.items.length === 0, `${who} ${context}`).toBe(true);
      }
      // The contract's file, by id: as if it were not there.
      ok(await call(who, 'GET', `/api/v1/media/${file}`), 404);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/media/file/${file}`, headers: { authorization: `Bearer ${tok[who]}` } })).statusCode, who).toBe(404);
      ok(await call(who, 'GET', `/api/v1/media/download/${file}`), 404);
      // The bid comparison; the reports at their own paths and as xlsx.
      ok(await call(who, 'GET', `/api/v1/bid/${bidRow.id}/comparison`), 404);
      for (const path of REPORT_PATHS) {
        expect(JSON.stringify(ok(await call(who, 'GET', `/api/v1/${path}`)).body.data), `${who} ${path}`).not.toMatch(/bí mật|Bí Mật/);
        expect(await exportRows(who, path), `${who} ${path} export`).not.toMatch(/bí mật|Bí Mật/);
      }
      expect((await call(who, 'GET', `/api/v1/business-feasibility/code-check?code=${study.code}`)).status).toBe(200);
    }
    expect(await exportRows('staff', 'business-feasibility')).toContain('NCKT bí mật');
    // A member reads the same: the file, the comparison, every report with the project in it.
    ok(await call('staff', 'GET', `/api/v1/media/${file}`));
    ok(await call('staff', 'GET', `/api/v1/bid/${bidRow.id}/comparison`));
    expect(JSON.stringify(ok(await call('staff', 'GET', '/api/v1/business-report?by=phase')).body.data)).toContain('FEASIBILITY');
    expect(await exportRows('staff', 'business-report?by=phase')).toContain('Nghiên cứu khả thi');
    for (const path of REPORT_PATHS) {
      expect(JSON.stringify(ok(await call('staff', 'GET', `/api/v1/${path}`)).body.data), `staff ${path}`).toMatch(/bí mật|Bí Mật/);
      expect(await exportRows('staff', path), `staff ${path} export`).toMatch(/bí mật|Bí Mật/);
    }
    const mine = ok(await call('staff', 'GET', '/api/v1/report/report-feasibility?by=project')).body.data;
    expect(JSON.stringify(mine)).toContain('13815685714');
    ok(await call('staff', 'GET', `/api/v1/business-feasibility/${study.id}/document/summary`));
    // No rights on the area at all: 403 everywhere.
    for (const [path] of paths) ok(await call('biz.none', 'GET', `/api/v1/${path}`), 403);
    for (const path of REPORT_PATHS) expect((await call('biz.none', 'GET', `/api/v1/${path}`)).status, path).toBe(403);

    // Membership taken away: the viewer reads nothing any more, at once (the lists are cached).
    const membership = await num('SELECT id FROM business_project_member WHERE project_id = $1 AND staff_id = $2', [p, await staffOf('editor')]);
    ok(await call('editor', 'DELETE', `/api/v1/business-project-member/${membership}`), 403);
    ok(await call('staff', 'DELETE', `/api/v1/business-project-member/${membership}`));
    expect(await sees('editor')).toEqual(nothing);
    expect(await accountOf('editor')).toBeGreaterThan(0);
  });

  it('computes NPV, IRR and payback from the lines (the worked example), checks codes, bulk deletes all or nothing', async () => {
    tok.admin ??= await t.login('admin');
    const p = ok(await call('admin', 'POST', '/api/v1/project-business', { name: 'Showroom THACO Auto Đà Nẵng', type_id: await setting('PROJECT_TYPE'), unit_id: await unitId('THACO-AUTO') })).body.data
      .id as number;
    const made = ok(await call('admin', 'POST', '/api/v1/business-feasibility', { project_id: p, code: 'NCKT-DN-01', title: 'Showroom Đà Nẵng', discount_rate: 10, lines: LINES })).body.data;
    const figures = (x: Record<string, unknown>) => [Number(x.npv), Number(x.irr), Number(x.payback_years)];
    expect(figures(made)).toEqual([13_815_685_714, 13.7, 3.69]);
    expect(figures(ok(await call('admin', 'GET', `/api/v1/business-feasibility/${made.id}`)).body.data)).toEqual([13_815_685_714, 13.7, 3.69]);
    expect(Number(made.total_investment ?? (await call('admin', 'GET', `/api/v1/business-feasibility/${made.id}`)).body.data.total_investment)).toBe(120_000 * M);
    // The rate changes: NPV follows; a line written on its own: the figures follow; given in a write, they are ignored.
    expect(Number(ok(await call('admin', 'PUT', `/api/v1/business-feasibility/${made.id}`, { discount_rate: 0, npv: 1 })).body.data.npv)).toBe(65_000 * M);
    const last = made.lines.find((l: { year: number }) => l.year === 2031).id as number;
    ok(await call('admin', 'DELETE', `/api/v1/business-feasibility-line/${last}`));
    expect(Number((await call('admin', 'GET', `/api/v1/business-feasibility/${made.id}`)).body.data.npv)).toBe(15_000 * M);
    // Two lines of one year: refused, nothing written.
    ok(await call('admin', 'POST', '/api/v1/business-feasibility', { project_id: p, title: 'Trùng năm', lines: [{ year: 2026 }, { year: 2026 }] }), 409);
    // Code check: answered without writing.
    const before = await num('SELECT count(*) FROM business_feasibility');
    expect(ok(await call('admin', 'GET', '/api/v1/business-feasibility/code-check?code=NCKT-DN-01')).body.data).toMatchObject({ isFree: false });
    expect(ok(await call('admin', 'GET', '/api/v1/business-feasibility/code-check?code=NCKT-DN-99')).body.data).toMatchObject({ isFree: true });
    expect(await num('SELECT count(*) FROM business_feasibility')).toBe(before);
    ok(await call('admin', 'POST', '/api/v1/business-feasibility', { project_id: p, code: 'nckt-dn-01', title: 'Trùng mã' }), 409);
    // Bulk delete: one the caller cannot delete (unknown) fails the whole call.
    const other = ok(await call('admin', 'POST', '/api/v1/business-feasibility', { project_id: p, title: 'Phương án 2' })).body.data.id as number;
    expect((await call('admin', 'POST', '/api/v1/business-feasibility/bulk-delete', { ids: [made.id, other, 99_999_999] })).status).toBeGreaterThanOrEqual(400);
    expect(await num('SELECT count(*) FROM business_feasibility WHERE id IN ($1, $2)', [made.id, other])).toBe(2);
    ok(await call('admin', 'POST', '/api/v1/business-feasibility/bulk-delete', { ids: [made.id, other] }));
    expect(await num('SELECT count(*) FROM business_feasibility WHERE id IN ($1, $2)', [made.id, other])).toBe(0);
  });

  it('walks a study through its approval: forbidden moves refused, the project process decides', async () => {
    tok.admin ??= await t.login('admin');
    tok.editor = await t.login('editor');
    const p = ok(await call('admin', 'POST', '/api/v1/project-business', { name: 'Trung tâm logistics Chu Lai', type_id: await setting('PROJECT_TYPE'), unit_id: await unitId('THACO-AUTO') })).body.data
      .id as number;
    const status = async (id: number) => (await q<{ status: string }>('SELECT status FROM business_feasibility WHERE id = $1', [id]))[0]?.status;
    const a = ok(await call('admin', 'POST', '/api/v1/business-feasibility', { project_id: p, title: 'Phương án cảng', lines: LINES.slice(0, 3) })).body.data.id as number;
    // No process configured: submitting is refused, the study stays a draft.
    ok(await call('admin', 'POST', `/api/v1/business-feasibility/${a}/submit`, {}), 409);
    expect(await status(a)).toBe('DRAFT');
    // Approving a draft is no move of its workflow.
    expect((await call('admin', 'POST', `/api/v1/business-feasibility/${a}/approve`, {})).status).toBeGreaterThanOrEqual(400);
    ok(
      await call('admin', 'POST', '/api/v1/approval-process', {
        name: 'Duyệt nghiên cứu khả thi',
        source_type: 'BUSINESS_FEASIBILITY',
        steps: [{ name: 'Ban đầu tư', approver_kind: 'STAFF', mode: 'ANY', approver_ids: [await accountOf('editor')] }],
      }),
    );
    // Who submits: not someone outside the project (404), not a viewer of it (403); a writer does.
    ok(await call('editor', 'POST', `/api/v1/business-feasibility/${a}/submit`, {}), 404);
    ok(await call('admin', 'POST', '/api/v1/business-project-member', { project_id: p, staff_id: await staffOf('editor'), position: 'VIEWER' }));
    ok(await call('editor', 'POST', `/api/v1/business-feasibility/${a}/submit`, {}), 403);
    expect(await status(a)).toBe('DRAFT');
    ok(await call('admin', 'POST', `/api/v1/business-feasibility/submit/${a}`, {}));
    expect(await status(a)).toBe('PENDING');
    // Under approval: frozen, not submitted twice; the requester does not approve their own, the named approver does.
    ok(await call('admin', 'PUT', `/api/v1/business-feasibility/${a}`, { title: 'Sửa khi đang duyệt' }), 409);
    expect((await call('admin', 'POST', `/api/v1/business-feasibility/${a}/submit`, {})).status).toBeGreaterThanOrEqual(400);
    ok(await call('admin', 'POST', `/api/v1/business-feasibility/${a}/approve`, {}), 403);
    ok(await call('editor', 'POST', `/api/v1/business-feasibility/${a}/reject`, { reason: 'Bổ sung số liệu thị trường' }));
    expect(await status(a)).toBe('REJECTED');
    // Rejected: editable again, resubmitted, approved by the approver.
    ok(await call('admin', 'PUT', `/api/v1/business-feasibility/${a}`, { discount_rate: 11, lines: LINES }));
    ok(await call('admin', 'POST', `/api/v1/business-feasibility/${a}/submit`, {}));
    ok(await call('editor', 'POST', `/api/v1/business-feasibility/${a}/approve`, {}));
    expect(await status(a)).toBe('APPROVED');
    // Approved: no edit, no cancel, no second approval.
    ok(await call('admin', 'PUT', `/api/v1/business-feasibility/${a}`, { title: 'Sửa sau duyệt' }), 409);
    expect((await call('admin', 'POST', `/api/v1/business-feasibility/${a}/status`, { status: 'CANCELLED' })).status).toBeGreaterThanOrEqual(400);
    expect((await call('editor', 'POST', `/api/v1/business-feasibility/${a}/approve`, {})).status).toBeGreaterThanOrEqual(400);
    expect(await status(a)).toBe('APPROVED');
    // A draft may be dropped by its editor.
    const b = ok(await call('admin', 'POST', '/api/v1/business-feasibility', { project_id: p, title: 'Phương án bỏ' })).body.data.id as number;
    ok(await call('admin', 'POST', `/api/v1/business-feasibility/${b}/status`, { status: 'CANCELLED' }));
    expect(await status(b)).toBe('CANCELLED');
  });
});
