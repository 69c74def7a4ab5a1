/**
 * Data in and out for every resource that opts in (`transfer` in its declaration, DESIGN "data in
 * and out"):
 * - GET  /<path>/export           the list (same filters, search, order and access rule) as a streamed xlsx;
 * - GET  /<path>/import/template  an xlsx with the writable columns' labels and a guide sheet;
 * - POST /<path>/import?dryRun=1  an xlsx (multipart `file`) checked row by row; `dryRun=0` writes it
 *                                 all or nothing; each run is recorded as an `import_run`;
 * (`POST /<path>/bulk`, records created all or nothing, is every resource's: engine/bulk.ts.)
 * Every row goes through `createRecord` (validation, references, uniqueness, hooks, activity log)
 * inside one transaction; each row runs in a savepoint of it, so one bad row does not hide the
 * errors of the next ones, and the whole transaction is rolled back on a dry run or any error.
 */
import multipart from '@fastify/multipart';
import type { Column, Issue, Label, Lang, Resource, Row } from '@portal/domain';
import { columnLabel, importRun, parseListQuery, publicColumns, resourceByName, translate, writableColumns } from '@portal/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Drizzle } from '../db/client.js';
import { type AnyTable, tableFor } from '../db/tables.js';
import { type Ctx, authorize } from './context.js';
import { AppError, badRequest, fieldErrors } from './errors.js';
import { createMany, createRecord, inWrite, isBulkCreatable, selection, whereFor } from './service.js';
import { accessConditions } from './access.js';
import { withXlsx } from './office-zip.js';
import { type ColumnSpec, sendXlsx, XLSX_MIME, xlsxFileName } from './xlsx.js';

/** Rows an export carries at most. */
export const EXPORT_CAP = 100_000;
const EXPORT_BATCH = 2000;
/** Size of an import file, and its data rows, at most. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** Columns an import's header row may span (the widest template has 22). */
export const IMPORT_MAX_COLUMNS = 100;
export const BULK_MAX = 500;
/** Error details kept on an import run (the count is always exact). */
const RUN_ERRORS_KEPT = 1000;
const VN_OFFSET_MS = 7 * 3600_000;

const col = (t: AnyTable, name: string) => t[name] as AnyPgColumn;
const L = (vi: string, en: string): Label => ({ vi, en });

/** Standard columns an export shows besides the declared ones. */
const STANDARD: Record<string, Label> = {
  id: L('Mã số', 'ID'),
  status: L('Trạng thái duyệt', 'Status'),
  state: L('Hiệu lực', 'State'),
  created_by: L('Người tạo', 'Created by'),
  created_date: L('Ngày tạo', 'Created'),
  updated_date: L('Ngày cập nhật', 'Updated'),
};
const STATE_LABELS: Record<string, Label> = { ACTIVE: L('Đang hoạt động', 'Active'), INACTIVE: L('Ngừng hoạt động', 'Inactive') };
const YES_NO = { vi: ['Có', 'Không'], en: ['Yes', 'No'] } as const;
const DATE_FMT = 'dd/mm/yyyy';
const DATETIME_FMT = 'dd/mm/yyyy hh:mm';

const norm = (s: string) => s.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
const isCmsQuery = (v: unknown) => v === '1' || v === 'true' || v === 1;

// ---------------------------------------------------------------------------------------------
// Export

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

