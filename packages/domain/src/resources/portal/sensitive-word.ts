import { longText, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/** Words masked or refused in comments and feedback. Lists default to all rows (spec §4: limit -1). */
export const sensitiveWord = defineResource({
  name: 'sensitive_word',
  path: 'sensitive_words',
  label: { vi: 'Từ ngữ nhạy cảm', en: 'Sensitive word' },
  subject: 'SETTING',
  module: 'settings.sensitive_words',
  admin: { area: 'portal', group: { vi: 'Cài đặt', en: 'Settings' }, icon: 'stop' },
  titleField: 'word',
  transfer: { isExport: true, isImport: true, isBulk: true },
  fields: {
    word: text({ required: true, max: 100, unique: true, label: { vi: 'Từ ngữ', en: 'Word' }, inList: true }),
    replacement: text({ max: 100, label: { vi: 'Thay thế bằng', en: 'Replace with' }, inList: true }),
    description: longText({ max: 500, label: { vi: 'Ghi chú', en: 'Note' } }),
  },
  list: { order: 'created_date desc', sortable: ['word'], search: ['word'], defaultLimit: -1 },
});
