import { TITLE_MAX } from '../../constants.js';
import { date, enumOf, integer, media, richText, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { statusPut } from '../../status-put.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const MESSAGES = L('Thông điệp và chính sách', 'Messages and policies');

/** Messages of the board (/message-of-bod), shown on /introduce/message. */
export const messageOfBod = defineResource({
  name: 'message_of_bod',
  path: 'message-of-bod',
  label: L('Thông điệp Ban lãnh đạo', 'Board message'),
  subject: 'MESSAGE_OF_BOD',
  module: 'portal.messages',
  admin: { area: 'portal', group: MESSAGES, order: 1, icon: 'message' },
  portalRoute: '/introduce/message',
  sampleCount: 2,
  titleField: 'title',
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    author: text({ required: true, format: 'personName', label: L('Người gửi', 'From'), inList: true }),
    position: text({ localized: true, label: L('Chức vụ', 'Position') }),
    content: richText({ required: true, localized: true, label: L('Nội dung', 'Content') }),
    avatar: media('image', { size: [500, 680], label: L('Ảnh (500x680)', 'Photo (500x680)') }),
  },
  workflow: workflows['contentApproval.simple'],
  statusAliases: [statusPut('message-of-bod')],
  access: { published: { statuses: ['RELEASE'] } },
  list: { order: 'created_date desc', sortable: ['title'], filters: ['status'], search: ['title', 'author'] },
  sample: (i) => {
    const m = [
      ['Phát triển bền vững cùng người lao động', 'Growing sustainably with our people', 'Phạm Văn Tài', 'Tổng Giám đốc', 'Chief Executive Officer'],
      ['Chuyển đổi số: hành trình của mỗi người', 'Digital transformation: everyone’s journey', 'Đặng Quốc Bảo', 'Giám đốc Công nghệ', 'Chief Technology Officer'],
    ][i % 2] as string[];
    return { title: m[0], title_en: m[1], author: m[2], position: m[3], position_en: m[4], content: `<p>Kính gửi toàn thể cán bộ công nhân viên,</p><p>${m[0]} là định hướng xuyên suốt của tập đoàn trong năm nay.</p>`, content_en: `<p>Dear colleagues,</p><p>${m[1]} is the group’s guiding direction this year.</p>` };
  },
});

