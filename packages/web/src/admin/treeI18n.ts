/**
 * UI texts of the tree view of hierarchical resources (TreeView.tsx), kept beside it and added to
 * the shared catalogue when its chunk loads: a page's texts travel with its code, not with the
 * first load every page shares (docs/performance.md).
 */
import { addTexts } from '../i18n';

export const treeVi = {
  'tree.mode': 'Kiểu hiển thị',
  'tree.modeList': 'Danh sách',
  'tree.modeTree': 'Cây',
  'tree.count': 'Tổng số {{count}} mục',
  'tree.searchPlaceholder': 'Tìm trong cây',
  'tree.expandAll': 'Mở rộng tất cả',
  'tree.collapseAll': 'Thu gọn tất cả',
  'tree.label': 'Cây {{name}}',
  'tree.actions': 'Thao tác với mục đã chọn',
  'tree.selectHint': 'Chọn một mục để thêm mục con, sửa, xoá hoặc di chuyển; kéo thả để sắp xếp.',
  'tree.selected': 'Đã chọn: {{name}}',
  'tree.addChild': 'Thêm mục con',
  'tree.moveUp': 'Lên trên',
  'tree.moveDown': 'Xuống dưới',
  'tree.moveTo': 'Chuyển đến…',
  'tree.moveToTitle': 'Chuyển “{{name}}” đến',
  'tree.newParent': 'Mục cha mới',
  'tree.topLevel': '(Cấp cao nhất)',
  'tree.move': 'Chuyển',
  'tree.moved': 'Đã chuyển “{{name}}”',
  'tree.movedText': 'Vị trí mới đã được lưu',
  'tree.moveFailed': 'Không chuyển được “{{name}}”',
  'tree.empty': 'Chưa có mục nào',
  'tree.noMatch': 'Không tìm thấy mục nào phù hợp',
  'tree.loadFailed': 'Không tải được cây',
  'tree.truncated': 'Chỉ hiển thị {{count}} mục đầu tiên',
  'tree.hasChildren': 'Mục này còn có mục con.',
} as const;

export const treeEn: Record<keyof typeof treeVi, string> = {
  'tree.mode': 'Display as',
  'tree.modeList': 'List',
  'tree.modeTree': 'Tree',
  'tree.count': '{{count}} items in all',
  'tree.searchPlaceholder': 'Search the tree',
  'tree.expandAll': 'Expand all',
  'tree.collapseAll': 'Collapse all',
  'tree.label': '{{name}} tree',
  'tree.actions': 'Actions on the selected item',
  'tree.selectHint': 'Select an item to add a child, edit, delete or move it; drag and drop to reorder.',
  'tree.selected': 'Selected: {{name}}',
  'tree.addChild': 'Add child',
  'tree.moveUp': 'Move up',
  'tree.moveDown': 'Move down',
  'tree.moveTo': 'Move to…',
  'tree.moveToTitle': 'Move “{{name}}” to',
  'tree.newParent': 'New parent',
  'tree.topLevel': '(Top level)',
  'tree.move': 'Move',
  'tree.moved': '“{{name}}” moved',
  'tree.movedText': 'The new position has been saved',
  'tree.moveFailed': '“{{name}}” could not be moved',
  'tree.empty': 'No items yet',
  'tree.noMatch': 'No matching items',
  'tree.loadFailed': 'The tree could not be loaded',
  'tree.truncated': 'Only the first {{count}} items are shown',
  'tree.hasChildren': 'This item has child items.',
};

addTexts(treeVi, treeEn);
