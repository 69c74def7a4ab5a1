import { DIGITAL_LIBRARY_KIND, MEDIA_PLACEMENT } from '../../enums.js';
import { datetime, enumOf, flag, longText, media, mediaList, text, url, youtube } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });

/** How each placement reads in the admin (spec §3 media placement kinds). */
const PLACEMENT_OPTIONS = {
  REALM: { label: { vi: 'Lĩnh vực', en: 'Realm' } },
  REALM_LOGO: { label: { vi: 'Logo lĩnh vực', en: 'Realm logo' } },
  COUNTDOWN_WEB: { label: { vi: 'Đếm ngược (web)', en: 'Countdown (web)' } },
  COUNTDOWN_MOBILE: { label: { vi: 'Đếm ngược (di động)', en: 'Countdown (mobile)' } },
  HORIZON_BANNER: { label: { vi: 'Banner ngang', en: 'Horizontal banner' } },
  SLIDER: { label: { vi: 'Slider', en: 'Slider' } },
  BANNER: { label: { vi: 'Banner', en: 'Banner' } },
  GENERAL: { label: { vi: 'Chung', en: 'General' } },
  BACKGROUND_WEB: { label: { vi: 'Ảnh nền (web)', en: 'Background (web)' } },
  BACKGROUND_MOBILE: { label: { vi: 'Ảnh nền (di động)', en: 'Background (mobile)' } },
  DIGITAL: { label: { vi: 'Thư viện số', en: 'Digital library' } },
  DIGITAL_ALBUM: { label: { vi: 'Album thư viện số', en: 'Digital album' } },
  ADS_MOBILE: { label: { vi: 'Quảng cáo (di động)', en: 'Ad (mobile)' } },
  ADS_WEB: { label: { vi: 'Quảng cáo (web)', en: 'Ad (web)' } },
  ADS_HORIZON: { label: { vi: 'Quảng cáo ngang', en: 'Horizontal ad' } },
  ADS_VERTICAL: { label: { vi: 'Quảng cáo dọc', en: 'Vertical ad' } },
  ADS_CALENDAR: { label: { vi: 'Quảng cáo lịch', en: 'Calendar ad' } },
};

/**
 * The digital library (spec §3): albums of images, YouTube videos (thumbnail from the 11-character
 * id, filled by the server) and advertising banners with their placements.
 */
export const digitalLib = defineResource({
  name: 'digital_lib',
  path: 'digital-lib',
  label: L('Thư viện số', 'Digital library'),
  subject: 'DIGITAL_LIBRARY',
  module: 'portal.digital_library',
  admin: { area: 'portal', icon: 'picture' },
  titleField: 'title',
  fields: {
    kind: enumOf(DIGITAL_LIBRARY_KIND, { required: true, label: L('Loại', 'Kind'), inList: true, options: { ALBUM: { label: { vi: 'Album ảnh', en: 'Album' }, color: 'blue' }, VIDEO: { label: { vi: 'Video', en: 'Video' }, color: 'magenta' }, ADS: { label: { vi: 'Quảng cáo', en: 'Advertising' }, color: 'orange' } } }),
    title: text({ required: true, localized: true, label: L('Tiêu đề', 'Title'), inList: true }),
    description: longText({ max: 500, localized: true, label: L('Mô tả', 'Description') }),
    placement: enumOf(MEDIA_PLACEMENT, { label: L('Vị trí hiển thị', 'Placement'), inList: true, options: PLACEMENT_OPTIONS }),
    cover: media('image', { label: L('Ảnh bìa', 'Cover image') }),
    images: mediaList('image', { max: 200, label: L('Hình ảnh', 'Images') }),
    video_url: youtube({ label: L('Đường dẫn YouTube', 'YouTube link') }),
    youtube_id: text({ max: 11, isReadonly: true, label: L('Mã video', 'Video id') }),
    thumbnail_url: url({ isReadonly: true, label: L('Ảnh thu nhỏ', 'Thumbnail') }),
    link: url({ label: L('Liên kết', 'Link') }),
    start_date: datetime({ label: L('Ngày bắt đầu', 'Start date') }),
    end_date: datetime({ after: 'start_date', label: L('Ngày kết thúc', 'End date') }),
    is_dashboard: flag({ label: L('Hiển thị trang chủ', 'On dashboard'), inList: true }),
    is_logo: flag({ label: L('Logo', 'Logo') }),
    is_horizon_ads: flag({ label: L('Quảng cáo ngang', 'Horizontal ad'), inList: true }),
    is_vertical_ads: flag({ label: L('Quảng cáo dọc', 'Vertical ad'), inList: true }),
    is_calendar_ads: flag({ label: L('Quảng cáo lịch', 'Calendar ad'), inList: true }),
    is_hide: flag({ label: L('Ẩn', 'Hidden'), inList: true }),
  },
  workflow: workflows['contentApproval.simple'],
  // The portal shows released, shown items within their dates; the admin view shows every item.
  access: { published: { statuses: ['RELEASE'], hideField: 'is_hide', from: 'start_date', to: 'end_date' } },
  list: {
    order: 'ordering asc, created_date desc',
    sortable: ['title', 'kind'],
    filters: ['kind', 'placement', 'status', 'is_dashboard', 'is_logo', 'is_horizon_ads', 'is_vertical_ads', 'is_calendar_ads', 'is_hide'],
    search: ['title', 'description'],
  },
});
