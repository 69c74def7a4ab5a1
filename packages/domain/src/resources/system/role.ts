import { flag, json, longText, text } from '../../fields.js';
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
});
