/**
 * HR demo data: the ROOT_STAFF settings tree (spec §3), the group's organisation (group, blocks,
 * subsidiaries, departments), positions, and staff files for the demo accounts and a few dozen
 * colleagues with plausible Vietnamese names. Sub-records (contracts, salaries, family...) are
 * generated from their declarations afterwards (samples.ts), pointing at these staff files.
 */
import type { Row } from '@portal/domain';
import { account, approvalProcess, approvalStep, familyRelationship, laborContract, organization, position, salaryStaff, staff, staffSettingItem } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import { insertValidated } from '../insert.js';

type Node = [code: string, vi: string, en: string, children?: Node[]];
const v = (code: string, vi: string, en = vi): Node => [code, vi, en];

/** ROOT_STAFF -> areas -> lists -> values. A list's values carry the list's code as `category`. */
const SETTINGS: Node = [
  'ROOT_STAFF',
  'Cài đặt nhân sự',
  'HR settings',
  [
    ['STAFF', 'Nhân sự', 'Staff', [
      ['STAFF_TYPE', 'Loại nhân sự', 'Staff type', [v('OFFICIAL', 'Chính thức', 'Permanent'), v('PROBATION', 'Thử việc', 'Probation'), v('SEASONAL', 'Thời vụ', 'Seasonal'), v('INTERN', 'Thực tập sinh', 'Intern')]],
      ['STAFF_STATUS', 'Trạng thái', 'Status', [v('ACTIVE', 'Đang làm việc', 'Working'), v('MATERNITY', 'Nghỉ thai sản', 'Maternity leave'), v('SUSPENDED', 'Tạm hoãn hợp đồng', 'Suspended')]],
      ['STAFF_LEVEL', 'Trình độ', 'Level', [v('STAFF', 'Nhân viên', 'Staff'), v('SPECIALIST', 'Chuyên viên', 'Specialist'), v('SENIOR', 'Chuyên viên cao cấp', 'Senior specialist'), v('MANAGER', 'Quản lý', 'Manager')]],
      ['LABOR_TYPE', 'Loại lao động', 'Labour type', [v('DIRECT', 'Trực tiếp', 'Direct'), v('INDIRECT', 'Gián tiếp', 'Indirect')]],
      ['LEAVING_REASON', 'Lý do nghỉ việc', 'Leaving reason', [v('PERSONAL', 'Lý do cá nhân', 'Personal reasons'), v('RELOCATION', 'Chuyển nơi ở', 'Moving away'), v('RETIREMENT', 'Nghỉ hưu', 'Retirement')]],
      ['STOP_REASON', 'Lý do tạm ngưng', 'Stop reason', [v('STUDY', 'Đi học', 'Studies'), v('HEALTH', 'Sức khoẻ', 'Health')]],
      ['QUALIFICATION', 'Trình độ chuyên môn', 'Qualification', [v('HIGH_SCHOOL', 'Trung học phổ thông', 'High school'), v('COLLEGE', 'Cao đẳng', 'College'), v('BACHELOR', 'Đại học', "Bachelor's degree"), v('MASTER', 'Thạc sĩ', "Master's degree"), v('DOCTOR', 'Tiến sĩ', 'Doctorate')]],
      ['MAJOR', 'Chuyên ngành', 'Major', [v('MECHANICAL', 'Cơ khí', 'Mechanical engineering'), v('ACCOUNTING', 'Kế toán', 'Accounting'), v('IT', 'Công nghệ thông tin', 'Information technology'), v('BUSINESS', 'Quản trị kinh doanh', 'Business administration'), v('AGRICULTURE', 'Nông học', 'Agronomy')]],
    ]],
    ['PAYROLL', 'Tiền lương', 'Payroll', [['PAYROLL_TYPE', 'Loại bảng lương', 'Payroll type', [v('MONTHLY', 'Lương tháng', 'Monthly'), v('PRODUCT', 'Lương sản phẩm', 'Piece rate')]]]],
    ['RECRUITMENT', 'Tuyển dụng', 'Recruitment', [
      ['RECRUITMENT_STATUS', 'Trạng thái tuyển dụng', 'Recruitment status', [v('OPEN', 'Đang tuyển', 'Open'), v('CLOSED', 'Đã đóng', 'Closed')]],
      ['RECRUITMENT_SOURCE', 'Nguồn tuyển dụng', 'Source', [v('WEBSITE', 'Website tập đoàn', 'Group website'), v('REFERRAL', 'Giới thiệu nội bộ', 'Referral'), v('JOB_BOARD', 'Trang việc làm', 'Job board')]],
      ['FAILED_REASON', 'Lý do không đạt', 'Failed reason', [v('SKILLS', 'Chưa đạt chuyên môn', 'Skills'), v('SALARY', 'Không thống nhất lương', 'Salary')]],
    ]],
    ['DAY_OFF', 'Nghỉ phép', 'Leave', [['LEAVE_TYPE', 'Loại nghỉ phép', 'Leave type', [v('ANNUAL', 'Phép năm', 'Annual leave'), v('SICK', 'Nghỉ ốm', 'Sick leave'), v('UNPAID', 'Nghỉ không lương', 'Unpaid leave')]]]],
    ['DEPARTMENT', 'Phòng ban', 'Departments', [['DEPARTMENT_TYPE', 'Loại phòng ban', 'Department type', [v('OFFICE', 'Khối văn phòng', 'Office'), v('FACTORY', 'Nhà máy', 'Factory'), v('SALES', 'Kinh doanh', 'Sales')]]]],
    ['POSITION', 'Chức vụ', 'Positions', [['POSITION_TYPE', 'Loại chức vụ', 'Position type', [v('LEADER', 'Lãnh đạo', 'Leadership'), v('MIDDLE', 'Quản lý cấp trung', 'Middle management'), v('EMPLOYEE', 'Nhân viên', 'Employee')]]]],
  ],
];

