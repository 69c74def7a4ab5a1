/**
 * Project implementation, the money (issue 41; ADR 0023): what the declarations of
 * resources/implementation/payment.ts and additional.ts cannot say.
 *
 * - A payment or an additional item names a contract of its own project.
 * - Payments are requested on a contract in force (or closed out, for the final account); the
 *   retention defaults to the contract's rate, the advance recovery to nothing; the deductions never
 *   exceed the request.
 * - **The ceiling**: the payments of a contract that take their share (not rejected or cancelled)
 *   never add up to more than its value plus its approved additional items. The database holds it
 *   (ADR 0025; migration 20261128T140003): every write that adds to them (a new payment, a larger
 *   amount, another contract, a rejected or cancelled one counting again) queues a deferred
 *   constraint trigger that, at COMMIT, locks the contract row, sums its payments after that lock
 *   and refuses the commit when they pass the ceiling. Of concurrent requests each sees the ones
 *   committed before it, so exactly those that fit go through; the others get a 409 saying what is
 *   left (`onCheckViolation` below). The lock is held for the commit alone, not across the server's
 *   round trips. A write that cannot fit even by what is committed is refused at once, before
 *   anything is written (`refuseUnfit` for a new one, `paymentRules` and `resubmitFits` otherwise).
 * - A contract's value is never lowered below what its counting payments request (less its approved
 *   additional items): the change locks the contract row first, as a payment does, so a payment and
 *   a lowering racing each other are taken one after the other (409 `implementation.valueBelowRequested`).
 * - The site's confirmation (`POST`/`PUT /implementation-payment/{id}/confirmation`): the confirmed
 *   amount (at most the request), the note, who and when.
 */
import {
  implementationAdditional,
  implementationAdditionalLine,
  implementationContract,
  implementationPayment,
  PAYMENT_COUNTING,
  type Row,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { AppError, badRequest, notFound, onCheckViolation } from '../../engine/errors.js';
import { type ActionRun, type AfterTransitionHook, type BeforeChangeHook, defineModule, type ModuleDecl, type PrepareHook } from '../../engine/module.js';
import { ownerWritable } from './parent-write.js';

const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));
const COUNTING: readonly string[] = PAYMENT_COUNTING;
// One formatter for the module (making one costs about a millisecond: every refusal did).
const VND = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const vnd = (v: unknown) => VND.format(Number(v));

/** The contract row, locked for the rest of the transaction when asked (a lowered value). */
async function contractOf(tx: Drizzle, id: number, isForUpdate: boolean): Promise<Row | null> {
  const t = tableFor(implementationContract);
  const q = tx
    .select()
    .from(t)
    .where(eq(c(t, 'id'), id))
    .limit(1);
  const [row] = (await (isForUpdate ? q.for('update') : q)) as Row[];
  return row && row.state === 'ACTIVE' ? row : null;
}

/** A contract of the record's own project (same check for payments and additional items). */
function sameProject(contract: Row | null, projectId: unknown): asserts contract is Row {
  if (!contract) throw badRequest([{ field: 'contract_id', key: 'error.notFound' }]);
  if (String(contract.project_id) !== String(projectId))
    throw new AppError(400, 'implementation.contractOtherProject', {}, [{ field: 'contract_id', key: 'implementation.contractOtherProject' }]);
}

type Ceiling = { ceiling: string; used: string; fits: boolean; project_id: string; status: string; state: string; retention_percent: string | null };

/** The contract's ceiling and what its counting payments add up to besides `except` plus `adding`, compared exactly in the database (numeric, whole đồng). */
async function ceilingOf(tx: Drizzle, contractId: number, except: number | null, adding: unknown): Promise<Ceiling | undefined> {
  const [f] = rowsOf<Ceiling>(
    await tx.execute(sql`
      SELECT ceiling::text, used::text, used + ${String(adding ?? 0)}::numeric <= ceiling AS fits, project_id::text, status, state, retention_percent::text FROM (
        SELECT c.project_id, c.status, c.state, c.retention_percent,
               c.value + coalesce((SELECT sum(a.total) FROM implementation_additional a WHERE a.contract_id = c.id AND a.status = 'APPROVED' AND a.state = 'ACTIVE'), 0) AS ceiling,
               coalesce((SELECT sum(p.requested_amount) FROM implementation_payment p
                          WHERE p.contract_id = c.id AND p.state = 'ACTIVE' AND p.status IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID') AND p.id <> ${except ?? 0}), 0) AS used
        FROM implementation_contract c WHERE c.id = ${contractId}) x`),
  );
  return f;
}

