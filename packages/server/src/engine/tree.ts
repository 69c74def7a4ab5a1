/**
 * The tree read of a declared tree (ADR 0004): `GET /api/v1/<path>/tree` returns the active records
 * the caller may read, nested by parent; `/tree/{id}` the subtree under one record. One query on the
 * stored path (ltree, GiST-indexed), capped, ordered by depth then `ordering`.
 * `PUT /api/v1/<path>/tree-order` orders the children of one parent (drag and drop among siblings;
 * moving to another parent is an update of the parent field, which refuses cycles).
 */
import type { Resource, Row } from '@portal/domain';
import { translate } from '@portal/domain';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../db/tables.js';
import { subtreeCondition } from './constraints.js';
import { z } from 'zod';
import { parseBody, parseId } from '../http/kit.js';
import { writeActivity } from './activity.js';
import { authorize, type Ctx } from './context.js';
import { AppError } from './errors.js';
import { envelope, errorEnvelope } from './openapi.js';
import { findRow, inWrite, selection } from './service.js';
import { accessConditions } from './access.js';

/** Most records one tree read returns (an organisation of a large group has a few thousand units). */
export const TREE_CAP = 5000;

export type TreeNode = Row & { children: TreeNode[] };

export async function readTree(ctx: Ctx, r: Resource, rootId?: number): Promise<{ items: TreeNode[]; isTruncated: boolean }> {
  authorize(ctx, 'view', r.subject);
  const tree = r.tree;
  if (!tree) throw new Error(`${r.name} is not a tree`);
  const t = tableFor(r);
  const c = (n: string) => t[n] as AnyPgColumn;
  if (rootId !== undefined) await findRow(ctx, r, rootId, ctx.database.db, 'read');
  const where: SQL[] = [eq(c('state'), 'ACTIVE'), ...accessConditions(ctx, r, t, 'read')];
  if (rootId !== undefined) where.push(subtreeCondition(r, t, rootId));
  const rows = (await ctx.database.db
    .select(selection(r, t, true))
    .from(t)
    .where(and(...where))
    .orderBy(sql`nlevel(${c('tree_path')})`, asc(c('ordering')), asc(c('id')))
    .limit(TREE_CAP + 1)) as Row[];
  const isTruncated = rows.length > TREE_CAP;
  const nodes = new Map<number, TreeNode>();
  const roots: TreeNode[] = [];
  for (const row of rows.slice(0, TREE_CAP)) nodes.set(Number(row.id), { ...row, children: [] });
  for (const node of nodes.values()) {
    const parent = node[tree.parentField];
    const p = parent === null || parent === undefined || Number(node.id) === rootId ? undefined : nodes.get(Number(parent));
    // A node whose parent the caller may not read (or outside the subtree) shows as a root.
    if (p) p.children.push(node);
    else roots.push(node);
  }
  return { items: roots, isTruncated };
}

/** Most siblings one reorder takes. */
export const REORDER_MAX = 500;
const orderBody = z
  .object({
    parent_id: z.number().int().positive().nullable(),
    ids: z.array(z.number().int().positive()).min(1).max(REORDER_MAX),
  })
  .strict();

/**
 * Puts the children of `parent_id` in the order of `ids` (ordering 1, 2, ...), in one transaction.
 * Every id must be an active child of that parent the caller may write, each once; the
 * activity log keeps each record's old and new position. Returns the ids in their new order.
 */
export async function reorderChildren(ctx: Ctx, r: Resource, input: unknown): Promise<number[]> {
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const tree = r.tree;
  if (!tree) throw new Error(`${r.name} is not a tree`);
  const body = parseBody(orderBody, input);
  if (new Set(body.ids).size !== body.ids.length) throw new AppError(400, 'error.validation', {}, [{ field: 'ids', key: 'tree.duplicateIds' }]);
  const t = tableFor(r);
  const c = (n: string) => t[n] as AnyPgColumn;
  return inWrite(ctx, r, async (tx) => {
    const rows = (await tx
      .select({ id: c('id'), ordering: c('ordering'), parent: c(tree.parentField), ...(r.titleField ? { title: c(r.titleField) } : {}) })
      .from(t)
      .where(and(inArray(c('id'), body.ids), eq(c('state'), 'ACTIVE'), ...accessConditions(ctx, r, t, 'write')))
      .for('update')) as { id: number; ordering: number; parent: number | null; title?: unknown }[];
    const byId = new Map(rows.map((x) => [Number(x.id), x]));
    const missing = body.ids.filter((id) => !byId.has(id));
    if (missing.length > 0) throw new AppError(404, 'error.notFound');
    const strangers = rows.filter((x) => (x.parent === null ? null : Number(x.parent)) !== body.parent_id);
    if (strangers.length > 0) throw new AppError(400, 'error.validation', {}, [{ field: 'ids', key: 'tree.notSiblings' }]);
    // The siblings left out keep their place after the ones given.
    const others = (await tx
      .select({ id: c('id') })
      .from(t)
      .where(and(body.parent_id === null ? isNull(c(tree.parentField)) : eq(c(tree.parentField), body.parent_id), eq(c('state'), 'ACTIVE')))
      .orderBy(asc(c('ordering')), asc(c('id')))) as { id: number }[];
    const order = [...body.ids, ...others.map((o) => Number(o.id)).filter((id) => !byId.has(id))];
    for (const [i, id] of order.entries()) {
      const before = byId.get(id);
      if (before && Number(before.ordering) === i + 1) continue;
      await tx
        .update(t)
        .set({ ordering: i + 1, updated_by: user.id, updated_date: ctx.now() })
        .where(eq(c('id'), id));
      if (before) {
        const title = r.titleField ? { [r.titleField]: before.title } : {};
        await writeActivity(tx, ctx, { resource: r, action: 'update', recordId: id, origin: { ...title, ordering: Number(before.ordering) }, updated: { ...title, ordering: i + 1 } });
      }
    }
    return body.ids;
  });
}

export function registerTreeRoutes(app: FastifyInstance, r: Resource): void {
  const tags = [r.module];
  const response = {
    200: envelope({ type: 'object', properties: { items: { type: 'array' }, isTruncated: { type: 'boolean' } } }),
    401: errorEnvelope,
    403: errorEnvelope,
    404: errorEnvelope,
  };
  app.get(`/api/v1/${r.path}/tree`, {
    schema: { tags, summary: `${r.label.en} as a tree (active records, nested by parent)`, response },
    handler: async (req) => ({ success: true, data: await readTree(req.ctx, r) }),
  });
  app.get(`/api/v1/${r.path}/tree/:id`, {
    schema: { tags, summary: `The subtree under one ${r.label.en}`, response },
    handler: async (req) => ({ success: true, data: await readTree(req.ctx, r, parseId(req)) }),
  });
  app.put(`/api/v1/${r.path}/tree-order`, {
    schema: {
      tags,
      summary: `Order the children of one ${r.label.en} (body: parent_id, ids in their new order)`,
      response: { 200: envelope({ type: 'object', properties: { ids: { type: 'array' } } }), 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
    },
    handler: async (req) => ({ success: true, data: { ids: await reorderChildren(req.ctx, r, req.body) }, message: translate(req.ctx.lang, 'success.updated') }),
  });
}
