/**
 * The plans of the searches (ADR 0011): each statement the engine sends for a search, as built by
 * the engine itself (the staff news list with `q`, its relevance order, and the staff directory),
 * run under EXPLAIN (ANALYZE, BUFFERS) on an existing bench database. Prints, per statement, the
 * execution time, the shared buffers read or hit, the rows and the top of the plan.
 *
 *   node --import tsx bench/explain-search.ts <database> [--runs 3] [--only text]
 *
 * Each statement runs `--runs` times (default 3) and the last run is reported (the cache warm, as at
 * load). The database is a bench database (`npm run bench -- --full --db postgres --keep --generate-only`).
 */
import { parseListQuery, resourceByName, staff } from '@portal/domain';
import { asc, desc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Drizzle } from '../packages/server/src/db/client.js';
import { searchTerms, tableFor } from '../packages/server/src/db/tables.js';
import { DEEP_OFFSET, pageQuery, relevancePage, whereFor } from '../packages/server/src/engine/service.js';
import { accessConditions } from '../packages/server/src/engine/access.js';
import { denseCandidates } from '../packages/server/src/engine/search-dense.js';
import { installModules } from '../packages/server/src/engine/module.js';
import { modules } from '../packages/server/src/modules/index.js';
import { staffDirectory } from '../packages/server/src/modules/hr/directory.js';
import { DIRECTORY_TERMS } from './scenarios-hr.js';
import { RARE_SEARCH, RARE_SEARCH_VI, staffCtx } from './scenarios.js';

const args = process.argv.slice(2);
const name = args[0];
if (!name || name.startsWith('--')) throw new Error('usage: explain-search.ts <database> [--runs n] [--only text]');
const opt = (k: string, d: string) => {
  const i = args.indexOf(`--${k}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : d;
};
const runs = Number(opt('runs', '3'));
const only = opt('only', '');
const url = new URL(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 2, options: '-c jit=off' });

installModules(modules);
const news = resourceByName.get('news');
if (!news) throw new Error('no news resource');

/** A drizzle handle that records each statement instead of only running it. */
function recording(): { db: Drizzle; seen: { text: string; params: unknown[] }[] } {
  const seen: { text: string; params: unknown[] }[] = [];
  const db = drizzle({ client: pool, logger: { logQuery: (text: string, params: unknown[]) => seen.push({ text, params }) } }) as unknown as Drizzle;
  return { db, seen };
}
const database = (db: Drizzle, seen?: { text: string; params: unknown[] }[]): Database =>
  ({
    kind: 'postgres',
    db,
    query: async (text: string, params?: unknown[]) => {
      seen?.push({ text, params: params ?? [] });
      return (await pool.query(text, params)).rows;
    },
    exec: async (text: string) => void (await pool.query(text)),
  }) as unknown as Database;

type Case = { label: string; run: (db: Drizzle, seen: { text: string; params: unknown[] }[]) => Promise<unknown> };
const cases: Case[] = [];
for (const [label, q] of [
  ['news rare, no diacritics', RARE_SEARCH],
  ['news rare, diacritics', RARE_SEARCH_VI],
  ['news common "tin tuc"', 'tin tuc'],
] as const) {
  for (const order of ['', 'relevance']) {
    cases.push({
      label: `${label}${order ? ', order=relevance' : ''}`,
      run: async (db, seen) => {
        const parsed = parseListQuery(news, { q, ...(order ? { order } : {}) });
        if (!parsed.ok) throw new Error('bad query');
        const t = tableFor(news);
        const scope = accessConditions(staffCtx(database(db)), news, t, 'read');
        const orderBy = parsed.query.order.map((o) => (o.dir === 'asc' ? asc(t[o.field] as AnyPgColumn) : desc(t[o.field] as AnyPgColumn)));
        // The dense words' candidates first, as the engine's list (ADR 0015; none with SEARCH_DENSE=off).
        const candidates = await denseCandidates(database(db, seen), news, searchTerms(q));
        return parsed.query.isRelevance
          ? relevancePage(db, news, t, parsed.query, scope, orderBy, DEEP_OFFSET, candidates)
          : pageQuery(db, news, t, whereFor(news, t, parsed.query, scope, candidates), orderBy, parsed.query.take, parsed.query.offset);
      },
    });
  }
}
for (const term of DIRECTORY_TERMS) {
  cases.push({
    label: `directory "${term}"`,
    run: async (db) => {
      const parsed = parseListQuery(staff, { q: term, limit: '24' });
      if (!parsed.ok) throw new Error('bad query');
      return staffDirectory(db, parsed.query);
    },
  });
}

type Plan = { Plan: Record<string, unknown>; 'Execution Time': number; 'Planning Time': number };
const sum = (n: Record<string, unknown>, k: string): number => Number(n[k] ?? 0);
function summary(node: Record<string, unknown>, depth = 0, out: string[] = []): string[] {
  if (depth < 4) {
    const what = [node['Node Type'], node['Index Name'] ? `on ${node['Index Name']}` : node['Relation Name'] ? `on ${node['Relation Name']}` : ''].filter(Boolean).join(' ');
    out.push(`${'  '.repeat(depth)}${what} rows=${node['Actual Rows']} loops=${node['Actual Loops']}`);
    for (const c of (node.Plans as Record<string, unknown>[] | undefined) ?? []) summary(c, depth + 1, out);
  }
  return out;
}

const load = async () => (await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`database ${name}, ${runs} runs each (last reported), load average ${await load()}`);
for (const c of cases) {
  if (only && !c.label.includes(only)) continue;
  const { db, seen } = recording();
  await c.run(db, seen);
  for (const s of seen) {
    let last: Plan | undefined;
    for (let i = 0; i < runs; i++) {
      const res = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.params);
      last = (res.rows[0] as { 'QUERY PLAN': Plan[] })['QUERY PLAN'][0];
    }
    if (!last) continue;
    const p = last.Plan;
    const buffers = sum(p, 'Shared Hit Blocks') + sum(p, 'Shared Read Blocks');
    console.log(`\n## ${c.label}: ${last['Execution Time'].toFixed(1)} ms (planning ${last['Planning Time'].toFixed(1)} ms), ${buffers} buffers, ${p['Actual Rows']} rows`);
    console.log(`   ${args.includes('--sql') ? `${s.text} -- ${JSON.stringify(s.params)}` : s.text.replace(/\s+/g, ' ').slice(0, 400)}`);
    for (const line of summary(p)) console.log(`   ${line}`);
  }
}
console.log(`\nload average ${await load()}`);
await pool.end();
