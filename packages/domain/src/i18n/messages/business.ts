/**
 * Messages of the business area (issue 39): bids, contractor evaluations.
 * One bundle of the catalogue that `../messages.ts` merges (keys unique across bundles, every key
 * in both languages: messages.test.ts).
 */
export const vi = {
  'business.bidAwarded': 'Đã trao thầu',
  'business.bidNotDue': 'Chưa đến hạn nộp hồ sơ ({deadline}): chưa thể mở thầu',
  'business.bidAlreadyAwarded': 'Gói thầu này đã được trao thầu',
  'business.submissionNotOfBid': 'Hồ sơ dự thầu không thuộc gói thầu này',
  'business.contractorNotInvited': 'Nhà thầu {name} không được mời tham dự gói thầu này',
  'business.contractorBlacklisted': 'Nhà thầu {name} đang trong danh sách đen: không nhận hồ sơ dự thầu',
  'business.weightsIncomplete': 'Tổng trọng số các tiêu chí phải bằng 100 (hiện là {total})',
} as const;

export const en: Record<keyof typeof vi, string> = {
  'business.bidAwarded': 'The bid was awarded',
  'business.bidNotDue': 'The submission deadline ({deadline}) has not passed: the bids cannot be opened yet',
  'business.bidAlreadyAwarded': 'This bid package has already been awarded',
  'business.submissionNotOfBid': 'That bid was not received for this package',
  'business.contractorNotInvited': '{name} was not invited to bid for this package',
  'business.contractorBlacklisted': '{name} is blacklisted: its bids are not accepted',
  'business.weightsIncomplete': 'The criteria weights must add up to 100 (now {total})',
};
