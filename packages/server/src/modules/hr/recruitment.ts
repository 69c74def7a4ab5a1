/**
 * Recruitment and candidates (issue 15): what the declarations cannot say.
 * - A candidate joins a recruitment request that takes candidates (APPROVED or INTERVIEWING, still
 *   active); the first candidate interviewed moves an approved request to INTERVIEWING.
 * - Hiring (`hire`, POST /candidate/{id}/hire, or status HIRED through /candidate/status/{id}) takes
 *   an APPROVED candidate only: in one transaction, with the candidate and its request locked
 *   (`SELECT ... FOR UPDATE`), it makes the staff record through the engine (employment status
 *   PENDING_CONTRACT, with its status record), links it to the candidate, moves the candidate to
 *   HIRED and counts the place in the request's `hired_count`; the last place filled completes the
 *   request (SUCCESS, outcome HIRED). Two hires of one candidate at once: the second finds it HIRED
 *   (409); a full request refuses more.
 * - Every status change writes its activity-log entry (the engine's changeStatus, suffix status;
 *   the approval moves as well, spec §7).
 * - Spec §7 paths: POST /candidate/status/{id} (each target status through its own rule: approval
 *   moves through the engine, HIRED through hiring), /candidate/approve/{id}, /candidate/cancel/{id}
 *   (a pending approval is withdrawn, else the candidate withdraws), GET /candidate/old (candidates
 *   whose process ended), /staff-setting-candidate-approval and /staff-setting-recruitment-approval
 *   (the CANDIDATE and RECRUITMENT approval processes, edited at /approval-process).
 * - Portal reads: GET /recruitment/open-positions (and /{id}): approved requests with places left,
 *   for every signed-in user, public columns only; GET /recruitment/pipeline: the requests the
 *   caller may read (own, or HR's range) with their candidates counted by status. Staff refer a
 *   candidate with `refer` (POST /candidate/refer): source "referral" when the settings have it.
 */
import {
  approvalProcess,
  approvalStep,
  CANDIDATE_CLOSED,
  candidate,
  canDo,
  organization,
  parseListQuery,
  position,
  type Row,
  recruitment,
  staff,
  staffSettingItem,
  staffStatus,
  validateInput,
} from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelApproval, decideApproval, submitForApproval } from '../../approval/engine.js';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { runAction } from '../../engine/actions.js';
import { authorize, type Ctx, requireUser } from '../../engine/context.js';
import { AppError, badRequest, notFound } from '../../engine/errors.js';
import { noDeleteIn } from '../../engine/abilities.js';
import { type ActionRun, type AfterTransitionHook, type BeforeChangeHook, type BeforeDeleteHook, defineModule } from '../../engine/module.js';
import { changeStatus, createRecord, findRow, listRecords } from '../../engine/service.js';
import { accessConditions } from '../../engine/access.js';
import { ok, parseId } from '../../http/kit.js';
import { staffFilesOf } from '../../engine/staff-file.js';

const SUBJECT = candidate.subject;
const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const today = (ctx: Ctx) => ctx.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
/** Recruitment statuses that take candidates. */
const TAKING = ['APPROVED', 'INTERVIEWING'];

type Request = { id: number; status: string; quantity: number; hired_count: number; unit_id: number; department_id: number | null; position_id: number | null; title: string };

async function readRequest(tx: Drizzle, id: number, isForUpdate = false): Promise<Request | null> {
  const t = tableFor(recruitment);
  const q = tx
    .select()
    .from(t)
    .where(and(eq(c(t, 'id'), id), eq(c(t, 'state'), 'ACTIVE')))
    .limit(1);
  const [row] = (await (isForUpdate ? q.for('update') : q)) as Row[];
  if (!row) return null;
  return {
    id: Number(row.id),
    status: String(row.status),
    quantity: Number(row.quantity ?? 1),
    hired_count: Number(row.hired_count ?? 0),
    unit_id: Number(row.unit_id),
    department_id: row.department_id === null || row.department_id === undefined ? null : Number(row.department_id),
    position_id: row.position_id === null || row.position_id === undefined ? null : Number(row.position_id),
    title: String(row.title),
  };
}

