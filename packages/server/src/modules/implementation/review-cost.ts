/**
 * Cost reviews (issue 41; ADR 0023): what the declarations of resources/implementation/review-cost.ts
 * cannot say.
 *
 * - A quotation comes from an invited company (when the review names any), while the review is
 *   still open to quotations (draft, quoting, or rejected and being reworked); its company's name is
 *   copied for the comparison's column title.
 * - A quoted price is for an item of the quotation's own review; its quantity is the item's (copied
 *   on every write of the quotation, of the price, and of the review's items), so the amount is the
 *   database's quantity × unit price.
 * - A review goes to approval with at least one quotation; approved, it records the chosen company
 *   and amount: the quotation with the most votes, the lowest total on a tie.
 * - Evaluation of a quotation (`POST`/`PUT /review-cost-quotation/{id}/evaluation`, cleared by
 *   `clearEvaluation`): score and note, who evaluated.
 * - `POST /review-cost-quotation/deleteAll` (also `/review-cost-quotation/delete-all`, body
 *   `review_cost_id`) deletes every quotation of a review (the spec's "delete
 *   all"), each through the engine's delete under the caller's rule; one is deleted by the usual DELETE.
 * - `GET /review-cost/{id}/comparison-export`: the comparison as a reviewer prints it (items, budget,
 *   each company's amount with the lowest marked, totals and the difference to the budget), xlsx.
 * - Votes: only the review committee votes (the project's active members holding one of the review's
 *   `committee_position_ids`; DIRECTOR, SITE_MANAGER and QS when it names none, filled in on
 *   create), for a quotation of the same review (404 when there is none, 400 when it is another
 *   review's), while the review is collecting quotations or pending approval (409 after).
 *   `GET /review-cost/vote/{id}`: the review's votes, its tally, the caller's vote and whether the
 *   caller may vote; `POST /review-cost/vote/{id}` (quotation_id, comment) casts or changes the
 *   caller's vote through the engine's write (the same checks); `GET /review-cost/vote-waiting`:
 *   the reviews waiting for the caller's vote (on the committee, taking votes, not voted yet).
 */
import {
  implementationProject,
  implementationReviewCost,
  implementationReviewCostItem,
  implementationReviewVote,
  implementationReviewQuotation,
  implementationReviewQuotationPrice,
  type Row,
  translate,
} from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { compare } from '../../engine/comparisons.js';
import { AppError, badRequest, notFound } from '../../engine/errors.js';
import { type ActionRun, type AfterChangeHook, type AfterTransitionHook, type BeforeChangeHook, type BeforeDeleteHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { deleteBulk } from '../../engine/bulk.js';
import { memberAccounts } from '../../engine/access.js';
import { authorize, type Ctx } from '../../engine/context.js';
import { getRecord } from '../../engine/read.js';
import { createRecord, updateRecord } from '../../engine/write.js';
import { sendXlsx } from '../../engine/xlsx.js';
import { parseId } from '../../http/kit.js';
import { assertOwnerWritable, ownerWritable, reviewOfQuotation } from './parent-write.js';

const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));
const OPEN = ['DRAFT', 'QUOTING', 'REJECTED'];
/** A review takes votes while quotations come in and while it waits for approval. */
const VOTING = ['QUOTING', 'PENDING'];
/** The committee when a review names none: who writes cost reviews. */
export const DEFAULT_COMMITTEE = ['DIRECTOR', 'SITE_MANAGER', 'QS'] as const;

async function reviewOf(tx: Drizzle, id: number): Promise<Row | null> {
  const t = tableFor(implementationReviewCost);
  const [row] = (await tx.select().from(t).where(eq(c(t, 'id'), id)).limit(1)) as Row[];
  return row && row.state === 'ACTIVE' ? row : null;
}

