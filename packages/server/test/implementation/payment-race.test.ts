/**
 * The ceiling of a contract under concurrency (issue 41; ADR 0023): 50 payment requests at once on one
 * contract, more than its value plus its approved additional items can hold, let through exactly the
 * ones that fit; the rest are refused with what is left, and the sum never passes the ceiling. A
 * contract's value is never lowered below what its payments request, also when the lowering races
 * payments (both take the contract's row lock).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../harness.js';
import { projectKit } from './kit.js';

describe.each(DB_KINDS)('payments never overrun a contract on %s', (kind) => {
  const t = useTestApp(kind);
  const { q, ok } = projectKit(t);
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

  const sign = async (code: string, value: number) => {
    const id = ok(
      await t.call(admin, 'POST', '/api/v1/implementation-contract', { project_id: project, code, name: `Hợp đồng ${code}`, contractor_id: (await q<{ id: string }>(`SELECT id FROM contractor WHERE code = 'NT-TRAN-01'`))[0]?.id, value, signed_date: '2026-01-10' }),
    ).body.data.id as number;
    ok(await t.call(admin, 'POST', `/api/v1/implementation-contract/${id}/status`, { status: 'ACTIVE' }));
    return id;
  };
  const pay = (contractId: number, amount: number, title = 'Đợt') =>
    t.call(admin, 'POST', '/api/v1/implementation-payment', { project_id: project, contract_id: contractId, title, requested_amount: amount });

  it('a contract value lowered below what its payments request is refused (409, in the caller\'s language)', async () => {
    const id = await sign('HD-TRAN-02', 500_000_000);
    ok(await pay(id, 200_000_000));
    const low = await t.call(admin, 'PUT', `/api/v1/implementation-contract/${id}`, { value: 150_000_000 });
    ok(low, 409);
    expect(low.body.message).toContain('200.000.000');
    expect((await t.call(admin, 'PUT', `/api/v1/implementation-contract/${id}`, { value: 150_000_000 }, { 'accept-language': 'en' })).body.message).toContain('cannot be lowered');
    // Down to exactly what is requested: allowed; then nothing is left to pay.
    ok(await t.call(admin, 'PUT', `/api/v1/implementation-contract/${id}`, { value: 200_000_000 }));
    ok(await pay(id, 1), 409);
    // Raising it is always allowed; a cancelled payment no longer holds its share.
    ok(await t.call(admin, 'PUT', `/api/v1/implementation-contract/${id}`, { value: 260_000_000 }));
    const p = ok(await pay(id, 60_000_000)).body.data.id as number;
    ok(await t.call(admin, 'PUT', `/api/v1/implementation-payment/${p}/status`, { status: 'CANCELLED', reason: 'Gộp đợt' }));
    ok(await t.call(admin, 'PUT', `/api/v1/implementation-contract/${id}`, { value: 200_000_000 }));
  });

  it('a lowering racing 20 payments: whichever order the lock gives, the requests never pass the value', async () => {
    const id = await sign('HD-TRAN-03', 600_000_000);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => pay(id, 25_000_000, `Đợt ${i + 1}`)),
      t.call(admin, 'PUT', `/api/v1/implementation-contract/${id}`, { value: 300_000_000 }),
    ]);
    const lowering = results[20];
    expect([200, 409]).toContain(lowering?.status);
    const paid = results.slice(0, 20);
    expect(paid.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const [f] = await q<{ value: string; used: string }>(
      `SELECT c.value::text AS value, coalesce((SELECT sum(requested_amount) FROM implementation_payment WHERE contract_id = c.id), 0)::text AS used FROM implementation_contract c WHERE c.id = $1`,
      [id],
    );
    expect(Number(f?.used)).toBe(paid.filter((r) => r.status === 200).length * 25_000_000);
    expect(Number(f?.used)).toBeLessThanOrEqual(Number(f?.value));
    // Lowered: 12 requests at most fit under 300,000,000 đ; refused: all 20 went through under 600,000,000 đ.
    if (lowering?.status === 200) expect(paid.filter((r) => r.status === 200).length).toBeLessThanOrEqual(12);
    else expect(paid.filter((r) => r.status === 200)).toHaveLength(20);
  });
});