async function seedSettings(tx: Drizzle): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const walk = async ([code, vi, en, children]: Node, parent: number | null, category: string | null, order: number) => {
    const id = await insertValidated(tx, staffSettingItem, { code, name: vi, name_en: en, category, parent_id: parent }, { ordering: order });
    ids.set(category ? `${category}.${code}` : code, id);
    let k = 0;
    // Children of a list (a node whose children have no children) are its values.
    const isList = (children ?? []).every((c) => !c[3]);
    for (const c of children ?? []) await walk(c, id, isList && children ? code : null, ++k);
  };
  await walk(SETTINGS, null, null, 1);
  return ids;
}

type Unit = [code: string, vi: string, en: string, type: string, children?: Unit[]];
const ORGS: Unit = [
  'THACO',
  'Tập đoàn THACO',
  'THACO Group',
  'GROUP',
  [
    ['K-VP', 'Khối Văn phòng Tập đoàn', 'Group Office Block', 'BLOCK', [
      ['VP-NS', 'Ban Nhân sự', 'Human Resources Board', 'DEPARTMENT'],
      ['VP-TC', 'Ban Tài chính - Kế toán', 'Finance and Accounting Board', 'DEPARTMENT'],
      ['VP-TT', 'Ban Truyền thông', 'Communication Board', 'DEPARTMENT'],
      ['VP-CNTT', 'Ban Công nghệ thông tin', 'IT Board', 'DEPARTMENT'],
    ]],
    ['THACO-AUTO', 'THACO AUTO', 'THACO AUTO', 'SUBSIDIARY', [
      ['AUTO-KD', 'Phòng Kinh doanh', 'Sales Department', 'DEPARTMENT'],
      ['AUTO-KT', 'Phòng Kỹ thuật', 'Engineering Department', 'DEPARTMENT'],
      ['AUTO-NM', 'Nhà máy lắp ráp Chu Lai', 'Chu Lai Assembly Plant', 'DEPARTMENT'],
    ]],
    ['THACO-AGRI', 'THAGRICO', 'THAGRICO', 'SUBSIDIARY', [
      ['AGRI-NT', 'Phòng Nông trường', 'Plantation Department', 'DEPARTMENT'],
      ['AGRI-XK', 'Phòng Xuất nhập khẩu', 'Import-Export Department', 'DEPARTMENT'],
    ]],
    ['THILOGI', 'THILOGI', 'THILOGI', 'SUBSIDIARY', [['LOGI-VT', 'Phòng Vận tải', 'Transport Department', 'DEPARTMENT']]],
  ],
];