/** Copies the items' quantities onto the prices of the quotations `where` selects; refuses a price for another review's item. */
async function syncQuantities(tx: Drizzle, quotationIds: readonly number[]): Promise<void> {
  if (quotationIds.length === 0) return;
  const ids = sql.join(quotationIds.map((x) => sql`${x}`), sql`, `);
  const stray = rowsOf<{ id: unknown }>(
    await tx.execute(sql`SELECT p.id FROM implementation_review_quotation_price p JOIN implementation_review_quotation q ON q.id = p.quotation_id
      JOIN implementation_review_cost_item i ON i.id = p.item_id WHERE p.quotation_id IN (${ids}) AND i.review_cost_id <> q.review_cost_id LIMIT 1`),
  );
  if (stray.length) throw badRequest([{ field: 'prices', key: 'implementation.itemOtherReview' }], implementationReviewQuotation);
  await tx.execute(sql`UPDATE implementation_review_quotation_price p SET quantity = i.quantity FROM implementation_review_cost_item i
    WHERE i.id = p.item_id AND p.quotation_id IN (${ids}) AND p.quantity IS DISTINCT FROM i.quantity`);
}

const quotationRules: BeforeChangeHook = async ({ tx, mode, data, existing }) => {
  const m: Row = { ...(existing ?? {}), ...data };
  const review = await reviewOf(tx, Number(m.review_cost_id));
  if (!review) throw badRequest([{ field: 'review_cost_id', key: 'error.notFound' }], implementationReviewQuotation);
  if (!OPEN.includes(String(review.status))) throw new AppError(409, 'implementation.reviewClosed', {}, [], implementationReviewQuotation);
  const invited = ((review.invited_ids as unknown[] | null) ?? []).map(Number);
  if (invited.length > 0 && !invited.includes(Number(m.contractor_id)))
    throw new AppError(409, 'implementation.notInvited', {}, [{ field: 'contractor_id', key: 'implementation.notInvited' }], implementationReviewQuotation);
  if (mode === 'create' || String(existing?.contractor_id) !== String(m.contractor_id)) {
    const [co] = rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM contractor WHERE id = ${Number(m.contractor_id)}`));
    return { company_name: co?.name ?? null };
  }
  return undefined;
};

const quotationPrices: AfterChangeHook = async ({ tx, mode, row }) => {
  if (mode !== 'delete') await syncQuantities(tx, [Number(row.id)]);
};

/** A price written on its own: its item's quantity; the item of the quotation's review; the review still open. */
const priceRules: BeforeChangeHook = async ({ tx, data, existing }) => {
  const m: Row = { ...(existing ?? {}), ...data };
  const [f] = rowsOf<{ quantity: unknown; same: boolean; status: string }>(
    await tx.execute(sql`SELECT i.quantity, i.review_cost_id = q.review_cost_id AS same, r.status FROM implementation_review_cost_item i,
      implementation_review_quotation q JOIN implementation_review_cost r ON r.id = q.review_cost_id WHERE i.id = ${Number(m.item_id)} AND q.id = ${Number(m.quotation_id)}`),
  );
  if (!f) throw notFound();
  if (!f.same) throw badRequest([{ field: 'item_id', key: 'implementation.itemOtherReview' }], implementationReviewQuotationPrice);
  if (!OPEN.includes(f.status)) throw new AppError(409, 'implementation.reviewClosed', {}, [], implementationReviewQuotationPrice);
  return { quantity: f.quantity };
};

/** The review's items changed (quantities): its quotations' prices follow. */
const reviewItems: AfterChangeHook = async ({ tx, mode, row }) => {
  if (mode === 'delete') return;
  const qs = rowsOf<{ id: unknown }>(await tx.execute(sql`SELECT id FROM implementation_review_quotation WHERE review_cost_id = ${Number(row.id)}`));
  await syncQuantities(tx, qs.map((x) => Number(x.id)));
};

const reviewMoves: AfterTransitionHook = async ({ tx, row, to }) => {
  const id = Number(row.id);
  if (to === 'PENDING') {
    const [n] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM implementation_review_quotation WHERE review_cost_id = ${id} AND state = 'ACTIVE'`));
    if (!Number(n?.n)) throw new AppError(409, 'implementation.noQuotation', {}, [], implementationReviewCost);
  }
  if (to !== 'APPROVED') return;
  // The most votes, then the lowest total, then the first filed.
  const [chosen] = rowsOf<{ contractor_id: unknown; total: unknown }>(
    await tx.execute(sql`SELECT q.contractor_id, coalesce((SELECT sum(p.amount) FROM implementation_review_quotation_price p WHERE p.quotation_id = q.id AND p.state = 'ACTIVE'), 0) AS total
      FROM implementation_review_quotation q WHERE q.review_cost_id = ${id} AND q.state = 'ACTIVE'
      ORDER BY (SELECT count(*) FROM implementation_review_vote v WHERE v.quotation_id = q.id AND v.state = 'ACTIVE') DESC, total ASC, q.id ASC LIMIT 1`),
  );
  if (!chosen) return;
  const t = tableFor(implementationReviewCost);
  await tx.update(t).set({ chosen_contractor_id: Number(chosen.contractor_id), chosen_amount: String(chosen.total) }).where(eq(c(t, 'id'), id));
};

