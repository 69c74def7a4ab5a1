/** The REST routes every declared resource gets (DESIGN §4). No per-entity route files. */
import type { Resource } from '@portal/domain';
import { MAX_IDS, recordAbilities } from './abilities.js';
import { hasCallerFlags, registerVoteRoutes } from './votes.js';
import { registerComparisonRoutes } from './comparisons.js';
import { registerBulkRoutes } from './bulk.js';
import { parseListQuery, patternFields, translate, vietnamDay } from '@portal/domain';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlibConstants } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, notFound } from './errors.js';
import { bodySchema, envelope, errorEnvelope, listQuerySchema, recordSchema } from './openapi.js';
import { changeStatus, createRecord, deleteRecord, getRecord, getRecordJson, type JsonListResult, listRecords, listRecordsJson, type RecordJson, updateRecord } from './service.js';
import { registerActionRoutes } from './actions.js';
import { refLabels } from './ref-labels.js';
import { registerTreeRoutes } from './tree.js';
import { registerTransferRoutes } from './transfer.js';
import { registerDocumentRoutes } from './documents.js';
import { REASON_MAX } from './workflow.js';
import { isCodeFree, nextCode } from './numbering.js';
import { authorize } from './context.js';
import { idFrom, parseId } from '../http/kit.js';

/** `f_is_get_all_cms=1` asks for the admin view (spec §7); what it shows depends on the user's rights. */
const isCmsQuery = (v: unknown) => v === '1' || v === 'true' || v === 1;

const bodies = new WeakMap<object, { raw: Buffer; gzip?: Promise<Buffer>; br?: Promise<Buffer> }>();
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// Brotli quality 1: a 65 kB page in about 0.14 ms to 13.5 kB, where gzip level 3 takes 0.38 ms to
// 12.8 kB (level 6: 0.74 ms, 11.6 kB). Without the list cache every answer is compressed anew.
// The size told beforehand lets the encoder size its buffers (a quarter less time on a page).
const brotliFast = (size: number) => ({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size } });
/**
 * Bodies up to this size are compressed on the thread that serves requests: handing a page to
 * libuv's threads and back (a stream, a task, a callback) cost about as much CPU as compressing it,
 * and on two cores shared with PostgreSQL no core was idle to gain from (ADR 0016, decision 9).
 * Larger bodies (exports, `limit=-1`) keep the thread pool, not to hold every other request.
 */
export const COMPRESS_INLINE_MAX = 256 * 1024;

/** Bodies smaller than this go as they are: compressed, about one packet would be saved, if any. */
export const COMPRESS_MIN = 1024;

/** `raw` compressed in `encoding` (exported for tests). */
export function compress(raw: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (raw.length <= COMPRESS_INLINE_MAX) {
    try {
      return Promise.resolve(encoding === 'br' ? brotliCompressSync(raw, brotliFast(raw.length)) : gzipSync(raw, { level: 3 }));
    } catch (e) {
      return Promise.reject(e);
    }
  }
  return encoding === 'br' ? brotliAsync(raw, brotliFast(raw.length)) : gzipAsync(raw, { level: 3 });
}

/**
 * The encoding to answer in, from an Accept-Encoding header: brotli, else gzip, when the client
 * accepts it (a `;q=0` refuses). Browsers send `gzip, deflate, br` (and zstd) over HTTPS.
 */
export function answerEncoding(header: unknown): 'br' | 'gzip' | undefined {
  let gzipOk = false;
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name.trim() === 'br') return 'br';
    if (name.trim() === 'gzip') gzipOk = true;
  }
  return gzipOk ? 'gzip' : undefined;
}

/**
 * Answers `{ success: true, data }`. A frozen `data` is a list page (maybe cached, shared by many
 * requests) or a record's JSON text: its JSON body, and its compressed form for clients that accept
 * one (browsers do), are made once: brotli at quality 1 for clients that take it, else gzip at
 * level 3 (`compress`).
 */
export async function sendData(req: FastifyRequest, reply: FastifyReply, data: object, json: (data: object) => (string | Buffer)[] = (d) => [JSON.stringify(d)]) {
  if (!Object.isFrozen(data)) return { success: true, data };
  let body = bodies.get(data);
  if (!body) {
    body = { raw: utf8Of(['{"success":true,"data":', ...json(data), '}']) };
    bodies.set(data, body);
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = body.raw.length >= COMPRESS_MIN ? answerEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body.raw);
  const made = body;
  // A failed compression is not kept: the next request tries again.
  const forget = (e: unknown) => {
    made[encoding] = undefined;
    throw e;
  };
  made[encoding] ??= compress(made.raw, encoding).catch(forget);
  return reply.header('content-encoding', encoding).send(await made[encoding]);
}

/**
 * The UTF-8 bytes of `parts` one after the other, written straight into one buffer: joining a
 * page's text (60 kB of Vietnamese, two bytes a character in V8) with its envelope first would
 * copy it once more on the heap, for every uncached answer.
 */
function utf8Of(parts: (string | Buffer)[]): Buffer {
  let size = 0;
  for (const part of parts) size += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? out.write(part, at) : part.copy(out, at);
  return out;
}