async function exportList(req: FastifyRequest, reply: FastifyReply, r: Resource) {
  const ctx = req.ctx;
  authorize(ctx, 'view', r.subject);
  const { f_is_get_all_cms: cms, ...query } = req.query as Record<string, unknown>;
  const parsed = parseListQuery(r, query);
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

// ---------------------------------------------------------------------------------------------
// Template

const KIND_LABELS: Record<string, Label> = {
  text: L('Chữ', 'Text'),
  richText: L('Văn bản định dạng (HTML)', 'Rich text (HTML)'),
  integer: L('Số nguyên', 'Whole number'),
  number: L('Số', 'Number'),
  money: L('Số tiền', 'Amount'),
  flag: L('Có/Không', 'Yes/No'),
  date: L('Ngày (dd/mm/yyyy)', 'Date (dd/mm/yyyy)'),
  datetime: L('Ngày giờ (dd/mm/yyyy hh:mm, giờ Việt Nam)', 'Date and time (dd/mm/yyyy hh:mm, Vietnam time)'),
  enum: L('Danh sách chọn', 'Choice'),
  ref: L('Tên hoặc mã số của bản ghi', 'Name or id of a record'),
  refs: L('Tên hoặc mã số, phân cách bằng ;', 'Names or ids, separated by ;'),
  media: L('Mã số tệp', 'File id'),
  mediaList: L('Mã số tệp, phân cách bằng ;', 'File ids, separated by ;'),
  tags: L('Thẻ, phân cách bằng ;', 'Tags, separated by ;'),
  email: L('Email', 'Email'),
  phone: L('Số điện thoại', 'Phone number'),
  url: L('Địa chỉ web', 'Web address'),
  json: L('JSON', 'JSON'),
  coordinate: L('Toạ độ', 'Coordinate'),
};
const GUIDE_HEADERS: Label[] = [
  L('Cột', 'Column'),
  L('Tên trường', 'Field'),
  L('Bắt buộc', 'Required'),
  L('Kiểu dữ liệu', 'Type'),
  L('Giá trị cho phép', 'Allowed values'),
  L('Độ dài tối đa', 'Max length'),
];

/** Columns an import reads: the writable ones, in declaration order. */
const importColumns = (r: Resource): Column[] => writableColumns(r);

function enumLabels(c: Column, lang: Lang): string[] {
  const d = c.def;
  if (d.kind !== 'enum') return [];
  return d.values.map((v) => d.options?.[String(v)]?.label[lang] ?? String(v));
}

function guideRow(c: Column, lang: Lang): (string | number)[] {
  const d = c.def;
  let allowed = '';
  if (d.kind === 'enum') allowed = enumLabels(c, lang).join(', ');
  else if (d.kind === 'flag') allowed = YES_NO[lang].join(', ');
  else if (d.kind === 'ref' || d.kind === 'refs') allowed = resourceByName.get(d.target)?.label[lang] ?? d.target;
  else if ((d.kind === 'integer' || d.kind === 'number') && (d.min !== undefined || d.max !== undefined)) allowed = `${d.min ?? ''} .. ${d.max ?? ''}`;
  const max = d.kind === 'text' || d.kind === 'richText' ? d.max : d.kind === 'refs' || d.kind === 'mediaList' || d.kind === 'tags' ? d.max : '';
  return [columnLabel(c, lang), c.name, c.required ? YES_NO[lang][0] : YES_NO[lang][1], KIND_LABELS[d.kind]?.[lang] ?? d.kind, allowed, max];
}

async function sendTemplate(req: FastifyRequest, reply: FastifyReply, r: Resource) {
  const ctx = req.ctx;
  authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const lang = ctx.lang;
  const cols = importColumns(r);
  const wb = new ExcelJS.Workbook();
  const data = wb.addWorksheet(lang === 'vi' ? 'Dữ liệu' : 'Data');
  data.columns = cols.map((c) => ({ header: columnLabel(c, lang), key: c.name, width: Math.max(14, Math.min(40, columnLabel(c, lang).length + 4)) }));
  data.getRow(1).font = { bold: true };
  cols.forEach((c, i) => {
    if (c.required) data.getRow(1).getCell(i + 1).font = { bold: true, color: { argb: 'FFC00000' } };
    const note = guideRow(c, lang);
    data.getRow(1).getCell(i + 1).note = `${note[3]}${note[4] ? `: ${note[4]}` : ''}`;
  });
  const guide = wb.addWorksheet(lang === 'vi' ? 'Hướng dẫn' : 'Guide');
  guide.columns = GUIDE_HEADERS.map((h, i) => ({ header: h[lang], key: String(i), width: i === 4 ? 60 : i === 3 ? 36 : 22 }));
  guide.getRow(1).font = { bold: true };
  for (const c of cols) guide.addRow(guideRow(c, lang));
  const buf = Buffer.from(await wb.xlsx.writeBuffer());
  reply.header('content-type', XLSX_MIME);
  reply.header('content-disposition', `attachment; filename="${xlsxFileName(`${r.name}_template`, ctx.now())}"`);
  return reply.send(buf);
}

// ---------------------------------------------------------------------------------------------
// Running rows through createRecord in one transaction

class Rollback extends Error {}

export type RowError = { field: string; message: string };

/**
 * Creates every input with `createRecord` in one transaction, each in a savepoint: `prepare` may
 * turn an input into issues instead (conversion errors). Returns the created rows, or nothing and
 * the errors per position; the transaction is committed only when `commit` is true and no input
 * failed.
 */
export async function createAll(
  ctx: Ctx,
  r: Resource,
  inputs: readonly unknown[],
  commit: boolean,
  prepare: (input: unknown, index: number) => { input: unknown } | { issues: Issue[] } = (input) => ({ input }),
): Promise<{ created: Row[]; errors: Map<number, RowError[]>; isCommitted: boolean }> {
  if (isBulkCreatable(r)) {
    try {
      return await createAllAtOnce(ctx, r, inputs, commit, prepare);
    } catch (e) {
      // A constraint only the database saw (a composite unique, a race): one by one names the row.
      if (e instanceof AppError && (e.status === 401 || e.status === 403)) throw e;
    }
  }
  const errors = new Map<number, RowError[]>();
  const created: Row[] = [];
  let isCommitted = false;
  try {
    await ctx.database.db.transaction(async (tx) => {
      // The caller's context on this transaction: createRecord's own transaction becomes a savepoint.
      const txCtx: Ctx = { ...ctx, database: { ...ctx.database, db: tx } };
      for (let i = 0; i < inputs.length; i++) {
        const p = prepare(inputs[i], i);
        if ('issues' in p) {
          errors.set(i, fieldErrors(p.issues, ctx.lang, r));
          continue;
        }
        try {
          created.push(await createRecord(txCtx, r, p.input));
        } catch (e) {
          if (!(e instanceof AppError) || e.status === 401 || e.status === 403) throw e;
          errors.set(i, e.issues.length > 0 ? fieldErrors(e.issues, ctx.lang, e.resource ?? r) : [{ field: '', message: translate(ctx.lang, e.key, e.params) }]);
        }
      }
      if (!commit || errors.size > 0) throw new Rollback();
    });
    isCommitted = true;
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
  return { created: isCommitted ? created : [], errors, isCommitted };
}

/** `createAll` for a resource without per-record hooks: `createMany` in one transaction. */
async function createAllAtOnce(
  ctx: Ctx,
  r: Resource,
  inputs: readonly unknown[],
  commit: boolean,
  prepare: (input: unknown, index: number) => { input: unknown } | { issues: Issue[] },
): Promise<{ created: Row[]; errors: Map<number, RowError[]>; isCommitted: boolean }> {
  const errors = new Map<number, RowError[]>();
  let created: Row[] = [];
  try {
    await inWrite(ctx, r, async (_tx, txCtx) => {
      const out = await createMany(txCtx, r, inputs.map((x, i) => prepare(x, i)));
      for (const [i, list] of out.issues) errors.set(i, fieldErrors(list, ctx.lang, r));
      created = out.created;
      if (!commit || errors.size > 0) throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
    return { created: [], errors, isCommitted: false };
  }
  return { created, errors, isCommitted: true };
}

// ---------------------------------------------------------------------------------------------
// Import

const badFile = () => new AppError(400, 'transfer.notXlsx', {}, [{ field: 'file', key: 'transfer.notXlsx' }]);

/** The plain value of a cell: rich text, links and formulas reduced to what they show. */
function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'object' || v instanceof Date) return v;
  if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((x) => x.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('result' in v) return cellValue((v as { result?: ExcelJS.CellValue }).result ?? null);
  if ('error' in v) return String(v.error);
  return null;
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const pad = (n: number) => String(n).padStart(2, '0');
const YES = new Set(['có', 'co', 'yes', 'y', 'true', '1', 'x']);
const NO = new Set(['không', 'khong', 'no', 'n', 'false', '0']);
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** A date cell as 'YYYY-MM-DD', or the text for validation to refuse. */
function toDate(v: unknown): unknown {
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  const s = String(v).trim();
  const m = DMY.exec(s);
  if (m && !m[4]) return `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
  return s;
}

/** A date-time cell as ISO with the Vietnam offset (Excel cells hold the wall-clock time), or the text. */
function toDateTime(v: unknown): unknown {
  if (v instanceof Date) {
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}T${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}+07:00`;
  }
  const s = String(v).trim();
  const d = DMY.exec(s);
  if (d) return `${d[3]}-${pad(Number(d[2]))}-${pad(Number(d[1]))}T${pad(Number(d[4] ?? 0))}:${d[5] ?? '00'}:${d[6] ?? '00'}+07:00`;
  const y = YMD.exec(s);
  if (y) return `${y[1]}-${y[2]}-${y[3]}T${y[4] ?? '00'}:${y[5] ?? '00'}:${y[6] ?? '00'}+07:00`;
  return s;
}

const splitList = (v: unknown): string[] =>
  String(v)
    .split(/[;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** Titles of referenced records, by lower-cased title: the ids carrying it. */
type RefLookup = Map<string, Map<string, number[]>>;

/** Every referenced title in the file, looked up once per reference column. */
async function lookupRefs(db: Drizzle, cols: (Column | null)[], rows: unknown[][]): Promise<RefLookup> {
  const out: RefLookup = new Map();
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i];
    if (!c || (c.def.kind !== 'ref' && c.def.kind !== 'refs')) continue;
    const target = resourceByName.get(c.def.target);
    const map = new Map<string, number[]>();
    out.set(c.name, map);
    if (!target?.titleField) continue;
    const tokens = new Set<string>();
    for (const row of rows) {
      const v = row[i];
      if (isBlank(v) || typeof v === 'number') continue;
      for (const x of c.def.kind === 'refs' ? splitList(v) : [String(v).trim()]) tokens.add(norm(x));
    }
    if (tokens.size === 0) continue;
    const tt = tableFor(target);
    const titleCols = [target.titleField, `${target.titleField}_en`].filter((n) => target.columnByName.has(n));
    const where = c.def.kind === 'ref' ? Object.entries(c.def.where ?? {}).map(([k, v]) => eq(col(tt, k), v)) : [];
    const list = [...tokens];
    for (let k = 0; k < list.length; k += 1000) {
      const chunk = list.slice(k, k + 1000);
      for (const tc of titleCols) {
        const found = (await db
          .select({ id: col(tt, 'id'), title: col(tt, tc) })
          .from(tt)
          .where(and(inArray(sql`lower(${col(tt, tc)}::text)`, chunk), ...where))) as { id: number; title: unknown }[];
        for (const f of found) {
          const key = norm(String(f.title));
          const ids = map.get(key) ?? [];
          if (!ids.includes(Number(f.id))) ids.push(Number(f.id));
          map.set(key, ids);
        }
      }
    }
  }
  return out;
}

/** One cell to the value the API takes, or an issue in the caller's terms (labels, titles). */
function convertCell(c: Column, v: unknown, refs: RefLookup, lang: Lang): { value: unknown } | { issue: Issue } {
  const d = c.def;
  const refId = (raw: string | number): number | Issue => {
    if (typeof raw === 'number') return raw;
    const ids = refs.get(c.name)?.get(norm(raw)) ?? [];
    if (ids.length === 1) return ids[0] as number;
    if (ids.length > 1) return { field: c.name, key: 'validation.refAmbiguous', params: { value: raw } };
    if (/^\d{1,15}$/.test(raw.trim())) return Number(raw.trim());
    return { field: c.name, key: 'validation.refNotFound' };
  };
  switch (d.kind) {
    case 'flag': {
      if (typeof v === 'boolean') return { value: v };
      const s = norm(String(v));
      if (YES.has(s)) return { value: true };
      if (NO.has(s)) return { value: false };
      return { issue: { field: c.name, key: 'validation.flag' } };
    }
    case 'enum': {
      const s = norm(String(v));
      for (const value of d.values) {
        const o = d.options?.[String(value)];
        if (norm(String(value)) === s || (o && (norm(o.label.vi) === s || norm(o.label.en) === s))) return { value };
      }
      return { issue: { field: c.name, key: 'validation.enum', params: { values: enumLabels(c, lang).join(', ') } } };
    }
    case 'integer':
    case 'number':
    case 'money':
    case 'coordinate': {
      if (typeof v === 'number') return { value: v };
      const s = String(v).trim().replace(/\s/g, '');
      return { value: /^-?\d+(,\d+)?$/.test(s) ? Number(s.replace(',', '.')) : /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(s) ? Number(s) : s };
    }
    case 'date':
      return { value: toDate(v) };
    case 'datetime':
      return { value: toDateTime(v) };
    case 'ref': {
      const id = refId(typeof v === 'number' ? v : String(v).trim());
      return typeof id === 'number' ? { value: id } : { issue: id };
    }
    case 'refs': {
      const ids: number[] = [];
      for (const x of typeof v === 'number' ? [v] : splitList(v)) {
        const id = refId(x);
        if (typeof id !== 'number') return { issue: id };
        ids.push(id);
      }
      return { value: ids };
    }
    case 'media':
      return { value: typeof v === 'number' ? v : /^\d{1,15}$/.test(String(v).trim()) ? Number(String(v).trim()) : String(v) };
    case 'mediaList':
      return { value: (typeof v === 'number' ? [String(v)] : splitList(v)).map((x) => (/^\d{1,15}$/.test(x) ? Number(x) : x)) };
    case 'tags':
      return { value: splitList(v) };
    case 'json':
      try {
        return { value: typeof v === 'string' ? JSON.parse(v) : v };
      } catch {
        return { issue: { field: c.name, key: 'validation.json' } };
      }
    default:
      return { value: v instanceof Date ? toDateTime(v) : typeof v === 'string' ? v : String(v) };
  }
}

/** Header cells to columns: a writable column by its label (vi or en) or name; null for a known column that is not imported. */
function headerMap(r: Resource): Map<string, Column | null> {
  const map = new Map<string, Column | null>();
  const writable = new Set(importColumns(r).map((c) => c.name));
  for (const [key, label] of Object.entries(STANDARD)) for (const h of [key, label.vi, label.en]) map.set(norm(h), null);
  for (const c of r.columns) {
    for (const h of [c.name, columnLabel(c, 'vi'), columnLabel(c, 'en')]) {
      const k = norm(h);
      if (writable.has(c.name) || !map.has(k)) map.set(k, writable.has(c.name) ? c : null);
    }
  }
  return map;
}

type ReadFile = { fileName: string; buffer: Buffer };

/** The one uploaded file of an import request; a malformed, missing or too large upload is a 400/413, never a 500. */
export async function readUpload(req: FastifyRequest): Promise<ReadFile> {
  if (!req.isMultipart()) throw badFile();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file();
  } catch {
    throw badFile();
  }
  if (!part) throw new AppError(400, 'media.noFile', {}, [{ field: 'file', key: 'media.noFile' }]);
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'transfer.tooLarge', { max: '5 MB' }, [{ field: 'file', key: 'transfer.tooLarge', params: { max: '5 MB' } }]);
    }
    throw badFile();
  }
  return { fileName: (part.filename || 'import.xlsx').slice(0, 255), buffer };
}

