/**
 * The staff directory's read (the phone book, `/api/v1/staff-directory`): one definition for the
 * route and for the benchmark's floor (bench/scenarios-hr.ts runs it straight through the driver).
 */
import { type ListQuery, organization, position, type Row, staff } from '@portal/domain';
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../../db/client.js';
import { approxBytes, cachedResult, deepFreeze } from '../../engine/query-cache.js';
import { tableFor } from '../../db/tables.js';
import { whereFor } from '../../engine/service.js';

/** Statuses of people the directory lists (not those who left or were removed). */
export const LISTED = ['WORKING', 'WORKING_BRANCH', 'PENDING_CONTRACT'];
export const DIRECTORY_MAX = 100;
/** Up to this many matches the directory collects them before sorting by name. */
export const FEW_MATCHES = 2000;

export type DirectoryPage = { items: Row[]; totalRows: number; page: number; limit: number };

/** One page of the directory for a parsed list query of `staff` (q, page, limit, unit/department/position filters). */
export async function staffDirectory(db: Drizzle, query: ListQuery): Promise<DirectoryPage> {
  const { page, limit } = query;
  const take = Math.min(limit > 0 ? limit : 24, DIRECTORY_MAX);
  const t = tableFor(staff);
  const c = (n: string) => t[n] as AnyPgColumn;
  const org = tableFor(organization);
  const unit = alias(org, 'unit') as unknown as typeof org;
  const dept = alias(org, 'dept') as unknown as typeof org;
  const pos = tableFor(position);
  const where = whereFor(staff, t, { ...query, state: 'ACTIVE' }, [inArray(c('employee_status'), LISTED)]) as SQL;
  // Few matches (a rare name): collect them first, then sort (OFFSET 0 keeps the subquery
  // from being flattened); walking the name index and filtering row by row took 0.5 s on
  // 50,000 staff (docs/performance.md). Many matches: the name index finds the page soonest.
  const [total] = await db.select({ n: count() }).from(t).where(where);
  const matches = Number(total?.n ?? 0);
  const ids = matches <= FEW_MATCHES ? sql`${c('id')} IN (SELECT id FROM ${t} WHERE ${where} OFFSET 0)` : inArray(c('id'), db.select({ id: c('id') }).from(t).where(where));
  const rows = await db
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
      // The search expression names columns unqualified (as its index does): filter in a subquery, then join.
      .where(ids)
      .orderBy(asc(c('full_name')), asc(c('id')))
      .limit(take)
      .offset((Math.max(page, 1) - 1) * take);
  return { items: rows as Row[], totalRows: matches, page: Math.max(page, 1), limit: take };
}

/**
 * The directory page through the list cache (ADR 0003), as every list: the phone book is the same
 * for every signed-in user (no read scope), so one entry serves everyone who types the same search,
 * until a staff file, a unit or a position changes.
 */
export function cachedStaffDirectory(database: Database, query: ListQuery): Promise<DirectoryPage> {
  return cachedResult(
    database,
    [staff.name, organization.name, position.name],
    `staff-directory\u0000${JSON.stringify(query)}`,
    async () => deepFreeze(await staffDirectory(database.db, query)),
    (v) => approxBytes(v.items),
  );
}
