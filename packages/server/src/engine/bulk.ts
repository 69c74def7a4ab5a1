/**
 * Bulk writes every declared resource gets (issue 34, ADR 0018), all or nothing under the caller's
 * rule, with no per-entity code:
 *   POST /<path>/bulk         `{ items: [...], parent?: id }` creates up to `BULK_MAX` records;
 *                             `parent` fills the resource's parent field on every item (an item
 *                             naming another parent is refused). A bare array, the older form
 *                             (`transfer.isBulk` and its spec aliases), is still taken.
 *   POST /<path>/bulk-delete  `{ ids: [...] }` deletes up to `BULK_MAX` records.
 * Every item goes through the single write (`createRecord`, or set-wise `createMany` when the
 * resource has no per-record hook: `createAll`), every id through `deleteRecord` (the write scope,
 * the author rule, the module's `beforeDelete` hooks, soft delete, the activity log), in one
 * transaction: one refusal and nothing is written. Caches follow through the change triggers.
 */
import type { Issue, Resource, Row } from '@portal/domain';
import { resources, translate } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authorize, type Ctx } from './context.js';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableFor } from '../db/tables.js';
import { AppError, badRequest, notFound } from './errors.js';
import { bodySchema, envelope, errorEnvelope, recordSchema } from './openapi.js';
import { BULK_MAX, createAll } from './transfer.js';
import { deleteRecord, inWrite } from './write.js';

export { BULK_MAX };

/**
 * The field that puts a record under its parent: the declared `access.parent` or `access.member`
 * field, else the field a parent's `children` or `lines` declaration names (a task's project).
 */
export function parentFieldOf(r: Resource): string | undefined {
  const a = r.access;
  if (a?.parent) return a.parent.field;
  if (a?.member && a.member.field !== 'id') return a.member.field;
  for (const p of resources) for (const rel of [...(p.children ?? []), ...(p.lines ?? [])]) if (rel.resource === r.name) return rel.field;
  return undefined;
}

const tooMany = (field: string) => new AppError(400, 'error.validation', {}, [{ field, key: 'bulk.size', params: { max: BULK_MAX } }]);

export type BulkError = { index: number; field: string; message: string };

/**
 * Creates every item all or nothing. `parent` (an id) is set on each item's parent field; an item
 * naming another value is refused. Returns the created records, or the errors by position with
 * their fields named `items[i].<field>` (`<field>` alone for the bare-array form).
 */
export async function createBulk(ctx: Ctx, r: Resource, items: unknown, parent?: unknown, isArrayForm = false): Promise<{ created: Row[] } | { errors: BulkError[] }> {
  authorize(ctx, r.writeRight ?? 'edit', r.subject);
  if (!Array.isArray(items) || items.length === 0 || items.length > BULK_MAX) {
    if (isArrayForm) throw new AppError(400, 'transfer.bulkInvalid', { max: BULK_MAX }, [{ field: '', key: 'transfer.bulkInvalid', params: { max: BULK_MAX } }]);
    throw tooMany('items');
  }
  let field: string | undefined;
  let parentId: number | undefined;
  if (parent !== undefined && parent !== null) {
    field = parentFieldOf(r);
    if (!field) throw badRequest([{ field: 'parent', key: 'bulk.noParent', params: { resource: r.label[ctx.lang] } }]);
    if (!(typeof parent === 'number' || typeof parent === 'string') || !/^[1-9]\d{0,15}$/.test(String(parent)) || !Number.isSafeInteger(Number(parent))) {
      throw badRequest([{ field: 'parent', key: 'error.invalidId' }]);
    }
    parentId = Number(parent);
  }
  const prepare = (input: unknown): { input: unknown } | { issues: Issue[] } => {
    if (!field || parentId === undefined || typeof input !== 'object' || input === null || Array.isArray(input)) return { input };
    const given = (input as Row)[field];
    if (given !== undefined && given !== null && given !== '' && Number(given) !== parentId) {
      return { issues: [{ field, key: 'bulk.parentMismatch', params: { parent: parentId } }] };
    }
    return { input: { ...(input as Row), [field]: parentId } };
  };
  const outcome = await createAll(ctx, r, items, true, prepare);
  if (outcome.isCommitted) return { created: outcome.created };
  const errors: BulkError[] = [];
  for (const [index, list] of [...outcome.errors.entries()].sort((a, b) => a[0] - b[0])) {
    for (const fe of list) errors.push({ index, field: isArrayForm ? fe.field : `items[${index}]${fe.field ? `.${fe.field}` : ''}`, message: fe.message });
  }
  return { errors };
}

/** `raw` as the ids of a bulk delete: 1 to `BULK_MAX` positive integers (numbers or digit strings); repeats collapse. */
export function bulkIds(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest([{ field: 'ids', key: 'validation.required', params: { label: 'ids' } }]);
  if (raw.length > BULK_MAX) throw tooMany('ids');
  const out: number[] = [];
  const seen = new Set<number>();
  raw.forEach((v, i) => {
    const text = typeof v === 'number' ? String(v) : v;
    if (typeof text !== 'string' || !/^[1-9]\d{0,15}$/.test(text) || !Number.isSafeInteger(Number(text))) throw badRequest([{ field: `ids[${i}]`, key: 'error.invalidId' }]);
    const id = Number(text);
    if (!seen.has(id)) out.push(id);
    seen.add(id);
  });
  return out;
}

