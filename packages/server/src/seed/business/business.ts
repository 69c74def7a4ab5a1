/**
 * Business demo (issue 39): the generated samples are inserted without the module's hooks, so the
 * feasibility studies' NPV, IRR and payback are computed here, by the same function the writes use.
 */
import { BUSINESS_SETTING_DEMO, businessSettingItem, contractorEvaluationGroup, contractorEvaluationItem, EVALUATION_CRITERIA_DEMO, type Row } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/client.js';
import { storeEvaluationResult, storeFeasibilityFigures } from '../../modules/business/index.js';
import { insertValidated } from '../insert.js';

/** The settings lists' values (project types, sectors, segments, bid kinds, contract kinds, report groups), before the generated samples. */
export async function seedDemoBusinessSettings(tx: Drizzle): Promise<void> {
  let order = 0;
  for (const [category, code, name, name_en] of BUSINESS_SETTING_DEMO) await insertValidated(tx, businessSettingItem, { category, code, name, name_en, parent_id: null }, { ordering: ++order });
  // Two criteria sets, each with criteria whose weights add up to 100.
  const sets: [string, string, number][] = [
    ['Nhà thầu xây lắp', 'Construction contractors', 1],
    ['Nhà cung cấp thiết bị', 'Equipment suppliers', 2],
  ];
  for (const [name, name_en, ordering] of sets) {
    const group = await insertValidated(tx, contractorEvaluationGroup, { name, name_en, is_active: true }, { ordering });
    let k = 0;
    for (const [c, c_en, weight] of EVALUATION_CRITERIA_DEMO) await insertValidated(tx, contractorEvaluationItem, { group_id: group, name: c, name_en: c_en, weight }, { ordering: ++k });
  }
}

export async function seedDemoBusiness(tx: Drizzle): Promise<void> {
  const ids = async (q: ReturnType<typeof sql>) => {
    const res = (await tx.execute(q)) as unknown as { rows?: Row[] } | Row[];
    return (Array.isArray(res) ? res : (res.rows ?? [])).map((r) => Number(r.id));
  };
  for (const id of await ids(sql`SELECT id FROM business_feasibility WHERE npv IS NULL ORDER BY id`)) await storeFeasibilityFigures(tx, id);
  for (const id of await ids(sql`SELECT id FROM contractor_evaluation WHERE total_score IS NULL ORDER BY id`)) await storeEvaluationResult(tx, id);
  // Each contractor's grade is its latest evaluation's.
  await tx.execute(sql`UPDATE contractor c SET grade = (
      SELECT e.grade FROM contractor_evaluation e WHERE e.contractor_id = c.id AND e.state = 'ACTIVE' AND e.grade IS NOT NULL
      ORDER BY e.evaluation_date DESC NULLS LAST, e.period DESC, e.id DESC LIMIT 1)`);
  // A package's received bids come from contractors it invited (the bids module's rule): the generated ones are invited.
  await tx.execute(sql`UPDATE bid b SET invited_contractor_ids = (
      SELECT array_agg(DISTINCT x ORDER BY x) FROM unnest(coalesce(b.invited_contractor_ids, '{}'::bigint[]) || ARRAY(SELECT s.contractor_id FROM bid_submission s WHERE s.bid_id = b.id)) x)
    WHERE EXISTS (SELECT 1 FROM bid_submission s WHERE s.bid_id = b.id AND NOT s.contractor_id = ANY(coalesce(b.invited_contractor_ids, '{}'::bigint[])))`);
}
