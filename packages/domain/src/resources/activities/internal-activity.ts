/**
 * Internal activities (spec §3 "Internal activity", §4 event-like content and invitations, §7
 * /internal-activity with member, sent, sent-noti, status and setting limit, /award):
 * - the activity itself, approved like news and moved through its registration phases by the
 *   scheduler (release, registration opens, closes, the activity starts, ends);
 * - its members: staff register themselves inside the registration window (the limit is held under
 *   a lock on the activity, modules/activities/internal-activity.ts), organisers invite staff while
 *   registration is open, check them in at the door, change their status;
 * - awards given to staff (optionally for an activity).
 */
import { PUSH_MAX, TITLE_MAX } from '../../constants.js';
import { date, datetime, email, enumOf, flag, integer, longText, media, ref, refs, richText, tags, text, url } from '../../fields.js';
import { defineResource } from '../../resource.js';
import { statusPut } from '../../status-put.js';
import { participationTicket, workflows } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const ACTIVITY = L('Hoạt động nội bộ', 'Internal activities');

/** Statuses of a membership that hold a seat (count against the registration limit). */
export const MEMBER_SEAT_STATUSES = ['WAITING', 'APPROVED', 'SENT_TICKET', 'CHECK_IN'] as const;
/** Activity statuses in which staff may register and organisers may invite (with the window open). */
export const ACTIVITY_OPEN_STATUSES = ['PUBLISH', 'WAITING_REGISTRATION'] as const;
/**
 * Activity statuses in which guests outside the staff list may be invited by email (spec §4:
 * never in Draft, Reject or Cancel): released and not over.
 */
export const EXTERNAL_INVITE_STATUSES = ['PUBLISH', 'WAITING_REGISTRATION', 'END_REGISTRATION', 'ONGOING'] as const;