/** The position codes of a review's committee. */
async function committeeCodes(tx: Drizzle, review: Row): Promise<string[]> {
  const ids = ((review.committee_position_ids as unknown[] | null) ?? []).map(Number).filter(Number.isSafeInteger);
  if (ids.length === 0) return [...DEFAULT_COMMITTEE];
  const rows = rowsOf<{ code: string }>(await tx.execute(sql`SELECT code FROM implementation_setting_position WHERE id IN (${sql.join(ids.map((x) => sql`${x}`), sql`, `)})`));
  return rows.map((x) => x.code);
}

/** Whether the caller sits on the review's committee (an active member of its project in one of its positions). */
async function isOnCommittee(ctx: Ctx, tx: Drizzle, review: Row): Promise<boolean> {
  if (!ctx.user) return false;
  const accounts = await memberAccounts(tx, implementationProject, Number(review.project_id), await committeeCodes(tx, review));
  return accounts.includes(ctx.user.id);
}

/** A new review names its committee: the default positions unless some are given. */
const reviewCommittee: BeforeChangeHook = async ({ tx, mode, data }) => {
  if (mode !== 'create' || ((data.committee_position_ids as unknown[] | null | undefined) ?? []).length > 0) return undefined;
  const rows = rowsOf<{ id: unknown }>(
    await tx.execute(sql`SELECT id FROM implementation_setting_position WHERE state = 'ACTIVE' AND code IN (${sql.join(DEFAULT_COMMITTEE.map((x) => sql`${x}`), sql`, `)}) ORDER BY id`),
  );
  return { committee_position_ids: rows.map((x) => Number(x.id)) };
};

/** A vote: by the committee, for a quotation of the same review, while the review takes votes. */
const voteRules: BeforeChangeHook = async ({ ctx, tx, data, existing }) => {
  const m: Row = { ...(existing ?? {}), ...data };
  const review = await reviewOf(tx, Number(m.review_cost_id));
  if (!review) throw notFound();
  const [quotation] = rowsOf<{ review_cost_id: unknown }>(
    await tx.execute(sql`SELECT review_cost_id FROM implementation_review_quotation WHERE id = ${Number(m.quotation_id)} AND state = 'ACTIVE'`),
  );
  if (!quotation) throw new AppError(404, 'implementation.quotationNotFound', {}, [{ field: 'quotation_id', key: 'implementation.quotationNotFound' }], implementationReviewVote);
  if (Number(quotation.review_cost_id) !== Number(review.id))
    throw badRequest([{ field: 'quotation_id', key: 'implementation.quotationOtherReview' }], implementationReviewVote);
  if (!VOTING.includes(String(review.status))) throw new AppError(409, 'implementation.voteClosed', {}, [], implementationReviewVote);
  if (ctx.user && !(await isOnCommittee(ctx, tx, review))) throw new AppError(403, 'implementation.notCommittee', {}, [], implementationReviewVote);
  return undefined;
};

/** A vote withdrawn: only while the review takes votes (a decided review keeps its result). */
const voteWithdraw: BeforeDeleteHook = async ({ tx, existing }) => {
  const review = await reviewOf(tx, Number(existing.review_cost_id));
  if (review && !VOTING.includes(String(review.status))) throw new AppError(409, 'implementation.voteClosed', {}, [], implementationReviewVote);
};

