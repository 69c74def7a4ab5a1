/**
 * Review points (issue 41; ADR 0023): `GET /review-point/summary` (per company: reviews and average
 * point, optionally for one project `f_project_id` / `f_implementation_id`, under the caller's read
 * rule of review points), and lines written on their own path only by who writes the review.
 */
import { implementationReviewPoint, implementationReviewPointLine } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { accessConditions } from '../../engine/access.js';
import { authorize } from '../../engine/context.js';
import { defineModule, type ModuleDecl } from '../../engine/module.js';
import { idFrom } from '../../http/kit.js';
import { ownerWritable } from './parent-write.js';

const lineOwner = ownerWritable({ resource: implementationReviewPoint, field: 'review_point_id' });

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
      const point = sql`(SELECT sum(l.weight * l.point) / nullif(sum(l.weight), 0) FROM implementation_review_point_line l WHERE l.review_point_id = ${col('id')})`;
      const rows = (await ctx.database.db
        .select({
          contractor_id: col('contractor_id'),
          contractor_name: sql<string>`(SELECT c.name FROM contractor c WHERE c.id = ${col('contractor_id')})`,
          reviews: sql<number>`count(*)::int`,
          avg_point: sql<string>`round(avg(${point}), 2)`,
        })
        .from(t)
        .where(and(eq(col('state'), 'ACTIVE'), ...(raw === undefined || raw === '' ? [] : [eq(col('project_id'), idFrom(raw, 'f_project_id'))]), ...accessConditions(ctx, implementationReviewPoint, t, 'read')))
        .groupBy(col('contractor_id'))
        .orderBy(sql`4 DESC NULLS LAST`, col('contractor_id'))) as { contractor_id: unknown; contractor_name: string; reviews: number; avg_point: unknown }[];
      return {
        success: true,
        data: rows.map((r) => ({ contractor_id: Number(r.contractor_id), contractor_name: r.contractor_name, reviews: Number(r.reviews), avg_point: r.avg_point === null ? null : Number(r.avg_point) })),
      };
    },
  });
}

export const reviewPointModules: readonly ModuleDecl[] = [
  defineModule({ resource: implementationReviewPoint, routes: summaryRoutes }),
  defineModule({ resource: implementationReviewPointLine, hooks: { beforeChange: [lineOwner.beforeChange], beforeDelete: [lineOwner.beforeDelete] } }),
];
