/**
 * Approval chains (issue 15, ADR 0006): the routes every resource declaring `approval` gets, and
 * the guards of the engine's own records (requests and decisions are written by the engine only).
 * - `POST /<path>/{id}/submit`, `/approve`, `/reject` (a reason is required), `/cancel`,
 *   `/approve-add-flow` (a step after the current one, for this request only);
 * - `GET /<path>/{id}/approval`: the request's steps, its decisions and who may act now;
 * - `GET /approvals/waiting`: what waits for the caller (or for someone who delegated to them);
 * - `GET /approvals/mine`: the caller's own requests and where each stands (/hr-tasks);
 * - `GET /approvals/of/{type}/{id}`: one record's approval by its kind, for the portal's /hr-tasks
 *   (where notifications link approvers and delegates: the record's panel, decided there);
 * - `POST /approvals/bulk`: approve or reject several at once, each reported.
 */
import { APPROVAL_ACTIONS, type ApprovalAction, approvalDecision, approvalDelegation, approvalRequest, type Resource, type Row, resourceByName, translate } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addApprovalStep, approvalResources, approvalTimeline, cancelApproval, decideApproval, decideMany, myRequests, submitForApproval, waitingForMe } from '../../approval/engine.js';
import { type Ctx, requireUser } from '../../engine/context.js';
import { AppError, badRequest, notFound } from '../../engine/errors.js';
import { defineModule, type ModuleDecl } from '../../engine/module.js';
import { pushModules } from './push.js';
import { parseId } from '../../http/kit.js';

const pageOf = (raw: unknown, dflt: number, max: number) => {
  const n = Number(raw ?? dflt);
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, max) : dflt;
};

type Act = { summary: string; message: Parameters<typeof translate>[1]; run: (req: FastifyRequest, r: Resource) => Promise<unknown> };
const ACTS: Record<ApprovalAction, Act> = {
  submit: {
    summary: 'Submit a {label} for approval (the process of its source type and the requester\'s unit)',
    message: 'approval.submitted',
    run: (req, r) => submitForApproval(req.ctx, r, parseId(req), req.body),
  },
  approve: {
    summary: 'Approve the current step of a {label} (its approvers, or their delegates)',
    message: 'approval.approved',
    run: (req, r) => decideApproval(req.ctx, r, parseId(req), 'APPROVED', req.body),
  },
  reject: { summary: 'Reject a {label} (comment required)', message: 'approval.rejected', run: (req, r) => decideApproval(req.ctx, r, parseId(req), 'REJECTED', req.body) },
  cancel: { summary: 'Withdraw a pending {label} (its requester)', message: 'approval.cancelled', run: (req, r) => cancelApproval(req.ctx, r, parseId(req), req.body) },
  'approve-add-flow': {
    summary: 'Add an approval step after the current one, for this {label} only',
    message: 'success.updated',
    run: (req, r) => addApprovalStep(req.ctx, r, parseId(req), req.body),
  },
};

/** `/<path>/{id}/<action>` for every approval action, and the spec's `/<path>/<action>/{id}` where declared (`approval.aliases`). */
function registerFor(app: FastifyInstance, r: Resource): void {
  const tags = [r.module];
  for (const action of APPROVAL_ACTIONS) {
    const act = ACTS[action];
    const summary = act.summary.replace('{label}', r.label.en);
    const handler = async (req: FastifyRequest) => ({ success: true, data: await act.run(req, r), message: translate(req.ctx.lang, act.message) });
    app.post(`/api/v1/${r.path}/:id/${action}`, { schema: { tags, summary }, handler });
    if (r.approval?.aliases?.includes(action)) app.post(`/api/v1/${r.path}/${action}/:id`, { schema: { tags, summary: `${summary} (spec path)` }, handler });
  }
  app.get(`/api/v1/${r.path}/:id/approval`, {
    schema: { tags, summary: `The approval of a ${r.label.en}: steps, decisions, who may act now` },
    handler: async (req) => ({ success: true, data: await approvalTimeline(req.ctx, r, parseId(req)) }),
  });
}