/** The 409 of a payment over its contract's ceiling, saying what is left (`used`: what the others request). */
function overCeilingError(ceiling: string, used: string): AppError {
  const params = { remaining: vnd(Math.max(0, Number(ceiling) - Number(used))), ceiling: vnd(ceiling) };
  return new AppError(
    409,
    'implementation.overCeiling',
    params,
    [{ field: 'requested_amount', key: 'implementation.overCeiling', params }],
    implementationPayment,
  );
}

function overCeiling(f: Ceiling): never {
  throw overCeilingError(f.ceiling, f.used);
}

/** The early refusal, without a lock (the deferred trigger decides at commit): over the ceiling by what is committed already. */
async function checkCeiling(tx: Drizzle, contractId: number, except: number | null, adding: unknown): Promise<void> {
  const f = await ceilingOf(tx, contractId, except, adding);
  if (!f) throw notFound();
  if (!f.fits) overCeiling(f);
}

// The trigger's refusal at commit: its DETAIL is the ceiling and what the contract's other payments request.
onCheckViolation('implementation_payment_ceiling', (detail) => {
  const [ceiling = '0', used = '0'] = detail.split(' ');
  return overCeilingError(ceiling, used);
});

/** Where the contract a new payment's early check read is kept for `paymentRules` (the write's memo), so it is not read twice. */
const READ_EARLY = 'implementation.paymentContract';

const paymentRules: BeforeChangeHook = async ({ tx, mode, data, existing, memo }) => {
  const m: Row = { ...(existing ?? {}), ...data };
  const isContractChanged = mode === 'create' || String(existing?.contract_id) !== String(m.contract_id);
  const isProjectChanged = mode === 'create' || String(existing?.project_id) !== String(m.project_id);
  const isAmountChanged = mode === 'create' || String(existing?.requested_amount) !== String(m.requested_amount);
  // A change that may add to what is requested is checked early (a new payment: in `refuseUnfit`); the trigger decides at commit.
  const needsCheck = mode === 'update' && COUNTING.includes(String(m.status ?? 'DRAFT')) && (isContractChanged || isAmountChanged);
  const early = memo?.get(READ_EARLY) as Row | undefined;
  const contract = mode === 'create' && early && String(early.id) === String(m.contract_id) ? early : await contractOf(tx, Number(m.contract_id), false);
  if (isContractChanged || isProjectChanged) sameProject(contract, m.project_id);
  if (!contract) throw notFound();
  if (isContractChanged && !['ACTIVE', 'COMPLETED'].includes(String(contract.status)))
    throw new AppError(409, 'implementation.contractNotActive', {}, [{ field: 'contract_id', key: 'implementation.contractNotActive' }], implementationPayment);
  const extra: Row = {};
  if (m.retention_amount === null || m.retention_amount === undefined) {
    // The contract's rate, rounded to whole đồng in the database's way (half away from zero).
    extra.retention_amount = Math.round((Number(m.requested_amount) * Number(contract.retention_percent ?? 0)) / 100);
  }
  if (m.advance_recovery === null || m.advance_recovery === undefined) extra.advance_recovery = 0;
  const deductions = Number(extra.retention_amount ?? m.retention_amount) + Number(extra.advance_recovery ?? m.advance_recovery);
  if (deductions > Number(m.requested_amount))
    throw badRequest([{ field: 'retention_amount', key: 'implementation.deductionsOverRequest' }], implementationPayment);
  if (needsCheck) await checkCeiling(tx, Number(m.contract_id), existing ? Number(existing.id) : null, m.requested_amount);
  return extra;
};

/**
 * A new payment that cannot fit even by what is committed is refused at once, before anything else
 * is done, without a lock (a legitimate serial order: it comes before whatever is being requested at
 * the same time). Of many requests at once on one contract, those that no longer fit do not queue
 * on the code counter or the contract's lock at commit. Only a plausible request is checked here (a
 * contract in force of the payload's project, a positive amount); the deferred trigger meets the
 * ceiling again at commit, with the contract locked.
 */
