/**
 * UI texts of the media picker (MediaPicker.tsx), kept beside it and added to the shared catalogue
 * when its chunk loads: a page's texts travel with its code, not with the first load every page
 * shares (docs/performance.md).
 */
import { addTexts } from '../i18n';

export const mediaVi = {
  'media.fromLibrary': 'Chọn từ tệp đã tải',
  'media.library': 'Tệp tôi đã tải lên',
  'media.libraryEmpty': 'Chưa có tệp phù hợp. Hãy tải tệp lên.',
  'media.searchName': 'Tìm theo tên tệp',
  'media.more': 'Xem thêm',
  'media.pick': 'Chọn ({{count}})',
  'media.dropFiles': 'Kéo thả tệp vào đây hoặc bấm để chọn — chọn được nhiều tệp cùng lúc',
  'media.uploading': 'Đang tải lên {{count}} tệp…',
} as const;

export const mediaEn: Record<keyof typeof mediaVi, string> = {
  'media.fromLibrary': 'Choose from my files',
  'media.library': 'Files I uploaded',
  'media.libraryEmpty': 'No matching files yet. Upload one.',
  'media.searchName': 'Search by file name',
  'media.more': 'Show more',
  'media.pick': 'Choose ({{count}})',
  'media.dropFiles': 'Drag files here or click to choose — several at once',
  'media.uploading': 'Uploading {{count}} file(s)…',
};

addTexts(mediaVi, mediaEn);
