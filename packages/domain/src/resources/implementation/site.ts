/**
 * The site's records of a project (spec §1 documentation and construction, §7 document type,
 * document, construction; ADR 0021).
 *
 * - `implementation_construction`: the daily site diary (Procore's daily log): one entry per
 *   project and day (unique in the database among active entries), weather, temperature,
 *   workforce on site, equipment, work done, issues and delays, safety, photos. Written by the
 *   project's leadership, supervisors and site engineers; read by its members.
 * - `implementation_document_type` (the kinds of project files: drawings, minutes, permits...) and
 *   `implementation_document`: a project's files with a number and a version; Public inside the
 *   project (every member) or Limited to chosen members (`access.audience` AND the member rule:
 *   a Limited file is read by its author, the accounts chosen, and holders of view all).
 */
import { date, enumOf, integer, longText, mediaList, number, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { IMPLEMENTATION_SUBJECT, projectMember } from './project.js';

const L = (vi: string, en: string) => ({ vi, en });
const ADMIN_GROUP = L('Dự án triển khai', 'Implementation projects');
/** Who keeps the diary: the leadership, supervisors and site engineers. */
export const DIARY_WRITERS = ['DIRECTOR', 'SITE_MANAGER', 'SUPERVISOR', 'ENGINEER'] as const;

export const WEATHER = ['SUNNY', 'CLOUDY', 'RAIN', 'HEAVY_RAIN', 'STORM'] as const;

const DIARY: [string, string, string, string][] = [
  ['Đổ bê tông sàn trục 3-5, nghiệm thu cốt thép dầm trục A', 'Slab pour on grids 3-5; beam reinforcement on grid A inspected', 'Xe bơm đến trễ 45 phút', 'Concrete pump arrived 45 minutes late'],
  ['Lắp dựng 12 cột thép nhà xưởng, căn chỉnh bu lông neo', 'Erected 12 workshop steel columns, aligned anchor bolts', 'Không có', 'None'],
  ['Kéo cáp trục chính tầng 1, lắp máng cáp', 'Pulled main cables on level 1, installed cable trays', 'Thiếu 20 m máng cáp, đã đặt bổ sung', 'Short of 20 m of cable tray, reordered'],
  ['Trát tường khu văn phòng, lát gạch hành lang', 'Plastered office walls, tiled the corridor', 'Mưa chiều, ngừng thi công ngoài trời 2 giờ', 'Afternoon rain stopped outdoor work for 2 hours'],
  ['Thử áp lực đường ống cấp nước tầng 2', 'Pressure-tested level-2 water piping', 'Rò rỉ tại một mối nối, đã xử lý', 'One joint leaked, fixed'],
];

export const implementationConstruction = defineResource({
  name: 'implementation_construction',
  transfer: { isExport: true },
  path: 'implementation-construction',
  label: L('Nhật ký công trường', 'Site diary'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.constructions',
  admin: { area: 'implementation', group: ADMIN_GROUP, order: 6, icon: 'read' },
  titleField: 'diary_date',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    diary_date: date({ required: true, isTodayByDefault: true, label: L('Ngày', 'Date'), inList: true }),
    weather: enumOf(WEATHER, {
      required: true,
      default: 'SUNNY',
      label: L('Thời tiết', 'Weather'),
      inList: true,
      options: {
        SUNNY: { label: L('Nắng', 'Sunny'), color: 'gold' },
        CLOUDY: { label: L('Nhiều mây', 'Cloudy'), color: 'default' },
        RAIN: { label: L('Mưa', 'Rain'), color: 'blue' },
        HEAVY_RAIN: { label: L('Mưa lớn', 'Heavy rain'), color: 'geekblue' },
        STORM: { label: L('Bão, giông', 'Storm'), color: 'red' },
      },
    }),
    temperature: number({ scale: 1, min: -10, max: 50, label: L('Nhiệt độ (°C)', 'Temperature (°C)'), inList: true }),
    workforce: integer({ min: 0, max: 10_000, label: L('Nhân lực (người)', 'Workforce'), inList: true }),
    equipment: longText({ max: 2000, label: L('Máy móc, thiết bị', 'Equipment on site') }),
    work_done: longText({ required: true, max: 4000, label: L('Công việc thực hiện', 'Work done'), inList: true }),
    issues: longText({ max: 4000, label: L('Vướng mắc, chậm trễ', 'Issues and delays') }),
    safety: longText({ max: 2000, label: L('An toàn lao động', 'Safety') }),
    photos: mediaList('image', { max: 30, label: L('Hình ảnh', 'Photos') }),
  },
  access: projectMember(DIARY_WRITERS),
  constraints: [{ kind: 'unique', fields: ['project_id', 'diary_date'], isActiveOnly: true, errorField: 'diary_date' }],
  list: { order: 'diary_date desc, id desc', sortable: ['diary_date', 'workforce'], filters: ['project_id', 'weather', 'diary_date', 'created_by'], search: ['work_done', 'issues'] },
  form: {
    groups: [
      { key: 'day', label: L('Ngày và thời tiết', 'Day and weather'), fields: ['project_id', 'diary_date', 'weather', 'temperature', 'workforce'] },
      { key: 'work', label: L('Công việc', 'Work'), fields: ['work_done', 'equipment', 'issues', 'safety', 'photos'] },
    ],
  },
  // Recent entries per project come from the demo seed (seed/implementation/implementation.ts); a sample
  // takes a day of 2024 of its own (one entry per project and day).
  sample: (i) => {
    const [work_done, , issues] = DIARY[i % DIARY.length] as [string, string, string, string];
    return { diary_date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10), weather: WEATHER[i % WEATHER.length], temperature: 26 + (i % 8), workforce: 40 + ((i * 7) % 60), work_done, issues };
  },
  sampleCount: 0,
});

