import { CONTRACT_TYPE, EMPLOYEE_STATUS } from '../../enums.js';
import { date, enumOf, flag, integer, longText, media, mediaList, money, phone, ref, text } from '../../fields.js';
import type { AccessRule } from '../../resource.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const RECORDS = L('Nhân sự và hồ sơ', 'People and records');

/**
 * A staff member's sub-records belong to them: without "view all" (or approve) on
 * HUMAN_RESOURCE_MANAGEMENT a user reads only the records of their own staff file; with it, and a
 * limited operating range, only those of people in the range's units (the staff file's unit).
 * Records are created ACTIVE and "deleting" one inactivates it (spec §4).
 */
const OWN_FILE: AccessRule = {
  owner: { field: 'staff_id', through: { resource: 'staff', field: 'account_id' } },
  unit: { field: 'staff_id', through: { resource: 'staff', field: 'unit_id' } },
};
/** List filters through the staff file (spec §3 f_unit_id, f_department_id of the sub-record lists). */
const STAFF_UNITS = { unit_id: { ref: 'staff_id', field: 'unit_id' }, department_id: { ref: 'staff_id', field: 'department_id' } } as const;
const staffRef = () => ref('staff', { required: true, label: L('Nhân sự', 'Staff member'), inList: true });

/** Labour contracts (/labor-contract): Indefinite=1, Definite=2, Probation=3, Quit=4. */
export const laborContract = defineResource({
  name: 'labor_contract',
  transfer: { isImport: true },
  path: 'labor-contract',
  label: L('Hợp đồng lao động', 'Labour contract'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.labor_contracts',
  admin: { area: 'hr', group: RECORDS, order: 2, icon: 'file-text' },
  titleField: 'code',
  deleteMode: 'soft',
  access: OWN_FILE,
  fields: {
    staff_id: staffRef(),
    code: text({ required: true, max: 50, label: L('Số hợp đồng', 'Contract number'), inList: true }),
    type: enumOf(Object.values(CONTRACT_TYPE), {
      required: true,
      label: L('Loại hợp đồng', 'Contract type'),
      inList: true,
      options: {
        1: { label: L('Không xác định thời hạn', 'Indefinite'), color: 'green' },
        2: { label: L('Xác định thời hạn', 'Definite'), color: 'blue' },
        3: { label: L('Thử việc', 'Probation'), color: 'gold' },
        4: { label: L('Chấm dứt', 'Quit'), color: 'default' },
      },
    }),
    sign_date: date({ required: true, label: L('Ngày ký', 'Signed on'), inList: true }),
    start_date: date({ required: true, notBefore: 'sign_date', label: L('Ngày hiệu lực', 'Effective from'), inList: true }),
    end_date: date({ after: 'start_date', label: L('Ngày hết hạn', 'Ends on'), inList: true }),
    file: media('attachment', { label: L('Bản scan hợp đồng', 'Signed copy') }),
    note: longText({ max: 1000, label: L('Ghi chú', 'Note') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'start_date desc, id desc', sortable: ['sign_date', 'start_date', 'end_date', 'code'], filters: ['staff_id', 'type', 'start_date', 'end_date'], search: ['code'] },
  sample: (i) => ({ code: `HĐLĐ-${String(2026000 + i)}`, type: [1, 2, 3][i % 3], sign_date: `202${i % 5}-0${(i % 9) + 1}-01`, start_date: `202${i % 5}-0${(i % 9) + 1}-15`, end_date: i % 3 === 0 ? null : `202${(i % 5) + 2}-0${(i % 9) + 1}-14` }),
});

/** Salaries (/salaryStaff): the pay of a staff member from a date. */
export const salaryStaff = defineResource({
  name: 'salary_staff',
  transfer: { isImport: true },
  path: 'salaryStaff',
  label: L('Lương', 'Salary'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.salaries',
  admin: { area: 'hr', group: RECORDS, order: 3, icon: 'dollar' },
  titleField: 'effective_date',
  deleteMode: 'soft',
  access: OWN_FILE,
  fields: {
    staff_id: staffRef(),
    effective_date: date({ required: true, label: L('Áp dụng từ', 'Effective from'), inList: true }),
    payroll_type_id: ref('staff_setting_item', { where: { category: 'PAYROLL_TYPE' }, label: L('Loại bảng lương', 'Payroll type'), inList: true }),
    base_salary: money({ required: true, label: L('Lương cơ bản', 'Base salary'), inList: true }),
    allowance: money({ label: L('Phụ cấp', 'Allowance'), inList: true }),
    insurance_salary: money({ label: L('Lương đóng bảo hiểm', 'Insured salary') }),
    note: longText({ max: 1000, label: L('Ghi chú', 'Note') }),
  },
  list: { order: 'effective_date desc, id desc', sortable: ['effective_date', 'base_salary'], filters: ['staff_id', 'payroll_type_id', 'effective_date'] },
  sample: (i) => ({ effective_date: `202${i % 6}-01-01`, base_salary: 12_000_000 + (i % 10) * 1_500_000, allowance: 1_000_000 + (i % 4) * 500_000, insurance_salary: 10_000_000 + (i % 10) * 1_000_000 }),
});

/** Education certificates (/education). */
export const education = defineResource({
  name: 'education',
  transfer: { isImport: true },
  path: 'education',
  label: L('Bằng cấp - Chứng chỉ', 'Education certificate'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.educations',
  admin: { area: 'hr', group: RECORDS, order: 4, icon: 'book' },
  titleField: 'school',
  deleteMode: 'soft',
  access: OWN_FILE,
  fields: {
    staff_id: staffRef(),
    qualification_id: ref('staff_setting_item', { required: true, where: { category: 'QUALIFICATION' }, label: L('Trình độ', 'Qualification'), inList: true }),
    major_id: ref('staff_setting_item', { where: { category: 'MAJOR' }, label: L('Chuyên ngành', 'Major'), inList: true }),
    school: text({ required: true, max: 200, label: L('Trường / Đơn vị cấp', 'School or issuer'), inList: true }),
    graduation_year: integer({ min: 1950, max: 2100, label: L('Năm tốt nghiệp', 'Graduation year'), inList: true }),
    certificate: media('attachment', { label: L('Bản scan', 'Scanned copy') }),
  },
  list: { order: 'graduation_year desc, id desc', sortable: ['graduation_year', 'school'], filters: ['staff_id', 'qualification_id', 'major_id'], search: ['school'] },
  sample: (i) => ({ school: ['Đại học Bách khoa TP.HCM', 'Đại học Kinh tế TP.HCM', 'Đại học Đà Nẵng', 'Đại học Cần Thơ', 'Trường Cao đẳng Kỹ thuật Cao Thắng'][i % 5], graduation_year: 2005 + (i % 18) }),
});

export const RELATIONS = ['FATHER', 'MOTHER', 'SPOUSE', 'CHILD', 'SIBLING', 'OTHER'] as const;

/** Family relationships (/family-relationship; the spec names no path): dependants for tax and leave. */
export const familyRelationship = defineResource({
  name: 'family_relationship',
  transfer: { isImport: true },
  path: 'family-relationship',
  label: L('Quan hệ gia đình', 'Family relationship'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.families',
  admin: { area: 'hr', group: RECORDS, order: 5, icon: 'home' },
  titleField: 'full_name',
  deleteMode: 'soft',
  access: OWN_FILE,
  fields: {
    staff_id: staffRef(),
    full_name: text({ required: true, max: 100, label: L('Họ và tên', 'Full name'), inList: true }),
    relation: enumOf(RELATIONS, {
      required: true,
      label: L('Quan hệ', 'Relation'),
      inList: true,
      options: {
        FATHER: { label: L('Cha', 'Father') },
        MOTHER: { label: L('Mẹ', 'Mother') },
        SPOUSE: { label: L('Vợ / Chồng', 'Spouse') },
        CHILD: { label: L('Con', 'Child') },
        SIBLING: { label: L('Anh chị em', 'Sibling') },
        OTHER: { label: L('Khác', 'Other') },
      },
    }),
    date_of_birth: date({ label: L('Ngày sinh', 'Date of birth'), inList: true }),
    phone: phone({ label: L('Điện thoại', 'Phone') }),
    occupation: text({ max: 100, label: L('Nghề nghiệp', 'Occupation') }),
    is_dependent: flag({ label: L('Người phụ thuộc', 'Dependant'), inList: true }),
  },
  list: {
    order: 'created_date desc',
    sortable: ['full_name', 'date_of_birth'],
    filters: ['staff_id', 'relation', 'is_dependent'],
    search: ['full_name'],
    // Spec §3 list filters: f_unit_id, f_department_id (the staff file's), f_dependent_person, f_is_limited.
    through: STAFF_UNITS,
    filterAliases: { dependent_person: 'is_dependent' },
    scopeFlags: ['is_limited'],
  },
  sample: (i) => {
    const f = [
      ['Nguyễn Văn Hùng', 'FATHER', '1960-04-12', 'Hưu trí', false],
      ['Trần Thị Lan', 'MOTHER', '1963-09-08', 'Nội trợ', false],
      ['Lê Thị Thu Hà', 'SPOUSE', '1990-02-20', 'Giáo viên', false],
      ['Nguyễn Minh Khôi', 'CHILD', '2018-06-01', 'Học sinh', true],
      ['Nguyễn Ngọc Anh', 'CHILD', '2021-11-15', '', true],
    ][i % 5] as [string, string, string, string, boolean];
    // A small child has no occupation: the field is left out (an empty text reads back as null).
    return { full_name: f[0], relation: f[1], date_of_birth: f[2], ...(f[3] ? { occupation: f[3] } : {}), is_dependent: f[4] };
  },
});

/** Work experience (/experienceStaff): inside the group (with its unit) or before joining. */
export const experienceStaff = defineResource({
  name: 'experience_staff',
  transfer: { isImport: true },
  path: 'experienceStaff',
  label: L('Kinh nghiệm làm việc', 'Work experience'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.experiences',
  admin: { area: 'hr', group: RECORDS, order: 6, icon: 'solution' },
  titleField: 'company',
  deleteMode: 'soft',
  access: OWN_FILE,
  fields: {
    staff_id: staffRef(),
    type: enumOf(['INTERNAL', 'EXTERNAL'], {
      required: true,
      label: L('Loại', 'Type'),
      inList: true,
      options: { INTERNAL: { label: L('Trong tập đoàn', 'Inside the group'), color: 'blue' }, EXTERNAL: { label: L('Bên ngoài', 'Elsewhere'), color: 'default' } },
    }),
    company: text({ required: true, max: 200, label: L('Công ty', 'Company'), inList: true }),
    department_id: ref('organization', { label: L('Phòng ban', 'Department') }),
    project: text({ max: 200, label: L('Dự án', 'Project') }),
    // A group project the person worked on (spec §3 work experience `f_project_id`); `project` names an outside one.
    project_id: ref('implementation_project', { label: L('Dự án của tập đoàn', 'Group project') }),
    job_title: text({ max: 100, label: L('Vị trí', 'Job title'), inList: true }),
    from_date: date({ required: true, label: L('Từ ngày', 'From'), inList: true }),
    to_date: date({ after: 'from_date', label: L('Đến ngày', 'To'), inList: true }),
    description: longText({ max: 1000, label: L('Mô tả công việc', 'Description') }),
  },
  list: { order: 'from_date desc, id desc', sortable: ['from_date', 'company'], filters: ['staff_id', 'type', 'department_id', 'project_id'], search: ['company', 'job_title', 'project'] },
  sample: (i) => ({ ...(i % 2 ? { project_id: null } : {}), type: i % 2 ? 'EXTERNAL' : 'INTERNAL', company: ['THACO AUTO', 'Công ty CP Ô tô Trường Hải', 'Công ty TNHH Bosch Việt Nam', 'THILOGI', 'Công ty CP FPT'][i % 5], job_title: ['Kỹ sư cơ khí', 'Chuyên viên kế toán', 'Trưởng nhóm kinh doanh', 'Chuyên viên nhân sự', 'Kỹ sư phần mềm'][i % 5], from_date: `201${i % 9}-03-01`, to_date: `201${(i % 9) + 1}-02-28`, project: null }),
});

/** Recognitions (/recognition): awards and disciplines with their decision documents. */
export const recognition = defineResource({
  name: 'recognition',
  transfer: { isImport: true },
  path: 'recognition',
  label: L('Khen thưởng - Kỷ luật', 'Recognition'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.recognitions',
  admin: { area: 'hr', group: RECORDS, order: 7, icon: 'trophy' },
  titleField: 'title',
  deleteMode: 'soft',
  access: OWN_FILE,
  fields: {
    staff_id: staffRef(),
    type: enumOf(['AWARD', 'DISCIPLINE'], {
      required: true,
      label: L('Loại', 'Type'),
      inList: true,
      options: { AWARD: { label: L('Khen thưởng', 'Award'), color: 'gold' }, DISCIPLINE: { label: L('Kỷ luật', 'Discipline'), color: 'red' } },
    }),
    title: text({ required: true, max: 200, label: L('Nội dung', 'Title'), inList: true }),
    decision_number: text({ max: 50, label: L('Số quyết định', 'Decision number'), inList: true }),
    decision_date: date({ required: true, label: L('Ngày quyết định', 'Decision date'), inList: true }),
    reason: longText({ max: 1000, label: L('Lý do', 'Reason') }),
    document_ids: mediaList('attachment', { max: 10, label: L('Tài liệu', 'Documents') }),
  },
  list: {
    order: 'decision_date desc, id desc',
    sortable: ['decision_date', 'title'],
    filters: ['staff_id', 'type', 'decision_date'],
    search: ['title', 'decision_number'],
    // Spec §3: "recognition similar with f_unit_id, f_is_limited".
    through: { unit_id: STAFF_UNITS.unit_id },
    scopeFlags: ['is_limited'],
  },
  sample: (i) => ({ type: i % 4 === 3 ? 'DISCIPLINE' : 'AWARD', title: ['Chiến sĩ thi đua cấp cơ sở', 'Lao động tiên tiến', 'Sáng kiến cải tiến kỹ thuật', 'Khiển trách do vi phạm nội quy'][i % 4], decision_number: `${120 + i}/QĐ-THACO`, decision_date: `202${i % 6}-12-20` }),
});

/** Transfer history (/staff_transfer_history): moves between units and positions. */
export const staffTransferHistory = defineResource({
  name: 'staff_transfer_history',
  path: 'staff_transfer_history',
  label: L('Lịch sử điều chuyển', 'Transfer history'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.transfers',
  admin: { area: 'hr', group: RECORDS, order: 8, icon: 'swap' },
  titleField: 'decision_number',
  deleteMode: 'soft',
  access: OWN_FILE,
  fields: {
    staff_id: staffRef(),
    from_unit_id: ref('organization', { label: L('Từ đơn vị', 'From unit'), inList: true }),
    to_unit_id: ref('organization', { required: true, label: L('Đến đơn vị', 'To unit'), inList: true }),
    from_position_id: ref('position', { label: L('Chức vụ cũ', 'From position') }),
    to_position_id: ref('position', { label: L('Chức vụ mới', 'To position'), inList: true }),
    effective_date: date({ required: true, label: L('Ngày hiệu lực', 'Effective date'), inList: true }),
    decision_number: text({ max: 50, label: L('Số quyết định', 'Decision number'), inList: true }),
    note: longText({ max: 1000, label: L('Ghi chú', 'Note') }),
  },
  list: { order: 'effective_date desc, id desc', sortable: ['effective_date'], filters: ['staff_id', 'from_unit_id', 'to_unit_id', 'effective_date'], search: ['decision_number'] },
  sample: (i) => ({ effective_date: `202${i % 6}-07-01`, decision_number: `${300 + i}/QĐ-NS` }),
});

/**
 * Employment status records (/staff-status; also POST /staff/status/{staffId}, GET
 * /staff/status/{staffId}/{statusId}, PUT /staff/status/{statusId}): each change of a staff
 * member's employment status, from a date, with its reason; the newest sets the staff file's status.
 */
export const staffStatus = defineResource({
  name: 'staff_status',
  path: 'staff-status',
  label: L('Quá trình trạng thái', 'Status record'),
  subject: 'HUMAN_RESOURCE_MANAGEMENT',
  module: 'staffs.statuses',
  admin: { area: 'hr', group: RECORDS, order: 9, icon: 'history' },
  titleField: 'employee_status',
  deleteMode: 'soft',
  access: OWN_FILE,
  fields: {
    staff_id: staffRef(),
    employee_status: enumOf(EMPLOYEE_STATUS, {
      required: true,
      label: L('Trạng thái', 'Status'),
      inList: true,
      options: {
        WORKING: { label: L('Đang làm việc', 'Working'), color: 'green' },
        LEAVED: { label: L('Đã nghỉ việc', 'Left'), color: 'default' },
        DELETED: { label: L('Đã xoá', 'Deleted'), color: 'red' },
        PENDING_CONTRACT: { label: L('Chờ hợp đồng', 'Pending contract'), color: 'gold' },
        WORKING_BRANCH: { label: L('Làm việc tại chi nhánh', 'At a branch'), color: 'blue' },
      },
    }),
    status_id: ref('staff_setting_item', { where: { category: 'STAFF_STATUS' }, label: L('Chi tiết trạng thái', 'Status detail'), inList: true }),
    from_date: date({ required: true, label: L('Từ ngày', 'From'), inList: true }),
    to_date: date({ after: 'from_date', label: L('Đến ngày', 'To'), inList: true }),
    reason: longText({ max: 1000, label: L('Lý do', 'Reason') }),
  },
  list: { order: 'from_date desc, id desc', sortable: ['from_date'], filters: ['staff_id', 'employee_status', 'status_id', 'from_date'] },
  sample: (i) => ({ employee_status: ['WORKING', 'WORKING_BRANCH', 'PENDING_CONTRACT'][i % 3], from_date: `202${i % 6}-0${(i % 9) + 1}-01`, to_date: null }),
});
