/**
 * Contractor evaluation (spec §7 contractor family: evaluation group and item, /contractor-evaluation,
 * contractor report; issue 39, ADR 0020), modelled on Procore's prequalification and the group's
 * supplier reviews:
 *
 * - `/contractor-evaluation-group`: a set of criteria (construction works, equipment supply...), its
 *   items edited with it; an active set's weights must add up to 100 (checked on every write of the
 *   set or of an item; 400 in the caller's language); a set being drafted is saved inactive.
 * - `/contractor-evaluation`: one evaluation of a contractor on a project for a period (one only:
 *   database-unique on contractor, project and period), a score 0-10 per criterion as lines; the
 *   weighted total (0-100) and the grade A/B/C/D are computed by `evaluationResult` (scoring.ts) and
 *   stored. It belongs to the project: read by the project's members and by the contractor
 *   managers' "view all" within their range.
 */
import { date, enumOf, flag, longText, number, ref, text } from '../../fields.js';
import { defineReport } from '../../report.js';
import { defineResource } from '../../resource.js';
import { GRADES } from '../../scoring.js';
import { BUSINESS_MEMBERS, BUSINESS_WRITERS } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const EVALUATION = L('Nhà thầu', 'Contractors');

export const contractorEvaluationGroup = defineResource({
  name: 'contractor_evaluation_group',
  path: 'contractor-evaluation-group',
  label: L('Bộ tiêu chí', 'Criteria set'),
  subject: 'CONTRACTOR_MANAGEMENT',
  module: 'contractors.evaluation_groups',
  admin: { area: 'business', group: EVALUATION, icon: 'ordered-list' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 200, localized: true, label: L('Tên bộ tiêu chí', 'Criteria set'), inList: true }),
    description: longText({ max: 1000, label: L('Áp dụng cho', 'Applies to') }),
    is_active: flag({ default: true, label: L('Đang áp dụng', 'Active'), inList: true }),
  },
  lines: [{ resource: 'contractor_evaluation_item', field: 'group_id', key: 'items', max: 50, display: 'grid', totals: ['weight'] }],
  computed: { total_weight: { label: L('Tổng trọng số', 'Total weight'), kind: 'number', rollup: { of: 'contractor_evaluation_item', by: 'group_id', fn: 'sum', field: 'weight' } } },
  list: { order: 'ordering asc, id asc', filters: ['is_active'], search: ['name'] },
  sample: (i) =>
    [
      { name: 'Nhà thầu xây lắp (bản nháp)', name_en: 'Construction contractors (draft)', is_active: false },
      { name: 'Nhà cung cấp thiết bị (bản nháp)', name_en: 'Equipment suppliers (draft)', is_active: false },
    ][i % 2] as Record<string, unknown>,
  // Seeded with their criteria (seed/business/business.ts), not generated.
  sampleCount: 0,
});

/** Demo criteria of a group (weights adding up to 100). */
export const EVALUATION_CRITERIA_DEMO: [string, string, number][] = [
  ['Chất lượng thi công', 'Quality of work', 30],
  ['Tiến độ', 'Schedule', 25],
  ['An toàn lao động', 'Safety', 20],
  ['Năng lực tài chính', 'Financial capacity', 15],
  ['Hợp tác và hồ sơ', 'Cooperation and paperwork', 10],
];

export const contractorEvaluationItem = defineResource({
  name: 'contractor_evaluation_item',
  path: 'contractor-evaluation-item',
  label: L('Tiêu chí đánh giá', 'Evaluation criterion'),
  subject: 'CONTRACTOR_MANAGEMENT',
  module: 'contractors.evaluation_items',
  admin: { area: 'business', isHidden: true },
  titleField: 'name',
  fields: {
    group_id: ref('contractor_evaluation_group', { required: true, onDelete: 'cascade', label: L('Bộ tiêu chí', 'Criteria set') }),
    name: text({ required: true, max: 200, localized: true, label: L('Tiêu chí', 'Criterion'), inList: true }),
    weight: number({ required: true, scale: 2, min: 0, max: 100, label: L('Trọng số (%)', 'Weight (%)'), inList: true }),
    guidance: longText({ max: 1000, label: L('Hướng dẫn chấm', 'How to score') }),
  },
  access: { parent: { field: 'group_id' } },
  list: { order: 'ordering asc, id asc', filters: ['group_id'], search: ['name'] },
  sample: (i) => {
    const [name, name_en] = EVALUATION_CRITERIA_DEMO[i % EVALUATION_CRITERIA_DEMO.length] as [string, string, number];
    // Generated criteria weigh nothing (they join a set without breaking its 100); the demo's sets are seeded whole (seed/business/business.ts).
    return { name, name_en, weight: 0 };
  },
});

