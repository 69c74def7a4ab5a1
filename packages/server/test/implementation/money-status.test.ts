/**
 * Every status change of the project's money (issue 41; ADR 0023), allowed and forbidden, and who
 * may make each: payments, additional items, subcontractor budgets and cost reviews. For each
 * resource, a record is put in every status in turn and asked to move to every other one on the
 * status endpoint, by a writer of its project (the QS; the accountant for payments), by an observer
 * of the project (wrong role), by the project's director (approve right) and by an outsider; then
 * the approval moves (submit, approve, reject) from every status.
 *
 * The expected moves are written out here, not read from the declarations, so a declaration that
 * opens or closes a move by mistake fails this test.
 *
 * Paths called: /api/v1/implementation-payment, /api/v1/implementation-additional,
 * /api/v1/subcontractor-budget, /api/v1/review-cost, /api/v1/review-cost-quotation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, useTestApp } from '../harness.js';
import { projectKit } from './kit.js';

type Who = 'qs' | 'accountant' | 'viewer' | 'director' | 'outsider';
/** A declared move of the status endpoint: the right it needs ('edit': the project's writers; 'approve': the director). */
type Moves = Record<string, 'edit' | 'approve'>;

const PAYMENT = {
  statuses: ['DRAFT', 'PENDING', 'APPROVED', 'PAID', 'REJECTED', 'CANCELLED'],
  moves: { 'DRAFT>CANCELLED': 'edit', 'REJECTED>CANCELLED': 'edit', 'APPROVED>PAID': 'approve' } as Moves,
  submitFrom: ['DRAFT', 'REJECTED'],
};
const ADDITIONAL = {
  statuses: ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'],
  moves: { 'DRAFT>CANCELLED': 'edit', 'REJECTED>CANCELLED': 'edit' } as Moves,
  submitFrom: ['DRAFT', 'REJECTED'],
};
const BUDGET = {
  statuses: ['DRAFT', 'ACTIVE', 'CLOSED', 'CANCELLED'],
  moves: { 'DRAFT>ACTIVE': 'edit', 'ACTIVE>CLOSED': 'edit', 'DRAFT>CANCELLED': 'edit', 'CLOSED>ACTIVE': 'approve' } as Moves,
};
const REVIEW = {
  statuses: ['DRAFT', 'QUOTING', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'],
  moves: { 'DRAFT>QUOTING': 'edit', 'DRAFT>CANCELLED': 'edit', 'QUOTING>CANCELLED': 'edit', 'REJECTED>CANCELLED': 'edit' } as Moves,
  submitFrom: ['QUOTING', 'REJECTED'],
};

describe.each(dbKinds(import.meta.url))('every status change of the project money on %s', (kind) => {
  const t = useTestApp(kind);
  const { q, one, staffOf, accountOf, ok } = projectKit(t);
  const api = '/api/v1';
  const tokens = {} as Record<Who | 'admin', string>;
  let project = 0;
  let contract = 0;

  beforeAll(async () => {
    const admin = await t.login('admin');
    tokens.admin = admin;
    const role = ok(await t.call(admin, 'POST', `${api}/role`, { name: 'Tiền dự án (trạng thái)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit'] } })).body.data.id;
    const boss = ok(await t.call(admin, 'POST', `${api}/role`, { name: 'Giám đốc dự án (trạng thái)', permissions: { IMPLEMENTATION_MANAGEMENT: ['view', 'edit', 'approve'] } })).body.data.id;
    const grant = async (username: string, roleId: number) => {
      const id = await accountOf(username);
      const held = ((await t.call(admin, 'GET', `${api}/user/${id}`)).body.data.role_ids ?? []) as number[];
      ok(await t.call(admin, 'PUT', `${api}/user/${id}`, { role_ids: [...held, roleId] }));
    };
    const people: [Who, string, string | null, number][] = [
      ['qs', 'staff', 'QS', role],
      ['accountant', 'hr.auto', 'ACCOUNTANT', role],
      ['viewer', 'editor', 'VIEWER', role],
      ['director', 'hr', 'DIRECTOR', boss],
      // The outsider holds the area's rights (not approve: that reads every project in range) and is a member of nothing.
      ['outsider', 'approver', null, role],
    ];
    for (const [, u, , r] of people) await grant(u, r);
    for (const [who, u] of people) tokens[who] = await t.login(u);
    await q(`DELETE FROM implementation_user WHERE staff_id IN (SELECT s.id FROM staff s JOIN account a ON a.id = s.account_id WHERE a.username IN ('staff', 'editor', 'approver', 'hr', 'hr.auto'))`);
    const pos: Record<string, number> = {};
    for (const r of await q<{ id: string; code: string }>('SELECT id, code FROM implementation_setting_position')) pos[r.code] = Number(r.id);
    const unit = await one(`SELECT id FROM organization WHERE code = 'THACO-AUTO'`);
    project = ok(await t.call(admin, 'POST', `${api}/implementation-project`, { name: 'Kho thành phẩm Chu Lai (trạng thái)', unit_id: unit })).body.data.id;
    for (const [, u, code] of people) if (code) ok(await t.call(admin, 'POST', `${api}/implementation-user`, { project_id: project, staff_id: await staffOf(u), position_id: pos[code] }));
    const contractor = ok(await t.call(admin, 'POST', `${api}/contractor`, { code: 'NT-TT-01', name: 'Công ty CP Trạng Thái', tax_code: '0315550091', kind: 'BOTH' })).body.data.id;
    contract = ok(await t.call(admin, 'POST', `${api}/implementation-contract`, { project_id: project, code: 'HD-TT-01', name: 'Kho thành phẩm', contractor_id: contractor, value: 90_000_000_000, signed_date: '2026-01-10' })).body.data.id;
    ok(await t.call(admin, 'POST', `${api}/implementation-contract/${contract}/status`, { status: 'ACTIVE' }));
    for (const source_type of ['IMPLEMENTATION_PAYMENT', 'IMPLEMENTATION_ADDITIONAL', 'IMPLEMENTATION_REVIEW_COST'])
      ok(
        await t.call(admin, 'POST', `${api}/approval-process`, {
          name: `Duyệt ${source_type} (trạng thái)`,
          source_type,
          scope_resource: 'implementation_project',
          scope_id: project,
          steps: [{ name: 'Giám đốc dự án', approver_kind: 'SCOPE_POSITION', mode: 'ANY', scope_position: 'DIRECTOR' }],
        }),
      );
  });

  /** What the status endpoint answers `who` moving from `from` to `to`, when `moves` are declared and `writers` write. */
  const expected = (moves: Moves, writers: readonly Who[], from: string, to: string, who: Who): number => {
    if (who === 'outsider') return 404; // reads nothing of the project
    const right = moves[`${from}>${to}`];
    const writes = writers.includes(who);
    if (!right) return writes ? 409 : 403;
    if (right === 'approve') return who === 'director' ? 200 : 403;
    return writes ? 200 : 403;
  };

  /** Walks every pair of statuses on record `id` of `table`, set in place before each try. */
  async function walk(path: string, table: string, id: number, spec: { statuses: string[]; moves: Moves }, writers: readonly Who[]): Promise<void> {
    const seen: string[] = [];
    const want: string[] = [];
    for (const from of spec.statuses)
      for (const to of spec.statuses) {
        if (from === to) continue;
        for (const who of ['viewer', 'outsider', 'accountant', 'qs', 'director'] as const) {
          await q(`UPDATE ${table} SET status = $1 WHERE id = $2`, [from, id]);
          const res = await t.call(tokens[who], 'POST', `${api}/${path}/${id}/status`, { status: to, reason: 'Kiểm tra chuyển trạng thái' });
          seen.push(`${from}>${to} ${who}: ${res.status}`);
          want.push(`${from}>${to} ${who}: ${expected(spec.moves, writers, from, to, who)}`);
          if (res.status === 200) expect((await q<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [id]))[0]?.status).toBe(to);
        }
      }
    expect(seen).toEqual(want);
  }

  it('payments: cancel from draft or rejected by the writers (the accountant too), paid by the director only; nothing else', async () => {
    const id = ok(await t.call(tokens.accountant, 'POST', `${api}/implementation-payment`, { project_id: project, contract_id: contract, title: 'Đợt 1', requested_amount: 1_000_000_000 })).body.data.id;
    await walk('implementation-payment', 'implementation_payment', id, PAYMENT, ['qs', 'accountant', 'director']);
    // A move that needs a reason without one: 400.
    await q(`UPDATE implementation_payment SET status = 'DRAFT' WHERE id = $1`, [id]);
    ok(await t.call(tokens.qs, 'POST', `${api}/implementation-payment/${id}/status`, { status: 'CANCELLED' }), 400);
  });

  it('additional items: cancel from draft or rejected by the writers; the accountant and the observer do nothing', async () => {
    const id = ok(await t.call(tokens.qs, 'POST', `${api}/implementation-additional`, { project_id: project, contract_id: contract, title: 'Bổ sung mái che', lines: [{ item: 'Mái tôn', quantity: 10, unit_price: 450_000 }] })).body.data.id;
    await walk('implementation-additional', 'implementation_additional', id, ADDITIONAL, ['qs', 'director']);
  });

  it('subcontractor budgets: activate, close and cancel by the writers, reopen by the director only', async () => {
    const id = ok(await t.call(tokens.qs, 'POST', `${api}/subcontractor-budget`, { project_id: project, package_name: 'Gói thầu kết cấu thép', budget: 5_000_000_000 })).body.data.id;
    await walk('subcontractor-budget', 'implementation_subcontractor_budget', id, BUDGET, ['qs', 'director']);
  });

  it('cost reviews: invitations and cancel by the writers; approval moves are not the status endpoint\'s', async () => {
    const id = ok(await t.call(tokens.qs, 'POST', `${api}/review-cost`, { project_id: project, title: 'Chọn nhà cung cấp tôn', kind: 'SUPPLIER', items: [{ name: 'Tôn mạ màu 0,45 mm', unit: 'm²', quantity: 1200, budget_price: 165_000 }] })).body.data.id;
    await walk('review-cost', 'implementation_review_cost', id, REVIEW, ['qs', 'director']);
  });

  it('the approval moves: submit from the declared statuses only, by the writers; approve and reject by the project\'s director only', async () => {
    const contractor = await one(`SELECT id FROM contractor WHERE code = 'NT-TT-01'`);
    const make: Record<string, () => Promise<number>> = {
      'implementation-payment': async () => ok(await t.call(tokens.qs, 'POST', `${api}/implementation-payment`, { project_id: project, contract_id: contract, title: 'Đợt', requested_amount: 10_000_000 })).body.data.id,
      'implementation-additional': async () =>
        ok(await t.call(tokens.qs, 'POST', `${api}/implementation-additional`, { project_id: project, contract_id: contract, title: 'Bổ sung', lines: [{ item: 'Sơn chống gỉ', quantity: 5, unit_price: 120_000 }] })).body.data.id,
      'review-cost': async () => {
        const r = ok(await t.call(tokens.qs, 'POST', `${api}/review-cost`, { project_id: project, title: 'Chọn thầu phụ sơn', kind: 'SUBCONTRACTOR', items: [{ name: 'Sơn kết cấu', quantity: 100, budget_price: 90_000 }] })).body.data;
        ok(await t.call(tokens.qs, 'POST', `${api}/review-cost-quotation`, { review_cost_id: r.id, contractor_id: contractor, prices: [{ item_id: r.items[0].id, unit_price: 88_000 }] }));
        return r.id;
      },
    };
    const specs: [string, string, { statuses: string[]; submitFrom: string[] }, Who[]][] = [
      ['implementation-payment', 'implementation_payment', PAYMENT, ['qs', 'accountant']],
      ['implementation-additional', 'implementation_additional', ADDITIONAL, ['qs']],
      ['review-cost', 'implementation_review_cost', REVIEW, ['qs']],
    ];
    for (const [path, table, spec, writers] of specs) {
      // Submit from every status: the writers from the declared ones (409 elsewhere), never the observer or the outsider.
      for (const from of spec.statuses) {
        const id = await make[path]?.();
        await q(`UPDATE ${table} SET status = $1 WHERE id = $2`, [from, id]);
        ok(await t.call(tokens.viewer, 'POST', `${api}/${path}/submit/${id}`, {}), 403);
        ok(await t.call(tokens.outsider, 'POST', `${api}/${path}/submit/${id}`, {}), 404);
        if (!writers.includes('accountant')) ok(await t.call(tokens.accountant, 'POST', `${api}/${path}/submit/${id}`, {}), 403);
        const res = await t.call(tokens[writers[writers.length - 1] as Who], 'POST', `${api}/${path}/submit/${id}`, {});
        expect(`${path} ${from}: ${res.status}`).toBe(`${path} ${from}: ${spec.submitFrom.includes(from) ? 200 : 409}`);
      }
      // Pending: approved by the director only (not the writers, the observer, the outsider); a second one rejected by the director.
      const a = await make[path]?.();
      const b = await make[path]?.();
      if (path === 'review-cost') for (const id of [a, b]) ok(await t.call(tokens.qs, 'POST', `${api}/review-cost/${id}/status`, { status: 'QUOTING' }));
      for (const id of [a, b]) ok(await t.call(tokens.qs, 'POST', `${api}/${path}/submit/${id}`, {}));
      // Members are told they are not the step's approver; the outsider does not learn the record exists.
      for (const who of ['qs', 'accountant', 'viewer'] as const) ok(await t.call(tokens[who], 'POST', `${api}/${path}/approve/${a}`, {}), 403);
      ok(await t.call(tokens.outsider, 'POST', `${api}/${path}/approve/${a}`, {}), 404);
      ok(await t.call(tokens.director, 'POST', `${api}/${path}/approve/${a}`, {}));
      expect((await q<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [a]))[0]?.status).toBe('APPROVED');
      ok(await t.call(tokens.qs, 'POST', `${api}/${path}/reject/${b}`, { comment: 'Không' }), 403);
      ok(await t.call(tokens.director, 'POST', `${api}/${path}/reject/${b}`, { comment: 'Bổ sung hồ sơ' }));
      expect((await q<{ status: string }>(`SELECT status FROM ${table} WHERE id = $1`, [b]))[0]?.status).toBe('REJECTED');
      // Decided: neither approved nor rejected again.
      expect((await t.call(tokens.director, 'POST', `${api}/${path}/approve/${a}`, {})).status).toBeGreaterThanOrEqual(400);
    }
  });
});