/** The data rows of the first sheet, with their sheet row numbers, and the columns of the header row. */
async function parseWorkbook(r: Resource, buffer: Buffer): Promise<{ cols: (Column | null)[]; rows: { line: number; cells: unknown[] }[] }> {
  // Unpacked within bounds and parsed one file at a time (engine/office-zip.ts): a bomb is a 400.
  return withXlsx(buffer, (wb) => {
    const ws = wb.worksheets[0];
    if (!ws) throw badFile();
    const known = headerMap(r);
    const header = ws.findRow(1);
    const cols: (Column | null)[] = [];
    const unknown: Issue[] = [];
    for (let i = 1; i <= (header?.cellCount ?? 0); i++) {
      const h = cellValue(header?.findCell(i)?.value ?? null);
      if (isBlank(h)) {
        cols.push(null);
        continue;
      }
      const c = known.get(norm(String(h)));
      if (c === undefined) unknown.push({ field: String(h).slice(0, 100), key: 'transfer.unknownColumn', params: { column: String(h).slice(0, 100) } });
      cols.push(c ?? null);
    }
    if (unknown.length > 0) throw new AppError(400, 'transfer.unknownColumn', unknown[0]?.params ?? {}, unknown);
    while (cols.length > 0 && cols[cols.length - 1] === null) cols.pop();
    if (cols.length > IMPORT_MAX_COLUMNS) throw new AppError(400, 'transfer.tooManyColumns', { max: IMPORT_MAX_COLUMNS }, [{ field: 'file', key: 'transfer.tooManyColumns', params: { max: IMPORT_MAX_COLUMNS } }]);
    const rows: { line: number; cells: unknown[] }[] = [];
    // Only the rows the file holds, and only their cells: nothing is created for a far-off last row.
    ws.eachRow((row, line) => {
      if (line < 2) return;
      const cells = cols.map((c, i) => (c ? cellValue(row.findCell(i + 1)?.value ?? null) : null));
      if (cells.every(isBlank)) return;
      if (rows.length >= IMPORT_MAX_ROWS) throw new AppError(400, 'transfer.tooManyRows', { max: IMPORT_MAX_ROWS });
      rows.push({ line, cells });
    });
    if (rows.length === 0) throw new AppError(400, 'transfer.noRows');
    return { cols, rows };
  });
}