export const internalActivity = defineResource({
  name: 'internal_activity',
  path: 'internal-activity',
  label: L('Hoạt động nội bộ', 'Internal activity'),
  subject: 'INTERNAL_ACTIVITY',
  module: 'activities.internal_activities',
  admin: { area: 'activities', group: ACTIVITY, order: 0, icon: 'calendar' },
  portalRoute: '/internal-activity',
  titleField: 'title',
  isOwned: true,
  fields: {
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    content: richText({ localized: true, label: L('Nội dung', 'Content') }),
    location: text({ max: 255, label: L('Địa điểm', 'Location'), inList: true }),
    realm_id: ref('category', { where: { type: 'DOCUMENT_REALM' }, label: L('Lĩnh vực', 'Realm') }),
    layout_id: ref('category', { where: { type: 'DOCUMENT_LAYOUT' }, label: L('Bố cục', 'Layout') }),
    menu_ids: refs('menu', { max: 20, label: L('Menu hiển thị', 'Menus') }),
    // Spec §5: the release comes before the registration and the activity (start follows the registration).
    start_registration_date: datetime({ required: true, after: 'release_date', label: L('Bắt đầu đăng ký', 'Registration opens'), inList: true }),
    end_registration_date: datetime({ required: true, after: 'start_registration_date', label: L('Kết thúc đăng ký', 'Registration closes'), inList: true }),
    start_date: datetime({ required: true, notBefore: 'end_registration_date', label: L('Bắt đầu', 'Starts'), inList: true }),
    end_date: datetime({ required: true, after: 'start_date', label: L('Kết thúc', 'Ends'), inList: true }),
    registration_limit: integer({ min: 0, max: 100000, label: L('Giới hạn đăng ký', 'Registration limit'), help: L('Để trống hoặc 0: không giới hạn', 'Empty or 0: no limit'), inList: true }),
    link_attach: url({ label: L('Liên kết đính kèm', 'Attached link') }),
    title_attach: text({ label: L('Tiêu đề đính kèm', 'Attachment title') }),
    banner: media('image', { size: [1920, 860], label: L('Ảnh bìa (1920x860)', 'Banner (1920x860)') }),
    tags: tags({ label: L('Thẻ', 'Tags') }),
    publish_date: datetime({ required: true, label: L('Ngày đăng', 'Publish date') }),
    release_date: datetime({ required: true, after: 'publish_date', label: L('Ngày phát hành', 'Release date') }),
    notification_content: longText({ max: PUSH_MAX, isPushText: true, label: L('Nội dung thông báo', 'Notification text') }),
    is_send_notification: flag({ label: L('Gửi thông báo', 'Send notification'), help: L('Gửi thông báo cho thành viên khi phát hành', 'Notifies the members on release') }),
    is_slider: flag({ label: L('Slider trang chủ', 'Homepage slider') }),
    is_slider_activity: flag({ label: L('Slider hoạt động', 'Activity slider') }),
    is_countdown_registraion: flag({ label: L('Đếm ngược đăng ký', 'Registration countdown') }),
    is_countdown_ongoing: flag({ label: L('Đếm ngược diễn ra', 'Start countdown') }),
    is_banner_dynamic: flag({ label: L('Banner động', 'Dynamic banner') }),
    is_banner_submenu: flag({ label: L('Banner menu con', 'Submenu banner') }),
    is_show: flag({ default: true, label: L('Hiển thị', 'Shown'), inList: true }),
  },
  form: {
    groups: [
      { key: 'schedule', label: L('Thời gian', 'Schedule'), fields: ['start_registration_date', 'end_registration_date', 'start_date', 'end_date', 'registration_limit'] },
      { key: 'display', label: L('Hiển thị', 'Display'), fields: ['is_show', 'is_slider', 'is_slider_activity', 'is_countdown_registraion', 'is_countdown_ongoing', 'is_banner_dynamic', 'is_banner_submenu'] },
      { key: 'notify', label: L('Thông báo', 'Notification'), fields: ['is_send_notification', 'notification_content'] },
    ],
  },
  workflow: workflows['contentApproval.event'],
  access: { owner: true, published: { statuses: ['PUBLISH', 'WAITING_REGISTRATION', 'END_REGISTRATION', 'ONGOING', 'END'] } },
  schedule: [
    { kind: 'release', field: 'release_date', from: ['SCHEDULED'], to: 'PUBLISH' },
    { kind: 'phase', field: 'start_registration_date', from: ['PUBLISH'], to: 'WAITING_REGISTRATION' },
    { kind: 'phase', field: 'end_registration_date', from: ['WAITING_REGISTRATION'], to: 'END_REGISTRATION' },
    { kind: 'phase', field: 'start_date', from: ['PUBLISH', 'END_REGISTRATION'], to: 'ONGOING' },
    { kind: 'phase', field: 'end_date', from: ['ONGOING'], to: 'END' },
  ],
  computed: {
    member_count: {
      label: L('Số thành viên', 'Members'),
      kind: 'integer',
      rollup: { of: 'internal_activity_member', by: 'activity_id', fn: 'count', where: { status: ['WAITING', 'APPROVED', 'SENT_TICKET', 'CHECK_IN'] } },
    },
    email_count: {
      label: L('Số email đã gửi', 'Emails sent'),
      kind: 'integer',
      rollup: { of: 'internal_activity_member', by: 'activity_id', fn: 'count', where: { notified_date: { isNull: false } } },
    },
  },
  actions: [
    {
      name: 'register',
      label: L('Đăng ký tham gia', 'Register'),
      right: 'view',
      target: 'record',
      successMessage: 'activity.registered',
      aliases: ['internal-activity/member/:id/register'],
    },
    { name: 'unregister', label: L('Hủy đăng ký', 'Cancel registration'), right: 'view', target: 'record', isConfirmed: true, successMessage: 'activity.unregistered' },
    {
      name: 'invite',
      label: L('Mời tham gia', 'Invite'),
      right: 'edit',
      target: 'record',
      body: { account_ids: refs('account', { required: true, max: 500, label: L('Người được mời', 'Invitees') }) },
      successMessage: 'activity.invited',
      aliases: ['internal-activity/sent/:id'],
    },
    { name: 'sendNotification', label: L('Gửi thông báo cho thành viên', 'Notify the members'), right: 'edit', target: 'record', isConfirmed: true, successMessage: 'activity.notified', aliases: ['internal-activity/sent-noti/:id'], methods: ['POST', 'PUT'] },
    {
      name: 'settingLimit',
      label: L('Đặt giới hạn đăng ký', 'Set the registration limit'),
      right: 'edit',
      target: 'record',
      body: { registration_limit: integer({ required: true, min: 0, max: 100000, label: L('Giới hạn đăng ký', 'Registration limit') }) },
      aliases: ['internal-activity/setting-limit/:id'],
      // Spec §7: "setting limit PUT /{id}".
      methods: ['POST', 'PUT'],
    },
  ],
  statusAliases: [{ path: 'internal-activity/status/:id', statusParam: 'status' }],
  list: {
    order: 'start_date desc, id desc',
    sortable: ['title', 'start_date', 'end_date', 'start_registration_date', 'release_date'],
    filters: ['status', 'created_by', 'realm_id', 'tags', 'start_date', 'start_registration_date', 'is_show'],
    search: ['title', 'location'],
    scopeColumns: ['status', 'is_show'],
  },
  sample: (i) => ({
    title: ['Giải bóng đá THACO Cup', 'Ngày hội hiến máu nhân đạo', 'Hội thao mừng ngày thành lập', 'Chương trình trồng cây xanh'][i % 4],
    title_en: ['THACO Cup football tournament', 'Blood donation day', 'Founding day sports festival', 'Tree planting programme'][i % 4],
    location: ['Sân vận động Chu Lai', 'Hội trường THACO Auto', 'Khu liên hợp Chu Lai Trường Hải', 'Công viên Gia Định'][i % 4],
    registration_limit: [50, 100, 0, 30][i % 4],
  }),
});

