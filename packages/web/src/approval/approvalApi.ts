/**
 * The approval engine's API as the web uses it (ADR 0006): a record's approval (steps, decisions,
 * who may act now), the decisions on it, "waiting for me" and bulk decisions. Shared by the admin
 * form's panel, the admin "waiting for my approval" page and the portal's /hr-tasks.
 */
import { statusTagColor } from '@portal/domain/workflows/index';
import type { Resource } from '@portal/domain/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

export type StepStatus = 'WAITING' | 'ACTIVE' | 'DONE' | 'SKIPPED';
export type ApprovalStepView = {
  name: string;
  mode: 'ANY' | 'ALL';
  approvers: number[];
  approver_names: string[];
  approved: number[];
  status: StepStatus;
  isAdded?: boolean;
};
export type ApprovalDecisionView = {
  id: number;
  step: number;
  decision: 'SUBMITTED' | 'APPROVED' | 'REJECTED' | 'ADDED_STEP' | 'CANCELLED';
  comment: string | null;
  created_date: string;
  actor_id: number | null;
  actor_name: string | null;
  on_behalf_of_id: number | null;
  on_behalf_of_name: string | null;
};
export type ApprovalRequestView = {
  id: number;
  title?: string | null;
  approval_status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELLED';
  current_step: number;
  steps: ApprovalStepView[];
  requester_id: number | null;
  submitted_date: string | null;
  decided_date: string | null;
};
export type ApprovalView = {
  request: ApprovalRequestView | null;
  decisions: ApprovalDecisionView[];
  mayAct: { id: number; name: string }[];
  /** The caller may decide now: a current approver, or their delegate within the delegation's period (the server decides). */
  canAct?: boolean;
  /** Set when the caller acts as a delegate: whose approval they give. */
  onBehalfOf?: { id: number; name: string } | null;
};

export type WaitingItem = {
  id: number;
  target_type: string;
  target_id: number;
  title: string | null;
  requester_name: string | null;
  step_name: string | null;
  submitted_date: string | null;
  label: { vi: string; en: string } | null;
  path: string | null;
  link: string | null;
  /** 'content': a record under review (news, culture, activities...), decided by its status move. */
  kind?: 'approval' | 'content';
  review?: { approveTo: string; rejectTo: string | null; isReasonRequired: boolean } | null;
};
export type WaitingPage = { items: WaitingItem[]; totalRows: number };
export type BulkResult = { type: string; id: number; ok: boolean; message?: string };
export type Decision = 'APPROVED' | 'REJECTED';

export const approvalKey = (path: string, id: number) => ['approval', path, id] as const;
export const WAITING_KEY = ['approvals', 'waiting'] as const;

/** The approval of record `id` of the resource at `path` (null request: never submitted). */
export function useApproval(path: string, id: number, enabled = true) {
  return useQuery({
    queryKey: approvalKey(path, id),
    enabled,
    queryFn: () => api.get<ApprovalView>(`${path}/${id}/approval`, undefined, { quietError: true }),
  });
}

/** What waits for the caller's decision, a page at a time. */
export function useWaiting(page: number, limit: number) {
  return useQuery({
    queryKey: [...WAITING_KEY, page, limit],
    queryFn: () => api.get<WaitingPage>('approvals/waiting', { page, limit }, { quietError: true }),
  });
}

/** Refreshes what an approval decision changes: the record, its history, its approval, the waiting lists. */
export function useApprovalRefresh() {
  const qc = useQueryClient();
  return async (path?: string) => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: ['approval'] }),
      qc.invalidateQueries({ queryKey: ['approvals'] }),
      ...(path ? [qc.invalidateQueries({ queryKey: [path] })] : []),
    ]);
  };
}

/**
 * One decision on one record (the server's localized message is toasted by the client): an approval
 * request through the record's approve/reject route, content under review through its status move.
 */
export const decideOne = (path: string, id: number, decision: Decision, comment?: string, review?: WaitingItem['review']) =>
  review
    ? api.post(`${path}/${id}/status`, { status: decision === 'APPROVED' ? review.approveTo : review.rejectTo, ...(comment ? { reason: comment } : {}) })
    : api.post(`${path}/${id}/${decision === 'APPROVED' ? 'approve' : 'reject'}`, comment ? { comment } : {});

export const decideBulk = (items: { target_type: string; target_id: number }[], decision: Decision, comment?: string) =>
  api.post<BulkResult[]>('approvals/bulk', { items, decision, ...(comment ? { comment } : {}) });

/** Numbers of the request (bigint columns may come as strings). */
export const num = (v: unknown): number => Number(v);

/** How many requests wait for the caller (the menu's badge, the dashboard's tile); 0 while unknown. */
export function useWaitingCount(): number {
  const q = useQuery({
    queryKey: [...WAITING_KEY, 'count'],
    queryFn: () => api.get<WaitingPage>('approvals/waiting', { page: 1, limit: 1 }, { quietError: true }),
    staleTime: 30_000,
    retry: false,
  });
  return q.data?.totalRows ?? 0;
}

/** A record's status colour (spec §9): the content statuses their own, approved success, cancelled danger, others grey. */
export function recordStatusColor(r: Resource, status: string): string {
  return statusTagColor(status, r.approval);
}
