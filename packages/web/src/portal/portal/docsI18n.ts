/**
 * UI texts of the documents and look-up pages (DocumentsPage.tsx), kept beside it and added to the
 * shared catalogue when its chunk loads: a page's texts travel with its code, not with the first
 * load every page shares (docs/performance.md).
 */
import { addTexts } from '../../i18n';

export const docsVi = {
  'docs.searchPlaceholder': 'Tìm theo số hiệu, tên, trích yếu (không cần dấu)',
  'docs.type': 'Loại văn bản',
  'docs.realm': 'Lĩnh vực',
  'docs.unit': 'Đơn vị ban hành',
  'docs.allTypes': 'Tất cả loại văn bản',
  'docs.allRealms': 'Tất cả lĩnh vực',
  'docs.allUnits': 'Tất cả đơn vị ban hành',
  'docs.issuedFrom': 'Ban hành từ ngày',
  'docs.issuedTo': 'Đến ngày',
  'docs.total': '{{n}} văn bản',
  'docs.today': '{{n}} văn bản mới hôm nay',
  'docs.clearFilters': 'Xoá bộ lọc',
  'docs.noLookupTypes': 'Trang tra cứu này chưa được cài đặt loại văn bản hiển thị.',
  'docs.noMatch': 'Không có văn bản nào phù hợp với điều kiện tìm kiếm.',
  'docs.empty': 'Chưa có văn bản nào.',
  'docs.issuedOn': 'Ban hành {{date}}',
  'docs.limited': 'Giới hạn',
  'docs.public': 'Công khai',
  'docs.detail': 'Chi tiết văn bản',
  'docs.notFound': 'Không tìm thấy văn bản hoặc bạn không có quyền xem.',
  'docs.code': 'Số hiệu',
  'docs.signer': 'Người ký',
  'docs.issuedDate': 'Ngày ban hành',
  'docs.effectiveDate': 'Ngày hiệu lực',
  'docs.expiryDate': 'Ngày hết hiệu lực',
  'docs.attachments': 'Tệp đính kèm',
  'docs.noAttachments': 'Văn bản không có tệp đính kèm.',
  'docs.file': 'Tệp {{n}}',
  'docs.download': 'Tải về',
} as const;

export const docsEn: Record<keyof typeof docsVi, string> = {
  'docs.searchPlaceholder': 'Search by number, title or summary (accents optional)',
  'docs.type': 'Document type',
  'docs.realm': 'Realm',
  'docs.unit': 'Issuing unit',
  'docs.allTypes': 'All document types',
  'docs.allRealms': 'All realms',
  'docs.allUnits': 'All issuing units',
  'docs.issuedFrom': 'Issued from',
  'docs.issuedTo': 'To',
  'docs.total': '{{n}} documents',
  'docs.today': '{{n}} new today',
  'docs.clearFilters': 'Clear filters',
  'docs.noLookupTypes': 'No document types are set up for this look-up page yet.',
  'docs.noMatch': 'No documents match your search.',
  'docs.empty': 'No documents yet.',
  'docs.issuedOn': 'Issued {{date}}',
  'docs.limited': 'Limited',
  'docs.public': 'Public',
  'docs.detail': 'Document',
  'docs.notFound': 'This document does not exist or you may not read it.',
  'docs.code': 'Number',
  'docs.signer': 'Signed by',
  'docs.issuedDate': 'Issued on',
  'docs.effectiveDate': 'Effective from',
  'docs.expiryDate': 'Expires on',
  'docs.attachments': 'Attachments',
  'docs.noAttachments': 'This document has no attachments.',
  'docs.file': 'File {{n}}',
  'docs.download': 'Download',
};

addTexts(docsVi, docsEn);
