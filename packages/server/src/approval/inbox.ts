/**
 * What people read of approvals (ADR 0006; split from `engine.ts`, issue 34): a record's timeline
 * (the request, its decisions with names, who may act now), "waiting for me" (an index probe on the
 * GIN-indexed `current_approver_ids`, delegations included) and "my requests". Reads only.
 * Titles and step names are answered in the caller's language (`ctx.lang`): the request keeps both
 * (`title`, `title_en`; a step's `name`, `name_en`), English falling back to the Vietnamese.
 */
import type { Resource, Row } from '@portal/domain';
import { approvalDecision, approvalDelegation, approvalRequest, canDo, resourceByName } from '@portal/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableFor } from '../db/tables.js';
import { type Ctx, requireUser } from '../engine/context.js';
import { notFound } from '../engine/errors.js';
import { isRecordVisible } from '../engine/access.js';
import { adminLink, requesterLink } from './notify.js';
import { delegatorsOf, type RequestRow, type StepState, stepName } from './resolve.js';
import { contentKeys, contentItems } from './content-inbox.js';

/** A request's title in `lang` (its English title when asked for English and it has one). */
const titleIn = (x: { title?: unknown; title_en?: unknown }, lang: string): string | null => {
  const t = (lang === 'en' && x.title_en) || x.title;
  return t == null ? null : String(t);
};

/** The approval of record `id`: the request, its decisions with names, who may act now. Readable by who reads the record, its requester and its approvers. */
export async function approvalTimeline(ctx: Ctx, r: Resource, id: number): Promise<Row> {
  const user = requireUser(ctx);
  const db = ctx.database.db;
  const t = tableFor(approvalRequest);
  const [req] = (await db
    .select()
    .from(t)
    .where(and(eq(t.target_type as AnyPgColumn, r.name), eq(t.target_id as AnyPgColumn, id)))
    .limit(1)) as RequestRow[];
  const steps = (req?.steps as StepState[] | undefined) ?? [];
  // A delegation never reaches the delegate's own request (decide.ts actingFor).
  const delegators = req && Number(req.requester_id) !== user.id ? await delegatorsOf(db, user.id, req.source_type, ctx.now()) : [];
  const involved = !!req && (Number(req.requester_id) === user.id || steps.some((s) => s.approvers.some((p) => p === user.id || delegators.includes(p))));
  if (!involved && !(await isRecordVisible(ctx, r, id, { isCms: true }))) throw notFound();
  if (!req) return { request: null, decisions: [], mayAct: [] };
  const d = tableFor(approvalDecision);
  const acc = tableFor(resourceByName.get('account') as Resource);
  const decisions = await db
    .select({
      id: d.id as AnyPgColumn,
      step: d.step as AnyPgColumn,
      decision: d.decision as AnyPgColumn,
      comment: d.comment as AnyPgColumn,
      created_date: d.created_date as AnyPgColumn,
      actor_id: d.actor_id as AnyPgColumn,
      actor_name: sql<string | null>`(SELECT x.full_name FROM ${acc} x WHERE x.id = ${d.actor_id as AnyPgColumn})`,
      on_behalf_of_id: d.on_behalf_of_id as AnyPgColumn,
      on_behalf_of_name: sql<string | null>`(SELECT x.full_name FROM ${acc} x WHERE x.id = ${d.on_behalf_of_id as AnyPgColumn})`,
    })
    .from(d)
    .where(eq(d.request_id as AnyPgColumn, req.id))
    .orderBy(asc(d.created_date as AnyPgColumn), asc(d.id as AnyPgColumn))
    .limit(500);
  const ids = [...new Set(steps.flatMap((s) => s.approvers))];
  const names = ids.length
    ? ((await db
        .select({ id: acc.id as AnyPgColumn, name: acc.full_name as AnyPgColumn })
        .from(acc)
        .where(inArray(acc.id as AnyPgColumn, ids))) as { id: number; name: string }[])
    : [];
  const nameOf = new Map(names.map((n) => [Number(n.id), n.name]));
  // Whether the caller may decide now: a current approver, or their delegate within the period.
  const current = (req.current_approver_ids ?? []).map(Number);
  let actsFor: number | null = null;
  if (req.approval_status === 'PENDING') {
    if (current.includes(user.id)) actsFor = user.id;
    else actsFor = current.find((p) => delegators.includes(p)) ?? null;
  }
  const { title_en: _titleEn, ...shown } = req;
  return {
    request: {
      ...shown,
      title: titleIn(req, ctx.lang),
      steps: steps.map((s) => {
        const { name_en: _nameEn, ...rest } = s;
        return { ...rest, name: stepName(s, ctx.lang) ?? s.name, approver_names: s.approvers.map((p) => nameOf.get(p) ?? `#${p}`) };
      }),
    },
    decisions,
    mayAct: current.map((p) => ({ id: p, name: nameOf.get(p) ?? `#${p}` })),
    canAct: actsFor !== null,
    onBehalfOf: actsFor !== null && actsFor !== user.id ? { id: actsFor, name: nameOf.get(actsFor) ?? `#${actsFor}` } : null,
  };
}

