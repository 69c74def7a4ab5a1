/**
 * Assets (ADR 0010): what the declarations (domain resources/assets) cannot say.
 *
 * - Bulk delete (`POST /asset-bulk-delete`, `/asset/bulkDelete`, body `ids`): the engine's
 *   `POST /asset/bulk-delete` (engine/bulk.ts) under the spec's names: all or nothing, each asset
 *   through the engine's delete under the caller's access rule; one the caller may not delete
 *   (outside their operating range, unknown) fails the whole call (404/403), nothing is deleted. An asset in an open handover cannot be deleted (409).
 * - Handovers: on create, the receiver's unit is filled from the receiver's staff file, the giver
 *   (current holder and unit) recorded, the title made; one open handover per asset (checked under
 *   a per-asset lock to name the handover in the way; the exclusion constraint is the guarantee).
 *   Then it is submitted to the ASSET_HANDOVER approval process, or approved at once when none is
 *   configured. Final approval moves the asset to the receiver (holder, unit, IN_USE); `return`
 *   (also POST /asset-handover/return/{id}) ends an approved handover and puts the asset back in
 *   stock. Spec paths /asset-handover/approve/{id} and /asset-handover/cancel/{id} are the approval
 *   engine's approve and withdraw (a draft or rejected one is cancelled directly).
 * - Repairs: a repair in progress puts its asset UNDER_REPAIR; done (or cancelled) puts it back.
 * - Inventory reports: `GET /asset-report?by=type|condition|unit`, `/asset-status-report` (by
 *   condition) and `/asset-excel-report` (xlsx): counts and value of the assets as they stand, under
 *   the caller's read scope (the list's rule: operating range, own assets for plain viewers).
 * - Alerts sent (`asset_alert_log`) are written by the alert job only (the asset's declared `alerts`, jobs/alerts.ts).
 */
import {
  ASSET_CONDITION_OPTIONS,
  ASSET_CONDITIONS,
  asset,
  assetAlertLog,
  assetHandover,
  assetSetting,
  organization,
  type Row,
  repairAsset,
  staff,
  translate,
} from '@portal/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cancelApproval } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { authorize, type Ctx, requireUser } from '../../engine/context.js';
import { AppError, badRequest, notFound } from '../../engine/errors.js';
import { type ActionRun, type AfterChangeHook, type AfterTransitionHook, type BeforeChangeHook, type BeforeDeleteHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { changeStatus, findRow } from '../../engine/service.js';
import { accessConditions } from '../../engine/access.js';
import { deleteBulk } from '../../engine/bulk.js';
import { sendXlsx } from '../../engine/xlsx.js';
import { isId, parseId } from '../../http/kit.js';

const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
/** Today in Vietnam (dates of handovers and returns). */
export const vnToday = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));

/** Conditions of an asset that can no longer be handed over. */
const GONE = ['LIQUIDATED', 'LOST'];

async function readAsset(tx: Drizzle, id: number, isForUpdate = false): Promise<Row | null> {
  const t = tableFor(asset);
  const q = tx.select().from(t).where(eq(c(t, 'id'), id)).limit(1);
  const [row] = (await (isForUpdate ? q.for('update') : q)) as Row[];
  return row ?? null;
}

async function openHandover(tx: Drizzle, assetId: number, exceptId: number | null): Promise<Row | null> {
  const h = tableFor(assetHandover);
  const rows = rowsOf<Row>(
    await tx.execute(sql`SELECT id, title, title_en FROM ${h} WHERE asset_id = ${assetId} AND state = 'ACTIVE' AND status IN ('DRAFT', 'PENDING', 'APPROVED')
      ${exceptId ? sql`AND id <> ${exceptId}` : sql``} ORDER BY id LIMIT 1`),
  );
  return rows[0] ?? null;
}

/** An open handover's title in the reader's language. */
const titleIn = (lang: string, open: Row): string => String((lang === 'en' && open.title_en) || open.title || '');

// ---------------------------------------------------------------------------------------------
// Assets

/** An asset in an open handover stays (return or cancel the handover first). */
const assetDeletable: BeforeDeleteHook = async ({ ctx, tx, existing }) => {
  const open = await openHandover(tx, Number(existing.id), null);
  if (open) throw new AppError(409, 'asset.handoverOpen', { code: String(existing.code), title: titleIn(ctx.lang, open) }, [{ field: 'ids', key: 'asset.handoverOpen', params: { code: String(existing.code), title: titleIn(ctx.lang, open) } }]);
};