/** A candidate joins a request that takes candidates. */
const requestTakes: BeforeChangeHook = async ({ tx, data, existing }) => {
  if (existing && (data.recruitment_id === undefined || Number(data.recruitment_id) === Number(existing.recruitment_id))) return undefined;
  const req = await readRequest(tx, Number(data.recruitment_id));
  if (!req || !TAKING.includes(req.status)) throw new AppError(409, 'candidate.recruitmentClosed', {}, [{ field: 'recruitment_id', key: 'candidate.recruitmentClosed' }], candidate);
  return undefined;
};

/** The first candidate interviewed starts the request's interviews. */
const requestFollows: AfterTransitionHook = async ({ ctx, tx, row, to }) => {
  if (to !== 'INTERVIEWING') return;
  const req = await readRequest(tx, Number(row.recruitment_id));
  if (req?.status === 'APPROVED') await changeStatus(ctx, recruitment, req.id, 'INTERVIEWING', { asSystem: true });
};

/** A hired candidate stays (their staff record points back at the hire); one waiting for approval has it withdrawn (declared). */
const onDelete: BeforeDeleteHook = async ({ existing }) => {
  if (existing.status === 'HIRED') throw new AppError(409, 'candidate.alreadyHired');
};

/** Hires an approved candidate: staff record (PENDING_CONTRACT), candidate HIRED, the request's place counted. */
const hire: ActionRun = async ({ ctx, tx, record, body }) => {
  if (!record) throw notFound();
  const id = Number(record.id);
  if (record.status === 'HIRED') throw new AppError(409, 'candidate.alreadyHired');
  if (record.status !== 'APPROVED') throw new AppError(409, 'candidate.notApproved');
  const req = await readRequest(tx, Number(record.recruitment_id), true);
  if (!req) throw new AppError(409, 'candidate.recruitmentClosed');
  if (req.hired_count >= req.quantity) throw new AppError(409, 'candidate.positionFilled', { quantity: req.quantity });
  const startDate = (typeof body.start_date === 'string' && body.start_date) || (typeof record.start_date === 'string' && record.start_date) || today(ctx);
  // Without a code given, the staff file gets the next one (staff's declared numbering).
  const code = typeof body.code === 'string' && body.code.trim() ? body.code.trim() : undefined;
  const file = await createRecord(ctx, staff, {
    ...(code && { code }),
    full_name: record.full_name,
    gender: record.gender ?? undefined,
    date_of_birth: record.date_of_birth ?? undefined,
    phone: record.phone ?? undefined,
    personal_email: record.email ?? undefined,
    address: record.address ?? undefined,
    unit_id: req.unit_id,
    ...(req.department_id ? { department_id: req.department_id } : {}),
    ...(req.position_id ? { position_id: req.position_id } : {}),
    employee_status: 'PENDING_CONTRACT',
    start_date: startDate,
  });
  await createRecord(ctx, staffStatus, { staff_id: Number(file.id), employee_status: 'PENDING_CONTRACT', from_date: startDate, reason: `${req.title}` });
  const t = tableFor(candidate);
  await tx
    .update(t)
    .set({ staff_id: Number(file.id), updated_by: ctx.user?.id ?? null, updated_date: ctx.now() })
    .where(eq(c(t, 'id'), id));
  const moved = await changeStatus(ctx, candidate, id, 'HIRED', { asSystem: true });
  const filled = req.hired_count + 1;
  const rt = tableFor(recruitment);
  await tx
    .update(rt)
    .set({ hired_count: filled, ...(filled >= req.quantity ? { outcome: 'HIRED' } : {}), updated_date: ctx.now() })
    .where(eq(c(rt, 'id'), req.id));
  if (filled >= req.quantity) {
    if (req.status === 'APPROVED') await changeStatus(ctx, recruitment, req.id, 'INTERVIEWING', { asSystem: true });
    await changeStatus(ctx, recruitment, req.id, 'SUCCESS', { asSystem: true });
  }
  return { ...moved, staff: { id: Number(file.id), code: file.code, full_name: file.full_name, employee_status: file.employee_status } };
};

