import { json, longText, ref } from '../../fields.js';
import { defineResource } from '../../resource.js';

/**
 * Decentralization (spec §6): permissions assigned to one staff member directly, on top of their
 * roles. `staff_id` is the account id; `permissions` has the role matrix shape `{ SUBJECT: actions }`.
 */
export const permission = defineResource({
  name: 'permission',
  path: 'permission',
  label: { vi: 'Phân quyền', en: 'Decentralization' },
  subject: 'PERMISSION',
  module: 'system.permissions',
  admin: { area: 'system', group: { vi: 'Tài khoản và quyền', en: 'Accounts and access' }, icon: 'key' },
  fields: {
    staff_id: ref('account', { required: true, label: { vi: 'Nhân viên', en: 'Staff' }, inList: true }),
    permissions: json({ required: true, label: { vi: 'Quyền', en: 'Permissions' } }),
    description: longText({ max: 500, label: { vi: 'Ghi chú', en: 'Note' }, inList: true }),
  },
  list: { order: 'created_date desc', filters: ['staff_id'] },
});