function registerApprovalRoutes(app: FastifyInstance): void {
  for (const r of approvalResources()) registerFor(app, r);
  app.get('/api/v1/approvals/waiting', {
    schema: { tags: ['approvals'], summary: 'What waits for my approval (or for someone who delegated to me), newest first' },
    handler: async (req) => {
      requireUser(req.ctx);
      const q = (req.query ?? {}) as { page?: unknown; limit?: unknown };
      return { success: true, data: await waitingForMe(req.ctx, pageOf(q.page, 1, 10_000), pageOf(q.limit, 20, 100)) };
    },
  });
  app.get('/api/v1/approvals/mine', {
    schema: { tags: ['approvals'], summary: 'My requests: the approvals I am the requester of (also what HR filed for me), newest first, with where each stands' },
    handler: async (req) => {
      requireUser(req.ctx);
      const q = (req.query ?? {}) as { page?: unknown; limit?: unknown };
      return { success: true, data: await myRequests(req.ctx, pageOf(q.page, 1, 10_000), pageOf(q.limit, 20, 100)) };
    },
  });
  app.get('/api/v1/approvals/of/:type/:id', {
    schema: {
      tags: ['approvals'],
      summary:
        "One record's approval by its kind (the resource name a notification names) and id: steps, decisions, who may act now and whether the caller may (an approver, or their delegate within the period), with the record's API path; for its requester, approvers, their delegates and who reads the record",
    },
    handler: async (req) => {
      requireUser(req.ctx);
      const r = resourceByName.get((req.params as { type?: string }).type ?? '');
      const id = parseId(req);
      if (!r?.approval) throw notFound();
      return { success: true, data: { ...(await approvalTimeline(req.ctx, r, id)), target_type: r.name, path: r.path, label: r.label } };
    },
  });
  app.post('/api/v1/approvals/bulk', {
    schema: { tags: ['approvals'], summary: 'Approve or reject several requests (items: target_type, target_id; decision; comment)' },
    handler: async (req) => ({ success: true, data: await decideMany(req.ctx, req.body) }),
  });
}

/** The engine's records: readable through the generic list (the APPROVAL_PROCESS right), written by the engine only. */
const engineOnly = async (): Promise<never> => {
  throw new AppError(403, 'approval.engineOnly');
};

/**
 * Delegations belong to the delegator (issue 36): who may edit delegations hands over their own
 * decisions only; an administrator may set one up for someone else (the write is in the activity
 * log, as every write). Nobody delegates to themselves.
 */
const ownDelegation = async ({ ctx, data, existing }: { ctx: Ctx; data?: Row; existing: Row | null }): Promise<undefined> => {
  const user = requireUser(ctx);
  if (user.isAdmin === true) return undefined;
  for (const who of [existing?.delegator_id, data?.delegator_id]) {
    if (who !== undefined && who !== null && Number(who) !== user.id) throw new AppError(403, 'approval.delegateOwnOnly');
  }
  return undefined;
};
const notToSelf = async ({ data, existing }: { data: Row; existing: Row | null }): Promise<undefined> => {
  const from = data.delegator_id ?? existing?.delegator_id;
  const to = data.delegate_id ?? existing?.delegate_id;
  if (from !== undefined && from !== null && Number(from) === Number(to)) throw badRequest([{ field: 'delegate_id', key: 'approval.delegateSelf' }]);
  return undefined;
};

export const approvalModules: readonly ModuleDecl[] = [
  defineModule({ resource: approvalDelegation, hooks: { beforeChange: [ownDelegation, notToSelf], beforeDelete: [ownDelegation] } }),
  defineModule({
    resource: approvalRequest,
    hooks: { prepare: [engineOnly], beforeDelete: [engineOnly] },
    routes: registerApprovalRoutes,
  }),
  defineModule({ resource: approvalDecision, hooks: { prepare: [engineOnly], beforeDelete: [engineOnly] } }),
  ...pushModules,
];
