import { enumOf, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/** Kinds of reaction offered on news and comments (spec §7 /reaction-setting). */
export const reactionSetting = defineResource({
  name: 'reaction_setting',
  path: 'reaction-setting',
  label: { vi: 'Cài đặt cảm xúc', en: 'Reaction setting' },
  subject: 'SETTING_NEW',
  module: 'portal.reaction_settings',
  admin: { area: 'portal', group: { vi: 'Cài đặt', en: 'Settings' }, icon: 'smile' },
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
  admin: { area: 'portal', group: { vi: 'Tin tức', en: 'News' }, icon: 'like' },
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    target_type: enumOf(['NEWS', 'COMMENT'], { required: true, label: { vi: 'Đối tượng', en: 'Target type' }, inList: true, options: { NEWS: { label: { vi: 'Tin tức', en: 'News' }, color: 'blue' }, COMMENT: { label: { vi: 'Bình luận', en: 'Comment' }, color: 'cyan' } } }),
    target_id: ref('news', { label: { vi: 'Tin tức', en: 'News' }, inList: true }),
    comment_id: ref('comment', { label: { vi: 'Bình luận', en: 'Comment' }, inList: true }),
    reaction_setting_id: ref('reaction_setting', { label: { vi: 'Loại cảm xúc', en: 'Reaction kind' }, inList: true }),
  },
  list: { order: 'created_date desc', filters: ['target_type', 'target_id', 'comment_id', 'reaction_setting_id', 'created_by'] },
  // One reaction per user and target, enforced by the database (two simultaneous requests leave one row).
  constraints: [
    { kind: 'unique', fields: ['created_by', 'target_id'], where: { target_type: 'NEWS' }, isActiveOnly: true, errorField: 'target_id' },
    { kind: 'unique', fields: ['created_by', 'comment_id'], where: { target_type: 'COMMENT' }, isActiveOnly: true, errorField: 'comment_id' },
  ],
});
