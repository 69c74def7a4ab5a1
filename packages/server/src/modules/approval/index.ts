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
import { approvalDecision, approvalRequest, type Resource, resourceByName, translate } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addApprovalStep, approvalResources, approvalTimeline, cancelApproval, decideApproval, decideMany, myRequests, submitForApproval, waitingForMe } from '../../approval/engine.js';
import { requireUser } from '../../engine/context.js';
import { AppError, notFound } from '../../engine/errors.js';
import { defineModule, type ModuleDecl } from '../../engine/module.js';
import { pushModules } from './push.js';
import { parseId } from '../../http/kit.js';

const pageOf = (raw: unknown, dflt: number, max: number) => {
  const n = Number(raw ?? dflt);
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, max) : dflt;
};

function registerFor(app: FastifyInstance, r: Resource): void {
  const tags = [r.module];
  const base = `/api/v1/${r.path}/:id`;
  const ok = (lang: FastifyRequest['ctx']['lang'], data: unknown, key: Parameters<typeof translate>[1]) => ({ success: true, data, message: translate(lang, key) });
  app.post(`${base}/submit`, {
    schema: { tags, summary: `Submit a ${r.label.en} for approval (the process of its source type and the requester's unit)` },
    handler: async (req) => ok(req.ctx.lang, await submitForApproval(req.ctx, r, parseId(req), req.body), 'approval.submitted'),
  });
  app.post(`${base}/approve`, {
    schema: { tags, summary: `Approve the current step of a ${r.label.en} (its approvers, or their delegates)` },
    handler: async (req) => ok(req.ctx.lang, await decideApproval(req.ctx, r, parseId(req), 'APPROVED', req.body), 'approval.approved'),
  });
  app.post(`${base}/reject`, {
    schema: { tags, summary: `Reject a ${r.label.en} (comment required)` },
    handler: async (req) => ok(req.ctx.lang, await decideApproval(req.ctx, r, parseId(req), 'REJECTED', req.body), 'approval.rejected'),
  });
  app.post(`${base}/cancel`, {
    schema: { tags, summary: `Withdraw a pending ${r.label.en} (its requester)` },
    handler: async (req) => ok(req.ctx.lang, await cancelApproval(req.ctx, r, parseId(req), req.body), 'approval.cancelled'),
  });
  app.post(`${base}/approve-add-flow`, {
    schema: { tags, summary: `Add an approval step after the current one, for this ${r.label.en} only` },
    handler: async (req) => ok(req.ctx.lang, await addApprovalStep(req.ctx, r, parseId(req), req.body), 'success.updated'),
  });
  app.get(`${base}/approval`, {
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

/** The engine's records: readable through the generic list (HR rights), written by the engine only. */
const engineOnly = async (): Promise<never> => {
  throw new AppError(403, 'approval.engineOnly');
};

export const approvalModules: readonly ModuleDecl[] = [
  defineModule({
    resource: approvalRequest,
    hooks: { prepare: [engineOnly], beforeDelete: [engineOnly] },
    routes: registerApprovalRoutes,
  }),
  defineModule({ resource: approvalDecision, hooks: { prepare: [engineOnly], beforeDelete: [engineOnly] } }),
  ...pushModules,
];
