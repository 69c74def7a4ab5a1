/**
 * Review criteria (spec §7 implementation review group and item; ADR 0022): the groups and items
 * contractors and suppliers are scored on after delivery (review points use them).
 */
import { longText, number, text, ref } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { IMPLEMENTATION_SUBJECT } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const SETTINGS = L('Cài đặt triển khai', 'Implementation settings');

const REVIEW_GROUPS: [string, string, string][] = [
  ['QUALITY', 'Chất lượng', 'Quality'],
  ['SCHEDULE', 'Tiến độ', 'Schedule'],
  ['SAFETY', 'An toàn lao động', 'Health and safety'],
  ['COOPERATION', 'Phối hợp và hồ sơ', 'Cooperation and paperwork'],
];

/** Groups of review criteria (contractors and suppliers scored after delivery). */
export const implementationReviewGroup = defineResource({
  name: 'implementation_review_group',
  transfer: { isImport: true },
  path: 'implementation-review-group',
  label: L('Nhóm tiêu chí đánh giá', 'Review group'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_groups',
  admin: { area: 'implementation', group: SETTINGS, order: 3, icon: 'star' },
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã nhóm', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên nhóm', 'Name'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', search: ['code', 'name'], defaultLimit: 100 },
  sample: (i) => {
    const [code, name, name_en] = REVIEW_GROUPS[i % REVIEW_GROUPS.length] as [string, string, string];
    return { code: i < REVIEW_GROUPS.length ? code : `${code}_${i}`, name, name_en };
  },
  sampleCount: REVIEW_GROUPS.length,
});

const REVIEW_ITEMS: [string, string, string][] = [
  ['Q1', 'Đúng chủng loại và quy cách vật tư', 'Materials as specified'],
  ['S1', 'Hoàn thành đúng tiến độ cam kết', 'Delivered on the agreed schedule'],
  ['H1', 'Tuân thủ quy định an toàn lao động', 'Follows the safety rules'],
  ['C1', 'Hồ sơ chất lượng đầy đủ, kịp thời', 'Quality records complete and on time'],
  ['Q2', 'Tỷ lệ lỗi phải sửa chữa thấp', 'Few defects to rework'],
  ['S2', 'Huy động nhân lực, thiết bị đủ', 'Enough workforce and equipment mobilised'],
  ['H2', 'Vệ sinh môi trường công trường', 'Site kept clean'],
  ['C2', 'Phản hồi yêu cầu của ban dự án', 'Responds to the project team'],
];

/** A review criterion: its group, the highest score and its weight in the total. */
export const implementationReviewItem = defineResource({
  name: 'implementation_review_item',
  transfer: { isImport: true },
  path: 'implementation-review-item',
  label: L('Tiêu chí đánh giá', 'Review item'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.review_items',
  admin: { area: 'implementation', group: SETTINGS, order: 4, icon: 'ordered-list' },
  titleField: 'name',
  fields: {
    group_id: ref('implementation_review_group', { required: true, label: L('Nhóm tiêu chí', 'Group'), inList: true }),
    code: text({ required: true, max: 30, format: 'code', label: L('Mã tiêu chí', 'Code'), inList: true }),
    name: text({ required: true, max: 255, localized: true, label: L('Tiêu chí', 'Criterion'), inList: true }),
    max_point: number({ required: true, scale: 2, min: 0, max: 100, default: 10, label: L('Điểm tối đa', 'Max points'), inList: true }),
    weight: number({ required: true, scale: 2, min: 0, max: 100, default: 1, label: L('Trọng số', 'Weight'), inList: true }),
    description: longText({ max: 500, label: L('Hướng dẫn chấm', 'Scoring guide') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', filters: ['group_id'], search: ['code', 'name'], defaultLimit: 100 },
  sample: (i) => {
    const [code, name, name_en] = REVIEW_ITEMS[i % REVIEW_ITEMS.length] as [string, string, string];
    return { code: i < REVIEW_ITEMS.length ? code : `${code}_${i}`, name, name_en, max_point: 10, weight: code.startsWith('Q') ? 2 : 1 };
  },
  sampleCount: REVIEW_ITEMS.length,
});