/** Who takes part in an activity: registered, invited, checked in (participation ticket statuses). */
export const internalActivityMember = defineResource({
  name: 'internal_activity_member',
  path: 'internal-activity-member',
  label: L('Thành viên hoạt động', 'Activity member'),
  subject: 'INTERNAL_ACTIVITY',
  module: 'activities.internal_activity_members',
  admin: { area: 'activities', group: ACTIVITY, order: 1, icon: 'team' },
  portalRoute: '/internal-activity',
  titleField: 'note',
  // Staff see their own memberships; organisers (view all, approve) see every member.
  access: { owner: { field: 'account_id' } },
  fields: {
    activity_id: ref('internal_activity', { required: true, onDelete: 'cascade', label: L('Hoạt động', 'Activity'), inList: true }),
    account_id: ref('account', { required: true, label: L('Nhân sự', 'Staff member'), inList: true }),
    source: enumOf(['REGISTER', 'INVITE'], {
      default: 'REGISTER',
      isReadonly: true,
      label: L('Hình thức', 'How'),
      inList: true,
      options: { REGISTER: { label: L('Tự đăng ký', 'Registered'), color: 'blue' }, INVITE: { label: L('Được mời', 'Invited'), color: 'purple' } },
    }),
    check_in_date: datetime({ isReadonly: true, label: L('Thời điểm check-in', 'Checked in at'), inList: true }),
    notified_date: datetime({ isReadonly: true, label: L('Đã gửi thông báo lúc', 'Notified at') }),
    note: text({ max: 255, label: L('Ghi chú', 'Note') }),
  },
  workflow: participationTicket,
  constraints: [{ kind: 'unique', fields: ['activity_id', 'account_id'], errorField: 'account_id' }],
  actions: [{ name: 'checkIn', label: L('Check-in', 'Check in'), right: 'edit', target: 'record', successMessage: 'activity.checkedIn' }],
  // Spec §7 members: "status PUT" (and the POST clients send today).
  statusAliases: [{ path: 'internal-activity/member-status/:id', statusParam: 'status', methods: ['POST', 'PUT'] }, statusPut('internal-activity-member')],
  list: { order: 'created_date desc', filters: ['activity_id', 'account_id', 'status', 'source'], sortable: ['check_in_date'] },
  sampleCount: 0,
});

/**
 * External members (spec §4 "external members"): guests outside the staff list invited by email.
 * Creating one sends the invitation mail with a one-time link (its token is kept only as a hash);
 * the guest accepts through the link. Only while the activity is released and not over.
 */