export const contractorEvaluation = defineResource({
  name: 'contractor_evaluation',
  path: 'contractor-evaluation',
  label: L('Đánh giá nhà thầu', 'Contractor evaluation'),
  subject: 'CONTRACTOR_MANAGEMENT',
  module: 'contractors.evaluations',
  admin: { area: 'business', group: EVALUATION, icon: 'star' },
  titleField: 'period',
  fields: {
    contractor_id: ref('contractor', { required: true, label: L('Nhà thầu', 'Contractor'), inList: true }),
    project_id: ref('project_business', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    period: text({ required: true, max: 20, format: 'code', label: L('Kỳ đánh giá', 'Period'), help: L('Ví dụ 2026-Q2, 2026-H1, 2026', 'e.g. 2026-Q2, 2026-H1, 2026'), inList: true }),
    group_id: ref('contractor_evaluation_group', { required: true, label: L('Bộ tiêu chí', 'Criteria set'), inList: true }),
    evaluator_id: ref('staff', { label: L('Người đánh giá', 'Evaluated by') }),
    evaluation_date: date({ label: L('Ngày đánh giá', 'Evaluated on'), inList: true }),
    total_score: number({ scale: 2, isReadonly: true, label: L('Điểm tổng (0-100)', 'Total (0-100)'), inList: true }),
    grade: enumOf(GRADES, {
      isReadonly: true,
      label: L('Xếp loại', 'Grade'),
      inList: true,
      options: {
        A: { label: L('A - Tốt', 'A - Good'), color: 'green' },
        B: { label: L('B - Khá', 'B - Fair'), color: 'blue' },
        C: { label: L('C - Trung bình', 'C - Average'), color: 'gold' },
        D: { label: L('D - Không đạt', 'D - Poor'), color: 'red' },
      },
    }),
    comment: longText({ max: 2000, label: L('Nhận xét', 'Comments') }),
  },
  // The project's records: its members (writers by position) and, with "view all" on contractors, the project's unit within range.
  access: {
    member: { field: 'project_id', through: BUSINESS_MEMBERS, writePositions: BUSINESS_WRITERS },
    unit: { field: 'project_id', through: { resource: 'project_business', field: 'unit_id' } },
  },
  constraints: [{ kind: 'unique', fields: ['contractor_id', 'project_id', 'period'], isActiveOnly: true, errorField: 'period' }],
  lines: [{ resource: 'contractor_evaluation_score', field: 'evaluation_id', key: 'scores', max: 50, display: 'grid' }],
  list: {
    order: 'evaluation_date desc, id desc',
    sortable: ['evaluation_date', 'total_score', 'period'],
    filters: ['contractor_id', 'project_id', 'group_id', 'grade', 'period', 'evaluation_date'],
    // Contractors graded in a field of work: f_contractor_field_ids=<field>&f_grade=A.
    through: { contractor_field_ids: { ref: 'contractor_id', field: 'field_ids' } },
    search: ['period'],
  },
  sample: (i) => ({ period: `${2020 + (i % 7)}-Q${(i % 4) + 1}`, evaluation_date: '2026-06-30', comment: ['Đảm bảo tiến độ, chất lượng tốt.', 'Cần cải thiện an toàn lao động tại công trường.'][i % 2] }),
});

export const contractorEvaluationScore = defineResource({
  name: 'contractor_evaluation_score',
  path: 'contractor-evaluation-score',
  label: L('Điểm tiêu chí', 'Criterion score'),
  subject: 'CONTRACTOR_MANAGEMENT',
  module: 'contractors.evaluation_scores',
  admin: { area: 'business', isHidden: true },
  titleField: 'item_id',
  fields: {
    evaluation_id: ref('contractor_evaluation', { required: true, onDelete: 'cascade', label: L('Đánh giá', 'Evaluation') }),
    item_id: ref('contractor_evaluation_item', { required: true, label: L('Tiêu chí', 'Criterion'), inList: true }),
    score: number({ required: true, scale: 2, min: 0, max: 10, label: L('Điểm (0-10)', 'Score (0-10)'), inList: true }),
    note: text({ max: 500, label: L('Ghi chú', 'Note') }),
  },
  access: { parent: { field: 'evaluation_id' } },
  constraints: [{ kind: 'unique', fields: ['evaluation_id', 'item_id'], errorField: 'item_id' }],
  list: { order: 'id asc', filters: ['evaluation_id', 'item_id'] },
  sample: (i) => ({ score: [8.5, 7, 9, 6.5][i % 4] }),
});

/** The contractor report: evaluations by grade, contractor or project (how many, summed totals), under each caller's rule. */
export const contractorReport = defineReport({
  name: 'contractor-report',
  paths: ['contractor-report'],
  label: L('Báo cáo đánh giá nhà thầu', 'Contractor evaluations'),
  kind: 'summary',
  resource: 'contractor_evaluation',
  measures: { count: { kind: 'count', label: L('Số lượt đánh giá', 'Evaluations') }, score: { kind: 'sum', field: 'total_score', label: L('Tổng điểm', 'Sum of totals') } },
  dimensions: {
    grade: { field: 'grade', label: L('Xếp loại', 'Grade') },
    contractor: { field: 'contractor_id', label: L('Nhà thầu', 'Contractor') },
    project: { field: 'project_id', label: L('Dự án', 'Project') },
  },
});
