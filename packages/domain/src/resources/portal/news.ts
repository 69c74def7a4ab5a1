import { CONTENT_MAX, PUSH_MAX, TITLE_MAX } from '../../constants.js';
import { datetime, flag, integer, longText, media, ref, richText, tags, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });

/**
 * News (spec §3): types, realms (DOCUMENT_REALM categories), every display flag, scheduled
 * content approval (spec §4). Rich content is sanitised on the server before it is stored.
 */
export const news = defineResource({
  name: 'news',
  path: 'news',
  label: L('Tin tức', 'News'),
  subject: 'NEWS',
  module: 'portal.news',
  admin: { area: 'portal', group: { vi: 'Tin tức', en: 'News' }, order: 0, icon: 'read' },
  titleField: 'title',
  transfer: { isExport: true },
  isOwned: true,
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    type_id: ref('news_type', { required: true, label: L('Loại tin', 'Type'), inList: true }),
    realm_id: ref('category', { required: true, where: { type: 'DOCUMENT_REALM' }, label: L('Lĩnh vực', 'Realm'), inList: true }),
    description: longText({ max: CONTENT_MAX, localized: true, label: L('Mô tả ngắn', 'Summary') }),
    content: richText({ localized: true, label: L('Nội dung', 'Content') }),
    quote: longText({ localized: true, label: L('Trích dẫn', 'Quote') }),
    team: text({ label: L('Nhóm thực hiện', 'Team') }),
    author: text({ label: L('Tác giả', 'Author'), inList: true }),
    tags: tags({ label: L('Thẻ', 'Tags') }),
    publish_date: datetime({ required: true, label: L('Ngày đăng', 'Publish date'), inList: true }),
    release_date: datetime({ required: true, after: 'publish_date', isFuture: true, label: L('Ngày phát hành', 'Release date'), inList: true }),
    expiration_date: datetime({ after: 'release_date', label: L('Ngày hết hạn', 'Expiration date') }),
    link_attach: url({ label: L('Liên kết đính kèm', 'Attached link') }),
    title_attach: text({ label: L('Tiêu đề đính kèm', 'Attachment title') }),
    file_attach: media('attachment', { label: L('Tệp đính kèm', 'Attached file') }),
    avatar: media('image', { size: [875, 430], label: L('Ảnh đại diện (875x430)', 'Avatar (875x430)') }),
    banner: media('image', { size: [1920, 860], label: L('Ảnh bìa (1920x860)', 'Banner (1920x860)') }),
    layout_id: ref('category', { where: { type: 'DOCUMENT_LAYOUT' }, label: L('Bố cục', 'Layout') }),
    notification_content: longText({ max: PUSH_MAX, label: L('Nội dung thông báo đẩy', 'Push notification text') }),
    is_slider: flag({ label: L('Slider trang chủ', 'Homepage slider') }),
    is_banner: flag({ label: L('Slider tin tức', 'News slider') }),
    is_horizon_banner: flag({ label: L('Slider sự kiện', 'Event slider') }),
    is_outstanding: flag({ label: L('Tin nổi bật', 'Hot news'), inList: true }),
    is_top_menu: flag({ label: L('Hiển thị trên menu', 'Top menu') }),
    is_slide_news: flag({ label: L('Trình chiếu tin tức', 'Slide in news') }),
    is_slide_homepage: flag({ label: L('Trình chiếu trang chủ', 'Slide on homepage') }),
    is_avatar: flag({ label: L('Hiển thị ảnh đại diện', 'Show avatar') }),
    is_only_mobile: flag({ label: L('Chỉ trên di động', 'Mobile only') }),
    is_hide: flag({ label: L('Ẩn tin', 'Hidden'), inList: true }),
    is_show: flag({ default: true, label: L('Hiển thị', 'Shown') }),
    is_send_notification: flag({ label: L('Gửi thông báo', 'Send notification') }),
    is_banner_dynamic: flag({ label: L('Banner động', 'Dynamic banner') }),
    is_banner_submenu: flag({ label: L('Banner menu con', 'Submenu banner') }),
    view_count: integer({ default: 0, min: 0, isReadonly: true, label: L('Lượt xem', 'Views') }),
  },
  workflow: workflows['contentApproval.scheduled'],
  // Released at the release time, expired at the expiration time, by the scheduler.
  schedule: [
    { kind: 'release', field: 'release_date', from: ['SCHEDULED'], to: 'PUBLISH' },
    { kind: 'expire', field: 'expiration_date', from: ['SCHEDULED', 'PUBLISH'], to: 'EXPIRED' },
  ],
  list: {
    order: 'created_date desc',
    sortable: ['title', 'publish_date', 'release_date', 'expiration_date', 'view_count'],
    filters: [
      'type_id',
      'realm_id',
      'status',
      'tags',
      'author',
      'publish_date',
      'release_date',
      'is_slider',
      'is_banner',
      'is_horizon_banner',
      'is_outstanding',
      'is_top_menu',
      'is_only_mobile',
      'is_hide',
    ],
    search: ['title', 'description', 'author'],
  },
});
