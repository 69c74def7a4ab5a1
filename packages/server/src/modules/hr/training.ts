/**
 * Training (issue 15): enrolment rules the declarations of hr/training.ts cannot say.
 * - Staff enrol and withdraw themselves (HR anyone in its range); only HR records attendance,
 *   results and certificates.
 * - Enrolling (a new enrolment, or one withdrawn coming back) locks the course row
 *   (`SELECT ... FOR UPDATE`) and counts the seats taken in that transaction: of two enrolments for
 *   the last seat one wins, the other gets a 409. The course must be open, not started, and open to
 *   the person's unit (its target units' subtrees; none means everyone).
 * - Withdrawing is allowed until the course starts.
 * - Portal reads: GET /training-course/upcoming (courses to come with seats left and my enrolment),
 *   GET /training-enrolment/mine (my history with the courses); POST /training-course/{id}/enrol and
 *   /withdraw for the portal's buttons.
 */
import { canDo, education, type Row, staff, trainingCourse, trainingEnrolment, translate } from '@portal/domain';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, } from 'fastify';
import type { Drizzle } from '../../db/client.js';
import { type AnyTable, tableFor } from '../../db/tables.js';
import { authorize, type Ctx, requireUser } from '../../engine/context.js';
import { AppError } from '../../engine/errors.js';
import { type ActionRun, type BeforeChangeHook, defineModule, type PrepareHook } from '../../engine/module.js';
import { createRecord, updateRecord } from '../../engine/service.js';
import { staffFile } from './leave.js';
import { ok, parseId } from '../../http/kit.js';

const SUBJECT = trainingEnrolment.subject;
const c = (t: AnyTable, n: string) => t[n] as AnyPgColumn;
const HR_FIELDS = ['attendance', 'result', 'score', 'certificate_no', 'certificate_date'];

/** Staff enrol themselves and change only the enrolment; HR ("edit") anything. */
const ownOrHr: PrepareHook = async ({ ctx, tx, input, mode, existing }) => {
  const user = requireUser(ctx);
  const out: Row = { ...input };
  delete out.f_portal;
  if (canDo(user.ability, 'edit', SUBJECT)) return { input: out };
  const me = await staffFile(tx, { account: user.id });
  if (mode === 'create' && (out.staff_id === undefined || out.staff_id === null || out.staff_id === '') && me) out.staff_id = me.id;
  const target = Object.hasOwn(out, 'staff_id') ? out.staff_id : existing?.staff_id;
  if (!me || Number(target) !== me.id || (existing && Number(existing.staff_id) !== me.id)) throw new AppError(403, 'training.notOwn');
  if (existing && Object.hasOwn(out, 'course_id') && Number(out.course_id) !== Number(existing.course_id)) throw new AppError(403, 'training.notOwn');
  for (const f of HR_FIELDS) if (Object.hasOwn(out, f) && out[f] !== null && (mode === 'create' || out[f] !== existing?.[f])) throw new AppError(403, 'training.hrOnly');
  return { input: out };
};

/** Seats, stage, start and target units, checked under the course row's lock. */
const checkSeat: BeforeChangeHook = async ({ ctx, tx, data, existing, mode }) => {
  const m = { ...(existing ?? {}), ...data };
  const isEnrolling = m.enrolment === 'ENROLLED' && (mode === 'create' || existing?.enrolment !== 'ENROLLED' || Number(existing?.course_id) !== Number(m.course_id));
  const isWithdrawing = mode === 'update' && existing?.enrolment === 'ENROLLED' && m.enrolment === 'CANCELLED';
  if (!isEnrolling && !isWithdrawing) return undefined;
  const ct = tableFor(trainingCourse);
  const [course] = (await tx
    .select()
    .from(ct)
    .where(eq(c(ct, 'id'), Number(m.course_id)))
    .for('update')
    .limit(1)) as Row[];
  if (!course) throw new AppError(404, 'error.notFound');
  const isHr = canDo(requireUser(ctx).ability, 'edit', SUBJECT);
  const hasStarted = new Date(course.start_time as string).getTime() <= ctx.now().getTime();
  if (isWithdrawing) {
    if (hasStarted && !isHr) throw new AppError(409, 'training.started');
    return undefined;
  }
  if (course.stage !== 'OPEN' || course.state !== 'ACTIVE' || (hasStarted && !isHr)) throw new AppError(409, 'training.closed', {}, [{ field: 'course_id', key: 'training.closed' }], trainingEnrolment);
  const targets = ((course.target_unit_ids as (number | string)[] | null) ?? []).map(Number);
  if (targets.length > 0 && !isHr) {
    const s = tableFor(staff);
    const ids = sql`ARRAY[${sql.join(
      targets.map((x) => sql`${x}`),
      sql`, `,
    )}]::bigint[]`;
    const inTarget = await tx
      .select({ id: c(s, 'id') })
      .from(s)
      .where(
        and(
          eq(c(s, 'id'), Number(m.staff_id)),
          sql`(SELECT u.tree_path FROM organization u WHERE u.id = coalesce(${c(s, 'department_id')}, ${c(s, 'unit_id')})) <@ ARRAY(SELECT g.tree_path FROM organization g WHERE g.id = ANY(${ids}))`,
        ),
      )
      .limit(1);
    if (inTarget.length === 0) throw new AppError(403, 'training.notTarget');
  }
  const et = tableFor(trainingEnrolment);
  const [taken] = (await tx
    .select({ n: sql<number>`count(*)` })
    .from(et)
    .where(and(eq(c(et, 'course_id'), Number(m.course_id)), eq(c(et, 'enrolment'), 'ENROLLED'), eq(c(et, 'state'), 'ACTIVE')))) as { n: number }[];
  const capacity = Number(course.capacity);
  if (Number(taken?.n ?? 0) >= capacity) throw new AppError(409, 'training.full', { capacity }, [{ field: 'course_id', key: 'training.full', params: { capacity } }], trainingEnrolment);
  return undefined;
};

