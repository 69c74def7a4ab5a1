/**
 * Staff files of an account (issue 34: one way, not five): tickets, services, recruitment, leave and
 * the approval engine read the caller's staff file here, where each had a query of its own. Callers
 * pass the handle they are in (a write's transaction: PGlite has one connection).
 */
import { resourceByName } from '@portal/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';

export type StaffFile = {
  id: number;
  full_name: string;
  unit_id: number | null;
  department_id: number | null;
  manager_id: number | null;
  start_date: string | null;
};

const staffTable = () => {
  const r = resourceByName.get('staff');
  if (!r) throw new Error('staff is not declared');
  return tableFor(r);
};

/** Active staff files matching `where` (a condition on the staff table), oldest first. */
async function activeFiles(db: Drizzle, where: (c: (n: string) => AnyPgColumn) => SQL): Promise<StaffFile[]> {
  const t = staffTable();
  const c = (n: string) => t[n] as AnyPgColumn;
  const rows = (await db
    .select({
      id: c('id'),
      full_name: c('full_name'),
      unit_id: c('unit_id'),
      department_id: c('department_id'),
      manager_id: c('manager_id'),
      start_date: c('start_date'),
    })
    .from(t)
    .where(and(where(c), eq(c('state'), 'ACTIVE')))
    .orderBy(asc(c('id')))) as StaffFile[];
  return rows.map((x) => ({ ...x, id: Number(x.id), manager_id: x.manager_id === null ? null : Number(x.manager_id) }));
}

/** The active staff files of account `accountId`, oldest first (one in practice). */
export const staffFilesOf = (db: Drizzle, accountId: number): Promise<StaffFile[]> => activeFiles(db, (c) => eq(c('account_id'), accountId));

/** Active staff file `id`, or null. */
export const staffFileById = async (db: Drizzle, id: number): Promise<StaffFile | null> => (await activeFiles(db, (c) => eq(c('id'), id)))[0] ?? null;
