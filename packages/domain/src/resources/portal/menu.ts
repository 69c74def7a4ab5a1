import type { Label } from '../../fields.js';
import { enumOf, flag, media, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/** The staff portal's pages (spec §2 front-site routes), grouped the way the portal header shows them. */
export type FrontPage = { path: string; label: Label; section: FrontSection };
export const FRONT_SECTIONS = [
  'home',
  'dashboard',
  'introduce',
  'media',
  'ecommerce',
  'administration',
  'about',
  'humanResource',
  'lookUp',
  'work',
  'policy',
] as const;
export type FrontSection = (typeof FRONT_SECTIONS)[number];

const p = (path: string, vi: string, en: string, section: FrontSection): FrontPage => ({ path, label: { vi, en }, section });

export const FRONT_SITE_PAGES: readonly FrontPage[] = [
  p('/', 'Trang chủ', 'Home', 'home'),
  p('/dashboard', 'Bảng tin', 'Dashboard', 'dashboard'),
  p('/dashboard/contacts', 'Danh bạ', 'Contacts', 'dashboard'),
  p('/dashboard/search-document', 'Tra cứu văn bản', 'Document search', 'dashboard'),
  p('/dashboard/feedback', 'Góp ý - Hỏi đáp', 'Feedback and Q&A', 'dashboard'),
  p('/introduce/about', 'Giới thiệu', 'About', 'introduce'),
  p('/introduce/message', 'Thông điệp', 'Message', 'introduce'),
  p('/introduce/culture', 'Văn hoá', 'Culture', 'introduce'),
  p('/media/phonebook', 'Danh bạ điện thoại', 'Phone book', 'media'),
  p('/media/digital', 'Thư viện số', 'Digital library', 'media'),
  p('/ecommerce/emart', 'Emart', 'Emart', 'ecommerce'),
  p('/ecommerce/bka', 'BKA', 'BKA', 'ecommerce'),
  p('/administration/rice', 'Đăng ký suất ăn', 'Meal registration', 'administration'),
  p('/administration/meeting-room', 'Đặt phòng họp', 'Meeting rooms', 'administration'),
  p('/administration/service-car', 'Đặt xe công tác', 'Service cars', 'administration'),
  p('/administration/stationery', 'Văn phòng phẩm', 'Stationery', 'administration'),
  p('/administrative', 'Hành chính', 'Administrative services', 'administration'),
  p('/about-thaco', 'Về THACO', 'About THACO', 'about'),
  p('/chairmans-message', 'Thông điệp của Chủ tịch', "Chairman's message", 'about'),
  p('/chairmans-new-year-messages', 'Thông điệp năm mới của Chủ tịch', "Chairman's New Year messages", 'about'),
  p('/thaco-culture', 'Văn hoá THACO', 'THACO culture', 'about'),
  p('/establishment-and-development', 'Hình thành và phát triển', 'Establishment and development', 'about'),
  p('/terms-of-use', 'Điều khoản sử dụng', 'Terms of use', 'policy'),
  p('/usage-policy', 'Chính sách sử dụng', 'Usage policy', 'policy'),
  p('/human-resource/introduce', 'Giới thiệu nhân sự', 'Human resources', 'humanResource'),
  p('/human-resource/contacts', 'Liên hệ nhân sự', 'HR contacts', 'humanResource'),
  p('/human-resource/leave', 'Nghỉ phép', 'Leave', 'humanResource'),
  p('/human-resource/time-keeping', 'Chấm công', 'Time keeping', 'humanResource'),
  p('/human-resource/train', 'Đào tạo', 'Training', 'humanResource'),
  p('/human-resource/recruitment', 'Tuyển dụng', 'Recruitment', 'humanResource'),
  p('/look-up/notification', 'Thông báo', 'Notifications', 'lookUp'),
  p('/look-up/regulation-procedures', 'Quy định - Quy trình', 'Regulations and procedures', 'lookUp'),
  p('/look-up/form', 'Biểu mẫu', 'Forms', 'lookUp'),
  p('/timekeeping', 'Bảng chấm công', 'Timekeeping', 'work'),
  p('/hr-tasks', 'Công việc nhân sự', 'HR tasks', 'work'),
  p('/documents', 'Văn bản', 'Documents', 'work'),
  p('/internal-activity', 'Hoạt động nội bộ', 'Internal activities', 'work'),
  p('/trademark', 'Thương hiệu', 'Trademarks', 'about'),
  p('/marketing', 'Ấn phẩm marketing', 'Marketing publications', 'work'),
  p('/technical-support', 'Hỗ trợ kỹ thuật', 'Technical support', 'work'),
];
export const FRONT_SITE_ROUTES: readonly string[] = FRONT_SITE_PAGES.map((x) => x.path);
/** The one external portal address a menu or shortcut entry may point to (spec §2). */
export const EXTERNAL_PORTAL_URL = 'https://portal.thaco.com.vn';
export const MENU_LINKS: readonly string[] = [...FRONT_SITE_ROUTES, EXTERNAL_PORTAL_URL];
export const MENU_GROUPS = ['MAIN', 'SHORTCUT', 'UTILITY', 'FOOTER'] as const;

/** Menus and shortcuts of the staff portal (spec §3: parent, order, link, light and dark icons). */
export const menu = defineResource({
  name: 'menu',
  path: 'menus',
  label: { vi: 'Menu và lối tắt', en: 'Menus and shortcuts' },
  subject: 'MENU_UTILITIES',
  module: 'portal.menus',
  // Navigation images show in every user's header and sidebars.
  access: { publicFiles: true },
  admin: { area: 'portal', group: { vi: 'Menu', en: 'Menus' }, icon: 'menu' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 100, localized: true, label: { vi: 'Tên menu', en: 'Menu name' }, inList: true }),
    group: enumOf(MENU_GROUPS, { required: true, default: 'MAIN', label: { vi: 'Vị trí', en: 'Placement' }, inList: true, options: { MAIN: { label: { vi: 'Menu chính', en: 'Main menu' }, color: 'blue' }, SHORTCUT: { label: { vi: 'Lối tắt', en: 'Shortcut' }, color: 'cyan' }, UTILITY: { label: { vi: 'Tiện ích', en: 'Utility' }, color: 'green' }, FOOTER: { label: { vi: 'Chân trang', en: 'Footer' }, color: 'default' } } }),
    menu_group_id: ref('menu_group', { label: { vi: 'Nhóm menu', en: 'Menu group' }, inList: true }),
    parent_id: ref('menu', { label: { vi: 'Menu cha', en: 'Parent menu' } }),
    // A section heading (a parent of other entries) may have no link of its own.
    link: enumOf(MENU_LINKS, { label: { vi: 'Đường dẫn', en: 'Link' }, inList: true }),
    target: enumOf(['AVAILABLE', 'NEW'], { default: 'AVAILABLE', label: { vi: 'Cách mở', en: 'Open in' }, options: { AVAILABLE: { label: { vi: 'Cùng cửa sổ', en: 'Same window' } }, NEW: { label: { vi: 'Cửa sổ mới', en: 'New window' } } } }),
    is_hidden: flag({ label: { vi: 'Ẩn khỏi cổng thông tin', en: 'Hidden on the portal' }, inList: true }),
    icon: media('image', { label: { vi: 'Biểu tượng (nền sáng)', en: 'Icon (light)' } }),
    icon_dark: media('image', { label: { vi: 'Biểu tượng (nền tối)', en: 'Icon (dark)' } }),
  },
  tree: { parentField: 'parent_id' },
  // Menus in one group must not overlap (spec §5): a link appears once per placement.
  constraints: [{ kind: 'unique', fields: ['group', 'link'], isActiveOnly: true, errorField: 'link' }],
  list: { order: 'ordering asc, created_date desc', sortable: ['name', 'group'], filters: ['group', 'menu_group_id', 'parent_id', 'link', 'is_hidden'], search: ['name'] },
  // Generated records (tests) are top-level footer links to pages the default navigation leaves out.
  sample: (i) => ({ group: 'FOOTER', parent_id: null, link: ['/', '/ecommerce/emart', '/ecommerce/bka'][i % 3], name: ['Trang chủ', 'Emart', 'BKA'][i % 3] }),
});
