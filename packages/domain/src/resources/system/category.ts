import { SETTING_CATEGORY } from '../../enums.js';
import { enumOf, longText, media, ref, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';

/** How each category type reads in the admin. */
const CATEGORY_OPTIONS = {
  DOCUMENT_REALM: { label: { vi: 'Lĩnh vực', en: 'Realm' }, color: 'blue' },
  DOCUMENT_TYPE: { label: { vi: 'Loại văn bản', en: 'Document type' }, color: 'cyan' },
  DOCUMENT_STATUS: { label: { vi: 'Tình trạng văn bản', en: 'Document status' }, color: 'geekblue' },
  DOCUMENT_LAYOUT: { label: { vi: 'Bố cục', en: 'Layout' }, color: 'purple' },
  FEEDBACK_TYPE: { label: { vi: 'Loại góp ý', en: 'Feedback type' }, color: 'magenta' },
  ARCHIVE: { label: { vi: 'Lưu trữ', en: 'Archive' }, color: 'default' },
  FOOTER: { label: { vi: 'Chân trang', en: 'Footer' }, color: 'default' },
  SOCIAL_ICON: { label: { vi: 'Mạng xã hội', en: 'Social icon' }, color: 'green' },
  LOGO_LOGIN: { label: { vi: 'Logo đăng nhập', en: 'Sign-in logo' }, color: 'orange' },
  LOGO_ADMIN: { label: { vi: 'Logo quản trị', en: 'Admin logo' }, color: 'orange' },
  LOGO_1: { label: { vi: 'Logo 1', en: 'Logo 1' }, color: 'gold' },
  LOGO_2: { label: { vi: 'Logo 2', en: 'Logo 2' }, color: 'gold' },
  LOGO_3: { label: { vi: 'Logo 3', en: 'Logo 3' }, color: 'gold' },
  LOGO_4: { label: { vi: 'Logo 4', en: 'Logo 4' }, color: 'gold' },
  TITLE: { label: { vi: 'Tiêu đề trang', en: 'Site title' }, color: 'lime' },
  GREETTING_CARD: { label: { vi: 'Thiệp chúc mừng', en: 'Greeting card' }, color: 'volcano' },
};

/**
 * Settings categories (spec §3): realms (news fields), document types/statuses/layouts, feedback
 * types, archives, footer, social icons, logos, site title and greeting-card kinds share one table.
 */
export const category = defineResource({
  name: 'category',
  path: 'category',
  label: { vi: 'Danh mục cài đặt', en: 'Setting category' },
  subject: 'SETTING',
  // Logos, favicon and social icons are shown on the sign-in page, before anyone signs in.
  access: { publicFiles: true },
  module: 'settings.categories',
  admin: { area: 'system', group: { vi: 'Cài đặt', en: 'Settings' }, icon: 'appstore' },
  titleField: 'name',
  transfer: { isExport: true, isImport: true, isBulk: true },
  fields: {
    type: enumOf(SETTING_CATEGORY, { required: true, label: { vi: 'Loại danh mục', en: 'Category type' }, inList: true, options: CATEGORY_OPTIONS }),
    name: text({ required: true, localized: true, label: { vi: 'Tên', en: 'Name' }, inList: true }),
    code: text({ max: 100, format: 'code', label: { vi: 'Mã', en: 'Code' }, inList: true }),
    description: longText({ max: 500, localized: true, label: { vi: 'Mô tả', en: 'Description' } }),
    parent_id: ref('category', { label: { vi: 'Danh mục cha', en: 'Parent' } }),
    value: longText({ localized: true, label: { vi: 'Giá trị', en: 'Value' } }),
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
