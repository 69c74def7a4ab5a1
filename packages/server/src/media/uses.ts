/**
 * Who may read a stored file (ADR 0004): decided by the records that use it (a media or media-list
 * column of any declared resource; every such column is indexed, so these are index probes).
 * - a caller who may read one of those records (admin view with the subject's rights, portal view
 *   otherwise) reads it;
 * - public content (a record of the portal's or activities' areas that a plain reader of its subject
 *   sees in the portal view: released, not Limited, not owner-only) is public: a browser's <img>
 *   request carries no bearer token; back-office records (HR, assets, administration...) never are;
 * - so is every file of a resource that declares `access.publicFiles` (sign-in page logos);
 * - any other used file is hidden (a draft's, a Limited or owner-only record's), from its uploader
 *   too when they may not read the record; a browser proves who asks by the file cookie
 *   (media/file-cookie.ts);
 * - a file no record uses yet keeps the upload's own rule: its uploader and administrators (uploads
 *   are private), public only for logo uploads.
 */
import type { Resource } from '@portal/domain';
import { buildAbility, canDo, resources, SUBJECT_DEFS, type SubjectName } from '@portal/domain';

/** The areas whose released records are public content (a browser's <img> needs no token). */
export const CONTENT_AREAS: ReadonlySet<string> = new Set(['portal', 'activities']);
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableFor } from '../db/tables.js';
import type { Ctx } from '../engine/context.js';
import { accessConditions } from '../engine/access.js';

export type Using = { r: Resource; single: string[]; lists: string[] };

let usingCache: Using[] | null = null;
/** Declared resources with media columns, and those columns. */
export function usingResources(): Using[] {
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

export type FileAccess = 'unused' | 'allowed' | 'publicContent' | 'publicUse' | 'denied';

/** How the caller may read media `id`: by its use in records, or 'unused' (the upload's own rule applies). */
export async function fileAccess(ctx: Ctx, id: number): Promise<FileAccess> {
  const all = usingResources();
  if (all.length === 0) return 'unused';
  const probes = all.map((u, i) => sql`SELECT ${i}::int AS i WHERE EXISTS (SELECT 1 FROM ${tableFor(u.r)} WHERE ${usesCondition(u, id)})`);
  const rows = await ctx.database.db.execute<{ i: number }>(sql.join(probes, sql` UNION ALL `));
  const used = (Array.isArray(rows) ? rows : (rows as { rows: { i: number }[] }).rows).map((x) => all[Number(x.i)] as Using);
  if (used.length === 0) return 'unused';
  if (used.some((u) => u.r.access?.publicFiles)) return 'publicUse';
  const visible = async (u: Using, reader: Ctx, isCms: boolean) => {
    const t = tableFor(u.r);
    const found = await ctx.database.db
      .select({ id: t.id as AnyPgColumn })
      .from(t)
      .where(and(usesCondition(u, id), ...accessConditions(reader, u.r, t, 'read', { isCms })))
      .limit(1);
    return found.length > 0;
  };
  const user = ctx.user;
  if (user) for (const u of used) if (canDo(user.ability, 'view', u.r.subject) && (await visible(u, ctx, true))) return 'allowed';
  // A browser loads images without the bearer token: public content (readable by a plain reader
  // of the subject in the portal view: released, not Limited, not owner-only) is public.
  for (const u of used) {
    // Only content is public: a back-office record (an asset's insurance, a staff file, a booking's
    // room) is never read by an anonymous caller, whatever its own rule lets a subject holder read
    // (issue 36, class 5: an asset insurance's file was served to anyone).
    if (!CONTENT_AREAS.has(SUBJECT_DEFS[u.r.subject as SubjectName]?.area ?? '')) continue;
    const reader = { ...ctx, user: { id: 0, username: 'anonymous', roleIds: [], ability: buildAbility([{ action: 'view', subject: u.r.subject }]) } };
    if (await visible(u, reader, false)) return 'publicContent';
  }
  // Used by records the caller may not read (drafts, Limited or owner-only records): hidden, from
  // its uploader too; the upload's own rule is only for files no record uses yet.
  return 'denied';
}