function voteRoutes(app: FastifyInstance): void {
  const tags = [implementationReviewCost.module];
  const state = async (ctx: Ctx, id: number) => {
    const review = await getRecord(ctx, implementationReviewCost, id);
    const db = ctx.database.db;
    const votes = rowsOf<{ id: unknown; quotation_id: unknown; comment: string | null; created_by: unknown; voter: string | null; created_date: unknown }>(
      await db.execute(sql`SELECT v.id, v.quotation_id, v.comment, v.created_by, v.created_date,
          coalesce((SELECT s.full_name FROM staff s WHERE s.account_id = v.created_by AND s.state = 'ACTIVE' ORDER BY s.id LIMIT 1), (SELECT a.username FROM account a WHERE a.id = v.created_by)) AS voter
        FROM implementation_review_vote v WHERE v.review_cost_id = ${id} AND v.state = 'ACTIVE' ORDER BY v.created_date, v.id`),
    );
    const tally = new Map<number, number>();
    for (const v of votes) tally.set(Number(v.quotation_id), (tally.get(Number(v.quotation_id)) ?? 0) + 1);
    const mine = votes.find((v) => Number(v.created_by) === ctx.user?.id);
    return {
      review_cost_id: id,
      status: review.status,
      is_vote: !!mine,
      can_vote: VOTING.includes(String(review.status)) && (await isOnCommittee(ctx, db, review)),
      my_vote: mine ? { id: Number(mine.id), quotation_id: Number(mine.quotation_id), comment: mine.comment } : null,
      total: votes.length,
      tally: [...tally].map(([quotation_id, n]) => ({ quotation_id, votes: n })).sort((a, b) => b.votes - a.votes || a.quotation_id - b.quotation_id),
      votes: votes.map((v) => ({ id: Number(v.id), quotation_id: Number(v.quotation_id), comment: v.comment, voter_id: Number(v.created_by), voter: v.voter, created_date: v.created_date })),
    };
  };
  app.get('/api/v1/review-cost/vote-waiting', {
    schema: { tags, summary: "The cost reviews waiting for the caller's vote: taking votes (quotations coming in or pending approval, before `vote_until`), the caller on the committee (a member of the project in one of the review's committee positions) and not voted yet" },
    handler: async (req) => {
      const ctx = req.ctx;
      authorize(ctx, 'view', implementationReviewCost.subject);
      const user = ctx.user?.id;
      if (!user) return { success: true, data: [] };
      const today = new Date(ctx.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10); // today in Vietnam
      const defaults = sql.join(DEFAULT_COMMITTEE.map((x) => sql`${x}`), sql`, `);
      const rows = rowsOf<{ id: unknown; code: string | null; title: string; status: string; vote_until: unknown; project_id: unknown; project_name: string | null }>(
        await ctx.database.db.execute(sql`SELECT r.id, r.code, r.title, r.status, r.vote_until::text AS vote_until, r.project_id, p.name AS project_name
          FROM implementation_review_cost r JOIN implementation_project p ON p.id = r.project_id
          WHERE r.state = 'ACTIVE' AND r.status IN ('QUOTING', 'PENDING') AND (r.vote_until IS NULL OR r.vote_until > ${today}::date)
            AND NOT EXISTS (SELECT 1 FROM implementation_review_vote v WHERE v.review_cost_id = r.id AND v.created_by = ${user} AND v.state = 'ACTIVE')
            AND EXISTS (SELECT 1 FROM implementation_user m JOIN staff s ON s.id = m.staff_id JOIN implementation_setting_position ps ON ps.id = m.position_id
              WHERE m.project_id = r.project_id AND m.state = 'ACTIVE' AND s.account_id = ${user}
                AND CASE WHEN coalesce(cardinality(r.committee_position_ids), 0) = 0 THEN ps.code IN (${defaults}) ELSE m.position_id = ANY(r.committee_position_ids) END)
          ORDER BY r.vote_until ASC NULLS LAST, r.id ASC LIMIT 50`),
      );
      return {
        success: true,
        data: rows.map((r) => ({ id: Number(r.id), code: r.code, title: r.title, status: r.status, vote_until: r.vote_until, project_id: Number(r.project_id), project_name: r.project_name })),
      };
    },
  });
  app.get('/api/v1/review-cost/vote/:id', {
    schema: { tags, summary: "A cost review's votes (spec vote GET): each vote with its voter, the tally per quotation, the caller's vote (`is_vote`) and whether the caller sits on the committee and may vote now (`can_vote`)" },
    handler: async (req) => ({ success: true, data: await state(req.ctx, parseId(req)) }),
  });
  app.post('/api/v1/review-cost/vote/:id', {
    schema: { tags, summary: "Casts or changes the caller's vote on a cost review (spec vote POST /{id}): body quotation_id, comment; the committee only, a quotation of the same review, while the review takes votes" },
    handler: async (req) => {
      const id = parseId(req);
      const ctx = req.ctx;
      await getRecord(ctx, implementationReviewCost, id);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const input = { quotation_id: body.quotation_id, comment: body.comment ?? null };
      const t = tableFor(implementationReviewVote);
      const [mine] = ctx.user
        ? ((await ctx.database.db
            .select({ id: c(t, 'id') })
            .from(t)
            .where(sql`${c(t, 'review_cost_id')} = ${id} AND ${c(t, 'created_by')} = ${ctx.user.id} AND ${c(t, 'state')} = 'ACTIVE'`)
            .limit(1)) as { id: unknown }[])
        : [];
      if (mine) await updateRecord(ctx, implementationReviewVote, Number(mine.id), input);
      else await createRecord(ctx, implementationReviewVote, { review_cost_id: id, ...input });
      return { success: true, data: await state(ctx, id) };
    },
  });
}

