/**
 * The business reports (spec §7 /business-report*, /report-market, /report-feasibility; issue 39,
 * ADR 0020), declared like the administration reports (`defineReport`): `GET /api/v1/report/<name>`
 * and its xlsx export, and the spec's own path `GET /api/v1/<name>` (`/<name>/export`). They are
 * summaries (no period roll-up table): each reads the records as they stand under the caller's read
 * rule, so a project's confidential figures reach only its members and the view-all holders of its
 * range.
 */
import { defineReport } from '../../report.js';

const L = (vi: string, en: string) => ({ vi, en });

/** Projects by phase, type, sector or unit: how many and how much investment. */
export const businessReport = defineReport({
  name: 'business-report',
  paths: ['business-report'],
  label: L('Tổng hợp dự án kinh doanh', 'Business projects'),
  kind: 'summary',
  resource: 'project_business',
  measures: {
    count: { kind: 'count', label: L('Số dự án', 'Projects') },
    investment: { kind: 'sum', field: 'total_investment', label: L('Tổng mức đầu tư (VNĐ)', 'Total investment (VND)') },
  },
  dimensions: {
    phase: { field: 'phase', label: L('Giai đoạn', 'Phase') },
    type: { field: 'type_id', label: L('Loại dự án', 'Project type') },
    sector: { field: 'sector_id', label: L('Lĩnh vực', 'Sector') },
    unit: { field: 'unit_id', label: L('Đơn vị chủ quản', 'Owning unit') },
  },
  unit: 'unit',
});

/** Business contracts by status, kind or project: how many and their value. */
export const businessContractReport = defineReport({
  name: 'business-report-contract',
  paths: ['business-report-contract'],
  label: L('Tổng hợp hợp đồng kinh doanh', 'Business contracts'),
  kind: 'summary',
  resource: 'business_contract',
  measures: {
    count: { kind: 'count', label: L('Số hợp đồng', 'Contracts') },
    value: { kind: 'sum', field: 'value', label: L('Giá trị (VNĐ)', 'Value (VND)') },
  },
  dimensions: {
    status: { field: 'status', label: L('Trạng thái', 'Status') },
    kind: { field: 'kind_id', label: L('Loại hợp đồng', 'Contract kind') },
    project: { field: 'project_id', label: L('Dự án', 'Project') },
  },
});

/** Feasibility studies by status or project: how many, their NPV and investment. */
export const feasibilityReport = defineReport({
  name: 'report-feasibility',
  paths: ['report-feasibility'],
  label: L('Tổng hợp nghiên cứu khả thi', 'Feasibility studies'),
  kind: 'summary',
  resource: 'business_feasibility',
  measures: {
    count: { kind: 'count', label: L('Số nghiên cứu', 'Studies') },
    npv: { kind: 'sum', field: 'npv', label: L('Tổng NPV (VNĐ)', 'Total NPV (VND)') },
  },
  dimensions: {
    status: { field: 'status', label: L('Trạng thái', 'Status') },
    project: { field: 'project_id', label: L('Dự án', 'Project') },
  },
});

/** The market: plan against actual of the plan matrices' rows, by market segment or by matrix. */
export const marketReport = defineReport({
  name: 'report-market',
  paths: ['report-market'],
  label: L('Báo cáo thị trường (kế hoạch và thực hiện)', 'Market report (plan and actual)'),
  kind: 'summary',
  resource: 'business_matrix_plan',
  measures: {
    count: { kind: 'count', label: L('Số dòng', 'Rows') },
    plan: { kind: 'sum', field: 'plan_total', label: L('Kế hoạch (VNĐ)', 'Plan (VND)') },
    actual: { kind: 'sum', field: 'actual_total', label: L('Thực hiện (VNĐ)', 'Actual (VND)') },
  },
  dimensions: {
    segment: { field: 'segment_id', label: L('Phân khúc', 'Segment') },
    matrix: { field: 'matrix_id', label: L('Ma trận kế hoạch', 'Plan matrix') },
    project: { field: 'matrix_id', through: { resource: 'business_matrix', field: 'project_id' }, label: L('Dự án', 'Project') },
  },
});
