import { TITLE_MAX } from '../../constants.js';
import { date, integer, longText, media, richText, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { statusPut } from '../../status-put.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const CULTURE = L('Văn hoá và lịch sử', 'Culture and history');

/** Core values (/core-value). */
export const coreValue = defineResource({
  name: 'core_value',
  path: 'core-value',
  label: L('Giá trị cốt lõi', 'Core value'),
  subject: 'CULTURE_THACO',
  module: 'portal.culture',
  admin: { area: 'portal', group: CULTURE, order: 1, icon: 'heart' },
  portalRoute: '/thaco-culture',
  titleField: 'title',
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Giá trị', 'Value'), inList: true }),
    description: longText({ localized: true, label: L('Diễn giải', 'Description'), inList: true }),
    icon: media('image', { size: [384, 160], label: L('Biểu tượng', 'Icon') }),
  },
  list: { order: 'ordering asc, created_date desc', search: ['title', 'description'] },
  sample: (i) =>
    (
      [
        ['Trung thực', 'Integrity', 'Trung thực trong suy nghĩ, lời nói và hành động.', 'Honest in thought, word and deed.'],
        ['Tận tâm', 'Dedication', 'Tận tâm với khách hàng, đồng nghiệp và công việc.', 'Dedicated to customers, colleagues and the work.'],
        ['Sáng tạo', 'Creativity', 'Không ngừng đổi mới để tạo ra giá trị.', 'Constant innovation to create value.'],
        ['Hiệu quả', 'Effectiveness', 'Mọi hoạt động hướng đến hiệu quả cao nhất.', 'Every activity aims at the highest effectiveness.'],
        ['Kỷ luật', 'Discipline', 'Tuân thủ quy trình, quy định và cam kết.', 'Respect for processes, rules and commitments.'],
        ['Hợp tác', 'Cooperation', 'Cùng nhau phát triển bền vững.', 'Growing sustainably together.'],
      ] as const
    )
      .map(([title, title_en, description, description_en]) => ({ title, title_en, description, description_en }))[i % 6] as Record<string, unknown>,
});

/** The traditional song (/traditional-song): mp3, mp4 and lyrics, with an audio and a video player on the portal. */
export const traditionalSong = defineResource({
  name: 'traditional_song',
  path: 'traditional-song',
  label: L('Bài hát truyền thống', 'Traditional song'),
  subject: 'CULTURE_THACO',
  module: 'portal.culture',
  admin: { area: 'portal', group: CULTURE, order: 2, icon: 'sound' },
  portalRoute: '/thaco-culture',
  sampleCount: 1,
  titleField: 'title',
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tên bài hát', 'Title'), inList: true }),
    composer: text({ format: 'personName', label: L('Sáng tác', 'Composer'), inList: true }),
    audio: media('audio', { label: L('Tệp mp3', 'mp3 file') }),
    video: media('video', { label: L('Tệp mp4', 'mp4 file') }),
    lyrics: richText({ localized: true, label: L('Lời bài hát', 'Lyrics') }),
  },
  list: { order: 'ordering asc, created_date desc', search: ['title', 'composer'] },
  sample: () => ({
    title: 'Khúc ca THACO',
    title_en: 'The THACO song',
    composer: 'Nguyễn Văn Hiếu',
    lyrics: '<p>Từ miền đất Chu Lai đầy nắng gió,<br />ta cùng nhau xây dựng ước mơ...</p><p>THACO vươn xa, vững bước tương lai.</p>',
    lyrics_en: '<p>From the sunny, windy land of Chu Lai,<br />together we build our dream...</p><p>THACO reaches far, striding to the future.</p>',
  }),
});

/** Culture content (/culture-thaco): articles of /thaco-culture and /introduce/culture. */
export const cultureContent = defineResource({
  name: 'culture_content',
  path: 'culture-thaco',
  label: L('Nội dung văn hoá', 'Culture content'),
  subject: 'CULTURE_THACO',
  module: 'portal.culture',
  admin: { area: 'portal', group: CULTURE, order: 3, icon: 'flag' },
  portalRoute: '/thaco-culture',
  sampleCount: 4,
  titleField: 'title',
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    summary: longText({ max: 500, localized: true, label: L('Tóm tắt', 'Summary') }),
    content: richText({ localized: true, label: L('Nội dung', 'Content') }),
    image: media('image', { size: [875, 430], label: L('Ảnh (875x430)', 'Image (875x430)') }),
  },
  workflow: workflows['contentApproval.simple'],
  statusAliases: [statusPut('culture-thaco')],
  access: { published: { statuses: ['RELEASE'] } },
  list: { order: 'ordering asc, created_date desc', sortable: ['title'], filters: ['status'], search: ['title', 'summary'], withRichText: ['content'] },
  sample: (i) => {
    const c = [
      ['Triết lý kinh doanh', 'Business philosophy', 'Mang lại giá trị cho khách hàng, xã hội và phát triển con người.', 'Creating value for customers and society, and developing people.'],
      ['Văn hoá ứng xử nơi công sở', 'Workplace conduct', 'Tôn trọng, hợp tác và chia sẻ trong mọi tương tác hằng ngày.', 'Respect, cooperation and sharing in every daily interaction.'],
      ['Tinh thần "Làm việc hết mình"', 'The "give it all" spirit', 'Mỗi cán bộ nhân viên là một hạt nhân của sự phát triển.', 'Every employee is a seed of growth.'],
      ['Hoạt động vì cộng đồng', 'For the community', 'Các chương trình thiện nguyện, học bổng và an sinh xã hội.', 'Charity programmes, scholarships and social welfare.'],
    ][i % 4] as string[];
    return { title: c[0], title_en: c[1], summary: c[2], summary_en: c[3], content: `<p>${c[2]}</p>`, content_en: `<p>${c[3]}</p>` };
  },
});

