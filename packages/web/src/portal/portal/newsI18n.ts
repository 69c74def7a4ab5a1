/**
 * UI texts of the news pages (issue 5), kept beside them and added to the shared i18next instance
 * at import, so the shared catalogues are not edited by several people at once.
 */
import i18next from 'i18next';

export const newsVi = {
  'news.title': 'Tin tức',
  'news.latest': 'Tin mới nhất',
  'news.related': 'Tin liên quan',
  'news.readMore': 'Xem chi tiết',
  'news.searchPlaceholder': 'Tìm kiếm tin tức',
  'news.allTypes': 'Tất cả loại tin',
  'news.allRealms': 'Tất cả lĩnh vực',
  'news.empty': 'Chưa có tin tức nào.',
  'news.by': 'Tác giả: {{author}}',
  'news.releasedAt': 'Phát hành {{date}}',
  'news.likes': '{{count}} lượt thích',
  'news.like': 'Thích',
  'news.unlike': 'Bỏ thích',
  'news.share': 'Chia sẻ',
  'news.linkCopied': 'Đã sao chép liên kết',
  'news.comments': 'Bình luận ({{count}})',
  'news.commentPlaceholder': 'Viết bình luận của bạn',
  'news.send': 'Gửi',
  'news.noComments': 'Chưa có bình luận nào.',
  'news.attachment': 'Tệp đính kèm',
  'news.link': 'Liên kết',
  'news.preview': 'Xem trước',
  'news.previewTitle': 'Xem trước tin tức',
  'news.tabAll': 'Tất cả',
  'news.eventSlider': 'Sự kiện',
  'news.videos': 'Video',
  'news.albums': 'Album ảnh',
  'news.ads': 'Quảng cáo',
  'news.notFound': 'Tin tức không tồn tại hoặc chưa được phát hành.',
} as const;

export const newsEn: Record<keyof typeof newsVi, string> = {
  'news.title': 'News',
  'news.latest': 'Latest news',
  'news.related': 'Related news',
  'news.readMore': 'Read more',
  'news.searchPlaceholder': 'Search news',
  'news.allTypes': 'All types',
  'news.allRealms': 'All realms',
  'news.empty': 'No news yet.',
  'news.by': 'By {{author}}',
  'news.releasedAt': 'Released {{date}}',
  'news.likes': '{{count}} likes',
  'news.like': 'Like',
  'news.unlike': 'Unlike',
  'news.share': 'Share',
  'news.linkCopied': 'Link copied',
  'news.comments': 'Comments ({{count}})',
  'news.commentPlaceholder': 'Write a comment',
  'news.send': 'Send',
  'news.noComments': 'No comments yet.',
  'news.attachment': 'Attachment',
  'news.link': 'Link',
  'news.preview': 'Preview',
  'news.previewTitle': 'News preview',
  'news.tabAll': 'All',
  'news.eventSlider': 'Events',
  'news.videos': 'Videos',
  'news.albums': 'Albums',
  'news.ads': 'Advertising',
  'news.notFound': 'This news item does not exist or is not released yet.',
};

const register = () => {
  i18next.addResourceBundle('vi', 'translation', newsVi, true, false);
  i18next.addResourceBundle('en', 'translation', newsEn, true, false);
};
// The app initialises i18next before any page loads; tests may import this without it.
if (i18next.store) register();
else i18next.on('initialized', register);