async function myEnrolment(db: Drizzle, courseId: number, staffId: number): Promise<Row | null> {
  const et = tableFor(trainingEnrolment);
  const [row] = (await db
    .select()
    .from(et)
    .where(and(eq(c(et, 'course_id'), courseId), eq(c(et, 'staff_id'), staffId)))
    .limit(1)) as Row[];
  return row ?? null;
}

async function meOrRefuse(ctx: Ctx) {
  const user = authorize(ctx, 'view', SUBJECT);
  const me = await staffFile(ctx.database.db, { account: user.id });
  if (!me) throw new AppError(409, 'leave.noStaffFile');
  return me;
}

function registerTrainingRoutes(app: FastifyInstance): void {
  const tags = [trainingCourse.module];

  app.get('/api/v1/training-course/upcoming', {
    schema: { tags, summary: 'Courses to come (not finished or cancelled) open to the caller’s unit, with the seats left and the caller’s enrolment' },
    handler: async (req) => {
      const user = authorize(req.ctx, 'view', SUBJECT);
      const db = req.ctx.database.db;
      const me = await staffFile(db, { account: user.id });
      const ct = tableFor(trainingCourse);
      const et = tableFor(trainingEnrolment);
      const unitOf = me ? (me.department_id ?? me.unit_id) : null;
      const open = unitOf
        ? sql`(coalesce(cardinality(${c(ct, 'target_unit_ids')}), 0) = 0 OR (SELECT u.tree_path FROM organization u WHERE u.id = ${unitOf}) <@ ARRAY(SELECT g.tree_path FROM organization g WHERE g.id = ANY(${c(ct, 'target_unit_ids')})))`
        : sql`coalesce(cardinality(${c(ct, 'target_unit_ids')}), 0) = 0`;
      const rows = (await db
        .select({
          id: c(ct, 'id'),
          code: c(ct, 'code'),
          title: c(ct, 'title'),
          title_en: c(ct, 'title_en'),
          description: c(ct, 'description'),
          description_en: c(ct, 'description_en'),
          trainer: c(ct, 'trainer'),
          mode: c(ct, 'mode'),
          start_time: c(ct, 'start_time'),
          end_time: c(ct, 'end_time'),
          schedule: c(ct, 'schedule'),
          schedule_en: c(ct, 'schedule_en'),
          location: c(ct, 'location'),
          online_link: c(ct, 'online_link'),
          capacity: c(ct, 'capacity'),
          hours: c(ct, 'hours'),
          is_certificate: c(ct, 'is_certificate'),
          stage: c(ct, 'stage'),
          enrolled: sql<number>`(SELECT count(*) FROM training_enrolment e WHERE e.course_id = "training_course"."id" AND e.enrolment = 'ENROLLED' AND e.state = 'ACTIVE')`,
        })
        .from(ct)
        .where(and(eq(c(ct, 'state'), 'ACTIVE'), inArray(c(ct, 'stage'), ['OPEN', 'CLOSED']), gte(c(ct, 'end_time'), req.ctx.now()), open))
        .orderBy(asc(c(ct, 'start_time')), asc(c(ct, 'id')))
        .limit(100)) as Row[];
      const mine = me && rows.length
        ? ((await db
            .select({ id: c(et, 'id'), course_id: c(et, 'course_id'), enrolment: c(et, 'enrolment') })
            .from(et)
            .where(and(eq(c(et, 'staff_id'), me.id), inArray(c(et, 'course_id'), rows.map((r) => Number(r.id)))))) as Row[])
        : [];
      const items = rows.map((r) => {
        const e = mine.find((x) => Number(x.course_id) === Number(r.id));
        const enrolled = Number(r.enrolled);
        return { ...r, id: Number(r.id), enrolled, seats_left: Math.max(0, Number(r.capacity) - enrolled), my_enrolment: e ? { id: Number(e.id), enrolment: e.enrolment } : null };
      });
      return ok({ items, totalRows: items.length });
    },
  });

  app.get('/api/v1/training-enrolment/mine', {
    schema: { tags: [trainingEnrolment.module], summary: "The caller's training history: enrolments with their course, attendance, result and certificate" },
    handler: async (req) => {
      const user = authorize(req.ctx, 'view', SUBJECT);
      const db = req.ctx.database.db;
      const me = await staffFile(db, { account: user.id });
      if (!me) return ok({ items: [], totalRows: 0 });
      const ct = tableFor(trainingCourse);
      const et = tableFor(trainingEnrolment);
      const items = await db
        .select({
          id: c(et, 'id'),
          course_id: c(et, 'course_id'),
          enrolment: c(et, 'enrolment'),
          attendance: c(et, 'attendance'),
          result: c(et, 'result'),
          score: c(et, 'score'),
          certificate_no: c(et, 'certificate_no'),
          certificate_date: c(et, 'certificate_date'),
          title: c(ct, 'title'),
          title_en: c(ct, 'title_en'),
          trainer: c(ct, 'trainer'),
          start_time: c(ct, 'start_time'),
          end_time: c(ct, 'end_time'),
          hours: c(ct, 'hours'),
          stage: c(ct, 'stage'),
        })
        .from(et)
        .innerJoin(ct, eq(c(ct, 'id'), c(et, 'course_id')))
        .where(and(eq(c(et, 'staff_id'), me.id), eq(c(et, 'state'), 'ACTIVE')))
        .orderBy(desc(c(ct, 'start_time')), desc(c(et, 'id')))
        .limit(200);
      return ok({ items, totalRows: items.length });
    },
  });

  app.post('/api/v1/training-course/:id/enrol', {
    schema: { tags, summary: 'Enrol the caller in a course (or again after withdrawing): 409 when full, closed or started; 403 when not open to their unit' },
    handler: async (req) => {
      const id = parseId(req);
      const me = await meOrRefuse(req.ctx);
      const existing = await myEnrolment(req.ctx.database.db, id, me.id);
      const row = existing ? await updateRecord(req.ctx, trainingEnrolment, Number(existing.id), { enrolment: 'ENROLLED' }) : await createRecord(req.ctx, trainingEnrolment, { course_id: id, staff_id: me.id, enrolment: 'ENROLLED' });
      return ok(row, translate(req.ctx.lang, 'training.enrolled'));
    },
  });

  app.post('/api/v1/training-course/:id/withdraw', {
    schema: { tags, summary: "Withdraw the caller's enrolment before the course starts" },
    handler: async (req) => {
      const id = parseId(req);
      const me = await meOrRefuse(req.ctx);
      const existing = await myEnrolment(req.ctx.database.db, id, me.id);
      if (existing?.enrolment !== 'ENROLLED') throw new AppError(404, 'error.notFound');
      return ok(await updateRecord(req.ctx, trainingEnrolment, Number(existing.id), { enrolment: 'CANCELLED' }), translate(req.ctx.lang, 'training.withdrawn'));
    },
  });
}

