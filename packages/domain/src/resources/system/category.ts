import { SETTING_CATEGORY } from '../../enums.js';
import { enumOf, longText, media, ref, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';

/**
 * Settings categories (spec §3): realms (news fields), document types/statuses/layouts, feedback
 * types, archives, footer, social icons, logos, site title and greeting-card kinds share one table.
 */
export const category = defineResource({
  name: 'category',
  path: 'category',
  label: { vi: 'Danh mục cài đặt', en: 'Setting category' },
  subject: 'SETTING',
  module: 'settings.categories',
  titleField: 'name',
  fields: {
    type: enumOf(SETTING_CATEGORY, { required: true, label: { vi: 'Loại danh mục', en: 'Category type' }, inList: true }),
    name: text({ required: true, localized: true, label: { vi: 'Tên', en: 'Name' }, inList: true }),
    code: text({ max: 100, format: 'code', label: { vi: 'Mã', en: 'Code' }, inList: true }),
    description: longText({ max: 500, localized: true, label: { vi: 'Mô tả', en: 'Description' } }),
    parent_id: ref('category', { label: { vi: 'Danh mục cha', en: 'Parent' } }),
    value: longText({ label: { vi: 'Giá trị', en: 'Value' } }),
    link: url({ label: { vi: 'Liên kết', en: 'Link' } }),
    icon: media('image', { label: { vi: 'Biểu tượng (nền sáng)', en: 'Icon (light)' } }),
    icon_dark: media('image', { label: { vi: 'Biểu tượng (nền tối)', en: 'Icon (dark)' } }),
  },
  list: {
    order: 'ordering asc, created_date desc',
    sortable: ['name', 'type', 'code'],
    filters: ['type', 'parent_id', 'code'],
    search: ['name', 'code'],
  },
});
