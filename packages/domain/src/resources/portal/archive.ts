import { TITLE_MAX } from '../../constants.js';
import { integer, longText, media, ref, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });

/**
 * The archive (/archive): the group's kept publications (annual reports, yearbooks, communication
 * materials), filed under the ARCHIVE categories of the settings and by year; shown on the portal's
 * dashboard. Readable by who reads the news, managed by its editors.
 */
export const archive = defineResource({
  name: 'archive',
  path: 'archive',
  label: L('Lưu trữ', 'Archive'),
  subject: 'NEWS',
  module: 'portal.archive',
  admin: { area: 'portal', group: L('Tin tức', 'News'), order: 9, icon: 'inbox' },
  portalRoute: '/dashboard',
  titleField: 'title',
  sampleCount: 6,
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    category_id: ref('category', { required: true, where: { type: 'ARCHIVE' }, label: L('Danh mục lưu trữ', 'Archive category'), inList: true }),
    year: integer({ required: true, min: 1990, max: 2100, label: L('Năm', 'Year'), inList: true }),
    description: longText({ max: 1000, localized: true, label: L('Mô tả', 'Description') }),
    cover: media('image', { size: [600, 800], label: L('Ảnh bìa (600x800)', 'Cover (600x800)') }),
    file: media('attachment', { label: L('Tệp lưu trữ', 'File') }),
    link: url({ label: L('Liên kết', 'Link') }),
  },
  list: { order: 'year desc, ordering asc, created_date desc', sortable: ['year', 'title'], filters: ['category_id', 'year'], search: ['title', 'description'] },
  sample: (i) => {
    const a = [
      ['Báo cáo thường niên', 'Annual report'],
      ['Kỷ yếu kỷ niệm ngày thành lập', 'Anniversary yearbook'],
      ['Bản tin nội bộ quý', 'Quarterly internal bulletin'],
      ['Sổ tay văn hoá doanh nghiệp', 'Corporate culture handbook'],
      ['Tài liệu hội nghị tổng kết', 'Year-end conference materials'],
      ['Ấn phẩm thương hiệu', 'Brand publication'],
    ][i % 6] as [string, string];
    const year = 2025 - (i % 30);
    return { title: `${a[0]} ${year}`, title_en: `${a[1]} ${year}`, year, description: `${a[0]} năm ${year} của Tập đoàn THACO.`, description_en: `THACO's ${a[1].toLowerCase()} for ${year}.` };
  },
});
