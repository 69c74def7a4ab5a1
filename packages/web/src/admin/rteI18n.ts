/**
 * UI texts of the rich-text editor (RichTextEditor.tsx), kept beside it and added to the shared
 * catalogue when its chunk loads: a page's texts travel with its code, not with the first load
 * every page shares (docs/performance.md).
 */
import { addTexts } from '../i18n';

export const rteVi = {
  'rte.toolbar': 'Định dạng văn bản',
  'rte.bold': 'In đậm',
  'rte.italic': 'In nghiêng',
  'rte.heading': 'Tiêu đề',
  'rte.bulletList': 'Danh sách',
  'rte.orderedList': 'Danh sách đánh số',
  'rte.link': 'Liên kết',
  'rte.linkPrompt': 'Địa chỉ liên kết (để trống để bỏ liên kết)',
  'rte.undo': 'Hoàn tác',
  'rte.redo': 'Làm lại',
} as const;

export const rteEn: Record<keyof typeof rteVi, string> = {
  'rte.toolbar': 'Text formatting',
  'rte.bold': 'Bold',
  'rte.italic': 'Italic',
  'rte.heading': 'Heading',
  'rte.bulletList': 'Bulleted list',
  'rte.orderedList': 'Numbered list',
  'rte.link': 'Link',
  'rte.linkPrompt': 'Link address (empty to remove the link)',
  'rte.undo': 'Undo',
  'rte.redo': 'Redo',
};

addTexts(rteVi, rteEn);