async function seedOrganizations(tx: Drizzle): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const walk = async ([code, vi, en, type, children]: Unit, parent: number | null, order: number) => {
    const id = await insertValidated(tx, organization, { code, name: vi, name_en: en, type, parent_id: parent, short_name: code, has_car: type === 'SUBSIDIARY', address: 'Số 10 Mai Chí Thọ, phường An Khánh, TP. Hồ Chí Minh' }, { ordering: order });
    ids.set(code, id);
    let k = 0;
    for (const c of children ?? []) await walk(c, id, ++k);
  };
  await walk(ORGS, null, 1);
  return ids;
}

const POSITIONS: [code: string, vi: string, en: string, type: string, level: number][] = [
  ['TGD', 'Tổng Giám đốc', 'Chief Executive Officer', 'LEADER', 1],
  ['GD', 'Giám đốc', 'Director', 'LEADER', 2],
  ['TP', 'Trưởng phòng', 'Head of department', 'MIDDLE', 3],
  ['PP', 'Phó phòng', 'Deputy head of department', 'MIDDLE', 4],
  ['CV', 'Chuyên viên', 'Specialist', 'EMPLOYEE', 5],
  ['NV', 'Nhân viên', 'Staff', 'EMPLOYEE', 6],
  ['KS', 'Kỹ sư', 'Engineer', 'EMPLOYEE', 5],
];

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Ngô'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Hoàng', 'Thanh', 'Quốc', 'Thu'];
const GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hải', 'Hạnh', 'Khoa', 'Linh', 'Long', 'Mai', 'Nam', 'Nga', 'Phúc', 'Quân', 'Sơn', 'Tâm', 'Thảo', 'Trang', 'Tuấn', 'Vy'];
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

