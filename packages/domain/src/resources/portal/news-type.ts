import { NEWS_KIND, NEWS_TYPE_NUMBER } from '../../enums.js';
import { enumOf, flag, longText, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

/** News types (spec §3: internal activity=1, general=2, infographic=3, about/culture=4). */
export const newsType = defineResource({
  name: 'news_type',
  transfer: { isImport: true },
  path: 'news-type',
  label: { vi: 'Loại tin tức', en: 'News type' },
  subject: 'SETTING_NEW',
  module: 'portal.news_types',
  admin: { area: 'portal', group: { vi: 'Tin tức', en: 'News' }, icon: 'tags' },
  titleField: 'name',
  fields: {
    name: text({ required: true, localized: true, unique: true, label: { vi: 'Tên loại tin', en: 'Type name' }, inList: true }),
    type_number: enumOf(Object.values(NEWS_TYPE_NUMBER), { label: { vi: 'Nhóm loại tin', en: 'Type group' }, inList: true, options: { '1': { label: { vi: 'Hoạt động nội bộ', en: 'Internal activity' }, color: 'green' }, '2': { label: { vi: 'Tin tức chung', en: 'General' }, color: 'blue' }, '3': { label: { vi: 'Infographic', en: 'Infographic' }, color: 'purple' }, '4': { label: { vi: 'Giới thiệu - Văn hoá', en: 'About and culture' }, color: 'gold' } } }),
    kind: enumOf(NEWS_KIND, { label: { vi: 'Kiểu tin', en: 'News kind' }, inList: true, options: { ACTIVITY: { label: { vi: 'Hoạt động', en: 'Activity' }, color: 'green' }, MARKET: { label: { vi: 'Thị trường', en: 'Market' }, color: 'blue' }, COUNTDOWN: { label: { vi: 'Đếm ngược', en: 'Countdown' }, color: 'orange' }, NOTIFICATION: { label: { vi: 'Thông báo', en: 'Notification' }, color: 'cyan' }, ANNOUNCEMENT: { label: { vi: 'Thông cáo', en: 'Announcement' }, color: 'purple' } } }),
    description: longText({ max: 500, localized: true, label: { vi: 'Mô tả', en: 'Description' } }),
    is_show: flag({ default: true, label: { vi: 'Hiển thị', en: 'Visible' }, inList: true }),
  },
  list: { order: 'ordering asc, created_date desc', sortable: ['name'], filters: ['type_number', 'kind', 'is_show'], search: ['name'] },
});
