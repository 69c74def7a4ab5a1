/**
 * What people read for workflow statuses and actions (issue 37: no raw codes anywhere a person
 * reads). One shared word per code, in Vietnamese and English; a workflow names its own where its
 * meaning differs (`Workflow.labels`). labels-complete.test.ts walks every declared workflow and
 * fails on a status or action without both words.
 */
import type { Label } from '../fields.js';
import type { Lang } from '../enums.js';
import type { Transition, Workflow } from './index.js';

const L = (vi: string, en: string): Label => ({ vi, en });

/** Statuses of every workflow (spec §4, plus ours: ADR 0001). */
export const WORKFLOW_STATUS_LABELS: Readonly<Record<string, Label>> = {
  DRAFT: L('Nháp', 'Draft'),
  WAITING: L('Chờ duyệt', 'Waiting'),
  REJECT: L('Từ chối', 'Rejected'),
  SCHEDULED: L('Đã lên lịch', 'Scheduled'),
  // Spec §4: PUBLISH carries the label "Release".
  PUBLISH: L('Phát hành', 'Release'),
  RELEASE: L('Đã phát hành', 'Released'),
  EXPIRED: L('Hết hạn', 'Expired'),
  CANCELED: L('Đã huỷ', 'Canceled'),
  ONGOING: L('Đang diễn ra', 'Ongoing'),
  END: L('Đã kết thúc', 'Ended'),
  WAITING_REGISTRATION: L('Đang mở đăng ký', 'Registration open'),
  END_REGISTRATION: L('Hết hạn đăng ký', 'Registration closed'),
  NEW: L('Mới tạo', 'New'),
  PENDING: L('Chờ duyệt', 'Pending'),
  APPROVED: L('Đã duyệt', 'Approved'),
  REJECTED: L('Bị từ chối', 'Rejected'),
  CANCELLED: L('Đã huỷ', 'Cancelled'),
  INTERVIEWING: L('Đang phỏng vấn', 'Interviewing'),
  SUCCESS: L('Hoàn thành', 'Completed'),
  COMPANY_CANCELLED: L('Công ty huỷ', 'Cancelled by the company'),
  SUBMITTED_APPROVAL: L('Chờ duyệt tiếp nhận', 'Submitted for approval'),
  HIRED: L('Đã tiếp nhận', 'Hired'),
  RETURNED: L('Đã hoàn trả', 'Returned'),
  DONE: L('Đã xử lý', 'Done'),
  SENT_TICKET: L('Đã gửi vé', 'Ticket sent'),
  CHECK_IN: L('Đã điểm danh', 'Checked in'),
  HANDED_OUT: L('Đã cấp phát', 'Handed out'),
};

/** Actions (transitions) of every workflow, as a button or a history line names them. */
export const WORKFLOW_ACTION_LABELS: Readonly<Record<string, Label>> = {
  submit: L('Gửi duyệt', 'Submit for approval'),
  approve: L('Duyệt', 'Approve'),
  reject: L('Từ chối', 'Reject'),
  // Rejecting what is already released takes it off the site (moveLabel).
  unpublish: L('Gỡ tin', 'Unpublish'),
  cancel: L('Huỷ', 'Cancel'),
  withdraw: L('Rút lại', 'Withdraw'),
  confirm: L('Xác nhận', 'Confirm'),
  expire: L('Hết hạn', 'Expire'),
  publish: L('Phát hành', 'Publish'),
  release: L('Phát hành', 'Release'),
  openRegistration: L('Mở đăng ký', 'Open registration'),
  closeRegistration: L('Đóng đăng ký', 'Close registration'),
  start: L('Bắt đầu', 'Start'),
  end: L('Kết thúc', 'End'),
  sendTicket: L('Gửi vé', 'Send the ticket'),
  checkIn: L('Điểm danh', 'Check in'),
  interview: L('Mời phỏng vấn', 'Invite to interview'),
  pass: L('Đánh dấu đạt phỏng vấn', 'Mark as passed'),
  hire: L('Tiếp nhận', 'Hire'),
  complete: L('Hoàn thành', 'Complete'),
  companyCancel: L('Công ty huỷ', 'Cancel by the company'),
  close: L('Đóng', 'Close'),
  reopen: L('Mở lại', 'Reopen'),
  return: L('Hoàn trả', 'Return'),
  handOut: L('Cấp phát', 'Hand out'),
};

/** A status's words in `lang`: the workflow's own, else the shared ones, else the code itself (the test keeps that from happening). */
export function statusLabel(status: string, lang: Lang, wf?: Pick<Workflow, 'labels'> | null): string {
  return (wf?.labels?.statuses?.[status] ?? WORKFLOW_STATUS_LABELS[status])?.[lang] ?? status;
}

/** An action's words in `lang` (by its name). */
export function actionLabel(action: string, lang: Lang, wf?: Pick<Workflow, 'labels'> | null): string {
  return (wf?.labels?.actions?.[action] ?? WORKFLOW_ACTION_LABELS[action])?.[lang] ?? action;
}

/** The action name a move reads as: rejecting released content unpublishes it. */
export const moveActionName = (m: Pick<Transition, 'action' | 'from'>): string => (m.action === 'reject' && (m.from === 'PUBLISH' || m.from === 'RELEASE') ? 'unpublish' : m.action);

/** A move's button words in `lang`. */
export const moveLabel = (m: Pick<Transition, 'action' | 'from'>, lang: Lang, wf?: Pick<Workflow, 'labels'> | null): string => actionLabel(moveActionName(m), lang, wf);

/** The statuses that read as "approved" and "cancelled" (spec §9: success and danger colours). */
const APPROVED_LIKE = new Set(['APPROVED']);
const CANCELLED_LIKE = new Set(['CANCELED', 'CANCELLED', 'COMPANY_CANCELLED']);
/** Spec §9's named content colours (Ant Design tag colours). */
const CONTENT_COLORS: Readonly<Record<string, string>> = {
  DRAFT: 'red',
  RELEASE: 'green',
  // PUBLISH carries the label "Release" (spec §4).
  PUBLISH: 'green',
  WAITING: 'gold',
  REJECT: 'purple',
  EXPIRED: 'default',
  SCHEDULED: 'cyan',
};

/**
 * A status tag's colour (spec §9): the content statuses their own (DRAFT red, RELEASE green,
 * WAITING amber, REJECT purple, EXPIRED grey, SCHEDULED cyan); approved success; cancelled
 * danger; every other status the secondary grey. `approval` names a workflow's approved and
 * cancelled statuses where they are called otherwise.
 */
export function statusTagColor(status: string, approval?: { approved?: string; cancelled?: string } | null): string {
  const named = CONTENT_COLORS[status];
  if (named) return named;
  if (APPROVED_LIKE.has(status) || status === approval?.approved) return 'success';
  if (CANCELLED_LIKE.has(status) || status === approval?.cancelled) return 'error';
  return 'default';
}