/** The caller's own staff file (id), if any. */
const myStaffId = async (db: Drizzle, accountId: number): Promise<number | null> => (await staffFilesOf(db, accountId))[0]?.id ?? null;

/** The "referral" recruitment source of the HR settings, when there is one. */
async function referralSource(db: Drizzle): Promise<number | null> {
  const t = tableFor(staffSettingItem);
  const [row] = (await db
    .select({ id: c(t, 'id') })
    .from(t)
    .where(and(eq(c(t, 'category'), 'RECRUITMENT_SOURCE'), eq(c(t, 'code'), 'REFERRAL'), eq(c(t, 'state'), 'ACTIVE')))
    .limit(1)) as { id: number }[];
  return row ? Number(row.id) : null;
}

/** A staff member refers someone to an open position: a PENDING candidate, source referral, the referrer named. */
const refer: ActionRun = async ({ ctx, tx, body }) => {
  const user = requireUser(ctx);
  const req = await readRequest(tx, Number(body.recruitment_id));
  if (!req || !TAKING.includes(req.status) || req.hired_count >= req.quantity) throw new AppError(409, 'candidate.recruitmentClosed', {}, [{ field: 'recruitment_id', key: 'candidate.recruitmentClosed' }], candidate);
  const referrer = await myStaffId(tx, user.id);
  const source = await referralSource(tx);
  const input: Row = { ...body, ...(referrer ? { referrer_id: referrer } : {}), ...(source ? { source_id: source } : {}) };
  const v = validateInput(candidate, input, { mode: 'create', now: ctx.now() });
  if (!v.ok) throw badRequest(v.issues, candidate);
  const t = tableFor(candidate);
  const [row] = (await tx
    .insert(t)
    .values({ ...v.data, status: 'PENDING', created_by: user.id, updated_by: user.id, created_date: ctx.now(), updated_date: ctx.now() })
    .returning()) as Row[];
  return row;
};

/** Runs a named status move the way its rule says (spec POST /candidate/status/{id}). */
async function moveTo(ctx: Ctx, id: number, status: unknown, body: Row): Promise<unknown> {
  if (status === 'SUBMITTED_APPROVAL') return submitForApproval(ctx, candidate, id);
  if (status === 'APPROVED') return decideApproval(ctx, candidate, id, 'APPROVED', body);
  if (status === 'REJECTED') return decideApproval(ctx, candidate, id, 'REJECTED', body);
  if (status === 'HIRED') return runAction(ctx, candidate, hireAction(), id, { code: body.code, start_date: body.start_date });
  if (status === 'CANCELLED') return cancel(ctx, id, body);
  return changeStatus(ctx, candidate, id, status, { reason: body.reason });
}

const hireAction = () => {
  const a = candidate.actions?.find((x) => x.name === 'hire');
  if (!a) throw notFound();
  return a;
};

/** A candidate waiting for approval has the approval withdrawn (its requester); otherwise the candidate withdraws. */
async function cancel(ctx: Ctx, id: number, body: Row): Promise<unknown> {
  const row = await findRow(ctx, candidate, id, ctx.database.db, 'read');
  if (row.status === 'SUBMITTED_APPROVAL') return cancelApproval(ctx, candidate, id, body);
  return changeStatus(ctx, candidate, id, 'CANCELLED', { reason: body.reason ?? body.comment });
}

const bodyOf = (req: FastifyRequest): Row => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Row) : {});

/** The approval processes of one source type with their steps (edited at /approval-process). */
async function processesOf(db: Drizzle, sourceType: string): Promise<{ items: Row[]; totalRows: number }> {
  const p = tableFor(approvalProcess);
  const st = tableFor(approvalStep);
  const processes = (await db
    .select()
    .from(p)
    .where(and(eq(c(p, 'source_type'), sourceType), eq(c(p, 'state'), 'ACTIVE')))
    .orderBy(asc(c(p, 'ordering')), asc(c(p, 'id')))) as Row[];
  const steps = processes.length
    ? ((await db
        .select()
        .from(st)
        .where(and(inArray(c(st, 'process_id'), processes.map((x) => Number(x.id))), eq(c(st, 'state'), 'ACTIVE')))
        .orderBy(asc(c(st, 'ordering')), asc(c(st, 'id')))) as Row[])
    : [];
  return { items: processes.map((x) => ({ ...x, steps: steps.filter((s) => Number(s.process_id) === Number(x.id)) })), totalRows: processes.length };
}

