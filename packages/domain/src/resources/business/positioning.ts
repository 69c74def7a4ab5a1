/**
 * Positioning matrices (spec §7 "positioning matrix group and item"; issue 39, ADR 0020): groups
 * (a market, a segment: "Xe du lịch hạng B") whose items (the group's and competitors' products,
 * business lines) are placed on two scored axes (0 to 10: e.g. price against perceived quality, or
 * market attractiveness against competitive strength as in the GE-McKinsey grid); the admin shows a
 * group as a scatter chart, the bubble's size the item's weight (market share, revenue).
 */
import { longText, number, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const POSITIONING = L('Định vị', 'Positioning');

export const businessPositioningGroup = defineResource({
  name: 'business_positioning_group',
  path: 'business-positioning-group',
  label: L('Nhóm định vị', 'Positioning group'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.positioning_groups',
  admin: { area: 'business', group: POSITIONING, icon: 'dot-chart' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 200, localized: true, label: L('Tên nhóm', 'Group'), inList: true }),
    segment_id: ref('business_setting_item', { where: { category: 'MARKET_SEGMENT' }, label: L('Phân khúc', 'Segment'), inList: true }),
    x_label: text({ required: true, max: 100, localized: true, label: L('Trục hoành', 'X axis'), inList: true }),
    y_label: text({ required: true, max: 100, localized: true, label: L('Trục tung', 'Y axis'), inList: true }),
    description: longText({ max: 2000, label: L('Mô tả', 'Description') }),
  },
  children: [{ resource: 'business_positioning_item', field: 'group_id' }],
  computed: { item_count: { label: L('Số điểm', 'Items'), kind: 'integer', rollup: { of: 'business_positioning_item', by: 'group_id', fn: 'count' } } },
  list: { order: 'ordering asc, id asc', filters: ['segment_id'], search: ['name'] },
  sample: (i) =>
    [
      { name: 'Xe du lịch hạng B', name_en: 'B-segment passenger cars', x_label: 'Giá bán', x_label_en: 'Price', y_label: 'Chất lượng cảm nhận', y_label_en: 'Perceived quality' },
      { name: 'Xe bus đô thị', name_en: 'City buses', x_label: 'Sức hấp dẫn thị trường', x_label_en: 'Market attractiveness', y_label: 'Năng lực cạnh tranh', y_label_en: 'Competitive strength' },
    ][i % 2] as Record<string, unknown>,
});

export const businessPositioningItem = defineResource({
  name: 'business_positioning_item',
  path: 'business-positioning-item',
  label: L('Điểm định vị', 'Positioning item'),
  subject: 'BUSINESS_MANAGEMENT',
  module: 'businesses.positioning_items',
  admin: { area: 'business', group: POSITIONING, icon: 'aim' },
  titleField: 'name',
  fields: {
    group_id: ref('business_positioning_group', { required: true, onDelete: 'cascade', label: L('Nhóm', 'Group'), inList: true }),
    name: text({ required: true, max: 200, label: L('Sản phẩm / đối tượng', 'Item'), inList: true }),
    brand: text({ max: 100, label: L('Thương hiệu', 'Brand'), inList: true }),
    x_score: number({ required: true, scale: 2, min: 0, max: 10, label: L('Điểm trục hoành (0-10)', 'X score (0-10)'), inList: true }),
    y_score: number({ required: true, scale: 2, min: 0, max: 10, label: L('Điểm trục tung (0-10)', 'Y score (0-10)'), inList: true }),
    weight: number({ scale: 2, min: 0, max: 100, label: L('Trọng số / thị phần (%)', 'Weight / share (%)'), inList: true }),
    color: text({ max: 20, label: L('Màu', 'Colour') }),
    note: longText({ max: 1000, label: L('Ghi chú', 'Note') }),
  },
  list: { order: 'ordering asc, id asc', sortable: ['x_score', 'y_score', 'weight'], filters: ['group_id', 'brand'], search: ['name', 'brand'] },
  sample: (i) =>
    [
      { name: 'Kia Soluto', brand: 'Kia', x_score: 3.5, y_score: 6, weight: 14 },
      { name: 'Mazda2', brand: 'Mazda', x_score: 6.5, y_score: 7.5, weight: 8 },
      { name: 'Toyota Vios', brand: 'Toyota', x_score: 6, y_score: 7, weight: 22 },
      { name: 'Hyundai Accent', brand: 'Hyundai', x_score: 5, y_score: 6.5, weight: 20 },
      { name: 'Honda City', brand: 'Honda', x_score: 6.8, y_score: 7.2, weight: 12 },
    ][i % 5] as Record<string, unknown>,
});
