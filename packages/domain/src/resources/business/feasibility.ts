/**
 * Feasibility studies of a business project (spec §7 /business-feasibility "with code check and bulk
 * delete"; issue 39, ADR 0020).
 *
 * - A study holds yearly cash-flow lines (investment, revenue, operating cost), saved with it in one
 *   request; its NPV, IRR and payback are computed from the lines and its discount rate by the one
 *   domain function `feasibilityFigures` (finance.ts), stored with the study after every write of it
 *   or of its lines (server modules/business), so lists sort and export them; the admin form shows
 *   them live as lines are typed.
 * - Its code is numbered (NCKT-<year>-001) unless given; `GET /business-feasibility/code-check?code=`
 *   says whether a code is free without writing; `POST /business-feasibility/bulk-delete` deletes
 *   several, all or nothing, under the caller's rule.
 * - It is approved through the approval engine (source BUSINESS_FEASIBILITY), the project's own
 *   process first (`approval.scope`), whose steps may name the project's positions.
 */
import { date, integer, longText, mediaList, money, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';
import { move } from '../../workflows/index.js';
import { BUSINESS_PROJECTS, ofProject } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });

export const FEASIBILITY_WORKFLOW: Workflow = {
  name: 'businessFeasibility',
  statuses: ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'],
  initial: 'DRAFT',
  // Submit, approve, reject and withdraw come from the approval block; a draft or rejected study may be dropped.
  transitions: [...move(['DRAFT', 'REJECTED'], 'CANCELLED', 'cancel', 'edit')],
  editable: ['DRAFT', 'REJECTED'],
};

const M = 1_000_000;
/** Demo cash flows (million đồng): a showroom's first six years. */
const SAMPLE_FLOWS: [number, number, number][] = [
  [120_000, 0, 0],
  [0, 60_000, 45_000],
  [0, 95_000, 65_000],
  [0, 120_000, 78_000],
  [0, 130_000, 82_000],
  [0, 135_000, 85_000],
];

