/**
 * Feedback and ask-and-answer (spec §2 /dashboard/feedback, §3 feedback status NEW/DONE, hidden or
 * opened, visibility Public=1 / Private=0, filter kinds PUBLIC, PERSONNEL, STATUS, FEEDBACK_TYPE
 * categories; §7 /feedback, /feedback-comment, /feedback-statistic, /general-report-feedback).
 *
 * Staff send feedback or questions, public or private, optionally addressed to one person
 * ("personnel-specific"). A private item is readable only by its author, its addressee and the
 * ASK_ANSWER admins (view all or approve): the declared audience rule, applied by the server to
 * every read (list, get, counts, export) and, through the feedback, to its comments
 * (modules/activities/feedback.ts). An answer by an admin or the addressee marks it DONE.
 */
import { QUESTION_MAX, TITLE_MAX } from '../../constants.js';
import { enumOf, flag, integer, longText, mediaList, ref, refs, text } from '../../fields.js';
import { defineResource } from '../../resource.js';
import type { Workflow } from '../../workflows/index.js';

const L = (vi: string, en: string) => ({ vi, en });
const GROUP = L('Góp ý và hỏi đáp', 'Feedback and Q&A');

/** NEW (waiting for a reply) -> DONE (replied): the server moves it when an answer is written; admins may reopen. */
export const FEEDBACK_WORKFLOW: Workflow = {
  name: 'feedback',
  statuses: ['NEW', 'DONE'],
  initial: 'NEW',
  transitions: [
    { from: 'NEW', to: 'DONE', action: 'close', right: 'approve' },
    { from: 'DONE', to: 'NEW', action: 'reopen', right: 'approve' },
  ],
  // Admins hide or open answered items too; their authors no longer change them (modules/activities/feedback.ts).
  editable: ['NEW', 'DONE'],
  // The portal's words for a question (waiting for a reply, replied), in the admin too (issue 38 item 7).
  labels: {
    statuses: { NEW: L('Chờ phản hồi', 'Waiting for a reply'), DONE: L('Đã phản hồi', 'Replied') },
    actions: { close: L('Đánh dấu đã phản hồi', 'Mark as replied') },
  },
};

export const FEEDBACK_PUBLIC = 1;
export const FEEDBACK_PRIVATE = 0;

export const feedback = defineResource({
  name: 'feedback',
  path: 'feedback',
  label: L('Góp ý và hỏi đáp', 'Feedback and Q&A'),
  subject: 'ASK_ANSWER',
  module: 'feedbacks.feedbacks',
  admin: { area: 'activities', group: GROUP, order: 0, icon: 'comment' },
  portalRoute: '/dashboard/feedback',
  titleField: 'title',
  // Every reader may send; the author changes their own while it waits; admins (approve, view all) moderate.
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  access: { audience: { scopeField: 'visibility', staffField: 'addressee_ids', limitedValue: '0' } },
  transfer: { isExport: true },
  fields: {
    title: text({ required: true, max: TITLE_MAX, label: L('Tiêu đề', 'Title'), inList: true }),
    content: longText({ required: true, max: QUESTION_MAX, label: L('Nội dung', 'Content') }),
    type_id: ref('category', { required: true, where: { type: 'FEEDBACK_TYPE' }, label: L('Loại', 'Type'), inList: true }),
    visibility: enumOf([1, 0], {
      default: 1,
      required: true,
      label: L('Phạm vi', 'Visibility'),
      inList: true,
      options: { '1': { label: L('Công khai', 'Public'), color: 'green' }, '0': { label: L('Riêng tư', 'Private'), color: 'orange' } },
    }),
    addressee_ids: refs('account', { max: 1, label: L('Gửi đến người cụ thể', 'Addressed to'), help: L('Góp ý dành riêng cho một người', 'Personnel-specific feedback') }),
    attachments: mediaList('any', { max: 5, label: L('Tệp đính kèm', 'Attachments') }),
    is_hide: flag({ label: L('Ẩn khỏi hỏi đáp', 'Hidden from Q&A'), inList: true }),
    reply_count: integer({ default: 0, min: 0, isReadonly: true, label: L('Số phản hồi', 'Replies'), inList: true }),
    view_count: integer({ default: 0, min: 0, isReadonly: true, label: L('Lượt xem', 'Views') }),
  },
  computed: {
    author_name: {
      label: L('Người gửi', 'Sent by'),
      kind: 'json',
      sql: 'SELECT to_json(a.full_name) FROM account a WHERE a.id = (SELECT x.created_by FROM feedback x WHERE x.id = $id)',
      reads: ['account', 'feedback'],
    },
  },
  workflow: FEEDBACK_WORKFLOW,
  // Opening an item counts a view and writes the access history (the activity log).
  actions: [{ name: 'open', label: L('Mở góp ý', 'Open'), right: 'view', target: 'record', successMessage: 'success.updated', activity: { description: 'Open feedback', suffix: 'open' } }],
  list: {
    order: 'created_date desc',
    sortable: ['title', 'reply_count'],
    filters: ['status', 'type_id', 'visibility', 'is_hide', 'created_by', 'addressee_ids', 'created_date'],
    search: ['title', 'content'],
    scopeColumns: ['visibility', 'is_hide', 'status'],
  },
  sample: (i) => ({
    title: ['Đề xuất thêm chỗ để xe máy', 'Hỏi về chế độ nghỉ phép năm', 'Góp ý về bữa ăn ca', 'Hỏi về lịch xe đưa đón'][i % 4],
    content: [
      'Bãi xe khu văn phòng thường kín chỗ sau 7 giờ 30, đề nghị mở thêm khu vực để xe.',
      'Nhân viên mới vào làm được tính phép năm từ tháng nào?',
      'Đề nghị bổ sung thêm món chay vào thực đơn ngày thứ Tư.',
      'Xe đưa đón tuyến Tam Kỳ có thay đổi giờ chạy trong tháng tới không?',
    ][i % 4],
    visibility: i % 3 === 2 ? 0 : 1,
  }),
});

/** Replies and comments on feedback (/feedback-comment); readable where the feedback is. */
export const feedbackComment = defineResource({
  name: 'feedback_comment',
  path: 'feedback-comment',
  label: L('Phản hồi góp ý', 'Feedback reply'),
  subject: 'ASK_ANSWER',
  module: 'feedbacks.feedback_comments',
  admin: { area: 'activities', group: GROUP, order: 1, icon: 'message' },
  portalRoute: '/dashboard/feedback',
  titleField: 'content',
  writeRight: 'view',
  isAuthorOnlyWrite: true,
  fields: {
    feedback_id: ref('feedback', { required: true, onDelete: 'cascade', label: L('Góp ý', 'Feedback'), inList: true }),
    content: longText({ required: true, max: QUESTION_MAX, label: L('Nội dung', 'Content'), inList: true }),
    attachments: mediaList('any', { max: 5, label: L('Tệp đính kèm', 'Attachments') }),
    is_answer: flag({ isReadonly: true, label: L('Là câu trả lời', 'Answer'), inList: true }),
  },
  computed: {
    author_name: {
      label: L('Người viết', 'Written by'),
      kind: 'json',
      sql: 'SELECT to_json(a.full_name) FROM account a WHERE a.id = (SELECT x.created_by FROM feedback_comment x WHERE x.id = $id)',
      reads: ['account', 'feedback_comment'],
    },
  },
  access: { parent: { field: 'feedback_id', isActiveOnly: true } },
  list: { order: 'created_date asc', filters: ['feedback_id', 'created_by', 'is_answer'], search: ['content'] },
  sampleCount: 0,
});
