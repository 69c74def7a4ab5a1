/**
 * UI texts of the branding screen (BrandingPage.tsx), kept beside it and added to the shared
 * catalogue when its chunk loads (docs/performance.md).
 */
import { addTexts } from '../../i18n';

export const brandingVi = {
  'branding.title': 'Logo, favicon và tiêu đề',
  'branding.intro': 'Những gì bạn đổi ở đây hiện ngay trên cổng thông tin, trang đăng nhập và trang quản trị.',
  'branding.siteTitle': 'Tiêu đề trang',
  'branding.siteTitleVi': 'Tiêu đề (tiếng Việt)',
  'branding.siteTitleEn': 'Tiêu đề (tiếng Anh)',
  'branding.siteTitleHelp': 'Hiện trên tab trình duyệt, đầu trang cổng thông tin và trang đăng nhập.',
  'branding.logos': 'Logo và favicon',
  'branding.LOGO_LOGIN': 'Logo trang đăng nhập',
  'branding.LOGO_LOGINWhere': 'Trang đăng nhập, quên mật khẩu và thư mời sự kiện.',
  'branding.LOGO_ADMIN': 'Logo trang quản trị',
  'branding.LOGO_ADMINWhere': 'Góc trên bên trái của trang quản trị.',
  'branding.LOGO_1': 'Logo đầu trang cổng thông tin',
  'branding.LOGO_1Where': 'Thanh đầu trang của cổng thông tin, trên nền sáng.',
  'branding.LOGO_2': 'Logo chân trang cổng thông tin',
  'branding.LOGO_2Where': 'Chân trang của cổng thông tin, trên nền tối: dùng logo màu sáng.',
  'branding.favicon': 'Favicon',
  'branding.faviconWhere': 'Biểu tượng nhỏ trên tab trình duyệt.',
  'branding.logoRule': 'PNG hoặc JPG, tối đa {{w}}x{{h}} px',
  'branding.faviconRule': 'Tệp .ico',
  'branding.empty': 'Chưa tải logo: đang dùng biểu tượng mặc định',
  'branding.saved': 'Đã lưu',
  'branding.more': 'Chân trang và mạng xã hội',
  'branding.footerLink': 'Nội dung chân trang',
  'branding.socialLink': 'Biểu tượng mạng xã hội',
} as const;

export const brandingEn: Record<keyof typeof brandingVi, string> = {
  'branding.title': 'Logos, favicon and title',
  'branding.intro': 'What you change here shows at once on the portal, the sign-in page and the admin console.',
  'branding.siteTitle': 'Site title',
  'branding.siteTitleVi': 'Title (Vietnamese)',
  'branding.siteTitleEn': 'Title (English)',
  'branding.siteTitleHelp': 'Shown on the browser tab, the portal header and the sign-in page.',
  'branding.logos': 'Logos and favicon',
  'branding.LOGO_LOGIN': 'Sign-in logo',
  'branding.LOGO_LOGINWhere': 'Sign-in, forgotten password and event invitation pages.',
  'branding.LOGO_ADMIN': 'Admin console logo',
  'branding.LOGO_ADMINWhere': 'Top left of the admin console.',
  'branding.LOGO_1': 'Portal header logo',
  'branding.LOGO_1Where': "The portal's header bar, on a light background.",
  'branding.LOGO_2': 'Portal footer logo',
  'branding.LOGO_2Where': "The portal's footer, on a dark background: use a light logo.",
  'branding.favicon': 'Favicon',
  'branding.faviconWhere': 'The small icon on the browser tab.',
  'branding.logoRule': 'PNG or JPG, at most {{w}}x{{h}} px',
  'branding.faviconRule': 'An .ico file',
  'branding.empty': 'No logo uploaded: the default mark is used',
  'branding.saved': 'Saved',
  'branding.more': 'Footer and social networks',
  'branding.footerLink': 'Footer content',
  'branding.socialLink': 'Social icons',
};

addTexts(brandingVi, brandingEn);
