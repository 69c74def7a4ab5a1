/**
 * The state machines of spec §4, as data. A transition names the right it needs: `edit` for the
 * author's own moves (submit), `approve` for approve/reject/release/cancel choices, `system` for
 * moves only the scheduler makes (release at the release time, expiry, event phases).
 */
import type { Label } from '../fields.js';

export type Right = 'edit' | 'approve' | 'system';
export type Transition = {
  from: string;
  to: string;
  action: string;
  right: Right;
  /**
   * The user must say why (rejecting, unpublishing, cancelling content): the reason goes with the
   * status change into the record's history and to the author's notification.
   */
  isReasonRequired?: boolean;
};
export type Workflow = {
  name: string;
  statuses: readonly string[];
  initial: string;
  transitions: readonly Transition[];
  /** Statuses in which the record's content may still be edited. */
  editable: readonly string[];
  /**
   * What people read for this workflow's statuses and actions where they differ from the shared
   * words of labels.ts (a candidate's SUCCESS is "passed the interview", a question's DONE "replied").
   */
  labels?: WorkflowLabels;
};
export type WorkflowLabels = { statuses?: Readonly<Record<string, Label>>; actions?: Readonly<Record<string, Label>> };

/**
 * The moves `from` each of these statuses `to` one, by `action` with `right` (a declaration's
 * transitions: `...move(['DRAFT', 'REJECTED'], 'PENDING', 'submit', 'system')`).
 */
export const move = (from: string | readonly string[], to: string, action: string, right: Right, isReasonRequired = false): Transition[] =>
  (typeof from === 'string' ? [from] : from).map((f) => ({ from: f, to, action, right, ...(isReasonRequired && { isReasonRequired }) }));

const t = (from: string | string[], to: string, action: string, right: Right, isReasonRequired = false): Transition[] =>
  (Array.isArray(from) ? from : [from]).map((f) => ({ from: f, to, action, right, ...(isReasonRequired && { isReasonRequired }) }));
/** A move that needs a reason (rejecting, unpublishing, cancelling content). */
const withReason = (from: string | string[], to: string, action: string): Transition[] => t(from, to, action, 'approve', true);

/** Content approval statuses (spec §4). PUBLISH carries the label "Release". */
export const CONTENT_STATUS = ['DRAFT', 'WAITING', 'REJECT', 'SCHEDULED', 'PUBLISH', 'RELEASE', 'EXPIRED'] as const;
export const EVENT_STATUS = [...CONTENT_STATUS, 'WAITING_REGISTRATION', 'END_REGISTRATION', 'ONGOING', 'END', 'CANCELED'] as const;
/** The editable-draft group of spec §4. */
export const EDITABLE_DRAFT_GROUP = ['DRAFT', 'REJECT', 'EXPIRED', 'CANCELED'] as const;

const submitAndReview = (approveTo: string): Transition[] => [
  ...t('DRAFT', 'WAITING', 'submit', 'edit'),
  ...t('WAITING', approveTo, 'approve', 'approve'),
  ...withReason('WAITING', 'REJECT', 'reject'),
  ...t('REJECT', 'WAITING', 'submit', 'edit'),
];

/** Scheduled variant: approval schedules; the scheduler publishes at the release time and expires. */
const scheduled: Workflow = {
  name: 'contentApproval.scheduled',
  statuses: ['DRAFT', 'WAITING', 'REJECT', 'SCHEDULED', 'PUBLISH', 'EXPIRED'],
  initial: 'DRAFT',
  transitions: [
    ...submitAndReview('SCHEDULED'),
    ...withReason(['SCHEDULED', 'PUBLISH'], 'REJECT', 'reject'),
    ...t('SCHEDULED', 'PUBLISH', 'publish', 'system'),
    ...t(['SCHEDULED', 'PUBLISH'], 'EXPIRED', 'expire', 'system'),
  ],
  editable: ['DRAFT', 'REJECT', 'EXPIRED'],
};

/** Simple variant: approval releases at once; a released item can only be rejected. */
const simple: Workflow = {
  name: 'contentApproval.simple',
  statuses: ['DRAFT', 'WAITING', 'REJECT', 'RELEASE', 'EXPIRED'],
  initial: 'DRAFT',
  transitions: [...submitAndReview('RELEASE'), ...withReason('RELEASE', 'REJECT', 'reject'), ...t('RELEASE', 'EXPIRED', 'expire', 'system')],
  editable: ['DRAFT', 'REJECT', 'EXPIRED'],
};

/** Event-like content: internal activities with registration phases. */
const eventLike: Workflow = {
  name: 'contentApproval.event',
  statuses: EVENT_STATUS.filter((s) => s !== 'RELEASE'),
  initial: 'DRAFT',
  transitions: [
    ...submitAndReview('SCHEDULED'),
    ...withReason(['SCHEDULED', 'PUBLISH'], 'CANCELED', 'cancel'),
    ...withReason(['SCHEDULED', 'PUBLISH'], 'REJECT', 'reject'),
    ...withReason(['ONGOING', 'WAITING_REGISTRATION', 'END_REGISTRATION'], 'CANCELED', 'cancel'),
    ...t('SCHEDULED', 'PUBLISH', 'publish', 'system'),
    ...t('PUBLISH', 'WAITING_REGISTRATION', 'openRegistration', 'system'),
    ...t('WAITING_REGISTRATION', 'END_REGISTRATION', 'closeRegistration', 'system'),
    ...t(['PUBLISH', 'END_REGISTRATION'], 'ONGOING', 'start', 'system'),
    ...t('ONGOING', 'END', 'end', 'system'),
  ],
  editable: EDITABLE_DRAFT_GROUP,
};

