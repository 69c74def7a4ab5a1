/**
 * Who may read a stored file (ADR 0004, "uploads are private by default"): a file that records use
 * (a media or media-list column of any declared resource) is readable only by who may read at least
 * one of those records under the resource's access rule, in the admin view when they hold its
 * rights (an editor previews the image of their draft) and the portal view otherwise (staff see the
 * figure of a released, Public marketing item but not of a Limited one outside its list).
 * Anonymous callers get it only when such a record's resource declares `access.publicFiles`
 * (sign-in page logos). A file no record uses yet keeps the upload's own rule (public, or its
 * uploader and administrators). Every media column is indexed, so this is a few index probes.
 */
import type { Resource } from '@portal/domain';
import { canDo, resources } from '@portal/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableFor } from '../db/tables.js';
import type { Ctx } from '../engine/context.js';
import { accessConditions } from '../engine/service.js';

type Using = { r: Resource; single: string[]; lists: string[] };

let usingCache: Using[] | null = null;
/** Declared resources with media columns, and those columns. */
function usingResources(): Using[] {
  usingCache ??= resources
    .map((r) => ({
      r,
      single: r.columns.filter((c) => c.def.kind === 'media').map((c) => c.name),
      lists: r.columns.filter((c) => c.def.kind === 'mediaList').map((c) => c.name),
    }))
    .filter((u) => u.single.length + u.lists.length > 0);
  return usingCache;
}

function usesCondition(u: Using, id: number): SQL {
  const t = tableFor(u.r);
  const col = (n: string) => t[n] as AnyPgColumn;
  const parts = [...u.single.map((n) => sql`${col(n)} = ${id}`), ...u.lists.map((n) => sql`${col(n)} @> ARRAY[${id}]::bigint[]`)];
  return sql`(${sql.join(parts, sql` OR `)})`;
}

export type FileAccess = 'unused' | 'allowed' | 'publicUse' | 'denied';

/** How the caller may read media `id`: by its use in records, or 'unused' (the upload's own rule applies). */
export async function fileAccess(ctx: Ctx, id: number): Promise<FileAccess> {
  const all = usingResources();
  if (all.length === 0) return 'unused';
  const probes = all.map((u, i) => sql`SELECT ${i}::int AS i WHERE EXISTS (SELECT 1 FROM ${tableFor(u.r)} WHERE ${usesCondition(u, id)})`);
  const rows = await ctx.database.db.execute<{ i: number }>(sql.join(probes, sql` UNION ALL `));
  const used = (Array.isArray(rows) ? rows : (rows as { rows: { i: number }[] }).rows).map((x) => all[Number(x.i)] as Using);
  if (used.length === 0) return 'unused';
  if (used.some((u) => u.r.access?.publicFiles)) return 'publicUse';
  if (!ctx.user) return 'denied';
  for (const u of used) {
    if (!canDo(ctx.user.ability, 'view', u.r.subject)) continue;
    const t = tableFor(u.r);
    const found = await ctx.database.db
      .select({ id: t.id as AnyPgColumn })
      .from(t)
      .where(and(usesCondition(u, id), ...accessConditions(ctx, u.r, t, 'read', { isCms: true })))
      .limit(1);
    if (found.length > 0) return 'allowed';
  }
  return 'denied';
}
