import { TITLE_MAX } from '../../constants.js';
import { enumOf, integer, longText, media, mediaList, ref, richText, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { statusPut } from '../../status-put.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const ABOUT = L('Giới thiệu tập đoàn', 'About the group');
const RELEASED = { published: { statuses: ['RELEASE'] } } as const;

/** About-the-group content items (spec §7 "about items (content status PUT)"): sections of /about-thaco. */
export const aboutContent = defineResource({
  name: 'about_content',
  path: 'about',
  label: L('Nội dung giới thiệu', 'About content'),
  subject: 'ABOUT_THACO',
  module: 'portal.about',
  admin: { area: 'portal', group: ABOUT, order: 1, icon: 'info' },
  portalRoute: '/about-thaco',
  sampleCount: 4,
  titleField: 'title',
  fields: {
    section: enumOf(['INTRODUCTION', 'VISION', 'MISSION', 'OVERVIEW'], {
      required: true,
      label: L('Mục', 'Section'),
      inList: true,
      options: {
        INTRODUCTION: { label: L('Giới thiệu chung', 'Introduction'), color: 'blue' },
        VISION: { label: L('Tầm nhìn', 'Vision'), color: 'green' },
        MISSION: { label: L('Sứ mệnh', 'Mission'), color: 'purple' },
        OVERVIEW: { label: L('Tổng quan', 'Overview'), color: 'cyan' },
      },
    }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    summary: longText({ max: 500, localized: true, label: L('Tóm tắt', 'Summary') }),
    content: richText({ localized: true, label: L('Nội dung', 'Content') }),
    image: media('image', { size: [1040, 500], label: L('Hình ảnh (1040x500)', 'Image (1040x500)') }),
  },
  workflow: workflows['contentApproval.simple'],
  statusAliases: [statusPut('about')],
  access: RELEASED,
  list: { order: 'ordering asc, created_date desc', sortable: ['title', 'section'], filters: ['section', 'status'], search: ['title', 'summary'], withRichText: ['content'] },
  sample: (i) => {
    const s = [
      ['INTRODUCTION', 'Tập đoàn đa ngành hàng đầu Việt Nam', 'A leading multi-industry group of Vietnam', 'Thành lập năm 1997, tập đoàn hoạt động trong các lĩnh vực ô tô, cơ khí, nông nghiệp, đầu tư xây dựng, thương mại dịch vụ và logistics.', 'Founded in 1997, the group works in automotive, mechanical engineering, agriculture, construction investment, trade and services, and logistics.'],
      ['VISION', 'Tầm nhìn', 'Vision', 'Trở thành tập đoàn công nghiệp đa ngành có quy mô và tầm ảnh hưởng trong khu vực ASEAN.', 'To become a multi-industry industrial group of scale and influence across ASEAN.'],
      ['MISSION', 'Sứ mệnh', 'Mission', 'Cung cấp sản phẩm, dịch vụ có giá trị cho khách hàng, đóng góp vào sự phát triển kinh tế - xã hội của đất nước.', 'To deliver valuable products and services to customers and contribute to the country’s social and economic development.'],
      ['OVERVIEW', 'Các con số nổi bật', 'Key figures', 'Hơn 50.000 cán bộ công nhân viên, 8 tổng công ty thành viên và hệ thống phân phối trên toàn quốc.', 'More than 50,000 employees, 8 member corporations and a nationwide distribution network.'],
    ][i % 4] as string[];
    return { section: s[0], title: s[1], title_en: s[2], summary: s[3], summary_en: s[4], content: `<p>${s[3]}</p>`, content_en: `<p>${s[4]}</p>` };
  },
});

/** The group's structure (about-group paths: structure): the organisation chart and its explanation. */
export const aboutStructure = defineResource({
  name: 'about_structure',
  path: 'about-structure',
  label: L('Cơ cấu tổ chức', 'Structure'),
  subject: 'ABOUT_THACO',
  module: 'portal.about',
  admin: { area: 'portal', group: ABOUT, order: 2, icon: 'apartment' },
  portalRoute: '/introduce/about',
  sampleCount: 2,
  titleField: 'title',
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    description: longText({ localized: true, label: L('Mô tả', 'Description') }),
    image: media('image', { label: L('Sơ đồ', 'Chart') }),
  },
  list: { order: 'ordering asc, created_date desc', search: ['title', 'description'] },
  sample: (i) =>
    [
      { title: 'Sơ đồ tổ chức tập đoàn', title_en: 'Group organisation chart', description: 'Hội đồng quản trị, Ban Tổng Giám đốc, các khối chức năng và các tổng công ty thành viên.', description_en: 'The board of directors, the executive board, the functional blocks and the member corporations.' },
      { title: 'Khối văn phòng tập đoàn', title_en: 'Group head office', description: 'Các ban chức năng: Nhân sự, Tài chính, Pháp chế, Truyền thông, Công nghệ thông tin.', description_en: 'Functional departments: HR, Finance, Legal, Communications, IT.' },
    ][i % 2] as Record<string, unknown>,
});

/** Member companies of the group (about-group paths: group). */
export const aboutGroup = defineResource({
  name: 'about_group',
  path: 'about-group',
  label: L('Công ty thành viên', 'Member company'),
  subject: 'ABOUT_THACO',
  module: 'portal.about',
  admin: { area: 'portal', group: ABOUT, order: 3, icon: 'bank' },
  portalRoute: '/introduce/about',
  titleField: 'name',
  fields: {
    name: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tên', 'Name'), inList: true }),
    sector: text({ localized: true, label: L('Lĩnh vực', 'Sector'), inList: true }),
    description: longText({ localized: true, label: L('Giới thiệu', 'Introduction') }),
    logo: media('image', { label: L('Logo', 'Logo') }),
    website: url({ label: L('Trang web', 'Website') }),
  },
  list: { order: 'ordering asc, created_date desc', sortable: ['name'], search: ['name', 'sector'] },
  sample: (i) => {
    const c = [
      ['THACO AUTO', 'Ô tô', 'Automotive', 'Sản xuất, lắp ráp và phân phối ô tô du lịch, xe tải, xe bus.'],
      ['THACO INDUSTRIES', 'Cơ khí và công nghiệp hỗ trợ', 'Mechanical engineering', 'Sản xuất linh kiện, phụ tùng và sản phẩm cơ khí.'],
      ['THADICO', 'Đầu tư xây dựng', 'Construction investment', 'Đầu tư và phát triển các dự án bất động sản, hạ tầng.'],
      ['THILOGI', 'Logistics', 'Logistics', 'Dịch vụ vận chuyển, kho bãi và cảng biển.'],
      ['THAGRICO', 'Nông nghiệp', 'Agriculture', 'Trồng trọt và chăn nuôi quy mô công nghiệp.'],
      ['THISO', 'Thương mại dịch vụ', 'Trade and services', 'Chuỗi bán lẻ và trung tâm thương mại.'],
    ][i % 6] as string[];
    return { name: c[0], name_en: c[0], sector: c[1], sector_en: c[2], description: c[3], description_en: `${c[0]}: ${(c[2] as string).toLowerCase()}.` };
  },
});

/** Leadership (about-group paths: leader-ship): organisation, person in charge, position, introduction, row. */
export const leadership = defineResource({
  name: 'leadership',
  path: 'leader-ship',
  label: L('Ban lãnh đạo', 'Leadership'),
  subject: 'ABOUT_THACO',
  module: 'portal.about',
  admin: { area: 'portal', group: ABOUT, order: 4, icon: 'team' },
  portalRoute: '/introduce/about',
  titleField: 'person_in_charge',
  fields: {
    organization: text({ required: true, localized: true, label: L('Tổ chức', 'Organisation'), inList: true }),
    person_in_charge: text({ required: true, format: 'personName', label: L('Người phụ trách', 'Person in charge'), inList: true }),
    position: text({ required: true, localized: true, label: L('Chức vụ', 'Position'), inList: true }),
    introduction: longText({ localized: true, label: L('Giới thiệu', 'Introduction') }),
    row: integer({ required: true, min: 1, max: 20, default: 1, label: L('Hàng hiển thị', 'Row'), inList: true }),
    avatar: media('image', { size: [500, 680], label: L('Ảnh (500x680)', 'Photo (500x680)') }),
  },
  list: { order: 'row asc, ordering asc', sortable: ['row', 'person_in_charge'], filters: ['row'], search: ['person_in_charge', 'organization', 'position'] },
  sample: (i) => {
    const p = [
      ['Trần Bá Dương', 'Chủ tịch Hội đồng Quản trị', 'Chairman of the Board', 1],
      ['Phạm Văn Tài', 'Tổng Giám đốc', 'Chief Executive Officer', 2],
      ['Nguyễn Thị Hồng', 'Phó Tổng Giám đốc Tài chính', 'Deputy CEO, Finance', 3],
      ['Lê Minh Tuấn', 'Phó Tổng Giám đốc Sản xuất', 'Deputy CEO, Manufacturing', 3],
      ['Võ Thị Lan', 'Giám đốc Nhân sự', 'Chief Human Resources Officer', 3],
      ['Đặng Quốc Bảo', 'Giám đốc Công nghệ', 'Chief Technology Officer', 3],
    ][i % 6] as [string, string, string, number];
    return { organization: 'Tập đoàn THACO', organization_en: 'THACO Group', person_in_charge: p[0], position: p[1], position_en: p[2], row: p[3], introduction: `${p[0]} phụ trách ${p[1].toLowerCase()}.`, introduction_en: `${p[0]}, ${p[2]}.` };
  },
});

/** Organisations of the group as a tree (about-group paths: organization): group, corporations, companies. */
export const aboutOrganization = defineResource({
  name: 'about_organization',
  path: 'about-organization',
  label: L('Sơ đồ tổ chức', 'Organisation'),
  subject: 'ABOUT_THACO',
  module: 'portal.about',
  admin: { area: 'portal', group: ABOUT, order: 5, icon: 'cluster' },
  portalRoute: '/introduce/about',
  titleField: 'name',
  fields: {
    name: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tên', 'Name'), inList: true }),
    level: enumOf(['GROUP', 'CORPORATION', 'COMPANY'], {
      required: true,
      label: L('Cấp', 'Level'),
      inList: true,
      options: { GROUP: { label: L('Tập đoàn', 'Group'), color: 'red' }, CORPORATION: { label: L('Tổng công ty', 'Corporation'), color: 'blue' }, COMPANY: { label: L('Công ty', 'Company'), color: 'green' } },
    }),
    parent_id: ref('about_organization', { label: L('Trực thuộc', 'Parent'), inList: true }),
    description: longText({ localized: true, label: L('Mô tả', 'Description') }),
  },
  tree: { parentField: 'parent_id' },
  list: { order: 'ordering asc, created_date desc', sortable: ['name', 'level'], filters: ['level', 'parent_id'], search: ['name'] },
  sample: (i) =>
    (
      [
        { name: 'Tập đoàn THACO', name_en: 'THACO Group', level: 'GROUP', parent_id: null },
        { name: 'Tổng công ty Ô tô', name_en: 'Automotive Corporation', level: 'CORPORATION' },
        { name: 'Tổng công ty Cơ khí', name_en: 'Mechanical Corporation', level: 'CORPORATION' },
        { name: 'Tổng công ty Nông nghiệp', name_en: 'Agriculture Corporation', level: 'CORPORATION' },
        { name: 'Công ty Phân phối Ô tô', name_en: 'Automotive Distribution Company', level: 'COMPANY' },
        { name: 'Công ty Logistics Chu Lai', name_en: 'Chu Lai Logistics Company', level: 'COMPANY' },
      ] as Record<string, unknown>[]
    )[i % 6] as Record<string, unknown>,
});

/** Achievements (about-group paths: achievement): of the company or the chairperson, from and to year. */
export const achievement = defineResource({
  name: 'achievement',
  path: 'achievement',
  label: L('Thành tựu', 'Achievement'),
  subject: 'ABOUT_THACO',
  module: 'portal.about',
  admin: { area: 'portal', group: ABOUT, order: 6, icon: 'trophy' },
  portalRoute: '/about-thaco',
  titleField: 'title',
  fields: {
    type: enumOf(['COMPANY', 'CHAIRPERSON'], {
      required: true,
      label: L('Loại', 'Type'),
      inList: true,
      options: { COMPANY: { label: L('Doanh nghiệp', 'Company'), color: 'blue' }, CHAIRPERSON: { label: L('Chủ tịch', 'Chairperson'), color: 'gold' } },
    }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    description: longText({ localized: true, label: L('Mô tả', 'Description') }),
    from_year: integer({ required: true, min: 1900, max: 2100, label: L('Từ năm', 'From year'), inList: true }),
    to_year: integer({ min: 1900, max: 2100, label: L('Đến năm', 'To year'), inList: true }),
    ratio: enumOf(['100-0', '70-30'], { label: L('Bố cục ảnh', 'Image layout'), options: { '100-0': { label: L('Một ảnh (100-0)', 'One image (100-0)') }, '70-30': { label: L('Hai ảnh (70-30)', 'Two images (70-30)') } } }),
    images: mediaList('image', { max: 2, label: L('Hình ảnh', 'Images') }),
  },
  list: { order: 'from_year desc, ordering asc', sortable: ['from_year', 'to_year', 'title'], filters: ['type', 'from_year'], search: ['title', 'description'] },
  sample: (i) => {
    const a = [
      ['COMPANY', 'Thương hiệu Quốc gia Việt Nam', 'Vietnam National Brand', 2010, 2024],
      ['COMPANY', 'Top 10 doanh nghiệp tư nhân lớn nhất Việt Nam', 'Top 10 largest private enterprises in Vietnam', 2015, 2025],
      ['CHAIRPERSON', 'Huân chương Lao động hạng Nhất', 'First-class Labour Order', 2017, 2017],
      ['COMPANY', 'Giải thưởng Chất lượng Quốc gia', 'National Quality Award', 2012, 2019],
      ['CHAIRPERSON', 'Doanh nhân tiêu biểu ASEAN', 'Outstanding ASEAN entrepreneur', 2019, 2019],
      ['COMPANY', 'Nhà máy ô tô hiện đại nhất Đông Nam Á', 'The most modern car plant in South-East Asia', 2018, 2020],
    ][i % 6] as [string, string, string, number, number];
    return { type: a[0], title: a[1], title_en: a[2], from_year: a[3], to_year: a[4], ratio: '100-0', description: `${a[1]} (${a[3]}-${a[4]}).`, description_en: `${a[2]} (${a[3]}-${a[4]}).` };
  },
});
