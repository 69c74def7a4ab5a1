/**
 * Candidates (/candidate, spec §3, §4, §7): people applying to an approved recruitment request.
 * - Pipeline (spec §4 request/recruitment statuses and outcomes): PENDING (applied) -> INTERVIEWING
 *   -> SUCCESS (passed) -> SUBMITTED_APPROVAL (the candidate approval process, ADR 0006, source
 *   CANDIDATE) -> APPROVED -> HIRED (a staff record, PENDING_CONTRACT, made by the server);
 *   REJECTED by an approver (submit again); CANCELLED (the candidate withdrew) and
 *   COMPANY_CANCELLED (not retained, reason required) end it.
 * - Attachments (CV, certificates) are the candidate attachment group of spec §3.
 * - Spec §7 paths: POST /candidate/status/{id}, /candidate/approve/{id}, /candidate/cancel/{id},
 *   GET /candidate/old, /candidate/bulk-create (xlsx), /candidate/create-series (several at once).
 * - Staff refer a candidate to an open position (POST /candidate/refer): source "referral", the
 *   referrer their own staff file; they read the candidates they referred, HR those of its range.
 */
import { date, email, enumOf, longText, mediaList, money, phone, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });

export const CANDIDATE_STATUS = ['PENDING', 'INTERVIEWING', 'SUCCESS', 'SUBMITTED_APPROVAL', 'APPROVED', 'REJECTED', 'HIRED', 'CANCELLED', 'COMPANY_CANCELLED'] as const;
/** Where a candidate's process has ended (the "old candidates" list). */
export const CANDIDATE_CLOSED = ['HIRED', 'CANCELLED', 'COMPANY_CANCELLED'] as const;
/** Still in the pipeline: counted against the request's open places and shown to HR first. */
export const CANDIDATE_OPEN = ['PENDING', 'INTERVIEWING', 'SUCCESS', 'SUBMITTED_APPROVAL', 'APPROVED', 'REJECTED'] as const;


/**
 * HR runs the interviews (edit); the approval engine makes the approval moves and the candidate
 * module makes HIRED (with the staff record), both as the system.
 */
export const CANDIDATE_WORKFLOW: Workflow = {
  name: 'candidate',
  statuses: CANDIDATE_STATUS,
  initial: 'PENDING',
  transitions: [
    ...move(['PENDING'], 'INTERVIEWING', 'interview', 'edit'),
    ...move(['INTERVIEWING'], 'SUCCESS', 'pass', 'edit'),
    // Submit, approve, reject and withdraw come from the approval block (withApprovalMoves).
    ...move(['APPROVED'], 'HIRED', 'hire', 'system'),
    ...move(['PENDING', 'INTERVIEWING', 'SUCCESS', 'REJECTED', 'APPROVED'], 'CANCELLED', 'withdraw', 'edit'),
    ...move(['PENDING', 'INTERVIEWING', 'SUCCESS', 'REJECTED', 'APPROVED'], 'COMPANY_CANCELLED', 'companyCancel', 'edit', true),
  ],
  editable: ['PENDING', 'INTERVIEWING', 'SUCCESS', 'REJECTED'],
  // A candidate's pipeline in its own words (the portal's and the admin's alike).
  labels: {
    statuses: {
      PENDING: L('Mới ứng tuyển', 'Applied'),
      SUCCESS: L('Đạt phỏng vấn', 'Passed the interview'),
      CANCELLED: L('Ứng viên rút hồ sơ', 'Withdrew'),
      COMPANY_CANCELLED: L('Không đạt', 'Not retained'),
    },
    actions: { withdraw: L('Ứng viên rút hồ sơ', 'Mark as withdrawn'), companyCancel: L('Không tuyển', 'Do not retain') },
  },
};

