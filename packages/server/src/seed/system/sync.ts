/**
 * HR sync demo data (ADR 0005): the demo's HR source (HRM) is first connected to the seeded
 * organisation, positions and staff: one applied (COMPLETED) run per target whose records are the
 * seeded ones, so every unit, position and person is linked to a source id without changing
 * anything. Then the demo source file (seed/hr-source.json: a few people joined, changed or
 * left) is synchronised into WAITING runs, so the review screen has a difference to show.
 */
import type { Row, SyncTargetName } from '@portal/domain';
import { organization, position, staff } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../../db/client.js';
import { tableFor } from '../../db/tables.js';
import type { Ctx } from '../../engine/context.js';
import { DEMO_SOURCE_FILE, FileSyncAdapter, MemorySyncAdapter, type SourceRecord } from '../../sync/adapter.js';
import { applyRun, computeRun } from '../../sync/run.js';
import { TARGETS } from '../../sync/targets.js';

const active = (t: ReturnType<typeof tableFor>) => eq(t.state as AnyPgColumn, 'ACTIVE');

/** The seeded units, positions and people as the HR source would list them (source ids from codes). */
export async function derivedSource(tx: Drizzle): Promise<Record<SyncTargetName, SourceRecord[]>> {
  const o = tableFor(organization);
  const p = tableFor(position);
  const s = tableFor(staff);
  const units = (await tx.select().from(o).where(active(o)).orderBy(asc(o.id as AnyPgColumn))) as Row[];
  const positions = (await tx.select().from(p).where(active(p)).orderBy(asc(p.id as AnyPgColumn))) as Row[];
  const people = (await tx.select().from(s).where(active(s)).orderBy(asc(s.id as AnyPgColumn))) as Row[];
  const unitById = new Map(units.map((u) => [Number(u.id), u]));
  const posById = new Map(positions.map((x) => [Number(x.id), x]));
  return {
    departments: units.map((u) => ({
      id: `DEP-${u.code}`,
      code: u.code,
      name: u.name,
      name_en: u.name_en,
      type: u.type,
      parent_id: u.parent_id ? `DEP-${unitById.get(Number(u.parent_id))?.code}` : null,
    })),
    positions: positions.map((x) => ({ id: `POS-${x.code}`, code: x.code, name: x.name, name_en: x.name_en, level: x.level })),
    customer: people.map((x) => {
      const dept = x.department_id ? unitById.get(Number(x.department_id)) : undefined;
      const pos = x.position_id ? posById.get(Number(x.position_id)) : undefined;
      const unit = x.unit_id ? unitById.get(Number(x.unit_id)) : undefined;
      return {
        id: `NV-${x.code}`,
        staff_code: x.code,
        full_name: x.full_name,
        email: x.email,
        phone: x.phone,
        department_id: dept ? `DEP-${dept.code}` : null,
        department: dept?.name ?? null,
        position_id: pos ? `POS-${pos.code}` : null,
        position: pos?.name ?? null,
        realm_department: unit?.name ?? null,
        officer_address: x.address ?? null,
      };
    }),
  };
}

export async function seedDemoSync(tx: Drizzle, now = new Date()): Promise<void> {
  // The seed's transaction stands for the database: each run nests in it (a savepoint).
  const ctx: Ctx = { database: { db: tx } as unknown as Database, user: null, lang: 'vi', ip: 'seed', userAgent: 'seed', now: () => now };
  const first = new MemorySyncAdapter('HRM', await derivedSource(tx));
  for (const t of TARGETS) {
    const run = await computeRun(ctx, t.name, 'HRM', { adapter: first });
    if (run.sync_status === 'WAITING') await applyRun(ctx, Number(run.id));
  }
  const file = new FileSyncAdapter('HRM', DEMO_SOURCE_FILE);
  for (const t of TARGETS) await computeRun(ctx, t.name, 'HRM', { adapter: file });
}