/** A list page's JSON in parts: its records' JSON text as PostgreSQL made it (ADR 0016), then the page's figures. */
function listJson(page: JsonListResult): (string | Buffer)[] {
  const { items, ...figures } = page;
  return ['{"items":', items.json, `,${JSON.stringify(figures).slice(1)}`];
}

const ID_PARAMS = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]*$' } } };
const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

export function registerResource(app: FastifyInstance, r: Resource): void {
  const base = `/api/v1/${r.path}`;
  // Static segments (tree, export, actions) before `/:id`: Fastify prefers them whatever the order.
  registerActionRoutes(app, r);
  if (r.tree) registerTreeRoutes(app, r);
  const tags = [r.module];
  const record = recordSchema(r);
  const idParams = ID_PARAMS;

  // The list, at its path and at the extra paths the spec names (`implementation-project/all`).
  for (const path of [base, ...(r.list?.paths ?? []).map((p) => `/api/v1/${p}`)]) app.get(path, {
    schema: {
      tags,
      summary: path === base ? `List ${r.label.en}` : `List ${r.label.en} (${path.slice(8)})`,
      querystring: listQuerySchema(r),
      response: { 200: envelope({ type: 'object', properties: { items: { type: 'array', items: record }, totalRows: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } } }), ...errors },
    },
    handler: async (req, reply) => {
      const { f_is_get_all_cms: cms, labels, ...query } = req.query as Record<string, unknown>;
      const parsed = parseListQuery(r, query, vietnamDay(req.ctx.now()));
      if (!parsed.ok) throw badRequest(parsed.issues, r);
      const opts = { isCms: isCmsQuery(cms) };
      // `labels=1`: the titles of what the page's references point to come with it (ref-labels.ts).
      // Per-caller figures (`is_vote`) come on the rows, after the shared cache (votes.ts).
      if (isCmsQuery(labels) || hasCallerFlags(r)) {
        if (!isCmsQuery(labels)) return { success: true, data: await listRecords(req.ctx, r, parsed.query, opts) };
        const page = await listRecords(req.ctx, r, parsed.query, opts);
        return { success: true, data: { ...page, labels: await refLabels(req.ctx.database.db, r, page.items) } };
      }
      return sendData(req, reply, await listRecordsJson(req.ctx, r, parsed.query, opts), (page) => listJson(page as JsonListResult));
    },
  });

  app.get(`${base}/:id`, {
    schema: { tags, summary: `Get one ${r.label.en}`, params: idParams, response: { 200: envelope(record), ...errors } },
    handler: async (req, reply) => {
      const id = parseId(req);
      const opts = { isCms: isCmsQuery((req.query as Record<string, unknown>).f_is_get_all_cms) };
      // The record's JSON as PostgreSQL made it (service.ts `readRecordJson`), else its row serialised here.
      const json = await getRecordJson(req.ctx, r, id, opts);
      return json ? sendData(req, reply, Object.freeze(json), (d) => [(d as RecordJson).json]) : { success: true, data: await getRecord(req.ctx, r, id, opts) };
    },
  });

  app.post(base, {
    schema: { tags, summary: `Create ${r.label.en}`, body: bodySchema(r, 'create'), response: { 200: envelope(record), ...errors } },
    handler: async (req) => ({ success: true, data: await createRecord(req.ctx, r, req.body), message: translate(req.ctx.lang, 'success.created') }),
  });

  app.put(`${base}/:id`, {
    schema: { tags, summary: `Update ${r.label.en}`, params: idParams, body: bodySchema(r, 'update'), response: { 200: envelope(record), ...errors } },
    handler: async (req) => ({ success: true, data: await updateRecord(req.ctx, r, parseId(req), req.body), message: translate(req.ctx.lang, 'success.updated') }),
  });

  app.delete(`${base}/:id`, {
    schema: { tags, summary: `Delete ${r.label.en}${r.deleteMode === 'soft' ? ' (sets state INACTIVE)' : ''}`, params: idParams, response: { 200: envelope(record), ...errors } },
    handler: async (req) => ({ success: true, data: await deleteRecord(req.ctx, r, parseId(req)), message: translate(req.ctx.lang, 'success.deleted') }),
  });

  if (r.workflow) {
    app.post(`${base}/:id/status`, {
      schema: {
        tags,
        summary: `Change the status of ${r.label.en}`,
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { enum: [...r.workflow.statuses] }, reason: { type: 'string', maxLength: REASON_MAX, description: 'Why: required by moves that reject, unpublish or cancel' } },
        },
        response: { 200: envelope(record), ...errors },
      },
      handler: async (req) => {
        const body = (req.body ?? {}) as { status?: unknown; reason?: unknown };
        return { success: true, data: await changeStatus(req.ctx, r, parseId(req), body.status, { reason: body.reason }), message: translate(req.ctx.lang, 'success.status') };
      },
    });
  }
  if (r.transfer) registerTransferRoutes(app, r);
  registerBulkRoutes(app, r, base, tags);
  if (r.numbering) registerNumberingRoutes(app, r, base, tags);
  registerDocumentRoutes(app, r);
  registerAbilityRoutes(app, r, base, tags);
  if (r.vote) registerVoteRoutes(app, r, base, tags);
  registerComparisonRoutes(app, r, base, tags);
}

