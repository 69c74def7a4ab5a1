/**
 * The list cache is exact only if every entry is filed under every table its query reads (issue 34,
 * ADR 0018). This walks every resource: it renders the read and write scopes of several kinds of
 * callers (staff, an editor of everything, one with a limited operating range, the admin; portal
 * and admin views), the list conditions of a query per filter, and the declared computed fields,
 * and fails on a table their SQL reads that the declaration (and the module's access hook) does not
 * name. No database: the hooks build subqueries with a mock handle and never run them.
 */
import { computedSql, type Resource, resourceByName, resources } from '@portal/domain';
import { and, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tableFor } from '../db/tables.js';
import { sampleQueries, scopeCallers, scopeCtx } from '../../test/scope-callers.js';
import { accessScope, scopeReads } from './access.js';
import type { SessionUser } from './context.js';
import { computedColumns, tablesRead, whereFor } from './service.js';

const dialect = new PgDialect();
const text = (s: SQL) => dialect.sqlToQuery(s).sql;

/** The tables a statement names after FROM or JOIN, or as the qualifier of a column ("t"."c"). */
export function tablesIn(sqlText: string): Set<string> {
  const out = new Set<string>();
  for (const m of sqlText.matchAll(/\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)\b"?(?!\s*\()/gi)) out.add((m[1] as string).toLowerCase());
  for (const m of sqlText.matchAll(/"([a-z_][a-z0-9_]*)"\."[a-z_][a-z0-9_]*"/g)) out.add(m[1] as string);
  // Words of SQL that follow FROM without being tables: EXTRACT(x FROM y), DISTINCT FROM, set-returning calls.
  for (const w of ['distinct', 'select', 'lateral', 'unnest', 'values', 'jsonb_array_elements', 'generate_series']) out.delete(w);
  return out;
}

const users = scopeCallers;
const ctxOf = scopeCtx;

describe('the tables a read depends on', () => {
  it("every resource's scope reads only its own table and the tables its rule and hook declare", () => {
    let rendered = 0;
    const problems: string[] = [];
    for (const r of resources) {
      const t = tableFor(r);
      const allowed = new Set([r.name, ...scopeReads(r)]);
      for (const user of users) {
        for (const op of ['read', 'write'] as const) {
          for (const isCms of [false, true]) {
            let scope: SQL[];
            try {
              scope = accessScope(ctxOf(user), r, t, op, { isCms }).conditions;
            } catch {
              continue; // a rule that refuses this caller outright
            }
            if (scope.length === 0) continue;
            rendered++;
            for (const table of tablesIn(text(and(...scope) as SQL)))
              if (!allowed.has(table)) problems.push(`${r.name} (${user.username}, ${op}, cms ${isCms}) reads ${table}`);
          }
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
    expect(rendered).toBeGreaterThan(resources.length * 2);
  });

  it("every resource's list conditions and computed fields read only what its lists are cached under", () => {
    const problems: string[] = [];
    for (const r of resources) {
      const t = tableFor(r);
      const cachedUnder = new Set(tablesRead(r));
      for (const user of users) {
        for (const q of sampleQueries(r)) {
          const where = whereFor(r, t, q, accessScope(ctxOf(user), r, t, 'read').conditions, null);
          if (!where) continue;
          for (const table of tablesIn(text(where))) if (!cachedUnder.has(table)) problems.push(`${r.name} ${JSON.stringify(q.filters)} reads ${table}`);
        }
      }
      for (const [name, sqlOf] of computedColumns(r)) {
        const c = r.computed?.[name];
        const declared = new Set([r.name, ...(c ? computedSql(c).reads : [])]);
        for (const table of tablesIn(text(sqlOf))) if (!declared.has(table)) problems.push(`${r.name}.${name} (computed) reads ${table}`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('finds the tables of a statement, and the walk would fail on an undeclared one', () => {
    expect([...tablesIn('SELECT a.x FROM account a JOIN "staff" s ON s.id = a.id WHERE "organization"."id" IN (SELECT 1 FROM unnest($1))')].sort()).toEqual([
      'account',
      'organization',
      'staff',
    ]);
    // ticket_comment follows its ticket (access.parent), whose staff reader reads staff files.
    const comment = resourceByName.get('ticket_comment') as Resource;
    expect(scopeReads(comment)).toEqual(expect.arrayContaining(['ticket', 'staff']));
    const staffScope = accessScope(ctxOf(users[0] as SessionUser), comment, tableFor(comment), 'read').conditions;
    const read = tablesIn(text(and(...staffScope) as SQL));
    expect(read.has('ticket') && read.has('staff')).toBe(true);
  });
});
