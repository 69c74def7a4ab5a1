import { QUESTION_MAX } from '../../constants.js';
import { datetime, ref, text } from '../../fields.js';
import { defineResource } from '../../resource.js';

const L = (vi: string, en: string) => ({ vi, en });

/**
 * Polls of internal activities (spec §3 Poll: question, answers (at least 2), expiry time). The
 * answers are lines edited with the poll and saved with it in one transaction.
 */
export const poll = defineResource({
  name: 'poll',
  path: 'polls',
  label: L('Bình chọn', 'Poll'),
  subject: 'INTERNAL_ACTIVITY',
  module: 'activities.polls',
  admin: { area: 'activities', icon: 'poll' },
  titleField: 'question',
  fields: {
    question: text({ required: true, localized: true, max: QUESTION_MAX, label: L('Câu hỏi', 'Question'), inList: true }),
    expiry_time: datetime({ required: true, isFuture: true, label: L('Thời gian hết hạn', 'Expiry time'), inList: true }),
  },
  lines: [{ resource: 'poll_answer', field: 'poll_id', key: 'answers', min: 2, max: 20 }],
  list: { order: 'created_date desc', sortable: ['expiry_time'], filters: ['expiry_time'], search: ['question'] },
  sample: (i) => ({
    question: ['Bạn muốn tổ chức hội thao vào tháng nào?', 'Địa điểm nghỉ mát năm nay?', 'Món ăn trưa bạn thích nhất?'][i % 3],
    question_en: ['Which month should the sports day be?', 'Where should this year’s trip go?', 'Your favourite lunch?'][i % 3],
  }),
});

/** One answer of a poll (spec §3: at least 2). Edited through its poll. */
export const pollAnswer = defineResource({
  name: 'poll_answer',
  path: 'poll-answers',
  label: L('Phương án bình chọn', 'Poll answer'),
  subject: 'INTERNAL_ACTIVITY',
  module: 'activities.polls',
  admin: { area: 'activities', isHidden: true },
  titleField: 'content',
  fields: {
    poll_id: ref('poll', { required: true, onDelete: 'cascade', label: L('Bình chọn', 'Poll'), inList: true }),
    content: text({ required: true, localized: true, label: L('Nội dung', 'Answer'), inList: true }),
  },
  list: { order: 'ordering asc, created_date desc', filters: ['poll_id'], search: ['content'], defaultLimit: -1 },
});