/** The chairman's messages (/message), New Year messages included (listed by year on /chairmans-new-year-messages). */
export const chairmanMessage = defineResource({
  name: 'chairman_message',
  path: 'message',
  label: L('Thông điệp Chủ tịch', 'Chairman message'),
  subject: 'MESSAGE_OF_BOD',
  module: 'portal.messages',
  admin: { area: 'portal', group: MESSAGES, order: 2, icon: 'notification' },
  portalRoute: '/chairmans-message',
  titleField: 'title',
  fields: {
    kind: enumOf(['GENERAL', 'NEW_YEAR'], {
      required: true,
      label: L('Loại', 'Kind'),
      inList: true,
      options: { GENERAL: { label: L('Thông điệp', 'Message'), color: 'blue' }, NEW_YEAR: { label: L('Thư chúc Tết', 'New Year message'), color: 'red' } },
    }),
    year: integer({ required: true, min: 1997, max: 2100, label: L('Năm', 'Year'), inList: true }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    content: richText({ required: true, localized: true, label: L('Nội dung', 'Content') }),
    signature: text({ format: 'personName', label: L('Ký tên', 'Signed by') }),
    image: media('image', { size: [1920, 590], label: L('Ảnh bìa (1920x590)', 'Cover (1920x590)') }),
  },
  workflow: workflows['contentApproval.simple'],
  access: { published: { statuses: ['RELEASE'] } },
  list: { order: 'year desc, created_date desc', sortable: ['year', 'title'], filters: ['kind', 'year', 'status'], search: ['title'] },
  sample: (i) => {
    const y = 2026 - (Math.floor(i / 2) % 25);
    return i % 2 === 0
      ? { kind: 'NEW_YEAR', year: y, title: `Thư chúc Tết Xuân ${y}`, title_en: `New Year message ${y}`, signature: 'Trần Bá Dương', content: `<p>Nhân dịp năm mới ${y}, thay mặt Hội đồng Quản trị, tôi gửi lời chúc sức khoẻ, hạnh phúc đến toàn thể cán bộ công nhân viên và gia đình.</p>`, content_en: `<p>For the New Year ${y}, on behalf of the board, I wish every colleague and their family good health and happiness.</p>` }
      : { kind: 'GENERAL', year: y, title: `Thông điệp của Chủ tịch năm ${y}`, title_en: `The chairman’s message for ${y}`, signature: 'Trần Bá Dương', content: '<p>Đoàn kết, kỷ luật và sáng tạo để cùng nhau vượt qua thử thách.</p>', content_en: '<p>Unity, discipline and creativity to overcome challenges together.</p>' };
  },
});

const policyFields = {
  title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
  version: text({ required: true, max: 20, label: L('Phiên bản', 'Version'), inList: true }),
  effective_date: date({ required: true, label: L('Ngày hiệu lực', 'Effective date'), inList: true }),
  content: richText({ required: true, localized: true, label: L('Nội dung', 'Content') }),
};

/** Terms of use (/terms-of-use): versions; the current one is the latest in effect, earlier ones are kept. */
export const termsOfUse = defineResource({
  name: 'terms_of_use',
  path: 'terms-of-use',
  label: L('Điều khoản sử dụng', 'Terms of use'),
  subject: 'TERMS_OF_USE',
  module: 'portal.policies',
  admin: { area: 'portal', group: MESSAGES, order: 3, icon: 'file-text' },
  portalRoute: '/terms-of-use',
  titleField: 'title',
  fields: policyFields,
  constraints: [{ kind: 'unique', fields: ['version'] }],
  list: { order: 'effective_date desc, id desc', sortable: ['effective_date', 'version'], filters: ['effective_date'], search: ['title', 'version'] },
  sample: (i) => ({
    title: 'Điều khoản sử dụng cổng thông tin nội bộ',
    title_en: 'Terms of use of the internal portal',
    version: `${2 - Math.min(i, 1)}.${i}`,
    effective_date: `${2026 - (i % 20)}-01-01`,
    content: '<h3>1. Phạm vi áp dụng</h3><p>Điều khoản áp dụng cho mọi cán bộ công nhân viên sử dụng cổng thông tin.</p><h3>2. Bảo mật tài khoản</h3><p>Người dùng tự bảo quản mật khẩu và không chia sẻ tài khoản.</p><h3>3. Nội dung</h3><p>Không đăng tải nội dung vi phạm pháp luật hoặc quy định của tập đoàn.</p>',
    content_en: '<h3>1. Scope</h3><p>These terms apply to every employee using the portal.</p><h3>2. Account security</h3><p>Users keep their passwords safe and never share their account.</p><h3>3. Content</h3><p>No content that breaks the law or the group’s rules.</p>',
  }),
});

/** Usage policy (/usage-policy): versions like the terms of use. */
export const usagePolicy = defineResource({
  name: 'usage_policy',
  path: 'usage-policy',
  label: L('Chính sách sử dụng', 'Usage policy'),
  subject: 'USAGE_POLICY',
  module: 'portal.policies',
  admin: { area: 'portal', group: MESSAGES, order: 4, icon: 'safety' },
  portalRoute: '/usage-policy',
  titleField: 'title',
  fields: policyFields,
  constraints: [{ kind: 'unique', fields: ['version'] }],
  list: { order: 'effective_date desc, id desc', sortable: ['effective_date', 'version'], filters: ['effective_date'], search: ['title', 'version'] },
  sample: (i) => ({
    title: 'Chính sách sử dụng và bảo vệ dữ liệu',
    title_en: 'Usage and data protection policy',
    version: `${2 - Math.min(i, 1)}.${i}`,
    effective_date: `${2026 - (i % 20)}-01-01`,
    content: '<h3>Thu thập dữ liệu</h3><p>Cổng thông tin chỉ lưu những dữ liệu cần cho công việc.</p><h3>Sử dụng dữ liệu</h3><p>Dữ liệu cá nhân chỉ được xem bởi người có thẩm quyền.</p>',
    content_en: '<h3>Data collection</h3><p>The portal stores only the data the work needs.</p><h3>Use of data</h3><p>Personal data is seen only by authorised people.</p>',
  }),
});
