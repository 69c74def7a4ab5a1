/**
 * Recruitment requests (/recruitment, spec §3, §4, §7): a unit asks to hire; the request goes
 * through the recruitment approval process (the approval engine, ADR 0006), then HR runs it
 * (INTERVIEWING, SUCCESS or COMPANY_CANCELLED through /recruitment-change-status/{id}). Hiring a
 * candidate (hr/candidate.ts) counts in `hired_count`; the last place filled completes the request.
 */
import { date, enumOf, integer, longText, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { RECRUITMENT_OUTCOME, type Workflow, move } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });

export const RECRUITMENT_STATUS = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'INTERVIEWING', 'SUCCESS', 'COMPANY_CANCELLED'] as const;


/**
 * Spec §4 request/recruitment statuses. The approval engine makes the approval moves as the system
 * (submit, approve, reject, cancel while pending); HR runs an approved request.
 */
export const RECRUITMENT_WORKFLOW: Workflow = {
  name: 'recruitment',
  statuses: RECRUITMENT_STATUS,
  initial: 'DRAFT',
  transitions: [
    // Submit, approve, reject and withdraw come from the approval block (withApprovalMoves).
    ...move(['APPROVED'], 'INTERVIEWING', 'interview', 'edit'),
    ...move(['INTERVIEWING'], 'SUCCESS', 'complete', 'edit'),
    ...move(['APPROVED', 'INTERVIEWING'], 'COMPANY_CANCELLED', 'companyCancel', 'edit', true),
  ],
  editable: ['DRAFT', 'REJECTED'],
};

export const recruitment = defineResource({
  name: 'recruitment',
  path: 'recruitment',
  label: L('Đề xuất tuyển dụng', 'Recruitment request'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.recruitments',
  admin: { area: 'hr', group: L('Tuyển dụng', 'Recruitment'), order: 1, icon: 'user-add' },
  // Staff browse the open positions (approved requests) on /human-resource/recruitment; requesters also follow theirs on /hr-tasks.
  portalRoute: '/human-resource/recruitment',
  titleField: 'title',
  fields: {
    title: text({ required: true, max: 200, label: L('Vị trí cần tuyển', 'Opening'), inList: true }),
    unit_id: ref('organization', { required: true, label: L('Đơn vị', 'Unit'), inList: true }),
    department_id: ref('organization', { label: L('Phòng ban', 'Department'), inList: true }),
    position_id: ref('position', { label: L('Chức vụ', 'Position'), inList: true }),
    quantity: integer({ required: true, min: 1, max: 500, default: 1, label: L('Số lượng', 'Headcount'), inList: true }),
    hired_count: integer({ isReadonly: true, default: 0, label: L('Đã tuyển', 'Hired so far'), inList: true }),
    deadline: date({ label: L('Hạn tuyển', 'Hire by'), inList: true }),
    reason: longText({ max: 1000, label: L('Lý do tuyển', 'Reason') }),
    requirements: longText({ max: 4000, label: L('Yêu cầu ứng viên', 'Requirements') }),
    outcome: enumOf(RECRUITMENT_OUTCOME, {
      isReadonly: true,
      label: L('Kết quả', 'Outcome'),
      options: {
        SUBMITTED_APPROVAL: { label: L('Đã trình duyệt', 'Submitted for approval') },
        HIRED: { label: L('Đã tuyển', 'Hired') },
        COMPANY_CANCELLED: { label: L('Công ty huỷ', 'Cancelled by the company') },
      },
    }),
  },
  // Requesters see their own requests; HR with "view all" those of its operating range.
  access: { owner: true, unit: { field: 'unit_id' } },
  workflow: RECRUITMENT_WORKFLOW,
  approval: { sourceType: 'RECRUITMENT', submitFrom: ['DRAFT', 'REJECTED'], pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED', cancelled: 'CANCELLED', portalPage: '/hr-tasks' },
  statusAliases: [{ path: 'recruitment-change-status/:id', statusParam: 'status' }],
  list: {
    order: 'created_date desc',
    filters: ['status', 'unit_id', 'department_id', 'position_id', 'deadline'],
    sortable: ['title', 'deadline', 'quantity'],
    search: ['title'],
  },
  sample: (i) =>
    [
      { title: 'Kỹ sư thiết kế khuôn mẫu', quantity: 2, reason: 'Mở rộng dây chuyền lắp ráp', requirements: 'Tốt nghiệp đại học cơ khí, 2 năm kinh nghiệm' },
      { title: 'Chuyên viên tuyển dụng', quantity: 1, reason: 'Thay thế nhân sự nghỉ việc', requirements: 'Kinh nghiệm tuyển dụng khối sản xuất' },
      { title: 'Nhân viên kinh doanh ô tô', quantity: 5, reason: 'Mở showroom mới tại Cần Thơ', requirements: 'Giao tiếp tốt, có bằng lái B2' },
      { title: 'Kế toán tổng hợp', quantity: 1, reason: 'Bổ sung nhân sự quyết toán năm', requirements: 'Chứng chỉ kế toán trưởng là lợi thế' },
    ][i % 4] as Record<string, unknown>,
});