/** The shorter event variant: only ONGOING may be cancelled among the running phases. */
const eventShort: Workflow = {
  ...eventLike,
  name: 'contentApproval.eventShort',
  transitions: eventLike.transitions.filter((x) => !(x.to === 'CANCELED' && (x.from === 'WAITING_REGISTRATION' || x.from === 'END_REGISTRATION'))),
};

export const contentApproval = { scheduled, simple, event: eventLike, eventShort } as const;

/**
 * Participation tickets (internal-activity registration). The spec lists the statuses only;
 * the moves below are ours (ADR 0001): an approver decides, the organiser sends the ticket,
 * check-in happens at the door, and anything not yet checked in can be cancelled.
 */
export const participationTicket: Workflow = {
  name: 'participationTicket',
  statuses: ['WAITING', 'APPROVED', 'REJECTED', 'SENT_TICKET', 'CHECK_IN', 'CANCELED'],
  initial: 'WAITING',
  transitions: [
    ...t('WAITING', 'APPROVED', 'approve', 'approve'),
    ...t('WAITING', 'REJECTED', 'reject', 'approve'),
    ...t('APPROVED', 'SENT_TICKET', 'sendTicket', 'edit'),
    ...t(['APPROVED', 'SENT_TICKET'], 'CHECK_IN', 'checkIn', 'edit'),
    ...t(['WAITING', 'APPROVED', 'SENT_TICKET'], 'CANCELED', 'cancel', 'edit'),
  ],
  editable: ['WAITING'],
};

/** Requests and recruitment (spec §4); moves between the listed statuses are ours (ADR 0001). */
export const recruitmentRequest: Workflow = {
  name: 'recruitmentRequest',
  statuses: ['PENDING', 'APPROVED', 'CANCELLED', 'INTERVIEWING', 'SUCCESS', 'COMPANY_CANCELLED'],
  initial: 'PENDING',
  transitions: [
    ...t('PENDING', 'APPROVED', 'approve', 'approve'),
    ...t('PENDING', 'CANCELLED', 'cancel', 'approve'),
    ...t('APPROVED', 'INTERVIEWING', 'interview', 'edit'),
    ...t(['APPROVED', 'INTERVIEWING'], 'SUCCESS', 'hire', 'approve'),
    ...t(['APPROVED', 'INTERVIEWING'], 'COMPANY_CANCELLED', 'companyCancel', 'approve'),
  ],
  editable: ['PENDING'],
};
/** Recruitment outcomes of spec §4. */
export const RECRUITMENT_OUTCOME = ['SUBMITTED_APPROVAL', 'HIRED', 'COMPANY_CANCELLED'] as const;

/** Leave schedules: submitted with approvers, approved, cancelled (spec §4). */
export const leave: Workflow = {
  name: 'leave',
  statuses: ['DRAFT', 'WAITING', 'APPROVED', 'REJECT', 'CANCELED'],
  initial: 'DRAFT',
  transitions: [
    ...t(['DRAFT', 'REJECT'], 'WAITING', 'submit', 'edit'),
    ...t('WAITING', 'APPROVED', 'approve', 'approve'),
    ...t('WAITING', 'REJECT', 'reject', 'approve'),
    ...t(['DRAFT', 'WAITING'], 'CANCELED', 'cancel', 'edit'),
    ...t('APPROVED', 'CANCELED', 'cancel', 'approve'),
  ],
  editable: ['DRAFT', 'REJECT'],
};

export const workflows = {
  'contentApproval.scheduled': scheduled,
  'contentApproval.simple': simple,
  'contentApproval.event': eventLike,
  'contentApproval.eventShort': eventShort,
  participationTicket,
  recruitmentRequest,
  leave,
} as const;

export type RightCheck = (right: Exclude<Right, 'system'>) => boolean;

/** The moves this user may make from `status`. System moves are never offered to a user. */
export function allowedTransitions(wf: Workflow, status: string, can: RightCheck): Transition[] {
  return wf.transitions.filter((x) => x.from === status && x.right !== 'system' && can(x.right));
}

export type TransitionCheck = { ok: true; transition: Transition } | { ok: false; reason: 'unknownStatus' | 'notAllowed' | 'forbidden' };

/** Answers whether a user (or, with `asSystem`, the scheduler) may move a record from `from` to `to`. */
export function checkTransition(wf: Workflow, from: string, to: string, can: RightCheck, asSystem = false): TransitionCheck {
  if (!wf.statuses.includes(to) || !wf.statuses.includes(from)) return { ok: false, reason: 'unknownStatus' };
  const tr = wf.transitions.find((x) => x.from === from && x.to === to);
  if (!tr) return { ok: false, reason: 'notAllowed' };
  if (tr.right === 'system') return asSystem ? { ok: true, transition: tr } : { ok: false, reason: 'notAllowed' };
  if (!asSystem && !can(tr.right)) return { ok: false, reason: 'forbidden' };
  return { ok: true, transition: tr };
}

export const isEditable = (wf: Workflow, status: string): boolean => wf.editable.includes(status);

export * from './labels.js';
