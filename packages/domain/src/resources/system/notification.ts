import { SOURCE_TYPE } from '../../enums.js';
import { enumOf, flag, integer, longText, ref, text } from '../../fields.js';
import { defineReport } from '../../report.js';
import { defineResource } from '../../resource.js';

/** How each notification source reads in the admin (spec §3 approval/notification source types). */
export const SOURCE_OPTIONS = {
  REQUEST: { label: { vi: 'Yêu cầu', en: 'Request' } },
  TODO: { label: { vi: 'Công việc', en: 'To-do' } },
  GREETTING_CARD: { label: { vi: 'Thiệp chúc mừng', en: 'Greeting card' } },
  CANDIDATE: { label: { vi: 'Ứng viên', en: 'Candidate' } },
  RECRUITMENT: { label: { vi: 'Tuyển dụng', en: 'Recruitment' } },
  BOOK_CAR: { label: { vi: 'Đặt xe', en: 'Car booking' } },
  BOOK_ROOM: { label: { vi: 'Đặt phòng họp', en: 'Room booking' } },
  STATIONERY: { label: { vi: 'Văn phòng phẩm', en: 'Stationery' } },
  STAFF_LEAVE: { label: { vi: 'Nghỉ phép', en: 'Leave' } },
  IMPLEMENTATION_PAYMENT: { label: { vi: 'Thanh toán dự án', en: 'Project payment' } },
  IMPLEMENTATION_MEMO: { label: { vi: 'Tờ trình dự án', en: 'Project memo' } },
  IMPLEMENTATION_SUPPLY: { label: { vi: 'Vật tư dự án', en: 'Project supply' } },
  IMPLEMENTATION_ADDITIONAL: { label: { vi: 'Phát sinh dự án', en: 'Project additional item' } },
  IMPLEMENTATION_REVIEW_COST: { label: { vi: 'Duyệt chi phí dự án', en: 'Project cost review' } },
  IMPLEMENTATION_SUBCONTRACTOR_BUDGET: { label: { vi: 'Ngân sách thầu phụ', en: 'Subcontractor budget' } },
  ASSET_HANDOVER: { label: { vi: 'Bàn giao tài sản', en: 'Asset handover' } },
  ASSET_REPAIR: { label: { vi: 'Sửa chữa tài sản', en: 'Asset repair' } },
  ASSET_INSPECTION: { label: { vi: 'Kiểm định tài sản', en: 'Asset inspection' } },
  ASSET_ALERT: { label: { vi: 'Cảnh báo tài sản', en: 'Asset alert' } },
  STAFF_TRANSFER_HISTORY: { label: { vi: 'Điều chuyển nhân sự', en: 'Staff transfer' } },
  STAFF_RECOGNITION_AWARD: { label: { vi: 'Khen thưởng', en: 'Award' } },
  STAFF_RECOGNITION_DISCIPLINE: { label: { vi: 'Kỷ luật', en: 'Discipline' } },
  DOCUMENT_FOLLOWER: { label: { vi: 'Theo dõi văn bản', en: 'Document follower' } },
  DOCUMENT_RECEIVER: { label: { vi: 'Nhận văn bản', en: 'Document receiver' } },
  NEWS: { label: { vi: 'Tin tức', en: 'News' } },
  TIME_KEEPING: { label: { vi: 'Giải trình chấm công', en: 'Attendance explanation' } },
  BUSINESS_FEASIBILITY: { label: { vi: 'Nghiên cứu khả thi', en: 'Feasibility study' } },
};

/**
 * Notifications to one user. Recipients read theirs through /notification (with unread_count),
 * /notification-read/{id} and /notification-read-all, whatever their rights. Here, under the
 * NOTIFICATION subject: "edit" sends, "view" sees one's own inbox, "view all" (or Admin) everyone's.
 */
export const notification = defineResource({
  name: 'notification',
  path: 'notifications',
  label: { vi: 'Thông báo', en: 'Notification' },
  subject: 'NOTIFICATION',
  module: 'system.notifications',
  admin: { area: 'system', icon: 'bell' },
  titleField: 'title',
  fields: {
    recipient_id: ref('account', { required: true, label: { vi: 'Người nhận', en: 'Recipient' }, inList: true }),
    title: text({ required: true, max: 255, localized: true, label: { vi: 'Tiêu đề', en: 'Title' }, inList: true }),
    content: longText({ max: 500, localized: true, label: { vi: 'Nội dung', en: 'Content' } }),
    link: text({ max: 500, label: { vi: 'Đường dẫn', en: 'Link' } }),
    source_type: enumOf(SOURCE_TYPE, { label: { vi: 'Nguồn', en: 'Source' }, inList: true, options: SOURCE_OPTIONS }),
    source_id: integer({ min: 0, label: { vi: 'Mã nguồn', en: 'Source id' } }),
    is_read: flag({ label: { vi: 'Đã đọc', en: 'Read' }, inList: true }),
  },
  list: { order: 'created_date desc', filters: ['recipient_id', 'is_read', 'source_type'], search: ['title'] },
  // An inbox is its recipient's: reading or changing everyone's needs "view all" (or approve) on
  // NOTIFICATION, an explicit right; no SETTING right reaches it (issue 11, docs/security.md).
  access: { owner: { field: 'recipient_id' } },
});

/**
 * Spec §7 /notification-report (also GET /report/notification): notifications as they stand, by
 * source or read/unread, under the caller's scope: their own inbox, everyone's with "view all".
 * A summary (no roll-up table or trigger on the busiest table of the product).
 */
export const notificationReport = defineReport({
  name: 'notification',
  label: { vi: 'Thống kê thông báo', en: 'Notification report' },
  kind: 'summary',
  resource: 'notification',
  measures: { count: { kind: 'count', label: { vi: 'Số thông báo', en: 'Notifications' } } },
  dimensions: {
    source: { field: 'source_type', label: { vi: 'Nguồn', en: 'Source' } },
    read: { field: 'is_read', label: { vi: 'Đã đọc', en: 'Read' } },
  },
});
