import { OFFICE_TYPE } from '../../enums.js';
import { email, enumOf, latitude, longitude, phone, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';

/** Head offices, branches and other sites of the group (spec §3 Office). */
export const office = defineResource({
  name: 'office',
  path: 'office',
  label: { vi: 'Trụ sở', en: 'Office' },
  subject: 'OFFICE',
  module: 'portal.offices',
  admin: { area: 'portal', icon: 'environment' },
  titleField: 'name',
  transfer: { isExport: true, isImport: true, isBulk: true },
  fields: {
    type: enumOf(OFFICE_TYPE, { required: true, label: { vi: 'Loại trụ sở', en: 'Office type' }, inList: true, options: { HEAD_OFFICE: { label: { vi: 'Trụ sở chính', en: 'Head office' }, color: 'blue' }, BRANCH: { label: { vi: 'Chi nhánh', en: 'Branch' }, color: 'cyan' }, REPRESENTATIVE: { label: { vi: 'Văn phòng đại diện', en: 'Representative office' }, color: 'purple' }, FACTORY: { label: { vi: 'Nhà máy', en: 'Factory' }, color: 'orange' }, SHOWROOM: { label: { vi: 'Showroom', en: 'Showroom' }, color: 'green' } } }),
    name: text({ required: true, localized: true, label: { vi: 'Tên', en: 'Name' }, inList: true }),
    address: text({ required: true, max: 500, localized: true, label: { vi: 'Địa chỉ', en: 'Address' }, inList: true }),
    nation: text({ max: 100, label: { vi: 'Quốc gia', en: 'Nation' } }),
    province: text({ max: 100, label: { vi: 'Tỉnh/Thành phố', en: 'Province' }, inList: true }),
    latitude: latitude({ label: { vi: 'Vĩ độ', en: 'Latitude' } }),
    longitude: longitude({ label: { vi: 'Kinh độ', en: 'Longitude' } }),
    email: email({ label: { vi: 'Email', en: 'Email' } }),
    hotline: phone({ label: { vi: 'Đường dây nóng', en: 'Hotline' }, inList: true }),
    website: url({ label: { vi: 'Trang web', en: 'Website' } }),
  },
  list: {
    order: 'ordering asc, created_date desc',
    sortable: ['name', 'province', 'type'],
    filters: ['type', 'nation', 'province'],
    search: ['name', 'address', 'province'],
  },
});
