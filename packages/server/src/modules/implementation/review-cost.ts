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
 */
import {
  implementationReviewCost,
  implementationReviewCostItem,
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
import { type ActionRun, type AfterChangeHook, type AfterTransitionHook, type BeforeChangeHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { deleteBulk } from '../../engine/bulk.js';
import { sendXlsx } from '../../engine/xlsx.js';
import { parseId } from '../../http/kit.js';
import { assertOwnerWritable, ownerWritable, reviewOfQuotation } from './parent-write.js';

const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));
const OPEN = ['DRAFT', 'QUOTING', 'REJECTED'];

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
  defineModule({ resource: implementationReviewCost, hooks: { afterChange: [reviewItems], afterTransition: [reviewMoves] }, routes: reviewRoutes }),
  defineModule({
    resource: implementationReviewQuotation,
    hooks: { beforeChange: [quotationOwner.beforeChange, quotationRules], afterChange: [quotationPrices], beforeDelete: [quotationOwner.beforeDelete] },
    actions: { evaluation, clearEvaluation, deleteAll },
  }),
  defineModule({ resource: implementationReviewQuotationPrice, hooks: { beforeChange: [priceOwner.beforeChange, priceRules], beforeDelete: [priceOwner.beforeDelete] } }),
  defineModule({ resource: implementationReviewCostItem, hooks: { beforeChange: [itemOwner.beforeChange], beforeDelete: [itemOwner.beforeDelete] } }),
];
