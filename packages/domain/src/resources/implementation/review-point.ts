/**
 * Review points (issue 41, spec §7 review-point with summary, §3 extra fields `point` and
 * `avg_point`; ADR 0023): a contractor's or supplier's score after delivery, per review item. Each
 * line scores one of the workspace's review items (`implementation_review_item`: its name, weight
 * and highest point copied onto the line, modules/implementation/review-point.ts), or a criterion
 * of its own (typed, highest point 10 unless given); a line's point is at most its highest point.
 *
 * - `point`: the record's weighted average of its lines, each brought to a scale of 10
 *   (point × 10 / highest point), two decimals;
 * - `avg_point`: the average `point` of the same company's review points in the same project
 *   (a project's figures stay inside the project);
 * - `GET /review-point/summary?f_project_id=`: per company, the number of reviews and their
 *   average point, under the caller's read rule (modules/implementation/review-point.ts).
 */
import { date, enumOf, longText, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });

/** A line's point on a scale of 10, weighted; the record's point is their weighted average. */
export const REVIEW_POINT_LINE_SCORE = 'l.weight * l.point * 10 / nullif(l.max_point, 0)';
const POINT_SQL = `SELECT round(sum(${REVIEW_POINT_LINE_SCORE}) / nullif(sum(l.weight), 0), 2) FROM implementation_review_point_line l WHERE l.review_point_id = $id AND l.state = 'ACTIVE'`;

export const implementationReviewPoint = defineResource({
  name: 'implementation_review_point',
  path: 'review-point',
  label: L('Đánh giá nhà thầu', 'Review point'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_points',
  admin: { area: 'implementation', icon: 'star' },
  titleField: 'title',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    contractor_id: ref('contractor', { required: true, label: L('Nhà thầu / nhà cung cấp', 'Contractor / supplier'), inList: true }),
    contract_id: ref('implementation_contract', { label: L('Hợp đồng', 'Contract'), inList: true }),
    kind: enumOf(['SUPPLIER', 'SUBCONTRACTOR'] as const, {
      required: true,
      default: 'SUBCONTRACTOR',
      label: L('Loại', 'Kind'),
      inList: true,
      options: { SUPPLIER: { label: L('Nhà cung cấp', 'Supplier'), color: 'green' }, SUBCONTRACTOR: { label: L('Thầu phụ', 'Subcontractor'), color: 'blue' } },
    }),
    title: text({ required: true, max: 255, label: L('Đợt đánh giá', 'Review'), inList: true }),
    reviewed_date: date({ required: true, label: L('Ngày đánh giá', 'Reviewed on'), inList: true }),
    comment: longText({ max: 2000, label: L('Nhận xét chung', 'Comment') }),
  },
  access: projectMember(['DIRECTOR', 'SITE_MANAGER', 'QS', 'SUPERVISOR']),
  lines: [{ resource: 'implementation_review_point_line', field: 'review_point_id', key: 'lines', min: 1, max: 30, display: 'grid' }],
  computed: {
    point: { label: L('Điểm', 'Point'), kind: 'number', sql: POINT_SQL, reads: ['implementation_review_point_line'] },
    avg_point: {
      label: L('Điểm trung bình của đơn vị trong dự án', 'Average point in the project'),
      kind: 'number',
      sql: `SELECT round(avg((${POINT_SQL.replace('$id', 'o.id')})), 2) FROM implementation_review_point o, implementation_review_point s
        WHERE s.id = $id AND o.project_id = s.project_id AND o.contractor_id = s.contractor_id AND o.state = 'ACTIVE'`,
      reads: ['implementation_review_point_line'],
    },
  },
  list: {
    order: 'reviewed_date desc, id desc',
    sortable: ['reviewed_date'],
    filters: ['project_id', 'contractor_id', 'contract_id', 'kind', 'reviewed_date'],
    filterAliases: { implementation_id: 'project_id' },
    search: ['title'],
  },
  sample: (i) => ({
    title: ['Đánh giá sau nghiệm thu phần móng', 'Đánh giá giao hàng đợt 1', 'Đánh giá giữa kỳ', 'Đánh giá sau bàn giao'][i % 4],
    kind: i % 2 ? 'SUPPLIER' : 'SUBCONTRACTOR',
    reviewed_date: new Date(Date.UTC(2025, (i * 3) % 12, 5 + i)).toISOString().slice(0, 10),
    comment: 'Đạt yêu cầu chất lượng, cần cải thiện tiến độ',
    contract_id: null,
  }),
  sampleCount: 8,
});

const CRITERIA: [string, number][] = [
  ['Đúng chủng loại và quy cách vật tư', 2],
  ['Hoàn thành đúng tiến độ cam kết', 1],
  ['Tuân thủ quy định an toàn lao động', 1],
  ['Hồ sơ chất lượng đầy đủ, kịp thời', 1],
];

export const implementationReviewPointLine = defineResource({
  name: 'implementation_review_point_line',
  path: 'review-point-line',
  label: L('Tiêu chí đánh giá', 'Review criterion'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_point_lines',
  admin: { area: 'implementation', isHidden: true },
  titleField: 'criterion',
  fields: {
    review_point_id: ref('implementation_review_point', { required: true, onDelete: 'cascade', label: L('Đánh giá', 'Review') }),
    // The review item scored: its name, weight and highest point are copied onto the line.
    item_id: ref('implementation_review_item', { label: L('Tiêu chí (danh mục)', 'Review item'), inList: true }),
    criterion: text({ max: 255, label: L('Tiêu chí', 'Criterion'), inList: true }),
    weight: number({ scale: 2, min: 0, max: 100, label: L('Trọng số', 'Weight'), inList: true }),
    max_point: number({ scale: 2, min: 0.01, max: 100, label: L('Điểm tối đa', 'Max points'), inList: true }),
    point: number({ required: true, scale: 2, min: 0, max: 100, label: L('Điểm', 'Point'), inList: true }),
    note: text({ max: 500, label: L('Ghi chú', 'Note'), inList: true }),
  },
  access: { parent: { field: 'review_point_id' } },
  list: { order: 'id asc', filters: ['review_point_id'] },
  sample: (i) => {
    const [criterion, weight] = CRITERIA[i % CRITERIA.length] as [string, number];
    // Demo lines name their criterion in words (the seed cannot pick the matching review item).
    return { item_id: null, criterion, weight, max_point: 10, point: 6 + ((i * 7) % 9) / 2 };
  },
});