/**
 * Deletes every id all or nothing, in one transaction, each through `deleteRecord` (a savepoint of
 * it) in ascending order, so that two bulk deletes lock their rows in the same order and never
 * deadlock. A refusal (404 unknown, unread or already soft-deleted, 403 not writable, 409 a hook
 * or a use) answers with its status, naming the id (`ids[i]`, i its position in the request);
 * nothing is deleted.
 */
export async function deleteBulk(ctx: Ctx, r: Resource, raw: unknown): Promise<Row[]> {
  authorize(ctx, r.writeRight ?? 'edit', r.subject);
  const ids = bulkIds(raw);
  const position = new Map<number, number>();
  (raw as unknown[]).forEach((v, i) => {
    if (!position.has(Number(v))) position.set(Number(v), i);
  });
  const t = tableFor(r);
  return inWrite(ctx, r, async (tx, txCtx) => {
    const gone: Row[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      try {
        // A record already soft-deleted is not deleted again (a second call at once waits on the
        // row's lock, then finds it INACTIVE): 404, as a hard-deleted one would answer.
        if (r.deleteMode === 'soft') {
          const [row] = (await tx
            .select({ state: t.state as AnyPgColumn })
            .from(t)
            .where(eq(t.id as AnyPgColumn, id))
            .for('update')) as { state: unknown }[];
          if (row?.state === 'INACTIVE') throw notFound();
        }
        gone.push(await deleteRecord(txCtx, r, id));
      } catch (e) {
        if (!(e instanceof AppError) || e.status === 401) throw e;
        const first = e.issues[0];
        throw new AppError(e.status, e.key, { ...e.params, id }, [{ field: `ids[${position.get(id) ?? 0}]`, key: first?.key ?? e.key, params: { ...first?.params, ...e.params, id } }], e.resource);
      }
    }
    return gone;
  });
}

async function bulkCreateRoute(req: FastifyRequest, reply: FastifyReply, r: Resource) {
  const body = req.body;
  const isArrayForm = Array.isArray(body);
  const { items, parent } = isArrayForm ? { items: body, parent: undefined } : ((body ?? {}) as { items?: unknown; parent?: unknown });
  const outcome = await createBulk(req.ctx, r, items, parent, isArrayForm);
  const lang = req.ctx.lang;
  if ('errors' in outcome) {
    const count = new Set(outcome.errors.map((e) => e.index)).size;
    return reply.status(400).send({ success: false, message: translate(lang, 'transfer.bulkErrors', { count }), errors: outcome.errors });
  }
  // The older array form answered 200; the `{ items }` form answers 201 Created.
  if (!isArrayForm) reply.status(201);
  return { success: true, data: { items: outcome.created, count: outcome.created.length }, message: translate(lang, 'transfer.created', { count: outcome.created.length }) };
}

const bulkErrorEnvelope = {
  type: 'object',
  properties: {
    success: { const: false },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'object', properties: { index: { type: 'integer' }, field: { type: 'string', description: 'items[i].<field>' }, message: { type: 'string' } } } },
  },
};

/** The bulk routes of `r` (static segments: never confused with `/:id`), and the bare-array aliases of `transfer.aliases.bulk`. */
export function registerBulkRoutes(app: FastifyInstance, r: Resource, base: string, tags: string[]): void {
  const record = recordSchema(r);
  const item = bodySchema(r, 'create');
  const parentField = parentFieldOf(r);
  const created = envelope({ type: 'object', properties: { items: { type: 'array', items: record }, count: { type: 'integer' } } });
  const errors = { 400: bulkErrorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
  const alias = r.transfer?.aliases?.bulk;
  for (const url of [`${base}/bulk`, ...(r.transfer?.isBulk && alias ? [`/api/v1/${alias.replace(/^\//, '')}`] : [])]) {
    app.post(url, {
      schema: {
        tags,
        summary: `Create up to ${BULK_MAX} ${r.label.en} records at once, all or nothing${parentField ? ` (parent: sets ${parentField} on every item)` : ''}`,
        body: {
          anyOf: [
            {
              type: 'object',
              required: ['items'],
              properties: { items: { type: 'array', minItems: 1, maxItems: BULK_MAX, items: item }, ...(parentField && { parent: { type: 'integer', minimum: 1, description: `The ${parentField} of every item` } }) },
            },
            { type: 'array', minItems: 1, maxItems: BULK_MAX, items: item, description: 'The older form: the items alone (answers 200)' },
          ],
        },
        response: { 201: created, 200: created, ...errors },
      },
      handler: (req, reply) => bulkCreateRoute(req, reply, r),
    });
  }
  app.post(`${base}/bulk-delete`, {
    schema: {
      tags,
      summary: `Delete up to ${BULK_MAX} ${r.label.en} records at once, all or nothing${r.deleteMode === 'soft' ? ' (sets state INACTIVE)' : ''}`,
      body: { type: 'object', required: ['ids'], properties: { ids: { type: 'array', minItems: 1, maxItems: BULK_MAX, items: { type: 'integer', minimum: 1 } } } },
      response: { 200: envelope({ type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } }, count: { type: 'integer' } } }), ...errors },
    },
    handler: async (req) => {
      const gone = await deleteBulk(req.ctx, r, (req.body as { ids?: unknown } | null)?.ids);
      const ids = gone.map((x) => Number(x.id));
      return { success: true, data: { ids, count: ids.length }, message: translate(req.ctx.lang, 'bulk.deleted', { count: ids.length }) };
    },
  });
}