/** All or nothing: the engine's bulk delete (engine/bulk.ts) in the action's transaction. */
const bulkDelete: ActionRun = async ({ ctx, body }) => {
  const ids = (await deleteBulk(ctx, asset, body.ids)).map((x) => Number(x.id));
  return { ids, count: ids.length };
};

// ---------------------------------------------------------------------------------------------
// Handovers

/** The receiver's unit, the giver, the title; one open handover per asset; the asset must be in service and readable. */
const prepareHandover: BeforeChangeHook = async ({ ctx, tx, mode, data, existing }) => {
  const merged = { ...(existing ?? {}), ...data };
  const assetId = Number(merged.asset_id);
  // The asset under the caller's access rule (an asset outside the range is not found).
  const a = await findRow(ctx, asset, assetId, tx, 'read').catch((e) => {
    if (e instanceof AppError && e.status === 404) throw badRequest([{ field: 'asset_id', key: 'validation.refNotFound', params: {} }], assetHandover);
    throw e;
  });
  if (a.state !== 'ACTIVE' || GONE.includes(String(a.condition))) throw badRequest([{ field: 'asset_id', key: 'asset.inactive' }], assetHandover);
  const more: Row = {};
  if (!merged.to_staff_id && !merged.to_unit_id) throw badRequest([{ field: 'to_staff_id', key: 'asset.receiverRequired' }], assetHandover);
  if (merged.to_staff_id && !merged.to_unit_id) {
    const s = tableFor(staff);
    const [f] = (await tx
      .select({ unit: c(s, 'unit_id') })
      .from(s)
      .where(eq(c(s, 'id'), Number(merged.to_staff_id)))
      .limit(1)) as { unit: number | null }[];
    if (f?.unit) more.to_unit_id = Number(f.unit);
  }
  if (mode === 'create' || (existing && Number(existing.asset_id) !== assetId)) {
    more.from_staff_id = a.holder_id ?? null;
    more.from_unit_id = a.unit_id ?? null;
    more.title = translate('vi', 'asset.handoverTitle', { code: String(a.code), name: String(a.name) }).slice(0, 300);
    more.title_en = translate('en', 'asset.handoverTitle', { code: String(a.code), name: String(a.name_en || a.name) }).slice(0, 300);
  }
  // One handover of this asset decides at a time: the others wait here, then see its row.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`asset_handover:${assetId}`}))`);
  const open = await openHandover(tx, assetId, existing ? Number(existing.id) : null);
  if (open) {
    const params = { code: String(a.code), title: titleIn(ctx.lang, open) };
    throw new AppError(409, 'asset.handoverOpen', params, [{ field: 'asset_id', key: 'asset.handoverOpen', params }], assetHandover);
  }
  return more;
};

/** Approved: the asset moves to its receiver (holder, unit) and is in use. */
const handOver: AfterTransitionHook = async ({ ctx, tx, row, to }) => {
  if (to !== 'APPROVED') return;
  const t = tableFor(asset);
  const a = await readAsset(tx, Number(row.asset_id), true);
  if (!a) return;
  await tx
    .update(t)
    .set({ holder_id: row.to_staff_id ?? null, unit_id: row.to_unit_id ?? a.unit_id, condition: 'IN_USE', updated_date: ctx.now() })
    .where(eq(c(t, 'id'), Number(row.asset_id)));
};

/**
 * A pending handover has had its approval withdrawn (declared `withdrawOnDelete`). Deleting an
 * approved one undoes a handover made by mistake:
 * the asset goes back to its giver (holder and unit) when the receiver still holds it.
 */
const handoverDeletable: BeforeDeleteHook = async ({ ctx, tx, existing }) => {
  if (existing.status !== 'APPROVED') return;
  const a = await readAsset(tx, Number(existing.asset_id), true);
  if (!a || String(a.holder_id ?? '') !== String(existing.to_staff_id ?? '')) return;
  const t = tableFor(asset);
  await tx
    .update(t)
    .set({ holder_id: existing.from_staff_id ?? null, unit_id: existing.from_unit_id ?? a.unit_id, condition: existing.from_staff_id ? 'IN_USE' : 'IN_STOCK', updated_date: ctx.now() })
    .where(eq(c(t, 'id'), Number(a.id)));
};