/** Formation and development process (/process-formation-develop): one entry per year, a timeline on the portal. */
export const formationProcess = defineResource({
  name: 'formation_process',
  path: 'process-formation-develop',
  label: L('Quá trình hình thành', 'Formation and development'),
  subject: 'PROCESS_FORMATION_DEVELOP',
  module: 'portal.history',
  admin: { area: 'portal', group: CULTURE, order: 4, icon: 'history' },
  portalRoute: '/establishment-and-development',
  titleField: 'title',
  fields: {
    year: integer({ required: true, min: 1900, max: 2100, label: L('Năm', 'Year'), inList: true }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    content: richText({ localized: true, label: L('Nội dung', 'Content') }),
    image: media('image', { label: L('Hình ảnh', 'Image') }),
  },
  constraints: [{ kind: 'unique', fields: ['year'] }],
  list: { order: 'year asc', sortable: ['year', 'title'], filters: ['year'], search: ['title'], withRichText: ['content'] },
  sample: (i) => {
    const y = [
      [1997, 'Thành lập công ty với 26 cán bộ nhân viên', 'Founded with 26 employees'],
      [2003, 'Khởi công Khu phức hợp Chu Lai Trường Hải', 'Construction of the Chu Lai Truong Hai complex begins'],
      [2007, 'Nhà máy ô tô du lịch đi vào hoạt động', 'The passenger car plant starts production'],
      [2013, 'Dẫn đầu thị trường ô tô Việt Nam', 'Market leader of Vietnam’s automotive industry'],
      [2019, 'Tái cấu trúc thành tập đoàn đa ngành', 'Restructured into a multi-industry group'],
      [2024, 'Mở rộng hoạt động ra khu vực ASEAN', 'Expansion across ASEAN'],
    ][i % 6] as [number, string, string];
    return { year: i < 6 ? y[0] : 1900 + (i % 200), title: y[1], title_en: y[2], content: `<p>${y[1]}.</p>`, content_en: `<p>${y[2]}.</p>` };
  },
});

/** Histories (/histories): dated milestones and memorable events. */
export const history = defineResource({
  name: 'history',
  path: 'histories',
  label: L('Dấu ấn lịch sử', 'History'),
  subject: 'PROCESS_FORMATION_DEVELOP',
  module: 'portal.history',
  admin: { area: 'portal', group: CULTURE, order: 5, icon: 'calendar' },
  portalRoute: '/establishment-and-development',
  titleField: 'title',
  fields: {
    event_date: date({ required: true, label: L('Ngày', 'Date'), inList: true }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Sự kiện', 'Event'), inList: true }),
    description: longText({ localized: true, label: L('Mô tả', 'Description') }),
    image: media('image', { label: L('Hình ảnh', 'Image') }),
  },
  list: { order: 'event_date desc', sortable: ['event_date', 'title'], filters: ['event_date'], search: ['title', 'description'] },
  sample: (i) => {
    const h = [
      ['2008-03-26', 'Đón xe ô tô thứ 10.000 xuất xưởng', 'The 10,000th car leaves the plant'],
      ['2012-09-14', 'Khánh thành cảng Chu Lai', 'Chu Lai port inaugurated'],
      ['2016-11-05', 'Ký kết hợp tác chiến lược với đối tác châu Âu', 'Strategic partnership signed with a European partner'],
      ['2020-04-02', 'Xuất khẩu lô xe bus đầu tiên', 'First bus export shipment'],
      ['2023-08-19', 'Khánh thành trung tâm R&D', 'R&D centre inaugurated'],
      ['2025-06-10', 'Đạt 1 triệu xe tích luỹ', 'One million vehicles produced'],
    ][i % 6] as string[];
    return { event_date: h[0], title: h[1], title_en: h[2], description: h[1], description_en: h[2] };
  },
});