const refuseUnfit: PrepareHook = async ({ tx, input, mode, memo, onSettled }) => {
  if (mode !== 'create') return { input };
  const contractId = Number(input.contract_id);
  const amount = input.requested_amount;
  const isAmount =
    (typeof amount === 'number' && Number.isFinite(amount) && amount > 0) ||
    (typeof amount === 'string' && /^\d{1,18}(\.\d+)?$/.test(amount) && Number(amount) > 0);
  if (!Number.isSafeInteger(contractId) || contractId <= 0 || !isAmount || !COUNTING.includes(String(input.status ?? 'DRAFT'))) return { input };
  for (let waited = 0; ; waited++) {
    const f = await sharedCeiling(tx, contractId, amount);
    if (f?.state === 'ACTIVE')
      memo?.set(READ_EARLY, { id: contractId, project_id: f.project_id, status: f.status, state: f.state, retention_percent: f.retention_percent });
    const isPlausible = !!f && String(f.project_id) === String(input.project_id) && f.state === 'ACTIVE' && ['ACTIVE', 'COMPLETED'].includes(f.status);
    if (!f || !isPlausible) return { input };
    if (!f.fits) overCeiling(f);
    if (!onSettled || waited >= ADMISSION_ROUNDS || (await admitted(contractId, f, amount, onSettled))) return { input };
  }
};

/** An amount as an exact integer of millionths of a đồng (numeric text or a safe number); null when it is not one. */
function exact(v: unknown): bigint | null {
  const m = /^(\d{1,24})(?:\.(\d{1,6}))?$/.exec(typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v : '');
  return m ? BigInt(m[1] as string) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0')) : null;
}

/**
 * The contract's ceiling for a new payment of `amount`, read once for the requests that ask for it
 * before the read is sent (they queue within one turn of the event loop, as a loader batches): the
 * read starts after each of them arrived, so what it says is true during each one's request. Each
 * compares its own amount; one that is not an exact amount reads on its own.
 */
function sharedCeiling(db: Drizzle, contractId: number, amount: unknown): Promise<Ceiling | undefined> {
  const adding = exact(amount);
  if (adding === null) return ceilingOf(db, contractId, null, amount);
  const reads = readsBefore.get(db) ?? new Map<number, Promise<Ceiling | undefined>>();
  readsBefore.set(db, reads);
  let read = reads.get(contractId);
  if (!read) {
    read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      reads.delete(contractId);
      return ceilingOf(db, contractId, null, 0);
    });
    reads.set(contractId, read);
  }
  return read.then((f) => {
    const [ceiling, used] = f ? [exact(f.ceiling), exact(f.used)] : [null, null];
    if (!f || ceiling === null || used === null) return f && ceilingOf(db, contractId, null, amount);
    return { ...f, fits: used + adding <= ceiling };
  });
}
/** The ceiling reads not sent yet, by database and contract (`sharedCeiling`). */
const readsBefore = new WeakMap<Drizzle, Map<number, Promise<Ceiling | undefined>>>();

/**
 * Admission per contract, in this process: what the creates in flight on each contract request
 * (`exact`), and who waits for one of them to end. A new payment that fits by what is committed
 * but not with what is in flight too waits until none is in flight any more (or `ADMISSION_WAIT_MS`),
 * then reads the committed sums again: of many requests at once, those that can no longer fit are
 * refused by that read instead of being written and refused at commit (a whole create's work). It
 * orders nothing the database does not: the deferred trigger still decides at commit, across
 * instances too.
 */
const inFlight = new Map<number, { sum: bigint; waiters: (() => void)[] }>();
const ADMISSION_ROUNDS = 20;
const ADMISSION_WAIT_MS = 10_000;

/** True when the payment is admitted (counted in flight until its transaction ends); false after waiting for the ones in flight to end. */
async function admitted(contractId: number, f: Ceiling, amount: unknown, onSettled: (fn: () => void) => void): Promise<boolean> {
  const [ceiling, used, adding] = [exact(f.ceiling), exact(f.used), exact(amount)];
  if (ceiling === null || used === null || adding === null) return true;
  const flight = inFlight.get(contractId) ?? { sum: 0n, waiters: [] };
  if (flight.sum === 0n || used + flight.sum + adding <= ceiling) {
    flight.sum += adding;
    inFlight.set(contractId, flight);
    onSettled(() => {
      flight.sum -= adding;
      if (flight.sum > 0n) return;
      // None in flight any more: every waiter reads the committed sums again.
      inFlight.delete(contractId);
      for (const wake of flight.waiters.splice(0)) wake();
    });
    return true;
  }
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      const i = flight.waiters.indexOf(wake);
      if (i >= 0) flight.waiters.splice(i, 1);
      resolve();
    }, ADMISSION_WAIT_MS);
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    flight.waiters.push(wake);
  });
  return false;
}

