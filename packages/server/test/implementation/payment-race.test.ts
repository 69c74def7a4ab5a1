/**
 * The ceiling of a contract under concurrency (issue 41; ADR 0023): 50 payment requests at once on one
 * contract, more than its value plus its approved additional items can hold, let through exactly the
 * ones that fit; the rest are refused with what is left, and the sum never passes the ceiling. A
 * contract's value is never lowered below what its payments request, also when the lowering races
 * payments (both take the contract's row lock).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../harness.js';
import { checkViolationError } from '../../src/engine/errors.js';
import '../../src/modules/implementation/payment.js';
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
    const nextId = async () => Number((await q<{ n: string }>(`SELECT nextval(pg_get_serial_sequence('implementation_payment', 'id'))::text AS n`))[0]?.n);
    const idBefore = await nextId();
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
    // Admitted in this process (payment.ts `admitted`): the 17 were refused by a read once the 33 in
    // flight had ended, none was written and refused at commit (no id was taken and rolled back).
    expect((await nextId()) - idBefore - 1).toBe(33);
    // Numbered at commit (ADR 0026): 33 distinct codes, one after the other (a request refused at
    // commit gave its number back), each in the created record's log.
    const codes = results.filter((r) => r.status === 200).map((r) => String(r.body.data.code));
    const numbers = codes.map((c) => Number(/^TT-\d{4}-(\d{4,})$/.exec(c)?.[1])).sort((a, b) => a - b);
    expect(numbers.every((n, i) => n === (numbers[0] ?? 0) + i)).toBe(true);
    const stored = await q<{ code: string }>('SELECT code FROM implementation_payment WHERE contract_id = $1', [contract]);
    expect(stored.map((r) => r.code).sort()).toEqual([...codes].sort());
    const first = results.find((r) => r.status === 200)?.body.data;
    const [log] = await q<{ code: string }>(`SELECT updated_data->>'code' AS code FROM activity_log WHERE table_name = 'implementation_payment' AND action = 'create' AND record_id = $1`, [first.id]);
    expect(log?.code).toBe(first.code);
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

  it('a typed code is kept and the numbering skips the number it holds; a payment refused at commit gives its number back', async () => {
    const id = await sign('HD-TRAN-04', 100_000_000);
    const a = ok(await pay(id, 10_000_000, 'Đợt số')).body.data;
    const [, year, n] = /^TT-(\d{4})-(\d{4,})$/.exec(String(a.code)) ?? [];
    const next = (k: number) => `TT-${year}-${String(Number(n) + k).padStart(4, '0')}`;
    const typed = ok(await t.call(admin, 'POST', '/api/v1/implementation-payment', { project_id: project, contract_id: id, title: 'Số gõ tay', code: next(1), requested_amount: 1_000_000 })).body.data;
    expect(typed.code).toBe(next(1));
    expect(ok(await pay(id, 1_000_000)).body.data.code).toBe(next(2));
    // Over the ceiling: refused (409), its number is the next create's.
    ok(await pay(id, 88_000_001), 409);
    expect(ok(await pay(id, 1_000_000)).body.data.code).toBe(next(3));
    // A shape's first create (no counter row yet) follows the highest code of that shape stored, in
    // any case of letters; a code of another shape or with more than digits between does not count.
    const far = `TT-${year}-${String(Number(n) + 500).padStart(4, '0')}`;
    await t.database.exec(`UPDATE implementation_payment SET code = lower('${far}') WHERE id = ${typed.id}`);
    await t.database.exec(`INSERT INTO implementation_payment (project_id, contract_id, code, title, requested_amount, status) VALUES (${project}, ${id}, 'TT-${year}-99999X', 'Khác dạng', 1, 'REJECTED')`);
    await t.database.exec(`DELETE FROM code_counter WHERE resource = 'implementation_payment'`);
    const first = ok(await pay(id, 1_000_000)).body.data;
    expect(first.code).toBe(`TT-${year}-${String(Number(n) + 501).padStart(4, '0')}`);
    const [log] = await q<{ code: string }>(`SELECT updated_data->>'code' AS code FROM activity_log WHERE table_name = 'implementation_payment' AND action = 'create' AND record_id = $1`, [first.id]);
    expect(log?.code).toBe(first.code);
  });

  it('the database holds the ceiling at commit, whatever the write (insert, amount, status, state, contract)', async () => {
    const id = await sign('HD-TRAN-05', 100_000_000);
    const small = await sign('HD-TRAN-06', 10_000_000);
    const p1 = ok(await pay(id, 60_000_000)).body.data.id as number;
    // A transaction of raw SQL, past every check of the server: its commit is refused or not.
    const commit = async (sql: string): Promise<{ code?: string; constraint?: string; detail?: string } | null> => {
      try {
        await t.database.exec(`BEGIN; ${sql}; COMMIT;`);
        return null;
      } catch (e) {
        await t.database.exec('ROLLBACK').catch(() => undefined);
        return e as { code?: string; constraint?: string; detail?: string };
      }
    };
    const insert = (amount: number, status = 'DRAFT', contractId = id) =>
      `INSERT INTO implementation_payment (project_id, contract_id, title, requested_amount, status) VALUES (${project}, ${contractId}, 'SQL', ${amount}, '${status}')`;
    const lastId = async () => Number((await q<{ id: string }>('SELECT max(id) AS id FROM implementation_payment'))[0]?.id);
    const used = async (c = id) => Number((await q<{ n: string }>(`SELECT coalesce(sum(requested_amount), 0) AS n FROM implementation_payment WHERE contract_id = $1 AND state = 'ACTIVE' AND status IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID')`, [c]))[0]?.n);

    // A new payment: over by 10,000,000 đ is refused with the ceiling and what the others request.
    expect(await commit(insert(50_000_000))).toMatchObject({ code: '23514', constraint: 'implementation_payment_ceiling', detail: '100000000 60000000' });
    expect(await commit(insert(40_000_000))).toBeNull();
    const p2 = await lastId();
    // One that does not count (rejected) is not checked; counting again, it is.
    expect(await commit(insert(10_000_000, 'REJECTED'))).toBeNull();
    const p3 = await lastId();
    expect(await commit(`UPDATE implementation_payment SET status = 'PENDING' WHERE id = ${p3}`)).toMatchObject({ code: '23514' });
    // A larger amount is checked, a smaller one is not; then the rejected one fits, exactly.
    expect(await commit(`UPDATE implementation_payment SET requested_amount = 60000001 WHERE id = ${p1}`)).toMatchObject({ code: '23514' });
    expect(await commit(`UPDATE implementation_payment SET requested_amount = 59000000 WHERE id = ${p1}`)).toBeNull();
    expect(await commit(`UPDATE implementation_payment SET requested_amount = 1000000, status = 'DRAFT' WHERE id = ${p3}`)).toBeNull();
    expect(await used()).toBe(100_000_000);
    // Deleted (soft), its share is free; restored, it counts again, checked like a new one.
    expect(await commit(`UPDATE implementation_payment SET state = 'INACTIVE' WHERE id = ${p1}`)).toBeNull();
    expect(await commit(insert(1_000_000))).toBeNull();
    const p4 = await lastId();
    expect(await commit(`UPDATE implementation_payment SET state = 'ACTIVE' WHERE id = ${p1}`)).toMatchObject({ code: '23514', detail: '100000000 42000000' });
    expect(await commit(`DELETE FROM implementation_payment WHERE id = ${p4}`)).toBeNull();
    expect(await commit(`UPDATE implementation_payment SET state = 'ACTIVE' WHERE id = ${p1}`)).toBeNull();
    // Moved to another contract: checked against that one's ceiling.
    expect(await commit(`UPDATE implementation_payment SET contract_id = ${small} WHERE id = ${p2}`)).toMatchObject({ code: '23514', detail: '10000000 0' });
    // Approved, then paid, on a full contract: no new share, no refusal.
    expect(await commit(`UPDATE implementation_payment SET status = 'APPROVED' WHERE id = ${p2}`)).toBeNull();
    expect(await commit(`UPDATE implementation_payment SET status = 'PAID' WHERE id = ${p2}`)).toBeNull();
    // Checked as the rows are at commit: over, then back under in the same transaction, is fine.
    expect(await commit(`${insert(5_000_000)}; UPDATE implementation_payment SET status = 'CANCELLED' WHERE id = (SELECT max(id) FROM implementation_payment)`)).toBeNull();
    // Cancelled, a payment frees its share for a new one.
    expect(await commit(`UPDATE implementation_payment SET status = 'CANCELLED' WHERE id = ${p3}`)).toBeNull();
    expect(await commit(insert(1_000_000))).toBeNull();
    expect([await used(), await used(small)]).toEqual([100_000_000, 0]);
  });

  it('a refusal at commit answers as the early check does (409 with what is left), also in a bulk create, naming the row', async () => {
    const err = checkViolationError({ code: '23514', constraint: 'implementation_payment_ceiling', detail: '100000000 60000000' });
    expect([err?.status, err?.key, err?.params]).toEqual([409, 'implementation.overCeiling', { remaining: '40.000.000', ceiling: '100.000.000' }]);
    expect(checkViolationError({ code: '23514', constraint: 'some_other_check', detail: '' })).toBeNull();
    const id = await sign('HD-TRAN-07', 50_000_000);
    const items = [20_000_000, 20_000_000, 20_000_000].map((requested_amount, i) => ({ project_id: project, contract_id: id, title: `Đợt ${i + 1}`, requested_amount }));
    const bulk = await t.call(admin, 'POST', '/api/v1/implementation-payment/bulk', { items });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(400);
    expect(JSON.stringify(bulk.body)).toContain('items[2].requested_amount');
    expect((await q('SELECT 1 FROM implementation_payment WHERE contract_id = $1', [id])).length).toBe(0);
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
