import { flag, integer, longText, mediaList, ref } from '../../fields.js';
import { defineResource } from '../../resource.js';

/**
 * Comments on news (spec §7 /comment). Every reader may comment; authors change their own and
 * approvers moderate (hide) any. Sensitive words are masked on the server before storing.
 */
export const comment = defineResource({
  name: 'comment',
  path: 'comment',
  label: { vi: 'Bình luận', en: 'Comment' },
  subject: 'NEWS',
  module: 'portal.comments',
  admin: { area: 'portal', group: { vi: 'Tin tức', en: 'News' }, icon: 'comment' },
  titleField: 'content',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    news_id: ref('news', { required: true, label: { vi: 'Tin tức', en: 'News' }, inList: true }),
    parent_id: ref('comment', { label: { vi: 'Trả lời bình luận', en: 'Reply to' } }),
    content: longText({ required: true, label: { vi: 'Nội dung bình luận', en: 'Comment' }, inList: true }),
    attachments: mediaList('any', { max: 10, label: { vi: 'Tệp đính kèm', en: 'Attachments' } }),
    is_hide: flag({ label: { vi: 'Ẩn bình luận', en: 'Hidden' }, inList: true }),
    is_masked: flag({ isReadonly: true, label: { vi: 'Đã che từ nhạy cảm', en: 'Sensitive words masked' }, inList: true }),
    likes_count: integer({ default: 0, min: 0, isReadonly: true, label: { vi: 'Lượt thích', en: 'Likes' } }),
  },
  access: { parent: { field: 'news_id' } },
  list: { order: 'created_date desc', filters: ['news_id', 'parent_id', 'is_hide', 'created_by'], search: ['content'] },
});
