/**
 * A project's approval flows (issue 40, spec §7 implementation approval flow; ADR 0022): which
 * project positions approve its memos, supplies, payments, additional items and cost reviews, in
 * which order. Read by the project's members, written by its director (and by the area's broad
 * rights within their range). Each flow is kept as the project's own `approval_process` (scope
 * `implementation_project`, steps of kind SCOPE_POSITION) by the server's implementation module
 * (modules/implementation/approval-flows.ts), so the approval engine reads one kind of record: a
 * project's own process first, else the requester's unit's, else the group's.
 */
import { enumOf, flag, integer, longText, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const PROJECTS = L('Dự án triển khai', 'Implementation projects');

/** The kinds of a project's records approved through its flows (approval source types). */
export const IMPLEMENTATION_SOURCE_TYPES = ['IMPLEMENTATION_MEMO', 'IMPLEMENTATION_SUPPLY', 'IMPLEMENTATION_PAYMENT', 'IMPLEMENTATION_ADDITIONAL', 'IMPLEMENTATION_REVIEW_COST'] as const;
/** The `approval_process.scope_resource` of a project's own processes. */
export const PROJECT_SCOPE = 'implementation_project';

export const implementationApprovalFlow = defineResource({
  name: 'implementation_approval_flow',
  path: 'implementation-approval-flow',
  label: L('Quy trình duyệt dự án', 'Project approval flow'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.approval_flows',
  admin: { area: 'implementation', group: PROJECTS, order: 8, icon: 'apartment' },
  titleField: 'name',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    source_type: enumOf(IMPLEMENTATION_SOURCE_TYPES, {
      required: true,
      label: L('Áp dụng cho', 'Applies to'),
      inList: true,
      options: {
        IMPLEMENTATION_MEMO: { label: L('Chỉ thị / ghi nhớ công trường', 'Site memos') },
        IMPLEMENTATION_SUPPLY: { label: L('Đề xuất vật tư', 'Supply requests') },
        IMPLEMENTATION_PAYMENT: { label: L('Thanh toán', 'Payments') },
        IMPLEMENTATION_ADDITIONAL: { label: L('Phát sinh', 'Additional items') },
        IMPLEMENTATION_REVIEW_COST: { label: L('Thẩm định chi phí', 'Cost reviews') },
      },
    }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên quy trình', 'Name'), inList: true }),
    is_self_approval: flag({ label: L('Người đề nghị được tự duyệt', 'Requesters may approve their own') }),
    remind_after_hours: integer({ min: 1, max: 720, default: 24, label: L('Nhắc sau (giờ)', 'Remind after (hours)') }),
    description: longText({ max: 1000, label: L('Mô tả', 'Description') }),
    process_id: ref('approval_process', { isReadonly: true, label: L('Quy trình phê duyệt áp dụng', 'Approval process in force') }),
  },
  // The project's director sets its flows; members read them.
  access: projectMember(['DIRECTOR']),
  lines: [{ resource: 'implementation_approval_step', field: 'flow_id', key: 'steps', min: 1, max: 10 }],
  constraints: [{ kind: 'unique', fields: ['project_id', 'source_type'], isActiveOnly: true, errorField: 'source_type' }],
  list: { order: 'created_date asc, id asc', filters: ['project_id', 'source_type'], search: ['name'] },
  // Made by the demo seed through the engine (seed/implementation/implementation.ts), so each is kept as its process.
  sampleCount: 0,
});

/** One step of a project's flow: the members holding a position, any one or all of them. */
export const implementationApprovalStep = defineResource({
  name: 'implementation_approval_step',
  path: 'implementation-approval-step',
  label: L('Bước duyệt dự án', 'Project approval step'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.approval_flows',
  admin: { area: 'implementation', isHidden: true },
  titleField: 'name',
  fields: {
    flow_id: ref('implementation_approval_flow', { required: true, onDelete: 'cascade', label: L('Quy trình', 'Flow') }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên bước', 'Step'), inList: true }),
    position_id: ref('implementation_setting_position', { required: true, label: L('Vị trí duyệt trong dự án', 'Approving position'), inList: true }),
    mode: enumOf(['ANY', 'ALL'] as const, {
      required: true,
      default: 'ANY',
      label: L('Cần', 'Needs'),
      inList: true,
      options: { ANY: { label: L('Một người duyệt', 'Any one approver') }, ALL: { label: L('Tất cả người duyệt', 'All approvers') } },
    }),
    condition_field: text({ max: 50, format: 'code', label: L('Chỉ áp dụng khi trường', 'Only when field') }),
    condition_op: enumOf(['GT', 'GTE', 'LT', 'LTE', 'EQ'] as const, {
      label: L('So sánh', 'Comparison'),
      options: { GT: { label: L('lớn hơn', 'greater than') }, GTE: { label: L('từ', 'at least') }, LT: { label: L('nhỏ hơn', 'less than') }, LTE: { label: L('tối đa', 'at most') }, EQ: { label: L('bằng', 'equal to') } },
    }),
    condition_value: number({ scale: 2, label: L('Giá trị', 'Value') }),
  },
  access: { parent: { field: 'flow_id' } },
  list: { order: 'ordering asc, id asc', filters: ['flow_id'], defaultLimit: -1 },
  sampleCount: 0,
});
