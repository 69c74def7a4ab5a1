import type { Resource, Row } from '@portal/domain';
import { account, buildAbility, validateInput } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { setTreePath } from '../engine/constraints.js';
import type { Ctx } from '../engine/context.js';

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

/**
 * The demo's people by username, and an engine context acting as one of them in the seed's
 * transaction (each engine call nests in it: a savepoint), with every right; `isAdmin` says who acts
 * with the administrator's shortcuts too (everyone unless told).
 */
export async function seedActors(
  tx: Drizzle,
  usernames: readonly string[],
  now: Date,
  isAdmin: (username: string) => boolean = () => true,
): Promise<{ idOf: (username: string) => number; as: (username: string) => Ctx }> {
  const a = tableFor(account);
  const people = (await tx
    .select({ id: a.id as AnyPgColumn, username: a.username as AnyPgColumn })
    .from(a)
    .where(inArray(a.username as AnyPgColumn, [...usernames]))) as { id: number; username: string }[];
  const idOf = (u: string) => Number(people.find((p) => p.username === u)?.id);
  const as = (username: string): Ctx => ({
    database: { db: tx } as unknown as Database,
    user: { id: idOf(username), username, roleIds: [], ability: buildAbility([{ action: 'manage', subject: 'all' }]), isAdmin: isAdmin(username) },
    lang: 'vi',
    ip: 'seed',
    userAgent: 'seed',
    now: () => now,
  });
  return { idOf, as };
}
