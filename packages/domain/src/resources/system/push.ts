/**
 * Push to devices (issue 15, spec's /firebase): a signed-in person registers the push token of a
 * browser or phone (POST /firebase/register); every notification written for them is then queued
 * once per registered device (`push_delivery`, written in the notification's transaction) and
 * delivered after commit through the push adapter (server notify/push-adapter.ts: a local
 * adapter, or Firebase Cloud Messaging HTTP v1 when configured).
 */
import { SOURCE_TYPE } from '../../enums.js';
import { datetime, enumOf, integer, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { SOURCE_OPTIONS } from './notification.js';

const L = (vi: string, en: string) => ({ vi, en });

export const PUSH_PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;
export const PUSH_DELIVERY_STATUS = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;

const PLATFORM_OPTIONS = { WEB: { label: L('Trình duyệt', 'Browser') }, ANDROID: { label: L('Android', 'Android') }, IOS: { label: L('iOS', 'iOS') } };

/** A device's push token, owned by its account (people see and remove their own). */
export const pushDevice = defineResource({
  name: 'push_device',
  path: 'firebase',
  label: L('Thiết bị nhận thông báo', 'Push device'),
  subject: 'NOTIFICATION',
  module: 'system.notifications',
  admin: { area: 'system', icon: 'mobile' },
  titleField: 'device_name',
  fields: {
    account_id: ref('account', { required: true, label: L('Tài khoản', 'Account'), inList: true }),
    token: text({ required: true, max: 500, label: L('Mã thiết bị (token)', 'Device token') }),
    platform: enumOf(PUSH_PLATFORMS, { required: true, default: 'WEB', label: L('Nền tảng', 'Platform'), inList: true, options: PLATFORM_OPTIONS }),
    device_name: text({ max: 200, label: L('Tên thiết bị', 'Device'), inList: true }),
    last_seen_date: datetime({ label: L('Đăng ký lần cuối', 'Last registered'), inList: true }),
  },
  constraints: [{ kind: 'unique', fields: ['token'], errorField: 'token' }],
  list: { order: 'last_seen_date desc, id desc', sortable: ['last_seen_date'], filters: ['account_id', 'platform'], search: ['device_name'] },
  access: { owner: { field: 'account_id' } },
  sample: (i) => ({
    token: `demo-${['fcm', 'web', 'ios'][i % 3]}-${(i + 1).toString(36).padStart(4, '0')}:APA91b${'x'.repeat(24)}${i}`,
    platform: PUSH_PLATFORMS[i % 3],
    device_name: ['Chrome trên Windows', 'Samsung Galaxy A54', 'iPhone 13', 'Edge trên macOS'][i % 4],
  }),
});

/** One push of one notification to one device: queued in the notification's transaction, sent after commit. */
export const pushDelivery = defineResource({
  name: 'push_delivery',
  path: 'push-delivery',
  label: L('Lượt gửi thông báo đẩy', 'Push delivery'),
  subject: 'NOTIFICATION',
  module: 'system.notifications',
  admin: { area: 'system', icon: 'send' },
  titleField: 'title',
  sampleCount: 0,
  fields: {
    device_id: ref('push_device', { required: true, isReadonly: true, onDelete: 'cascade', label: L('Thiết bị', 'Device'), inList: true }),
    recipient_id: ref('account', { isReadonly: true, label: L('Người nhận', 'Recipient'), inList: true }),
    title: text({ max: 255, isReadonly: true, label: L('Tiêu đề', 'Title'), inList: true }),
    body: text({ max: 500, isReadonly: true, label: L('Nội dung', 'Body') }),
    link: text({ max: 500, isReadonly: true, label: L('Đường dẫn', 'Link') }),
    source_type: enumOf(SOURCE_TYPE, { isReadonly: true, label: L('Nguồn', 'Source'), options: SOURCE_OPTIONS }),
    source_id: integer({ min: 0, isReadonly: true, label: L('Mã nguồn', 'Source id') }),
    delivery_status: enumOf(PUSH_DELIVERY_STATUS, {
      isReadonly: true,
      default: 'PENDING',
      label: L('Trạng thái gửi', 'Delivery'),
      inList: true,
      options: {
        PENDING: { label: L('Chờ gửi', 'Queued'), color: 'gold' },
        SENDING: { label: L('Đang gửi', 'Sending'), color: 'blue' },
        SENT: { label: L('Đã gửi', 'Sent'), color: 'green' },
        FAILED: { label: L('Gửi lỗi', 'Failed'), color: 'red' },
      },
    }),
    adapter: text({ max: 30, isReadonly: true, label: L('Kênh gửi', 'Sent through'), inList: true }),
    attempts: integer({ min: 0, isReadonly: true, label: L('Số lần thử', 'Attempts') }),
    sent_date: datetime({ isReadonly: true, label: L('Thời điểm gửi', 'Sent at'), inList: true }),
    error: text({ max: 500, isReadonly: true, label: L('Lỗi', 'Error') }),
  },
  list: { order: 'id desc', filters: ['delivery_status', 'recipient_id', 'device_id'], search: ['title'] },
  access: { owner: { field: 'recipient_id' } },
});