/** HR adds a passed course's certificate to the staff file's education records (once per course). */
const recordCertificate: ActionRun = async ({ ctx, tx, record, body }) => {
  if (!record) throw new AppError(404, 'error.notFound');
  if (record.result !== 'PASSED' || !record.certificate_no) throw new AppError(409, 'training.notPassed');
  const ct = tableFor(trainingCourse);
  const [course] = (await tx
    .select()
    .from(ct)
    .where(eq(c(ct, 'id'), Number(record.course_id)))
    .limit(1)) as Row[];
  if (!course) throw new AppError(404, 'error.notFound');
  const school = `${String(course.title)} - ${String(record.certificate_no)}`.slice(0, 200);
  const et = tableFor(education);
  const already = await tx
    .select({ id: c(et, 'id') })
    .from(et)
    .where(and(eq(c(et, 'staff_id'), Number(record.staff_id)), eq(c(et, 'school'), school), eq(c(et, 'state'), 'ACTIVE')))
    .limit(1);
  if (already.length > 0) throw new AppError(409, 'training.certificateExists');
  const year = Number(String(record.certificate_date ?? new Date(course.end_time as string).toISOString()).slice(0, 4));
  return createRecord({ ...ctx, database: { ...ctx.database, db: tx } }, education, { staff_id: Number(record.staff_id), qualification_id: body.qualification_id, school, graduation_year: year });
};

export const trainingModules = [
  defineModule({ resource: trainingCourse, routes: registerTrainingRoutes }),
  defineModule({ resource: trainingEnrolment, hooks: { prepare: [ownOrHr], beforeChange: [checkSeat] }, actions: { recordCertificate } }),
] as const;
