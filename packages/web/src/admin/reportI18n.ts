/**
 * UI texts of the reports screen (ReportsPage.tsx), kept beside it and added to the shared
 * catalogue when its chunk loads: a page's texts travel with its code, not with the first load
 * every page shares (docs/performance.md).
 */
import { addTexts } from '../i18n';

export const reportVi = {
  'report.title': 'Báo cáo',
  'report.sub': 'Số liệu theo kỳ và đơn vị',
  'report.span': 'Từ {{from}} đến {{to}}',
  'report.asOf': 'Số liệu hiện có, ngày {{date}}',
  'report.pick': 'Chọn báo cáo',
  'report.by': 'Phân nhóm theo',
  'report.byDimension': 'Theo {{name}}',
  'report.noBreakdown': 'Không phân nhóm',
  'report.measure': 'Chỉ số',
  'report.unit': 'Đơn vị',
  'report.allUnits': 'Tất cả đơn vị',
  'report.export': 'Xuất Excel',
  'report.bucket': 'Kỳ',
  'report.total': 'Tổng cộng',
  'report.other': 'Khác',
  'report.weekOf': 'Tuần {{date}}',
  'report.empty': 'Không có số liệu trong kỳ này',
  'report.loadError': 'Không tải được báo cáo. Vui lòng thử lại.',
  'report.chartAria': 'Biểu đồ cột {{name}}: {{measure}} tổng cộng {{total}}',
  'report.period.today': 'Hôm nay',
  'report.period.7d': '7 ngày',
  'report.period.30d': '30 ngày',
  'report.period.3m': '3 tháng',
  'report.period.6m': '6 tháng',
  'report.period.12m': '12 tháng',
  'report.period.2y': '2 năm',
} as const;

export const reportEn: Record<keyof typeof reportVi, string> = {
  'report.title': 'Reports',
  'report.sub': 'Figures per period and unit',
  'report.span': 'From {{from}} to {{to}}',
  'report.asOf': 'As they stand on {{date}}',
  'report.pick': 'Choose a report',
  'report.by': 'Break down by',
  'report.byDimension': 'By {{name}}',
  'report.noBreakdown': 'No breakdown',
  'report.measure': 'Figure',
  'report.unit': 'Unit',
  'report.allUnits': 'All units',
  'report.export': 'Export to Excel',
  'report.bucket': 'Period',
  'report.total': 'Total',
  'report.other': 'Other',
  'report.weekOf': 'Week of {{date}}',
  'report.empty': 'No figures in this period',
  'report.loadError': 'The report could not be loaded. Please try again.',
  'report.chartAria': 'Bar chart of {{name}}: {{measure}}, {{total}} in total',
  'report.period.today': 'Today',
  'report.period.7d': '7 days',
  'report.period.30d': '30 days',
  'report.period.3m': '3 months',
  'report.period.6m': '6 months',
  'report.period.12m': '12 months',
  'report.period.2y': '2 years',
};

addTexts(reportVi, reportEn);
