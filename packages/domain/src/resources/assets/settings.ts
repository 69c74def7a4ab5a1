/**
 * Asset settings (spec §1 assets "settings", §7 /asset-setting, /asset-setting-alert; ADR 0010).
 *
 * - `/asset-setting`: one tree rooted at ROOT_ASSET, in the style of the HR settings tree
 *   (hr/core.ts staff_setting_item): its second level names the lists (ASSET_TYPE, ASSET_STATUS,
 *   UNIT_OF_MEASURE, LOCATION_KIND), whose children are the values assets pick; `category` is the
 *   list's code, so a field picks from one list. Asset types nest (group -> type: "Phương tiện
 *   vận tải" -> "Xe nâng").
 * - `/asset-setting-alert`: alert rules (insurance expiring, inspection due, warranty ending within
 *   N days), for a unit's subtree or the whole group, and an asset type or all; the alert job
 *   notifies the rule's recipients once per asset and due date (declared `alerts` on the asset, server jobs/alerts.ts).
 */
import { enumOf, flag, integer, longText, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const SETTINGS = L('Cài đặt tài sản', 'Asset settings');

/** The setting lists under ROOT_ASSET (the tree's second level). */
export const ASSET_SETTING_LISTS = ['ASSET_TYPE', 'ASSET_STATUS', 'UNIT_OF_MEASURE', 'LOCATION_KIND'] as const;

export const assetSetting = defineResource({
  name: 'asset_setting',
  transfer: { isImport: true },
  path: 'asset-setting',
  label: L('Danh mục tài sản', 'Asset setting'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.settings',
  admin: { area: 'assets', group: SETTINGS, order: 1, icon: 'setting' },
  titleField: 'name',
  // Seeded with the ROOT_ASSET tree (seed/assets/assets.ts), not generated.
  sampleCount: 0,
  fields: {
    code: text({ required: true, max: 50, format: 'code', label: L('Mã', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên', 'Name'), inList: true }),
    category: text({ max: 50, label: L('Danh mục', 'List'), inList: true, listCodeOf: 'asset_setting' }),
    parent_id: ref('asset_setting', { label: L('Thuộc', 'Parent'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  tree: { parentField: 'parent_id' },
  constraints: [{ kind: 'unique', fields: ['category', 'code'], isActiveOnly: true, errorField: 'code' }],
  list: { order: 'ordering asc, id asc', sortable: ['code', 'name'], filters: ['category', 'parent_id'], search: ['code', 'name'], defaultLimit: 100 },
});

export const ASSET_ALERT_KINDS = ['INSURANCE_EXPIRING', 'INSPECTION_DUE', 'WARRANTY_ENDING'] as const;
export const ASSET_ALERT_KIND_OPTIONS = {
  INSURANCE_EXPIRING: { label: L('Bảo hiểm sắp hết hạn', 'Insurance expiring'), color: 'volcano' },
  INSPECTION_DUE: { label: L('Sắp đến hạn kiểm định', 'Inspection due'), color: 'gold' },
  WARRANTY_ENDING: { label: L('Sắp hết bảo hành', 'Warranty ending'), color: 'blue' },
} as const;

export const assetSettingAlert = defineResource({
  name: 'asset_setting_alert',
  path: 'asset-setting-alert',
  label: L('Cảnh báo tài sản', 'Asset alert rule'),
  subject: 'ASSET_MANAGEMENT',
  module: 'assets.alerts',
  admin: { area: 'assets', group: SETTINGS, order: 2, icon: 'bell' },
  titleField: 'name',
  fields: {
    name: text({ required: true, max: 200, localized: true, label: L('Tên cảnh báo', 'Name'), inList: true }),
    kind: enumOf(ASSET_ALERT_KINDS, { required: true, label: L('Loại cảnh báo', 'Alert kind'), inList: true, options: ASSET_ALERT_KIND_OPTIONS }),
    days_before: integer({ required: true, min: 0, max: 365, default: 30, label: L('Báo trước (ngày)', 'Days ahead'), inList: true }),
    unit_id: ref('organization', { label: L('Đơn vị (để trống: toàn tập đoàn)', 'Unit (empty: whole group)'), inList: true }),
    type_id: ref('asset_setting', { where: { category: 'ASSET_TYPE' }, label: L('Loại tài sản (để trống: tất cả)', 'Asset type (empty: all)') }),
    recipient_ids: refs('account', { required: true, max: 50, label: L('Người nhận', 'Recipients') }),
    is_notify_holder: flag({ label: L('Báo cả người đang giữ tài sản', 'Also notify the holder') }),
    is_active: flag({ default: true, label: L('Đang áp dụng', 'Active'), inList: true }),
    description: longText({ max: 500, label: L('Ghi chú', 'Notes') }),
  },
  list: { order: 'ordering asc, id asc', filters: ['kind', 'unit_id', 'is_active'], search: ['name'] },
  sample: (i) =>
    [
      { name: 'Bảo hiểm xe sắp hết hạn', name_en: 'Vehicle insurance expiring', kind: 'INSURANCE_EXPIRING', days_before: 30, is_active: true, unit_id: null, type_id: null },
      { name: 'Xe nâng đến hạn kiểm định', name_en: 'Forklift inspection due', kind: 'INSPECTION_DUE', days_before: 15, is_active: true, unit_id: null, type_id: null },
      { name: 'Máy tính sắp hết bảo hành', name_en: 'Laptop warranty ending', kind: 'WARRANTY_ENDING', days_before: 60, is_active: true, unit_id: null, type_id: null },
    ][i % 3] as Record<string, unknown>,
  // Seeded with the demo's rules (seed/assets/assets.ts), not generated.
  sampleCount: 0,
});
