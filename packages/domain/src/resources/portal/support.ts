import { TITLE_MAX } from '../../constants.js';
import { email, enumOf, media, phone, ref, richText, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { statusPut } from '../../status-put.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const SUPPORT = L('Hỗ trợ kỹ thuật', 'Technical support');

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