export const businessFeasibility = defineResource({
  name: 'business_feasibility',
  path: 'business-feasibility',
  label: L('Nghiên cứu khả thi', 'Feasibility study'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.feasibilities',
  admin: { area: 'business', group: BUSINESS_PROJECTS, icon: 'fund' },
  titleField: 'title',
  fields: {
    project_id: ref('project_business', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    code: text({ required: true, max: 30, format: 'code', label: L('Mã nghiên cứu', 'Study code'), inList: true }),
    title: text({ required: true, max: 300, localized: true, label: L('Tên nghiên cứu', 'Title'), inList: true }),
    study_date: date({ label: L('Ngày lập', 'Prepared on'), inList: true }),
    prepared_by_id: ref('staff', { label: L('Người lập', 'Prepared by') }),
    discount_rate: number({ scale: 2, min: 0, max: 100, default: 10, label: L('Suất chiết khấu (%/năm)', 'Discount rate (% a year)'), inList: true }),
    npv: number({ scale: 0, isReadonly: true, label: L('NPV (VNĐ)', 'NPV (VND)'), inList: true }),
    irr: number({ scale: 2, isReadonly: true, label: L('IRR (%)', 'IRR (%)'), inList: true }),
    payback_years: number({ scale: 2, isReadonly: true, label: L('Thời gian hoàn vốn (năm)', 'Payback (years)'), inList: true }),
    assumptions: longText({ max: 4000, label: L('Giả định chính', 'Key assumptions') }),
    conclusion: longText({ max: 4000, label: L('Kết luận', 'Conclusion') }),
    attachments: mediaList('attachment', { max: 20, label: L('Hồ sơ đính kèm', 'Attachments') }),
  },
  access: ofProject(),
  workflow: FEASIBILITY_WORKFLOW,
  approval: {
    sourceType: 'BUSINESS_FEASIBILITY',
    submitFrom: ['DRAFT', 'REJECTED'],
    pending: 'PENDING',
    approved: 'APPROVED',
    rejected: 'REJECTED',
    cancelled: 'CANCELLED',
    scope: { field: 'project_id' },
    withdrawOnDelete: true,
    aliases: ['submit'],
  },
  numbering: { field: 'code', pattern: 'NCKT-{YYYY}-{###}' },
  constraints: [{ kind: 'unique', fields: ['code'] }],
  lines: [{ resource: 'business_feasibility_line', field: 'feasibility_id', key: 'lines', max: 60, display: 'grid', totals: ['investment', 'revenue', 'operating_cost'] }],
  computed: {
    total_investment: { label: L('Tổng vốn đầu tư (VNĐ)', 'Total investment (VND)'), kind: 'number', rollup: { of: 'business_feasibility_line', by: 'feasibility_id', fn: 'sum', field: 'investment' } },
  },
  documents: [
    {
      name: 'summary',
      label: L('Tóm tắt nghiên cứu khả thi (Excel)', 'Feasibility summary (Excel)'),
      kind: 'xlsx',
      fileName: L('Nghiên cứu khả thi - {code}', 'Feasibility study - {code}'),
      template: {
        title: L('TÓM TẮT NGHIÊN CỨU KHẢ THI', 'FEASIBILITY STUDY SUMMARY'),
        subtitle: '{code} - {title}',
        isNumbered: true,
        sections: [
          { kind: 'fields', title: L('Thông tin chung', 'Study'), fields: ['code', 'title', 'project_id', 'study_date', 'discount_rate', 'status'] },
          { kind: 'fields', title: L('Hiệu quả đầu tư', 'Returns'), fields: ['npv', 'irr', 'payback_years', 'total_investment'] },
          { kind: 'children', title: L('Dòng tiền theo năm', 'Yearly cash flows'), resource: 'business_feasibility_line', field: 'feasibility_id', columns: ['year', 'investment', 'revenue', 'operating_cost', 'note'] },
        ],
      },
    },
  ],
  list: {
    order: 'created_date desc',
    sortable: ['code', 'study_date', 'npv', 'irr', 'payback_years'],
    filters: ['project_id', 'study_date', 'prepared_by_id'],
    search: ['code', 'title'],
  },
  sample: (i) => ({
    code: `NCKT-MAU-${String(i + 1).padStart(3, '0')}`,
    title: ['Nghiên cứu khả thi showroom THACO Auto Đà Nẵng', 'Phương án đầu tư dây chuyền sơn nhà máy Bus', 'Đánh giá hiệu quả mở rộng nhà máy Chu Lai'][i % 3],
    title_en: ['THACO Auto Da Nang showroom feasibility', 'Bus factory paint line investment case', 'Chu Lai plant expansion returns'][i % 3],
    discount_rate: [10, 12, 9.5][i % 3],
    study_date: '2026-03-15',
  }),
});

export const businessFeasibilityLine = defineResource({
  name: 'business_feasibility_line',
  path: 'business-feasibility-line',
  label: L('Dòng tiền', 'Cash flow'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.feasibility_lines',
  admin: { area: 'business', isHidden: true },
  titleField: 'year',
  fields: {
    feasibility_id: ref('business_feasibility', { required: true, onDelete: 'cascade', label: L('Nghiên cứu khả thi', 'Feasibility study') }),
    year: integer({ required: true, min: 1990, max: 2200, label: L('Năm', 'Year'), inList: true }),
    investment: money({ label: L('Vốn đầu tư (VNĐ)', 'Investment (VND)'), inList: true }),
    revenue: money({ label: L('Doanh thu (VNĐ)', 'Revenue (VND)'), inList: true }),
    operating_cost: money({ label: L('Chi phí hoạt động (VNĐ)', 'Operating cost (VND)'), inList: true }),
    note: text({ max: 300, label: L('Ghi chú', 'Note') }),
  },
  access: { parent: { field: 'feasibility_id' } },
  constraints: [{ kind: 'unique', fields: ['feasibility_id', 'year'], errorField: 'year' }],
  list: { order: 'year asc, id asc', sortable: ['year'], filters: ['feasibility_id', 'year'] },
  sample: (i) => {
    const [investment, revenue, operating_cost] = SAMPLE_FLOWS[i % SAMPLE_FLOWS.length] as [number, number, number];
    return { year: 2026 + (i % 150), investment: investment * M, revenue: revenue * M, operating_cost: operating_cost * M };
  },
});
