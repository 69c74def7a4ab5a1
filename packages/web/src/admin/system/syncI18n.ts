/**
 * UI texts of the directory sync runs screen (SyncRuns.tsx), kept beside it and added to the
 * shared catalogue when its chunk loads: a page's texts travel with its code, not with the first
 * load every page shares (docs/performance.md).
 */
import { addTexts } from '../../i18n';

export const syncVi = {
  'sync.source': 'Nguồn',
  'sync.target': 'Dữ liệu',
  'sync.status': 'Trạng thái',
  'sync.run.customer': 'Đồng bộ nhân sự',
  'sync.run.departments': 'Đồng bộ phòng ban',
  'sync.run.positions': 'Đồng bộ chức vụ',
  'sync.applyAll': 'Áp dụng tất cả',
  'sync.applyAllConfirm':
    'Áp dụng các lần đồng bộ đang chờ duyệt của nguồn {{source}} (phòng ban, chức vụ rồi nhân sự)? Người không còn trên nguồn sẽ bị khoá tài khoản và chuyển sang nghỉ việc.',
  'sync.apply': 'Áp dụng',
  'sync.applyConfirm':
    'Áp dụng {{added}} mới, {{changed}} thay đổi và {{gone}} không còn trên nguồn? Người không còn trên nguồn sẽ bị khoá tài khoản và chuyển sang nghỉ việc (không xoá dữ liệu).',
  'sync.hint': 'Đồng bộ chỉ lấy dữ liệu từ nguồn và lưu các thay đổi để xem trước; dữ liệu chỉ được cập nhật khi bấm Áp dụng.',
  'sync.review': 'Xem thay đổi đồng bộ',
  'sync.unchanged': 'Không đổi',
  'sync.appliedDate': 'Ngày áp dụng',
  'sync.warnings': '{{count}} giá trị không hợp lệ đã được bỏ qua',
  'sync.goneHint': 'Khi áp dụng, người không còn trên nguồn sẽ bị khoá tài khoản và chuyển trạng thái nghỉ việc; hồ sơ được giữ lại.',
  'sync.added': 'Mới',
  'sync.changed': 'Thay đổi',
  'sync.gone': 'Không còn trên nguồn',
  'sync.name': 'Tên',
  'sync.values': 'Thông tin',
  'sync.changes': 'Thay đổi',
  'sync.returning': 'Trở lại',
} as const;

export const syncEn: Record<keyof typeof syncVi, string> = {
  'sync.source': 'Source',
  'sync.target': 'Data',
  'sync.status': 'Status',
  'sync.run.customer': 'Sync people',
  'sync.run.departments': 'Sync departments',
  'sync.run.positions': 'Sync positions',
  'sync.applyAll': 'Apply all',
  'sync.applyAllConfirm':
    'Apply the waiting sync runs of {{source}} (departments, positions, then people)? People gone from the source will have their accounts locked and be marked as left.',
  'sync.apply': 'Apply',
  'sync.applyConfirm':
    'Apply {{added}} new, {{changed}} changed and {{gone}} gone from the source? People gone from the source will have their accounts locked and be marked as left (nothing is deleted).',
  'sync.hint': 'A sync only reads the source and keeps the changes for review; nothing is updated until you apply them.',
  'sync.review': 'Review sync changes',
  'sync.unchanged': 'Unchanged',
  'sync.appliedDate': 'Applied on',
  'sync.warnings': '{{count}} invalid values were skipped',
  'sync.goneHint': 'Applying locks the accounts of people gone from the source and marks them as left; their records are kept.',
  'sync.added': 'New',
  'sync.changed': 'Changed',
  'sync.gone': 'Gone from the source',
  'sync.name': 'Name',
  'sync.values': 'Details',
  'sync.changes': 'Changes',
  'sync.returning': 'Returning',
};

addTexts(syncVi, syncEn);
