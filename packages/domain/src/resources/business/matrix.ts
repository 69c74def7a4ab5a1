/**
 * Plan matrices (spec §7 /business-matrix, /business-matrix-plan; issue 39, ADR 0020): a year's
 * business plan of a project or unit laid out as rows (product lines, projects) by months, each cell
 * a plan and an actual figure; a row's totals are computed (the twelve months added by the
 * database), each month's total over the rows is the grid's footer, the matrix's totals roll up.
 */
import { enumOf, integer, longText, money, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { BUSINESS_PROJECTS, ofProject } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export const businessMatrix = defineResource({
  name: 'business_matrix',
  path: 'business-matrix',
  label: L('Ma trận kế hoạch', 'Plan matrix'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.matrices',
  admin: { area: 'business', group: BUSINESS_PROJECTS, icon: 'table' },
  titleField: 'name',
  fields: {
    project_id: ref('project_business', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    name: text({ required: true, max: 300, localized: true, label: L('Tên kế hoạch', 'Plan'), inList: true }),
    year: integer({ required: true, min: 2000, max: 2100, label: L('Năm kế hoạch', 'Year'), inList: true }),
    row_kind: enumOf(['PRODUCT_LINE', 'PROJECT', 'UNIT'] as const, {
      required: true,
      default: 'PRODUCT_LINE',
      label: L('Hàng theo', 'Rows are'),
      inList: true,
      options: { PRODUCT_LINE: { label: L('Dòng sản phẩm', 'Product lines') }, PROJECT: { label: L('Dự án / hạng mục', 'Projects') }, UNIT: { label: L('Đơn vị', 'Units') } },
    }),
    measure: text({ max: 100, default: 'Doanh thu (VNĐ)', label: L('Chỉ tiêu', 'Measure') }),
    description: longText({ max: 2000, label: L('Ghi chú', 'Notes') }),
  },
  access: ofProject(),
  constraints: [{ kind: 'unique', fields: ['project_id', 'year', 'name'], isActiveOnly: true, errorField: 'name' }],
  lines: [
    {
      resource: 'business_matrix_plan',
      field: 'matrix_id',
      key: 'rows',
      max: 200,
      display: 'grid',
      totals: [...MONTHS.flatMap((m) => [`plan_m${m}`, `actual_m${m}`]), 'plan_total', 'actual_total'],
    },
  ],
  computed: {
    plan_total: { label: L('Tổng kế hoạch', 'Plan total'), kind: 'number', rollup: { of: 'business_matrix_plan', by: 'matrix_id', fn: 'sum', field: 'plan_total' } },
    actual_total: { label: L('Tổng thực hiện', 'Actual total'), kind: 'number', rollup: { of: 'business_matrix_plan', by: 'matrix_id', fn: 'sum', field: 'actual_total' } },
  },
  list: { order: 'year desc, id desc', sortable: ['year', 'name'], filters: ['project_id', 'year', 'row_kind'], search: ['name'] },
  sample: (i) => ({
    name: ['Kế hoạch doanh số xe du lịch', 'Kế hoạch sản lượng xe bus', 'Kế hoạch doanh thu showroom'][i % 3],
    name_en: ['Passenger car sales plan', 'Bus output plan', 'Showroom revenue plan'][i % 3],
    year: 2026 + (Math.floor(i / 3) % 60),
    row_kind: 'PRODUCT_LINE',
  }),
});

const monthFields = Object.fromEntries(
  MONTHS.flatMap((m) => [
    [`plan_m${m}`, money({ label: L(`KH T${m}`, `Plan M${m}`) })],
    [`actual_m${m}`, money({ label: L(`TH T${m}`, `Actual M${m}`) })],
  ]),
) as Record<`plan_m${(typeof MONTHS)[number]}` | `actual_m${(typeof MONTHS)[number]}`, ReturnType<typeof money>>;

export const businessMatrixPlan = defineResource({
  name: 'business_matrix_plan',
  path: 'business-matrix-plan',
  label: L('Dòng kế hoạch', 'Plan row'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.matrix_plans',
  admin: { area: 'business', isHidden: true },
  titleField: 'row_name',
  fields: {
    matrix_id: ref('business_matrix', { required: true, onDelete: 'cascade', label: L('Ma trận', 'Matrix') }),
    row_name: text({ required: true, max: 200, label: L('Dòng', 'Row'), inList: true }),
    segment_id: ref('business_setting_item', { where: { category: 'MARKET_SEGMENT' }, label: L('Phân khúc', 'Segment') }),
    ...monthFields,
    plan_total: money({ isReadonly: true, formula: { op: 'add', of: MONTHS.map((m) => `plan_m${m}`) }, label: L('Tổng KH', 'Plan total'), inList: true }),
    actual_total: money({ isReadonly: true, formula: { op: 'add', of: MONTHS.map((m) => `actual_m${m}`) }, label: L('Tổng TH', 'Actual total'), inList: true }),
  },
  access: { parent: { field: 'matrix_id' } },
  list: { order: 'ordering asc, id asc', filters: ['matrix_id', 'segment_id'], search: ['row_name'] },
  sample: (i) => {
    const base = [42, 18, 30][i % 3] as number;
    const row: Record<string, unknown> = { row_name: ['THACO Kia', 'THACO Mazda', 'THACO Bus'][i % 3] };
    for (const m of MONTHS) {
      row[`plan_m${m}`] = base * 1_000_000_000;
      row[`actual_m${m}`] = m <= 6 ? Math.round(base * (0.9 + ((m * 7) % 5) / 20) * 1_000_000_000) : null;
    }
    return row;
  },
});
