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
  // The polls of an activity follow its read rule: a draft activity's polls stay with its organisers (issue 36, class 4).
  access: { parent: { field: 'activity_id', isOptional: true } },
  fields: {
    question: text({ required: true, localized: true, max: QUESTION_MAX, label: L('Câu hỏi', 'Question'), inList: true }),
    expiry_time: datetime({ required: true, isFuture: true, label: L('Thời gian hết hạn', 'Expiry time'), inList: true }),
    activity_id: ref('internal_activity', { onDelete: 'cascade', label: L('Hoạt động', 'Activity'), inList: true }),
  },
  computed: {
    // Votes per answer ([{ answer_id, votes }]) and whether the caller has voted are read by the portal.
    vote_count: {
      label: L('Số lượt bình chọn', 'Votes'),
      kind: 'integer',
      rollup: { of: 'poll_vote', by: 'poll_id', fn: 'count' },
    },
    results: {
      label: L('Kết quả', 'Results'),
      kind: 'json',
      sql: "SELECT coalesce(json_agg(json_build_object('answer_id', a.id, 'votes', (SELECT count(*) FROM poll_vote v WHERE v.answer_id = a.id)) ORDER BY a.ordering, a.id), '[]'::json) FROM poll_answer a WHERE a.poll_id = $id",
      reads: ['poll_vote', 'poll_answer'],
    },
  },
  // Whether the caller has voted (spec §3 `is_vote`), per caller after the shared list cache.
  callerFlags: { is_vote: { of: 'poll_vote', by: 'poll_id', label: L('Đã bình chọn', 'Voted') } },
  actions: [
    {
      name: 'vote',
      label: L('Bình chọn', 'Vote'),
      right: 'view',
      target: 'record',
      body: { answer_id: ref('poll_answer', { required: true, label: L('Phương án', 'Answer') }) },
      successMessage: 'poll.voted',
    },
  ],
  lines: [{ resource: 'poll_answer', field: 'poll_id', key: 'answers', min: 2, max: 20 }],
  list: { order: 'created_date desc', sortable: ['expiry_time'], filters: ['expiry_time', 'activity_id'], search: ['question'] },
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
  access: { parent: { field: 'poll_id' } },
  fields: {
    poll_id: ref('poll', { required: true, onDelete: 'cascade', label: L('Bình chọn', 'Poll'), inList: true }),
    content: text({ required: true, localized: true, label: L('Nội dung', 'Answer'), inList: true }),
  },
  list: { order: 'ordering asc, created_date desc', filters: ['poll_id'], search: ['content'], defaultLimit: -1 },
});

/** One vote: one per person per poll (a unique constraint), for one of the poll's answers. */
export const pollVote = defineResource({
  name: 'poll_vote',
  path: 'poll-votes',
  label: L('Lượt bình chọn', 'Poll vote'),
  subject: 'INTERNAL_ACTIVITY',
  module: 'activities.polls',
  admin: { area: 'activities', isHidden: true },
  titleField: 'poll_id',
  // Votes are cast through POST /polls/{id}/vote; staff see their own, organisers every vote.
  access: { owner: { field: 'account_id' } },
  writeRight: 'edit',
  // A declared vote (ADR 0018): one active vote per person and poll in the database, changed only
  // by its voter and only until the poll's expiry; GET /poll-votes/tally?target=<poll> counts them.
  isAuthorOnlyWrite: true,
  vote: { target: 'poll_id', choice: 'answer_id', window: { to: 'expiry_time' } },
  fields: {
    poll_id: ref('poll', { required: true, onDelete: 'cascade', label: L('Bình chọn', 'Poll'), inList: true }),
    answer_id: ref('poll_answer', { required: true, onDelete: 'cascade', label: L('Phương án', 'Answer'), inList: true }),
    account_id: ref('account', { required: true, label: L('Người bình chọn', 'Voter'), inList: true }),
  },
  constraints: [{ kind: 'unique', fields: ['poll_id', 'account_id'], errorField: 'answer_id' }],
  list: { order: 'created_date desc', filters: ['poll_id', 'answer_id', 'account_id'] },
  sampleCount: 0,
});