export const candidate = defineResource({
  name: 'candidate',
  path: 'candidate',
  label: L('Ứng viên', 'Candidate'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.candidates',
  admin: { area: 'hr', group: L('Tuyển dụng', 'Recruitment'), order: 2, icon: 'solution' },
  portalRoute: '/human-resource/recruitment',
  titleField: 'full_name',
  sampleCount: 0,
  fields: {
    full_name: text({ required: true, max: 100, label: L('Họ và tên', 'Full name'), inList: true }),
    recruitment_id: ref('recruitment', { required: true, label: L('Đề xuất tuyển dụng', 'Recruitment request'), inList: true }),
    phone: phone({ label: L('Điện thoại', 'Phone'), inList: true }),
    email: email({ label: L('Email', 'Email'), inList: true }),
    gender: enumOf(['MALE', 'FEMALE', 'OTHER'] as const, { label: L('Giới tính', 'Gender'), options: { MALE: { label: L('Nam', 'Male') }, FEMALE: { label: L('Nữ', 'Female') }, OTHER: { label: L('Khác', 'Other') } } }),
    date_of_birth: date({ label: L('Ngày sinh', 'Date of birth') }),
    address: text({ max: 300, label: L('Địa chỉ', 'Address') }),
    source_id: ref('staff_setting_item', { where: { category: 'RECRUITMENT_SOURCE' }, label: L('Nguồn ứng viên', 'Source'), inList: true }),
    referrer_id: ref('staff', { label: L('Người giới thiệu', 'Referred by') }),
    qualification_id: ref('staff_setting_item', { where: { category: 'QUALIFICATION' }, label: L('Trình độ', 'Qualification') }),
    major_id: ref('staff_setting_item', { where: { category: 'MAJOR' }, label: L('Chuyên ngành', 'Major') }),
    expected_salary: money({ label: L('Mức lương mong muốn', 'Expected salary') }),
    interview_date: date({ label: L('Ngày phỏng vấn', 'Interview date'), inList: true }),
    start_date: date({ label: L('Ngày có thể đi làm', 'Available from') }),
    failed_reason_id: ref('staff_setting_item', { where: { category: 'FAILED_REASON' }, label: L('Lý do không đạt', 'Failed reason') }),
    note: longText({ max: 2000, label: L('Ghi chú', 'Note') }),
    attachments: mediaList('attachment', { max: 10, label: L('Hồ sơ đính kèm (CV, bằng cấp)', 'Attachments (CV, certificates)') }),
    staff_id: ref('staff', { isReadonly: true, label: L('Hồ sơ nhân sự', 'Staff record') }),
  },
  // Referrers read the candidates they referred; HR with "view all" those of its range's requests.
  access: { owner: true, unit: { field: 'recruitment_id', through: { resource: 'recruitment', field: 'unit_id' } } },
  workflow: CANDIDATE_WORKFLOW,
  approval: {
    sourceType: 'CANDIDATE',
    submitFrom: ['SUCCESS', 'REJECTED'],
    pending: 'SUBMITTED_APPROVAL',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    portalPage: '/human-resource/recruitment',
    withdrawOnDelete: true,
    aliases: ['approve'],
  },
  constraints: [
    { kind: 'unique', fields: ['staff_id'], isActiveOnly: true, errorField: 'staff_id' },
    // One application per person (by phone) and request.
    { kind: 'unique', fields: ['recruitment_id', 'phone'], isActiveOnly: true, errorField: 'phone' },
  ],
  actions: [
    {
      name: 'hire',
      label: L('Tiếp nhận làm nhân sự', 'Hire'),
      right: 'edit',
      target: 'record',
      isConfirmed: true,
      body: {
        code: text({ max: 30, label: L('Mã nhân viên', 'Staff code') }),
        start_date: date({ label: L('Ngày vào làm', 'Start date') }),
      },
      successMessage: 'candidate.hired',
    },
    {
      name: 'refer',
      label: L('Giới thiệu ứng viên', 'Refer a candidate'),
      right: 'view',
      target: 'collection',
      body: {
        recruitment_id: ref('recruitment', { required: true, label: L('Vị trí tuyển dụng', 'Opening') }),
        full_name: text({ required: true, max: 100, label: L('Họ và tên', 'Full name') }),
        phone: phone({ required: true, label: L('Điện thoại', 'Phone') }),
        email: email({ label: L('Email', 'Email') }),
        note: longText({ max: 1000, label: L('Vì sao bạn giới thiệu', 'Why you refer them') }),
        attachments: mediaList('attachment', { max: 5, label: L('CV', 'CV') }),
      },
      successMessage: 'candidate.referred',
    },
  ],
  transfer: { isExport: true, isImport: true, isBulk: true, aliases: { import: 'candidate/bulk-create', bulk: 'candidate/create-series' } },
  list: {
    order: 'created_date desc',
    filters: ['status', 'recruitment_id', 'source_id', 'referrer_id', 'interview_date', 'phone'],
    sortable: ['full_name', 'interview_date'],
    search: ['full_name', 'phone', 'email'],
  },
  sample: (i) =>
    [
      { full_name: 'Nguyễn Minh Khoa', phone: '0903123456', email: 'minhkhoa.nguyen@gmail.com', gender: 'MALE', expected_salary: 15_000_000 },
      { full_name: 'Trần Thị Ngọc Ánh', phone: '0912456789', email: 'ngocanh.tran@gmail.com', gender: 'FEMALE', expected_salary: 12_000_000 },
      { full_name: 'Lê Quốc Bảo', phone: '0987654321', email: 'quocbao.le@yahoo.com', gender: 'MALE', expected_salary: 18_000_000 },
    ][i % 3] as Record<string, unknown>,
});
