import { TITLE_MAX } from '../../constants.js';
import { datetime, email, enumOf, longText, media, mediaList, money, phone, ref, refs, richText, tags, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { statusPut } from '../../status-put.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const COMMS = L('Thương hiệu và truyền thông', 'Brand and communication');
const SUPPORT = L('Hỗ trợ kỹ thuật', 'Technical support');

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

/** Technical support contacts common to every subject (/support_commons): hotline and e-mail. */
export const supportCommon = defineResource({
  name: 'support_common',
  path: 'support_commons',
  label: L('Thông tin hỗ trợ chung', 'Support contact'),
  subject: 'TECHNICAL_SUPPORT',
  module: 'portal.support',
  admin: { area: 'portal', group: SUPPORT, order: 1, icon: 'phone' },
  portalRoute: '/technical-support',
  sampleCount: 2,
  titleField: 'title',
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    hotline: phone({ required: true, label: L('Đường dây nóng', 'Hotline'), inList: true }),
    support_email: email({ required: true, label: L('Email hỗ trợ', 'Support e-mail'), inList: true }),
    working_hours: text({ localized: true, label: L('Giờ làm việc', 'Working hours') }),
  },
  list: { order: 'ordering asc, created_date desc', search: ['title'] },
  sample: (i) =>
    [
      { title: 'Trung tâm hỗ trợ CNTT', title_en: 'IT help desk', hotline: '1900 545 591', support_email: 'helpdesk@thaco.com.vn', working_hours: 'Thứ Hai - Thứ Bảy, 7:30 - 17:00', working_hours_en: 'Monday to Saturday, 7:30 to 17:00' },
      { title: 'Hỗ trợ phần mềm quản trị', title_en: 'Business software support', hotline: '0235 3567 161', support_email: 'erp.support@thaco.com.vn', working_hours: 'Thứ Hai - Thứ Sáu, 8:00 - 17:00', working_hours_en: 'Monday to Friday, 8:00 to 17:00' },
    ][i % 2] as Record<string, unknown>,
});

/** Support subjects (/support_categories), each with a dark and a light image. */
export const supportCategory = defineResource({
  name: 'support_category',
  transfer: { isImport: true },
  path: 'support_categories',
  label: L('Chủ đề hỗ trợ', 'Support subject'),
  subject: 'TECHNICAL_SUPPORT',
  module: 'portal.support',
  admin: { area: 'portal', group: SUPPORT, order: 2, icon: 'appstore' },
  portalRoute: '/technical-support',
  titleField: 'name',
  fields: {
    name: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tên chủ đề', 'Name'), inList: true }),
    dark_image: media('image', { label: L('Ảnh nền tối', 'Image for dark backgrounds') }),
    light_image: media('image', { label: L('Ảnh nền sáng', 'Image for light backgrounds') }),
  },
  list: { order: 'ordering asc, created_date desc', search: ['name'] },
  sample: (i) =>
    (
      [
        ['Tài khoản và mật khẩu', 'Accounts and passwords'],
        ['Email và lịch', 'E-mail and calendar'],
        ['Máy tính và máy in', 'Computers and printers'],
        ['Mạng và VPN', 'Network and VPN'],
        ['Phần mềm ERP', 'ERP software'],
        ['Ứng dụng di động', 'Mobile app'],
      ] as const
    ).map(([name, name_en]) => ({ name, name_en }))[i % 6] as Record<string, unknown>,
});

