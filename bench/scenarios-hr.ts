/**
 * HR load scenarios (issue 14 "Scale"), names starting "hr " (`--only hr`): the phone book search,
 * a unit's subtree, a filtered staff list, "waiting for me" and a company's year of leave (issue 15)
 * and one staff file's sub-records, each with its floor (the
 * same SQL through the driver). Values rotate per request (search terms, units, staff files), so the
 * server's list cache sees many keys; run with `--cache both` for the uncached figures too.
 * Needs the HR data of generate-hr.ts (units coded BU..., staff NV...).
 */
import { buildAbility, laborContract, organization, parseListQuery, staff } from '@portal/domain';
import type { Database } from '../packages/server/src/db/client.js';
import type { Ctx } from '../packages/server/src/engine/context.js';
import { readTree } from '../packages/server/src/engine/tree.js';
import { waitingForMe } from '../packages/server/src/approval/engine.js';
import { teamCalendar } from '../packages/server/src/modules/hr/leave.js';
import { staffDirectory } from '../packages/server/src/modules/hr/directory.js';
import { listSql, type Scenario } from './scenarios.js';

/** What people type in the phone book: family and given names without diacritics, a code, a phone prefix. */
export const DIRECTORY_TERMS = ['nguyen', 'tran thi', 'linh', 'hoang minh', 'pham van nam', 'thu trang', 'NV0012', 'vo duc', 'huynh', 'le thi lan', 'phuong', 'dang huu', '0912', 'tuan', 'bui', 'ngo thanh'];

const adminCtx = (db: Database): Ctx => ({
  database: db,
  user: { id: 1, username: 'admin', roleIds: [], ability: buildAbility([{ action: 'manage', subject: 'all' }]), isAdmin: true },
  lang: 'vi',
  ip: '127.0.0.1',
  userAgent: 'bench',
  now: () => new Date(),
});

/**
 * The directory route's statements (count, then the page with unit, department and position names),
 * through the driver: the same function the route runs (packages/server/src/modules/hr/directory.ts).
 */
function directorySql(db: Database, q: string) {
  const parsed = parseListQuery(staff, { q, limit: '24' });
  if (!parsed.ok) throw new Error(`bad directory query ${q}`);
  return staffDirectory(db.db, parsed.query);
}

export function hrScenarios(): Scenario[] {
  let blocks: number[] = [];
  let companies: number[] = [];
  let staffRange = { lo: 1, n: 1 };
  const prepare = async (db: Database) => {
    if (blocks.length > 0) return;
    const ids = (type: string) => db.query<{ id: number }>(`SELECT id::int AS id FROM organization WHERE code LIKE 'BU%' AND type = $1 ORDER BY id`, [type]);
    blocks = (await ids('BLOCK')).map((r) => r.id);
    companies = (await ids('SUBSIDIARY')).map((r) => r.id);
    const [r] = await db.query<{ lo: number; n: number }>(`SELECT min(id)::int AS lo, count(*)::int AS n FROM staff WHERE code LIKE 'NV%'`);
    staffRange = { lo: r?.lo ?? 1, n: Math.max(1, r?.n ?? 1) };
    if (blocks.length === 0 || companies.length === 0) throw new Error('hr scenarios: no HR bench data (generate-hr.ts)');
  };
  const term = (n: number) => DIRECTORY_TERMS[n % DIRECTORY_TERMS.length] as string;
  const block = (n: number) => blocks[n % blocks.length] as number;
  const company = (n: number) => companies[(n * 7) % companies.length] as number;
  const staffId = (n: number) => staffRange.lo + ((n * 7919) % staffRange.n);
  const staffQs = (n: number) => `f_unit_id=${company(n)}&f_employee_status=WORKING`;
  const contractQs = (n: number) => `f_staff_id=${staffId(n)}`;
  return [
    {
      name: 'hr directory search (q rotates over 16 names, codes, phones)',
      prepare,
      request: (n) => ({ path: `/api/v1/staff-directory?q=${encodeURIComponent(term(n))}&limit=24` }),
      sql: (db, n) => directorySql(db, term(n)),
    },
    {
      name: 'hr organization subtree (a block: ~100 units)',
      prepare,
      request: (n) => ({ path: `/api/v1/organization-tree/${block(n)}` }),
      sql: (db, n) => readTree(adminCtx(db), organization, block(n)),
    },
    {
      name: 'hr staff list filtered (unit + status, unit rotates)',
      prepare,
      request: (n) => ({ path: `/api/v1/staff?f_is_get_all_cms=1&${staffQs(n)}` }),
      sql: (db, n) => listSql(staff, staffQs(n))(db),
    },
    {
      // Issue 15: p99 under 30 ms at 50,000 staff (the administrator has about 50 waiting among 10,000 pending).
      name: 'hr waiting for me (approvals, first page of 20)',
      prepare,
      request: () => ({ path: '/api/v1/approvals/waiting?page=1&limit=20' }),
      sql: (db) => waitingForMe(adminCtx(db), 1, 20),
    },
    {
      // Issue 15: under 100 ms for a 500-person unit (a company: its departments' people, ~500 at full size).
      name: 'hr team calendar, a year of a company (company rotates)',
      prepare,
      request: (n) => ({ path: `/api/v1/staff-leave/team-calendar?year=2026&unit_id=${company(n)}` }),
      sql: (db, n) => teamCalendar(db.db, { unitId: company(n) }, '2026-01-01', '2026-12-31'),
    },
    {
      name: "hr a staff file's contracts (staff rotates)",
      prepare,
      request: (n) => ({ path: `/api/v1/labor-contract?f_is_get_all_cms=1&${contractQs(n)}` }),
      sql: (db, n) => listSql(laborContract, contractQs(n))(db),
    },
  ];
}
