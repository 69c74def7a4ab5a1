import { ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/**
 * Navbar bookmarks (spec §2): each row is one page a user pinned. Users manage their own through
 * /api/bookmarks/data and /api/bookmarks/update; the generic routes are for administrators.
 */
export const bookmark = defineResource({
  name: 'bookmark',
  path: 'bookmark',
  label: { vi: 'Dấu trang', en: 'Bookmark' },
  subject: 'SETTING',
  module: 'system.bookmarks',
  admin: { area: 'system', icon: 'bookmark', isHidden: true },
  titleField: 'title',
  isOwned: true,
  fields: {
    user_id: ref('account', { required: true, label: { vi: 'Người dùng', en: 'User' }, inList: true }),
    title: text({ required: true, max: 255, label: { vi: 'Tiêu đề', en: 'Title' }, inList: true }),
    link: text({ required: true, max: 500, label: { vi: 'Đường dẫn', en: 'Link' }, inList: true }),
    icon: text({ max: 100, label: { vi: 'Biểu tượng', en: 'Icon' } }),
  },
  list: { order: 'ordering asc, created_date desc', filters: ['user_id'], search: ['title', 'link'] },
});
