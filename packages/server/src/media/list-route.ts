/**
 * Spec §7 `GET /media` (issue 37): the media the caller may see, newest first, one page at a time,
 * filtered by kind, context and file name; and the spec's `api/files`: `GET /api/files` is the same
 * list, `GET /api/files/{id}` the file (a redirect to `/api/v1/media/file/{id}`, whose checks apply).
 *
 * "May see" is the file route's read check (media/uses.ts `fileAccess`, media/routes.ts
 * `readable`), written as one SQL condition on the media row so a page is found by the database:
 * - a file some record uses: visible when the caller may read one of those records (admin view,
 *   with the subject's view right), when one of them is public content (released, in the portal's
 *   or activities' areas, read by a plain reader), or when its resource makes its files public
 *   (`access.publicFiles`);
 * - a file no record uses: its uploader, administrators, and everyone for a public (logo) upload.
 * Administrators see every file. The answer counts no total (the condition per row would cost a
 * scan of every file): `hasMore` says whether a next page exists.
 */
import { ATTACHMENT_CONTEXT, buildAbility, canDo, SUBJECT_DEFS, type SubjectName } from '@portal/domain';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tableFor } from '../db/tables.js';
import { accessConditions } from '../engine/access.js';
import { type Ctx, requireUser } from '../engine/context.js';
import { badRequest } from '../engine/errors.js';
import { type MediaRow, mediaTable } from './table.js';
import { CONTENT_AREAS, type Using, usingResources } from './uses.js';

/** The kinds an upload rule gives a file (media/rules.ts). */
export const MEDIA_KINDS = ['image', 'attachment', 'large', 'logo', 'favicon'] as const;
/** Largest page. */
export const MEDIA_PAGE_MAX = 100;
const PAGE_DEFAULT_SIZE = 40;

// Which records make a file public content, and which resources hold files: one rule, media/uses.ts.

/** A record of `u` uses the media row of the outer query. */
function usesOuter(u: Using): SQL {
  const t = tableFor(u.r);
  const col = (n: string) => t[n] as AnyPgColumn;
  const id = mediaTable.id;
  const parts = [...u.single.map((n) => sql`${col(n)} = ${id}`), ...u.lists.map((n) => sql`${col(n)} @> ARRAY[${id}]::bigint[]`)];
  return sql`(${sql.join(parts, sql` OR `)})`;
}

const exists = (u: Using, extra: SQL[]): SQL => {
  const t = tableFor(u.r);
  return sql`EXISTS (SELECT 1 FROM ${t} WHERE ${and(usesOuter(u), ...extra) as SQL})`;
};

const isAdmin = (ctx: Ctx) => !!ctx.user?.ability.can('manage', 'all');

/** The media rows the caller may read: the file route's check as a condition (see the header). */
export function mediaVisibleCondition(ctx: Ctx): SQL | undefined {
  const user = ctx.user;
  if (!user) return sql`false`;
  if (isAdmin(ctx)) return undefined;
  const all = usingResources();
  const used = all.length > 0 ? sql`(${sql.join(all.map((u) => exists(u, [])), sql` OR `)})` : sql`false`;
  const readers: SQL[] = [];
  for (const u of all) {
    if (u.r.access?.publicFiles) {
      readers.push(exists(u, []));
      continue;
    }
    if (canDo(user.ability, 'view', u.r.subject)) readers.push(exists(u, accessConditions(ctx, u.r, tableFor(u.r), 'read', { isCms: true })));
    if (CONTENT_AREAS.has(SUBJECT_DEFS[u.r.subject as SubjectName]?.area ?? '')) {
      const reader: Ctx = { ...ctx, user: { id: 0, username: 'anonymous', roleIds: [], ability: buildAbility([{ action: 'view', subject: u.r.subject }]) } };
      readers.push(exists(u, accessConditions(reader, u.r, tableFor(u.r), 'read', { isCms: false })));
    }
  }
  const unusedOk = or(eq(mediaTable.is_public, true), eq(mediaTable.created_by, user.id)) as SQL;
  const usedOk = readers.length > 0 ? sql`(${sql.join(readers, sql` OR `)})` : sql`false`;
  return sql`(CASE WHEN ${used} THEN ${usedOk} ELSE ${unusedOk} END)`;
}