/**
 * One page of approval requests matching `where`, newest submitted first, with the columns both
 * lists show plus `extra`, and the total; each row then shaped by `shape` (its steps at hand).
 */
async function requestPage(
  ctx: Ctx,
  where: SQL | undefined,
  extra: (c: (n: string) => AnyPgColumn, acc: ReturnType<typeof tableFor>) => Record<string, unknown>,
  page: number,
  limit: number,
  shape: (x: Row, r: Resource | undefined, steps: StepState[]) => Row,
): Promise<{ items: Row[]; totalRows: number }> {
  const db = ctx.database.db;
  const t = tableFor(approvalRequest);
  const c = (n: string) => t[n] as AnyPgColumn;
  const acc = tableFor(resourceByName.get('account') as Resource);
  const [items, total] = await Promise.all([
    db
      .select({
        id: c('id'),
        target_type: c('target_type'),
        target_id: c('target_id'),
        source_type: c('source_type'),
        title: c('title'),
        title_en: c('title_en'),
        current_step: c('current_step'),
        steps: c('steps'),
        submitted_date: c('submitted_date'),
        ...(extra(c, acc) as Record<string, AnyPgColumn>),
      })
      .from(t)
      .where(where)
      .orderBy(desc(c('submitted_date')), desc(c('id')))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
  ]);
  return {
    items: (items as Row[]).map((x) => {
      const { steps, title_en: _titleEn, ...rest } = x;
      return shape({ ...rest, title: titleIn(x, ctx.lang) }, resourceByName.get(String(x.target_type)), (steps as StepState[]) ?? []);
    }),
    totalRows: Number(total[0]?.n ?? 0),
  };
}

/**
 * The admin record's link on rows of records under a member rule (a project's memo, supply,
 * payment) that the caller reads as a member of the project, without a broad right on the area:
 * an approver is a member, so the row opens the record (a few reads: one page of the inbox).
 */
async function withMemberLinks(ctx: Ctx, page: { items: Row[]; totalRows: number }): Promise<{ items: Row[]; totalRows: number }> {
  const items = await Promise.all(
    page.items.map(async (x) => {
      const r = resourceByName.get(String(x.target_type));
      if (x.link || !r?.access?.member) return x;
      return (await isRecordVisible(ctx, r, Number(x.target_id), { isCms: true })) ? { ...x, link: adminLink(r, Number(x.target_id)) } : x;
    }),
  );
  return { ...page, items };
}

