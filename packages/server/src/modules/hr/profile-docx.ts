/**
 * `/staff-export-word/{id}` (also `?id=`), issue 14: one staff member's profile ("sơ yếu lý lịch")
 * as a Word document, in Vietnamese or English (`?lang=vi|en`, Vietnamese unless asked).
 *
 * Read exactly as GET /staff/{id}: the HR view right and the staff resource's access rule
 * (`getRecord`), so the owner exports their own file and someone who may not read a file gets
 * 403/404. Each sub-record table is read with the engine's list under that child resource's own
 * access rule (`listRecords` with `f_staff_id`), so salaries and family show only to who may read
 * them. The photo is fetched through the media route with the caller's own credentials (the file
 * access rules and the storage layer apply; a photo the caller may not see is left out).
 */
import {
  education,
  experienceStaff,
  familyRelationship,
  formatDate,
  type Label,
  type Lang,
  laborContract,
  parseListQuery,
  recognition,
  type Resource,
  resourceByName,
  type Row,
  salaryStaff,
  staff,
  staffTransferHistory,
} from '@portal/domain';
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import type { Ctx } from '../../engine/context.js';
import { authorize } from '../../engine/context.js';
import { AppError } from '../../engine/errors.js';
import { getRecord, listRecords } from '../../engine/service.js';
import { contentDisposition } from '../../media/routes.js';
import { mediaTable } from '../../media/table.js';
import { isId } from '../../http/kit.js';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Rows per sub-record table (a profile, not an export: the newest first). */
const SECTION_MAX = 100;
const L = (vi: string, en: string): Label => ({ vi, en });

const TEXT = {
  title: L('SƠ YẾU LÝ LỊCH', 'PERSONAL PROFILE'),
  personal: L('Thông tin cá nhân', 'Personal details'),
  work: L('Thông tin công tác', 'Employment'),
  none: L('Không có dữ liệu', 'No records'),
  printed: L('Ngày xuất', 'Exported on'),
  yes: L('Có', 'Yes'),
  no: L('Không', 'No'),
  fileUtf8: L('Sơ yếu lý lịch', 'Profile'),
};

/** The profile's sub-record tables: which child resource, its heading and the columns shown. */
const SECTIONS: { r: Resource; title: Label; fields: string[] }[] = [
  { r: laborContract, title: L('Hợp đồng lao động', 'Labour contracts'), fields: ['code', 'type', 'sign_date', 'start_date', 'end_date'] },
  { r: salaryStaff, title: L('Quá trình lương', 'Salary history'), fields: ['effective_date', 'payroll_type_id', 'base_salary', 'allowance', 'insurance_salary'] },
  { r: education, title: L('Trình độ học vấn - Bằng cấp', 'Education'), fields: ['qualification_id', 'major_id', 'school', 'graduation_year'] },
  { r: experienceStaff, title: L('Quá trình công tác', 'Work experience'), fields: ['type', 'company', 'job_title', 'from_date', 'to_date'] },
  { r: recognition, title: L('Khen thưởng - Kỷ luật', 'Recognitions'), fields: ['type', 'title', 'decision_number', 'decision_date'] },
  { r: familyRelationship, title: L('Quan hệ gia đình', 'Family'), fields: ['full_name', 'relation', 'date_of_birth', 'occupation', 'is_dependent'] },
  { r: staffTransferHistory, title: L('Lịch sử điều chuyển', 'Transfer history'), fields: ['effective_date', 'from_unit_id', 'to_unit_id', 'to_position_id', 'decision_number'] },
];
const PERSONAL = ['code', 'full_name', 'gender', 'date_of_birth', 'identity_number', 'phone', 'email', 'personal_email', 'address'];
const WORK = ['unit_id', 'department_id', 'position_id', 'staff_type_id', 'staff_level_id', 'manager_id', 'employee_status', 'start_date', 'leave_date'];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** Reference titles, per target resource and id (`<title>_en` in English when the target has one). */
type Titles = Map<string, Map<number, string>>;

