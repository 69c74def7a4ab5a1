/**
 * The tree read of a declared tree (ADR 0004): `GET /api/v1/<path>/tree` returns the active records
 * the caller may read, nested by parent; `/tree/{id}` the subtree under one record. One query on the
 * stored path (ltree, GiST-indexed), capped, ordered by depth then `ordering`.
 */
import type { Resource, Row } from '@portal/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../db/tables.js';
import { subtreeCondition } from './constraints.js';
import { authorize, type Ctx } from './context.js';
import { envelope, errorEnvelope } from './openapi.js';
import { parseId } from './routes.js';
import { accessConditions, findRow, selection } from './service.js';

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
}
