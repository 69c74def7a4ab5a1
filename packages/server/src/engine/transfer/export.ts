/**
 * GET /<path>/export: the list (same filters, search, order and access rule) as a streamed xlsx,
 * by batches of ids; references shown by their records' titles, choices and flags by their labels,
 * dates as Vietnam's wall clock.
 */
import type { Column, Label, Lang, Resource, Row } from '@portal/domain';
import { columnLabel, parseListQuery, publicColumns, resourceByName, vietnamDay } from '@portal/domain';
import { and, asc, desc, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { authorize } from '../context.js';
import { badRequest } from '../errors.js';
import { selection, whereFor } from '../service.js';
import { accessConditions } from '../access.js';
import { type ColumnSpec, sendXlsx } from '../xlsx.js';
import { col, EXPORT_CAP, L, STANDARD, YES_NO } from './common.js';

const EXPORT_BATCH = 2000;
const VN_OFFSET_MS = 7 * 3600_000;
const STATE_LABELS: Record<string, Label> = { ACTIVE: L('Đang hoạt động', 'Active'), INACTIVE: L('Ngừng hoạt động', 'Inactive') };
const DATE_FMT = 'dd/mm/yyyy';
const DATETIME_FMT = 'dd/mm/yyyy hh:mm';

const isCmsQuery = (v: unknown) => v === '1' || v === 'true' || v === 1;

type ExportColumn = { key: string; label: Label; column?: Column; numFmt?: string; width?: number };

function exportColumns(r: Resource): ExportColumn[] {
  const out: ExportColumn[] = [{ key: 'id', label: STANDARD.id as Label, width: 10 }];
  for (const c of publicColumns(r)) {
    // Rich-text bodies (often many kilobytes) stay out of exports, as out of lists.
    if (c.def.kind === 'richText') continue;
    const numFmt = c.def.kind === 'datetime' ? DATETIME_FMT : c.def.kind === 'date' ? DATE_FMT : undefined;
    out.push({ key: c.name, label: c.def.label ?? L(c.field, c.field), column: c, ...(numFmt && { numFmt }) });
  }
  if (r.workflow) out.push({ key: 'status', label: STANDARD.status as Label });
  out.push({ key: 'state', label: STANDARD.state as Label });
  out.push({ key: 'created_by', label: STANDARD.created_by as Label });
  out.push({ key: 'created_date', label: STANDARD.created_date as Label, numFmt: DATETIME_FMT });
  out.push({ key: 'updated_date', label: STANDARD.updated_date as Label, numFmt: DATETIME_FMT });
  return out;
}

const headerOf = (c: ExportColumn, lang: Lang) => (c.column ? columnLabel(c.column, lang) : c.label[lang]);

/** The target resource of a column whose values are ids of records with titles. */
function refTarget(c: Column | undefined, key: string): Resource | undefined {
  if (key === 'created_by') return resourceByName.get('account');
  if (c?.def.kind === 'ref' || c?.def.kind === 'refs') return resourceByName.get(c.def.target);
  return undefined;
}

type Titles = Map<string, Map<number, string>>;

/** The titles of the records a batch points at: one query per target resource, not per row. */
async function loadTitles(db: Drizzle, cols: ExportColumn[], rows: Row[], lang: Lang): Promise<Titles> {
  const wanted = new Map<string, Set<number>>();
  for (const c of cols) {
    const target = refTarget(c.column, c.key);
    if (!target?.titleField) continue;
    const set = wanted.get(target.name) ?? new Set<number>();
    wanted.set(target.name, set);
    for (const row of rows) {
      const v = row[c.key];
      for (const id of Array.isArray(v) ? v : [v]) if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) set.add(Number(id));
    }
  }
  const out: Titles = new Map();
  for (const [name, ids] of wanted) {
    const target = resourceByName.get(name) as Resource;
    const titleField = target.titleField as string;
    const tt = tableFor(target);
    const hasEn = target.columnByName.has(`${titleField}_en`);
    const map = new Map<number, string>();
    out.set(name, map);
    if (ids.size === 0) continue;
    const found = (await db
      .select({ id: col(tt, 'id'), title: col(tt, titleField), ...(hasEn && { title_en: col(tt, `${titleField}_en`) }) })
      .from(tt)
      .where(inArray(col(tt, 'id'), [...ids]))) as { id: number; title: unknown; title_en?: unknown }[];
    for (const f of found) {
      const en = lang === 'en' && typeof f.title_en === 'string' && f.title_en.trim() !== '' ? f.title_en : null;
      map.set(Number(f.id), String(en ?? f.title ?? f.id));
    }
  }
  return out;
}

