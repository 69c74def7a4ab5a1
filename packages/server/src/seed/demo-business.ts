/**
 * Business demo (issue 39): the generated samples are inserted without the module's hooks, so the
 * feasibility studies' NPV, IRR and payback are computed here, by the same function the writes use.
 */
import { BUSINESS_SETTING_DEMO, businessSettingItem, type Row } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../db/client.js';
import { storeFeasibilityFigures } from '../modules/business/index.js';
import { insertValidated } from './insert.js';

/** The settings lists' values (project types, sectors, segments, bid kinds, contract kinds, report groups), before the generated samples. */
export async function seedDemoBusinessSettings(tx: Drizzle): Promise<void> {
  let order = 0;
  for (const [category, code, name, name_en] of BUSINESS_SETTING_DEMO) await insertValidated(tx, businessSettingItem, { category, code, name, name_en, parent_id: null }, { ordering: ++order });
}

export async function seedDemoBusiness(tx: Drizzle): Promise<void> {
  const res = (await tx.execute(sql`SELECT id FROM business_feasibility WHERE npv IS NULL ORDER BY id`)) as unknown as { rows?: Row[] } | Row[];
  for (const r of Array.isArray(res) ? res : (res.rows ?? [])) await storeFeasibilityFigures(tx, Number(r.id));
}
