import { enumOf, flag, longText, media, ref, refs, richText, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { MENU_LINKS } from './menu.js';

const L = (vi: string, en: string) => ({ vi, en });
const MENUS = L('Menu', 'Menus');

/**
 * Menu groups (/menu_groups): named sets of menu entries shown together, e.g. the utilities of a
 * sidebar ("Ứng dụng nội bộ", "Liên kết nhanh"). A menu names its group (menu_group_id).
 */
export const menuGroup = defineResource({
  name: 'menu_group',
  transfer: { isImport: true },
  path: 'menu_groups',
  label: L('Nhóm menu', 'Menu group'),
  subject: 'MENU_UTILITIES',
  module: 'portal.menus',
  // Navigation images show in every user's header and sidebars.
  access: { publicFiles: true },
  admin: { area: 'portal', group: MENUS, order: 2, icon: 'appstore' },
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 50, label: L('Mã nhóm', 'Code'), inList: true }),
    name: text({ required: true, max: 100, localized: true, label: L('Tên nhóm', 'Name'), inList: true }),
    description: longText({ max: 500, localized: true, label: L('Mô tả', 'Description') }),
    icon: media('image', { label: L('Biểu tượng', 'Icon') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, created_date desc', sortable: ['name', 'code'], search: ['name', 'code'] },
  // The first three are the demo's groups (seed/portal/menus.ts fills them with utilities).
  sample: (i) =>
    [
      { code: 'UNG_DUNG', name: 'Ứng dụng nội bộ', name_en: 'Internal apps', description: 'Các ứng dụng dùng hằng ngày', description_en: 'Apps used every day' },
      { code: 'LIEN_KET', name: 'Liên kết nhanh', name_en: 'Quick links', description: 'Trang hay dùng của cổng thông tin', description_en: 'Frequently used portal pages' },
      { code: 'HO_TRO', name: 'Hỗ trợ', name_en: 'Support', description: 'Quy định, biểu mẫu và hỗ trợ kỹ thuật', description_en: 'Regulations, forms and technical support' },
      { code: 'DAO_TAO', name: 'Đào tạo', name_en: 'Training', description: 'Khoá học và tài liệu đào tạo', description_en: 'Courses and training materials' },
      { code: 'TUYEN_DUNG', name: 'Tuyển dụng', name_en: 'Recruitment', description: 'Vị trí đang tuyển và giới thiệu ứng viên', description_en: 'Open positions and referrals' },
      { code: 'VAN_PHONG_SO', name: 'Văn phòng số', name_en: 'Digital office', description: 'Công cụ làm việc số', description_en: 'Digital work tools' },
    ].map((g, k) => (k === i % 6 && i >= 6 ? { ...g, code: `${g.code}_${i}` } : g))[i % 6] as Record<string, unknown>,
});

/**
 * The top menu (/topmenu): the slim bar above the portal header. Entries may nest one under
 * another; no two active entries share a link, and a child's link includes its parent's path.
 */
export const topMenu = defineResource({
  name: 'top_menu',
  path: 'topmenu',
  label: L('Menu trên cùng', 'Top menu'),
  subject: 'MENU_UTILITIES',
  module: 'portal.menus',
  // Navigation images show in every user's header and sidebars.
  access: { publicFiles: true },
  admin: { area: 'portal', group: MENUS, order: 3, icon: 'menu' },
  titleField: 'name',
  sampleCount: 4,
  fields: {
    name: text({ required: true, max: 100, localized: true, label: L('Tên', 'Name'), inList: true }),
    parent_id: ref('top_menu', { label: L('Menu cha', 'Parent menu') }),
    link: enumOf(MENU_LINKS, { required: true, label: L('Đường dẫn', 'Link'), inList: true }),
    target: enumOf(['AVAILABLE', 'NEW'], { default: 'AVAILABLE', label: L('Cách mở', 'Open in'), options: { AVAILABLE: { label: L('Cùng cửa sổ', 'Same window') }, NEW: { label: L('Cửa sổ mới', 'New window') } } }),
    is_hidden: flag({ label: L('Ẩn', 'Hidden'), inList: true }),
    icon: media('image', { label: L('Biểu tượng', 'Icon') }),
  },
  tree: { parentField: 'parent_id' },
  constraints: [{ kind: 'unique', fields: ['link'], isActiveOnly: true }],
  list: { order: 'ordering asc, created_date desc', sortable: ['name'], filters: ['parent_id', 'is_hidden'], search: ['name'] },
  sample: (i) =>
    [
      { name: 'Cổng thông tin tập đoàn', name_en: 'Group portal', link: 'https://portal.thaco.com.vn', target: 'NEW', parent_id: null, is_hidden: false },
      { name: 'Hỗ trợ kỹ thuật', name_en: 'Technical support', link: '/technical-support', parent_id: null, is_hidden: false },
      { name: 'Điều khoản sử dụng', name_en: 'Terms of use', link: '/terms-of-use', parent_id: null, is_hidden: false },
      { name: 'Chính sách sử dụng', name_en: 'Usage policy', link: '/usage-policy', parent_id: null, is_hidden: false },
    ][i % 4] as Record<string, unknown>,
});

/**
 * Common templates (/common_templates): reusable blocks a sidebar shows, such as the hotline
 * card or the mobile-app card: a title, rich content, an image and a link.
 */
export const commonTemplate = defineResource({
  name: 'common_template',
  path: 'common_templates',
  label: L('Mẫu dùng chung', 'Common template'),
  subject: 'MENU_UTILITIES',
  module: 'portal.menus',
  // Navigation images show in every user's header and sidebars.
  access: { publicFiles: true },
  admin: { area: 'portal', group: MENUS, order: 4, icon: 'layout' },
  titleField: 'name',
  sampleCount: 3,
  fields: {
    code: text({ required: true, max: 50, label: L('Mã mẫu', 'Code'), inList: true }),
    name: text({ required: true, max: 100, label: L('Tên mẫu', 'Name'), inList: true }),
    title: text({ required: true, max: 200, localized: true, label: L('Tiêu đề hiển thị', 'Heading') }),
    content: richText({ localized: true, label: L('Nội dung', 'Content') }),
    image: media('image', { label: L('Hình ảnh', 'Image') }),
    link: url({ label: L('Liên kết', 'Link') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, created_date desc', sortable: ['name', 'code'], search: ['name', 'code', 'title'] },
  sample: (i) =>
    [
      { code: 'HOTLINE', name: 'Đường dây nóng', title: 'Đường dây nóng hỗ trợ', title_en: 'Support hotline', content: '<p>Gọi <strong>1900 545 591</strong> (8:00 - 17:00, thứ Hai đến thứ Bảy).</p>', content_en: '<p>Call <strong>1900 545 591</strong> (8:00 - 17:00, Monday to Saturday).</p>' },
      { code: 'MOBILE_APP', name: 'Ứng dụng di động', title: 'Cổng thông tin trên điện thoại', title_en: 'The portal on your phone', content: '<p>Tải ứng dụng THACO Portal để nhận thông báo ở mọi nơi.</p>', content_en: '<p>Get the THACO Portal app to receive notifications anywhere.</p>', link: 'https://portal.thaco.com.vn/app' },
      { code: 'FEEDBACK', name: 'Góp ý', title: 'Góp ý cho cổng thông tin', title_en: 'Feedback on the portal', content: '<p>Mọi góp ý xin gửi về ban truyền thông.</p>', content_en: '<p>Send your feedback to the communication board.</p>' },
    ][i % 3] as Record<string, unknown>,
});

/** The four page kinds that show a sidebar; each has its own template (spec §7: four types, one path). */
export const SIDEBAR_TYPES = ['NEWS', 'INTERNAL_ACTIVITY', 'DOCUMENT', 'DIGITAL_LIBRARY'] as const;

/**
 * Sidebar menu templates (/side-bar-menu-template): what the sidebar of one kind of portal page
 * shows: a heading, the entries of a menu group, common templates and a banner. One active
 * template per type.
 */
export const sideBarMenuTemplate = defineResource({
  name: 'side_bar_menu_template',
  path: 'side-bar-menu-template',
  label: L('Mẫu menu thanh bên', 'Sidebar menu template'),
  subject: 'MENU_UTILITIES',
  module: 'portal.menus',
  // Navigation images show in every user's header and sidebars.
  access: { publicFiles: true },
  admin: { area: 'portal', group: MENUS, order: 5, icon: 'layout' },
  titleField: 'name',
  sampleCount: 4,
  fields: {
    type: enumOf(SIDEBAR_TYPES, {
      required: true,
      label: L('Loại trang', 'Page type'),
      inList: true,
      options: {
        NEWS: { label: L('Tin tức', 'News'), color: 'blue' },
        INTERNAL_ACTIVITY: { label: L('Hoạt động nội bộ', 'Internal activities'), color: 'green' },
        DOCUMENT: { label: L('Văn bản', 'Documents'), color: 'orange' },
        DIGITAL_LIBRARY: { label: L('Thư viện số', 'Digital library'), color: 'purple' },
      },
    }),
    name: text({ required: true, max: 100, label: L('Tên mẫu', 'Name'), inList: true }),
    title: text({ required: true, max: 200, localized: true, label: L('Tiêu đề thanh bên', 'Sidebar heading') }),
    menu_group_id: ref('menu_group', { label: L('Nhóm menu', 'Menu group'), inList: true }),
    common_template_ids: refs('common_template', { max: 10, label: L('Mẫu dùng chung', 'Common templates') }),
    banner: media('image', { size: [360, 480], label: L('Banner (360x480)', 'Banner (360x480)') }),
    banner_link: url({ label: L('Liên kết banner', 'Banner link') }),
  },
  constraints: [{ kind: 'unique', fields: ['type'], isActiveOnly: true }],
  list: { order: 'ordering asc, created_date desc', sortable: ['name', 'type'], filters: ['type', 'menu_group_id'], search: ['name'] },
  sample: (i) =>
    [
      { type: 'NEWS', name: 'Thanh bên tin tức', title: 'Liên kết nhanh', title_en: 'Quick links' },
      { type: 'INTERNAL_ACTIVITY', name: 'Thanh bên hoạt động', title: 'Hoạt động nội bộ', title_en: 'Internal activities' },
      { type: 'DOCUMENT', name: 'Thanh bên văn bản', title: 'Tra cứu', title_en: 'Look-up' },
      { type: 'DIGITAL_LIBRARY', name: 'Thanh bên thư viện số', title: 'Thư viện số', title_en: 'Digital library' },
    ][i % 4] as Record<string, unknown>,
});
