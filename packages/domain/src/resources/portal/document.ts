/**
 * Documents and document lookup (spec §1 "documents and document lookup", §3 today_count, §6
 * "Documents ... have access scope Public or Limited", §7 /document, /document-export,
 * /document-type, /document-setting).
 *
 * - The type, realm and status of a document are the settings categories DOCUMENT_TYPE,
 *   DOCUMENT_REALM and DOCUMENT_STATUS (spec §3 names them as categories of the `category`
 *   table): no second table of types. `/document-type` (the document module's route) lists the
 *   DOCUMENT_TYPE categories to anyone who may read documents, since the categories themselves are
 *   SETTING records staff may not list.
 * - `/document-setting` (subject SETTING_SEARCH_DOCUMENT, "document search settings") configures
 *   the portal's three look-up pages: which document types each one shows, with its title and
 *   introduction (announcements, regulations and procedures, forms).
 * - A document is Public (every signed-in reader of documents) or Limited to chosen organisation
 *   units (their whole subtrees) and staff accounts; its receivers and followers read it too. The
 *   rule is the document module's access hook (modules/portal/documents.ts): the declared
 *   `access.audience` rule knows staff only, not units. Attachments (media context DOCUMENT) follow
 *   their document: a Limited document's files are served only to who may read it.
 */
import { TITLE_MAX } from '../../constants.js';
import { date, enumOf, longText, mediaList, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });
const LOOKUP = L('Tra cứu tài liệu', 'Document lookup');

export const DOCUMENT_ACCESS_SCOPES = ['PUBLIC', 'LIMITED'] as const;
/** The portal's look-up pages (spec §2 /look-up/notification, /look-up/regulation-procedures, /look-up/form). */
export const DOCUMENT_LOOKUP_PAGES = ['NOTIFICATION', 'REGULATION_PROCEDURE', 'FORM'] as const;
/** The portal route of each look-up page. */
export const DOCUMENT_LOOKUP_ROUTES: Readonly<Record<(typeof DOCUMENT_LOOKUP_PAGES)[number], string>> = {
  NOTIFICATION: '/look-up/notification',
  REGULATION_PROCEDURE: '/look-up/regulation-procedures',
  FORM: '/look-up/form',
};

