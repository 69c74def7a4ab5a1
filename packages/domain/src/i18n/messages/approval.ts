/**
 * Messages of the approval engine (requests, steps, decisions and their notices), whatever area
 * the request comes from.
 * One bundle of the catalogue that `../messages.ts` merges (keys unique across bundles, every key
 * in both languages: messages.test.ts).
 */
export const vi = {
  'approval.noProcess': 'Chưa có quy trình phê duyệt cho nghiệp vụ này; vui lòng liên hệ bộ phận nhân sự',
  'approval.noApprover': 'Bước "{step}" chưa có người duyệt phù hợp',
  'approval.noSteps': 'Quy trình phê duyệt không có bước nào áp dụng cho yêu cầu này',
  'approval.notYourTurn': 'Bạn không phải người duyệt ở bước hiện tại',
  'approval.alreadyDecided': 'Yêu cầu này đã được xử lý',
  'approval.notRequester': 'Chỉ người đề nghị mới có thể huỷ yêu cầu',
  'approval.reasonRequired': 'Vui lòng nhập lý do',
  'approval.engineOnly': 'Yêu cầu và quyết định phê duyệt chỉ được ghi bởi chức năng phê duyệt',
  'approval.submitted': 'Đã gửi phê duyệt',
  'approval.approved': 'Đã phê duyệt',
  'approval.rejected': 'Đã từ chối',
  'approval.cancelled': 'Đã huỷ yêu cầu',
  'approval.notifyWaiting': 'Chờ bạn phê duyệt: {label} "{title}"',
  'approval.notifyApproved': '{label} "{title}" đã được phê duyệt',
  'approval.notifyRejected': '{label} "{title}" bị từ chối',
  'approval.notifyReminder': 'Nhắc việc: {label} "{title}" vẫn đang chờ bạn phê duyệt',
  'approval.chosenNotAllowed': 'Quy trình này không cho người đề nghị chọn người duyệt',
  'approval.chosenInvalid': 'Người duyệt được chọn phải là tài khoản đang hoạt động và không phải chính người đề nghị',
  'approval.chosenRequired': 'Vui lòng chọn người duyệt cho bước "{step}"',
  'approval.chosenNoAccount': 'Người duyệt được chọn phải có tài khoản đăng nhập đang hoạt động',
  'approval.delegateOwnOnly': 'Bạn chỉ có thể uỷ quyền phê duyệt của chính mình',
  'approval.delegateSelf': 'Không thể uỷ quyền cho chính mình',
} as const;

export const en: Record<keyof typeof vi, string> = {
  'approval.noProcess': 'There is no approval process for this yet; please contact HR',
  'approval.noApprover': 'Step "{step}" has no approver to ask',
  'approval.noSteps': 'No step of the approval process applies to this request',
  'approval.notYourTurn': 'You are not an approver of the current step',
  'approval.alreadyDecided': 'This request has already been decided',
  'approval.notRequester': 'Only the requester can withdraw the request',
  'approval.reasonRequired': 'Please give a reason',
  'approval.engineOnly': 'Approval requests and decisions are written by the approval process only',
  'approval.submitted': 'Submitted for approval',
  'approval.approved': 'Approved',
  'approval.rejected': 'Rejected',
  'approval.cancelled': 'Request withdrawn',
  'approval.notifyWaiting': 'Waiting for your approval: {label} "{title}"',
  'approval.notifyApproved': '{label} "{title}" was approved',
  'approval.notifyRejected': '{label} "{title}" was rejected',
  'approval.notifyReminder': 'Reminder: {label} "{title}" is still waiting for your approval',
  'approval.chosenNotAllowed': 'This process does not let the requester choose approvers',
  'approval.chosenInvalid': 'Chosen approvers must be active accounts other than the requester',
  'approval.chosenRequired': 'Please choose the approvers of step "{step}"',
  'approval.chosenNoAccount': 'Chosen approvers must have an active sign-in account',
  'approval.delegateOwnOnly': 'You can delegate only your own approvals',
  'approval.delegateSelf': 'You cannot delegate to yourself',
};
