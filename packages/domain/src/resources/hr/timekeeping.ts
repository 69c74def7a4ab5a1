/**
 * Timekeeping (issue 15, spec §1 /human-resource/time-keeping and /timekeeping, §6 TIME_KEEPING):
 * - attendance records: one per staff member and day (unique in the database), imported from the
 *   time clock (an adapter: the xlsx file of the attendance machine through the engine's generic
 *   import, dry run and per-row errors) or entered by HR: check-in and check-out, the work-day value,
 *   minutes late and left early;
 * - explanations: a staff member explains a day (a missing check-in or check-out, late, early,
 *   absent); the line manager approves through the approval engine (ADR 0006, source TIME_KEEPING);
 *   an approved explanation completes that day's record.
 * The monthly timesheet (working days with the leave module's weekend and holiday rules, approved
 * leave shown as leave) is computed by the server (modules/hr/timekeeping.ts), not stored.
 */
import { date, datetime, enumOf, integer, longText, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const TIMEKEEPING = L('Chấm công', 'Timekeeping');
const THROUGH_STAFF = { owner: { field: 'staff_id', through: { resource: 'staff', field: 'account_id' } }, unit: { field: 'staff_id', through: { resource: 'staff', field: 'unit_id' } } };

export const ATTENDANCE_SOURCE = ['MACHINE', 'MANUAL', 'EXPLANATION'] as const;

// The shift and the measure of a day: src/timesheet.ts (the timesheet rules the server and the web share).

/** Attendance records (/time-keeping): one per staff member and day. */
export const timeKeeping = defineResource({
  name: 'time_keeping',
  path: 'time-keeping',
  label: L('Dữ liệu chấm công', 'Attendance record'),
  subject: 'TIME_KEEPING',
  module: 'staffs.time_keepings',
  admin: { area: 'hr', group: TIMEKEEPING, order: 1, icon: 'field-time' },
  portalRoute: '/human-resource/time-keeping',
  titleField: 'note',
  sampleCount: 0,
  fields: {
    staff_id: ref('staff', { required: true, onDelete: 'cascade', label: L('Nhân sự', 'Staff member'), inList: true }),
    work_date: date({ required: true, label: L('Ngày', 'Date'), inList: true }),
    check_in: datetime({ label: L('Giờ vào', 'Check-in'), inList: true }),
    check_out: datetime({ after: 'check_in', label: L('Giờ ra', 'Check-out'), inList: true }),
    work_value: number({ scale: 2, min: 0, max: 1, default: 1, label: L('Công', 'Work day'), inList: true }),
    late_minutes: integer({ min: 0, max: 1440, default: 0, label: L('Đi muộn (phút)', 'Late (minutes)'), inList: true }),
    early_minutes: integer({ min: 0, max: 1440, default: 0, label: L('Về sớm (phút)', 'Left early (minutes)'), inList: true }),
    source: enumOf(ATTENDANCE_SOURCE, {
      default: 'MACHINE',
      label: L('Nguồn', 'Source'),
      inList: true,
      options: {
        MACHINE: { label: L('Máy chấm công', 'Time clock'), color: 'blue' },
        MANUAL: { label: L('Nhập tay', 'Entered by HR'), color: 'default' },
        EXPLANATION: { label: L('Giải trình được duyệt', 'Approved explanation'), color: 'green' },
      },
    }),
    machine_code: text({ max: 50, label: L('Mã máy chấm công', 'Time clock ID') }),
    note: text({ max: 300, label: L('Ghi chú', 'Note') }),
  },
  access: THROUGH_STAFF,
  constraints: [{ kind: 'unique', fields: ['staff_id', 'work_date'], errorField: 'work_date' }],
  list: { order: 'work_date desc, id desc', sortable: ['work_date', 'late_minutes', 'early_minutes', 'work_value'], filters: ['staff_id', 'work_date', 'source'], defaultLimit: 50 },
  transfer: { isExport: true, isImport: true },
});

export const EXPLANATION_KIND = ['MISSING_CHECK_IN', 'MISSING_CHECK_OUT', 'LATE', 'EARLY', 'ABSENT'] as const;
export const EXPLANATION_STATUS = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;

/** Every move is the approval engine's (submit, approve, reject, withdraw). */
export const EXPLANATION_WORKFLOW: Workflow = {
  name: 'timeExplanation',
  statuses: EXPLANATION_STATUS,
  initial: 'DRAFT',
  // Submit, approve, reject and withdraw come from the approval block (withApprovalMoves).
  transitions: [],
  editable: ['DRAFT', 'REJECTED'],
};

/** Explanations of a day (/time-keeping-explanation): staff explain their own; the line manager approves. */
export const timeKeepingExplanation = defineResource({
  name: 'time_keeping_explanation',
  path: 'time-keeping-explanation',
  label: L('Giải trình chấm công', 'Attendance explanation'),
  subject: 'TIME_KEEPING',
  module: 'staffs.time_keeping_explanations',
  admin: { area: 'hr', group: TIMEKEEPING, order: 2, icon: 'message' },
  portalRoute: '/human-resource/time-keeping',
  titleField: 'title',
  sampleCount: 0,
  // Every staff member explains their own days (view on TIME_KEEPING); the module refuses someone else's without "edit".
  writeRight: 'view',
  fields: {
    title: text({ max: 300, isReadonly: true, localized: true, label: L('Giải trình', 'Explanation'), inList: true }),
    staff_id: ref('staff', { required: true, onDelete: 'cascade', label: L('Nhân sự', 'Staff member'), inList: true }),
    work_date: date({ required: true, label: L('Ngày', 'Date'), inList: true }),
    kind: enumOf(EXPLANATION_KIND, {
      required: true,
      default: 'MISSING_CHECK_IN',
      label: L('Nội dung', 'About'),
      inList: true,
      options: {
        MISSING_CHECK_IN: { label: L('Quên chấm công vào', 'Missing check-in') },
        MISSING_CHECK_OUT: { label: L('Quên chấm công ra', 'Missing check-out') },
        LATE: { label: L('Đi muộn', 'Late') },
        EARLY: { label: L('Về sớm', 'Left early') },
        ABSENT: { label: L('Không có dữ liệu chấm công', 'No attendance record') },
      },
    }),
    check_in: datetime({ label: L('Giờ vào thực tế', 'Actual check-in') }),
    check_out: datetime({ after: 'check_in', label: L('Giờ ra thực tế', 'Actual check-out') }),
    reason: longText({ required: true, max: 1000, label: L('Lý do', 'Reason') }),
  },
  access: THROUGH_STAFF,
  workflow: EXPLANATION_WORKFLOW,
  approval: { sourceType: 'TIME_KEEPING', submitFrom: ['DRAFT', 'REJECTED'], pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED', cancelled: 'CANCELLED', portalPage: '/human-resource/time-keeping', requesterField: 'staff_id' },
  // One explanation of a day at a time (draft, pending or approved).
  constraints: [{ kind: 'noOverlap', key: ['staff_id'], from: 'work_date', to: 'work_date', isActiveOnly: true, statuses: ['DRAFT', 'PENDING', 'APPROVED'], errorField: 'work_date' }],
  sample: (i) => ({
    // Past days (a day to come cannot be explained), one per index.
    work_date: new Date(Date.UTC(2019, 0, 7) + (i % 2400) * 86_400_000).toISOString().slice(0, 10),
    kind: 'MISSING_CHECK_IN',
    check_in: null,
    check_out: null,
    reason: ['Máy chấm công ở cổng số 2 bị lỗi', 'Đi công tác tại nhà máy Chu Lai', 'Quên chấm công khi vào họp sớm'][i % 3],
  }),
  list: { order: 'work_date desc, id desc', sortable: ['work_date'], filters: ['status', 'staff_id', 'work_date', 'kind'], search: ['title'] },
});
