/**
 * Documents (resources/portal/document.ts): who may read them, their notifications, and what the
 * portal's look-up pages need besides the generic routes.
 *
 * - Access (every operation: list, get, export, counts, files): a Public document is read by every
 *   reader of documents; a Limited one by its author, the staff and the members of the units (and
 *   of their sub-units) it is limited to, its receivers and its followers, and holders of "view
 *   all" or approve on DOCUMENT_LOOKUP. One SQL condition of the read scope, so lists, search,
 *   counts, the xlsx export and the media module's file checks (media/uses.ts) all follow it.
 * - Notifications: receivers are told when a document is issued to them (created with them, or
 *   added later: source DOCUMENT_RECEIVER); followers when it changes (DOCUMENT_FOLLOWER). Each
 *   links to the document's portal page (/documents?id=<id>). The author of the change is not told.
 * - /document-type (spec §7): the DOCUMENT_TYPE categories, and /document-options: types, realms,
 *   statuses, issuing units and the look-up page settings, for readers of documents (the categories
 *   are SETTING records that staff may not list themselves).
 */
import { canDo, category, DOCUMENT_LOOKUP_ROUTES, document, documentSetting, organization, type Row, translate } from '@portal/domain';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { authorize } from '../../engine/context.js';
import { AppError } from '../../engine/errors.js';
import { type AccessHook, type AfterChangeHook, type BeforeChangeHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { accessConditions } from '../../engine/access.js';
import { sendNotifications } from '../../notify/push.js';

const SUBJECT = document.subject;
const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const ids = (v: unknown): number[] => (Array.isArray(v) ? [...new Set(v.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))] : []);

/**
 * The audience rule with units: not Limited, or the caller wrote it, is listed (staff, receivers,
 * followers), or has an active staff file whose unit or department lies in the subtree of one of
 * the listed units (the organisation tree's GiST-indexed path).
 */
const documentAccess: AccessHook = (ctx, t) => {
  const user = ctx.user;
  if (!user) return null;
  if (canDo(user.ability, 'viewAll', SUBJECT) || canDo(user.ability, 'approve', SUBJECT)) return null;
  const uid = sql`${user.id}::bigint`;
  const inUnits = sql`EXISTS (SELECT 1 FROM staff s JOIN organization o ON o.id IN (s.unit_id, s.department_id)
    WHERE s.account_id = ${uid} AND s.state = 'ACTIVE'
      AND o.tree_path <@ ARRAY(SELECT g.tree_path FROM organization g WHERE g.id = ANY(${c(t, 'unit_ids')})))`;
  return [
    sql`(${c(t, 'access_scope')} IS DISTINCT FROM 'LIMITED' OR ${c(t, 'created_by')} = ${uid} OR ${uid} = ANY(${c(t, 'staff_ids')}) OR ${uid} = ANY(${c(t, 'receiver_ids')}) OR ${uid} = ANY(${c(t, 'follower_ids')}) OR (coalesce(cardinality(${c(t, 'unit_ids')}), 0) > 0 AND ${inUnits}))`,
  ];
};

/** A Limited document names who may read it (units or staff); otherwise only its author and its receivers would. */
const limitedNeedsAudience: BeforeChangeHook = async ({ data, existing }) => {
  const pick = (k: string) => (Object.hasOwn(data, k) ? data[k] : existing?.[k]);
  if (pick('access_scope') === 'LIMITED' && ids(pick('unit_ids')).length === 0 && ids(pick('staff_ids')).length === 0) {
    throw new AppError(400, 'error.validation', {}, [{ field: 'unit_ids', key: 'document.limitedNeedsAudience' }], document);
  }
  return undefined;
};

const portalLink = (id: number) => `/documents?id=${id}`;

const notifyPeople: AfterChangeHook = async ({ ctx, tx, mode, row, existing }) => {
  if (mode === 'delete' || row.state === 'INACTIVE') return;
  const actor = ctx.user?.id ?? 0;
  const id = Number(row.id);
  const params = { code: String(row.code ?? ''), title: String(row.title ?? '') };
  const paramsEn = { code: params.code, title: String(row.title_en || row.title || '') };
  const before = new Set(mode === 'update' ? ids(existing?.receiver_ids) : []);
  const newReceivers = ids(row.receiver_ids).filter((x) => !before.has(x) && x !== actor);
  const told = new Set(newReceivers);
  const followers = mode === 'update' ? ids(row.follower_ids).filter((x) => x !== actor && !told.has(x)) : [];
  await sendNotifications(tx, ctx.now(), [
    ...newReceivers.map((recipient_id) => ({
      recipient_id,
      title: translate('vi', 'document.issuedTitle', params),
      title_en: translate('en', 'document.issuedTitle', paramsEn),
      content: translate('vi', 'document.issuedContent', params),
      content_en: translate('en', 'document.issuedContent', paramsEn),
      link: portalLink(id),
      source_type: 'DOCUMENT_RECEIVER',
      source_id: id,
    })),
    ...followers.map((recipient_id) => ({
      recipient_id,
      title: translate('vi', 'document.changedTitle', params),
      title_en: translate('en', 'document.changedTitle', paramsEn),
      content: translate('vi', 'document.changedContent', params),
      content_en: translate('en', 'document.changedContent', paramsEn),
      link: portalLink(id),
      source_type: 'DOCUMENT_FOLLOWER',
      source_id: id,
    })),
  ]);
};

