/**
 * The project areas' load scenarios (issues 39, 40 and 41 "Scale"), names starting "proj ", on the
 * data of generate-projects.ts, as the administrator (the area's view-all), each with its floor: the
 * same statements through the driver (the engine's list and get, the module's own SQL).
 *
 * - issue 40: a project's summary (`/implementation-project/summary/{id}`, the projects rotating;
 *   p99 < 50 ms at 50 connections); the largest project's work packages with their progress, the
 *   whole tree (`/implementation-category?f_project_id=&limit=-1`, one caller: < 100 ms);
 * - issue 41: the comparison of the big cost review (20 quotations x 500 items, one caller:
 *   < 100 ms); a project's subcontractor budgets with their progress (within 3x of the floor);
 * - issue 39: a business project's page: its record and the counts of its six tabs, one request
 *   each in turn (p99 < 50 ms at 50 connections); contractors by field of work, and their
 *   evaluations by grade and the contractor's field of work (within 3x of the floor); the bid
 *   comparison of 30 received bids (one caller: < 100 ms).
 * One-shots (bulk create of 5,000 checklist items, 50 concurrent payments on one contract) are in
 * projects-oneshots.ts.
 */
import { buildAbility, type Resource, resourceByName } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client.js';
import { compare } from '../packages/server/src/engine/comparisons.js';
import type { Ctx } from '../packages/server/src/engine/context.js';
import { findRow, getRecord, readRecordJson } from '../packages/server/src/engine/read.js';
import { projectSummary, vnDay } from '../packages/server/src/modules/implementation/index.js';
import { type ProjectIds, projectIds } from './generate-projects.js';
import { listSql, type Scenario } from './scenarios.js';

/** The administrator as the server sees the bench's admin (every right, no range limit). */
export const adminCtx = (db: Database): Ctx => ({
  database: db,
  user: { id: 1, username: 'admin', roleIds: [], ability: buildAbility([{ action: 'manage', subject: 'all' }]), isAdmin: true },
  lang: 'vi',
  ip: '127.0.0.1',
  userAgent: 'bench',
  now: () => new Date(),
});

const res = (name: string) => {
  const r = resourceByName.get(name);
  if (!r) throw new Error(`bench: no resource ${name}`);
  return r;
};

/** A list call whose query string depends on the request number, with the engine's statements as its floor. */
function rotatingList(name: string, r: Resource, qs: (n: number) => string, extra: Partial<Scenario> = {}): Scenario {
  const floors = new Map<string, (db: Database) => Promise<unknown>>();
  const floorOf = (q: string) => {
    let f = floors.get(q);
    if (!f) {
      f = listSql(r, q);
      floors.set(q, f);
    }
    return f;
  };
  return { name, request: (n) => ({ path: `/api/v1/${r.path}?${qs(n)}` }), sql: (db, n) => floorOf(qs(n))(db), ...extra };
}

