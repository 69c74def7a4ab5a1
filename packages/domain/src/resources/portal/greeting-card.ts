import { TITLE_MAX } from '../../constants.js';
import { datetime, enumOf, longText, media, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { statusPut } from '../../status-put.js';
import { workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const COMMS = L('Thương hiệu và truyền thông', 'Brand and communication');

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