function registerCandidateRoutes(app: FastifyInstance): void {
  const tags = [candidate.module];
  app.post('/api/v1/candidate/status/:id', {
    schema: { tags, summary: 'Move a candidate (body: status, reason): SUBMITTED_APPROVAL, APPROVED, REJECTED through the approval engine, HIRED by hiring, CANCELLED by cancelling, others as the workflow allows' },
    handler: async (req) => {
      const body = bodyOf(req);
      return ok(await moveTo(req.ctx, parseId(req), body.status, body));
    },
  });
  app.post('/api/v1/candidate/cancel/:id', {
    schema: { tags, summary: 'Cancel a candidate: a pending approval is withdrawn, otherwise the candidate withdraws' },
    handler: async (req) => ok(await cancel(req.ctx, parseId(req), bodyOf(req))),
  });
  app.get('/api/v1/candidate/old', {
    schema: { tags, summary: 'Old candidates: those whose process ended (hired, withdrawn, not retained), searchable (q, phone) to find someone who applied before' },
    handler: async (req) => {
      const { f_status: _s, ...query } = (req.query ?? {}) as Record<string, string>;
      const parsed = parseListQuery(candidate, { ...query, f_status: CANDIDATE_CLOSED.join('|') });
      if (!parsed.ok) throw badRequest(parsed.issues, candidate);
      return ok(await listRecords(req.ctx, candidate, parsed.query, { isCms: true }));
    },
  });
  app.get('/api/v1/staff-setting-candidate-approval', {
    schema: { tags, summary: 'The candidate approval processes (approval processes of source CANDIDATE, with their steps; edited at /approval-process)' },
    handler: async (req) => {
      authorize(req.ctx, 'view', SUBJECT);
      return ok(await processesOf(req.ctx.database.db, 'CANDIDATE'));
    },
  });
  app.get('/api/v1/staff-setting-recruitment-approval', {
    schema: { tags: [recruitment.module], summary: 'The recruitment approval processes (approval processes of source RECRUITMENT, with their steps; edited at /approval-process)' },
    handler: async (req) => {
      authorize(req.ctx, 'view', SUBJECT);
      return ok(await processesOf(req.ctx.database.db, 'RECRUITMENT'));
    },
  });
}

/** Public columns of an open position, with its unit, department and position names. */
function openPositionQuery(db: Drizzle, where: SQL[]) {
  const t = tableFor(recruitment);
  const o = tableFor(organization);
  const d = alias(o, 'dept') as unknown as typeof o;
  const p = tableFor(position);
  return db
    .select({
      id: c(t, 'id'),
      title: c(t, 'title'),
      unit_id: c(t, 'unit_id'),
      unit_name: c(o, 'name'),
      unit_name_en: c(o, 'name_en'),
      department_id: c(t, 'department_id'),
      department_name: c(d, 'name'),
      department_name_en: c(d, 'name_en'),
      position_id: c(t, 'position_id'),
      position_name: c(p, 'name'),
      position_name_en: c(p, 'name_en'),
      quantity: c(t, 'quantity'),
      hired_count: c(t, 'hired_count'),
      deadline: c(t, 'deadline'),
      requirements: c(t, 'requirements'),
      status: c(t, 'status'),
      created_date: c(t, 'created_date'),
    })
    .from(t)
    .leftJoin(o, eq(c(o, 'id'), c(t, 'unit_id')))
    .leftJoin(d, eq(c(d, 'id'), c(t, 'department_id')))
    .leftJoin(p, eq(c(p, 'id'), c(t, 'position_id')))
    .where(and(...where));
}