const abilitiesSchema = {
  type: 'object',
  properties: {
    update: { type: 'boolean' },
    delete: { type: 'boolean' },
    moves: { type: 'array', items: { type: 'object', properties: { action: { type: 'string' }, to: { type: 'string' }, isReasonRequired: { type: 'boolean' } } } },
    actions: { type: 'array', items: { type: 'string' } },
    approval: { type: 'object', properties: { submit: { type: 'boolean' }, decide: { type: 'boolean' }, withdraw: { type: 'boolean' } } },
  },
};

/**
 * What the caller may do with a record (engine/abilities.ts): `GET /<path>/{id}/abilities` for one
 * (404 when they do not read it), `GET /<path>/abilities?ids=1,2,...` for a page of them (at most
 * `MAX_IDS`; records they do not read are left out).
 */
function registerAbilityRoutes(app: FastifyInstance, r: Resource, base: string, tags: string[]): void {
  app.get(`${base}/:id/abilities`, {
    schema: { tags, summary: `What the caller may do with a ${r.label.en}: update, delete, status moves, actions, approval`, params: ID_PARAMS, response: { 200: envelope(abilitiesSchema), ...errors } },
    handler: async (req) => {
      const id = parseId(req);
      const can = (await recordAbilities(req.ctx, r, [id])).get(id);
      if (!can) throw notFound();
      return { success: true, data: can };
    },
  });
  app.get(`${base}/abilities`, {
    schema: {
      tags,
      summary: `What the caller may do with each of up to ${MAX_IDS} ${r.label.en} records (ids=1,2,...), by id`,
      querystring: { type: 'object', required: ['ids'], properties: { ids: { type: 'string', maxLength: MAX_IDS * 21 } } },
      response: { 200: envelope({ type: 'object', additionalProperties: abilitiesSchema }), ...errors },
    },
    handler: async (req) => {
      const raw = String((req.query as { ids?: unknown }).ids ?? '');
      const parts = raw.split(',').filter((x) => x !== '');
      if (parts.length > MAX_IDS) throw new AppError(400, 'error.validation', {}, [{ field: 'ids', key: 'validation.maxItems', params: { max: MAX_IDS } }]);
      const ids = parts.map((x) => idFrom(x, 'ids'));
      return { success: true, data: Object.fromEntries(await recordAbilities(req.ctx, r, ids)) };
    },
  });
}

/**
 * A numbered resource's code routes (declared `numbering`): whether a code is free (for the form's
 * check as one types; another record's active code is taken, the record's own is not) and the code
 * the next create would get, given the values its pattern names. Neither writes; both need the
 * right to create.
 */
function registerNumberingRoutes(app: FastifyInstance, r: Resource, base: string, tags: string[]): void {
  const field = r.numbering?.field as string;
  const pattern = r.numbering?.pattern as string;
  const max = (r.columnByName.get(field)?.def as { max?: number } | undefined)?.max ?? 255;
  const asText = (v: unknown) => (typeof v === 'string' ? v : undefined);
  app.get(`${base}/code-check`, {
    schema: {
      tags,
      summary: `Whether a ${r.label.en} code is free`,
      querystring: { type: 'object', properties: { code: { type: 'string' }, id: { type: 'string' } } },
      response: { 200: envelope({ type: 'object', properties: { code: { type: 'string' }, isFree: { type: 'boolean' } } }), ...errors },
    },
    handler: async (req) => {
      authorize(req.ctx, r.writeRight ?? 'edit', r.subject);
      const q = req.query as Record<string, unknown>;
      const code = asText(q.code)?.trim() ?? '';
      if (code === '') throw new AppError(400, 'error.validation', {}, [{ field, key: 'validation.required' }], r);
      if (code.length > max) throw new AppError(400, 'error.validation', {}, [{ field, key: 'validation.maxLength', params: { max } }], r);
      const id = q.id === undefined ? undefined : idFrom(q.id);
      return { success: true, data: { code, isFree: await isCodeFree(req.ctx.database.db, r, code, id) } };
    },
  });
  app.get(`${base}/code-next`, {
    schema: {
      tags,
      summary: `The code the next ${r.label.en} gets (${pattern}); nothing is reserved`,
      querystring: { type: 'object', properties: Object.fromEntries(patternFields(pattern).map((f) => [f, { type: 'string', maxLength: 100 }])) },
      response: { 200: envelope({ type: 'object', properties: { code: { type: 'string' } } }), ...errors },
    },
    handler: async (req) => {
      authorize(req.ctx, r.writeRight ?? 'edit', r.subject);
      const q = req.query as Record<string, unknown>;
      const values = Object.fromEntries(patternFields(pattern).map((f) => [f, asText(q[f])?.slice(0, 100) ?? null]));
      return { success: true, data: { code: await nextCode(req.ctx.database.db, r, values, req.ctx.now(), false) } };
    },
  });
}