/** Documents (/document): issued regulations, procedures, forms and announcements with their files. */
export const document = defineResource({
  name: 'document',
  path: 'document',
  label: L('Văn bản', 'Document'),
  subject: 'DOCUMENT_LOOKUP',
  module: 'administrations.documents',
  admin: { area: 'portal', group: LOOKUP, order: 1, icon: 'file' },
  portalRoute: '/documents',
  titleField: 'title',
  fields: {
    code: text({ required: true, max: 100, label: L('Số hiệu', 'Number'), inList: true }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tên văn bản', 'Title'), inList: true }),
    summary: longText({ max: 1000, localized: true, label: L('Trích yếu', 'Summary') }),
    type_id: ref('category', { required: true, where: { type: 'DOCUMENT_TYPE' }, label: L('Loại văn bản', 'Type'), inList: true }),
    realm_id: ref('category', { required: true, where: { type: 'DOCUMENT_REALM' }, label: L('Lĩnh vực', 'Realm'), inList: true }),
    doc_status_id: ref('category', { where: { type: 'DOCUMENT_STATUS' }, label: L('Tình trạng', 'Status'), inList: true }),
    issuing_unit_id: ref('organization', { required: true, label: L('Đơn vị ban hành', 'Issuing unit'), inList: true }),
    signer: text({ max: 150, format: 'personName', label: L('Người ký', 'Signed by') }),
    issued_date: date({ required: true, label: L('Ngày ban hành', 'Issued on'), inList: true }),
    effective_date: date({ notBefore: 'issued_date', label: L('Ngày hiệu lực', 'Effective from'), inList: true }),
    expiry_date: date({ after: 'effective_date', label: L('Ngày hết hiệu lực', 'Expires on') }),
    access_scope: enumOf(DOCUMENT_ACCESS_SCOPES, {
      default: 'PUBLIC',
      label: L('Phạm vi truy cập', 'Access'),
      inList: true,
      options: { PUBLIC: { label: L('Công khai', 'Public'), color: 'green' }, LIMITED: { label: L('Giới hạn', 'Limited'), color: 'orange' } },
      help: L('Văn bản giới hạn chỉ hiển thị với đơn vị, nhân sự được chọn và người nhận, người theo dõi.', 'A Limited document shows only to the chosen units and staff, its receivers and its followers.'),
    }),
    unit_ids: refs('organization', { max: 100, label: L('Đơn vị được xem', 'Units who may read it') }),
    staff_ids: refs('account', { max: 500, label: L('Nhân sự được xem', 'Staff who may read it') }),
    attachments: mediaList('attachment', { max: 10, label: L('Tệp đính kèm', 'Attachments') }),
    receiver_ids: refs('account', { max: 500, label: L('Người nhận', 'Receivers'), help: L('Được thông báo khi văn bản được ban hành cho họ.', 'Notified when the document is issued to them.') }),
    follower_ids: refs('account', { max: 500, label: L('Người theo dõi', 'Followers'), help: L('Được thông báo khi văn bản thay đổi.', 'Notified when the document changes.') }),
  },
  form: {
    groups: [
      { key: 'access', label: L('Phạm vi truy cập', 'Access'), fields: ['access_scope', 'unit_ids', 'staff_ids'] },
      { key: 'people', label: L('Người nhận và theo dõi', 'Receivers and followers'), fields: ['receiver_ids', 'follower_ids'] },
    ],
  },
  constraints: [{ kind: 'unique', fields: ['code'], isActiveOnly: true }],
  transfer: { isExport: true, aliases: { export: 'document-export' } },
  computed: {
    // Spec §3 list extra field: the documents issued today (Vietnam's date) that every reader may
    // read (Public ones), the same on every row; Limited documents are not counted, so the number
    // tells nothing about documents a reader may not see.
    today_count: {
      label: L('Văn bản ban hành hôm nay', 'Documents issued today'),
      kind: 'integer',
      sql: "SELECT count(*)::int FROM document d WHERE d.state = 'ACTIVE' AND d.access_scope = 'PUBLIC' AND d.issued_date = (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date",
      reads: ['document'],
    },
  },
  list: {
    order: 'issued_date desc, id desc',
    sortable: ['issued_date', 'effective_date', 'code', 'title'],
    filters: ['type_id', 'realm_id', 'doc_status_id', 'issuing_unit_id', 'issued_date', 'effective_date', 'access_scope', 'receiver_ids', 'follower_ids', 'created_by'],
    search: ['code', 'title', 'summary', 'signer'],
  },
  sample: (i) => {
    const d = [
      ['QĐ-01/2026', 'Quy định về bảo mật thông tin nội bộ', 'Internal information security regulation', 'Quy định việc phân loại, lưu trữ và chia sẻ thông tin nội bộ.', 'Rules on classifying, storing and sharing internal information.'],
      ['QT-02/2026', 'Quy trình đề nghị thanh toán', 'Payment request procedure', 'Các bước lập, duyệt và chi trả đề nghị thanh toán.', 'Steps to prepare, approve and pay a payment request.'],
      ['BM-03/2026', 'Biểu mẫu đề nghị cấp văn phòng phẩm', 'Stationery request form', 'Mẫu đề nghị cấp văn phòng phẩm hằng tháng.', 'The monthly stationery request form.'],
      ['TB-04/2026', 'Thông báo lịch nghỉ Tết Nguyên đán', 'Lunar New Year holiday notice', 'Lịch nghỉ Tết và bố trí trực tại các đơn vị.', 'Holiday dates and duty rosters of the units.'],
    ][i % 4] as string[];
    const day = 86_400_000;
    const issued = new Date(Math.floor(Date.now() / day) * day - (i + 1) * 7 * day).toISOString().slice(0, 10);
    return { code: `${d[0]}-${i + 1}`, title: d[1], title_en: d[2], summary: d[3], summary_en: d[4], signer: 'Trần Bá Dương', issued_date: issued, effective_date: issued, access_scope: 'PUBLIC', unit_ids: [], staff_ids: [], receiver_ids: [], follower_ids: [] };
  },
});

/** Look-up page settings (/document-setting): the document types each portal look-up page shows. */
export const documentSetting = defineResource({
  name: 'document_setting',
  path: 'document-setting',
  label: L('Cài đặt trang tra cứu', 'Look-up page setting'),
  subject: 'SETTING_SEARCH_DOCUMENT',
  module: 'administrations.document_settings',
  admin: { area: 'portal', group: LOOKUP, order: 2, icon: 'setting' },
  portalRoute: '/look-up/form',
  titleField: 'title',
  sampleCount: 3,
  fields: {
    page: enumOf(DOCUMENT_LOOKUP_PAGES, {
      required: true,
      label: L('Trang tra cứu', 'Look-up page'),
      inList: true,
      options: {
        NOTIFICATION: { label: L('Thông báo', 'Announcements'), color: 'blue' },
        REGULATION_PROCEDURE: { label: L('Quy định - Quy trình', 'Regulations and procedures'), color: 'purple' },
        FORM: { label: L('Biểu mẫu', 'Forms'), color: 'green' },
      },
    }),
    title: text({ required: true, localized: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    description: longText({ max: 500, localized: true, label: L('Giới thiệu', 'Introduction') }),
    type_ids: refs('category', { max: 20, label: L('Loại văn bản hiển thị', 'Document types shown'), help: L('Chọn danh mục loại văn bản; danh mục khác không có văn bản nào.', 'Choose document type categories; other categories hold no documents.') }),
  },
  // Several settings of one page are read in order (the first with types is used by the portal).
  list: { order: 'ordering asc, id asc', filters: ['page'], search: ['title'], defaultLimit: -1 },
  sample: (i) =>
    [
      { page: 'NOTIFICATION', title: 'Thông báo', title_en: 'Announcements', description: 'Thông báo chính thức của Tập đoàn và các đơn vị.', description_en: 'Official announcements of the group and its units.' },
      { page: 'REGULATION_PROCEDURE', title: 'Quy định - Quy trình', title_en: 'Regulations and procedures', description: 'Quy định, quy trình đang áp dụng.', description_en: 'Regulations and procedures in force.' },
      { page: 'FORM', title: 'Biểu mẫu', title_en: 'Forms', description: 'Biểu mẫu dùng chung, tải về để điền.', description_en: 'Shared forms to download and fill in.' },
    ][i % 3] as Record<string, unknown>,
});
