/**
 * Declared actions (ADR 0004): an operation beyond CRUD is declared on the resource (name, right,
 * body fields, confirmation, aliases) and run by its module. From the declaration the engine
 * derives the route (and the spec's alias paths), the OpenAPI entry, the permission check, body
 * validation in the caller's language, the record lookup under the access rule, one transaction,
 * the activity-log row and, through the change triggers, cache invalidation. Status aliases map the
 * spec's named status routes onto the generic status change.
 */
import type { ActionDecl, Resource, Row } from '@portal/domain';
import { canDoRow, defineResource, translate, validateInput } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeActivity } from './activity.js';
import { authorize, type Ctx } from './context.js';
import { AppError, badRequest, forbidden } from './errors.js';
import { moduleFor } from './module.js';
import { bodySchema, envelope, errorEnvelope } from './openapi.js';
import { changeStatus, findRow, inWrite } from './service.js';
import { parseId } from '../http/kit.js';

const bodies = new Map<string, Resource>();

/** The action's body declared like a resource's fields, so it validates (and documents) the same way. */
export function actionBody(r: Resource, a: ActionDecl): Resource {
  const key = `${r.name}.${a.name}`;
  let b = bodies.get(key);
  if (!b) {
    b = defineResource({
      name: `${r.name}_${a.name.toLowerCase()}`,
      path: `${r.path}/${a.name}`,
      label: a.label,
      subject: r.subject,
      module: r.module,
      fields: a.body ?? {},
    });
    bodies.set(key, b);
  }
  return b;
}

/** Runs a declared action as the caller: right, body, record under the access rule, one transaction, activity log. */
export async function runAction(ctx: Ctx, r: Resource, a: ActionDecl, id: number | null, input: unknown): Promise<unknown> {
  authorize(ctx, a.right, r.subject);
  const run = moduleFor(r.name).actions?.[a.name];
  if (!run) throw new AppError(500, 'error.internal');
  const v = validateInput(actionBody(r, a), input ?? {}, { mode: 'create', now: ctx.now() });
  if (!v.ok) throw badRequest(v.issues, actionBody(r, a));
  return inWrite(ctx, r, async (tx, txCtx) => {
    // The record under the caller's access rule, locked for the action: one the rule hides is not found.
    const record = a.target === 'record' ? await findRow(txCtx, r, id as number, tx, a.right === 'view' ? 'read' : 'write', { isForUpdate: true }) : null;
    // A right held on some records only (a narrower subject) must cover this one.
    if (record && ctx.user && !canDoRow(ctx.user.ability, a.right, r.subject, record)) throw forbidden();
    if (record && a.statuses && !a.statuses.includes(String(record.status))) throw new AppError(409, 'error.transition', { from: String(record.status), to: a.name });
    const result = await run({ ctx: txCtx, tx, resource: r, record, body: v.data });
    const resultRow = result && typeof result === 'object' && !Array.isArray(result) ? (result as Row) : null;
    await writeActivity(tx, txCtx, {
      resource: r,
      action: a.name,
      recordId: record ? Number(record.id) : resultRow && typeof resultRow.id === 'number' ? resultRow.id : null,
      origin: record,
      updated: resultRow ?? (Object.keys(v.data).length > 0 ? v.data : null),
      suffix: a.activity?.suffix ?? 'action',
      ...(a.activity ? { description: a.activity.description } : {}),
    });
    return result ?? null;
  });
}


/**
 * An alias path may carry body fields as path parameters (`/ticket-change-status/{id}/{setting_status_id}`):
 * they join the body, as numbers for numeric fields, and are validated like the rest of it.
 */
export function withPathParams(r: Resource, a: ActionDecl, req: FastifyRequest): unknown {
  const params = Object.entries((req.params ?? {}) as Record<string, string>).filter(([k]) => k !== 'id');
  if (params.length === 0) return req.body;
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...(req.body as Row) } : {};
  const fields = actionBody(r, a).columnByName;
  for (const [k, v] of params) {
    const kind = fields.get(k)?.def.kind;
    const isNumeric = kind === 'ref' || kind === 'media' || kind === 'integer' || kind === 'number';
    body[k] = isNumeric && /^-?\d{1,15}$/.test(v) ? Number(v) : v;
  }
  return body;
}

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** The routes of a resource's declared actions and status aliases. */
export function registerActionRoutes(app: FastifyInstance, r: Resource): void {
  const tags = [r.module];
  for (const a of r.actions ?? []) {
    const main = a.target === 'record' ? `/api/v1/${r.path}/:id/${a.name}` : `/api/v1/${r.path}/${a.name}`;
    for (const url of [main, ...(a.aliases ?? []).map((p) => `/api/v1/${p.replace(/^\//, '')}`)]) {
      for (const method of a.methods ?? ['POST']) app.route({
        method,
        url,
        schema: {
          tags,
          summary: `${a.label.en}${a.isConfirmed ? ' (asks for confirmation)' : ''}: needs ${a.right} on ${r.subject}`,
          ...(a.body ? { body: bodySchema(actionBody(r, a), 'create') } : {}),
          response: { 200: envelope({}), ...errors },
        },
        handler: async (req) => ({
          success: true,
          data: await runAction(req.ctx, r, a, a.target === 'record' ? parseId(req) : null, withPathParams(r, a, req)),
          message: translate(req.ctx.lang, a.successMessage ?? 'success.updated'),
        }),
      });
    }
  }
  for (const alias of r.statusAliases ?? []) {
    for (const method of alias.methods ?? ['POST']) app.route({
      method,
      url: `/api/v1/${alias.path.replace(/^\//, '')}`,
      schema: { tags, summary: `Change the status of ${r.label.en} (the spec's named route)`, response: { 200: envelope({}), ...errors } },
      handler: async (req) => {
        // The status from the path (`ticket-change-status/{id}/{status}`), else from the body.
        const body = req.body as { reason?: unknown; status?: unknown } | undefined;
        const status = (req.params as Record<string, string | undefined>)[alias.statusParam] ?? body?.status;
        const reason = body?.reason;
        return { success: true, data: await changeStatus(req.ctx, r, parseId(req), status, { reason }), message: translate(req.ctx.lang, 'success.status') };
      },
    });
  }
}
