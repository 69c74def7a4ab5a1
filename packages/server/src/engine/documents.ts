/**
 * Per-record documents (declared `documents`, domain documents.ts; ADR 0018): `GET
 * /<path>/{id}/document/<name>` (and a declared alias's `/<alias>/{id}`, `/<alias>?id=`) answers the
 * record's document as .docx or .xlsx, read exactly as `GET /<path>/{id}`: the view right (401,
 * 403), the id (400), the document's name (404), the record's read rule (404 for a record the
 * caller does not read). Child tables are read with the engine's list under the child's own rule;
 * lines with the record. Values as a person reads them in the caller's language (`?lang=` or
 * Accept-Language): enum labels, reference titles (`<title>_en` in English), dates DD/MM/YYYY in
 * Asia/Ho_Chi_Minh, grouped numbers. Each download is an activity-log row (`document`, suffix the
 * document's name).
 */
import {
  type DocumentDecl,
  type DocumentSection,
  formatDate,
  type Label,
  type Lang,
  parseListQuery,
  placeholderFields,
  type Resource,
  resourceByName,
  type Row,
} from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { contentDisposition } from '../media/routes.js';
import { mediaTable } from '../media/table.js';
import { idFrom } from '../http/kit.js';
import { writeActivity } from './activity.js';
import { authorize, type Ctx } from './context.js';
import { DOCX_MIME, type LaidOut, type LaidOutSection, renderDocx, renderXlsx } from './document-render.js';
import { AppError, notFound } from './errors.js';
import { getRecord, listRecords } from './service.js';
import { XLSX_MIME } from './xlsx.js';

const L = (vi: string, en: string): Label => ({ vi, en });
const TEXT = { none: L('Không có dữ liệu', 'No records'), printed: L('Ngày xuất', 'Exported on'), yes: L('Có', 'Yes'), no: L('Không', 'No') };
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];
const CHILD_MAX = 100;

/** The rows a section shows, and the resource whose fields they are. */
type Filled = { section: DocumentSection; r: Resource; rows: Row[] };

/** Load-time checks against the other declarations: children reference the record and are filterable by it; columns exist. */
export function checkDocuments(r: Resource): void {
  for (const d of r.documents ?? []) {
    for (const s of d.template.sections) {
      if (s.kind === 'fields') continue;
      const target = s.kind === 'children' ? resourceByName.get(s.resource) : resourceByName.get(r.lines?.find((l) => (l.key ?? l.resource) === s.key)?.resource ?? '');
      const what = s.kind === 'children' ? `child ${s.resource}` : `lines ${s.key}`;
      if (!target) throw new Error(`${r.name}: document ${d.name} names unknown ${what}`);
      if (s.kind === 'children') {
        const def = target.columnByName.get(s.field)?.def;
        if (def?.kind !== 'ref' || def.target !== r.name || !target.filters.has(s.field))
          throw new Error(`${r.name}: document ${d.name}: ${s.resource}.${s.field} must be a filterable reference to ${r.name}`);
      }
      for (const c of s.columns)
        if (!target.columnByName.has(c) && !target.computed?.[c] && !['id', 'created_date', 'status'].includes(c))
          throw new Error(`${r.name}: document ${d.name}: ${what} has no field ${c}`);
    }
  }
}

/** Reference titles, per target resource and id. */
type Titles = Map<string, Map<number, string>>;