type Option = { id: number; name: string; name_en: string | null; code?: string | null };

async function categories(db: Drizzle, type: string): Promise<Option[]> {
  const t = tableFor(category);
  const rows = (await db
    .select({ id: c(t, 'id'), name: c(t, 'name'), name_en: c(t, 'name_en'), code: c(t, 'code') })
    .from(t)
    .where(and(eq(c(t, 'type'), type), eq(c(t, 'state'), 'ACTIVE')))
    .orderBy(asc(c(t, 'ordering')), asc(c(t, 'id')))) as Option[];
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The look-up pages' settings, and the pages each type shows on. */
async function lookups(db: Drizzle): Promise<Row[]> {
  const t = tableFor(documentSetting);
  const rows = (await db
    .select({ page: c(t, 'page'), title: c(t, 'title'), title_en: c(t, 'title_en'), description: c(t, 'description'), description_en: c(t, 'description_en'), type_ids: c(t, 'type_ids') })
    .from(t)
    .where(eq(c(t, 'state'), 'ACTIVE'))
    .orderBy(asc(c(t, 'ordering')), asc(c(t, 'id')))) as Row[];
  return rows.map((r) => ({ ...r, type_ids: ids(r.type_ids), route: DOCUMENT_LOOKUP_ROUTES[r.page as keyof typeof DOCUMENT_LOOKUP_ROUTES] ?? null }));
}

function registerDocumentRoutes(app: FastifyInstance): void {
  const tags = [document.module];
  app.get('/api/v1/document-type', {
    schema: { tags, summary: 'Document types (the DOCUMENT_TYPE settings categories) with the look-up pages showing each, for readers of documents' },
    handler: async (req) => {
      authorize(req.ctx, 'view', SUBJECT);
      const db = req.ctx.database.db;
      const [types, pages] = await Promise.all([categories(db, 'DOCUMENT_TYPE'), lookups(db)]);
      const items = types.map((x) => ({ ...x, pages: pages.filter((p) => (p.type_ids as number[]).includes(x.id)).map((p) => p.page) }));
      return { success: true, data: { items, totalRows: items.length, page: 1, limit: -1 } };
    },
  });

  app.get('/api/v1/document-options', {
    schema: { tags, summary: 'What the document filters offer: types, realms, statuses, the issuing units of the documents the caller may read, and the look-up pages' },
    handler: async (req) => {
      const ctx = req.ctx;
      authorize(ctx, 'view', SUBJECT);
      const db = ctx.database.db;
      const dt = tableFor(document);
      const ot = tableFor(organization);
      const scope: SQL[] = accessConditions(ctx, document, dt, 'read');
      const unitIds = sql`SELECT DISTINCT ${c(dt, 'issuing_unit_id')} FROM ${dt} WHERE ${and(eq(c(dt, 'state'), 'ACTIVE'), isNotNull(c(dt, 'issuing_unit_id')), ...scope)}`;
      const [types, realms, statuses, pages, units] = await Promise.all([
        categories(db, 'DOCUMENT_TYPE'),
        categories(db, 'DOCUMENT_REALM'),
        categories(db, 'DOCUMENT_STATUS'),
        lookups(db),
        db
          .select({ id: c(ot, 'id'), name: c(ot, 'name'), name_en: c(ot, 'name_en') })
          .from(ot)
          .where(sql`${c(ot, 'id')} IN (${unitIds})`)
          .orderBy(asc(c(ot, 'ordering')), asc(c(ot, 'id'))),
      ]);
      return { success: true, data: { types, realms, statuses, units: (units as Option[]).map((u) => ({ ...u, id: Number(u.id) })), lookups: pages } };
    },
  });
}

export const documentModules: readonly ModuleDecl[] = [
  defineModule({ resource: document, access: { reads: ['staff', 'organization'], rule: documentAccess }, hooks: { beforeChange: [limitedNeedsAudience], afterChange: [notifyPeople] }, routes: registerDocumentRoutes }),
];
