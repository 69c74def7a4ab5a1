/**
 * Messages of project implementation's money (issue 41): payments, additional items, budgets, cost
 * reviews and review points. One bundle of the catalogue that `../messages.ts` merges (keys unique
 * across bundles, every key in both languages: messages.test.ts).
 */
export const vi = {
  'implementation.overCeiling': 'Vượt giá trị hợp đồng: hợp đồng chỉ còn được thanh toán {remaining} đ (giá trị hợp đồng cộng phát sinh đã duyệt là {ceiling} đ)',
  'implementation.contractOtherProject': 'Hợp đồng này không thuộc dự án đã chọn',
  'implementation.contractNotActive': 'Chỉ đề nghị thanh toán cho hợp đồng đang hiệu lực hoặc đã thanh lý',
  'implementation.deductionsOverRequest': 'Giữ lại bảo hành và thu hồi tạm ứng không được lớn hơn giá trị đề nghị',
  'implementation.confirmedOverRequest': 'Giá trị xác nhận không được lớn hơn giá trị đề nghị ({requested} đ)',
  'implementation.confirmed': 'Đã ghi nhận xác nhận của công trường',
  'implementation.reviewClosed': 'Thẩm định chi phí đã trình duyệt hoặc đã kết thúc: không nhận thêm báo giá',
  'implementation.notInvited': 'Đơn vị này không được mời báo giá trong đợt thẩm định',
  'implementation.itemOtherReview': 'Hạng mục không thuộc đợt thẩm định của báo giá',
  'implementation.noQuotation': 'Chưa có báo giá nào để trình duyệt',
  'implementation.comparisonFile': 'so-sanh-bao-gia',
  'implementation.ownerLocked': 'Hồ sơ đã trình duyệt hoặc đã duyệt: không sửa được các dòng của hồ sơ',
  'implementation.quotationNotFound': 'Không tìm thấy báo giá được chọn',
  'implementation.quotationOtherReview': 'Báo giá được chọn không thuộc đợt thẩm định này',
  'implementation.voteClosed': 'Đợt thẩm định không còn nhận phiếu: chỉ bỏ phiếu khi đang nhận báo giá hoặc đang chờ duyệt',
  'implementation.notCommittee': 'Chỉ thành viên hội đồng xét chọn của dự án mới được bỏ phiếu',
  'implementation.pointOverMax': 'Điểm không được lớn hơn điểm tối đa của tiêu chí ({max})',
  'implementation.valueBelowRequested': 'Không giảm được giá trị hợp đồng: các đợt thanh toán đã đề nghị là {requested} đ, giá trị mới cộng phát sinh đã duyệt chỉ là {ceiling} đ',
} as const;

export const en: Record<keyof typeof vi, string> = {
  'implementation.overCeiling': 'Over the contract value: only {remaining} VND is left to pay on this contract (its value plus approved additional items is {ceiling} VND)',
  'implementation.contractOtherProject': 'This contract does not belong to the chosen project',
  'implementation.contractNotActive': 'Payments are requested only on a contract in force or closed out',
  'implementation.deductionsOverRequest': 'Retention and advance recovery cannot exceed the requested amount',
  'implementation.confirmedOverRequest': 'The confirmed amount cannot exceed the requested amount ({requested} VND)',
  'implementation.confirmed': 'The site confirmation was recorded',
  'implementation.reviewClosed': 'The cost review is submitted or closed: no more quotations',
  'implementation.notInvited': 'This company was not invited to quote in this review',
  'implementation.itemOtherReview': 'The item is not one of the quotation\'s cost review',
  'implementation.noQuotation': 'There is no quotation to submit yet',
  'implementation.comparisonFile': 'quotation-comparison',
  'implementation.ownerLocked': 'The record is submitted or approved: its lines cannot be changed',
  'implementation.quotationNotFound': 'The chosen quotation was not found',
  'implementation.quotationOtherReview': 'The chosen quotation is not one of this cost review',
  'implementation.voteClosed': 'The cost review takes no more votes: votes are cast while it collects quotations or waits for approval',
  'implementation.notCommittee': 'Only the project\'s review committee votes',
  'implementation.pointOverMax': 'The point cannot exceed the item\'s highest point ({max})',
  'implementation.valueBelowRequested': 'The contract value cannot be lowered: its payments already request {requested} VND, the new value plus approved additional items is only {ceiling} VND',
} as const;
