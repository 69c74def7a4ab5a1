/**
 * UI texts of the login settings screen (LoginSettingsPage.tsx), kept beside it and added to the
 * shared catalogue when its chunk loads: a page's texts travel with its code, not with the first
 * load every page shares (docs/performance.md).
 */
import { addTexts } from '../../i18n';

export const loginSettingsVi = {
  'loginSettings.title': 'Cài đặt đăng nhập',
  'loginSettings.max_attempts': 'Số lần đăng nhập sai trước khi khoá',
  'loginSettings.lock_minutes': 'Thời gian khoá lần đầu (phút)',
  'loginSettings.max_lock_minutes': 'Thời gian khoá tối đa, tự mở khoá sau (phút)',
  'loginSettings.ip_max_failures': 'Số lần sai tối đa theo địa chỉ IP (15 phút)',
  'loginSettings.max_devices': 'Số thiết bị tối đa mỗi người dùng',
  'loginSettings.refresh_days': 'Thời hạn phiên đăng nhập (ngày)',
  'loginSettings.reset_token_minutes': 'Hiệu lực mã đặt lại mật khẩu (phút)',
  'loginSettings.is_two_factor_required': 'Bắt buộc xác thực hai lớp',
  'loginSettings.log_retention_days': 'Lưu nhật ký truy cập và nhật ký lỗi (ngày)',
} as const;

export const loginSettingsEn: Record<keyof typeof loginSettingsVi, string> = {
  'loginSettings.title': 'Login settings',
  'loginSettings.max_attempts': 'Failed sign-ins before a lock',
  'loginSettings.lock_minutes': 'First lock length (minutes)',
  'loginSettings.max_lock_minutes': 'Longest lock, unlocked after (minutes)',
  'loginSettings.ip_max_failures': 'Failures per IP address (15 minutes)',
  'loginSettings.max_devices': 'Devices per user',
  'loginSettings.refresh_days': 'Session length (days)',
  'loginSettings.reset_token_minutes': 'Password reset code validity (minutes)',
  'loginSettings.is_two_factor_required': 'Require two-factor authentication',
  'loginSettings.log_retention_days': 'Keep request and error logs (days)',
};

addTexts(loginSettingsVi, loginSettingsEn);
