/**
 * UI texts of the request-log and system-log screens (ServerLogs.tsx), added to the shared
 * catalogue when their chunk loads.
 */
import { addTexts } from '../../i18n';

export const serverLogsVi = {
  'slog.requestTitle': 'Nhật ký truy cập API',
  'slog.requestSub': 'Mỗi lời gọi API: phương thức, đường dẫn, mã trạng thái, thời lượng, người gọi',
  'slog.systemTitle': 'Nhật ký hệ thống',
  'slog.systemSub': 'Việc hệ thống tự làm: khởi động, dừng, cập nhật cơ sở dữ liệu, tác vụ định kỳ, đồng bộ, lỗi',
  'slog.method': 'Phương thức',
  'slog.allMethods': 'Mọi phương thức',
  'slog.path': 'Đường dẫn',
  'slog.status': 'Mã trạng thái',
  'slog.statusPlaceholder': 'Mã trạng thái (vd. 403)',
  'slog.statusInvalid': 'Mã trạng thái gồm 3 chữ số, từ 100 đến 599',
  'slog.duration': 'Thời lượng',
  'slog.userAgent': 'Trình duyệt (user agent)',
  'slog.anyUser': 'Mọi người dùng',
  'slog.anonymous': 'Chưa đăng nhập',
  'slog.level': 'Mức',
  'slog.allLevels': 'Mọi mức',
  'slog.level.info': 'Thông tin',
  'slog.level.warn': 'Cảnh báo',
  'slog.level.error': 'Lỗi',
  'slog.message': 'Nội dung',
  'slog.request': 'Lời gọi',
  'slog.stack': 'Ngăn xếp lỗi',
  'slog.searchRequest': 'Tìm theo đường dẫn hoặc tài khoản',
  'slog.searchSystem': 'Tìm theo nội dung hoặc đường dẫn',
  'slog.empty': 'Không có dòng nhật ký nào khớp bộ lọc.',
};

export const serverLogsEn: Record<keyof typeof serverLogsVi, string> = {
  'slog.requestTitle': 'API request log',
  'slog.requestSub': 'Every API call: method, path, status code, duration, caller',
  'slog.systemTitle': 'System log',
  'slog.systemSub': 'What the system does by itself: start, stop, database migrations, scheduled jobs, sync runs, errors',
  'slog.method': 'Method',
  'slog.allMethods': 'All methods',
  'slog.path': 'Path',
  'slog.status': 'Status code',
  'slog.statusPlaceholder': 'Status code (e.g. 403)',
  'slog.statusInvalid': 'A status code has 3 digits, from 100 to 599',
  'slog.duration': 'Duration',
  'slog.userAgent': 'User agent',
  'slog.anyUser': 'All users',
  'slog.anonymous': 'Not signed in',
  'slog.level': 'Level',
  'slog.allLevels': 'All levels',
  'slog.level.info': 'Information',
  'slog.level.warn': 'Warning',
  'slog.level.error': 'Error',
  'slog.message': 'Message',
  'slog.request': 'Request',
  'slog.stack': 'Stack trace',
  'slog.searchRequest': 'Search by path or account',
  'slog.searchSystem': 'Search by message or path',
  'slog.empty': 'No log entry matches the filters.',
};

addTexts(serverLogsVi, serverLogsEn);
