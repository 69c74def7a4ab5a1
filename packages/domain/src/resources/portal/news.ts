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
    author: text({ label: L('Tác giả', 'Author'), inList: true, defaultFrom: 'userName' }),
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
    notification_content: longText({ max: PUSH_MAX, isPushText: true, label: L('Nội dung thông báo đẩy', 'Push notification text') }),
    is_slider: flag({ label: L('Slider trang chủ', 'Homepage slider'), help: L('Ảnh bìa chạy trong slider lớn đầu trang chủ', 'The banner runs in the large slider at the top of the home page') }),
    is_banner: flag({ label: L('Slider tin tức', 'News slider'), help: L('Ảnh bìa chạy trong slider đầu trang Tin tức', 'The banner runs in the slider at the top of the News page') }),
    is_horizon_banner: flag({ label: L('Slider sự kiện', 'Event slider'), help: L('Hiện trong dải sự kiện nằm ngang trên trang chủ', 'Shown in the horizontal event strip of the home page') }),
    is_outstanding: flag({ label: L('Tin nổi bật', 'Hot news'), inList: true, help: L('Hiện trong khối Tin nổi bật của trang chủ', 'Shown in the Hot news block of the home page') }),
    is_top_menu: flag({ label: L('Hiển thị trên menu', 'Top menu'), help: L('Hiện trong menu tin tức trên thanh điều hướng', 'Shown in the news menu of the navigation bar') }),
    is_slide_news: flag({ label: L('Trình chiếu tin tức', 'Slide in news'), help: L('Hiện trong trình chiếu của trang Tin tức', 'Shown in the slideshow of the News page') }),
    is_slide_homepage: flag({ label: L('Trình chiếu trang chủ', 'Slide on homepage'), help: L('Hiện trong trình chiếu tin của trang chủ', 'Shown in the news slideshow of the home page') }),
    is_avatar: flag({ label: L('Hiển thị ảnh đại diện', 'Show avatar'), help: L('Ảnh đại diện hiện ở đầu trang chi tiết tin', 'The avatar is shown at the top of the article page') }),
    is_only_mobile: flag({ label: L('Chỉ trên di động', 'Mobile only'), help: L('Chỉ hiện trên ứng dụng di động, không hiện trên web', 'Shown in the mobile app only, not on the web') }),
    is_hide: flag({ label: L('Ẩn tin', 'Hidden'), inList: true, inverseOf: 'is_show' }),
    is_show: flag({ default: true, label: L('Hiển thị', 'Shown'), help: L('Tắt để ẩn tin khỏi cổng thông tin mà không gỡ tin', 'Turn off to hide the item from the portal without unpublishing it') }),
    is_send_notification: flag({ label: L('Gửi thông báo', 'Send notification'), help: L('Gửi thông báo đẩy với nội dung bên dưới khi phát hành', 'Sends a push notification with the text below on release') }),
    is_banner_dynamic: flag({ label: L('Banner động', 'Dynamic banner'), help: L('Ảnh bìa hiện trong banner động bên cạnh trang', 'The banner shows in the dynamic side banner') }),
    is_banner_submenu: flag({ label: L('Banner menu con', 'Submenu banner'), help: L('Ảnh bìa hiện trong menu con của mục tin', 'The banner shows in the submenu of the news section') }),
    view_count: integer({ default: 0, min: 0, isReadonly: true, label: L('Lượt xem', 'Views') }),
  },
  // Display flags grouped by where they show the item (the form's blocks).
  form: {
    groups: [
      { key: 'visibility', label: L('Hiển thị chung', 'Visibility'), fields: ['is_show', 'is_avatar', 'is_only_mobile'] },
      { key: 'home', label: L('Trang chủ', 'Home page'), fields: ['is_slider', 'is_slide_homepage', 'is_outstanding', 'is_horizon_banner'] },
      { key: 'newsPage', label: L('Trang Tin tức và menu', 'News page and menus'), fields: ['is_banner', 'is_slide_news', 'is_top_menu', 'is_banner_dynamic', 'is_banner_submenu'] },
      { key: 'notify', label: L('Thông báo', 'Notification'), fields: ['is_send_notification', 'notification_content'] },
    ],
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
      'created_by',
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
    // Staff read released news (modules/portal/news-hooks.ts releasedNews): the list index carries these.
    scopeColumns: ['status', 'is_hide', 'is_show', 'release_date', 'expiration_date'],
    // Compared with one value each: the list index walks the visible news only (ADR 0013).
    scopeKeys: ['status', 'is_hide', 'is_show'],
  },
});
