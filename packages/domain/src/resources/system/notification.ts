import { SOURCE_TYPE } from '../../enums.js';
import { enumOf, flag, integer, longText, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/**
 * Notifications to one user. Recipients read theirs through /notification (with unread_count),
 * /notification-read/{id} and /notification-read-all; administrators manage all of them here.
 */
export const notification = defineResource({
  name: 'notification',
  path: 'notifications',
  label: { vi: 'Thông báo', en: 'Notification' },
  subject: 'SETTING',
  module: 'system.notifications',
  titleField: 'title',
  fields: {
    recipient_id: ref('account', { required: true, label: { vi: 'Người nhận', en: 'Recipient' }, inList: true }),
    title: text({ required: true, max: 255, localized: true, label: { vi: 'Tiêu đề', en: 'Title' }, inList: true }),
    content: longText({ max: 500, localized: true, label: { vi: 'Nội dung', en: 'Content' } }),
    link: text({ max: 500, label: { vi: 'Đường dẫn', en: 'Link' } }),
    source_type: enumOf(SOURCE_TYPE, { label: { vi: 'Nguồn', en: 'Source' }, inList: true }),
    source_id: integer({ min: 0, label: { vi: 'Mã nguồn', en: 'Source id' } }),
    is_read: flag({ label: { vi: 'Đã đọc', en: 'Read' }, inList: true }),
  },
  list: { order: 'created_date desc', filters: ['recipient_id', 'is_read', 'source_type'], search: ['title'] },
});
