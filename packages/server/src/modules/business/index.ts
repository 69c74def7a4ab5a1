/**
 * Business and projects (issue 39, ADR 0020): what the declarations (domain resources/business)
 * cannot say.
 *
 * - Feasibility studies: NPV, IRR and payback are computed by the domain's `feasibilityFigures`
 *   (finance.ts) from the study's cash-flow lines and discount rate, and stored with the study after
 *   every write of the study (its lines come with it) or of one of its lines through the lines'
 *   own routes, in the write's transaction; the record returned by the write carries them.
 * - Bids: opened no earlier than the submission deadline (the move is refused, 409); `award` marks
 *   one received bid of the package awarded (a unique partial index keeps it to one, whatever
 *   writes it), records the winner and price, and moves the package to AWARDED as the system;
 *   `GET /bid/{id}/comparison` sets the received bids side by side (lowest price, best score).
 * - Contractor evaluations: an active criteria set's weights add up to 100 after every write of the
 *   set or of one of its criteria (400; a set being drafted is saved inactive); its weighted total
 *   and grade are computed by the domain's `evaluationResult` and stored with it.
 */
import {
  bid,
  bidSubmission,
  businessFeasibility,
  businessFeasibilityLine,
  type CashFlowLine,
  contractorEvaluation,
  contractorEvaluationGroup,
  contractorEvaluationItem,
  contractorEvaluationScore,
  evaluationResult,
  feasibilityFigures,
  type Row,
  weightsComplete,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Drizzle } from '../../db/client.js';
import { authorize } from '../../engine/context.js';
import { AppError, badRequest, notFound } from '../../engine/errors.js';
import { defineModule, type ModuleDecl } from '../../engine/module.js';
import { changeStatus, findRow } from '../../engine/service.js';
import { parseId } from '../../http/kit.js';

const rowsOf = (res: unknown): Row[] => (Array.isArray(res) ? (res as Row[]) : (((res as { rows?: Row[] }).rows ?? []) as Row[]));

/** Recomputes and stores a study's figures from its lines as they now stand; returns them. */
export async function storeFeasibilityFigures(tx: Drizzle, id: number): Promise<Row> {
  const head = rowsOf(await tx.execute(sql`SELECT discount_rate FROM business_feasibility WHERE id = ${id}`))[0];
  if (!head) return {};
  const lines = rowsOf(
    await tx.execute(sql`SELECT year, investment, revenue, operating_cost FROM business_feasibility_line WHERE feasibility_id = ${id} AND state = 'ACTIVE'`),
  ) as unknown as CashFlowLine[];
  const f = feasibilityFigures(lines, Number(head.discount_rate));
  await tx.execute(sql`UPDATE business_feasibility SET npv = ${f.npv}, irr = ${f.irr}, payback_years = ${f.payback_years} WHERE id = ${id}`);
  return { npv: f.npv, irr: f.irr, payback_years: f.payback_years };
}

const feasibilityModule = defineModule({
  resource: businessFeasibility,
  hooks: {
    afterChange: [
      async ({ tx, mode, row }) => {
        if (mode === 'delete') return;
        Object.assign(row, await storeFeasibilityFigures(tx, Number(row.id)));
      },
    ],
  },
});

const feasibilityLineModule = defineModule({
  resource: businessFeasibilityLine,
  hooks: {
    afterChange: [
      async ({ tx, row, existing }) => {
        // A line written on its own (not with its study): the study's figures follow; a line moved follows both.
        const ids = new Set([Number(row.feasibility_id), Number(existing?.feasibility_id ?? row.feasibility_id)]);
        for (const id of ids) await storeFeasibilityFigures(tx, id);
      },
    ],
  },
});

// ---------------------------------------------------------------------------------------------
// Bids

/** The contractors of `ids` that are blacklisted, with their names. */
async function blacklisted(tx: Drizzle, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf(await tx.execute(sql`SELECT id, name FROM contractor WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND is_blacklisted`));
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}