export async function seedDemoHr(tx: Drizzle): Promise<void> {
  const settings = await seedSettings(tx);
  const units = await seedOrganizations(tx);
  const positions = new Map<string, number>();
  let k = 0;
  for (const [code, vi, en, type, level] of POSITIONS) positions.set(code, await insertValidated(tx, position, { code, name: vi, name_en: en, type_id: settings.get(`POSITION_TYPE.${type}`), level }, { ordering: ++k }));

  const departments = ['VP-NS', 'VP-TC', 'VP-TT', 'VP-CNTT', 'AUTO-KD', 'AUTO-KT', 'AUTO-NM', 'AGRI-NT', 'AGRI-XK', 'LOGI-VT'];
  const unitOf = (dept: string) => (dept.startsWith('VP') ? 'K-VP' : dept.startsWith('AUTO') ? 'THACO-AUTO' : dept.startsWith('AGRI') ? 'THACO-AGRI' : 'THILOGI');
  const t = tableFor(account);
  const accounts = (await tx
    .select({ id: t.id as AnyPgColumn, full_name: t.full_name as AnyPgColumn, email: t.email as AnyPgColumn, username: t.username as AnyPgColumn })
    .from(t)
    .orderBy(asc(t.id as AnyPgColumn))) as { id: number; full_name: string; email: string; username: string }[];
  const people: Row[] = [];
  // The demo accounts first (each reads their own file), then colleagues without an account.
  const deptOf = (i: number, username: string) => (username === 'hr.auto' ? 'AUTO-KD' : i === 0 ? 'VP-CNTT' : i === 1 || i === 2 ? 'VP-TT' : 'VP-NS');
  for (const [i, a] of accounts.entries()) people.push({ full_name: a.full_name, email: a.email, account_id: Number(a.id), dept: deptOf(i, a.username) });
  // The THACO AUTO HR manager's operating range: that corporation (and its departments).
  await tx
    .update(t)
    .set({ range_unit_ids: [units.get('THACO-AUTO') as number] })
    .where(eq(t.username as AnyPgColumn, 'hr.auto'));
  for (let i = 0; people.length < 48; i++) {
    const full = `${FAMILY[i % FAMILY.length]} ${MIDDLE[(i * 3) % MIDDLE.length]} ${GIVEN[(i * 7) % GIVEN.length]}`;
    const mail = `${ascii(full).split(' ').reverse().join('.')}${i}@thaco.com.vn`;
    people.push({ full_name: full, email: mail, account_id: null, dept: departments[i % departments.length] });
  }
  let head: number | null = null;
  for (const [i, p] of people.entries()) {
    const dept = String(p.dept);
    const pos = i === 0 ? 'GD' : i % 9 === 1 ? 'TP' : i % 5 === 0 ? 'KS' : i % 3 === 0 ? 'NV' : 'CV';
    const id = await insertValidated(tx, staff, {
      code: `TH${String(10001 + i)}`,
      full_name: p.full_name,
      account_id: p.account_id,
      gender: /Thị|Ngọc|Thu|Mai|Linh|Hà|Nga|Thảo|Trang|Vy|Hạnh/.test(String(p.full_name)) ? 'FEMALE' : 'MALE',
      date_of_birth: `${1975 + (i % 25)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
      phone: `09${String(12345678 + i * 7919).slice(0, 8)}`,
      email: p.email,
      unit_id: units.get(unitOf(dept)),
      department_id: units.get(dept),
      position_id: positions.get(pos),
      staff_type_id: settings.get(i % 11 === 10 ? 'STAFF_TYPE.PROBATION' : 'STAFF_TYPE.OFFICIAL'),
      staff_level_id: settings.get(pos === 'TP' || pos === 'GD' ? 'STAFF_LEVEL.MANAGER' : 'STAFF_LEVEL.SPECIALIST'),
      manager_id: i === 0 ? null : head,
      employee_status: i % 17 === 16 ? 'LEAVED' : i % 13 === 12 ? 'PENDING_CONTRACT' : 'WORKING',
      start_date: `${2010 + (i % 15)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      is_email: true,
      address: 'TP. Hồ Chí Minh',
    });
    if (i === 0) head = id;
    // The demo accounts' own files are complete, so "my profile" shows every tab with content.
    if (p.account_id) {
      await insertValidated(tx, laborContract, { staff_id: id, code: `HĐLĐ-${String(2020100 + i)}`, type: 1, sign_date: '2020-03-01', start_date: '2020-03-01' });
      await insertValidated(tx, salaryStaff, { staff_id: id, effective_date: '2026-01-01', payroll_type_id: settings.get('PAYROLL_TYPE.MONTHLY'), base_salary: 18_000_000 + i * 2_000_000, allowance: 1_500_000 });
      await insertValidated(tx, familyRelationship, { staff_id: id, full_name: 'Trần Thị Hoa', relation: 'MOTHER', date_of_birth: '1962-05-10', occupation: 'Hưu trí', is_dependent: false });
    }
  }

  // Approval processes (ADR 0006): recruitment requests go to the requester's line manager, then
  // to the HR board; leave requests to the line manager, and over 3 days to HR too.
  const hrAccount = accounts.find((a) => a.username === 'hr');
  const processes: [string, string, string, string, string][] = [
    ['RECRUITMENT', 'Duyệt đề xuất tuyển dụng', 'Recruitment request approval', 'Ban Nhân sự duyệt', 'HR board approval'],
    ['STAFF_LEAVE', 'Duyệt đơn nghỉ phép', 'Leave approval', 'Ban Nhân sự xác nhận (trên 3 ngày)', 'HR board confirmation (over 3 days)'],
  ];
  for (const [source_type, name, name_en, hrStep, hrStepEn] of processes) {
    const pid = await insertValidated(tx, approvalProcess, { name, name_en, source_type, remind_after_hours: 24 });
    await insertValidated(tx, approvalStep, { process_id: pid, name: 'Quản lý trực tiếp duyệt', name_en: 'Line manager approval', approver_kind: 'LINE_MANAGER', mode: 'ANY' }, { ordering: 1 });
    await insertValidated(
      tx,
      approvalStep,
      {
        process_id: pid,
        name: hrStep,
        name_en: hrStepEn,
        approver_kind: 'STAFF',
        approver_ids: hrAccount ? [Number(hrAccount.id)] : [],
        mode: 'ANY',
        ...(source_type === 'STAFF_LEAVE' ? { condition_field: 'days', condition_op: 'GT', condition_value: 3 } : {}),
      },
      { ordering: 2 },
    );
  }
}
