import { TITLE_MAX } from '../../constants.js';
import { enumOf, longText, media, mediaList, refs, tags, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { statusPut } from '../../status-put.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const COMMS = L('Thương hiệu và truyền thông', 'Brand and communication');

/** Brands (/trade-mark): group, company or product; meaning, sectors, colour, slogan, several logos. */
export const tradeMark = defineResource({
  name: 'trade_mark',
  path: 'trade-mark',
  label: L('Thương hiệu', 'Brand'),
  subject: 'TRADE_MARK',
  module: 'portal.brands',
  admin: { area: 'portal', group: COMMS, order: 1, icon: 'tag' },
  portalRoute: '/trademark',
  titleField: 'name',
  fields: {
    type: enumOf(['GROUP', 'COMPANY', 'PRODUCT'], {
      required: true,
      label: L('Loại', 'Type'),
      inList: true,
      options: { GROUP: { label: L('Tập đoàn', 'Group'), color: 'red' }, COMPANY: { label: L('Công ty', 'Company'), color: 'blue' }, PRODUCT: { label: L('Sản phẩm', 'Product'), color: 'green' } },
    }),
    name: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tên thương hiệu', 'Name'), inList: true }),
    meaning: longText({ localized: true, label: L('Ý nghĩa', 'Meaning') }),
    business_sectors: tags({ max: 10, label: L('Lĩnh vực kinh doanh', 'Business sectors') }),
    color: text({ max: 20, label: L('Màu thương hiệu', 'Brand colour') }),
    slogan: text({ localized: true, label: L('Khẩu hiệu', 'Slogan'), inList: true }),
    logos: mediaList('image', { max: 10, label: L('Logo', 'Logos') }),
  },
  workflow: workflows['contentApproval.simple'],
  statusAliases: [statusPut('trade-mark')],
  access: { published: { statuses: ['RELEASE'] } },
  list: { order: 'ordering asc, created_date desc', sortable: ['name', 'type'], filters: ['type', 'status', 'business_sectors'], search: ['name', 'slogan'] },
  sample: (i) => {
    const b = [
      ['GROUP', 'THACO', 'Khát vọng vươn xa', 'Aspire to reach further', '#0b4ea2', ['Ô tô', 'Cơ khí', 'Nông nghiệp']],
      ['COMPANY', 'THACO AUTO', 'Giá trị cho mọi hành trình', 'Value for every journey', '#003a70', ['Ô tô']],
      ['COMPANY', 'THAGRICO', 'Nông nghiệp công nghệ cao', 'High-tech agriculture', '#2e7d32', ['Nông nghiệp']],
      ['PRODUCT', 'THACO TRUCK', 'Bền bỉ trên mọi cung đường', 'Tough on every road', '#c62828', ['Xe tải']],
      ['PRODUCT', 'THACO BUS', 'An toàn và tiện nghi', 'Safe and comfortable', '#ef6c00', ['Xe bus']],
      ['COMPANY', 'THILOGI', 'Kết nối chuỗi cung ứng', 'Connecting supply chains', '#6a1b9a', ['Logistics']],
    ][i % 6] as [string, string, string, string, string, string[]];
    return { type: b[0], name: b[1], name_en: b[1], slogan: b[2], slogan_en: b[3], color: b[4], business_sectors: b[5], meaning: `${b[1]}: ${b[2].toLowerCase()}.`, meaning_en: `${b[1]}: ${b[3].toLowerCase()}.` };
  },
});

/**
 * Marketing publications (/marketing): a slide show or a sequence of pages, a cloud-drive link or
 * an uploaded file; Public, or Limited to chosen staff (the audience rule hides a Limited item from
 * everyone else in lists, search, counts, exports and files).
 */
export const marketing = defineResource({
  name: 'marketing',
  path: 'marketing',
  label: L('Ấn phẩm marketing', 'Marketing publication'),
  subject: 'MARKETING',
  module: 'portal.marketing',
  admin: { area: 'portal', group: COMMS, order: 2, icon: 'picture' },
  portalRoute: '/marketing',
  sampleCount: 4,
  titleField: 'title',
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    description: longText({ max: 500, localized: true, label: L('Mô tả', 'Description') }),
    figure: media('image', { label: L('Ảnh đại diện', 'Figure') }),
    display_type: enumOf(['SLIDE', 'SEQUENCE'], {
      required: true,
      label: L('Kiểu hiển thị', 'Display'),
      inList: true,
      options: { SLIDE: { label: L('Trình chiếu', 'Slide show'), color: 'blue' }, SEQUENCE: { label: L('Tuần tự', 'Sequence'), color: 'cyan' } },
    }),
    drive_link: url({ label: L('Liên kết lưu trữ đám mây', 'Cloud-drive link') }),
    file: media('attachment', { label: L('Tệp tải lên', 'Uploaded file') }),
    access_scope: enumOf(['PUBLIC', 'LIMITED'], {
      required: true,
      label: L('Quyền truy cập', 'Access'),
      inList: true,
      options: { PUBLIC: { label: L('Công khai', 'Public'), color: 'green' }, LIMITED: { label: L('Giới hạn', 'Limited'), color: 'orange' } },
    }),
    staff_ids: refs('account', { max: 500, label: L('Nhân sự được xem', 'Staff who may see it') }),
  },
  workflow: workflows['contentApproval.simple'],
  statusAliases: [statusPut('marketing')],
  access: { published: { statuses: ['RELEASE'] }, audience: { scopeField: 'access_scope', staffField: 'staff_ids' } },
  list: { order: 'created_date desc', sortable: ['title'], filters: ['display_type', 'access_scope', 'status'], search: ['title', 'description'] },
  sample: (i) => {
    const m = [
      ['Bộ nhận diện thương hiệu 2026', 'Brand identity kit 2026', 'https://drive.thaco.com.vn/brand-2026'],
      ['Catalogue xe du lịch', 'Passenger car catalogue', 'https://drive.thaco.com.vn/catalogue-cars'],
      ['Hồ sơ năng lực tập đoàn', 'Group company profile', 'https://drive.thaco.com.vn/profile'],
      ['Kế hoạch truyền thông quý I (nội bộ)', 'Q1 communication plan (internal)', 'https://drive.thaco.com.vn/q1-plan'],
    ][i % 4] as string[];
    return { title: m[0], title_en: m[1], drive_link: m[2], display_type: i % 2 === 0 ? 'SLIDE' : 'SEQUENCE', access_scope: i % 4 === 3 ? 'LIMITED' : 'PUBLIC', description: m[0], description_en: m[1] };
  },
});
