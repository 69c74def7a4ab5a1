/**
 * Callers of every kind, for the tests that render every resource's access scope without a
 * database (db/render-sql.test.ts, engine/scope-tables.test.ts): staff (view), an editor of
 * everything, two with a limited operating range (edit; view all) and the admin. The modules' access
 * hooks are installed as the app installs them; they build subqueries with a mock handle and never
 * run them.
 */
import { ACTIONS, buildAbility, type ListQuery, parseListQuery, type Resource, resources } from '@portal/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../src/db/client.js';
import type { Ctx, SessionUser } from '../src/engine/context.js';
import { installModules } from '../src/engine/module.js';
import { modules } from '../src/modules/index.js';

const subjects = [...new Set(resources.map((r) => r.subject))];
export const scopeCallers: SessionUser[] = [
  { id: 7, username: 'staff', roleIds: [], ability: buildAbility(subjects.map((subject) => ({ action: 'view' as const, subject }))) },
  { id: 8, username: 'editor', roleIds: [2], ability: buildAbility(subjects.flatMap((subject) => ACTIONS.map((action) => ({ action, subject })))) },
  { id: 9, username: 'ranged', roleIds: [3], unitRange: [4, 12], ability: buildAbility(subjects.flatMap((subject) => [{ action: 'edit' as const, subject }])) },
  { id: 10, username: 'ranged-all', roleIds: [4], unitRange: [4, 12], ability: buildAbility(subjects.flatMap((subject) => [{ action: 'viewAll' as const, subject }])) },
  { id: 1, username: 'admin', roleIds: [1], isAdmin: true, ability: buildAbility([{ action: 'manage', subject: 'all' }] as never) },
];

installModules(modules);
const database = { kind: 'postgres', db: drizzle.mock() } as unknown as Database;

/** A request context for `user` on a mock database, at a fixed moment. */
export const scopeCtx = (user: SessionUser): Ctx => ({ database, user, lang: 'vi', ip: '127.0.0.1', userAgent: 'vitest', now: () => new Date('2026-11-26T09:28:32.123Z') });

/**
 * Queries to render for `r`: none, a search with the state, and one per filter (declared or through a
 * reference) with the first sample value its parser takes.
 */
export function sampleQueries(r: Resource): ListQuery[] {
  const out = [parseListQuery(r, {}), parseListQuery(r, { q: 'Tin tức nội bộ 50% _x_ \\ "a"', state: 'ACTIVE' })];
  for (const name of [...r.filters.keys(), ...Object.keys(r.list?.through ?? {})]) {
    for (const v of ['3', '1,2', '2026-01-02', 'true', 'abc', 'Hà Nội']) {
      const q = parseListQuery(r, { [`f_${name}`]: v, [`f_${name}_from`]: v, [`f_${name}_to`]: v });
      if (q.ok && q.query.filters.length > 0) {
        out.push(q);
        break;
      }
    }
  }
  return out.flatMap((q) => (q.ok ? [q.query] : []));
}
