/**
 * HR load scenarios (issue 14 "Scale"), names starting "hr " (`--only hr`): the phone book search,
 * a unit's subtree, a filtered staff list and one staff file's sub-records, each with its floor (the
 * same SQL through the driver). Values rotate per request (search terms, units, staff files), so the
 * server's list cache sees many keys; run with `--cache both` for the uncached figures too.
 * Needs the HR data of generate-hr.ts (units coded BU..., staff NV...).
 */
import { buildAbility, laborContract, organization, parseListQuery, position, staff } from '@portal/domain';
import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../packages/server/src/db/client.js';
import { tableFor } from '../packages/server/src/db/tables.js';
import type { Ctx } from '../packages/server/src/engine/context.js';
import { whereFor } from '../packages/server/src/engine/service.js';
import { readTree } from '../packages/server/src/engine/tree.js';
// The HR module registers the staff module (its access hook, if any) the server applies.
import '../packages/server/src/modules/hr/index.js';
import { listSql, type Scenario } from './scenarios.js';

/** What people type in the phone book: family and given names without diacritics, a code, a phone prefix. */
export const DIRECTORY_TERMS = ['nguyen', 'tran thi', 'linh', 'hoang minh', 'pham van nam', 'thu trang', 'NV0012', 'vo duc', 'huynh', 'le thi lan', 'phuong', 'dang huu', '0912', 'tuan', 'bui', 'ngo thanh'];
const LISTED = ['WORKING', 'WORKING_BRANCH', 'PENDING_CONTRACT'];

const adminCtx = (db: Database): Ctx => ({
  database: db,
  user: { id: 1, username: 'admin', roleIds: [], ability: buildAbility([{ action: 'manage', subject: 'all' }]), isAdmin: true },
  lang: 'vi',
  ip: '127.0.0.1',
  userAgent: 'bench',
  now: () => new Date(),
});

/** The directory route's two statements (page with unit, department and position names; count), as packages/server/src/modules/hr/index.ts issues them. */
function directorySql(db: Database, q: string) {
  const parsed = parseListQuery(staff, { q, limit: '24' });
  if (!parsed.ok) throw new Error(`bad directory query ${q}`);
  const t = tableFor(staff);
  const c = (n: string) => t[n] as AnyPgColumn;
  const org = tableFor(organization);
  const unit = alias(org, 'unit') as unknown as typeof org;
  const dept = alias(org, 'dept') as unknown as typeof org;
  const pos = tableFor(position);
  const where = whereFor(staff, t, { ...parsed.query, state: 'ACTIVE' }, [inArray(c('employee_status'), LISTED)]) as SQL;
  return Promise.all([
    db.db
      .select({
        id: c('id'),
        code: c('code'),
        full_name: c('full_name'),
        email: c('email'),
        phone: c('phone'),
        avatar: c('avatar'),
        gender: c('gender'),
        unit_id: c('unit_id'),
        unit_name: unit.name as AnyPgColumn,
        unit_name_en: unit.name_en as AnyPgColumn,
        department_id: c('department_id'),
        department_name: dept.name as AnyPgColumn,
        department_name_en: dept.name_en as AnyPgColumn,
        position_name: pos.name as AnyPgColumn,
        position_name_en: pos.name_en as AnyPgColumn,
      })
      .from(t)
      .leftJoin(unit, eq(unit.id as AnyPgColumn, c('unit_id')))
      .leftJoin(dept, eq(dept.id as AnyPgColumn, c('department_id')))
      .leftJoin(pos, eq(pos.id as AnyPgColumn, c('position_id')))
      .where(inArray(c('id'), db.db.select({ id: c('id') }).from(t).where(where)))
      .orderBy(asc(c('full_name')), asc(c('id')))
      .limit(24),
    db.db.select({ n: count() }).from(t).where(where),
  ]);
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
      name: "hr a staff file's contracts (staff rotates)",
      prepare,
      request: (n) => ({ path: `/api/v1/labor-contract?f_is_get_all_cms=1&${contractQs(n)}` }),
      sql: (db, n) => listSql(laborContract, contractQs(n))(db),
    },
  ];
}
