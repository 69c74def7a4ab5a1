import { IMPORT_RUN_STATUS } from '../../enums.js';
import { enumOf, flag, integer, json, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });

/**
 * One xlsx import of a resource (spec §3 import runs), dry run or not: written by the server only
 * (engine/transfer.ts), so every field is readonly. Each user sees their own runs.
 */
export const importRun = defineResource({
  name: 'import_run',
  path: 'import-run',
  label: L('Lần nhập dữ liệu', 'Import run'),
  subject: 'SETTING',
  module: 'system.import_runs',
  admin: { area: 'system', group: { vi: 'Cài đặt', en: 'Settings' }, icon: 'import' },
  titleField: 'file_name',
  access: { owner: true },
  fields: {
    resource_name: text({ max: 100, isReadonly: true, label: L('Dữ liệu', 'Resource'), inList: true }),
    file_name: text({ max: 255, isReadonly: true, label: L('Tên tệp', 'File name'), inList: true }),
    run_status: enumOf(IMPORT_RUN_STATUS, {
      isReadonly: true,
      default: 'IN_PROGRESS',
      label: L('Kết quả', 'Result'),
      inList: true,
      options: {
        IN_PROGRESS: { label: L('Đang xử lý', 'In progress'), color: 'processing' },
        COMPLETED: { label: L('Hoàn thành', 'Completed'), color: 'success' },
        FAILED: { label: L('Thất bại', 'Failed'), color: 'error' },
      },
    }),
    is_dry_run: flag({ isReadonly: true, label: L('Chạy thử', 'Dry run'), inList: true }),
    total_rows: integer({ isReadonly: true, default: 0, min: 0, label: L('Tổng số dòng', 'Total rows'), inList: true }),
    ok_rows: integer({ isReadonly: true, default: 0, min: 0, label: L('Dòng hợp lệ', 'Valid rows'), inList: true }),
    error_rows: integer({ isReadonly: true, default: 0, min: 0, label: L('Dòng lỗi', 'Rows with errors'), inList: true }),
    errors: json({ isReadonly: true, label: L('Chi tiết lỗi', 'Errors') }),
  },
  list: { order: 'created_date desc', filters: ['resource_name', 'run_status', 'is_dry_run'], search: ['file_name', 'resource_name'] },
});
