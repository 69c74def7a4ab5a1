import { EMPLOYEE_STATUS, GENDER } from '../../enums.js';
import { date, email, enumOf, flag, longText, media, phone, ref, text } from '../../fields.js';
import type { DocumentTemplate } from '../../documents.js';
import { defineResource } from '../../resource.js';
import { WORKING_PATTERNS } from '../../timesheet.js';

const L = (vi: string, en: string) => ({ vi, en });
const ORG = L('Tổ chức', 'Organisation');
const STAFF = L('Nhân sự và hồ sơ', 'People and records');

/**
 * HR settings (/staff-setting-item): one tree rooted at ROOT_STAFF (spec §3). Its second level
 * names the setting lists (STAFF_TYPE, STAFF_LEVEL, LEAVING_REASON, QUALIFICATION, MAJOR,
 * PAYROLL_TYPE, POSITION_TYPE, DEPARTMENT_TYPE...), whose children are the values other HR
 * records pick; `category` is the list's code, so a field picks from one list.
 */
export const staffSettingItem = defineResource({
  name: 'staff_setting_item',
  transfer: { isImport: true },
  path: 'staff-setting-item',
  label: L('Cài đặt nhân sự', 'HR setting'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.settings',
  admin: { area: 'hr', group: L('Cài đặt', 'Settings'), order: 1, icon: 'setting' },
  titleField: 'name',
  // Seeded with the ROOT_STAFF tree (seed/hr/hr.ts), not generated.
  sampleCount: 0,
  fields: {
    code: text({ required: true, max: 50, label: L('Mã', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên', 'Name'), inList: true }),
    category: text({ max: 50, label: L('Danh mục', 'List'), inList: true, listCodeOf: 'staff_setting_item' }),
    parent_id: ref('staff_setting_item', { label: L('Thuộc', 'Parent'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  tree: { parentField: 'parent_id' },
  constraints: [{ kind: 'unique', fields: ['category', 'code'], isActiveOnly: true, errorField: 'code' }],
  list: { order: 'ordering asc, id asc', sortable: ['code', 'name'], filters: ['category', 'parent_id'], search: ['code', 'name'], defaultLimit: 100 },
});

export const ORGANIZATION_TYPES = ['GROUP', 'BLOCK', 'SUBSIDIARY', 'DEPARTMENT'] as const;

/**
 * Organisation units (/organization): the group, its blocks, subsidiaries and departments, as one
 * tree (moves without cycles, ordering among siblings, subtrees at /organization-tree/{id}).
 */
export const organization = defineResource({
  name: 'organization',
  transfer: { isImport: true },
  path: 'organization',
  label: L('Đơn vị tổ chức', 'Organisation unit'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.organizations',
  admin: { area: 'hr', group: ORG, order: 1, icon: 'cluster' },
  portalRoute: '/human-resource/introduce',
  titleField: 'name',
  sampleCount: 0,
  fields: {
    code: text({ required: true, max: 50, label: L('Mã đơn vị', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên đơn vị', 'Name'), inList: true }),
    short_name: text({ max: 50, label: L('Tên viết tắt', 'Short name') }),
    type: enumOf(ORGANIZATION_TYPES, {
      required: true,
      label: L('Loại', 'Type'),
      inList: true,
      options: {
        GROUP: { label: L('Tập đoàn', 'Group'), color: 'red' },
        BLOCK: { label: L('Khối', 'Block'), color: 'volcano' },
        SUBSIDIARY: { label: L('Công ty thành viên', 'Subsidiary'), color: 'blue' },
        DEPARTMENT: { label: L('Phòng ban', 'Department'), color: 'green' },
      },
    }),
    parent_id: ref('organization', { label: L('Trực thuộc', 'Parent unit'), inList: true }),
    department_type_id: ref('staff_setting_item', { where: { category: 'DEPARTMENT_TYPE' }, label: L('Loại phòng ban', 'Department type') }),
    address: text({ max: 300, label: L('Địa chỉ', 'Address') }),
    phone: phone({ label: L('Điện thoại', 'Phone') }),
    email: email({ label: L('Email', 'Email') }),
    has_car: flag({ label: L('Có xe công tác', 'Has service cars'), inList: true }),
    working_pattern: enumOf(WORKING_PATTERNS, {
      label: L('Ngày làm việc (để trống: theo đơn vị cấp trên)', 'Working days (empty: as the parent unit)'),
      options: {
        MON_FRI: { label: L('Thứ Hai - Thứ Sáu', 'Monday to Friday') },
        MON_SAT: { label: L('Thứ Hai - Thứ Bảy', 'Monday to Saturday') },
        MON_SAT_AM: { label: L('Thứ Hai - Thứ Sáu và sáng Thứ Bảy', 'Monday to Friday and Saturday morning') },
      },
    }),
    description: longText({ max: 1000, localized: true, label: L('Mô tả', 'Description') }),
  },
  tree: { parentField: 'parent_id' },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', sortable: ['code', 'name', 'type'], filters: ['type', 'parent_id', 'has_car', 'department_type_id'], search: ['code', 'name', 'short_name'], defaultLimit: 50 },
});

/** Positions (/position): job titles with their type (HR setting POSITION_TYPE). */
export const position = defineResource({
  name: 'position',
  transfer: { isImport: true },
  path: 'position',
  label: L('Chức vụ', 'Position'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.positions',
  admin: { area: 'hr', group: ORG, order: 2, icon: 'idcard' },
  titleField: 'name',
  sampleCount: 0,
  fields: {
    code: text({ required: true, max: 50, label: L('Mã chức vụ', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên chức vụ', 'Name'), inList: true }),
    type_id: ref('staff_setting_item', { where: { category: 'POSITION_TYPE' }, label: L('Loại chức vụ', 'Position type'), inList: true }),
    level: enumOf([1, 2, 3, 4, 5, 6], {
      label: L('Cấp bậc', 'Grade'),
      inList: true,
      options: {
        1: { label: L('Cấp 1 - Điều hành', 'Grade 1 - Executive') },
        2: { label: L('Cấp 2 - Giám đốc', 'Grade 2 - Director') },
        3: { label: L('Cấp 3 - Trưởng bộ phận', 'Grade 3 - Head') },
        4: { label: L('Cấp 4 - Phó bộ phận', 'Grade 4 - Deputy') },
        5: { label: L('Cấp 5 - Chuyên viên', 'Grade 5 - Specialist') },
        6: { label: L('Cấp 6 - Nhân viên', 'Grade 6 - Staff') },
      },
    }),
    description: longText({ max: 1000, label: L('Mô tả công việc', 'Job description') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', sortable: ['code', 'name', 'level'], filters: ['type_id', 'level'], search: ['code', 'name'] },
});

/** The staff profile document's template (documents.ts): the file's details, then its sub-record tables. */
const PROFILE: DocumentTemplate = {
  title: L('SƠ YẾU LÝ LỊCH', 'PERSONAL PROFILE'),
  subtitle: '{full_name} ({code})',
  photo: 'avatar',
  isNumbered: true,
  sections: [
    { kind: 'fields', title: L('Thông tin cá nhân', 'Personal details'), fields: ['code', 'full_name', 'gender', 'date_of_birth', 'identity_number', 'phone', 'email', 'personal_email', 'address'] },
    { kind: 'fields', title: L('Thông tin công tác', 'Employment'), fields: ['unit_id', 'department_id', 'position_id', 'staff_type_id', 'staff_level_id', 'manager_id', 'employee_status', 'start_date', 'leave_date'] },
    { kind: 'children', title: L('Hợp đồng lao động', 'Labour contracts'), resource: 'labor_contract', field: 'staff_id', columns: ['code', 'type', 'sign_date', 'start_date', 'end_date'] },
    { kind: 'children', title: L('Quá trình lương', 'Salary history'), resource: 'salary_staff', field: 'staff_id', columns: ['effective_date', 'payroll_type_id', 'base_salary', 'allowance', 'insurance_salary'] },
    { kind: 'children', title: L('Trình độ học vấn - Bằng cấp', 'Education'), resource: 'education', field: 'staff_id', columns: ['qualification_id', 'major_id', 'school', 'graduation_year'] },
    { kind: 'children', title: L('Quá trình công tác', 'Work experience'), resource: 'experience_staff', field: 'staff_id', columns: ['type', 'company', 'job_title', 'from_date', 'to_date'] },
    { kind: 'children', title: L('Khen thưởng - Kỷ luật', 'Recognitions'), resource: 'recognition', field: 'staff_id', columns: ['type', 'title', 'decision_number', 'decision_date'] },
    { kind: 'children', title: L('Quan hệ gia đình', 'Family'), resource: 'family_relationship', field: 'staff_id', columns: ['full_name', 'relation', 'date_of_birth', 'occupation', 'is_dependent'] },
    { kind: 'children', title: L('Lịch sử điều chuyển', 'Transfer history'), resource: 'staff_transfer_history', field: 'staff_id', columns: ['effective_date', 'from_unit_id', 'to_unit_id', 'to_position_id', 'decision_number'] },
  ],
};

/**
 * Staff records (/staff): the HR file of one person, linked to their account (GET by user id).
 * Every staff member reads their own record; the HR right reads the others (view all).
 */
export const staff = defineResource({
  name: 'staff',
  path: 'staff',
  label: L('Hồ sơ nhân sự', 'Staff record'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.staffs',
  admin: { area: 'hr', group: STAFF, order: 1, icon: 'team' },
  portalRoute: '/media/phonebook',
  titleField: 'full_name',
  sampleCount: 0,
  // A staff file created without a code (HR's form left empty, a hired candidate) gets the next one.
  numbering: { field: 'code', pattern: 'TH{#####}' },
  fields: {
    code: text({ required: true, max: 30, label: L('Mã nhân viên', 'Staff code'), inList: true }),
    full_name: text({ required: true, max: 100, label: L('Họ và tên', 'Full name'), inList: true }),
    account_id: ref('account', { label: L('Tài khoản', 'Account') }),
    gender: enumOf(GENDER, { label: L('Giới tính', 'Gender'), options: { MALE: { label: L('Nam', 'Male') }, FEMALE: { label: L('Nữ', 'Female') }, OTHER: { label: L('Khác', 'Other') } } }),
    date_of_birth: date({ label: L('Ngày sinh', 'Date of birth') }),
    phone: phone({ label: L('Điện thoại', 'Phone'), inList: true }),
    email: email({ label: L('Email công ty', 'Company email'), inList: true }),
    personal_email: email({ label: L('Email cá nhân', 'Personal email') }),
    identity_number: text({ max: 20, label: L('Số CCCD', 'ID card number') }),
    address: text({ max: 300, label: L('Địa chỉ thường trú', 'Permanent address') }),
    unit_id: ref('organization', { required: true, label: L('Đơn vị', 'Unit'), inList: true }),
    department_id: ref('organization', { label: L('Phòng ban', 'Department'), inList: true }),
    position_id: ref('position', { label: L('Chức vụ', 'Position'), inList: true }),
    staff_type_id: ref('staff_setting_item', { where: { category: 'STAFF_TYPE' }, label: L('Loại nhân sự', 'Staff type') }),
    staff_level_id: ref('staff_setting_item', { where: { category: 'STAFF_LEVEL' }, label: L('Trình độ', 'Level') }),
    manager_id: ref('staff', { label: L('Quản lý trực tiếp', 'Line manager') }),
    employee_status: enumOf(EMPLOYEE_STATUS, {
      required: true,
      default: 'WORKING',
      label: L('Tình trạng', 'Employment status'),
      inList: true,
      options: {
        WORKING: { label: L('Đang làm việc', 'Working'), color: 'green' },
        LEAVED: { label: L('Đã nghỉ việc', 'Left'), color: 'default' },
        DELETED: { label: L('Đã xoá', 'Deleted'), color: 'red' },
        PENDING_CONTRACT: { label: L('Chờ hợp đồng', 'Pending contract'), color: 'gold' },
        WORKING_BRANCH: { label: L('Làm việc tại chi nhánh', 'At a branch'), color: 'blue' },
      },
    }),
    start_date: date({ label: L('Ngày vào làm', 'Start date'), inList: true }),
    leave_date: date({ after: 'start_date', label: L('Ngày nghỉ việc', 'Leaving date') }),
    leaving_reason_id: ref('staff_setting_item', { where: { category: 'LEAVING_REASON' }, label: L('Lý do nghỉ việc', 'Leaving reason') }),
    is_email: flag({ label: L('Đã cấp email', 'Email issued') }),
    avatar: media('image', { size: [400, 400], label: L('Ảnh đại diện', 'Photo') }),
  },
  // Own file for everyone; "view all" within the operating range's units (access.unit).
  access: { owner: { field: 'account_id' }, unit: { field: 'unit_id' } },
  // The profile ("sơ yếu lý lịch", issue 14) as Word: read as GET /staff/{id}; each sub-record
  // table under its own resource's access rule (salaries and family only to who reads them).
  documents: [{ name: 'profile', label: L('Sơ yếu lý lịch (Word)', 'Profile (Word)'), kind: 'docx', template: PROFILE, fileName: L('Sơ yếu lý lịch - {full_name} ({code})', 'Profile - {full_name} ({code})'), aliases: ['staff-export-word'] }],
  children: [
    { resource: 'labor_contract', field: 'staff_id' },
    { resource: 'salary_staff', field: 'staff_id' },
    { resource: 'education', field: 'staff_id' },
    { resource: 'family_relationship', field: 'staff_id' },
    { resource: 'experience_staff', field: 'staff_id' },
    { resource: 'recognition', field: 'staff_id' },
    { resource: 'staff_transfer_history', field: 'staff_id' },
    { resource: 'staff_status', field: 'staff_id' },
  ],
  constraints: [
    { kind: 'unique', fields: ['code'], isActiveOnly: true },
    { kind: 'unique', fields: ['account_id'], isActiveOnly: true },
  ],
  list: {
    order: 'created_date desc',
    sortable: ['code', 'full_name', 'start_date'],
    filters: ['unit_id', 'department_id', 'position_id', 'employee_status', 'staff_type_id', 'gender', 'account_id', 'manager_id', 'start_date'],
    search: ['full_name', 'code', 'phone', 'email'],
  },
  transfer: { isExport: true, isImport: true, isBulk: true, aliases: { export: 'staff-export', import: 'staff-bulk-create' } },
});
