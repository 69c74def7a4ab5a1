/**
 * Bids and contractor evaluations (issue 39): a bid package's moves allowed and forbidden (not opened
 * before its deadline, awarded once, in the database too), the comparison of received bids, the
 * deployment checklist's progress, outsiders reading none of it; criteria weights adding up to 100,
 * an evaluation's weighted total and grade, one evaluation per contractor, project and period; the
 * contractor's tax code valid and unique (messages in vi and en).
 */
import { describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';

describe.each(dbKinds(import.meta.url))('bids and contractor evaluations on %s', (kind) => {
  const t = useTestApp(kind);
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const num = async (sql: string, params: unknown[] = []) => Number(Object.values((await q<Record<string, unknown>>(sql, params))[0] ?? {})[0] ?? 0);
  const ok = <T extends { status: number; body: unknown }>(res: T, status = 200): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  };
  const setting = (category: string) => num('SELECT id FROM business_setting_item WHERE category = $1 ORDER BY id LIMIT 1', [category]);
  const unitId = (code: string) => num('SELECT id FROM organization WHERE code = $1', [code]);
  let admin = '';
  let seq = 0;
  const contractor = async (name: string) => {
    seq++;
    return ok(await t.call(admin, 'POST', '/api/v1/contractor', { code: `NT-TEST-${seq}`, name, tax_code: `04${String(10_000_000 + seq * 137).padStart(8, '0')}`, kind: 'CONTRACTOR' })).body.data.id as number;
  };
  const project = async (name: string) => ok(await t.call(admin, 'POST', '/api/v1/project-business', { name, type_id: await setting('PROJECT_TYPE'), unit_id: await unitId('THACO-AUTO') })).body.data.id as number;

  it('walks a bid package: invited, not opened before its deadline, received bids compared, awarded once', async () => {
    admin = await t.login('admin');
    const p = await project('Nhà máy Bus THACO - gói xây lắp');
    const [coteccons, hoaBinh, zamil] = [await contractor('Công ty CP Xây dựng Coteccons'), await contractor('Công ty CP Tập đoàn Xây dựng Hòa Bình'), await contractor('Công ty TNHH Zamil Steel Việt Nam')];
    const deadline = new Date(t.clock.now.getTime() + 2 * 86_400_000).toISOString();
    const made = ok(
      await t.call(admin, 'POST', '/api/v1/bid', {
        project_id: p,
        name: 'Gói thầu xây lắp xưởng hàn khung bus',
        kind_id: await setting('BID_PACKAGE_KIND'),
        estimated_value: 185_000_000_000,
        invited_contractor_ids: [coteccons, hoaBinh, zamil],
        submission_deadline: deadline,
      }),
    ).body.data;
    const id = made.id as number;
    expect(made.code).toMatch(/^GT-\d{4}-\d{3}$/);
    const status = async () => (await q<{ status: string }>('SELECT status FROM bid WHERE id = $1', [id]))[0]?.status;
    const move = (to: string, lang = 'vi', body: Record<string, unknown> = {}) => t.call(admin, 'POST', `/api/v1/bid/${id}/status?lang=${lang}`, { status: to, ...body });
    // Not from a draft straight to opened or awarded; invited first.
    expect((await move('OPENED')).status).toBeGreaterThanOrEqual(400);
    expect((await move('AWARDED')).status).toBeGreaterThanOrEqual(400);
    ok(await move('INVITING'));
    // Before the deadline: refused in the caller's language, nothing moved.
    const early = ok(await move('OPENED'), 409);
    expect(early.body.message).toMatch(/Chưa đến hạn nộp hồ sơ/);
    expect(ok(await move('OPENED', 'en'), 409).body.message).toMatch(/deadline .* has not passed/);
    expect(await status()).toBe('INVITING');
    // Received bids come in with the package.
    const submissions = [
      { contractor_id: coteccons, price: 182_000_000_000, technical_score: 91.5, duration_days: 210 },
      { contractor_id: hoaBinh, price: 178_500_000_000, technical_score: 86, duration_days: 240 },
      { contractor_id: zamil, price: 191_300_000_000, technical_score: 78, duration_days: 270 },
    ];
    const withBids = ok(await t.call(admin, 'PUT', `/api/v1/bid/${id}`, { submissions })).body.data;
    expect(withBids.submissions).toHaveLength(3);
    // A bid from a contractor the package did not invite is refused, in the caller's language, with the package or on its own.
    const stranger = await contractor('Công ty CP Xây dựng Không Mời');
    const notInvited = ok(await t.call(admin, 'PUT', `/api/v1/bid/${id}?lang=vi`, { submissions: [...withBids.submissions, { contractor_id: stranger, price: 170_000_000_000 }] }), 400);
    expect(notInvited.body.message).toMatch(/không được mời tham dự/);
    expect(notInvited.body.errors[0].field).toBe('submissions[3].contractor_id');
    expect(ok(await t.call(admin, 'POST', '/api/v1/bid-submission?lang=en', { bid_id: id, contractor_id: stranger, price: 1 }), 400).body.message).toMatch(/was not invited/);
    // Dropping an invited contractor that has bid is refused too.
    ok(await t.call(admin, 'PUT', `/api/v1/bid/${id}`, { invited_contractor_ids: [coteccons, hoaBinh] }), 400);
    expect(await num('SELECT count(*) FROM bid_submission WHERE bid_id = $1', [id])).toBe(3);
    // A blacklisted contractor, even invited, bids no more; a bid it filed before the blacklisting stays.
    const banned = await contractor('Công ty CP PCCC Bình Minh');
    ok(await t.call(admin, 'PUT', `/api/v1/bid/${id}`, { invited_contractor_ids: [coteccons, hoaBinh, zamil, banned] }));
    ok(await t.call(admin, 'PUT', `/api/v1/contractor/${banned}`, { is_blacklisted: true, blacklist_reason: 'Chậm tiến độ nghiêm trọng' }));
    const black = ok(await t.call(admin, 'PUT', `/api/v1/bid/${id}?lang=vi`, { submissions: [...withBids.submissions, { contractor_id: banned, price: 150_000_000_000 }] }), 400);
    expect(black.body.message).toMatch(/danh sách đen/);
    expect(ok(await t.call(admin, 'POST', '/api/v1/bid-submission?lang=en', { bid_id: id, contractor_id: banned, price: 1 }), 400).body.message).toMatch(/is blacklisted/);
    ok(await t.call(admin, 'PUT', `/api/v1/bid-submission/${withBids.submissions[2].id}`, { contractor_id: banned }), 400);
    ok(await t.call(admin, 'PUT', `/api/v1/contractor/${zamil}`, { is_blacklisted: true, blacklist_reason: 'Vi phạm hợp đồng' }));
    ok(await t.call(admin, 'PUT', `/api/v1/bid/${id}`, { submissions: withBids.submissions, scope: 'Xây lắp xưởng hàn, sơn' }));
    ok(await t.call(admin, 'PUT', `/api/v1/contractor/${zamil}`, { is_blacklisted: false, blacklist_reason: null }));
    expect(await num('SELECT count(*) FROM bid_submission WHERE bid_id = $1', [id])).toBe(3);
    // An open tender takes a bid from anyone not blacklisted.
    const open = ok(await t.call(admin, 'POST', '/api/v1/bid', { project_id: p, name: 'Gói rộng rãi', method: 'OPEN', submission_deadline: deadline, submissions: [{ contractor_id: stranger, price: 5 }] })).body
      .data;
    expect(open.submissions).toHaveLength(1);
    ok(await t.call(admin, 'POST', '/api/v1/bid-submission', { bid_id: open.id, contractor_id: banned, price: 4 }), 400);
    t.clock.advance(2 * 86_400_000 + 60_000);
    // Two days on, the session has lapsed: sign in again.
    admin = await t.login('admin');
    ok(await move('OPENED'));
    // The comparison: lowest price Hòa Bình, best score Coteccons.
    const cmp = ok(await t.call(admin, 'GET', `/api/v1/bid/${id}/comparison`)).body.data;
    expect(cmp.lowestPrice).toBe(178_500_000_000);
    expect(cmp.bestScore).toBe(91.5);
    const mark = (x: { contractor_id: number; isLowestPrice: boolean; isBestScore: boolean }) => [x.contractor_id, x.isLowestPrice, x.isBestScore];
    expect(cmp.items.map(mark)).toEqual([
      [hoaBinh, true, false],
      [coteccons, false, true],
      [zamil, false, false],
    ]);
    // Awarding names a bid of this package.
    const other = ok(
      await t.call(admin, 'POST', '/api/v1/bid', { project_id: p, name: 'Gói khác', invited_contractor_ids: [zamil], submission_deadline: deadline, submissions: [{ contractor_id: zamil, price: 1 }] }),
    ).body.data;
    ok(await t.call(admin, 'POST', `/api/v1/bid/${id}/award`, { submission_id: other.submissions[0].id }), 400);
    const winner = withBids.submissions.find((s: { contractor_id: number }) => s.contractor_id === coteccons).id as number;
    ok(await t.call(admin, 'POST', `/api/v1/bid/${id}/award`, { submission_id: winner }));
    expect(await status()).toBe('AWARDED');
    expect(ok(await t.call(admin, 'GET', `/api/v1/bid/${id}`)).body.data).toMatchObject({ awarded_contractor_id: coteccons, awarded_price: 182_000_000_000 });
    // Awarded once: the action is refused, and the database refuses a second awarded bid whatever writes it.
    const loser = withBids.submissions.find((s: { contractor_id: number }) => s.contractor_id === hoaBinh).id as number;
    ok(await t.call(admin, 'POST', `/api/v1/bid/${id}/award`, { submission_id: loser }), 409);
    await expect(q('UPDATE bid_submission SET is_awarded = true WHERE id = $1', [loser])).rejects.toThrow(/bid_submission_bid_id_uq|unique/i);
    expect(await num('SELECT count(*) FROM bid_submission WHERE bid_id = $1 AND is_awarded', [id])).toBe(1);
    // No way back, no cancel after the award; a package not awarded is cancelled with a reason.
    for (const to of ['EVALUATING', 'OPENED', 'CANCELLED']) expect((await move(to, 'vi', { reason: 'Thử' })).status, to).toBeGreaterThanOrEqual(400);
    expect((await t.call(admin, 'POST', `/api/v1/bid/${other.id}/status`, { status: 'CANCELLED' })).status).toBeGreaterThanOrEqual(400);
    ok(await t.call(admin, 'POST', `/api/v1/bid/${other.id}/status`, { status: 'CANCELLED', reason: 'Gộp vào gói xây lắp chính' }));

    // The deployment checklist: progress is the share of items done.
    const checklist = ok(
      await t.call(admin, 'POST', '/api/v1/bid-deployment-checklist', {
        bid_id: id,
        name: 'Thương thảo và ký hợp đồng',
        items: [
          { title: 'Thương thảo giá', is_done: true, due_date: '2026-12-01' },
          { title: 'Trình duyệt kết quả', due_date: '2026-12-05' },
          { title: 'Ký hợp đồng', due_date: '2026-12-10' },
          { title: 'Bảo lãnh thực hiện', due_date: '2026-12-15' },
        ],
      }),
    ).body.data;
    expect(Number(ok(await t.call(admin, 'GET', `/api/v1/bid-deployment-checklist/${checklist.id}`)).body.data.progress)).toBe(25);

    // Outsiders with the area's rights but not members read none of it.
    const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: 'Kinh doanh (không thành viên)', permissions: { BUSINESS_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    const accountId = await num("SELECT id FROM account WHERE username = 'approver'");
    const held = ((await t.call(admin, 'GET', `/api/v1/user/${accountId}`)).body.data.role_ids ?? []) as number[];
    ok(await t.call(admin, 'PUT', `/api/v1/user/${accountId}`, { role_ids: [...held, role] }));
    const outsider = await t.login('approver');
    ok(await t.call(outsider, 'GET', `/api/v1/bid/${id}/comparison`), 404);
    ok(await t.call(outsider, 'GET', `/api/v1/bid/${id}`), 404);
    expect(ok(await t.call(outsider, 'GET', `/api/v1/bid?f_project_id=${p}`)).body.data.totalRows).toBe(0);
    expect(ok(await t.call(outsider, 'GET', `/api/v1/bid-submission?f_bid_id=${id}`)).body.data.totalRows).toBe(0);
    expect(ok(await t.call(outsider, 'GET', `/api/v1/bid-deployment-checklist?f_bid_id=${id}`)).body.data.totalRows).toBe(0);
    ok(await t.call(outsider, 'POST', `/api/v1/bid/${id}/award`, { submission_id: loser }), 404);
  });

  it('lets each move of a bid package be made by who may: members by position, cancel with approve, outsiders not at all', async () => {
    admin = await t.login('admin');
    const accountOf = (u: string) => num('SELECT id FROM account WHERE username = $1', [u]);
    const staffOf = (u: string) => num('SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username = $1', [u]);
    const grant = async (username: string, permissions: Record<string, string[]>) => {
      const role = ok(await t.call(admin, 'POST', '/api/v1/role', { name: `Vai trò thầu ${username}`, permissions })).body.data.id;
      const acc = await accountOf(username);
      const held = ((await t.call(admin, 'GET', `/api/v1/user/${acc}`)).body.data.role_ids ?? []) as number[];
      ok(await t.call(admin, 'PUT', `/api/v1/user/${acc}`, { role_ids: [...held, role] }));
      return t.login(username);
    };
    const WORKER = { BUSINESS_MANAGEMENT: ['view', 'edit'] };
    const p = await project('Trung tâm logistics Chu Lai - gói kho');
    // staff: analyst; editor: viewer; approver: analyst with the approve right; nobody else is a member.
    const analyst = await grant('staff', WORKER);
    const viewer = await grant('editor', WORKER);
    const chief = await grant('approver', { BUSINESS_MANAGEMENT: ['view', 'edit', 'approve'] });
    for (const [u, position] of [
      ['staff', 'ANALYST'],
      ['editor', 'VIEWER'],
      ['approver', 'ANALYST'],
    ] as const)
      ok(await t.call(admin, 'POST', '/api/v1/business-project-member', { project_id: p, staff_id: await staffOf(u), position }));
    const c = await contractor('Công ty CP Kho vận Miền Trung');
    const deadline = new Date(t.clock.now.getTime() + 3_600_000).toISOString();
    const made = ok(await t.call(analyst, 'POST', '/api/v1/bid', { project_id: p, name: 'Gói thầu kho lạnh', invited_contractor_ids: [c], submission_deadline: deadline })).body.data;
    const id = made.id as number;
    const move = (who: string, to: string, body: Record<string, unknown> = {}) => t.call(who, 'POST', `/api/v1/bid/${id}/status`, { status: to, ...body });
    const status = async () => (await q<{ status: string }>('SELECT status FROM bid WHERE id = $1', [id]))[0]?.status;
    // The chief (approve right) cancels a draft package with a reason; without a reason it stays.
    const spare = ok(await t.call(chief, 'POST', '/api/v1/bid', { project_id: p, name: 'Gói dự phòng', submission_deadline: deadline })).body.data.id as number;
    expect((await t.call(chief, 'POST', `/api/v1/bid/${spare}/status`, { status: 'CANCELLED' })).status).toBe(400);
    ok(await t.call(chief, 'POST', `/api/v1/bid/${spare}/status`, { status: 'CANCELLED', reason: 'Gộp gói' }));
    // A viewer reads it but moves nothing; the analyst invites.
    ok(await t.call(viewer, 'GET', `/api/v1/bid/${id}`));
    ok(await move(viewer, 'INVITING'), 403);
    ok(await move(analyst, 'INVITING'));
    ok(await t.call(analyst, 'PUT', `/api/v1/bid/${id}`, { submissions: [{ contractor_id: c, price: 42_000_000_000, technical_score: 88 }] }));
    t.clock.advance(3_600_000 + 60_000);
    const [a2, v2, c2] = [await t.login('staff'), await t.login('editor'), await t.login('approver')];
    ok(await t.call(a2, 'POST', `/api/v1/bid/${id}/status`, { status: 'OPENED' }));
    ok(await t.call(v2, 'POST', `/api/v1/bid/${id}/status`, { status: 'EVALUATING' }), 403);
    // Cancelling needs the approve right: the analyst may not, the chief may (with a reason) until the award.
    ok(await t.call(a2, 'POST', `/api/v1/bid/${id}/status`, { status: 'CANCELLED', reason: 'Thử' }), 403);
    ok(await t.call(a2, 'POST', `/api/v1/bid/${id}/status`, { status: 'EVALUATING' }));
    // The award is made by a writer of the project, not by a viewer; AWARDED is no status to move to by hand.
    const sub = ok(await t.call(a2, 'GET', `/api/v1/bid/${id}`)).body.data.submissions[0].id as number;
    ok(await t.call(v2, 'POST', `/api/v1/bid/${id}/award`, { submission_id: sub }), 403);
    expect((await t.call(a2, 'POST', `/api/v1/bid/${id}/status`, { status: 'AWARDED' })).status).toBeGreaterThanOrEqual(400);
    expect(await status()).toBe('EVALUATING');
    ok(await t.call(c2, 'POST', `/api/v1/bid/${id}/award`, { submission_id: sub }));
    expect(await status()).toBe('AWARDED');
    ok(await t.call(c2, 'POST', `/api/v1/bid/${id}/status`, { status: 'CANCELLED', reason: 'Muộn' }), 409);
    // Edits stop at the award.
    ok(await t.call(a2, 'PUT', `/api/v1/bid/${id}`, { scope: 'Sửa sau khi trao' }), 409);
  });

  it('weights add up to 100; an evaluation is scored, graded and unique per contractor, project and period; tax codes valid and unique', async () => {
    admin = await t.login('admin');
    // Weights: 60 + 30 is refused, in the caller's language, and nothing is written.
    const items = (w: number[]) => w.map((weight, i) => ({ name: `Tiêu chí ${i + 1}`, weight }));
    const vi = ok(await t.call(admin, 'POST', '/api/v1/contractor-evaluation-group?lang=vi', { name: 'Bộ tiêu chí lệch', items: items([60, 30]) }), 400);
    expect(vi.body.message).toMatch(/phải bằng 100 \(hiện là 90\)/);
    const en = ok(await t.call(admin, 'POST', '/api/v1/contractor-evaluation-group?lang=en', { name: 'Bộ tiêu chí lệch', items: items([60, 30]) }), 400);
    expect(en.body.message).toMatch(/must add up to 100 \(now 90\)/);
    expect(await num("SELECT count(*) FROM contractor_evaluation_group WHERE name = 'Bộ tiêu chí lệch'")).toBe(0);
    const group = ok(await t.call(admin, 'POST', '/api/v1/contractor-evaluation-group', { name: 'Nhà thầu xây lắp (kiểm thử)', items: items([50, 30, 20]) })).body.data;
    const [quality, schedule, safety] = group.items.map((x: { id: number }) => x.id) as [number, number, number];
    // A criterion changed on its own breaks the sum: refused.
    ok(await t.call(admin, 'PUT', `/api/v1/contractor-evaluation-item/${safety}`, { weight: 25 }), 400);

    const p = await project('Showroom THACO Auto Đà Nẵng - đánh giá nhà thầu');
    const c = await contractor('Công ty CP Cơ điện lạnh REE');
    // 50 × 9/10 + 30 × 8/10 + 20 × 6/10 = 45 + 24 + 12 = 81: grade B.
    const scores = [
      { item_id: quality, score: 9 },
      { item_id: schedule, score: 8 },
      { item_id: safety, score: 6 },
    ];
    const ev = ok(await t.call(admin, 'POST', '/api/v1/contractor-evaluation', { contractor_id: c, project_id: p, period: '2026-Q2', group_id: group.id, scores })).body.data;
    expect([Number(ev.total_score), ev.grade]).toEqual([81, 'B']);
    // A score changed on its own: the total and grade follow (50 × 10/10 + 24 + 20 × 8/10 = 90: A).
    ok(await t.call(admin, 'PUT', `/api/v1/contractor-evaluation-score/${ev.scores[0].id}`, { score: 10 }));
    ok(await t.call(admin, 'PUT', `/api/v1/contractor-evaluation-score/${ev.scores[2].id}`, { score: 8 }));
    const again = ok(await t.call(admin, 'GET', `/api/v1/contractor-evaluation/${ev.id}`)).body.data;
    expect([Number(again.total_score), again.grade]).toEqual([90, 'A']);
    // One per contractor, project and period (database-unique); another period is fine.
    ok(await t.call(admin, 'POST', '/api/v1/contractor-evaluation', { contractor_id: c, project_id: p, period: '2026-Q2', group_id: group.id, scores: [] }), 409);
    ok(await t.call(admin, 'POST', '/api/v1/contractor-evaluation', { contractor_id: c, project_id: p, period: '2026-Q3', group_id: group.id, scores: [{ item_id: quality, score: 2 }] }));
    await expect(q("INSERT INTO contractor_evaluation (contractor_id, project_id, period, group_id) VALUES ($1, $2, '2026-Q2', $3)", [c, p, group.id])).rejects.toThrow(/unique|duplicate/i);
    // The contractor's grade is its latest evaluation's (Q3: 50 × 2/10 = 10, D); its list filters by field of work and grade.
    const field = await num("SELECT id FROM contractor_setting_item WHERE category = 'FIELD_OF_WORK' ORDER BY id LIMIT 1");
    ok(await t.call(admin, 'PUT', `/api/v1/contractor/${c}`, { field_ids: [field], grade: 'A' }));
    expect(ok(await t.call(admin, 'GET', `/api/v1/contractor/${c}`)).body.data.grade).toBe('D');
    const listed = async (filter: string) => (ok(await t.call(admin, 'GET', `/api/v1/contractor?limit=100&${filter}`)).body.data.items as { id: number }[]).map((x) => x.id);
    expect(await listed(`f_field_ids=${field}&f_grade=D`)).toContain(c);
    expect(await listed(`f_field_ids=${field}&f_grade=A`)).not.toContain(c);
    // Its evaluation history (the tab of its record page): both periods; the latest dropped, the grade goes back to Q2's A.
    const history = ok(await t.call(admin, 'GET', `/api/v1/contractor-evaluation?f_contractor_id=${c}`)).body.data.items as { id: number; period: string }[];
    expect(history.map((x) => x.period).sort()).toEqual(['2026-Q2', '2026-Q3']);
    ok(await t.call(admin, 'DELETE', `/api/v1/contractor-evaluation/${history.find((x) => x.period === '2026-Q3')?.id}`));
    expect(ok(await t.call(admin, 'GET', `/api/v1/contractor/${c}`)).body.data.grade).toBe('A');
    expect(await listed(`f_field_ids=${field}&f_grade=A`)).toContain(c);
    // The contractor report counts them by grade (the admin reads every project).
    const report = ok(await t.call(admin, 'GET', `/api/v1/report/contractor-report?by=grade`)).body.data;
    expect(JSON.stringify(report)).toContain('"A"');
    // Graded in a field of work: f_contractor_field_ids reads the contractor's fields (a list of references) through the evaluation's contractor.
    const [inField, otherField] = (await q<{ id: string }>(`SELECT id FROM contractor_setting_item WHERE category = 'FIELD_OF_WORK' ORDER BY id LIMIT 2`)).map((r) => Number(r.id)) as [number, number];
    await q('UPDATE contractor SET field_ids = ARRAY[$1]::bigint[] WHERE id = $2', [inField, c]);
    const graded = async (field: number, grade: string) =>
      ok(await t.call(admin, 'GET', `/api/v1/contractor-evaluation?f_contractor_id=${c}&f_contractor_field_ids=${field}&f_grade=${grade}`)).body.data.items.map((x: { id: number }) => Number(x.id));
    expect(await graded(inField, 'A')).toEqual([Number(ev.id)]);
    expect(await graded(otherField, 'A')).toEqual([]);
    expect(await graded(inField, 'B')).toEqual([]);

    // Tax codes: 10 or 13 digits, unique among active contractors; messages in vi and en.
    const bad = (lang: string) => t.call(admin, 'POST', `/api/v1/contractor?lang=${lang}`, { code: 'NT-SAI-MST', name: 'Công ty sai mã số thuế', tax_code: '12345', kind: 'CONTRACTOR' });
    expect(ok(await bad('vi'), 400).body.message).toMatch(/10 hoặc 13 chữ số/);
    expect(ok(await bad('en'), 400).body.message).toMatch(/10 or 13 digits/);
    const taken = (await q<{ tax_code: string }>('SELECT tax_code FROM contractor WHERE id = $1', [c]))[0]?.tax_code;
    const dup = (lang: string) => t.call(admin, 'POST', `/api/v1/contractor?lang=${lang}`, { code: `NT-TRUNG-${lang}`, name: 'Công ty trùng mã số thuế', tax_code: taken, kind: 'CONTRACTOR' });
    const dupVi = ok(await dup('vi'), 409);
    const dupEn = ok(await dup('en'), 409);
    expect(dupVi.body.errors[0].field).toBe('tax_code');
    expect(dupVi.body.message).not.toBe(dupEn.body.message);
  });
});
