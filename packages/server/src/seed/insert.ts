import type { Resource, Row } from '@portal/domain';
import { validateInput } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';

/** Inserts a seed record after the same validation as the API, so seeds cannot drift from the rules. */
export async function insertValidated(db: Drizzle, r: Resource, data: Row, extra: Row = {}): Promise<number> {
  const v = validateInput(r, data, { mode: 'create' });
  if (!v.ok) throw new Error(`seed ${r.name}: ${JSON.stringify(v.issues)}`);
  const t = tableFor(r);
  const [row] = await db
    .insert(t)
    .values({ ...v.data, ...extra })
    .returning({ id: t.id as AnyPgColumn });
  return Number((row as { id: number }).id);
}