/** A timestamp as Excel shows it: the wall-clock time in Vietnam (Excel dates have no zone). */
const vnTime = (v: unknown): Date | null => {
  const d = v instanceof Date ? v : typeof v === 'string' ? new Date(v.replace(' ', 'T')) : null;
  return d && !Number.isNaN(d.getTime()) ? new Date(d.getTime() + VN_OFFSET_MS) : null;
};
const calendarDate = (v: unknown): Date | null => {
  if (v instanceof Date) return new Date(Date.UTC(v.getUTCFullYear(), v.getUTCMonth(), v.getUTCDate()));
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) return new Date(`${v.slice(0, 10)}T00:00:00Z`);
  return null;
};

/** One value as the export shows it: labels for enums and flags, titles for references, local dates. */
function exportValue(c: ExportColumn, v: unknown, titles: Titles, lang: Lang): unknown {
  if (v === null || v === undefined) return null;
  if (c.key === 'state') return STATE_LABELS[String(v)]?.[lang] ?? v;
  if (c.key === 'created_date' || c.key === 'updated_date') return vnTime(v);
  const target = refTarget(c.column, c.key);
  const title = (id: unknown) => (target ? titles.get(target.name)?.get(Number(id)) : undefined) ?? String(id);
  if (c.key === 'created_by') return title(v);
  const d = c.column?.def;
  if (!d) return v;
  switch (d.kind) {
    case 'flag':
      return v === true ? YES_NO[lang][0] : YES_NO[lang][1];
    case 'enum':
      return d.options?.[String(v)]?.label[lang] ?? String(v);
    case 'ref':
      return title(v);
    case 'refs':
    case 'mediaList':
    case 'tags':
      return Array.isArray(v) ? v.map((x) => (d.kind === 'refs' ? title(x) : String(x))).join('; ') : String(v);
    case 'datetime':
      return vnTime(v);
    case 'date':
      return calendarDate(v);
    case 'integer':
    case 'number':
    case 'money':
    case 'coordinate':
      return Number.isFinite(Number(v)) ? Number(v) : v;
    case 'json':
      return JSON.stringify(v);
    default:
      return v;
  }
}

export async function exportList(req: FastifyRequest, reply: FastifyReply, r: Resource) {
  const ctx = req.ctx;
  authorize(ctx, 'view', r.subject);
  const { f_is_get_all_cms: cms, ...query } = req.query as Record<string, unknown>;
  const parsed = parseListQuery(r, query, vietnamDay(ctx.now()));
  if (!parsed.ok) throw badRequest(parsed.issues, r);
  const t = tableFor(r);
  // Exactly what the list shows: its filters, search and state, the caller's access rule, its order.
  const where = whereFor(r, t, parsed.query, accessConditions(ctx, r, t, 'read', { isCms: isCmsQuery(cms) }));
  const orderBy = parsed.query.order.map((o) => (o.dir === 'asc' ? asc(col(t, o.field)) : desc(col(t, o.field))));
  const db = ctx.database.db;
  // The ids first, in the list's order (one narrow query, read before the download starts so that
  // a failure is an error answer); then the rows by batches of ids.
  const ids = (
    await db
      .select({ id: col(t, 'id') })
      .from(t)
      .where(where)
      .orderBy(...orderBy)
      .limit(EXPORT_CAP)
  ).map((x) => Number((x as { id: number }).id));
  const cols = exportColumns(r);
  const lang = ctx.lang;
  async function* batches(): AsyncGenerator<Record<string, unknown>[]> {
    for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
      const chunk = ids.slice(i, i + EXPORT_BATCH);
      const rows = (await db
        .select(selection(r, t, true))
        .from(t)
        .where(and(inArray(col(t, 'id'), chunk), where))) as Row[];
      const byId = new Map(rows.map((x) => [Number(x.id), x]));
      const ordered = chunk.map((id) => byId.get(id)).filter((x): x is Row => !!x);
      const titles = await loadTitles(db, cols, ordered, lang);
      yield ordered.map((row) => Object.fromEntries(cols.map((c) => [c.key, exportValue(c, row[c.key], titles, lang)])));
    }
  }
  const specs: ColumnSpec[] = cols.map((c) => ({ key: c.key, header: headerOf(c, lang), ...(c.width && { width: c.width }), ...(c.numFmt && { numFmt: c.numFmt }) }));
  return sendXlsx(reply, r.name, specs, batches(), ctx.now());
}

/** For tests and modules: the sheet rows of an export, as the caller's language shows them. */
export const exportHeaders = (r: Resource, lang: Lang): string[] => exportColumns(r).map((c) => headerOf(c, lang));