const str = (q: Record<string, unknown>, ...keys: string[]): string | undefined => {
  for (const k of keys) if (typeof q[k] === 'string' && q[k] !== '') return q[k] as string;
  return undefined;
};
const invalid = (field: string) => badRequest([{ field, key: 'error.invalidQuery', params: { field } }]);

/** What clients see of a media row: never the storage keys (as media/routes.ts). */
function publicRow(m: MediaRow) {
  const { storage_key: _s, thumbnail_key: _t, ...rest } = m;
  return rest;
}

/** One page of the media the caller may see: `kind`, `context` (or `f_kind`, `f_context`; several joined by |), `q` (file name), `page`, `limit`. */
export async function listMedia(ctx: Ctx, query: Record<string, unknown>) {
  requireUser(ctx);
  const kinds = str(query, 'kind', 'f_kind')?.split('|');
  if (kinds?.some((k) => !(MEDIA_KINDS as readonly string[]).includes(k))) throw invalid('kind');
  const contexts = str(query, 'context', 'f_context')?.split('|');
  if (contexts?.some((c) => !(ATTACHMENT_CONTEXT as readonly string[]).includes(c))) throw invalid('context');
  const page = Number(str(query, 'page') ?? '1');
  const limit = Number(str(query, 'limit') ?? String(PAGE_DEFAULT_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw invalid('page');
  if (!Number.isInteger(limit) || limit < 1 || limit > MEDIA_PAGE_MAX) throw invalid('limit');
  const name = (str(query, 'q') ?? '').trim().slice(0, 100);
  const t = mediaTable;
  const where = and(
    ...(kinds ? [sql`${t.kind} IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})`] : []),
    ...(contexts ? [sql`${t.context} IN (${sql.join(contexts.map((c) => sql`${c}`), sql`, `)})`] : []),
    ...(name ? [ilike(t.file_name, `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)] : []),
    mediaVisibleCondition(ctx),
  );
  const rows = (await ctx.database.db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.id))
    .limit(limit + 1)
    .offset((page - 1) * limit)) as MediaRow[];
  return { items: rows.slice(0, limit).map(publicRow), page, limit, hasMore: rows.length > limit };
}

const LIST_SUMMARY = `The media the caller may see (the file route's read check), newest first: ?kind=${MEDIA_KINDS.join('|')}, ?context=${ATTACHMENT_CONTEXT.join('|')} (several joined by |; f_kind, f_context too), ?q= (file name), ?page, ?limit (at most ${MEDIA_PAGE_MAX}); hasMore instead of a total`;

export function registerMediaListRoutes(app: FastifyInstance): void {
  const handler = async (req: FastifyRequest) => ({ success: true, data: await listMedia(req.ctx, (req.query ?? {}) as Record<string, unknown>) });
  app.get('/api/v1/media', { schema: { tags: ['media'], summary: LIST_SUMMARY } }, handler);
  // The spec's `api/files`: the same list, and each file by id.
  app.get('/api/files', { schema: { tags: ['media'], summary: `The same as GET /api/v1/media. ${LIST_SUMMARY}` } }, handler);
  app.get(
    '/api/files/:id',
    { config: { isPublic: true }, schema: { tags: ['media'], summary: 'The file: a redirect (308) to /api/v1/media/file/{id}, whose read check applies (?thumb=1 kept)' } },
    async (req, reply) => {
      const id = (req.params as { id?: string }).id ?? '';
      if (!/^[1-9]\d{0,14}$/.test(id)) throw badRequest([{ field: 'id', key: 'error.invalidId' }]);
      const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      return reply.redirect(`/api/v1/media/file/${id}${search}`, 308);
    },
  );
}
