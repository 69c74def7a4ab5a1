/**
 * Review points (issue 41; ADR 0023): `GET /review-point/summary` (per company: reviews and average
 * point, and the average per review item, optionally for one project `f_project_id` /
 * `f_implementation_id`, under the caller's read rule of review points), and lines written on
 * their own path only by who writes the review.
 *
 * A line naming a review item (`item_id`) takes the item's name, weight and highest point, on every
 * write of the review or of the line (the lines of a record are written by the engine without their
 * own hooks, so the record's hook settles them all); a line of its own needs its criterion in words
 * and weighs 1 out of 10 unless told. A point above the line's highest point is refused (400).
 */
import { implementationReviewPoint, implementationReviewPointLine, REVIEW_POINT_LINE_SCORE, type Row } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { accessConditions } from '../../engine/access.js';
import { authorize } from '../../engine/context.js';
import type { Drizzle } from '../../db/client.js';
import { badRequest } from '../../engine/errors.js';
import { type AfterChangeHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { idFrom } from '../../http/kit.js';
import { ownerWritable } from './parent-write.js';

const lineOwner = ownerWritable({ resource: implementationReviewPoint, field: 'review_point_id' });
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));

/** The lines of review point `id` take their review item's name, weight and highest point; checked. */
async function settleLines(tx: Drizzle, id: number): Promise<void> {
  await tx.execute(sql`UPDATE implementation_review_point_line l SET criterion = i.name, weight = i.weight, max_point = i.max_point
    FROM implementation_review_item i WHERE i.id = l.item_id AND l.review_point_id = ${id}
      AND (l.criterion IS DISTINCT FROM i.name OR l.weight IS DISTINCT FROM i.weight OR l.max_point IS DISTINCT FROM i.max_point)`);
  await tx.execute(sql`UPDATE implementation_review_point_line SET weight = coalesce(weight, 1), max_point = coalesce(max_point, 10)
    WHERE review_point_id = ${id} AND (weight IS NULL OR max_point IS NULL)`);
  const bad = rowsOf<{ ordering: unknown; criterion: string | null; point: string; max_point: string }>(
    await tx.execute(sql`SELECT ordering, criterion, point::text, max_point::text FROM implementation_review_point_line
      WHERE review_point_id = ${id} AND state = 'ACTIVE' AND (criterion IS NULL OR btrim(criterion) = '' OR point > max_point) ORDER BY ordering, id`),
  );
  if (bad.length === 0) return;
  throw badRequest(
    bad.map((b) =>
      b.criterion === null || b.criterion.trim() === ''
        ? { field: `lines[${Number(b.ordering)}].criterion`, key: 'validation.required' }
        : { field: `lines[${Number(b.ordering)}].point`, key: 'implementation.pointOverMax', params: { max: Number(b.max_point) } },
    ),
    implementationReviewPoint,
  );
}

const pointLines: AfterChangeHook = async ({ tx, mode, row }) => {
  if (mode !== 'delete') await settleLines(tx, Number(row.id));
};
const lineSettled: AfterChangeHook = async ({ tx, mode, row }) => {
  if (mode !== 'delete') await settleLines(tx, Number((row as Row).review_point_id));
};

function summaryRoutes(app: FastifyInstance): void {
  app.get('/api/v1/review-point/summary', {
    schema: { tags: [implementationReviewPoint.module], summary: 'Review points per company: number of reviews and average point (f_project_id or f_implementation_id), under the caller\'s read rule' },
    handler: async (req) => {
      const ctx = req.ctx;
      authorize(ctx, 'view', implementationReviewPoint.subject);
      const qy = req.query as Record<string, unknown>;
      const raw = qy.f_project_id ?? qy.f_implementation_id;
      const t = tableFor(implementationReviewPoint);
      const col = (n: string) => t[n] as AnyPgColumn;
      const point = sql`(SELECT sum(${sql.raw(REVIEW_POINT_LINE_SCORE)}) / nullif(sum(l.weight), 0) FROM implementation_review_point_line l WHERE l.review_point_id = ${col('id')} AND l.state = 'ACTIVE')`;
      const where = and(eq(col('state'), 'ACTIVE'), ...(raw === undefined || raw === '' ? [] : [eq(col('project_id'), idFrom(raw, 'f_project_id'))]), ...accessConditions(ctx, implementationReviewPoint, t, 'read'));
      const rows = (await ctx.database.db
        .select({
          contractor_id: col('contractor_id'),
          contractor_name: sql<string>`(SELECT c.name FROM contractor c WHERE c.id = ${col('contractor_id')})`,
          reviews: sql<number>`count(*)::int`,
          avg_point: sql<string>`round(avg(${point}), 2)`,
        })
        .from(t)
        .where(where)
        .groupBy(col('contractor_id'))
        .orderBy(sql`4 DESC NULLS LAST`, col('contractor_id'))) as { contractor_id: unknown; contractor_name: string; reviews: number; avg_point: unknown }[];
      // Per company and review item: the average of the item's points on a scale of 10 (lines naming an item only).
      const perItem = (await ctx.database.db
        .select({
          contractor_id: col('contractor_id'),
          item_id: sql<number>`l.item_id`,
          name: sql<string>`min(l.criterion)`,
          reviews: sql<number>`count(*)::int`,
          avg_point: sql<string>`round(avg(l.point * 10 / nullif(l.max_point, 0)), 2)`,
        })
        .from(t)
        .innerJoin(sql`implementation_review_point_line l`, sql`l.review_point_id = ${col('id')} AND l.state = 'ACTIVE' AND l.item_id IS NOT NULL`)
        .where(where)
        .groupBy(col('contractor_id'), sql`l.item_id`)
        .orderBy(col('contractor_id'), sql`l.item_id`)) as { contractor_id: unknown; item_id: unknown; name: string; reviews: number; avg_point: unknown }[];
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        success: true,
        data: rows.map((r) => ({
          contractor_id: Number(r.contractor_id),
          contractor_name: r.contractor_name,
          reviews: Number(r.reviews),
          avg_point: num(r.avg_point),
          items: perItem.filter((x) => Number(x.contractor_id) === Number(r.contractor_id)).map((x) => ({ item_id: Number(x.item_id), name: x.name, reviews: Number(x.reviews), avg_point: num(x.avg_point) })),
        })),
      };
    },
  });
}

export const reviewPointModules: readonly ModuleDecl[] = [
  defineModule({ resource: implementationReviewPoint, hooks: { afterChange: [pointLines] }, routes: summaryRoutes }),
  defineModule({ resource: implementationReviewPointLine, hooks: { beforeChange: [lineOwner.beforeChange], afterChange: [lineSettled], beforeDelete: [lineOwner.beforeDelete] } }),
];
