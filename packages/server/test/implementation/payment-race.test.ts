/**
 * The ceiling of a contract under concurrency (issue 41; ADR 0023): 50 payment requests at once on one
 * contract, more than its value plus its approved additional items can hold, let through exactly the
 * ones that fit; the rest are refused with what is left, and the sum never passes the ceiling.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../harness.js';

describe.each(DB_KINDS)('payments never overrun a contract on %s', (kind) => {
  const t = useTestApp(kind);
  const q = async <T>(sql: string, params: unknown[] = []) => t.database.query<T & Record<string, unknown>>(sql, params);
  const ok = <T extends { status: number; body: unknown }>(res: T, status = 200): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res;
  };
  let admin = '';
  let project = 0;
  let contract = 0;

  beforeAll(async () => {
    admin = await t.login('admin');
    const unit = Number((await q<{ id: string }>(`SELECT id FROM organization WHERE code = 'THACO-AUTO'`))[0]?.id);
    project = ok(await t.call(admin, 'POST', '/api/v1/implementation-project', { name: 'Dự án kiểm thử trần thanh toán', unit_id: unit })).body.data.id;
    const contractor = ok(await t.call(admin, 'POST', '/api/v1/contractor', { code: 'NT-TRAN-01', name: 'Công ty TNHH Xây dựng Trần', tax_code: '0319876543', kind: 'CONTRACTOR' })).body.data.id;
    contract = ok(
      await t.call(admin, 'POST', '/api/v1/implementation-contract', { project_id: project, code: 'HD-TRAN-01', name: 'Thi công móng', contractor_id: contractor, value: 1_000_000_000, signed_date: '2026-01-10', retention_percent: 5 }),
    ).body.data.id;
    ok(await t.call(admin, 'POST', `/api/v1/implementation-contract/${contract}/status`, { status: 'ACTIVE' }));
  });

  it('50 requests of 30,000,000 đ at once on a 1,000,000,000 đ contract: 33 go through, 17 are refused', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(admin, 'POST', '/api/v1/implementation-payment', { project_id: project, contract_id: contract, title: `Đợt ${i + 1}`, requested_amount: 30_000_000 }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(33);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    const refused = results.find((r) => r.status === 409);
    expect(refused?.body.message).toContain('10.000.000');
    const [sum] = await q<{ total: string; n: string }>('SELECT sum(requested_amount)::text AS total, count(*)::text AS n FROM implementation_payment WHERE contract_id = $1', [contract]);
    expect(sum).toEqual({ total: '990000000', n: '33' });
    // The contract says what is left: its value less what is requested.
    const c = ok(await t.call(admin, 'GET', `/api/v1/implementation-contract/${contract}`)).body.data;
    expect([Number(c.ceiling), Number(c.requested_total), Number(c.remaining)]).toEqual([1_000_000_000, 990_000_000, 10_000_000]);
    // The last 10,000,000 đ fit exactly; one đồng more does not.
    ok(await t.call(admin, 'POST', '/api/v1/implementation-payment', { project_id: project, contract_id: contract, title: 'Một đồng quá', requested_amount: 10_000_001 }), 409);
    ok(await t.call(admin, 'POST', '/api/v1/implementation-payment', { project_id: project, contract_id: contract, title: 'Vừa đủ', requested_amount: 10_000_000 }));
  });
});
