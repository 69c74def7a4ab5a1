import { ACCOUNT_STATE, EMPLOYEE_STATUS } from '../../enums.js';
import { date, email, enumOf, integer, media, phone, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/** Operating range of an account (spec §3): the whole group, related corporations, or one designated corporation. */
export const OPERATING_RANGE = ['GROUP', 'RELATED_CORPORATIONS', 'DESIGNATED_CORPORATION'] as const;

/** Sign-in accounts of staff (spec §3 Account). The password hash never leaves the server. */
export const account = defineResource({
  name: 'account',
  path: 'user',
  label: { vi: 'Tài khoản', en: 'Account' },
  subject: 'ACCOUNT_MANAGEMENT',
  module: 'system.accounts',
  admin: { area: 'system', group: { vi: 'Tài khoản và quyền', en: 'Accounts and access' }, icon: 'team' },
  titleField: 'username',
  nameField: 'full_name',
  fields: {
    username: text({ required: true, max: 100, unique: true, format: 'code', label: { vi: 'Tên tài khoản', en: 'Account name' }, inList: true }),
    full_name: text({ required: true, max: 255, format: 'personName', label: { vi: 'Họ và tên', en: 'Full name' }, inList: true }),
    staff_code: text({ max: 50, label: { vi: 'Mã nhân viên', en: 'Staff code' }, inList: true }),
    email: email({ unique: true, label: { vi: 'Email công ty', en: 'Company email' }, inList: true }),
    personal_email: email({ label: { vi: 'Email cá nhân', en: 'Personal email' } }),
    phone_code: text({ max: 6, label: { vi: 'Mã vùng', en: 'Phone code' } }),
    phone: phone({ label: { vi: 'Số điện thoại', en: 'Phone' } }),
    date_of_birth: date({ label: { vi: 'Ngày sinh', en: 'Date of birth' } }),
    position: text({ max: 255, label: { vi: 'Chức vụ', en: 'Position' }, inList: true }),
    department: text({ max: 255, label: { vi: 'Phòng ban', en: 'Department' }, inList: true }),
    office: text({ max: 255, label: { vi: 'Văn phòng', en: 'Office' } }),
    working_branch: text({ max: 255, label: { vi: 'Chi nhánh làm việc', en: 'Working branch' } }),
    avatar: media('image', { label: { vi: 'Ảnh đại diện', en: 'Avatar' } }),
    // Spec §5: roles are required (at least one; a role may grant nothing).
    role_ids: refs('role', { required: true, max: 20, label: { vi: 'Vai trò', en: 'Roles' } }),
    account_status: enumOf(ACCOUNT_STATE, { default: 'ACTIVE', label: { vi: 'Trạng thái tài khoản', en: 'Account status' }, inList: true, options: { ACTIVE: { label: { vi: 'Hoạt động', en: 'Active' }, color: 'green' }, INACTIVE: { label: { vi: 'Chưa kích hoạt', en: 'Not activated' }, color: 'default' }, BLOCKED: { label: { vi: 'Đã khoá', en: 'Locked' }, color: 'red' } } }),
    employee_status: enumOf(EMPLOYEE_STATUS, { label: { vi: 'Tình trạng làm việc', en: 'Employment status' }, options: { WORKING: { label: { vi: 'Đang làm việc', en: 'Working' }, color: 'green' }, LEAVED: { label: { vi: 'Đã nghỉ việc', en: 'Resigned' }, color: 'default' }, DELETED: { label: { vi: 'Đã xoá', en: 'Deleted' }, color: 'red' }, PENDING_CONTRACT: { label: { vi: 'Chờ hợp đồng', en: 'Pending contract' }, color: 'gold' }, WORKING_BRANCH: { label: { vi: 'Làm việc tại chi nhánh', en: 'Working at a branch' }, color: 'cyan' } } }),
    operating_range: enumOf(OPERATING_RANGE, { label: { vi: 'Phạm vi hoạt động', en: 'Operating range' }, options: { GROUP: { label: { vi: 'Toàn Tập đoàn', en: 'Whole group' } }, RELATED_CORPORATIONS: { label: { vi: 'Các tổng công ty liên quan', en: 'Related corporations' } }, DESIGNATED_CORPORATION: { label: { vi: 'Tổng công ty được chỉ định', en: 'Designated corporation' } } } }),
    // The designated corporation (one) or the related corporations of a limited operating range:
    // broad rights then cover only records of these units' subtrees (access.unit).
    range_unit_ids: refs('organization', { max: 20, label: { vi: 'Đơn vị trong phạm vi', en: 'Units in range' } }),
    password_hash: text({ max: 255, isPrivate: true }),
    token_version: integer({ isPrivate: true, default: 0 }),
  },
  list: {
    order: 'created_date desc',
    sortable: ['username', 'full_name'],
    filters: ['account_status', 'employee_status', 'role_ids', 'department'],
    search: ['username', 'full_name', 'email', 'staff_code'],
  },
  actions: [
    { name: 'lock', label: { vi: 'Khoá', en: 'Lock' }, right: 'edit', target: 'record', isConfirmed: true, successMessage: 'account.locked' },
    { name: 'unlock', label: { vi: 'Mở khoá', en: 'Unlock' }, right: 'edit', target: 'record', successMessage: 'account.unlocked' },
    { name: 'open', label: { vi: 'Kích hoạt', en: 'Activate' }, right: 'edit', target: 'record', successMessage: 'account.opened' },
  ],
});

/**
 * Account labels of spec §3 (besides Active/Inactive/Lock): derived from the account and
 * employment statuses, so that lists can show "not activated", "working", "resigned" or
 * "pending contract" without storing a second status.
 */
export const ACCOUNT_LABELS = {
  NOT_ACTIVATED: { vi: 'Chưa kích hoạt', en: 'Not activated' },
  LOCKED: { vi: 'Đã khoá', en: 'Locked' },
  WORKING: { vi: 'Đang làm việc', en: 'Working' },
  RESIGNED: { vi: 'Đã nghỉ việc', en: 'Resigned' },
  PENDING_CONTRACT: { vi: 'Chờ hợp đồng', en: 'Pending contract' },
  ACTIVE: { vi: 'Đang hoạt động', en: 'Active' },
} as const;
export type AccountLabel = keyof typeof ACCOUNT_LABELS;

export function accountLabel(row: { account_status?: unknown; employee_status?: unknown }): AccountLabel {
  if (row.account_status === 'BLOCKED') return 'LOCKED';
  if (row.account_status === 'INACTIVE') return 'NOT_ACTIVATED';
  if (row.employee_status === 'LEAVED' || row.employee_status === 'DELETED') return 'RESIGNED';
  if (row.employee_status === 'PENDING_CONTRACT') return 'PENDING_CONTRACT';
  if (row.employee_status === 'WORKING' || row.employee_status === 'WORKING_BRANCH') return 'WORKING';
  return 'ACTIVE';
}