/** A rejected payment resubmitted takes its share again: refused early like a new one (the trigger decides at commit). */
const resubmitFits: AfterTransitionHook = async ({ tx, row, from, to }) => {
  if (COUNTING.includes(from) || !COUNTING.includes(to)) return;
  await checkCeiling(tx, Number(row.contract_id), Number(row.id), row.requested_amount);
};

const confirmation: ActionRun = async ({ ctx, tx, record, body }) => {
  if (!record) throw notFound();
  if (Number(body.confirmed_amount) > Number(record.requested_amount)) {
    const params = { requested: vnd(record.requested_amount) };
    throw badRequest([{ field: 'confirmed_amount', key: 'implementation.confirmedOverRequest', params }], implementationPayment);
  }
  const t = tableFor(implementationPayment);
  const today = ctx.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  const set = {
    confirmed_amount: body.confirmed_amount,
    confirmation_note: typeof body.confirmation_note === 'string' ? body.confirmation_note : null,
    confirmed_date: today,
    confirmed_by: ctx.user?.id ?? null,
    updated_date: ctx.now(),
    updated_by: ctx.user?.id ?? null,
  };
  await tx
    .update(t)
    .set(set)
    .where(eq(c(t, 'id'), Number(record.id)));
  return { ...record, ...set };
};

const additionalRules: BeforeChangeHook = async ({ tx, mode, data, existing }) => {
  const m: Row = { ...(existing ?? {}), ...data };
  if (mode === 'create' || String(existing?.contract_id) !== String(m.contract_id) || String(existing?.project_id) !== String(m.project_id))
    sameProject(await contractOf(tx, Number(m.contract_id), false), m.project_id);
  return undefined;
};

/** A lowered contract value still covers what its payments request (under the payments' lock). */
const contractValue: BeforeChangeHook = async ({ tx, mode, data, existing }) => {
  if (mode !== 'update' || !existing || data.value === undefined || data.value === null) return undefined;
  if (String(data.value) === String(existing.value)) return undefined;
  await contractOf(tx, Number(existing.id), true);
  const [f] = rowsOf<{ used: string; ceiling: string; fits: boolean }>(
    await tx.execute(sql`
      SELECT used::text, ceiling::text, used <= ceiling AS fits FROM (
        SELECT ${String(data.value)}::numeric + coalesce((SELECT sum(a.total) FROM implementation_additional a WHERE a.contract_id = ${Number(existing.id)} AND a.status = 'APPROVED' AND a.state = 'ACTIVE'), 0) AS ceiling,
               coalesce((SELECT sum(p.requested_amount) FROM implementation_payment p
                          WHERE p.contract_id = ${Number(existing.id)} AND p.state = 'ACTIVE' AND p.status IN ('DRAFT', 'PENDING', 'APPROVED', 'PAID')), 0) AS used) x`),
  );
  if (f && !f.fits) {
    const params = { requested: vnd(f.used), ceiling: vnd(f.ceiling) };
    throw new AppError(
      409,
      'implementation.valueBelowRequested',
      params,
      [{ field: 'value', key: 'implementation.valueBelowRequested', params }],
      implementationContract,
    );
  }
  return undefined;
};

const lineOwner = ownerWritable({ resource: implementationAdditional, field: 'additional_id' });

export const implementationMoneyModules: readonly ModuleDecl[] = [
  defineModule({
    resource: implementationPayment,
    hooks: { prepare: [refuseUnfit], beforeChange: [paymentRules], afterTransition: [resubmitFits] },
    actions: { confirmation },
  }),
  defineModule({ resource: implementationAdditional, hooks: { beforeChange: [additionalRules] } }),
  defineModule({ resource: implementationContract, hooks: { beforeChange: [contractValue] } }),
  defineModule({ resource: implementationAdditionalLine, hooks: { beforeChange: [lineOwner.beforeChange], beforeDelete: [lineOwner.beforeDelete] } }),
];