/** Ends an approved handover: return date and note, the asset back in stock (its giver's unit for an issue). */
const returnHandover: ActionRun = async ({ ctx, tx, record, body }) => {
  if (!record) throw notFound();
  if (record.status !== 'APPROVED') throw new AppError(409, 'asset.notHandedOver');
  const returned = typeof body.returned_date === 'string' && body.returned_date ? body.returned_date : vnToday(ctx.now());
  if (returned < String(record.handover_date)) throw badRequest([{ field: 'returned_date', key: 'validation.notBefore', params: { otherField: 'handover_date', other: String(record.handover_date) } }], assetHandover);
  const h = tableFor(assetHandover);
  await tx
    .update(h)
    .set({ returned_date: returned, return_note: typeof body.return_note === 'string' ? body.return_note : null, updated_date: ctx.now(), updated_by: ctx.user?.id ?? null })
    .where(eq(c(h, 'id'), Number(record.id)));
  const moved = await changeStatus(ctx, assetHandover, Number(record.id), 'RETURNED', { asSystem: true });
  const a = await readAsset(tx, Number(record.asset_id), true);
  if (a) {
    const t = tableFor(asset);
    const isHeld = record.to_staff_id === null || record.to_staff_id === undefined || String(a.holder_id) === String(record.to_staff_id);
    if (isHeld) {
      await tx
        .update(t)
        .set({
          holder_id: null,
          unit_id: record.kind === 'ISSUE' && record.from_unit_id ? record.from_unit_id : a.unit_id,
          condition: typeof body.condition === 'string' && (ASSET_CONDITIONS as readonly string[]).includes(body.condition) ? body.condition : 'IN_STOCK',
          updated_date: ctx.now(),
        })
        .where(eq(c(t, 'id'), Number(a.id)));
    }
  }
  return moved;
};

/** Spec path /asset-handover/cancel/{id}: a pending one is withdrawn (its requester), a draft or rejected one cancelled. */
async function cancelHandover(ctx: Ctx, id: number, body: unknown): Promise<Row> {
  authorize(ctx, 'edit', assetHandover.subject);
  const row = await findRow(ctx, assetHandover, id, ctx.database.db, 'write');
  if (row.status === 'PENDING') return cancelApproval(ctx, assetHandover, id, body);
  if (row.status === 'APPROVED') throw new AppError(409, 'asset.notCancellable');
  return changeStatus(ctx, assetHandover, id, 'CANCELLED', { asSystem: true });
}

// ---------------------------------------------------------------------------------------------
// Repairs

/** A repair in progress puts its asset under repair; done or cancelled puts it back in use (held) or in stock. */
const repairMovesAsset: AfterChangeHook = async ({ ctx, tx, mode, row, existing }) => {
  if (mode === 'delete' || (existing && existing.repair_status === row.repair_status)) return;
  const a = await readAsset(tx, Number(row.asset_id), true);
  if (!a || GONE.includes(String(a.condition))) return;
  const t = tableFor(asset);
  let next: string | null = null;
  if (row.repair_status === 'IN_PROGRESS') next = 'UNDER_REPAIR';
  else if ((row.repair_status === 'DONE' || row.repair_status === 'CANCELLED') && a.condition === 'UNDER_REPAIR') next = a.holder_id ? 'IN_USE' : 'IN_STOCK';
  if (next && next !== a.condition) await tx.update(t).set({ condition: next, updated_date: ctx.now() }).where(eq(c(t, 'id'), Number(a.id)));
};

// ---------------------------------------------------------------------------------------------
// Inventory reports

export const INVENTORY_DIMENSIONS = ['type', 'condition', 'unit'] as const;
export type InventoryDimension = (typeof INVENTORY_DIMENSIONS)[number];
export type InventoryGroup = { key: string | number | null; label: string; color?: string; count: number; quantity: number; value: number };

