/**
 * Demo data of project money (issue 41), after the generated samples: the samples pick a project and
 * a contract each at random, so a payment, an additional item or a cost review is put in its
 * contract's project (a record of one project never names another's contract).
 */
import { sql } from 'drizzle-orm';
import type { Drizzle } from '../db/client.js';

export async function alignDemoImplementationMoney(tx: Drizzle): Promise<void> {
  for (const table of ['implementation_payment', 'implementation_additional'])
    await tx.execute(sql`UPDATE ${sql.identifier(table)} x SET project_id = c.project_id FROM implementation_contract c WHERE c.id = x.contract_id AND x.project_id <> c.project_id`);
}
