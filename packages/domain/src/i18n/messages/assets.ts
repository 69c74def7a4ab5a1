/**
 * Messages of the assets area: assets, hand-overs, alerts, the asset report.
 * One bundle of the catalogue that `../messages.ts` merges (keys unique across bundles, every key
 * in both languages: messages.test.ts).
 */
export const vi = {
  'asset.bulkDeleted': 'Đã xoá các tài sản đã chọn',
  'asset.returned': 'Đã ghi nhận hoàn trả tài sản',
  'asset.notHandedOver': 'Chỉ hoàn trả được phiếu bàn giao đã duyệt',
  'asset.handoverOpen': 'Tài sản {code} đang có phiếu bàn giao chưa kết thúc ("{title}")',
  'asset.receiverRequired': 'Chọn người nhận hoặc đơn vị nhận',
  'asset.inactive': 'Tài sản này không còn sử dụng (đã thanh lý, mất hoặc đã xoá)',
  'asset.notCancellable': 'Phiếu bàn giao đã duyệt không thể huỷ; hãy dùng hoàn trả',
  'asset.alertInsurance': 'Bảo hiểm {policy} của tài sản {code} - {name} hết hạn ngày {date}',
  'asset.alertInspection': 'Tài sản {code} - {name} đến hạn kiểm định ngày {date}',
  'asset.alertWarranty': 'Tài sản {code} - {name} hết bảo hành ngày {date}',
  'asset.handoverTitle': 'Bàn giao {code} - {name}',
  'asset.reportDimension': 'Nhóm theo: type, condition hoặc unit',
  'asset.jobOnly': 'Lịch sử cảnh báo chỉ do hệ thống ghi',
} as const;

export const en: Record<keyof typeof vi, string> = {
  'asset.bulkDeleted': 'The selected assets were deleted',
  'asset.returned': 'The return was recorded',
  'asset.notHandedOver': 'Only an approved handover can be returned',
  'asset.handoverOpen': 'Asset {code} is already in an open handover ("{title}")',
  'asset.receiverRequired': 'Choose a receiver or a receiving unit',
  'asset.inactive': 'This asset is no longer in use (liquidated, lost or deleted)',
  'asset.notCancellable': 'An approved handover cannot be cancelled; return it instead',
  'asset.alertInsurance': 'Insurance {policy} of asset {code} - {name} expires on {date}',
  'asset.alertInspection': 'Asset {code} - {name} is due for inspection on {date}',
  'asset.alertWarranty': 'The warranty of asset {code} - {name} ends on {date}',
  'asset.handoverTitle': 'Handover of {code} - {name}',
  'asset.reportDimension': 'Group by: type, condition or unit',
  'asset.jobOnly': 'Alerts sent are recorded by the system only',
};
