import type { Resource, Row } from '@portal/domain';
import { validateInput } from '@portal/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { setTreePath } from '../engine/constraints.js';

/** Inserts a seed record after the same validation as the API, so seeds cannot drift from the rules. */
export async function insertValidated(db: Drizzle, r: Resource, data: Row, extra: Row = {}, now?: Date): Promise<number> {
  const v = validateInput(r, data, { mode: 'create', ...(now && { now }) });
  if (!v.ok) throw new Error(`seed ${r.name}: ${JSON.stringify(v.issues)}`);
  const t = tableFor(r);
  // Datetime columns take Date objects (as the engine's own inserts give them).
  const values: Row = { ...v.data };
  for (const [k, x] of Object.entries(values)) if (typeof x === 'string' && r.columnByName.get(k)?.def.kind === 'datetime') values[k] = new Date(x.replace(' ', 'T'));
  const [row] = await db
    .insert(t)
    .values({ ...values, ...extra })
    .returning({ id: t.id as AnyPgColumn });
  const id = Number((row as { id: number }).id);
  // Trees store each record's path, as the engine does on create.
  await setTreePath(db, r, id);
  return id;
}
