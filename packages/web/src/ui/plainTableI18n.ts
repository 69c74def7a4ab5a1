/**
 * UI texts of the plain table (PlainTable.tsx), added to the shared catalogue when a page that
 * shows one loads (docs/performance.md).
 */
import { addTexts } from '../i18n';

export const plainTableVi = {
  'table.empty': 'Không có dữ liệu',
  'table.selectPage': 'Chọn tất cả các dòng của trang này',
  'table.paging': 'Phân trang',
  'table.prev': 'Trang trước',
  'table.next': 'Trang sau',
  'table.pageOf': 'Trang {{page}} / {{pages}}',
};

export const plainTableEn: Record<keyof typeof plainTableVi, string> = {
  'table.empty': 'No data',
  'table.selectPage': 'Select every row of this page',
  'table.paging': 'Pages',
  'table.prev': 'Previous',
  'table.next': 'Next',
  'table.pageOf': 'Page {{page}} of {{pages}}',
};

addTexts(plainTableVi, plainTableEn);