const REVIEW_OWNER = { resource: implementationReviewCost, field: 'review_cost_id' };
const quotationOwner = ownerWritable(REVIEW_OWNER);
const priceOwner = ownerWritable({ resource: implementationReviewCost, field: 'quotation_id', via: reviewOfQuotation });
const itemOwner = ownerWritable(REVIEW_OWNER);

const evaluation: ActionRun = async ({ ctx, tx, record, body }) => {
  if (!record) throw notFound();
  await assertOwnerWritable(ctx, tx, REVIEW_OWNER, record);
  const t = tableFor(implementationReviewQuotation);
  const set = { evaluation_score: Number(body.evaluation_score), evaluation_note: typeof body.evaluation_note === 'string' ? body.evaluation_note : null, evaluated_by: ctx.user?.id ?? null, updated_date: ctx.now() };
  await tx.update(t).set(set).where(eq(c(t, 'id'), Number(record.id)));
  return { ...record, ...set };
};

const clearEvaluation: ActionRun = async ({ ctx, tx, record }) => {
  if (!record) throw notFound();
  await assertOwnerWritable(ctx, tx, REVIEW_OWNER, record);
  const t = tableFor(implementationReviewQuotation);
  const set = { evaluation_score: null, evaluation_note: null, evaluated_by: null, updated_date: ctx.now() };
  await tx.update(t).set(set).where(eq(c(t, 'id'), Number(record.id)));
  return { ...record, ...set };
};