async function loadTitles(db: Drizzle, wanted: { r: Resource; rows: Row[]; fields: string[] }[], lang: Lang): Promise<Titles> {
  const ids = new Map<string, Set<number>>();
  for (const { r, rows, fields } of wanted) {
    for (const f of fields) {
      const d = r.columnByName.get(f)?.def;
      if (d?.kind !== 'ref') continue;
      const set = ids.get(d.target) ?? new Set<number>();
      for (const row of rows) if (typeof row[f] === 'number') set.add(row[f] as number);
      ids.set(d.target, set);
    }
  }
  const out: Titles = new Map();
  for (const [name, set] of ids) {
    const target = resourceByName.get(name);
    const title = target?.titleField;
    if (!target || !title || set.size === 0) continue;
    const t = tableFor(target);
    const en = lang === 'en' && t[`${title}_en`] ? (t[`${title}_en`] as AnyPgColumn) : undefined;
    const rows = (await db
      .select({ id: t.id as AnyPgColumn, title: t[title] as AnyPgColumn, ...(en ? { en } : {}) })
      .from(t)
      .where(inArray(t.id as AnyPgColumn, [...set]))) as { id: number; title: unknown; en?: unknown }[];
    out.set(name, new Map(rows.map((x) => [Number(x.id), String((x.en as string | null) || x.title || '')])));
  }
  return out;
}

/** A value as a person reads it: enum and flag labels, reference titles, dd/MM/yyyy, grouped money. */
function show(r: Resource, field: string, v: unknown, titles: Titles, lang: Lang): string {
  if (v === null || v === undefined || v === '') return '';
  const d = r.columnByName.get(field)?.def;
  switch (d?.kind) {
    case 'enum':
      return d.options?.[String(v)]?.label[lang] ?? String(v);
    case 'flag':
      return (v === true ? TEXT.yes : TEXT.no)[lang];
    case 'ref':
      return titles.get(d.target)?.get(Number(v)) ?? String(v);
    case 'date':
      return formatDate(v instanceof Date ? v : String(v).slice(0, 10), 'DD/MM/YYYY');
    case 'datetime':
      return formatDate(v as string, 'DD/MM/YYYY HH:mm');
    case 'money':
      return Number.isFinite(Number(v)) ? new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'vi-VN').format(Number(v)) : String(v);
    default:
      return String(v);
  }
}

const labelOf = (r: Resource, field: string, lang: Lang): string => {
  const d = r.columnByName.get(field)?.def as { label?: Label } | undefined;
  return d?.label?.[lang] ?? field;
};

const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, insideHorizontal: BORDER, insideVertical: BORDER };
const cell = (text: string, opts: { bold?: boolean; shade?: boolean; width?: number } = {}) =>
  new TableCell({
    children: [new Paragraph({ children: [new TextRun({ text, bold: opts.bold })] })],
    ...(opts.shade && { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8EEF7' } }),
    ...(opts.width && { width: { size: opts.width, type: WidthType.PERCENTAGE } }),
  });

const heading = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240, after: 120 }, children: [new TextRun({ text, bold: true })] });

/** Label | value rows (personal details, employment). */
function detailTable(r: Resource, row: Row, fields: string[], titles: Titles, lang: Lang): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: BORDERS,
    rows: fields.map((f) => new TableRow({ children: [cell(labelOf(r, f, lang), { bold: true, shade: true, width: 35 }), cell(show(r, f, row[f], titles, lang), { width: 65 })] })),
  });
}

/** One sub-record table with a header row, or a "no records" line. */
function recordTable(r: Resource, rows: Row[], fields: string[], titles: Titles, lang: Lang): Table | Paragraph {
  if (rows.length === 0) return new Paragraph({ children: [new TextRun({ text: TEXT.none[lang], italics: true })] });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: BORDERS,
    rows: [
      new TableRow({ tableHeader: true, children: [cell('#', { bold: true, shade: true }), ...fields.map((f) => cell(labelOf(r, f, lang), { bold: true, shade: true }))] }),
      ...rows.map((row, i) => new TableRow({ children: [cell(String(i + 1)), ...fields.map((f) => cell(show(r, f, row[f], titles, lang)))] })),
    ],
  });
}

const IMAGE_TYPES: Record<string, 'png' | 'jpg' | 'gif'> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/**
 * The staff photo through the media route, as the caller (its file access rule and the storage
 * layer decide); null when there is none, it is not an image, or the caller may not see it.
 */
