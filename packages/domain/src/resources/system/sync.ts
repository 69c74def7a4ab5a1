import { date, datetime, email, enumOf, flag, integer, json, longText, phone, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const SYNC = L('Đồng bộ nhân sự', 'HR synchronisation');

/** Source systems a sync reads (spec §3). */
export const SYNC_SOURCES = ['HRM', 'EMART'] as const;
export type SyncSource = (typeof SYNC_SOURCES)[number];
/**
 * How a synchronised record last changed (spec §3 change kinds): ADD_NEW and CHANGED by the last
 * applied sync run, CLIENT as the source has it (in step), CMS edited by hand in the admin since.
 */
export const SYNC_CHANGE_KINDS = ['ADD_NEW', 'CHANGED', 'CLIENT', 'CMS'] as const;
/** A sync run (spec §3 sync kinds): WAITING for review, PROCESSING (being fetched or applied), COMPLETED. */
export const SYNC_STATUSES = ['WAITING', 'PROCESSING', 'COMPLETED'] as const;
/** What a run synchronises: the spec's paths /customer, /departments, /positions. */
export const SYNC_TARGETS = ['customer', 'departments', 'positions'] as const;
export type SyncTargetName = (typeof SYNC_TARGETS)[number];

const sourceOptions = { HRM: { label: L('Hệ thống nhân sự (HRM)', 'HR system (HRM)'), color: 'blue' }, EMART: { label: L('Hệ thống Emart', 'Emart system'), color: 'purple' } };
const targetOptions = {
  customer: { label: L('Nhân sự - liên hệ', 'People and contacts') },
  departments: { label: L('Phòng ban', 'Departments') },
  positions: { label: L('Chức vụ', 'Positions') },
};

/**
 * The columns every synchronised (mirror) record has: where it comes from and its stable id
 * there (records match on these, never on names or codes), how it last changed, and whether the
 * source still has it (`is_gone`: gone from the source, kept here and deprovisioned, never deleted).
 */
const mirrorFields = () => ({
  source: enumOf(SYNC_SOURCES, { required: true, default: 'HRM', label: L('Nguồn', 'Source'), inList: true, options: sourceOptions }),
  source_id: text({ required: true, max: 100, label: L('Mã trên nguồn', 'Source id'), inList: true }),
  // Set by the server only: sync runs write ADD_NEW/CHANGED/CLIENT, a hand edit marks CMS.
  change_kind: enumOf(SYNC_CHANGE_KINDS, {
    default: 'CMS',
    isReadonly: true,
    label: L('Loại thay đổi', 'Change kind'),
    inList: true,
    options: {
      ADD_NEW: { label: L('Mới', 'New'), color: 'green' },
      CHANGED: { label: L('Thay đổi', 'Changed'), color: 'orange' },
      CLIENT: { label: L('Theo nguồn', 'As in the source'), color: 'blue' },
      CMS: { label: L('Sửa trên CMS', 'Edited in the CMS'), color: 'purple' },
    },
  }),
  is_gone: flag({ label: L('Không còn trên nguồn', 'Gone from the source'), inList: true }),
  gone_date: date({ label: L('Ngày rời nguồn', 'Gone since') }),
  synced_date: datetime({ isReadonly: true, label: L('Đồng bộ lần cuối', 'Last synchronised') }),
});

const mirrorConstraints = [{ kind: 'unique' as const, fields: ['source', 'source_id'], isActiveOnly: true, errorField: 'source_id' }];
const mirrorFilters = ['source', 'change_kind', 'is_gone'] as const;

/**
 * People and contacts from the HR source (/customer): the source's view of each person, matched on
 * its stable id, linked to the staff file it provisions. Written by applied sync runs; an admin's
 * hand edit marks the record CMS (the next run shows the source's values as a change).
 */
export const customer = defineResource({
  name: 'customer',
  path: 'customer',
  label: L('Nhân sự đồng bộ', 'Synchronised person'),
  subject: 'SYNCHRONIZED_MANAGEMENT',
  module: 'system.sync_customers',
  admin: { area: 'system', group: SYNC, order: 2, icon: 'team' },
  titleField: 'full_name',
  deleteMode: 'soft',
  sampleCount: 0,
  fields: {
    ...mirrorFields(),
    staff_code: text({ max: 30, label: L('Mã nhân viên', 'Staff code'), inList: true }),
    full_name: text({ required: true, max: 100, label: L('Họ và tên', 'Full name'), inList: true }),
    email: email({ label: L('Email', 'Email'), inList: true }),
    phone: phone({ label: L('Điện thoại', 'Phone') }),
    department_source_id: text({ max: 100, label: L('Mã phòng ban trên nguồn', 'Department source id') }),
    department: text({ max: 200, label: L('Phòng ban', 'Department'), inList: true }),
    position_source_id: text({ max: 100, label: L('Mã chức vụ trên nguồn', 'Position source id') }),
    position: text({ max: 200, label: L('Chức vụ', 'Position'), inList: true }),
    realm_department: text({ max: 200, label: L('Lĩnh vực', 'Realm department') }),
    officer_address: text({ max: 300, label: L('Địa chỉ làm việc', 'Office address') }),
    info: longText({ max: 2000, label: L('Thông tin thêm', 'Other information') }),
    staff_id: ref('staff', { onDelete: 'setNull', label: L('Hồ sơ nhân sự', 'Staff record') }),
  },
  constraints: mirrorConstraints,
  list: {
    order: 'created_date desc',
    sortable: ['full_name', 'staff_code', 'synced_date'],
    filters: [...mirrorFilters, 'staff_id', 'department_source_id'],
    search: ['full_name', 'staff_code', 'email', 'phone', 'source_id'],
  },
});

/** Departments from the HR source (/departments), each linked to the organisation unit it provisions. */
export const syncDepartment = defineResource({
  name: 'sync_department',
  path: 'departments',
  label: L('Phòng ban đồng bộ', 'Synchronised department'),
  subject: 'SYNCHRONIZED_MANAGEMENT',
  module: 'system.sync_departments',
  admin: { area: 'system', group: SYNC, order: 3, icon: 'cluster' },
  titleField: 'name',
  deleteMode: 'soft',
  sampleCount: 0,
  fields: {
    ...mirrorFields(),
    code: text({ max: 50, label: L('Mã đơn vị', 'Code'), inList: true }),
    name: text({ required: true, max: 200, label: L('Tên đơn vị', 'Name'), inList: true }),
    name_en: text({ max: 200, label: L('Tên tiếng Anh', 'English name') }),
    unit_type: enumOf(['GROUP', 'BLOCK', 'SUBSIDIARY', 'DEPARTMENT'], {
      default: 'DEPARTMENT',
      label: L('Loại', 'Type'),
      inList: true,
      options: { GROUP: { label: L('Tập đoàn', 'Group') }, BLOCK: { label: L('Khối', 'Block') }, SUBSIDIARY: { label: L('Công ty thành viên', 'Subsidiary') }, DEPARTMENT: { label: L('Phòng ban', 'Department') } },
    }),
    parent_source_id: text({ max: 100, label: L('Mã đơn vị cha trên nguồn', 'Parent source id') }),
    organization_id: ref('organization', { onDelete: 'setNull', label: L('Đơn vị tổ chức', 'Organisation unit'), inList: true }),
  },
  constraints: mirrorConstraints,
  list: { order: 'created_date desc', sortable: ['code', 'name'], filters: [...mirrorFilters, 'organization_id', 'unit_type'], search: ['code', 'name', 'source_id'] },
});

/** Positions from the HR source (/positions), each linked to the position it provisions. */
export const syncPosition = defineResource({
  name: 'sync_position',
  path: 'positions',
  label: L('Chức vụ đồng bộ', 'Synchronised position'),
  subject: 'SYNCHRONIZED_MANAGEMENT',
  module: 'system.sync_positions',
  admin: { area: 'system', group: SYNC, order: 4, icon: 'idcard' },
  titleField: 'name',
  deleteMode: 'soft',
  sampleCount: 0,
  fields: {
    ...mirrorFields(),
    code: text({ max: 50, label: L('Mã chức vụ', 'Code'), inList: true }),
    name: text({ required: true, max: 200, label: L('Tên chức vụ', 'Name'), inList: true }),
    name_en: text({ max: 200, label: L('Tên tiếng Anh', 'English name') }),
    level: integer({ min: 1, max: 6, label: L('Cấp bậc', 'Grade') }),
    position_id: ref('position', { onDelete: 'setNull', label: L('Chức vụ', 'Position'), inList: true }),
  },
  constraints: mirrorConstraints,
  list: { order: 'created_date desc', sortable: ['code', 'name'], filters: [...mirrorFilters, 'position_id'], search: ['code', 'name', 'source_id'] },
});

/**
 * One synchronisation of a target from a source (spec §3 sync kinds). A sync fetches the source,
 * computes the difference with the synchronised records and stores it here, WAITING; nothing else
 * is written until an admin reviews the difference and applies it (COMPLETED, with who and when).
 * Written by the server only. The difference itself (`diff`) is served by the review route.
 */
export const syncRun = defineResource({
  name: 'sync_run',
  path: 'sync-run',
  label: L('Lần đồng bộ', 'Sync run'),
  subject: 'SYNCHRONIZED_MANAGEMENT',
  module: 'system.sync_runs',
  admin: { area: 'system', group: SYNC, order: 1, icon: 'history' },
  titleField: 'summary',
  sampleCount: 0,
  fields: {
    target: enumOf(SYNC_TARGETS, { isReadonly: true, label: L('Dữ liệu', 'Data'), inList: true, options: targetOptions }),
    source: enumOf(SYNC_SOURCES, { isReadonly: true, label: L('Nguồn', 'Source'), inList: true, options: sourceOptions }),
    sync_status: enumOf(SYNC_STATUSES, {
      isReadonly: true,
      default: 'WAITING',
      label: L('Trạng thái', 'Status'),
      inList: true,
      options: {
        WAITING: { label: L('Chờ duyệt', 'Waiting for review'), color: 'gold' },
        PROCESSING: { label: L('Đang xử lý', 'Processing'), color: 'processing' },
        COMPLETED: { label: L('Hoàn thành', 'Completed'), color: 'success' },
      },
    }),
    trigger: enumOf(['MANUAL', 'SCHEDULED'], {
      isReadonly: true,
      default: 'MANUAL',
      label: L('Khởi tạo', 'Started by'),
      options: { MANUAL: { label: L('Thủ công', 'By hand') }, SCHEDULED: { label: L('Theo lịch', 'Schedule') } },
    }),
    summary: text({ isReadonly: true, max: 200, label: L('Tóm tắt', 'Summary'), inList: true }),
    added_count: integer({ isReadonly: true, default: 0, min: 0, label: L('Mới', 'New'), inList: true }),
    changed_count: integer({ isReadonly: true, default: 0, min: 0, label: L('Thay đổi', 'Changed'), inList: true }),
    gone_count: integer({ isReadonly: true, default: 0, min: 0, label: L('Rời nguồn', 'Gone'), inList: true }),
    unchanged_count: integer({ isReadonly: true, default: 0, min: 0, label: L('Không đổi', 'Unchanged') }),
    diff: json({ isPrivate: true }),
    /** The last applied run of the same target and source when this one was computed (0: none). */
    base_run_id: integer({ isReadonly: true, default: 0, min: 0, label: L('Dựa trên lần', 'Based on run') }),
    /** The scheduler's time slot: one scheduled run per target, source and slot across instances. */
    schedule_slot: text({ isReadonly: true, max: 50, label: L('Khung lịch', 'Schedule slot') }),
    applied_by: ref('account', { isReadonly: true, onDelete: 'setNull', label: L('Người áp dụng', 'Applied by') }),
    applied_date: datetime({ isReadonly: true, label: L('Ngày áp dụng', 'Applied on'), inList: true }),
  },
  constraints: [{ kind: 'unique', fields: ['target', 'source', 'schedule_slot'] }],
  list: { order: 'created_date desc', sortable: ['applied_date'], filters: ['target', 'source', 'sync_status', 'trigger'], search: ['summary'] },
});