/** The project areas' scenarios; `ids` are read in the first scenario's `prepare`. */
export function projectScenarios(): Scenario[] {
  let ids: ProjectIds = { project: 0, businessProject: 0, bigReview: 0, bigBid: 0, contractor: 0 };
  let projects: number[] = [];
  let businessProjects: number[] = [];
  let fields: number[] = [];
  const prepare = async (db: Database) => {
    if (projects.length > 0) return;
    ids = await projectIds(db);
    projects = (await db.query<{ id: string }>(`SELECT id FROM implementation_project WHERE code LIKE 'BTK-%' ORDER BY id`)).map((r) => Number(r.id));
    businessProjects = (await db.query<{ id: string }>(`SELECT id FROM project_business WHERE code LIKE 'BDA-%' ORDER BY id`)).map((r) => Number(r.id));
    fields = (await db.query<{ id: string }>(`SELECT id FROM contractor_setting_item WHERE category = 'FIELD_OF_WORK' ORDER BY id`)).map((r) => Number(r.id));
    if (projects.length === 0 || businessProjects.length === 0) throw new Error('project scenarios: no bench projects (generate-projects.ts)');
  };
  const projectOf = (n: number) => projects[(n * 7919) % projects.length] as number;
  const businessOf = (n: number) => businessProjects[(n * 7919) % businessProjects.length] as number;
  const project = res('implementation_project');
  const category = res('implementation_category');
  const budget = res('implementation_subcontractor_budget');
  const review = res('implementation_review_cost');
  const business = res('project_business');
  const contractor = res('contractor');
  const evaluation = res('contractor_evaluation');
  const bid = res('bid');
  const list: Scenario[] = [];

  // ---- Issue 40 ----
  list.push({
    name: 'proj summary of a project',
    note: 'GET /implementation-project/summary/{id}, 2,000 projects rotating (issue 40: p99 < 50 ms at 50 connections)',
    prepare,
    request: (n) => ({ path: `/api/v1/implementation-project/summary/${projectOf(n)}` }),
    sql: async (db, n) => {
      const ctx = adminCtx(db);
      const row = await getRecord(ctx, project, projectOf(n));
      return projectSummary(db, row, vnDay(ctx.now()));
    },
  });
  list.push({
    ...rotatingList('proj category tree of the largest project', category, () => `f_project_id=${ids.project}&limit=-1`),
    note: 'GET /implementation-category?f_project_id=<largest>&limit=-1: every work package with its progress, one caller (issue 40: < 100 ms)',
    prepare,
    connections: 1,
    floorConnections: 1,
  });

  // ---- Issue 41 ----
  const quotations = review.comparisons?.find((c) => c.name === 'quotations');
  list.push({
    name: 'proj quotation comparison 20 x 500',
    note: 'GET /review-cost/{id}/comparison/quotations of the big review: 20 quotations x 500 items, one caller (issue 41: < 100 ms); floor: the engine`s compare() without HTTP',
    prepare,
    connections: 1,
    floorConnections: 1,
    request: () => ({ path: `/api/v1/review-cost/${ids.bigReview}/comparison/quotations` }),
    sql: async (db) => {
      if (!quotations) throw new Error('review-cost declares no quotations comparison');
      return compare(adminCtx(db), review, ids.bigReview, quotations);
    },
  });
  list.push({
    ...rotatingList('proj budget list of a project', budget, (n) => `f_project_id=${projectOf(n)}`),
    note: "GET /subcontractor-budget?f_project_id= with each budget's progress, projects rotating (issue 41: within 3x of the floor)",
    prepare,
  });

  // ---- Issue 39 ----
  // A project's page: the record, then each tab's count (its list's first row and total), in turn.
  const tabs = (business.children ?? []).map((c) => ({ r: res(c.resource), field: c.field }));
  const pageFloors = new Map<string, (db: Database) => Promise<unknown>>();
  const pageStep = (n: number) => {
    const step = n % (tabs.length + 1);
    const id = businessOf(Math.floor(n / (tabs.length + 1)));
    return { step, id, tab: tabs[step - 1] };
  };
  list.push({
    name: 'proj business project page (record + tab counts)',
    note: `GET /project-business/{id}, then GET /<tab>?f_project_id={id}&limit=1 for its ${tabs.length} tabs (${tabs.map((t) => t.r.path).join(', ')}), one request each in turn, 2,000 projects (issue 39: p99 < 50 ms at 50 connections)`,
    prepare,
    request: (n) => {
      const { step, id, tab } = pageStep(n);
      return { path: step === 0 || !tab ? `/api/v1/${business.path}/${id}` : `/api/v1/${tab.r.path}?f_${tab.field}=${id}&limit=1` };
    },
    sql: (db, n) => {
      const { step, id, tab } = pageStep(n);
      if (step === 0 || !tab) return readRecordJson(adminCtx(db), business, id, { isAlone: true });
      const qs = `f_${tab.field}=${id}&limit=1`;
      const key = `${tab.r.name}?${qs}`;
      let f = pageFloors.get(key);
      if (!f) {
        f = listSql(tab.r, qs);
        pageFloors.set(key, f);
      }
      return f(db);
    },
  });
  const GRADES = ['A', 'B', 'C', 'D'];
  list.push({
    ...rotatingList('proj contractors by field of work', contractor, (n) => `f_field_ids=${fields[n % Math.max(1, fields.length)]}&f_kind=CONTRACTOR`),
    note: 'GET /contractor?f_field_ids=<field>&f_kind=CONTRACTOR, the 7 fields rotating, 20,000 contractors (issue 39: within 3x of the floor)',
    prepare,
  });
  list.push({
    ...rotatingList(
      'proj contractor evaluations by field of work and grade',
      evaluation,
      (n) => `f_contractor_field_ids=${fields[n % Math.max(1, fields.length)]}&f_grade=${GRADES[Math.floor(n / 7) % 4]}`,
    ),
    note: "GET /contractor-evaluation?f_contractor_field_ids=<field>&f_grade=<A-D>: contractors' grades in a field of work, 100,000 evaluations (issue 39: within 3x of the floor)",
    prepare,
  });
  list.push({
    name: 'proj bid comparison of 30 bids',
    note: 'GET /bid/{id}/comparison of the package with 30 received bids, one caller (issue 39: < 100 ms); floor: the package read and the module`s query',
    prepare,
    connections: 1,
    floorConnections: 1,
    request: () => ({ path: `/api/v1/bid/${ids.bigBid}/comparison` }),
    sql: async (db) => {
      await findRow(adminCtx(db), bid, ids.bigBid, db.db, 'read');
      return db.db.execute(sql`
        SELECT s.id, s.contractor_id, c.name AS contractor_name, c.name_en AS contractor_name_en, s.price, s.technical_score, s.duration_days, s.is_awarded
        FROM bid_submission s JOIN contractor c ON c.id = s.contractor_id
        WHERE s.bid_id = ${ids.bigBid} AND s.state = 'ACTIVE' ORDER BY s.price ASC, s.id ASC`);
    },
  });
  return list;
}
