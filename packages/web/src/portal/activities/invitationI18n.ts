/** UI texts of the external guest's invitation page (InvitationPage.tsx). */
import { addTexts } from '../../i18n';

export const invitationVi = {
  'invite.title': 'Lời mời tham gia hoạt động',
  'invite.tagline': 'Hoạt động nội bộ THACO',
  'invite.greeting': 'Kính gửi {{name}}, THACO trân trọng mời bạn tham gia:',
  'invite.accept': 'Nhận lời tham gia',
  'invite.closed': 'Hoạt động không còn nhận khách mời.',
  'invite.invalid': 'Lời mời không hợp lệ hoặc đã được sử dụng',
  'invite.invalidHint': 'Liên kết mời chỉ dùng được một lần. Vui lòng liên hệ ban tổ chức nếu bạn cần một lời mời mới.',
  'invite.thanks': 'Cảm ơn bạn đã nhận lời tham gia',
  'invite.thanksHint': 'Ban tổ chức sẽ liên hệ với bạn qua email {{email}}.',
  'invite.failed': 'Không gửi được xác nhận, vui lòng thử lại',
};

export const invitationEn: Record<keyof typeof invitationVi, string> = {
  'invite.title': 'Invitation to an activity',
  'invite.tagline': 'THACO internal activities',
  'invite.greeting': 'Dear {{name}}, THACO is pleased to invite you to:',
  'invite.accept': 'Accept the invitation',
  'invite.closed': 'The activity no longer takes guests.',
  'invite.invalid': 'This invitation is not valid or has already been used',
  'invite.invalidHint': 'An invitation link works once. Please contact the organisers if you need a new invitation.',
  'invite.thanks': 'Thank you for accepting the invitation',
  'invite.thanksHint': 'The organisers will contact you at {{email}}.',
  'invite.failed': 'The confirmation could not be sent, please try again',
};

addTexts(invitationVi, invitationEn);
