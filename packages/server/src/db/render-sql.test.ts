import { type Resource, resources } from '@portal/domain';
import { type SQL, and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../engine/context.js';
import { moduleFor } from '../engine/module.js';
import { whereFor } from '../engine/service.js';
import { accessScope } from '../engine/access.js';
import { sampleQueries, scopeCallers, scopeCtx } from '../../test/scope-callers.js';
import { renderFast, renderSql } from './render-sql.js';
import { tableFor } from './tables.js';

const dialect = new PgDialect();
const drizzleOf = (s: SQL) => {
  const q = dialect.sqlToQuery(s);
  return { sql: q.sql, params: q.params };
};

const users = scopeCallers;
const ctxOf = scopeCtx;

describe('renderSql', () => {
  it("renders every resource's access scope and list conditions exactly as drizzle does", () => {
    let compared = 0;
    let fast = 0;
    for (const r of resources) {
      const t = tableFor(r);
      // Where a module's access hook adds conditions, they may hold a subquery (comments: of released
      // news), which goes to drizzle's renderer; everything else must render without it.
      const hookAdds = (user: SessionUser, op: 'read' | 'write', isCms: boolean): boolean => {
        try {
          return !!moduleFor(r.name).access?.rule(ctxOf(user), t, { op, isCms });
        } catch {
          return false;
        }
      };
      for (const user of users) {
        for (const op of ['read', 'write'] as const) {
          for (const isCms of [false, true]) {
            let scope: SQL[];
            try {
              scope = accessScope(ctxOf(user), r, t, op, { isCms }).conditions;
            } catch {
              continue; // a rule that refuses this user outright
            }
            if (scope.length === 0) continue;
            const s = and(...scope) as SQL;
            expect(renderSql(s), `${r.name} ${user.username} ${op}`).toEqual(drizzleOf(s));
            compared++;
            if (renderFast(s) || hookAdds(user, op, isCms)) fast++;
          }
        }
        for (const q of sampleQueries(r)) {
          const where = whereFor(r, t, q, accessScope(ctxOf(user), r, t, 'read').conditions, q.q ? [5, 8, 13] : null);
          if (!where) continue;
          expect(renderSql(where), `${r.name} ${JSON.stringify(q)}`).toEqual(drizzleOf(where));
          compared++;
          if (renderFast(where) || hookAdds(user, 'read', false)) fast++;
        }
      }
    }
    expect(compared).toBeGreaterThan(resources.length * 8);
    // All the declared ones without drizzle's renderer: the engine's conditions are made of what it knows.
    expect(fast).toBe(compared);
  });

  it('keeps values out of the text: quotes, dates, lists, nulls and numbers are parameters', () => {
    const news = tableFor(resources.find((r) => r.name === 'news') as Resource) as unknown as Record<string, AnyPgColumn>;
    const t = { id: news.id as AnyPgColumn, title: news.title as AnyPgColumn, created_date: news.created_date as AnyPgColumn };
    const s = and(
      eq(t.title, `'; drop table news; --`),
      gt(t.created_date, new Date('2026-01-01T00:00:00Z')),
      inArray(t.id, [1, 2, 3]),
      sql`${t.title} = ${null} or ${'x'} = ${sql.identifier('we"ird')}`,
    ) as SQL;
    const got = renderSql(s);
    expect(got).toEqual(drizzleOf(s));
    expect(got.sql).not.toContain('drop table');
    expect(got.params).toContain(`'; drop table news; --`);
  });

  it("hands what it does not know (placeholders, subqueries, inlined values) to drizzle's renderer", () => {
    const news = tableFor(resources.find((r) => r.name === 'news') as Resource) as unknown as Record<string, AnyPgColumn>;
    const t = { id: news.id as AnyPgColumn, title: news.title as AnyPgColumn, created_date: news.created_date as AnyPgColumn };
    const cases: SQL[] = [
      sql`${t.id} = ${sql.placeholder('id')}`,
      eq(t.id, sql.placeholder('id')),
      sql`${t.title} = ${'a'}`.inlineParams(),
      sql`${t.id} in ${sql`(select 1)`} and ${t.title} = ${{ a: 1 }}`,
    ];
    for (const s of cases) {
      expect(renderFast(s)).toBeUndefined();
      expect(renderSql(s)).toEqual(drizzleOf(s));
    }
  });
});
