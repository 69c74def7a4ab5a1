/**
 * Feedback and ask-and-answer (spec §3, §6 ASK_ANSWER, §7 /feedback, /feedback-comment,
 * /feedback-statistic, /general-report-feedback).
 *
 * - Privacy: a private item (visibility 0) is read only by its author, its addressee and the
 *   ASK_ANSWER admins (view all or approve): the declared audience rule, applied by the engine to
 *   every read of a feedback (list, get, counts, export); its comments are read and written only
 *   where the feedback is (the comment module's access rule, below), so a wrong reader gets
 *   nothing from the list and 404 on a record.
 * - Hidden Q&A items (`is_hide`, set by the admins) are read only by admins, the author and the addressee.
 * - An answer (a comment by an admin or the addressee) marks the feedback DONE and tells its author.
 * - `open` (POST /feedback/{id}/open) counts a view and writes the access history (the activity log).
 * - /feedback-statistic and /general-report-feedback: figures under the caller's read scope.
 */
import { account, canDo, category, feedback, feedbackComment, type Row } from '@portal/domain';
import { and, asc, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { activityLog, tableFor } from '../../db/tables.js';
import { listActivityOf } from '../system/logs.js';
import { type Ctx, requireUser } from '../../engine/context.js';
import { AppError, forbidden, notFound } from '../../engine/errors.js';
import { type ActionRun, type AfterChangeHook, type BeforeChangeHook, defineModule } from '../../engine/module.js';
import { accessConditions } from '../../engine/access.js';
import { sendNotifications } from '../../notify/push.js';

const F = tableFor(feedback);
const C = tableFor(feedbackComment);
const fc = (n: string) => F[n] as AnyPgColumn;
const TZ = 'Asia/Ho_Chi_Minh';

/** ASK_ANSWER admins: view all or approve. */
export const isFeedbackAdmin = (ctx: Ctx): boolean => !!ctx.user && (canDo(ctx.user.ability, 'viewAll', 'ASK_ANSWER') || canDo(ctx.user.ability, 'approve', 'ASK_ANSWER'));

const isAddressee = (row: Row, userId: number) => ((row.addressee_ids as number[] | null) ?? []).map(Number).includes(userId);

/** Only admins hide or open an item; an answered item is no longer changed by its author. */
const feedbackRules: BeforeChangeHook = async ({ ctx, data, existing, mode }) => {
  const admin = isFeedbackAdmin(ctx);
  if (!admin && Object.hasOwn(data, 'is_hide') && Boolean(data.is_hide) !== Boolean(existing?.is_hide ?? false)) throw forbidden();
  if (mode === 'update' && !admin && existing?.status === 'DONE') throw new AppError(409, 'feedback.answered');
  return undefined;
};

const open: ActionRun = async ({ tx, record }) => {
  const [row] = (await tx
    .update(F)
    .set({ view_count: sql`${fc('view_count')} + 1` })
    .where(eq(fc('id'), Number(record?.id)))
    .returning({ id: fc('id'), view_count: fc('view_count') })) as Row[];
  return row;
};

export const feedbackModule = defineModule({
  resource: feedback,
  hooks: { beforeChange: [feedbackRules] },
  // Hidden Q&A items: only admins, the author and the addressee read them.
  access: {
    reads: [],
    rule: (ctx, t, o) => {
      if (o.op !== 'read' || !ctx.user || isFeedbackAdmin(ctx)) return null;
      const c = (n: string) => t[n] as AnyPgColumn;
      return [sql`(${c('is_hide')} = false OR ${c('created_by')} = ${ctx.user.id} OR ${ctx.user.id}::bigint = ANY(${c('addressee_ids')}))`];
    },
  },
  actions: { open },
  routes,
});

/** A comment is read and written only where its feedback may be read. */
const commentRules: BeforeChangeHook = async ({ ctx, tx, mode, data, existing }) => {
  const user = requireUser(ctx);
  const feedbackId = Number(mode === 'create' ? data.feedback_id : existing?.feedback_id);
  const [fb] = (await tx
    .select()
    .from(F)
    .where(and(eq(fc('id'), feedbackId), ...accessConditions(ctx, feedback, F, 'read')))
    .limit(1)) as Row[];
  if (!fb) throw notFound();
  if (mode === 'update') return { feedback_id: existing?.feedback_id, is_answer: existing?.is_answer };
  const answers = isFeedbackAdmin(ctx) || isAddressee(fb, user.id);
  // A private item takes answers from the addressee or an admin, and follow-ups from its author.
  if (Number(fb.visibility) === 0 && !answers && Number(fb.created_by) !== user.id) throw new AppError(403, 'feedback.replyNotAllowed');
  return { is_answer: answers && Number(fb.created_by) !== user.id };
};

/** An answer marks the feedback DONE, counts it and tells the author. */
const onAnswer: AfterChangeHook = async ({ ctx, tx, mode, row }) => {
  if (mode !== 'create' || !row.is_answer) return;
  const [fb] = (await tx
    .update(F)
    .set({ status: 'DONE', reply_count: sql`${fc('reply_count')} + 1`, updated_date: ctx.now() })
    .where(eq(fc('id'), Number(row.feedback_id)))
    .returning()) as Row[];
  if (!fb?.created_by) return;
  await sendNotifications(tx, ctx.now(), [
    {
      recipient_id: Number(fb.created_by),
      title: `Góp ý của bạn đã được trả lời: ${String(fb.title)}`,
      title_en: `Your feedback was answered: ${String(fb.title)}`,
      content: String(row.content).slice(0, 500),
      content_en: String(row.content).slice(0, 500),
      link: `/dashboard/feedback?id=${Number(fb.id)}`,
      source_type: 'ASK_ANSWER',
      source_id: Number(fb.id),
    },
  ]);
};

export const feedbackCommentModule = defineModule({
  resource: feedbackComment,
  hooks: { beforeChange: [commentRules], afterChange: [onAnswer] },
});

/** The period asked for (`from`, `to` as YYYY-MM-DD in Ho Chi Minh City); default: everything. */
function period(q: { from?: string; to?: string }): SQL[] {
  const out: SQL[] = [];
  const day = (v: string | undefined, field: string) => {
    if (v === undefined || v === '') return undefined;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00+07:00`))) throw new AppError(400, 'error.validation', {}, [{ field, key: 'validation.date' }]);
    return new Date(`${v}T00:00:00+07:00`);
  };
  const from = day(q.from, 'from');
  const to = day(q.to, 'to');
  if (from) out.push(gte(fc('created_date'), from));
  if (to) out.push(lt(fc('created_date'), new Date(to.getTime() + 86_400_000)));
  return out;
}

function scope(ctx: Ctx, q: { from?: string; to?: string }): SQL[] {
  const user = requireUser(ctx);
  if (!canDo(user.ability, 'view', 'ASK_ANSWER')) throw forbidden();
  return [eq(fc('state'), 'ACTIVE'), ...accessConditions(ctx, feedback, F, 'read'), ...period(q)];
}

async function statistic(ctx: Ctx, q: { from?: string; to?: string }) {
  const where = and(...scope(ctx, q));
  const db = ctx.database.db;
  const month = sql<string>`to_char(${fc('created_date')} at time zone ${sql.raw(`'${TZ}'`)}, 'YYYY-MM')`;
  const cat = sql.raw('"category"');
  const [byStatus, byType, byMonth] = await Promise.all([
    db.select({ status: fc('status'), n: count() }).from(F).where(where).groupBy(fc('status')),
    db
      .select({ type_id: fc('type_id'), name: sql<string>`(SELECT k.name FROM ${cat} k WHERE k.id = ${fc('type_id')})`, name_en: sql<string | null>`(SELECT k.name_en FROM ${cat} k WHERE k.id = ${fc('type_id')})`, n: count() })
      .from(F)
      .where(where)
      .groupBy(fc('type_id')),
    db.select({ month, n: count() }).from(F).where(where).groupBy(month).orderBy(month),
  ]);
  return {
    byStatus: ['NEW', 'DONE'].map((s) => ({ status: s, count: Number(byStatus.find((x) => x.status === s)?.n ?? 0) })),
    byType: byType.map((x) => ({ type_id: Number(x.type_id), name: x.name, name_en: x.name_en, count: Number(x.n) })),
    byMonth: byMonth.map((x) => ({ month: x.month, count: Number(x.n) })),
  };
}

async function generalReport(ctx: Ctx, q: { from?: string; to?: string }) {
  const where = and(...scope(ctx, q));
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})::int`;
  const [row] = await ctx.database.db
    .select({
      total: sql<number>`count(*)::int`,
      waiting: n(sql`${fc('status')} = 'NEW'`),
      replied: n(sql`${fc('status')} = 'DONE'`),
      public: n(sql`${fc('visibility')} = 1`),
      private: n(sql`${fc('visibility')} = 0`),
      personnel: n(sql`cardinality(coalesce(${fc('addressee_ids')}, '{}')) > 0`),
      hidden: n(sql`${fc('is_hide')} = true`),
      views: sql<number>`coalesce(sum(${fc('view_count')}), 0)::int`,
    })
    .from(F)
    .where(where);
  const [comments] = await ctx.database.db
    .select({ n: count() })
    .from(C)
    .where(and(eq(C.state as AnyPgColumn, 'ACTIVE'), sql`${C.feedback_id as AnyPgColumn} IN (SELECT ${fc('id')} FROM ${F} WHERE ${where})`));
  return { ...row, comments: Number(comments?.n ?? 0) };
}

/**
 * What the portal's form needs (staff cannot read settings or accounts): the FEEDBACK_TYPE
 * categories, and with `q` up to 20 active accounts to address an item to (name and position only).
 */
async function feedbackOptions(ctx: Ctx, q: string | undefined) {
  const user = requireUser(ctx);
  if (!canDo(user.ability, 'view', 'ASK_ANSWER')) throw forbidden();
  const k = tableFor(category);
  const kc = (n: string) => k[n] as AnyPgColumn;
  const types = await ctx.database.db
    .select({ id: kc('id'), name: kc('name'), name_en: kc('name_en') })
    .from(k)
    .where(and(eq(kc('type'), 'FEEDBACK_TYPE'), eq(kc('state'), 'ACTIVE')))
    .orderBy(asc(kc('ordering')), asc(kc('id')));
  const a = tableFor(account);
  const acc = (n: string) => a[n] as AnyPgColumn;
  const words = (q ?? '').trim().slice(0, 100).split(/\s+/).filter(Boolean).slice(0, 5);
  const match = words.map((w) => sql`f_unaccent(lower(coalesce(${acc('full_name')}, '') || ' ' || ${acc('username')})) LIKE '%' || f_unaccent(lower(${w.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`);
  const people = await ctx.database.db
    .select({ id: acc('id'), full_name: acc('full_name'), username: acc('username'), department: acc('department'), position: acc('position') })
    .from(a)
    .where(and(eq(acc('state'), 'ACTIVE'), eq(acc('account_status'), 'ACTIVE'), ...match))
    .orderBy(asc(acc('full_name')), asc(acc('id')))
    .limit(20);
  return { types, people };
}

/**
 * The access history (spec §2 "feedback and ask-and-answer with overview report and access
 * history"): who opened which item when, from where: the activity log's `open` rows of feedback,
 * newest first, for the ASK_ANSWER admins (view all or approve). Filters: f_user_id, f_record_id
 * (the feedback), f_date_from, f_date_to, q (user, title); page, limit.
 */
async function accessHistory(ctx: Ctx, q: Record<string, unknown>) {
  requireUser(ctx);
  if (!isFeedbackAdmin(ctx)) throw forbidden();
  const a = activityLog;
  const data = await listActivityOf(ctx.database, q, [eq(a.activity_context, 'feedback'), eq(a.action, 'open')]);
  const ids = [...new Set(data.items.map((r) => Number(r.record_id)).filter((n) => n > 0))];
  const titles = ids.length === 0 ? [] : ((await ctx.database.db.select({ id: fc('id'), title: fc('title') }).from(F).where(inArray(fc('id'), ids))) as { id: number; title: string }[]);
  const titleOf = new Map(titles.map((x) => [Number(x.id), x.title]));
  // The row's before/after data stays out: the screen shows who, what, when and from where.
  const items = data.items.map((r) => ({
    id: r.id,
    created_date: r.created_date,
    user_id: r.user_id,
    username: r.username,
    feedback_id: r.record_id,
    feedback_title: titleOf.get(Number(r.record_id)) ?? null,
    ip: r.ip,
    browser: r.browser,
    device: r.device,
  }));
  return { ...data, items };
}

function routes(app: FastifyInstance): void {
  app.get('/api/v1/feedback-access-history', {
    schema: { tags: ['feedbacks.feedbacks'], summary: 'Who opened which feedback item, when and from where (the activity log); ASK_ANSWER view all or approve. f_user_id, f_record_id, f_date_from, f_date_to, q, page, limit' },
    handler: async (req) => ({ success: true, data: await accessHistory(req.ctx, req.query as Record<string, unknown>) }),
  });
  app.get<{ Querystring: { q?: string } }>('/api/v1/feedback-options', {
    schema: { tags: ['feedbacks.feedbacks'], summary: 'The feedback types and (with q) up to 20 people to address feedback to; needs view on ASK_ANSWER' },
    handler: async (req) => ({ success: true, data: await feedbackOptions(req.ctx, req.query.q) }),
  });
  app.get<{ Querystring: { from?: string; to?: string } }>('/api/v1/feedback-statistic', {
    schema: { tags: ['feedbacks.feedbacks'], summary: "Feedback per status, type and month (from/to: YYYY-MM-DD), under the caller's read scope" },
    handler: async (req) => ({ success: true, data: await statistic(req.ctx, req.query) }),
  });
  app.get<{ Querystring: { from?: string; to?: string } }>('/api/v1/general-report-feedback', {
    schema: { tags: ['feedbacks.feedbacks'], summary: "Feedback overview: totals, waiting, replied, public, private, personnel-specific, hidden, views, comments (under the caller's read scope)" },
    handler: async (req) => ({ success: true, data: await generalReport(req.ctx, req.query) }),
  });
}
