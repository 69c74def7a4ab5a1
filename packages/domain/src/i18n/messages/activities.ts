/**
 * Messages of the activities area: internal activities, polls, feedback.
 * One bundle of the catalogue that `../messages.ts` merges (keys unique across bundles, every key
 * in both languages: messages.test.ts).
 */
export const vi = {
  'activity.registered': 'Đăng ký tham gia thành công',
  'activity.unregistered': 'Đã hủy đăng ký',
  'activity.invited': 'Đã gửi lời mời',
  'activity.notified': 'Đã gửi thông báo cho thành viên',
  'activity.checkedIn': 'Đã check-in',
  'activity.registrationClosed': 'Hoạt động không trong thời gian đăng ký',
  'activity.inviteClosed': 'Chỉ gửi lời mời khi hoạt động đã phát hành và đang trong thời gian đăng ký',
  'activity.full': 'Hoạt động đã đủ số lượng đăng ký ({limit})',
  'activity.alreadyRegistered': 'Bạn đã đăng ký hoạt động này',
  'activity.notRegistered': 'Bạn chưa đăng ký hoạt động này',
  'activity.noMembers': 'Hoạt động chưa có thành viên để gửi thông báo',
  'activity.notReleased': 'Hoạt động chưa được phát hành',
  'activity.checkInNotAllowed': 'Thành viên ở trạng thái này không thể check-in',
  'poll.voted': 'Đã ghi nhận bình chọn',
  'poll.expired': 'Bình chọn đã hết hạn',
  'poll.alreadyVoted': 'Bạn đã bình chọn câu hỏi này',
  'poll.wrongAnswer': 'Phương án không thuộc câu hỏi này',
  'feedback.replyNotAllowed': 'Chỉ người nhận hoặc quản trị hỏi đáp được trả lời góp ý riêng tư',
  'feedback.answered': 'Góp ý đã được trả lời, không thể sửa',
} as const;

export const en: Record<keyof typeof vi, string> = {
  'activity.registered': 'You are registered',
  'activity.unregistered': 'Your registration is cancelled',
  'activity.invited': 'Invitations sent',
  'activity.notified': 'The members were notified',
  'activity.checkedIn': 'Checked in',
  'activity.registrationClosed': 'The activity is not open for registration',
  'activity.inviteClosed': 'Invitations can be sent only when the activity is released and open for registration',
  'activity.full': 'The activity is full ({limit} places)',
  'activity.alreadyRegistered': 'You are already registered for this activity',
  'activity.notRegistered': 'You are not registered for this activity',
  'activity.noMembers': 'The activity has no members to notify yet',
  'activity.notReleased': 'The activity is not released yet',
  'activity.checkInNotAllowed': 'A member in this status cannot be checked in',
  'poll.voted': 'Your vote is recorded',
  'poll.expired': 'The poll has expired',
  'poll.alreadyVoted': 'You have already voted in this poll',
  'poll.wrongAnswer': 'The answer does not belong to this poll',
  'feedback.replyNotAllowed': 'Only the addressee or a Q&A administrator may answer private feedback',
  'feedback.answered': 'The feedback has been answered and can no longer be changed',
};