/** The assets as they stand, grouped by type, condition or unit, under the caller's read scope. */
export async function inventoryReport(ctx: Ctx, by: InventoryDimension, unitId?: number): Promise<{ by: InventoryDimension; groups: InventoryGroup[]; totals: { count: number; quantity: number; value: number } }> {
  authorize(ctx, 'view', asset.subject);
  const t = tableFor(asset);
  const scope: SQL[] = [eq(c(t, 'state'), 'ACTIVE'), ...accessConditions(ctx, asset, t, 'read')];
  if (unitId) {
    const o = tableFor(organization);
    scope.push(sql`${c(t, 'unit_id')} IN (SELECT u.id FROM ${o} u WHERE u.tree_path <@ (SELECT g.tree_path FROM ${o} g WHERE g.id = ${unitId}))`);
  }
  const column = by === 'type' ? c(t, 'type_id') : by === 'unit' ? c(t, 'unit_id') : c(t, 'condition');
  const rows = (await ctx.database.db
    .select({ key: column, n: sql<string>`count(*)`, q: sql<string>`coalesce(sum(${c(t, 'quantity')}), 0)`, v: sql<string>`coalesce(sum(${c(t, 'price')}), 0)` })
    .from(t)
    .where(and(...scope))
    .groupBy(column)) as { key: string | number | null; n: string; q: string; v: string }[];
  const lang = ctx.lang;
  const names = new Map<string, string>();
  const target = by === 'type' ? assetSetting : by === 'unit' ? organization : null;
  const ids = rows.map((r) => Number(r.key)).filter((x) => Number.isSafeInteger(x) && x > 0);
  if (target && ids.length > 0) {
    const tt = tableFor(target);
    const found = (await ctx.database.db
      .select({ id: c(tt, 'id'), name: c(tt, 'name'), name_en: c(tt, 'name_en') })
      .from(tt)
      .where(sql`${c(tt, 'id')} IN (${sql.join(
        ids.map((x) => sql`${x}`),
        sql`, `,
      )})`)) as { id: number; name: string; name_en: string | null }[];
    for (const f of found) names.set(String(f.id), lang === 'en' && f.name_en ? f.name_en : f.name);
  }
  const groups: InventoryGroup[] = rows.map((r) => {
    const key = r.key === null ? null : by === 'condition' ? String(r.key) : Number(r.key);
    const option = by === 'condition' ? ASSET_CONDITION_OPTIONS[String(r.key) as keyof typeof ASSET_CONDITION_OPTIONS] : undefined;
    const label = option ? option.label[lang] : (names.get(String(r.key)) ?? String(r.key ?? '—'));
    return { key, label, ...(option && { color: option.color }), count: Number(r.n), quantity: Number(r.q), value: Number(r.v) };
  });
  groups.sort((a, b) => b.value - a.value || b.count - a.count || a.label.localeCompare(b.label));
  const totals = groups.reduce((s, g) => ({ count: s.count + g.count, quantity: s.quantity + g.quantity, value: s.value + g.value }), { count: 0, quantity: 0, value: 0 });
  return { by, groups, totals };
}

function inventoryQuery(req: FastifyRequest, dflt: InventoryDimension): { by: InventoryDimension; unitId?: number } {
  const q = (req.query ?? {}) as { by?: unknown; f_unit_id?: unknown };
  const by = q.by === undefined || q.by === '' ? dflt : q.by;
  if (typeof by !== 'string' || !(INVENTORY_DIMENSIONS as readonly string[]).includes(by)) throw badRequest([{ field: 'by', key: 'asset.reportDimension' }]);
  let unitId: number | undefined;
  if (q.f_unit_id !== undefined && q.f_unit_id !== '') {
    if (typeof q.f_unit_id !== 'string' || !isId(q.f_unit_id)) throw badRequest([{ field: 'f_unit_id', key: 'error.invalidId' }]);
    unitId = Number(q.f_unit_id);
  }
  return { by: by as InventoryDimension, ...(unitId && { unitId }) };
}

const HEADERS = {
  vi: { type: 'Loại tài sản', condition: 'Tình trạng', unit: 'Đơn vị quản lý', count: 'Số bản ghi', quantity: 'Số lượng', value: 'Nguyên giá (VNĐ)', total: 'Tổng cộng' },
  en: { type: 'Asset type', condition: 'Condition', unit: 'Owning unit', count: 'Records', quantity: 'Quantity', value: 'Cost (VND)', total: 'Total' },
} as const;

async function excelReport(req: FastifyRequest, reply: FastifyReply) {
  const { by, unitId } = inventoryQuery(req, 'type');
  const data = await inventoryReport(req.ctx, by, unitId);
  const h = HEADERS[req.ctx.lang];
  const rows = [...data.groups.map((g) => ({ label: g.label, count: g.count, quantity: g.quantity, value: g.value })), { label: h.total, ...data.totals }];
  async function* batches() {
    yield rows;
  }
  return sendXlsx(
    reply,
    'asset-report',
    [
      { key: 'label', header: h[by], width: 40 },
      { key: 'count', header: h.count, width: 14 },
      { key: 'quantity', header: h.quantity, width: 14 },
      { key: 'value', header: h.value, width: 22, numFmt: '#,##0' },
    ],
    batches(),
    req.ctx.now(),
  );
}

/**
 * "My assets" for the portal's /my-profile: the assets the caller holds (their staff file is the
 * holder) and the handovers to them still open, with the names of what they reference. Every
 * signed-in user, no asset right needed: it reads only the caller's own.
 */
