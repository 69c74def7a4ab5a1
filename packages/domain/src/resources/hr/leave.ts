/**
 * Leave (issue 15, spec §3 HR settings "day off", §4 leave actions, §7 /staff-leave,
 * /staff-leave-day, /staff-setting-leave-type, -holiday, -increase-annual-leaving):
 * - leave types (paid or not, days a year, whether the balance may go negative, half days);
 * - public holidays (a date or a range), which the working-day count skips;
 * - annual increases (e.g. +1 day per 5 years of seniority, capped);
 * - balances per staff member, leave type and year (entitled, carried over, increase, manual
 *   adjustment; taken and pending kept by the server);
 * - leave requests, approved through the approval engine (ADR 0006, source STAFF_LEAVE): the
 *   server counts the working days, refuses overlapping requests of one person in the database,
 *   and moves the days into `pending` on submit, into `taken` on approval, back on reject or cancel.
 */
import { date, flag, integer, longText, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { DEFAULT_WORKING_PATTERN, type WorkingPattern, workingValue } from '../../timesheet.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const LEAVE = L('Nghỉ phép', 'Leave');

/** Leave types (/staff-setting-leave-type). */
export const staffSettingLeaveType = defineResource({
  name: 'staff_setting_leave_type',
  transfer: { isImport: true },
  path: 'staff-setting-leave-type',
  label: L('Loại nghỉ phép', 'Leave type'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.leave_settings',
  admin: { area: 'hr', group: LEAVE, order: 10, icon: 'tags' },
  portalRoute: '/human-resource/leave',
  titleField: 'name',
  sampleCount: 0,
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên loại nghỉ', 'Name'), inList: true }),
    is_paid: flag({ default: true, label: L('Có hưởng lương', 'Paid'), inList: true }),
    days_per_year: number({ required: true, scale: 1, min: 0, max: 365, default: 12, label: L('Số ngày mỗi năm', 'Days a year'), inList: true }),
    is_negative_allowed: flag({ label: L('Cho phép nghỉ quá số ngày còn lại', 'May go beyond the balance'), inList: true }),
    is_half_day_allowed: flag({ default: true, label: L('Cho phép nghỉ nửa ngày', 'Half days allowed') }),
    description: longText({ max: 1000, localized: true, label: L('Mô tả', 'Description') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', sortable: ['code', 'name', 'days_per_year'], filters: ['is_paid'], search: ['code', 'name'], defaultLimit: 50 },
});

/** Public holidays (/staff-setting-holiday): one day or a range; not counted as leave days. */
export const staffSettingHoliday = defineResource({
  name: 'staff_setting_holiday',
  transfer: { isImport: true },
  path: 'staff-setting-holiday',
  label: L('Ngày nghỉ lễ', 'Public holiday'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.leave_settings',
  admin: { area: 'hr', group: LEAVE, order: 11, icon: 'calendar' },
  portalRoute: '/human-resource/leave',
  titleField: 'name',
  sampleCount: 0,
  fields: {
    name: text({ required: true, max: 200, localized: true, label: L('Tên ngày lễ', 'Name'), inList: true }),
    from_date: date({ required: true, label: L('Từ ngày', 'From'), inList: true }),
    to_date: date({ required: true, notBefore: 'from_date', label: L('Đến ngày', 'To'), inList: true }),
    description: longText({ max: 500, label: L('Ghi chú', 'Note') }),
  },
  list: { order: 'from_date asc, id asc', sortable: ['from_date', 'to_date', 'name'], filters: ['from_date'], search: ['name'], defaultLimit: 50 },
});

/** Annual leave increases (/staff-setting-increase-annual-leaving): more days with seniority. */
export const staffSettingIncreaseAnnualLeaving = defineResource({
  name: 'staff_setting_increase_annual_leaving',
  transfer: { isImport: true },
  path: 'staff-setting-increase-annual-leaving',
  label: L('Tăng phép năm theo thâm niên', 'Annual leave increase'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.leave_settings',
  admin: { area: 'hr', group: LEAVE, order: 12, icon: 'rise' },
  titleField: 'name',
  sampleCount: 0,
  fields: {
    name: text({ required: true, max: 200, localized: true, label: L('Tên quy định', 'Name'), inList: true }),
    leave_type_id: ref('staff_setting_leave_type', { required: true, label: L('Loại nghỉ', 'Leave type'), inList: true }),
    years_of_service: integer({ required: true, min: 1, max: 60, default: 5, label: L('Mỗi số năm làm việc', 'Every this many years of service'), inList: true }),
    days: number({ required: true, scale: 1, min: 0.5, max: 30, default: 1, label: L('Số ngày được cộng', 'Days added'), inList: true }),
    max_days: number({ scale: 1, min: 0, max: 60, label: L('Cộng tối đa', 'At most'), inList: true }),
    description: longText({ max: 500, label: L('Ghi chú', 'Note') }),
  },
  list: { order: 'ordering asc, id asc', filters: ['leave_type_id'], search: ['name'] },
});

const THROUGH_STAFF = { owner: { field: 'staff_id', through: { resource: 'staff', field: 'account_id' } }, unit: { field: 'staff_id', through: { resource: 'staff', field: 'unit_id' } } };

/**
 * Leave balances (/staff-leave-day): per staff member, leave type and year. HR sets the entitled,
 * carried-over and increase days and adjusts by hand; `taken` and `pending` are the server's.
 */
export const staffLeaveDay = defineResource({
  name: 'staff_leave_day',
  transfer: { isImport: true },
  path: 'staff-leave-day',
  label: L('Ngày phép', 'Leave balance'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.leave_days',
  admin: { area: 'hr', group: LEAVE, order: 2, icon: 'schedule' },
  portalRoute: '/human-resource/leave',
  titleField: 'note',
  sampleCount: 0,
  fields: {
    staff_id: ref('staff', { required: true, onDelete: 'cascade', label: L('Nhân sự', 'Staff member'), inList: true }),
    leave_type_id: ref('staff_setting_leave_type', { required: true, label: L('Loại nghỉ', 'Leave type'), inList: true }),
    year: integer({ required: true, min: 2000, max: 2100, label: L('Năm', 'Year'), inList: true }),
    entitled: number({ required: true, scale: 1, min: 0, max: 365, default: 12, label: L('Số ngày được hưởng', 'Entitled'), inList: true }),
    carried_over: number({ scale: 1, min: 0, max: 365, default: 0, label: L('Chuyển từ năm trước', 'Carried over'), inList: true }),
    increase: number({ scale: 1, min: 0, max: 60, default: 0, label: L('Tăng theo thâm niên', 'Seniority increase'), inList: true }),
    adjustment: number({ scale: 1, min: -365, max: 365, default: 0, label: L('Điều chỉnh', 'Adjustment') }),
    taken: number({ scale: 1, isReadonly: true, label: L('Đã nghỉ', 'Taken'), inList: true }),
    pending: number({ scale: 1, isReadonly: true, label: L('Đang chờ duyệt', 'Pending'), inList: true }),
    note: text({ max: 300, label: L('Ghi chú', 'Note') }),
  },
  computed: {
    remaining: {
      label: L('Còn lại', 'Remaining'),
      kind: 'number',
      sql: 'SELECT coalesce(x.entitled, 0) + coalesce(x.carried_over, 0) + coalesce(x.increase, 0) + coalesce(x.adjustment, 0) - coalesce(x.taken, 0) - coalesce(x.pending, 0) FROM staff_leave_day x WHERE x.id = $id',
      reads: ['staff_leave_day'],
    },
  },
  access: THROUGH_STAFF,
  constraints: [{ kind: 'unique', fields: ['staff_id', 'leave_type_id', 'year'], errorField: 'year' }],
  list: { order: 'year desc, id asc', sortable: ['year', 'entitled', 'taken'], filters: ['staff_id', 'leave_type_id', 'year'] },
});

export const LEAVE_STATUS = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
/** Statuses whose days are held: they may not overlap another request of the same person. */
export const LEAVE_ACTIVE_STATUS = ['DRAFT', 'PENDING', 'APPROVED'] as const;


/**
 * The approval engine makes every move (submit, approve, reject, cancel while pending); cancelling
 * an approved leave (`revoke`, or POST /staff-leave/cancel/{id}) is the leave module's, as the system.
 */
export const LEAVE_WORKFLOW: Workflow = {
  name: 'staffLeave',
  statuses: LEAVE_STATUS,
  initial: 'DRAFT',
  transitions: [
    // Submit, approve, reject and withdraw come from the approval block (withApprovalMoves).
    ...move(['APPROVED'], 'CANCELLED', 'cancel', 'system'),
  ],
  editable: ['DRAFT', 'REJECTED'],
};

/** Leave requests (/staff-leave). Staff file their own; HR (edit) files for anyone in its range. */
export const staffLeave = defineResource({
  name: 'staff_leave',
  path: 'staff-leave',
  label: L('Đơn nghỉ phép', 'Leave request'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.leaves',
  admin: { area: 'hr', group: LEAVE, order: 1, icon: 'carry-out' },
  portalRoute: '/human-resource/leave',
  titleField: 'title',
  sampleCount: 0,
  // Every staff member requests their own leave (the staff role's "view" on HR); the module refuses
  // writes for someone else without "edit".
  writeRight: 'view',
  fields: {
    title: text({ max: 300, isReadonly: true, localized: true, label: L('Đơn', 'Request'), inList: true }),
    staff_id: ref('staff', { required: true, label: L('Nhân sự', 'Staff member'), inList: true }),
    leave_type_id: ref('staff_setting_leave_type', { required: true, label: L('Loại nghỉ', 'Leave type'), inList: true }),
    from_date: date({ required: true, label: L('Từ ngày', 'From'), inList: true }),
    is_from_half: flag({ label: L('Ngày đầu chỉ nghỉ buổi chiều', 'First day: afternoon only') }),
    to_date: date({ required: true, notBefore: 'from_date', label: L('Đến ngày', 'To'), inList: true }),
    is_to_half: flag({ label: L('Ngày cuối chỉ nghỉ buổi sáng', 'Last day: morning only') }),
    days: number({ scale: 1, isReadonly: true, label: L('Số ngày làm việc', 'Working days'), inList: true }),
    reason: longText({ max: 500, label: L('Lý do', 'Reason') }),
  },
  access: THROUGH_STAFF,
  workflow: LEAVE_WORKFLOW,
  approval: {
    sourceType: 'STAFF_LEAVE',
    submitFrom: ['DRAFT', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    portalPage: '/human-resource/leave',
    requesterField: 'staff_id',
    withdrawOnDelete: true,
    aliases: ['submit', 'approve', 'approve-add-flow'],
  },
  constraints: [{ kind: 'noOverlap', key: ['staff_id'], from: 'from_date', to: 'to_date', isActiveOnly: true, statuses: LEAVE_ACTIVE_STATUS, errorField: 'from_date' }],
  actions: [
    {
      name: 'revoke',
      label: L('Huỷ đơn đã duyệt', 'Cancel approved leave'),
      right: 'view',
      target: 'record',
      isConfirmed: true,
      statuses: ['APPROVED'],
      body: { reason: longText({ max: 500, label: L('Lý do huỷ', 'Reason') }) },
      successMessage: 'leave.revoked',
    },
  ],
  // Generated records (contract and fuzz tests): Monday and Tuesday of a week in 2031, whole days.
  sample: (i) => {
    const monday = new Date(Date.UTC(2031, 2, 3) + (i % 40) * 7 * 86_400_000).toISOString().slice(0, 10);
    const tuesday = new Date(Date.UTC(2031, 2, 4) + (i % 40) * 7 * 86_400_000).toISOString().slice(0, 10);
    return { from_date: monday, to_date: tuesday, is_from_half: false, is_to_half: false, reason: ['Việc gia đình', 'Đưa con đi khám bệnh', 'Về quê dự đám cưới người thân'][i % 3] };
  },
  list: {
    order: 'from_date desc, id desc',
    sortable: ['from_date', 'to_date', 'days'],
    filters: ['status', 'staff_id', 'leave_type_id', 'from_date', 'to_date'],
    search: ['title'],
  },
});

/** A closed range of dates ('YYYY-MM-DD', inclusive). */
export type DateRange = { from: string; to: string };

const MS_DAY = 86_400_000;
const utc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Working days of a leave from `from` to `to` (inclusive) under a working-day pattern (Monday to
 * Friday unless the person's unit works Saturdays, whole or mornings), not a holiday; a half first
 * day (afternoon only) counts the afternoon, a half last day (morning only) the morning; a
 * one-day leave with either flag is half a day at most.
 */
export function countLeaveDays(from: string, to: string, isFromHalf: boolean, isToHalf: boolean, holidays: readonly DateRange[], pattern: WorkingPattern = DEFAULT_WORKING_PATTERN): number {
  const a = utc(from);
  const b = utc(to);
  if (!Number.isFinite(a) || !Number.isFinite(b) || b < a || b - a > 400 * MS_DAY) return 0;
  const off = new Set<string>();
  for (const h of holidays) for (let d = Math.max(utc(h.from), a); d <= Math.min(utc(h.to), b); d += MS_DAY) off.add(iso(d));
  let n = 0;
  for (let d = a; d <= b; d += MS_DAY) {
    const day = iso(d);
    if (off.has(day)) continue;
    const isFirst = d === a;
    const isLast = d === b;
    if (isFirst && isFromHalf && isLast && isToHalf) n += Math.min(0.5, workingValue(day, pattern));
    else if (isFirst && isFromHalf) n += workingValue(day, pattern, 'pm');
    else if (isLast && isToHalf) n += workingValue(day, pattern, 'am');
    else n += workingValue(day, pattern);
  }
  return n;
}

/** Seniority increase for a start date and a year: per rule, whole periods of service at 1 January of `year` times its days, capped. */
export function seniorityIncrease(startDate: string | null, year: number, rules: readonly { years_of_service: number; days: number; max_days: number | null }[]): number {
  if (!startDate) return 0;
  const start = new Date(`${startDate}T00:00:00Z`);
  let years = year - start.getUTCFullYear();
  if (start.getUTCMonth() > 0 || start.getUTCDate() > 1) years -= 1;
  if (years <= 0) return 0;
  let total = 0;
  for (const r of rules) {
    const add = Math.floor(years / r.years_of_service) * r.days;
    total += r.max_days !== null && r.max_days !== undefined ? Math.min(add, r.max_days) : add;
  }
  return total;
}