/** "Waiting for me": pending requests the caller (or someone who delegated to them) must act on now. */
export async function waitingForMe(ctx: Ctx, page: number, limit: number): Promise<{ items: Row[]; totalRows: number }> {
  const user = requireUser(ctx);
  const t = tableFor(approvalRequest);
  const c = (n: string) => t[n] as AnyPgColumn;
  const d = tableFor(approvalDelegation);
  const dc = (n: string) => d[n] as AnyPgColumn;
  const today = ctx.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
  // The caller's own id plus whoever delegated to them today (any source type), read once: the
  // GIN index on current_approver_ids answers `&&` with it. Only then, on those few rows, a
  // delegation must also cover the request's source type. (A delegation read per row, correlated
  // on the source type, made PostgreSQL walk every active request instead: 179 ms vs 12 ms at
  // 50,000 requests.)
  const delegation = (extra: SQL) => sql`FROM ${d} WHERE ${dc('delegate_id')} = ${user.id} AND ${dc('state')} = 'ACTIVE'
      AND ${dc('from_date')} <= ${today}::date AND ${dc('to_date')} >= ${today}::date${extra}`;
  const forMe: SQL = sql`(${c('current_approver_ids')} && (ARRAY[${user.id}]::bigint[] || ARRAY(SELECT ${dc('delegator_id')} ${delegation(sql``)})::bigint[])
    AND (${c('current_approver_ids')} @> ARRAY[${user.id}]::bigint[] OR ${c('requester_id')} IS DISTINCT FROM ${user.id} AND EXISTS (SELECT 1 ${delegation(
      sql` AND ${dc('delegator_id')} = ANY(${c('current_approver_ids')}) AND (${dc('source_type')} IS NULL OR ${dc('source_type')} = "approval_request"."source_type")`,
    )})))`;
  const where = and(eq(c('approval_status'), 'PENDING'), eq(c('state'), 'ACTIVE'), forMe);
  const approvals = async (w: SQL | undefined, p: number, l: number) => withMemberLinks(ctx, await approvalRows(w, p, l));
  const approvalRows = (w: SQL | undefined, p: number, l: number) =>
    requestPage(
      ctx,
      w,
      (col, acc) => ({
        requester_id: col('requester_id'),
        requester_name: sql<string | null>`(SELECT x.full_name FROM ${acc} x WHERE x.id = ${col('requester_id')})`,
      }),
      p,
      l,
      (x, r, steps) => {
        // The admin record for who may read it there; others decide from the list (and the timeline).
        const isReadable = !!r && (user.isAdmin || canDo(user.ability, 'viewAll', r.subject) || canDo(user.ability, 'approve', r.subject));
        return { ...x, kind: 'approval', step_name: stepName(steps[Number(x.current_step)], ctx.lang), label: r?.label ?? null, path: r?.path ?? null, link: r && isReadable ? adminLink(r, Number(x.target_id)) : null };
      },
    );
  // One inbox (issue 38): content waiting for the caller's review joins the approval requests,
  // one page over both, newest first.
  const content = contentKeys(ctx);
  if (content.length === 0) return approvals(where, page, limit);
  const keys = sql.join(
    [sql`SELECT 'approval'::text AS kind, ${c('target_type')}::text AS type, ${c('target_id')}::bigint AS id, ${c('submitted_date')} AS at, ${c('id')}::bigint AS rid FROM ${t} WHERE ${where}`, ...content],
    sql` UNION ALL `,
  );
  const db = ctx.database.db;
  const rowsOf = <T>(x: unknown): T[] => (Array.isArray(x) ? x : (x as { rows: T[] }).rows) as T[];
  const [pageRows, total] = await Promise.all([
    db.execute(sql`SELECT kind, type, id, rid FROM (${keys}) u ORDER BY at DESC NULLS LAST, type, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
    db.execute(sql`SELECT count(*)::int AS n FROM (${keys}) u`),
  ]);
  const keyRows = rowsOf<{ kind: string; type: string; id: unknown; rid: unknown }>(pageRows);
  const rids = keyRows.filter((k) => k.kind === 'approval').map((k) => Number(k.rid));
  const requestRows = rids.length > 0 ? (await approvals(inArray(c('id'), rids), 1, rids.length)).items : [];
  const byRequest = new Map(requestRows.map((x) => [`${x.target_type}:${Number(x.target_id)}`, x]));
  const byContent = new Map<string, Row>();
  for (const type of new Set(keyRows.filter((k) => k.kind === 'content').map((k) => k.type))) {
    const r = resourceByName.get(type) as Resource;
    const found = await contentItems(ctx, r, keyRows.filter((k) => k.kind === 'content' && k.type === type).map((k) => Number(k.id)));
    for (const [id, x] of found) byContent.set(`${type}:${id}`, x);
  }
  const items = keyRows.map((k) => (k.kind === 'approval' ? byRequest : byContent).get(`${k.type}:${Number(k.id)}`)).filter((x): x is Row => !!x);
  return { items, totalRows: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

/**
 * "My requests" (/hr-tasks): the approvals the caller is the requester of (including what HR filed
 * for them), newest first, each with where it stands, its current step and who may act now.
 */
export async function myRequests(ctx: Ctx, page: number, limit: number): Promise<{ items: Row[]; totalRows: number }> {
  const user = requireUser(ctx);
  const t = tableFor(approvalRequest);
  const c = (n: string) => t[n] as AnyPgColumn;
  const where = and(eq(c('requester_id'), user.id), eq(c('state'), 'ACTIVE'));
  return requestPage(
    ctx,
    where,
    (col, acc) => ({
      approval_status: col('approval_status'),
      decided_date: col('decided_date'),
      waiting_for: sql<string | null>`(SELECT string_agg(x.full_name, ', ' ORDER BY x.full_name) FROM ${acc} x WHERE x.id = ANY(${col('current_approver_ids')}))`,
    }),
    page,
    limit,
    (x, r, steps) => ({
      ...x,
      step_name: x.approval_status === 'PENDING' ? stepName(steps[Number(x.current_step)], ctx.lang) : null,
      steps_total: steps.filter((st) => st.status !== 'SKIPPED').length,
      steps_done: steps.filter((st) => st.status === 'DONE').length,
      label: r?.label ?? null,
      path: r?.path ?? null,
      link: r ? requesterLink(r, Number(x.target_id)) : null,
    }),
  );
}
