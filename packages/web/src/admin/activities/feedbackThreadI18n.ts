/** UI texts of the Q&A conversation (FeedbackThread.tsx), loaded with it. */
import { addTexts } from '../../i18n';

export const feedbackThreadVi = {
  'qa.conversation': 'Trao đổi',
  'qa.answer': 'Câu trả lời',
  'qa.noReplies': 'Chưa có phản hồi nào',
  'qa.reply': 'Phản hồi',
  'qa.replyHint': 'Viết phản hồi cho người gửi… (Ctrl + Enter để gửi)',
  'qa.send': 'Gửi phản hồi',
} as const;

export const feedbackThreadEn: Record<keyof typeof feedbackThreadVi, string> = {
  'qa.conversation': 'Conversation',
  'qa.answer': 'Answer',
  'qa.noReplies': 'No replies yet',
  'qa.reply': 'Reply',
  'qa.replyHint': 'Write a reply to the sender… (Ctrl + Enter sends)',
  'qa.send': 'Send reply',
};

addTexts(feedbackThreadVi, feedbackThreadEn);
