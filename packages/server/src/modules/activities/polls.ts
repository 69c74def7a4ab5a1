/**
 * Polls of internal activities: voting (one vote per person per poll, a unique constraint; an
 * answer of that poll; not after the expiry time) and the results download
 * (GET /polls/download/{id}, xlsx, language `vi` unless `language=en`).
 */
import { canDo, type Lang, poll, pollAnswer, pollVote, type Row } from '@portal/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { requireUser } from '../../engine/context.js';
import { AppError, forbidden, notFound } from '../../engine/errors.js';
import { type ActionRun, defineModule } from '../../engine/module.js';
import { getRecord } from '../../engine/service.js';
import { type ColumnSpec, sendXlsx } from '../../engine/xlsx.js';

const P = tableFor(pollAnswer);
const V = tableFor(pollVote);
const pc = (n: string) => P[n] as AnyPgColumn;
const vc = (n: string) => V[n] as AnyPgColumn;

const vote: ActionRun = async ({ ctx, tx, record, body }) => {
  const user = requireUser(ctx);
  const p = record as Row;
  if (new Date(String(p.expiry_time)).getTime() <= ctx.now().getTime()) throw new AppError(409, 'poll.expired');
  const [answer] = await tx
    .select({ id: pc('id') })
    .from(P)
    .where(and(eq(pc('id'), Number(body.answer_id)), eq(pc('poll_id'), Number(p.id))))
    .limit(1);
  if (!answer) throw new AppError(400, 'error.validation', {}, [{ field: 'answer_id', key: 'poll.wrongAnswer' }]);
  // One vote per person per poll: the unique constraint decides a race; this names the usual case.
  const [mine] = await tx
    .select({ id: vc('id') })
    .from(V)
    .where(and(eq(vc('poll_id'), Number(p.id)), eq(vc('account_id'), user.id)))
    .limit(1);
  if (mine) throw new AppError(409, 'poll.alreadyVoted');
  const now = ctx.now();
  const [row] = (await tx
    .insert(V)
    .values({ poll_id: Number(p.id), answer_id: Number(body.answer_id), account_id: user.id, created_by: user.id, updated_by: user.id, created_date: now, updated_date: now })
    .returning()) as Row[];
  return row;
};

function routes(app: FastifyInstance): void {
  app.get<{ Params: { id: string }; Querystring: { language?: string } }>('/api/v1/polls/download/:id', {
    schema: { tags: ['activities.polls'], summary: 'xlsx: the answers of a poll with their votes (language vi unless language=en); needs view on INTERNAL_ACTIVITY' },
    handler: async (req, reply) => {
      const user = requireUser(req.ctx);
      if (!canDo(user.ability, 'view', poll.subject)) throw forbidden();
      if (!/^[1-9]\d{0,14}$/.test(req.params.id)) throw notFound();
      const lang: Lang = req.query.language === 'en' ? 'en' : 'vi';
      const p = await getRecord(req.ctx, poll, Number(req.params.id));
      const rows = await req.ctx.database.db
        .select({ content: pc('content'), content_en: pc('content_en'), votes: count(vc('id')) })
        .from(P)
        .leftJoin(V, eq(vc('answer_id'), pc('id')))
        .where(eq(pc('poll_id'), Number(p.id)))
        .groupBy(pc('id'), pc('content'), pc('content_en'), pc('ordering'))
        .orderBy(asc(pc('ordering')), asc(pc('id')));
      const total = rows.reduce((s, r) => s + Number(r.votes), 0);
      const en = lang === 'en';
      const question = en && p.question_en ? String(p.question_en) : String(p.question);
      const columns: ColumnSpec[] = [
        { key: 'question', header: en ? 'Question' : 'Câu hỏi', width: 50 },
        { key: 'answer', header: en ? 'Answer' : 'Phương án', width: 50 },
        { key: 'votes', header: en ? 'Votes' : 'Số lượt bình chọn', width: 18 },
        { key: 'ratio', header: en ? 'Share (%)' : 'Tỷ lệ (%)', width: 14 },
      ];
      const out = rows.map((r) => ({
        question,
        answer: en && r.content_en ? String(r.content_en) : String(r.content),
        votes: Number(r.votes),
        ratio: total ? Math.round((Number(r.votes) / total) * 1000) / 10 : 0,
      }));
      out.push({ question, answer: en ? 'Total' : 'Tổng cộng', votes: total, ratio: total ? 100 : 0 });
      return sendXlsx(reply, `poll_${p.id}`, columns, (async function* () { yield out; })(), req.ctx.now());
    },
  });
}

export const pollModule = defineModule({ resource: poll, actions: { vote }, routes });