/** Technical support articles (/supports): type, title, hotline, e-mail, under a subject. */
export const support = defineResource({
  name: 'support',
  path: 'supports',
  label: L('Hỗ trợ kỹ thuật', 'Technical support'),
  subject: 'TECHNICAL_SUPPORT',
  module: 'portal.support',
  admin: { area: 'portal', group: SUPPORT, order: 3, icon: 'tool' },
  portalRoute: '/technical-support',
  titleField: 'title',
  fields: {
    type: enumOf(['GUIDE', 'FAQ', 'CONTACT'], {
      required: true,
      label: L('Loại', 'Type'),
      inList: true,
      options: { GUIDE: { label: L('Hướng dẫn', 'Guide'), color: 'blue' }, FAQ: { label: L('Câu hỏi thường gặp', 'Frequently asked questions'), color: 'purple' }, CONTACT: { label: L('Liên hệ', 'Contact'), color: 'green' } },
    }),
    category_id: ref('support_category', { required: true, label: L('Chủ đề', 'Subject'), inList: true }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    content: richText({ localized: true, label: L('Nội dung', 'Content') }),
    hotline: phone({ label: L('Đường dây nóng', 'Hotline') }),
    support_email: email({ label: L('Email hỗ trợ', 'Support e-mail') }),
  },
  workflow: workflows['contentApproval.simple'],
  statusAliases: [statusPut('supports')],
  access: { published: { statuses: ['RELEASE'] } },
  list: { order: 'ordering asc, created_date desc', sortable: ['title', 'type'], filters: ['type', 'category_id', 'status'], search: ['title'] },
  sample: (i) => {
    const s = [
      ['GUIDE', 'Đổi mật khẩu tài khoản', 'Changing your password', 'Vào Tài khoản → Đổi mật khẩu, nhập mật khẩu hiện tại và mật khẩu mới.', 'Open Account → Change password, enter the current and the new password.'],
      ['FAQ', 'Không nhận được email?', 'Not receiving e-mail?', 'Kiểm tra thư mục Spam và dung lượng hộp thư.', 'Check the Spam folder and the mailbox quota.'],
      ['GUIDE', 'Kết nối VPN khi làm việc từ xa', 'Connecting to the VPN from home', 'Cài đặt ứng dụng VPN và đăng nhập bằng tài khoản công ty.', 'Install the VPN app and sign in with your company account.'],
      ['CONTACT', 'Báo hỏng máy in', 'Reporting a broken printer', 'Gọi đường dây nóng hoặc gửi email kèm mã thiết bị.', 'Call the hotline or send an e-mail with the device code.'],
      ['FAQ', 'Cài ứng dụng di động', 'Installing the mobile app', 'Tải ứng dụng từ kho ứng dụng nội bộ.', 'Download the app from the internal store.'],
      ['GUIDE', 'Đặt lịch họp trên Outlook', 'Booking a meeting in Outlook', 'Chọn Lịch → Cuộc họp mới và mời người tham dự.', 'Choose Calendar → New meeting and invite attendees.'],
    ][i % 6] as string[];
    return { type: s[0], title: s[1], title_en: s[2], content: `<p>${s[3]}</p>`, content_en: `<p>${s[4]}</p>`, hotline: '1900 545 591', support_email: 'helpdesk@thaco.com.vn' };
  },
});

/**
 * Greeting cards (/greetting-card): GREETTING for everyone, INDIVIDUAL for chosen staff (e.g.
 * birthdays); web and mobile backgrounds both required (spec §5); scheduled and expired like content.
 */
export const greetingCard = defineResource({
  name: 'greeting_card',
  path: 'greetting-card',
  label: L('Thiệp chúc mừng', 'Greeting card'),
  subject: 'GREETTING_CARD',
  module: 'portal.greeting_cards',
  admin: { area: 'portal', group: COMMS, order: 3, icon: 'gift' },
  // Shown at the top of the portal home to who may read them; INDIVIDUAL cards also notify their recipients.
  portalRoute: '/',
  sampleCount: 3,
  titleField: 'name',
  fields: {
    name: text({ required: true, max: TITLE_MAX, label: L('Tên thiệp', 'Name'), inList: true }),
    type: enumOf(['GREETTING', 'INDIVIDUAL'], {
      required: true,
      label: L('Loại', 'Type'),
      inList: true,
      options: { GREETTING: { label: L('Chúc mừng chung', 'Greeting'), color: 'red' }, INDIVIDUAL: { label: L('Cá nhân', 'Individual'), color: 'purple' } },
    }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Lời chúc', 'Title'), inList: true }),
    content: longText({ max: 500, localized: true, label: L('Nội dung', 'Message') }),
    web_background: media('image', { required: true, size: [1920, 1144], label: L('Ảnh nền web (1920x1144)', 'Web background (1920x1144)') }),
    mobile_background: media('image', { required: true, size: [500, 680], label: L('Ảnh nền di động (500x680)', 'Mobile background (500x680)') }),
    staff_ids: refs('account', { max: 1000, label: L('Người nhận', 'Recipients') }),
    release_date: datetime({ required: true, label: L('Ngày phát hành', 'Release date'), inList: true }),
    expiration_date: datetime({ after: 'release_date', label: L('Ngày hết hạn', 'Expiration date'), inList: true }),
  },
  workflow: workflows['contentApproval.scheduled'],
  statusAliases: [statusPut('greetting-card')],
  schedule: [
    { kind: 'release', field: 'release_date', from: ['SCHEDULED'], to: 'PUBLISH' },
    { kind: 'expire', field: 'expiration_date', from: ['SCHEDULED', 'PUBLISH'], to: 'EXPIRED' },
  ],
  // INDIVIDUAL cards reach only their recipients (and their author, and who sees all); the
  // module notifies the recipients when the card is released.
  access: { published: { statuses: ['PUBLISH'], to: 'expiration_date' }, audience: { scopeField: 'type', staffField: 'staff_ids', limitedValue: 'INDIVIDUAL' } },
  list: { order: 'release_date desc', sortable: ['release_date', 'name'], filters: ['type', 'status', 'release_date'], search: ['name', 'title'] },
  sample: (i) => {
    const c = [
      ['Chúc mừng năm mới', 'Chúc mừng năm mới An khang - Thịnh vượng', 'Happy New Year: peace and prosperity'],
      ['Quốc tế Phụ nữ 8/3', 'Chúc mừng ngày Quốc tế Phụ nữ', 'Happy International Women’s Day'],
      ['Kỷ niệm ngày thành lập', 'Chúc mừng 29 năm thành lập tập đoàn', 'Happy 29th anniversary of the group'],
    ][i % 3] as string[];
    // Released in the last days and running for a month (relative to when the demo is seeded).
    const day = 86_400_000;
    const release = new Date(Math.floor(Date.now() / day) * day - (i + 1) * day);
    return { name: c[0], type: 'GREETTING', title: c[1], title_en: c[2], content: c[1], content_en: c[2], release_date: release.toISOString(), expiration_date: new Date(release.getTime() + 30 * day).toISOString() };
  },
});

/** A partner shop's page (/ecommerce/emart, /ecommerce/bka): banner, introduction, featured offers, shop link. */
export const ecommercePage = defineResource({
  name: 'ecommerce_page',
  path: 'ecommerce-page',
  label: L('Trang thương mại điện tử', 'E-commerce page'),
  subject: 'MARKETING',
  module: 'portal.ecommerce',
  admin: { area: 'portal', group: COMMS, order: 4, icon: 'shop' },
  portalRoute: '/ecommerce/emart',
  titleField: 'title',
  fields: {
    shop: enumOf(['EMART', 'BKA'], { required: true, label: L('Cửa hàng', 'Shop'), inList: true, options: { EMART: { label: L('Emart', 'Emart'), color: 'gold' }, BKA: { label: L('BKA', 'BKA'), color: 'blue' } } }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    introduction: richText({ localized: true, label: L('Giới thiệu', 'Introduction') }),
    banner: media('image', { size: [1920, 590], label: L('Banner (1920x590)', 'Banner (1920x590)') }),
    shop_url: url({ required: true, label: L('Liên kết cửa hàng', 'Shop link'), inList: true }),
  },
  constraints: [{ kind: 'unique', fields: ['shop'] }],
  lines: [{ resource: 'ecommerce_offer', field: 'page_id', key: 'offers', max: 24 }],
  sampleCount: 2,
  list: { order: 'ordering asc', filters: ['shop'], search: ['title'] },
  sample: (i) =>
    [
      { shop: 'EMART', title: 'Emart: ưu đãi dành cho cán bộ nhân viên', title_en: 'Emart: offers for employees', shop_url: 'https://emart.thaco.com.vn', introduction: '<p>Siêu thị Emart mang đến hàng nghìn sản phẩm chất lượng với giá ưu đãi cho cán bộ nhân viên tập đoàn.</p>', introduction_en: '<p>Emart supermarkets bring thousands of quality products at special prices for the group’s employees.</p>' },
      { shop: 'BKA', title: 'BKA: thời trang công sở', title_en: 'BKA: office fashion', shop_url: 'https://bka.thaco.com.vn', introduction: '<p>BKA cung cấp đồng phục và thời trang công sở với chiết khấu riêng.</p>', introduction_en: '<p>BKA offers uniforms and office fashion at a dedicated discount.</p>' },
    ][i % 2] as Record<string, unknown>,
});

/** A featured offer of an e-commerce page (a line of its page). */
export const ecommerceOffer = defineResource({
  name: 'ecommerce_offer',
  path: 'ecommerce-offer',
  label: L('Ưu đãi nổi bật', 'Featured offer'),
  subject: 'MARKETING',
  module: 'portal.ecommerce',
  admin: { area: 'portal', isHidden: true },
  titleField: 'title',
  // Read by who reads the page: an unreleased page's offers stay with its editors (issue 36, class 4).
  access: { parent: { field: 'page_id' } },
  fields: {
    page_id: ref('ecommerce_page', { required: true, onDelete: 'cascade', label: L('Trang', 'Page'), inList: true }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Ưu đãi', 'Offer'), inList: true }),
    price: money({ label: L('Giá ưu đãi', 'Offer price'), inList: true }),
    image: media('image', { label: L('Hình ảnh', 'Image') }),
    link: url({ label: L('Liên kết', 'Link') }),
  },
  list: { order: 'ordering asc, created_date desc', filters: ['page_id'], search: ['title'], defaultLimit: -1 },
  sample: (i) => {
    const o = [
      // Lines are dealt to the pages in turn (Emart, BKA, Emart, BKA): groceries for Emart, clothes for BKA.
      ['Gạo ST25 túi 5kg', 'ST25 rice, 5 kg bag', 185000],
      ['Sơ mi công sở nam', 'Men’s office shirt', 350000],
      ['Dầu ăn 2 lít', 'Cooking oil, 2 litres', 98000],
      ['Áo khoác đồng phục', 'Uniform jacket', 520000],
    ][i % 4] as [string, string, number];
    return { title: o[0], title_en: o[1], price: o[2] };
  },
});
