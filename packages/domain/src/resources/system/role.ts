import { flag, json, longText, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/**
 * Roles: a name and, per permission subject, the granted actions (view, edit, approve, viewAll).
 * `permissions` is `{ [subject]: Action[] }`; the built-in Admin role holds `manage all`.
 */
export const role = defineResource({
  name: 'role',
  path: 'role',
  label: { vi: 'Vai trò', en: 'Role' },
  subject: 'PERMISSION',
  module: 'system.roles',
  admin: { area: 'system', group: { vi: 'Tài khoản và quyền', en: 'Accounts and access' }, icon: 'safety' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 100, unique: true, label: { vi: 'Tên vai trò', en: 'Role name' }, inList: true }),
    description: longText({ max: 500, label: { vi: 'Mô tả', en: 'Description' }, inList: true }),
    permissions: json({ label: { vi: 'Quyền', en: 'Permissions' } }),
    is_system: flag({ isReadonly: true, label: { vi: 'Vai trò hệ thống', en: 'Built-in role' }, inList: true }),
    /** Holders must sign in with a second factor (TOTP); until they enrol they may only read Auth. */
    is_two_factor_required: flag({ label: { vi: 'Bắt buộc xác thực hai lớp', en: 'Two-factor sign-in required' } }),
  },
  list: { order: 'created_date desc', sortable: ['name'], search: ['name'] },
  actions: [
    {
      name: 'copy',
      label: { vi: 'Sao chép', en: 'Copy' },
      right: 'edit',
      target: 'record',
      body: { name: text({ max: 100, label: { vi: 'Tên vai trò mới', en: 'New role name' } }) },
    },
    {
      name: 'assign',
      label: { vi: 'Gán cho tài khoản', en: 'Assign to accounts' },
      right: 'edit',
      target: 'record',
      body: { account_ids: refs('account', { required: true, max: 1000, label: { vi: 'Tài khoản', en: 'Accounts' } }) },
    },
  ],
});