async function photo(app: FastifyInstance, req: FastifyRequest, mediaId: unknown): Promise<ImageRun | null> {
  if (typeof mediaId !== 'number' || !Number.isInteger(mediaId) || mediaId < 1) return null;
  const [m] = await req.ctx.database.db
    .select({ width: mediaTable.width, height: mediaTable.height, thumb: mediaTable.thumbnail_key })
    .from(mediaTable)
    .where(inArray(mediaTable.id, [mediaId]))
    .limit(1);
  if (!m) return null;
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/media/file/${mediaId}${m.thumb ? '?thumb=1' : ''}`,
    headers: req.headers.authorization ? { authorization: req.headers.authorization } : {},
  });
  const type = IMAGE_TYPES[String(res.headers['content-type'] ?? '').split(';')[0]?.trim() ?? ''];
  if (res.statusCode !== 200 || !type) return null;
  // 3 x 4 cm-ish: 113 px wide, height by the image's own proportions (square when unknown).
  const width = 113;
  const height = m.width && m.height ? Math.round((width * m.height) / m.width) : width;
  return new ImageRun({ type, data: res.rawPayload, transformation: { width, height: Math.min(height, 200) } });
}

const readLang = (raw: unknown): Lang => (raw === 'en' ? 'en' : 'vi');

/** A child resource's active records of the file, under that resource's access rule (none without the right). */
async function childRows(ctx: Ctx, r: Resource, staffId: number): Promise<Row[]> {
  const parsed = parseListQuery(r, { f_staff_id: String(staffId), limit: String(SECTION_MAX) });
  if (!parsed.ok) return [];
  try {
    return [...(await listRecords(ctx, r, parsed.query)).items];
  } catch (e) {
    if (e instanceof AppError && (e.status === 403 || e.status === 404)) return [];
    throw e;
  }
}

/** Builds the .docx for staff file `id` as the caller sees it. */
export async function staffProfileDocx(app: FastifyInstance, req: FastifyRequest, id: number, lang: Lang): Promise<{ buffer: Buffer; file: Row }> {
  const ctx = req.ctx;
  const file = await getRecord(ctx, staff, id);
  const sections = [];
  for (const s of SECTIONS) sections.push({ ...s, rows: await childRows(ctx, s.r, id) });
  const titles = await loadTitles(ctx.database.db, [{ r: staff, rows: [file], fields: WORK }, ...sections], lang);
  const image = await photo(app, req, file.avatar);

  const children: (Paragraph | Table)[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, heading: HeadingLevel.TITLE, spacing: { after: 120 }, children: [new TextRun({ text: TEXT.title[lang], bold: true, size: 36 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun({ text: `${String(file.full_name ?? '')} (${String(file.code ?? '')})`, bold: true, size: 28 })] }),
  ];
  if (image) children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [image] }));
  let n = 0;
  children.push(heading(`${ROMAN[n++]}. ${TEXT.personal[lang]}`), detailTable(staff, file, PERSONAL, titles, lang));
  children.push(heading(`${ROMAN[n++]}. ${TEXT.work[lang]}`), detailTable(staff, file, WORK, titles, lang));
  for (const s of sections) children.push(heading(`${ROMAN[n++]}. ${s.title[lang]}`), recordTable(s.r, s.rows, s.fields, titles, lang));
  children.push(
    new Paragraph({
      alignment: AlignmentType.RIGHT,
      spacing: { before: 360 },
      children: [new TextRun({ text: `${TEXT.printed[lang]}: ${formatDate(ctx.now(), 'DD/MM/YYYY')}`, italics: true })],
    }),
  );

  const doc = new Document({
    creator: 'THACO Portal',
    title: `${TEXT.fileUtf8[lang]} - ${String(file.full_name ?? '')}`,
    styles: { default: { document: { run: { font: 'Times New Roman', size: 24 } } } },
    sections: [{ properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } }, children }],
  });
  return { buffer: await Packer.toBuffer(doc), file };
}

async function handle(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, raw: unknown) {
  // The right first (401/403 before any input error), then the id, then the record's access rule.
  authorize(req.ctx, 'view', staff.subject);
  const text = typeof raw === 'string' ? raw : '';
  if (!isId(text)) throw new AppError(400, 'error.invalidId', {}, [{ field: 'id', key: 'error.invalidId' }]);
  const lang = readLang((req.query as Record<string, unknown>).lang);
  const { buffer, file } = await staffProfileDocx(app, req, Number(text), lang);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const name = `${TEXT.fileUtf8[lang]} - ${String(file.full_name ?? '')} (${String(file.code ?? '')}).docx`.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
  return reply
    .header('Content-Type', DOCX_MIME)
    .header('Content-Disposition', contentDisposition('attachment', name))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(buffer);
}

export function registerProfileDocx(app: FastifyInstance): void {
  const schema = {
    tags: ['staffs.staffs'],
    summary: "A staff member's profile as a Word document (read as GET /staff/{id}; sub-records each under their own access rule); ?lang=vi|en",
    produces: [DOCX_MIME],
  };
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>('/api/v1/staff-export-word/:id', { schema }, (req, reply) => handle(app, req, reply, req.params.id));
  app.get<{ Querystring: Record<string, string> }>('/api/v1/staff-export-word', { schema: { ...schema, summary: `${schema.summary}; the id as ?id=` } }, (req, reply) =>
    handle(app, req, reply, req.query.id),
  );
}