const dryRunParam = (q: Record<string, unknown>): boolean => {
  const v = q.dryRun ?? q.dry_run;
  if (v === undefined || v === '' || v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw new AppError(400, 'error.invalidQuery', { field: 'dryRun' }, [{ field: 'dryRun', key: 'error.invalidQuery', params: { field: 'dryRun' } }]);
};

export type ImportError = { row: number; field: string; message: string };
export type ImportResult = { importRunId: number; isDryRun: boolean; totalRows: number; okRows: number; errorRows: number; errors: ImportError[] };

async function importFile(req: FastifyRequest, reply: FastifyReply, r: Resource) {
  const ctx = req.ctx;
  const user = authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const isDryRun = dryRunParam(req.query as Record<string, unknown>);
  const { fileName, buffer } = await readUpload(req);
  const { cols, rows } = await parseWorkbook(r, buffer);
  const db = ctx.database.db;
  const runs = tableFor(importRun);
  const [run] = (await db
    .insert(runs)
    .values({ resource_name: r.name, file_name: fileName, run_status: 'IN_PROGRESS', is_dry_run: isDryRun, total_rows: rows.length, created_by: user.id, updated_by: user.id })
    .returning({ id: col(runs, 'id') })) as { id: number }[];
  const runId = Number(run?.id);
  const finish = (status: 'COMPLETED' | 'FAILED', ok: number, errs: ImportError[], errorRows: number) =>
    db
      .update(runs)
      .set({ run_status: status, ok_rows: ok, error_rows: errorRows, errors: errs.slice(0, RUN_ERRORS_KEPT), updated_date: ctx.now() })
      .where(eq(col(runs, 'id'), runId));
  let outcome: Awaited<ReturnType<typeof createAll>>;
  try {
    const refs = await lookupRefs(db, cols, rows.map((x) => x.cells));
    outcome = await createAll(
      ctx,
      r,
      rows.map((x) => x.cells),
      !isDryRun,
      (cells) => {
        const input: Row = {};
        const issues: Issue[] = [];
        (cells as unknown[]).forEach((v, i) => {
          const c = cols[i];
          if (!c || isBlank(v)) return;
          const got = convertCell(c, v, refs, ctx.lang);
          if ('issue' in got) issues.push(got.issue);
          else input[c.name] = got.value;
        });
        return issues.length > 0 ? { issues } : { input };
      },
    );
  } catch (e) {
    await finish('FAILED', 0, [{ row: 0, field: '', message: e instanceof AppError ? translate(ctx.lang, e.key, e.params) : translate(ctx.lang, 'error.internal', { action: 'import' }) }], 0);
    throw e;
  }
  const errors: ImportError[] = [];
  for (const [i, list] of [...outcome.errors.entries()].sort((a, b) => a[0] - b[0])) {
    const line = rows[i]?.line ?? 0;
    for (const fe of list) errors.push({ row: line, field: fe.field, message: fe.message });
  }
  const errorRows = outcome.errors.size;
  const okRows = rows.length - errorRows;
  await finish(errorRows > 0 ? 'FAILED' : 'COMPLETED', okRows, errors, errorRows);
  const data: ImportResult = { importRunId: runId, isDryRun, totalRows: rows.length, okRows, errorRows, errors };
  if (isDryRun) return { success: true, data, message: translate(ctx.lang, 'transfer.checked', { total: rows.length, ok: okRows, errors: errorRows }) };
  if (errorRows > 0) {
    return reply.status(400).send({ success: false, message: translate(ctx.lang, 'transfer.rowErrors', { count: errorRows }), errors, data });
  }
  return { success: true, data, message: translate(ctx.lang, 'transfer.imported', { count: okRows }) };
}

// ---------------------------------------------------------------------------------------------
// Routes

/** The transfer routes a resource opted into; static segments, so they never clash with `/:id`. */
export function registerTransferRoutes(app: FastifyInstance, r: Resource): void {
  const transfer = r.transfer;
  if (!transfer) return;
  const base = `/api/v1/${r.path}`;
  const tags = [r.module];
  const xlsxResponse = { 200: { description: 'xlsx file', content: { [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } } } };
  const alias = (name: 'export' | 'import') => (transfer.aliases?.[name] ? [`/api/v1/${transfer.aliases[name]?.replace(/^\//, '')}`] : []);
  if (transfer.isExport) {
    for (const url of [`${base}/export`, ...alias('export')]) {
      app.get(url, {
        schema: { tags, summary: `Export ${r.label.en} as xlsx (the list's filters, search and order; at most ${EXPORT_CAP} rows)`, response: xlsxResponse },
        handler: (req, reply) => exportList(req, reply, r),
      });
    }
  }
  if (transfer.isImport) {
    app.get(`${base}/import/template`, {
      schema: { tags, summary: `Import template for ${r.label.en} (xlsx)`, response: xlsxResponse },
      handler: (req, reply) => sendTemplate(req, reply, r),
    });
    // Multipart is parsed only in this scope (as for media uploads).
    app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1000 } });
      for (const url of [`${base}/import`, ...alias('import')]) {
        scope.post(url, {
          schema: {
            tags,
            summary: `Import ${r.label.en} from xlsx (multipart field \`file\`, at most 5 MB and ${IMPORT_MAX_ROWS} rows); dryRun=1 (default) only checks, dryRun=0 writes all or nothing`,
            consumes: ['multipart/form-data'],
            querystring: { type: 'object', properties: { dryRun: { type: 'string', enum: ['0', '1'] } } },
          },
          handler: (req, reply) => importFile(req, reply, r),
        });
      }
    });
  }
  // `transfer.isBulk` and its alias: engine/bulk.ts, which every resource gets.
}

/** For tests and modules: the sheet rows of an export, as the caller's language shows them. */
export const exportHeaders = (r: Resource, lang: Lang): string[] => exportColumns(r).map((c) => headerOf(c, lang));