function registerRecruitmentRoutes(app: FastifyInstance): void {
  const tags = [recruitment.module];
  const t = tableFor(recruitment);
  /** Approved requests with places left whose deadline has not passed. */
  const isOpen = (ctx: Ctx): SQL[] => [
    eq(c(t, 'state'), 'ACTIVE'),
    inArray(c(t, 'status'), TAKING),
    sql`coalesce(${c(t, 'hired_count')}, 0) < ${c(t, 'quantity')}`,
    or(isNull(c(t, 'deadline')), gte(c(t, 'deadline'), today(ctx))) as SQL,
  ];
  app.get('/api/v1/recruitment/open-positions', {
    schema: { tags, summary: 'Open positions: approved recruitment requests with places left (every signed-in user; public columns only; q searches the title)' },
    handler: async (req) => {
      requireUser(req.ctx);
      const q = String((req.query as { q?: unknown }).q ?? '')
        .trim()
        .slice(0, 100);
      const where = isOpen(req.ctx);
      if (q) where.push(sql`f_unaccent(lower(${c(t, 'title')})) LIKE '%' || f_unaccent(lower(${q.replace(/[\\%_]/g, (m) => `\\${m}`)})) || '%'`);
      const items = await openPositionQuery(req.ctx.database.db, where)
        .orderBy(sql`${c(t, 'deadline')} asc nulls last`, desc(c(t, 'id')))
        .limit(100);
      return ok({ items, totalRows: items.length });
    },
  });
  app.get('/api/v1/recruitment/open-positions/:id', {
    schema: { tags, summary: 'One open position (404 once it is filled, closed or past its deadline)' },
    handler: async (req) => {
      requireUser(req.ctx);
      const [item] = await openPositionQuery(req.ctx.database.db, [...isOpen(req.ctx), eq(c(t, 'id'), parseId(req))]).limit(1);
      if (!item) throw notFound();
      return ok(item);
    },
  });
  app.get('/api/v1/recruitment/pipeline', {
    schema: { tags, summary: "Recruitment requests the caller may read (their own; HR's range with view all), newest first, with their candidates counted by status" },
    handler: async (req) => {
      authorize(req.ctx, 'view', SUBJECT);
      const db = req.ctx.database.db;
      const scope = accessConditions(req.ctx, recruitment, t, 'read', { isCms: true });
      const requests = (await openPositionQuery(db, [eq(c(t, 'state'), 'ACTIVE'), ...scope])
        .orderBy(desc(c(t, 'created_date')), desc(c(t, 'id')))
        .limit(50)) as Row[];
      const ct = tableFor(candidate);
      const counts = requests.length
        ? ((await db
            .select({ recruitment_id: c(ct, 'recruitment_id'), status: c(ct, 'status'), n: sql<number>`count(*)::int` })
            .from(ct)
            .where(and(eq(c(ct, 'state'), 'ACTIVE'), inArray(c(ct, 'recruitment_id'), requests.map((r) => Number(r.id)))))
            .groupBy(c(ct, 'recruitment_id'), c(ct, 'status'))) as { recruitment_id: number; status: string; n: number }[])
        : [];
      const items = requests.map((r) => {
        const pipeline: Record<string, number> = {};
        for (const x of counts) if (Number(x.recruitment_id) === Number(r.id)) pipeline[x.status] = Number(x.n);
        return { ...r, pipeline, candidates: Object.values(pipeline).reduce((a, b) => a + b, 0) };
      });
      return ok({ items, totalRows: items.length, mayManage: canDo(requireUser(req.ctx).ability, 'edit', SUBJECT) });
    },
  });
}

export const recruitmentModules = [
  defineModule({ resource: recruitment, routes: registerRecruitmentRoutes }),
  defineModule({
    resource: candidate,
    hooks: { beforeChange: [requestTakes], afterTransition: [requestFollows], beforeDelete: [onDelete], abilities: [noDeleteIn(['HIRED'])] },
    actions: { hire, refer },
    routes: registerCandidateRoutes,
  }),
] as const;