function reviewRoutes(app: FastifyInstance): void {
  const tags = [implementationReviewCost.module];
  app.get('/api/v1/review-cost/:id/comparison-export', {
    schema: { tags, summary: 'The quotation comparison of a cost review as xlsx: items, budget, each company\'s amount (lowest marked *), totals and the difference to the budget' },
    handler: async (req, reply) => {
      const id = parseId(req);
      const decl = implementationReviewCost.comparisons?.[0];
      if (!decl) throw notFound();
      const m = await compare(req.ctx, implementationReviewCost, id, decl);
      const it = tableFor(implementationReviewCostItem);
      const items = new Map(((await req.ctx.database.db.select().from(it).where(eq(c(it, 'review_cost_id'), id))) as Row[]).map((x) => [Number(x.id), x]));
      const lang = req.ctx.lang;
      const tr = (vi: string, en: string) => (lang === 'en' ? en : vi);
      const cols = [
        { key: 'item', header: tr('Hạng mục', 'Item'), width: 40 },
        { key: 'unit', header: tr('Đơn vị', 'Unit'), width: 10 },
        { key: 'quantity', header: tr('Khối lượng', 'Quantity'), width: 12 },
        { key: 'budget', header: tr('Dự toán (VNĐ)', 'Budget (VND)'), width: 20, numFmt: '#,##0' },
        ...m.columns.flatMap((col) => [
          { key: `q${col.id}`, header: col.title, width: 22, numFmt: '#,##0' },
          { key: `b${col.id}`, header: tr('Thấp nhất', 'Lowest'), width: 9 },
        ]),
      ];
      let budgetTotal = 0;
      const rows: Record<string, unknown>[] = m.rows.map((r) => {
        const item = items.get(r.id) ?? {};
        const budget = item.budget_amount === null || item.budget_amount === undefined ? null : Number(item.budget_amount);
        budgetTotal += budget ?? 0;
        const out: Record<string, unknown> = { item: r.title, unit: item.unit ?? '', quantity: item.quantity === undefined ? '' : Number(item.quantity), budget };
        for (const cell of r.cells) {
          out[`q${cell.column}`] = cell.value;
          out[`b${cell.column}`] = cell.isBest ? '*' : '';
        }
        return out;
      });
      const total: Record<string, unknown> = { item: tr('Tổng cộng', 'Total'), budget: budgetTotal };
      const diff: Record<string, unknown> = { item: tr('Chênh lệch so với dự toán', 'Difference to the budget') };
      const lowest = Math.min(...m.columns.map((x) => x.total));
      for (const col of m.columns) {
        total[`q${col.id}`] = col.total;
        total[`b${col.id}`] = col.total === lowest ? '*' : '';
        diff[`q${col.id}`] = col.total - budgetTotal;
      }
      async function* batches() {
        yield [...rows, total, diff];
      }
      return sendXlsx(reply, translate(lang, 'implementation.comparisonFile'), cols, batches(), req.ctx.now());
    },
  });
}

/** The spec's "typeDelete 'all'": every quotation of a review, all or nothing, each under the caller's rule. */
const deleteAll: ActionRun = async ({ ctx, tx, body }) => {
  await assertOwnerWritable(ctx, tx, REVIEW_OWNER, body);
  const t = tableFor(implementationReviewQuotation);
  const ids = ((await tx.select({ id: c(t, 'id') }).from(t).where(eq(c(t, 'review_cost_id'), Number(body.review_cost_id)))) as { id: unknown }[]).map((x) => Number(x.id));
  const gone = ids.length ? (await deleteBulk(ctx, implementationReviewQuotation, ids)).map((x) => Number(x.id)) : [];
  return { ids: gone, count: gone.length };
};

export const reviewCostModules: readonly ModuleDecl[] = [
  defineModule({
    resource: implementationReviewCost,
    hooks: { beforeChange: [reviewCommittee], afterChange: [reviewItems], afterTransition: [reviewMoves] },
    routes: (app) => {
      reviewRoutes(app);
      voteRoutes(app);
    },
  }),
  defineModule({ resource: implementationReviewVote, hooks: { beforeChange: [voteRules], beforeDelete: [voteWithdraw] } }),
  defineModule({
    resource: implementationReviewQuotation,
    hooks: { beforeChange: [quotationOwner.beforeChange, quotationRules], afterChange: [quotationPrices], beforeDelete: [quotationOwner.beforeDelete] },
    actions: { evaluation, clearEvaluation, deleteAll },
  }),
  defineModule({ resource: implementationReviewQuotationPrice, hooks: { beforeChange: [priceOwner.beforeChange, priceRules], beforeDelete: [priceOwner.beforeDelete] } }),
  defineModule({ resource: implementationReviewCostItem, hooks: { beforeChange: [itemOwner.beforeChange], beforeDelete: [itemOwner.beforeDelete] } }),
];
