import { enumOf, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/** Kinds of reaction offered on news and comments (spec §7 /reaction-setting). */
export const reactionSetting = defineResource({
  name: 'reaction_setting',
  path: 'reaction-setting',
  label: { vi: 'Cài đặt cảm xúc', en: 'Reaction setting' },
  subject: 'SETTING_NEW',
  module: 'portal.reaction_settings',
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 30, unique: true, format: 'code', label: { vi: 'Mã', en: 'Code' }, inList: true }),
    name: text({ required: true, localized: true, max: 100, label: { vi: 'Tên', en: 'Name' }, inList: true }),
    icon: text({ max: 16, label: { vi: 'Biểu tượng', en: 'Icon' }, inList: true }),
  },
  list: { order: 'ordering asc, created_date desc', search: ['name', 'code'], defaultLimit: -1 },
});

/** One reaction (like, love, ...) of one user on one news item or comment (spec §7 /reaction). */
export const reaction = defineResource({
  name: 'reaction',
  path: 'reaction',
  label: { vi: 'Cảm xúc', en: 'Reaction' },
  subject: 'NEWS',
  module: 'portal.reactions',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    target_type: enumOf(['NEWS', 'COMMENT'], { required: true, label: { vi: 'Đối tượng', en: 'Target type' }, inList: true }),
    target_id: ref('news', { label: { vi: 'Tin tức', en: 'News' }, inList: true }),
    comment_id: ref('comment', { label: { vi: 'Bình luận', en: 'Comment' }, inList: true }),
    reaction_setting_id: ref('reaction_setting', { label: { vi: 'Loại cảm xúc', en: 'Reaction kind' }, inList: true }),
  },
  list: { order: 'created_date desc', filters: ['target_type', 'target_id', 'comment_id', 'reaction_setting_id', 'created_by'] },
});