export async function myAssets(ctx: Ctx): Promise<{ assets: Row[]; handovers: Row[] }> {
  const user = requireUser(ctx);
  const db = ctx.database.db;
  const a = tableFor(asset);
  const h = tableFor(assetHandover);
  const s = tableFor(assetSetting);
  const o = tableFor(organization);
  const mine = sql`(SELECT f.id FROM ${tableFor(staff)} f WHERE f.account_id = ${user.id} AND f.state = 'ACTIVE')`;
  const assets = rowsOf<Row>(
    await db.execute(sql`SELECT x.id, x.code, x.name, x.name_en, x.type_id, t.name AS type_id_title, t.name_en AS type_id_title_en, x.serial_number, x.unit_id,
        u.name AS unit_id_title, u.name_en AS unit_id_title_en, x.location, x.condition, x.purchase_date::text AS purchase_date, x.warranty_end::text AS warranty_end
      FROM ${a} x LEFT JOIN ${s} t ON t.id = x.type_id LEFT JOIN ${o} u ON u.id = x.unit_id
      WHERE x.state = 'ACTIVE' AND x.holder_id IN ${mine} ORDER BY x.code LIMIT 200`),
  );
  const handovers = rowsOf<Row>(
    await db.execute(sql`SELECT x.id, x.title, x.asset_id, x.kind, x.status, x.handover_date::text AS handover_date, x.expected_return_date::text AS expected_return_date
      FROM ${h} x WHERE x.state = 'ACTIVE' AND x.status IN ('DRAFT', 'PENDING') AND x.to_staff_id IN ${mine} ORDER BY x.handover_date DESC, x.id DESC LIMIT 50`),
  );
  return { assets: assets.map((r) => ({ ...r, id: Number(r.id) })), handovers: handovers.map((r) => ({ ...r, id: Number(r.id) })) };
}

function assetRoutes(app: FastifyInstance): void {
  const tags = [asset.module];
  app.get('/api/v1/asset/mine', {
    schema: { tags, summary: 'My assets (portal /my-profile): the assets I hold and the handovers to me still open; every signed-in user' },
    handler: async (req) => ({ success: true, data: await myAssets(req.ctx) }),
  });
  app.get('/api/v1/asset-report', {
    schema: { tags, summary: 'Assets as they stand: count, quantity and cost by type, condition or unit (by=type|condition|unit, f_unit_id: a unit and its subtree), under the caller\'s read scope' },
    handler: async (req) => {
      const { by, unitId } = inventoryQuery(req, 'type');
      return { success: true, data: await inventoryReport(req.ctx, by, unitId) };
    },
  });
  app.get('/api/v1/asset-status-report', {
    schema: { tags, summary: 'Assets as they stand by condition (in stock, in use, under repair, broken, liquidated, lost), with colours' },
    handler: async (req) => {
      const { unitId } = inventoryQuery(req, 'condition');
      return { success: true, data: await inventoryReport(req.ctx, 'condition', unitId) };
    },
  });
  app.get('/api/v1/asset-excel-report', {
    schema: { tags, summary: 'The asset report as an xlsx file (by=type|condition|unit, f_unit_id), headers in the caller\'s language' },
    handler: (req, reply) => excelReport(req, reply),
  });
}

function handoverRoutes(app: FastifyInstance): void {
  const tags = [assetHandover.module];
  const ok = (lang: FastifyRequest['ctx']['lang'], data: unknown, key: Parameters<typeof translate>[1]) => ({ success: true, data, message: translate(lang, key) });
  app.post('/api/v1/asset-handover/cancel/:id', {
    schema: { tags, summary: 'Cancel an asset handover (spec path): a pending one is withdrawn by its requester, a draft or rejected one cancelled; an approved one is returned instead' },
    handler: async (req) => ok(req.ctx.lang, await cancelHandover(req.ctx, parseId(req), req.body), 'approval.cancelled'),
  });
}

/** Alerts sent are the alert job's. */
const jobOnly = async (): Promise<never> => {
  throw new AppError(403, 'asset.jobOnly');
};

export const assetModules: readonly ModuleDecl[] = [
  defineModule({ resource: asset, hooks: { beforeDelete: [assetDeletable] }, actions: { bulkDelete }, routes: assetRoutes }),
  defineModule({
    resource: assetHandover,
    hooks: { beforeChange: [prepareHandover], afterTransition: [handOver], beforeDelete: [handoverDeletable] },
    actions: { return: returnHandover },
    routes: handoverRoutes,
  }),
  defineModule({ resource: repairAsset, hooks: { afterChange: [repairMovesAsset] } }),
  defineModule({ resource: assetAlertLog, hooks: { prepare: [jobOnly], beforeDelete: [jobOnly] } }),
];