async function loadTitles(db: Drizzle, filled: readonly Filled[], lang: Lang): Promise<Titles> {
  const ids = new Map<string, Set<number>>();
  for (const { r, rows, section } of filled) {
    const fields = section.kind === 'fields' ? section.fields : section.columns;
    for (const f of fields) {
      const d = r.columnByName.get(f)?.def;
      if (d?.kind !== 'ref' && d?.kind !== 'refs') continue;
      const set = ids.get(d.target) ?? new Set<number>();
      for (const row of rows) for (const v of Array.isArray(row[f]) ? (row[f] as unknown[]) : [row[f]]) if (Number.isInteger(Number(v)) && v !== null && v !== '') set.add(Number(v));
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

const numberFormat = (lang: Lang) => new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'vi-VN');

/** A value as a person reads it. */
export function shown(r: Resource, field: string, row: Row, titles: Titles, lang: Lang): string {
  const col = r.columnByName.get(field);
  const raw = lang === 'en' && col && r.columnByName.has(`${field}_en`) && row[`${field}_en`] ? row[`${field}_en`] : row[field];
  if (raw === null || raw === undefined || raw === '') return '';
  const d = col?.def;
  switch (d?.kind) {
    case 'enum':
      return d.options?.[String(raw)]?.label[lang] ?? String(raw);
    case 'flag':
      return (raw === true ? TEXT.yes : TEXT.no)[lang];
    case 'ref':
      return titles.get(d.target)?.get(Number(raw)) ?? String(raw);
    case 'refs':
      return (Array.isArray(raw) ? raw : []).map((v) => titles.get(d.target)?.get(Number(v)) ?? String(v)).join(', ');
    case 'date':
      return formatDate(raw instanceof Date ? raw : String(raw).slice(0, 10), 'DD/MM/YYYY');
    case 'datetime':
      return formatDate(raw as string, 'DD/MM/YYYY HH:mm');
    case 'money':
    case 'integer':
    case 'number':
      return Number.isFinite(Number(raw)) ? numberFormat(lang).format(Number(raw)) : String(raw);
    default:
      if (field === 'created_date' || field === 'updated_date') return formatDate(raw as string, 'DD/MM/YYYY HH:mm');
      if (typeof raw === 'number') return numberFormat(lang).format(raw);
      return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  }
}

const labelOf = (r: Resource, field: string, lang: Lang): string =>
  (r.columnByName.get(field)?.def as { label?: Label } | undefined)?.label?.[lang] ?? r.computed?.[field]?.label[lang] ?? field;

/** `{field}` placeholders filled with the record's values as shown. */
const fill = (pattern: string, r: Resource, row: Row, titles: Titles, lang: Lang) =>
  pattern.replace(/\{([a-z][a-z0-9_]*)\}/g, (_, f: string) => shown(r, f, row, titles, lang));

/** A child resource's records of the record, under that resource's access rule (none without the right). */
async function childRows(ctx: Ctx, child: Resource, field: string, id: number, max: number): Promise<Row[]> {
  const parsed = parseListQuery(child, { [`f_${field}`]: String(id), limit: String(max) });
  if (!parsed.ok) return [];
  try {
    return [...(await listRecords(ctx, child, parsed.query)).items];
  } catch (e) {
    if (e instanceof AppError && (e.status === 403 || e.status === 404)) return [];
    throw e;
  }
}

const IMAGE_TYPES: Record<string, 'png' | 'jpg' | 'gif'> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif' };

/** A photo through the media route, as the caller (its file access rule and the storage decide); null when none or not theirs to see. */
async function photo(app: FastifyInstance, req: FastifyRequest, mediaId: unknown): Promise<LaidOut['photo']> {
  if (typeof mediaId !== 'number' || !Number.isInteger(mediaId) || mediaId < 1) return null;
  const [m] = await req.ctx.database.db
    .select({ width: mediaTable.width, height: mediaTable.height, thumb: mediaTable.thumbnail_key })
    .from(mediaTable)
    .where(inArray(mediaTable.id, [mediaId]))
    .limit(1);
  if (!m) return null;
  const headers: Record<string, string> = {};
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  const res = await app.inject({ method: 'GET', url: `/api/v1/media/file/${mediaId}${m.thumb ? '?thumb=1' : ''}`, headers });
  const type = IMAGE_TYPES[String(res.headers['content-type'] ?? '').split(';')[0]?.trim() ?? ''];
  if (res.statusCode !== 200 || !type) return null;
  // 3 x 4 cm-ish: 113 px wide, the height by the image's proportions (square when unknown), at most 200.
  const width = 113;
  const height = m.width && m.height ? Math.round((width * m.height) / m.width) : width;
  return { data: res.rawPayload, type, width, height: Math.min(height, 200) };
}

/** The document of record `id` as the caller reads it: the file and its name (without extension). */
export async function buildDocument(app: FastifyInstance, req: FastifyRequest, r: Resource, d: DocumentDecl, id: number): Promise<{ buffer: Buffer; name: string; mime: string }> {
  const ctx = req.ctx;
  const lang = ctx.lang;
  const record = await getRecord(ctx, r, id);
  const filled: Filled[] = [];
  for (const s of d.template.sections) {
    if (s.kind === 'fields') filled.push({ section: s, r, rows: [record] });
    else if (s.kind === 'children') {
      const child = resourceByName.get(s.resource) as Resource;
      filled.push({ section: s, r: child, rows: await childRows(ctx, child, s.field, id, s.max ?? CHILD_MAX) });
    } else {
      const decl = r.lines?.find((l) => (l.key ?? l.resource) === s.key);
      const line = resourceByName.get(decl?.resource ?? '') as Resource;
      filled.push({ section: s, r: line, rows: Array.isArray(record[s.key]) ? (record[s.key] as Row[]) : [] });
    }
  }
  // Titles of what the subtitle and file name name too.
  const named = [...placeholderFields(d.template.subtitle ?? ''), ...placeholderFields(d.fileName?.[lang] ?? '')];
  const titles = await loadTitles(ctx.database.db, [...filled, { section: { kind: 'fields', title: d.label, fields: named }, r, rows: [record] }], lang);
  const sections: LaidOutSection[] = filled.map(({ section: s, r: of, rows }, i) => {
    const head = d.template.isNumbered ? `${ROMAN[i] ?? i + 1}. ${s.title[lang]}` : s.title[lang];
    if (s.kind === 'fields') return { heading: head, kind: 'pairs', rows: s.fields.map((f) => [labelOf(of, f, lang), shown(of, f, record, titles, lang)] as const) };
    return { heading: head, kind: 'table', header: s.columns.map((c) => labelOf(of, c, lang)), rows: rows.map((row) => s.columns.map((c) => shown(of, c, row, titles, lang))), empty: TEXT.none[lang] };
  });
  const title = d.template.title[lang];
  const subtitle = d.template.subtitle ? fill(d.template.subtitle, r, record, titles, lang) : undefined;
  const laidOut: LaidOut = {
    title,
    subtitle,
    photo: d.kind === 'docx' && d.template.photo ? await photo(app, req, record[d.template.photo]) : null,
    sections,
    footer: `${TEXT.printed[lang]}: ${formatDate(ctx.now(), 'DD/MM/YYYY')}`,
    docTitle: subtitle ? `${d.label[lang]} - ${subtitle}` : d.label[lang],
  };
  const buffer = d.kind === 'docx' ? await renderDocx(laidOut) : await renderXlsx(laidOut);
  const name = d.fileName ? fill(d.fileName[lang], r, record, titles, lang) : `${d.label[lang]}${subtitle ? ` - ${subtitle}` : ''}`;
  return { buffer, name, mime: d.kind === 'docx' ? DOCX_MIME : XLSX_MIME };
}

async function answer(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, r: Resource, rawId: unknown, docName: unknown) {
  // The right first (401/403 before any input error), then the id, the document, the record's read rule.
  authorize(req.ctx, 'view', r.subject);
  const id = idFrom(rawId ?? '');
  const d = r.documents?.find((x) => x.name === docName);
  if (!d) throw notFound();
  const { buffer, name, mime } = await buildDocument(app, req, r, d, id);
  await writeActivity(req.ctx.database.db, req.ctx, {
    resource: r,
    action: 'document',
    recordId: id,
    origin: null,
    updated: null,
    suffix: d.name,
    description: `document ${r.name} ${id} ${d.name}`,
    message: name,
  });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const file = `${name}.${d.kind}`.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
  return reply
    .header('Content-Type', mime)
    .header('Content-Disposition', contentDisposition('attachment', file))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(buffer);
}

/** The document routes of a resource that declares documents (and each document's spec aliases). */
export function registerDocumentRoutes(app: FastifyInstance, r: Resource): void {
  if (!r.documents?.length) return;
  checkDocuments(r);
  const base = `/api/v1/${r.path}`;
  const produces = [...new Set(r.documents.map((d) => (d.kind === 'docx' ? DOCX_MIME : XLSX_MIME)))];
  const names = r.documents.map((d) => d.name);
  app.get<{ Params: { id: string; name: string } }>(
    `${base}/:id/document/:name`,
    {
      schema: {
        tags: [r.module],
        summary: `A ${r.label.en} as a document (${names.join(', ')}), read as GET ${base}/{id}; ?lang=vi|en`,
        params: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string', maxLength: 60 } } },
        produces,
      },
    },
    (req, reply) => answer(app, req, reply, r, req.params.id, req.params.name),
  );
  for (const d of r.documents) {
    for (const alias of d.aliases ?? []) {
      const summary = `${d.label.en}: GET ${base}/{id}/document/${d.name}`;
      app.get<{ Params: { id: string } }>(`/api/v1/${alias}/:id`, { schema: { tags: [r.module], summary, produces } }, (req, reply) => answer(app, req, reply, r, req.params.id, d.name));
      app.get<{ Querystring: { id?: string } }>(`/api/v1/${alias}`, { schema: { tags: [r.module], summary: `${summary}; the id as ?id=`, produces } }, (req, reply) =>
        answer(app, req, reply, r, req.query.id, d.name),
      );
    }
  }
}

