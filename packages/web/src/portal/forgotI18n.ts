/**
 * UI texts of the forgotten-password page (ForgotPasswordPage.tsx), kept beside it and added to
 * the shared catalogue when its chunk loads: a page's texts travel with its code, not with the
 * first load every page shares (docs/performance.md).
 */
import { addTexts } from '../i18n';

export const forgotVi = {
  'forgot.title': 'Quên mật khẩu',
  'forgot.askHint': 'Nhập tên đăng nhập hoặc email. Chúng tôi sẽ gửi mã đặt lại mật khẩu tới email của tài khoản.',
  'forgot.account': 'Tên đăng nhập hoặc email',
  'forgot.accountRequired': 'Vui lòng nhập tên đăng nhập hoặc email',
  'forgot.send': 'Gửi mã đặt lại',
  'forgot.haveCode': 'Tôi đã có mã',
  'forgot.sent': 'Nếu tài khoản tồn tại, mã đặt lại đã được gửi tới email của tài khoản. Nhập mã và mật khẩu mới bên dưới.',
  'forgot.resetHint': 'Nhập mã trong email và mật khẩu mới.',
  'forgot.code': 'Mã đặt lại',
  'forgot.newPassword': 'Mật khẩu mới',
  'forgot.confirmPassword': 'Nhập lại mật khẩu mới',
  'forgot.mismatch': 'Hai mật khẩu không khớp',
  'forgot.reset': 'Đặt lại mật khẩu',
  'forgot.sendAgain': 'Gửi lại mã',
  'forgot.doneTitle': 'Đã đổi mật khẩu',
  'forgot.doneText': 'Bạn có thể đăng nhập bằng mật khẩu mới. Các phiên đăng nhập cũ đã kết thúc.',
  'forgot.backToLogin': 'Quay lại đăng nhập',
} as const;

export const forgotEn: Record<keyof typeof forgotVi, string> = {
  'forgot.title': 'Forgot password',
  'forgot.askHint': "Enter your user name or email. We will send a password reset code to the account's email.",
  'forgot.account': 'User name or email',
  'forgot.accountRequired': 'Please enter your user name or email',
  'forgot.send': 'Send reset code',
  'forgot.haveCode': 'I already have a code',
  'forgot.sent': 'If the account exists, a reset code has been sent to its email. Enter the code and a new password below.',
  'forgot.resetHint': 'Enter the code from the email and a new password.',
  'forgot.code': 'Reset code',
  'forgot.newPassword': 'New password',
  'forgot.confirmPassword': 'Repeat the new password',
  'forgot.mismatch': 'The two passwords do not match',
  'forgot.reset': 'Reset password',
  'forgot.sendAgain': 'Send the code again',
  'forgot.doneTitle': 'Password changed',
  'forgot.doneText': 'You can sign in with the new password. Your other sessions have ended.',
  'forgot.backToLogin': 'Back to sign in',
};

addTexts(forgotVi, forgotEn);