export const internalActivityExternalMember = defineResource({
  name: 'internal_activity_external_member',
  path: 'internal-activity-external-member',
  label: L('Khách mời ngoài hệ thống', 'External guest'),
  subject: 'INTERNAL_ACTIVITY',
  module: 'activities.internal_activity_external_members',
  admin: { area: 'activities', group: ACTIVITY, order: 2, icon: 'team' },
  portalRoute: '/internal-activity',
  titleField: 'email',
  // Guests follow their activity's read rule (a draft's guests stay with it, issue 36 class 4), and
  // their e-mail addresses are the organisers': who holds only the view right reads the guests they
  // invited, which is none.
  access: { parent: { field: 'activity_id' }, owner: true },
  fields: {
    activity_id: ref('internal_activity', { required: true, onDelete: 'cascade', label: L('Hoạt động', 'Activity'), inList: true }),
    email: email({ required: true, label: L('Email', 'Email'), inList: true }),
    full_name: text({ max: 255, format: 'personName', label: L('Họ và tên', 'Full name'), inList: true }),
    organization: text({ max: 255, label: L('Đơn vị / công ty', 'Organisation'), inList: true }),
    invite_status: enumOf(['INVITED', 'ACCEPTED'], {
      default: 'INVITED',
      isReadonly: true,
      label: L('Trạng thái lời mời', 'Invitation'),
      inList: true,
      options: { INVITED: { label: L('Đã gửi lời mời', 'Invited'), color: 'blue' }, ACCEPTED: { label: L('Đã nhận lời', 'Accepted'), color: 'green' } },
    }),
    invited_date: datetime({ isReadonly: true, label: L('Gửi lời mời lúc', 'Invited at'), inList: true }),
    accepted_date: datetime({ isReadonly: true, label: L('Nhận lời lúc', 'Accepted at'), inList: true }),
    // The invitation link's token, as its SHA-256 (never returned by the API); cleared once used.
    token_hash: text({ max: 64, isPrivate: true }),
  },
  constraints: [{ kind: 'unique', fields: ['activity_id', 'email'], errorField: 'email' }],
  list: { order: 'created_date desc', filters: ['activity_id', 'invite_status'], search: ['email', 'full_name', 'organization'], sortable: ['email', 'invited_date'] },
  sampleCount: 0,
});

/** Awards (spec §3 award fields, §7 /award): given to staff, optionally for an activity. */
export const award = defineResource({
  name: 'award',
  path: 'award',
  label: L('Giải thưởng', 'Award'),
  subject: 'INTERNAL_ACTIVITY',
  module: 'activities.awards',
  admin: { area: 'activities', group: ACTIVITY, order: 3, icon: 'trophy' },
  portalRoute: '/internal-activity',
  titleField: 'name',
  // Released awards only outside the admin view: a draft (and its files) stays with its organisers (issue 36, classes 4 and 5).
  access: { published: { statuses: ['RELEASE'] } },
  fields: {
    name: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tên giải thưởng', 'Award name'), inList: true }),
    description: longText({ localized: true, max: 1000, label: L('Mô tả', 'Description') }),
    activity_id: ref('internal_activity', { onDelete: 'setNull', label: L('Hoạt động', 'Activity'), inList: true }),
    image: media('image', { label: L('Hình ảnh', 'Image') }),
    dark_icon: media('image', { label: L('Biểu tượng nền tối', 'Dark icon') }),
    light_icon: media('image', { label: L('Biểu tượng nền sáng', 'Light icon') }),
    attach_file: media('attachment', { label: L('Tệp đính kèm', 'Attached file') }),
    recipient_ids: refs('account', { max: 200, label: L('Người nhận', 'Recipients'), inList: true }),
    received_date: date({ label: L('Ngày nhận', 'Received on'), inList: true }),
  },
  workflow: workflows['contentApproval.simple'],
  list: { order: 'created_date desc', filters: ['activity_id', 'status', 'received_date'], sortable: ['name', 'received_date'], search: ['name'] },
  sample: (i) => ({
    name: ['Cá nhân xuất sắc', 'Đội vô địch', 'Giải phong trào', 'Giải sáng kiến'][i % 4],
    name_en: ['Outstanding individual', 'Champion team', 'Spirit award', 'Innovation award'][i % 4],
    description: ['Trao cho cá nhân có thành tích nổi bật', 'Đội giành chức vô địch giải đấu', 'Đơn vị tham gia nhiệt tình nhất', 'Sáng kiến cải tiến được áp dụng'][i % 4],
    description_en: ['For an outstanding individual', 'The tournament champions', 'The most enthusiastic unit', 'An improvement put into use'][i % 4],
  }),
});
