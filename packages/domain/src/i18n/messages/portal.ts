/**
 * Messages of the portal area: documents and comments.
 * One bundle of the catalogue that `../messages.ts` merges (keys unique across bundles, every key
 * in both languages: messages.test.ts).
 */
export const vi = {
  'comment.sensitive': 'Bình luận chứa từ ngữ nhạy cảm',
  'document.issuedTitle': 'Văn bản mới: {code}',
  'document.issuedContent': 'Văn bản "{title}" đã được ban hành cho bạn',
  'document.changedTitle': 'Văn bản thay đổi: {code}',
  'document.changedContent': 'Văn bản "{title}" bạn theo dõi vừa được cập nhật',
  'document.limitedNeedsAudience': 'Văn bản giới hạn cần ít nhất một đơn vị hoặc nhân sự được xem',
} as const;

export const en: Record<keyof typeof vi, string> = {
  'comment.sensitive': 'The comment contains sensitive words',
  'document.issuedTitle': 'New document: {code}',
  'document.issuedContent': 'The document "{title}" has been issued to you',
  'document.changedTitle': 'Document changed: {code}',
  'document.changedContent': 'The document "{title}" you follow has been updated',
  'document.limitedNeedsAudience': 'A Limited document needs at least one unit or staff member who may read it',
};
