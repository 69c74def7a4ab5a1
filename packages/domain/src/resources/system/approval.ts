/**
 * Approval chains (issue 15, ADR 0006), generic: any declared resource with `approval` in its
 * module attaches a process. A process (per source type, optionally per unit subtree) is a list of
 * ordered steps; each step's approvers are named accounts, a position within the requester's unit
 * (the nearest unit up the tree that has one) or the requester's line manager; a step needs any one
 * or all of them and may apply only under a condition on the request (e.g. leave over 3 days).
 * Submitting a record makes an approval request (the steps resolved to people); every decision is
 * kept. Approvers may delegate to a colleague for a period.
 */
import { SOURCE_TYPE } from '../../enums.js';
import { date, datetime, enumOf, flag, integer, json, longText, number, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const APPROVALS = L('Phê duyệt', 'Approvals');

const SOURCE_OPTIONS = {
  REQUEST: { label: L('Yêu cầu', 'Request') },
  GREETTING_CARD: { label: L('Thiệp chúc mừng', 'Greeting card') },
  TODO: { label: L('Công việc', 'To-do') },
  CANDIDATE: { label: L('Ứng viên', 'Candidate') },
  RECRUITMENT: { label: L('Tuyển dụng', 'Recruitment') },
  BOOK_CAR: { label: L('Đặt xe', 'Car booking') },
  BOOK_ROOM: { label: L('Đặt phòng họp', 'Room booking') },
  STATIONERY: { label: L('Văn phòng phẩm', 'Stationery') },
  STAFF_LEAVE: { label: L('Nghỉ phép', 'Leave') },
  IMPLEMENTATION_PAYMENT: { label: L('Thanh toán dự án', 'Project payment') },
  IMPLEMENTATION_MEMO: { label: L('Tờ trình dự án', 'Project memo') },
  IMPLEMENTATION_SUPPLY: { label: L('Vật tư dự án', 'Project supply') },
  IMPLEMENTATION_ADDITIONAL: { label: L('Phát sinh dự án', 'Project additional') },
  IMPLEMENTATION_REVIEW_COST: { label: L('Thẩm định chi phí', 'Cost review') },
  IMPLEMENTATION_SUBCONTRACTOR_BUDGET: { label: L('Ngân sách thầu phụ', 'Subcontractor budget') },
  ASSET_HANDOVER: { label: L('Bàn giao tài sản', 'Asset handover') },
  ASSET_REPAIR: { label: L('Sửa chữa tài sản', 'Asset repair') },
  ASSET_INSPECTION: { label: L('Kiểm định tài sản', 'Asset inspection') },
  ASSET_ALERT: { label: L('Cảnh báo tài sản', 'Asset alert') },
  STAFF_TRANSFER_HISTORY: { label: L('Điều chuyển nhân sự', 'Staff transfer') },
  STAFF_RECOGNITION_AWARD: { label: L('Khen thưởng', 'Award') },
  STAFF_RECOGNITION_DISCIPLINE: { label: L('Kỷ luật', 'Discipline') },
  DOCUMENT_FOLLOWER: { label: L('Theo dõi tài liệu', 'Document follower') },
  DOCUMENT_RECEIVER: { label: L('Nhận tài liệu', 'Document receiver') },
  NEWS: { label: L('Tin tức', 'News') },
  TIME_KEEPING: { label: L('Giải trình chấm công', 'Attendance explanation') },
  BUSINESS_FEASIBILITY: { label: L('Nghiên cứu khả thi', 'Feasibility study') },
} as const;

const sourceType = (o: { required?: boolean; inList?: boolean; isReadonly?: boolean } = {}) =>
  enumOf(SOURCE_TYPE, { ...o, label: L('Loại nghiệp vụ', 'Process for'), options: SOURCE_OPTIONS as Record<string, { label: { vi: string; en: string } }> });

export const APPROVER_KINDS = ['STAFF', 'POSITION', 'LINE_MANAGER', 'REQUESTER_CHOICE', 'SCOPE_POSITION'] as const;
export const APPROVAL_MODES = ['ANY', 'ALL'] as const;
export const CONDITION_OPS = ['GT', 'GTE', 'LT', 'LTE', 'EQ'] as const;
export const APPROVAL_STATUS = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export const APPROVAL_DECISIONS = ['SUBMITTED', 'APPROVED', 'REJECTED', 'ADDED_STEP', 'CANCELLED'] as const;

/** Approval processes (the recruitment, candidate and leave approval processes of spec §3, and every later one). */
export const approvalProcess = defineResource({
  name: 'approval_process',
  path: 'approval-process',
  label: L('Quy trình phê duyệt', 'Approval process'),
  subject: 'APPROVAL_PROCESS',
  module: 'staffs.approval_processes',
  admin: { area: 'system', group: APPROVALS, order: 1, icon: 'apartment' },
  titleField: 'name',
  sampleCount: 0,
  fields: {
    name: text({ required: true, max: 200, localized: true, label: L('Tên quy trình', 'Name'), inList: true }),
    source_type: sourceType({ required: true, inList: true }),
    unit_id: ref('organization', { label: L('Áp dụng cho đơn vị (để trống: toàn tập đoàn)', 'For unit (empty: whole group)'), inList: true }),
    scope_resource: text({ max: 60, format: 'code', label: L('Áp dụng cho loại hồ sơ cha', 'For records of'), help: L('Ví dụ: dự án; để trống nếu không theo hồ sơ cha', 'E.g. a project; empty when not per parent record') }),
    scope_id: integer({ min: 1, label: L('Mã hồ sơ cha', 'Parent record id'), inList: true }),
    is_self_approval: flag({ label: L('Người đề nghị được tự duyệt', 'Requesters may approve their own') }),
    remind_after_hours: integer({ min: 1, max: 720, default: 24, label: L('Nhắc sau (giờ)', 'Remind after (hours)') }),
    description: longText({ max: 1000, label: L('Mô tả', 'Description') }),
  },
  lines: [{ resource: 'approval_step', field: 'process_id', key: 'steps', min: 1, max: 10 }],
  // One process per kind and place: the whole group's (no unit, no parent record) included.
  constraints: [{ kind: 'unique', fields: ['source_type', 'unit_id', 'scope_resource', 'scope_id'], isActiveOnly: true, isEmptyEqual: true, errorField: 'source_type' }],
  list: { order: 'ordering asc, id asc', filters: ['source_type', 'unit_id', 'scope_resource', 'scope_id'], search: ['name'] },
});

/** One step of a process (a line of it). */
export const approvalStep = defineResource({
  name: 'approval_step',
  path: 'approval-step',
  label: L('Bước phê duyệt', 'Approval step'),
  subject: 'APPROVAL_PROCESS',
  module: 'staffs.approval_processes',
  admin: { area: 'system', isHidden: true },
  titleField: 'name',
  sampleCount: 0,
  fields: {
    process_id: ref('approval_process', { required: true, onDelete: 'cascade', label: L('Quy trình', 'Process') }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên bước', 'Step'), inList: true }),
    approver_kind: enumOf(APPROVER_KINDS, {
      required: true,
      default: 'STAFF',
      label: L('Người duyệt', 'Approvers'),
      inList: true,
      options: {
        STAFF: { label: L('Nhân sự được chỉ định', 'Named people') },
        POSITION: { label: L('Chức vụ trong đơn vị người đề nghị', "Position in the requester's unit") },
        LINE_MANAGER: { label: L('Quản lý trực tiếp', 'Line manager') },
        REQUESTER_CHOICE: { label: L('Người đề nghị chọn khi gửi', 'Chosen by the requester at submit') },
        SCOPE_POSITION: { label: L('Vị trí trong hồ sơ cha (dự án)', 'Position in the parent record (project)') },
      },
    }),
    scope_position: text({ max: 30, format: 'code', label: L('Mã vị trí trong hồ sơ cha', 'Position code in the parent record') }),
    approver_ids: refs('account', { max: 20, label: L('Người duyệt được chỉ định', 'Named approvers') }),
    position_id: ref('position', { label: L('Chức vụ', 'Position') }),
    mode: enumOf(APPROVAL_MODES, {
      required: true,
      default: 'ANY',
      label: L('Cần', 'Needs'),
      inList: true,
      options: { ANY: { label: L('Một người duyệt', 'Any one approver') }, ALL: { label: L('Tất cả người duyệt', 'All approvers') } },
    }),
    condition_field: text({ max: 50, format: 'code', label: L('Chỉ áp dụng khi trường', 'Only when field') }),
    condition_op: enumOf(CONDITION_OPS, {
      label: L('So sánh', 'Comparison'),
      options: { GT: { label: L('lớn hơn', 'greater than') }, GTE: { label: L('từ', 'at least') }, LT: { label: L('nhỏ hơn', 'less than') }, LTE: { label: L('tối đa', 'at most') }, EQ: { label: L('bằng', 'equal to') } },
    }),
    condition_value: number({ scale: 2, label: L('Giá trị', 'Value') }),
  },
  list: { order: 'ordering asc, id asc', filters: ['process_id'], defaultLimit: -1 },
});

/** Delegations: an approver hands their approvals to a colleague for a period. */
export const approvalDelegation = defineResource({
  name: 'approval_delegation',
  path: 'approval-delegation',
  label: L('Uỷ quyền phê duyệt', 'Approval delegation'),
  subject: 'APPROVAL_PROCESS',
  module: 'staffs.approval_processes',
  admin: { area: 'system', group: APPROVALS, order: 2, icon: 'swap' },
  titleField: 'reason',
  sampleCount: 0,
  fields: {
    delegator_id: ref('account', { required: true, label: L('Người uỷ quyền', 'Delegating'), inList: true }),
    delegate_id: ref('account', { required: true, label: L('Người được uỷ quyền', 'Delegate'), inList: true }),
    from_date: date({ required: true, label: L('Từ ngày', 'From'), inList: true }),
    to_date: date({ required: true, notBefore: 'from_date', label: L('Đến ngày', 'To'), inList: true }),
    source_type: sourceType({ inList: true }),
    reason: text({ max: 300, label: L('Lý do', 'Reason'), inList: true }),
  },
  constraints: [{ kind: 'noOverlap', key: ['delegator_id', 'source_type'], from: 'from_date', to: 'to_date', isActiveOnly: true, errorField: 'from_date' }],
  list: { order: 'from_date desc, id desc', filters: ['delegator_id', 'delegate_id', 'source_type', 'from_date'], sortable: ['from_date', 'to_date'] },
});

/** The approval of one record: its steps resolved to people, where it stands, who may act now. */
export const approvalRequest = defineResource({
  name: 'approval_request',
  path: 'approval-request',
  label: L('Yêu cầu phê duyệt', 'Approval request'),
  subject: 'APPROVAL_PROCESS',
  module: 'staffs.approval_processes',
  admin: { area: 'system', group: APPROVALS, order: 3, icon: 'audit' },
  titleField: 'title',
  sampleCount: 0,
  fields: {
    target_type: text({ required: true, max: 60, isReadonly: true, isResourceName: true, label: L('Loại bản ghi', 'Record type'), inList: true }),
    target_id: integer({ required: true, min: 1, isReadonly: true, label: L('Bản ghi', 'Record') }),
    source_type: sourceType({ inList: true, isReadonly: true }),
    title: text({ max: 300, isReadonly: true, localized: true, label: L('Nội dung', 'Subject'), inList: true }),
    requester_id: ref('account', { isReadonly: true, label: L('Người đề nghị', 'Requester'), inList: true }),
    process_id: ref('approval_process', { isReadonly: true, label: L('Quy trình', 'Process') }),
    approval_status: enumOf(APPROVAL_STATUS, {
      isReadonly: true,
      label: L('Trạng thái', 'Status'),
      inList: true,
      options: {
        // Spec §9: approved success, cancelled danger, every other status the secondary grey.
        PENDING: { label: L('Chờ duyệt', 'Pending'), color: 'default' },
        APPROVED: { label: L('Đã duyệt', 'Approved'), color: 'success' },
        REJECTED: { label: L('Từ chối', 'Rejected'), color: 'default' },
        CANCELLED: { label: L('Đã huỷ', 'Cancelled'), color: 'error' },
      },
    }),
    current_step: integer({ isReadonly: true, label: L('Bước hiện tại', 'Current step'), inList: true }),
    steps: json({ isReadonly: true, label: L('Các bước', 'Steps') }),
    current_approver_ids: refs('account', { max: 50, isReadonly: true, label: L('Người có thể duyệt', 'May act now') }),
    submitted_date: datetime({ isReadonly: true, label: L('Ngày gửi', 'Submitted'), inList: true }),
    decided_date: datetime({ isReadonly: true, label: L('Ngày quyết định', 'Decided') }),
    reminded_date: datetime({ isReadonly: true, label: L('Nhắc lần cuối', 'Last reminder') }),
  },
  constraints: [{ kind: 'unique', fields: ['target_type', 'target_id'] }],
  list: {
    order: 'submitted_date desc, id desc',
    filters: ['approval_status', 'source_type', 'requester_id', 'current_approver_ids', 'target_type', 'target_id', 'submitted_date'],
    sortable: ['submitted_date'],
    search: ['title'],
  },
});

/** Every decision on a request: who, when, on whose behalf, what, with what comment. */
export const approvalDecision = defineResource({
  name: 'approval_decision',
  path: 'approval-decision',
  label: L('Quyết định phê duyệt', 'Approval decision'),
  subject: 'APPROVAL_PROCESS',
  module: 'staffs.approval_processes',
  admin: { area: 'system', isHidden: true },
  titleField: 'decision',
  sampleCount: 0,
  fields: {
    request_id: ref('approval_request', { required: true, isReadonly: true, onDelete: 'cascade', label: L('Yêu cầu', 'Request'), inList: true }),
    step: integer({ isReadonly: true, label: L('Bước', 'Step'), inList: true }),
    actor_id: ref('account', { isReadonly: true, label: L('Người thực hiện', 'By'), inList: true }),
    on_behalf_of_id: ref('account', { isReadonly: true, label: L('Thay mặt', 'On behalf of') }),
    decision: enumOf(APPROVAL_DECISIONS, {
      isReadonly: true,
      label: L('Quyết định', 'Decision'),
      inList: true,
      options: {
        SUBMITTED: { label: L('Gửi duyệt', 'Submitted'), color: 'blue' },
        APPROVED: { label: L('Duyệt', 'Approved'), color: 'green' },
        REJECTED: { label: L('Từ chối', 'Rejected'), color: 'red' },
        ADDED_STEP: { label: L('Thêm bước duyệt', 'Step added'), color: 'purple' },
        CANCELLED: { label: L('Huỷ', 'Cancelled'), color: 'default' },
      },
    }),
    comment: longText({ max: 1000, isReadonly: true, label: L('Ý kiến', 'Comment') }),
  },
  list: { order: 'created_date asc, id asc', filters: ['request_id', 'actor_id', 'decision'], defaultLimit: 100 },
});