/**
 * A received bid is refused from a blacklisted contractor when it is entered or moved to that
 * contractor (a bid on file before the blacklisting stays, marked in the comparison).
 * `lines`: the payload's received bids with where they sit in it (`field` names the issue).
 */
async function refuseBlacklisted(tx: Drizzle, lines: readonly { field: string; id: number | null; contractorId: number }[]): Promise<void> {
  const ids = lines.filter((l) => l.id !== null).map((l) => l.id as number);
  const before = ids.length
    ? new Map(
        rowsOf(await tx.execute(sql`SELECT id, contractor_id FROM bid_submission WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)).map((r) => [
          Number(r.id),
          Number(r.contractor_id),
        ]),
      )
    : new Map<number, number>();
  const fresh = lines.filter((l) => l.id === null || before.get(l.id) !== l.contractorId);
  const black = await blacklisted(tx, [...new Set(fresh.map((l) => l.contractorId))]);
  const issues = fresh.filter((l) => black.has(l.contractorId)).map((l) => ({ field: l.field, key: 'business.contractorBlacklisted' as const, params: { name: black.get(l.contractorId) ?? '' } }));
  if (issues.length) throw badRequest(issues, bidSubmission);
}

/**
 * Every received bid of a package comes from a contractor it invited (an open tender excepted,
 * where anyone may bid): checked after every write of the package (its bids and its invitation
 * list) or of a bid on its own.
 */
async function requireInvited(tx: Drizzle, bidId: number, fieldOf: (i: number) => string): Promise<void> {
  const pkg = rowsOf(await tx.execute(sql`SELECT method, invited_contractor_ids FROM bid WHERE id = ${bidId}`))[0];
  if (!pkg || pkg.method === 'OPEN') return;
  const invited = new Set(((pkg.invited_contractor_ids as unknown[] | null) ?? []).map(Number));
  const subs = rowsOf(
    await tx.execute(sql`SELECT s.contractor_id, c.name FROM bid_submission s JOIN contractor c ON c.id = s.contractor_id WHERE s.bid_id = ${bidId} AND s.state = 'ACTIVE' ORDER BY s.id`),
  );
  const issues = subs
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => !invited.has(Number(s.contractor_id)))
    .map(({ s, i }) => ({ field: fieldOf(i), key: 'business.contractorNotInvited' as const, params: { name: String(s.name) } }));
  if (issues.length) throw badRequest(issues, bidSubmission);
}

const asId = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

const bidModule = defineModule({
  resource: bid,
  hooks: {
    prepare: [
      async ({ tx, input }) => {
        const lines = Array.isArray(input.submissions) ? (input.submissions as unknown[]) : [];
        const given = lines.flatMap((l, i) => {
          const line = (l ?? {}) as Row;
          const contractorId = asId(line.contractor_id);
          return contractorId === null ? [] : [{ field: `submissions[${i}].contractor_id`, id: asId(line.id), contractorId }];
        });
        await refuseBlacklisted(tx, given);
        return { input };
      },
    ],
    afterChange: [
      async ({ tx, mode, row }) => {
        if (mode !== 'delete') await requireInvited(tx, Number(row.id), (i) => `submissions[${i}].contractor_id`);
      },
    ],
    afterTransition: [
      async ({ ctx, row, to }) => {
        const deadline = new Date(String(row.submission_deadline));
        if (to === 'OPENED' && ctx.now().getTime() < deadline.getTime())
          throw new AppError(409, 'business.bidNotDue', { deadline: deadline.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' }) });
      },
    ],
  },
  actions: {
    award: async ({ ctx, tx, record, body }) => {
      if (!record) throw notFound();
      const sub = rowsOf(await tx.execute(sql`SELECT id, bid_id, contractor_id, price FROM bid_submission WHERE id = ${Number(body.submission_id)} AND state = 'ACTIVE'`))[0];
      if (!sub || Number(sub.bid_id) !== Number(record.id)) throw badRequest([{ field: 'submission_id', key: 'business.submissionNotOfBid' }], bid);
      // The unique partial index (one awarded bid per package) refuses a second award even when two race.
      await tx.execute(sql`UPDATE bid_submission SET is_awarded = true WHERE id = ${Number(sub.id)}`);
      const today = ctx.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
      await tx.execute(sql`UPDATE bid SET awarded_contractor_id = ${Number(sub.contractor_id)}, awarded_price = ${sub.price}, awarded_date = ${today} WHERE id = ${Number(record.id)}`);
      return changeStatus(ctx, bid, Number(record.id), 'AWARDED', { asSystem: true });
    },
  },
  routes: (app: FastifyInstance) => {
    app.get('/api/v1/bid/:id/comparison', {
      schema: { tags: [bid.module], summary: "The received bids of a package side by side: price, technical score, the lowest price and the best score marked; under the package's read rule" },
      handler: async (req) => {
        authorize(req.ctx, 'view', bid.subject);
        const id = parseId(req);
        const pkg = await findRow(req.ctx, bid, id, req.ctx.database.db, 'read');
        const rows = rowsOf(
          await req.ctx.database.db.execute(sql`
            SELECT s.id, s.contractor_id, c.name AS contractor_name, c.name_en AS contractor_name_en, s.price, s.technical_score, s.duration_days, s.is_awarded
            FROM bid_submission s JOIN contractor c ON c.id = s.contractor_id
            WHERE s.bid_id = ${id} AND s.state = 'ACTIVE' ORDER BY s.price ASC, s.id ASC`),
        );
        const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
        const prices = rows.map((r) => num(r.price)).filter((v): v is number => v !== null);
        const scores = rows.map((r) => num(r.technical_score)).filter((v): v is number => v !== null);
        const lowest = prices.length ? Math.min(...prices) : null;
        const best = scores.length ? Math.max(...scores) : null;
        const estimate = num(pkg.estimated_value);
        return {
          success: true,
          data: {
            bid: { id, code: pkg.code, name: pkg.name, estimated_value: estimate, status: pkg.status },
            lowestPrice: lowest,
            bestScore: best,
            items: rows.map((r) => ({
              id: Number(r.id),
              contractor_id: Number(r.contractor_id),
              contractor: req.ctx.lang === 'en' && r.contractor_name_en ? r.contractor_name_en : r.contractor_name,
              price: num(r.price),
              technical_score: num(r.technical_score),
              duration_days: num(r.duration_days),
              is_awarded: r.is_awarded === true,
              isLowestPrice: lowest !== null && num(r.price) === lowest,
              isBestScore: best !== null && num(r.technical_score) === best,
              /** Price against the package's estimate, in percent. */
              ofEstimate: estimate ? Math.round(((num(r.price) ?? 0) / estimate) * 10_000) / 100 : null,
            })),
          },
        };
      },
    });
  },
});

// ---------------------------------------------------------------------------------------------
// Contractor evaluations

/** Refuses an active criteria set whose criteria's weights do not add up to 100 (a set being drafted, inactive or still empty, may not). */
async function requireWeights(tx: Drizzle, groupId: number, field: string): Promise<void> {
  const set = rowsOf(await tx.execute(sql`SELECT is_active FROM contractor_evaluation_group WHERE id = ${groupId}`))[0];
  if (!set || set.is_active === false) return;
  const rows = rowsOf(await tx.execute(sql`SELECT weight FROM contractor_evaluation_item WHERE group_id = ${groupId} AND state = 'ACTIVE'`));
  if (rows.length === 0 || weightsComplete(rows.map((r) => r.weight as number))) return;
  const total = Math.round(rows.reduce((s, r) => s + Number(r.weight ?? 0), 0) * 100) / 100;
  throw badRequest([{ field, key: 'business.weightsIncomplete', params: { total } }], contractorEvaluationGroup);
}

const evaluationGroupModule = defineModule({
  resource: contractorEvaluationGroup,
  hooks: { afterChange: [async ({ tx, mode, row }) => (mode === 'delete' ? undefined : requireWeights(tx, Number(row.id), 'items'))] },
});

const evaluationItemModule = defineModule({
  resource: contractorEvaluationItem,
  hooks: {
    afterChange: [
      async ({ tx, row, existing }) => {
        for (const g of new Set([Number(row.group_id), Number(existing?.group_id ?? row.group_id)])) await requireWeights(tx, g, 'weight');
      },
    ],
  },
});

/** Recomputes and stores an evaluation's weighted total and grade from its scores as they now stand. */
export async function storeEvaluationResult(tx: Drizzle, id: number): Promise<Row> {
  const head = rowsOf(await tx.execute(sql`SELECT group_id FROM contractor_evaluation WHERE id = ${id}`))[0];
  if (!head) return {};
  const scores = rowsOf(
    await tx.execute(sql`
      SELECT s.score, i.weight FROM contractor_evaluation_score s JOIN contractor_evaluation_item i ON i.id = s.item_id
      WHERE s.evaluation_id = ${id} AND s.state = 'ACTIVE'`),
  );
  const r = evaluationResult(scores.map((s) => ({ weight: s.weight as number, score: s.score as number })));
  await tx.execute(sql`UPDATE contractor_evaluation SET total_score = ${r.total}, grade = ${r.grade} WHERE id = ${id}`);
  return { total_score: r.total, grade: r.grade };
}

/** A contractor's grade: the one of its latest active evaluation (by date, then period), none without one. */
export async function storeContractorGrade(tx: Drizzle, contractorId: number): Promise<void> {
  await tx.execute(sql`UPDATE contractor SET grade = (
      SELECT e.grade FROM contractor_evaluation e WHERE e.contractor_id = ${contractorId} AND e.state = 'ACTIVE' AND e.grade IS NOT NULL
      ORDER BY e.evaluation_date DESC NULLS LAST, e.period DESC, e.id DESC LIMIT 1)
    WHERE id = ${contractorId}`);
}

const evaluationModule = defineModule({
  resource: contractorEvaluation,
  hooks: {
    afterChange: [
      async ({ tx, mode, row, existing }) => {
        if (mode !== 'delete') Object.assign(row, await storeEvaluationResult(tx, Number(row.id)));
        for (const c of new Set([Number(row.contractor_id), Number(existing?.contractor_id ?? row.contractor_id)])) await storeContractorGrade(tx, c);
      },
    ],
  },
});

const evaluationScoreModule = defineModule({
  resource: contractorEvaluationScore,
  hooks: {
    afterChange: [
      async ({ tx, row, existing }) => {
        for (const id of new Set([Number(row.evaluation_id), Number(existing?.evaluation_id ?? row.evaluation_id)])) {
          await storeEvaluationResult(tx, id);
          const c = rowsOf(await tx.execute(sql`SELECT contractor_id FROM contractor_evaluation WHERE id = ${id}`))[0];
          if (c) await storeContractorGrade(tx, Number(c.contractor_id));
        }
      },
    ],
  },
});

const bidSubmissionModule = defineModule({
  resource: bidSubmission,
  hooks: {
    prepare: [
      async ({ tx, input, existing }) => {
        const contractorId = asId(input.contractor_id);
        if (contractorId !== null) await refuseBlacklisted(tx, [{ field: 'contractor_id', id: existing ? Number(existing.id) : null, contractorId }]);
        return { input };
      },
    ],
    afterChange: [
      async ({ tx, mode, row, existing }) => {
        if (mode === 'delete') return;
        for (const id of new Set([Number(row.bid_id), Number(existing?.bid_id ?? row.bid_id)])) await requireInvited(tx, id, () => 'contractor_id');
      },
    ],
  },
});

export const businessModules: readonly ModuleDecl[] = [
  feasibilityModule,
  feasibilityLineModule,
  bidModule,
  bidSubmissionModule,
  evaluationGroupModule,
  evaluationItemModule,
  evaluationModule,
  evaluationScoreModule,
];
