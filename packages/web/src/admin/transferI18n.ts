/**
 * UI texts of a list's xlsx export and import (TransferButtons.tsx, ImportDialog.tsx), added to the
 * shared catalogue when the list's chunk loads (not with the console's first visit).
 */
import { addTexts } from '../i18n';

export const transferVi = {
  'transfer.export': 'Xuất Excel',
  'transfer.exportHint': 'Tải các dòng đang lọc về tệp Excel',
  'transfer.import': 'Nhập Excel',
  'transfer.importTitle': 'Nhập {{name}} từ Excel',
  'transfer.step1': '1. Tải tệp mẫu, điền mỗi bản ghi một dòng (cột tô đỏ là bắt buộc; trang “Hướng dẫn” mô tả từng cột).',
  'transfer.template': 'Tải tệp mẫu',
  'transfer.step2': '2. Chọn tệp đã điền (.xlsx, tối đa 5 MB, 5000 dòng). Hệ thống kiểm tra trước, chưa ghi gì.',
  'transfer.pick': 'Kéo thả tệp vào đây hoặc bấm để chọn',
  'transfer.check': 'Kiểm tra',
  'transfer.summary': '{{total}} dòng: {{ok}} hợp lệ, {{errors}} dòng lỗi',
  'transfer.allGood': 'Tất cả các dòng hợp lệ. Bấm “Nhập dữ liệu” để ghi.',
  'transfer.fixRows': 'Sửa các dòng lỗi trong tệp rồi chọn lại tệp; chưa có dòng nào được ghi.',
  'transfer.row': 'Dòng',
  'transfer.field': 'Trường',
  'transfer.message': 'Lỗi',
  'transfer.commit': 'Nhập dữ liệu',
  'transfer.done': 'Đã nhập {{count}} bản ghi',
  'transfer.doneTitle': 'Nhập Excel thành công',
  'transfer.failed': 'Không nhập được tệp',
  'transfer.runs': 'Xem các lần nhập dữ liệu',
  'transfer.close': 'Đóng',
} as const;

export const transferEn: Record<keyof typeof transferVi, string> = {
  'transfer.export': 'Export',
  'transfer.exportHint': 'Download the filtered rows as an Excel file',
  'transfer.import': 'Import',
  'transfer.importTitle': 'Import {{name}} from Excel',
  'transfer.step1': '1. Download the template and fill in one record per row (red columns are required; the "Guide" sheet describes each column).',
  'transfer.template': 'Download template',
  'transfer.step2': '2. Choose the filled-in file (.xlsx, at most 5 MB and 5000 rows). It is checked first; nothing is written yet.',
  'transfer.pick': 'Drop the file here or click to choose it',
  'transfer.check': 'Check',
  'transfer.summary': '{{total}} rows: {{ok}} valid, {{errors}} with errors',
  'transfer.allGood': 'Every row is valid. Click "Import data" to write them.',
  'transfer.fixRows': 'Fix the rows with errors in the file and choose it again; nothing has been written.',
  'transfer.row': 'Row',
  'transfer.field': 'Field',
  'transfer.message': 'Error',
  'transfer.commit': 'Import data',
  'transfer.done': '{{count}} records imported',
  'transfer.doneTitle': 'Import complete',
  'transfer.failed': 'The file could not be imported',
  'transfer.runs': 'See the import runs',
  'transfer.close': 'Close',
};

addTexts(transferVi, transferEn);
