/**
 * Business and projects (issue 39, ADR 0020): what the declarations (domain resources/business)
 * cannot say.
 *
 * - Feasibility studies: NPV, IRR and payback are computed by the domain's `feasibilityFigures`
 *   (finance.ts) from the study's cash-flow lines and discount rate, and stored with the study after
 *   every write of the study (its lines come with it) or of one of its lines through the lines'
 *   own routes, in the write's transaction; the record returned by the write carries them.
 */
import { businessFeasibility, businessFeasibilityLine, type CashFlowLine, feasibilityFigures, type Row } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/client.js';
import { defineModule, type ModuleDecl } from '../../engine/module.js';

const rowsOf = (res: unknown): Row[] => (Array.isArray(res) ? (res as Row[]) : (((res as { rows?: Row[] }).rows ?? []) as Row[]));

/** Recomputes and stores a study's figures from its lines as they now stand; returns them. */
export async function storeFeasibilityFigures(tx: Drizzle, id: number): Promise<Row> {
  const head = rowsOf(await tx.execute(sql`SELECT discount_rate FROM business_feasibility WHERE id = ${id}`))[0];
  if (!head) return {};
  const lines = rowsOf(
    await tx.execute(sql`SELECT year, investment, revenue, operating_cost FROM business_feasibility_line WHERE feasibility_id = ${id} AND state = 'ACTIVE'`),
  ) as unknown as CashFlowLine[];
  const f = feasibilityFigures(lines, Number(head.discount_rate));
  await tx.execute(sql`UPDATE business_feasibility SET npv = ${f.npv}, irr = ${f.irr}, payback_years = ${f.payback_years} WHERE id = ${id}`);
  return { npv: f.npv, irr: f.irr, payback_years: f.payback_years };
}

const feasibilityModule = defineModule({
  resource: businessFeasibility,
  hooks: {
    afterChange: [
      async ({ tx, mode, row }) => {
        if (mode === 'delete') return;
        Object.assign(row, await storeFeasibilityFigures(tx, Number(row.id)));
      },
    ],
  },
});

const feasibilityLineModule = defineModule({
  resource: businessFeasibilityLine,
  hooks: {
    afterChange: [
      async ({ tx, row, existing }) => {
        // A line written on its own (not with its study): the study's figures follow; a line moved follows both.
        const ids = new Set([Number(row.feasibility_id), Number(existing?.feasibility_id ?? row.feasibility_id)]);
        for (const id of ids) await storeFeasibilityFigures(tx, id);
      },
    ],
  },
});

export const businessModules: readonly ModuleDecl[] = [feasibilityModule, feasibilityLineModule];