export const DIARY_SAMPLES = DIARY;

export const implementationDocumentType = defineResource({
  name: 'implementation_document_type',
  transfer: { isImport: true },
  path: 'implementation-document-type',
  label: L('Loại hồ sơ dự án', 'Project document type'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.document_types',
  admin: { area: 'implementation', group: L('Cài đặt triển khai', 'Implementation settings'), order: 3, icon: 'folder' },
  titleField: 'name',
  fields: {
    code: text({ required: true, max: 30, format: 'code', label: L('Mã loại', 'Code'), inList: true }),
    name: text({ required: true, max: 200, localized: true, label: L('Tên loại hồ sơ', 'Name'), inList: true }),
    description: longText({ max: 500, label: L('Mô tả', 'Description') }),
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  list: { order: 'ordering asc, id asc', search: ['code', 'name'], defaultLimit: 100 },
  sample: (i) => {
    const types: [string, string, string][] = [
      ['BAN_VE', 'Bản vẽ thi công', 'Shop drawings'],
      ['BIEN_BAN', 'Biên bản nghiệm thu', 'Acceptance minutes'],
      ['GIAY_PHEP', 'Giấy phép xây dựng', 'Building permit'],
      ['BAO_CAO', 'Báo cáo tuần', 'Weekly report'],
      ['HO_SO_VT', 'Hồ sơ vật tư', 'Material submittals'],
    ];
    const [code, name, name_en] = types[i % types.length] as [string, string, string];
    return { code: i < types.length ? code : `${code}_${i}`, name, name_en };
  },
  sampleCount: 5,
});

const DOCS: [string, string][] = [
  ['Bản vẽ kết cấu móng', 'Foundation structural drawings'],
  ['Biên bản nghiệm thu cốt thép', 'Reinforcement acceptance minutes'],
  ['Giấy phép xây dựng', 'Building permit'],
  ['Báo cáo tiến độ tuần', 'Weekly progress report'],
  ['Chứng chỉ xuất xưởng thép', 'Steel mill certificates'],
];

export const implementationDocument = defineResource({
  name: 'implementation_document',
  transfer: { isExport: true },
  path: 'implementation-document',
  label: L('Hồ sơ dự án', 'Project document'),
  subject: IMPLEMENTATION_SUBJECT,
  module: 'implementations.documents',
  admin: { area: 'implementation', group: ADMIN_GROUP, order: 7, icon: 'file-text' },
  titleField: 'title',
  deleteMode: 'soft',
  fields: {
    project_id: ref('implementation_project', { required: true, onDelete: 'cascade', label: L('Dự án', 'Project'), inList: true }),
    type_id: ref('implementation_document_type', { required: true, label: L('Loại hồ sơ', 'Type'), inList: true }),
    code: text({ required: true, max: 50, format: 'code', label: L('Số hồ sơ', 'Number'), inList: true }),
    title: text({ required: true, max: 255, localized: true, label: L('Tên hồ sơ', 'Title'), inList: true }),
    version: integer({ required: true, min: 1, max: 999, default: 1, label: L('Phiên bản', 'Version'), inList: true }),
    issued_date: date({ label: L('Ngày phát hành', 'Issued'), inList: true }),
    files: mediaList('attachment', { max: 20, label: L('Tệp', 'Files') }),
    access_scope: enumOf(['PUBLIC', 'LIMITED'] as const, {
      required: true,
      default: 'PUBLIC',
      label: L('Phạm vi', 'Access'),
      inList: true,
      options: { PUBLIC: { label: L('Mọi thành viên dự án', 'Every project member'), color: 'green' }, LIMITED: { label: L('Thành viên được chọn', 'Chosen members'), color: 'orange' } },
    }),
    staff_ids: refs('account', { max: 200, label: L('Thành viên được xem', 'Members who may read it') }),
    description: longText({ max: 2000, label: L('Mô tả', 'Description') }),
  },
  access: { ...projectMember(['DIRECTOR', 'SITE_MANAGER', 'QS', 'SUPERVISOR', 'ENGINEER']), audience: { scopeField: 'access_scope', staffField: 'staff_ids' } },
  constraints: [{ kind: 'unique', fields: ['project_id', 'code', 'version'], isActiveOnly: true, errorField: 'version' }],
  list: { order: 'issued_date desc, id desc', sortable: ['code', 'title', 'version', 'issued_date'], filters: ['project_id', 'type_id', 'access_scope', 'issued_date'], search: ['code', 'title'] },
  sample: (i) => {
    const [title, title_en] = DOCS[i % DOCS.length] as [string, string];
    return { code: `HS-${String(i + 1).padStart(3, '0')}`, title, title_en, version: 1 + (i % 3), issued_date: new Date(Date.UTC(2025, i % 12, 3 + (i % 20))).toISOString().slice(0, 10), access_scope: i % 4 === 3 ? 'LIMITED' : 'PUBLIC', staff_ids: [] };
  },
  sampleCount: 12,
});
