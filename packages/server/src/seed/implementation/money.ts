/**
 * Demo data of project money (issue 41), after the generated samples: the samples pick a project and
 * a contract each at random, so a payment, an additional item or a review point is put in its
 * contract's project (a record of one project never names another's contract); quotations' prices and
 * votes are kept inside their own cost review.
 */
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../../db/client.js';

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));

export async function alignDemoImplementationMoney(tx: Drizzle): Promise<void> {
  for (const table of ['implementation_payment', 'implementation_additional', 'implementation_review_point'])
    await tx.execute(sql`UPDATE ${sql.identifier(table)} x SET project_id = c.project_id FROM implementation_contract c WHERE c.id = x.contract_id AND x.project_id <> c.project_id`);
  // A quoted price is for an item of its quotation's own review, with the item's quantity; a vote is for a quotation of its review.
  const stray = rowsOf<{ id: unknown; quotation_id: unknown; review_cost_id: unknown }>(
    await tx.execute(sql`SELECT p.id, p.quotation_id, q.review_cost_id FROM implementation_review_quotation_price p JOIN implementation_review_quotation q ON q.id = p.quotation_id
      JOIN implementation_review_cost_item i ON i.id = p.item_id WHERE i.review_cost_id <> q.review_cost_id ORDER BY p.id`),
  );
  // One at a time: each takes an item of the right review that its quotation has not priced yet (or goes).
  for (const x of stray) {
    const [item] = rowsOf<{ id: unknown }>(
      await tx.execute(sql`SELECT i.id FROM implementation_review_cost_item i WHERE i.review_cost_id = ${Number(x.review_cost_id)}
        AND NOT EXISTS (SELECT 1 FROM implementation_review_quotation_price p WHERE p.quotation_id = ${Number(x.quotation_id)} AND p.item_id = i.id) ORDER BY i.id LIMIT 1`),
    );
    if (item) await tx.execute(sql`UPDATE implementation_review_quotation_price SET item_id = ${Number(item.id)} WHERE id = ${Number(x.id)}`);
    else await tx.execute(sql`DELETE FROM implementation_review_quotation_price WHERE id = ${Number(x.id)}`);
  }
  await tx.execute(sql`UPDATE implementation_review_quotation_price p SET quantity = i.quantity FROM implementation_review_cost_item i WHERE i.id = p.item_id`);
  await tx.execute(sql`UPDATE implementation_review_vote v SET review_cost_id = q.review_cost_id FROM implementation_review_quotation q WHERE q.id = v.quotation_id`);
  await tx.execute(sql`UPDATE implementation_review_quotation q SET company_name = c.name FROM contractor c WHERE c.id = q.contractor_id`);
}
