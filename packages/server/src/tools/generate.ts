/**
 * `npm run db:generate [name]` (a tool above the layers: it reads the engine's derived schema objects): writes the next SQL migration from the difference between the
 * tables derived from the declarations and the committed snapshot. `--check` exits 1 on drift.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_DIR } from '../db/migrate.js';
import { spawnSync } from 'node:child_process';
import { resources } from '@portal/domain';
import { writeCoverage, writeResourceIndex } from '../db/derived-files.js';
import { allTables } from '../db/tables.js';
import type { CustomDdl } from '../db/custom-ddl.js';
import { customDdl } from '../engine/ddl.js';

/**
 * The committed schema, one file per table (migrations/snapshot/<table>.json: drizzle-kit's table
 * entry and the table's custom objects) plus _meta.json, so that engineers adding different
 * entities touch different files. The legacy single snapshot.json is still read.
 */
export const SNAPSHOT_DIR = join(MIGRATIONS_DIR, 'snapshot');
const LEGACY_SNAPSHOT = join(MIGRATIONS_DIR, 'snapshot.json');
const LEGACY_CUSTOM = join(MIGRATIONS_DIR, 'custom-ddl.json');
const META = '_meta.json';

type Snapshot = ReturnType<typeof generateDrizzleJson>;
type CustomSnapshot = Record<string, Omit<CustomDdl, 'name'>>;
type TableFile = { table: unknown; custom?: CustomSnapshot };

const readJson = <T>(p: string): T => JSON.parse(readFileSync(p, 'utf8')) as T;

export function currentSnapshot(): Snapshot {
  return generateDrizzleJson(allTables());
}

function tableFiles(): Map<string, TableFile> {
  const out = new Map<string, TableFile>();
  if (!existsSync(SNAPSHOT_DIR)) return out;
  for (const f of readdirSync(SNAPSHOT_DIR).sort()) if (f.endsWith('.json') && f !== META) out.set(f.slice(0, -5), readJson<TableFile>(join(SNAPSHOT_DIR, f)));
  return out;
}

export function committedSnapshot(): Snapshot {
  if (existsSync(join(SNAPSHOT_DIR, META))) {
    const meta = readJson<Omit<Snapshot, 'tables'>>(join(SNAPSHOT_DIR, META));
    const tables: Record<string, unknown> = {};
    for (const [name, f] of tableFiles()) if (f.table) tables[`public.${name}`] = f.table;
    return { ...meta, tables } as Snapshot;
  }
  return existsSync(LEGACY_SNAPSHOT) ? readJson<Snapshot>(LEGACY_SNAPSHOT) : generateDrizzleJson({});
}

export function committedCustom(): CustomSnapshot {
  if (existsSync(join(SNAPSHOT_DIR, META))) {
    const out: CustomSnapshot = {};
    for (const f of tableFiles().values()) Object.assign(out, f.custom ?? {});
    return out;
  }
  return existsSync(LEGACY_CUSTOM) ? readJson<CustomSnapshot>(LEGACY_CUSTOM) : {};
}

export function currentCustom(list: readonly CustomDdl[] = customDdl()): CustomSnapshot {
  const out: CustomSnapshot = {};
  for (const d of [...list].sort((a, b) => a.name.localeCompare(b.name))) out[d.name] = { table: d.table, kind: d.kind, sql: d.sql };
  return out;
}

/** Writes the current schema as per-table files (and removes the files of dropped tables). */
export function writeSnapshot(snap: Snapshot = currentSnapshot(), custom: CustomSnapshot = currentCustom()): void {
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const { tables, id: _id, prevId: _prev, ...meta } = snap as Snapshot & { id?: string; prevId?: string };
  // Fixed ids: drizzle-kit's random snapshot ids would make every generation touch this file.
  writeFileSync(join(SNAPSHOT_DIR, META), `${JSON.stringify({ ...meta, id: '00000000-0000-0000-0000-000000000001', prevId: '00000000-0000-0000-0000-000000000000' }, null, 2)}\n`);
  const want = new Map<string, TableFile>();
  for (const [key, table] of Object.entries(tables)) want.set(key.replace(/^public\./, ''), { table });
  for (const [name, d] of Object.entries(custom)) {
    const f = want.get(d.table) ?? { table: null };
    f.custom = { ...(f.custom ?? {}), [name]: d };
    want.set(d.table, f);
  }
  for (const name of tableFiles().keys()) if (!want.has(name)) rmSync(join(SNAPSHOT_DIR, `${name}.json`));
  for (const [name, f] of want) writeFileSync(join(SNAPSHOT_DIR, `${name}.json`), `${JSON.stringify(f, null, 2)}\n`);
  rmSync(LEGACY_SNAPSHOT, { force: true });
  rmSync(LEGACY_CUSTOM, { force: true });
}

/** A migration's file name: the UTC time it was generated, then its name (cannot collide). */
export function migrationFileName(name: string, at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, '');
  return `${stamp}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase() || 'schema'}.sql`;
}

const qi = (n: string) => `"${n.replace(/"/g, '""')}"`;

function dropStatement(name: string, d: Omit<CustomDdl, 'name'>): string {
  if (d.kind === 'constraint') return `ALTER TABLE ${qi(d.table)} DROP CONSTRAINT IF EXISTS ${qi(name)};`;
  if (d.kind === 'index') return `DROP INDEX IF EXISTS ${qi(name)};`;
  if (d.kind === 'trigger') return `DROP TRIGGER IF EXISTS ${qi(name)} ON ${qi(d.table)};`;
  // A generated column (with its indexes, which go with it): named <table>_<column>.
  if (d.kind === 'column') return `ALTER TABLE ${qi(d.table)} DROP COLUMN IF EXISTS ${qi(name.slice(d.table.length + 1))};`;
  // A column's storage (named <table>_<column>_storage) back to the default, when the column is still there.
  if (d.kind === 'storage') {
    const column = name.slice(d.table.length + 1, -'_storage'.length);
    return `DO $$ BEGIN IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '${d.table}' AND column_name = '${column}') THEN ALTER TABLE ${qi(d.table)} ALTER COLUMN ${qi(column)} SET STORAGE EXTENDED; END IF; END $$;`;
  }
  return `DROP FUNCTION IF EXISTS ${qi(name)} CASCADE;`;
}

/**
 * The statements that bring the committed custom objects to the declared ones: drops for removed
 * or changed ones (before drizzle's statements, which may drop their columns), creates for new or
 * changed ones (after them, when the columns exist).
 */
export function customDiff(before: CustomSnapshot, after: CustomSnapshot): { drops: string[]; creates: string[] } {
  const drops: string[] = [];
  const creates: string[] = [];
  const changed = new Set(Object.entries(before).flatMap(([name, d]) => (after[name]?.sql !== d.sql ? [name] : [])));
  // A changed generated column (a search column over a field made localized) is dropped and made
  // again: what reads it on its table goes with it and comes back (a trigger on it would refuse the
  // drop; its storage would be lost), though their own text is unchanged.
  for (const name of [...changed]) {
    const d = before[name];
    if (d?.kind !== 'column') continue;
    const column = `"${name.slice(d.table.length + 1)}"`;
    for (const [other, o] of Object.entries(before)) if (other !== name && o.table === d.table && o.kind !== 'column' && after[other] && o.sql.includes(column)) changed.add(other);
  }
  for (const [name, d] of Object.entries(before)) if (changed.has(name)) drops.push(dropStatement(name, d));
  const made = Object.entries(after).filter(([name, d]) => before[name]?.sql !== d.sql || changed.has(name));
  // What an object needs is made first: a new table's generated search column before the trigger
  // that reads it (the names alone sorted "zz_x_search_dense" before "zz_x_search_vec").
  made.sort(([, a], [, b]) => CREATE_ORDER.indexOf(a.kind) - CREATE_ORDER.indexOf(b.kind));
  for (const [, d] of made) creates.push(d.sql);
  return { drops, creates };
}

/** The order new custom objects are created in: functions, then columns and their storage, then what reads them. */
const CREATE_ORDER: readonly CustomDdl['kind'][] = ['function', 'column', 'storage', 'constraint', 'index', 'trigger'];

/** The statements needed to bring the committed schema to the declared one ([] means no drift). */
export async function pendingStatements(): Promise<string[]> {
  const { drops, creates } = customDiff(committedCustom(), currentCustom());
  return [...drops, ...(await generateMigration(committedSnapshot(), currentSnapshot())), ...creates];
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes('--check')) {
    // A new declaration file joins the index first; the declarations are then loaded afresh.
    if (!process.env.DERIVED_INDEX_DONE && writeResourceIndex()) {
      const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, DERIVED_INDEX_DONE: '1' } });
      process.exit(again.status ?? 1);
    }
    writeCoverage(resources);
  }
  const statements = await pendingStatements();
  if (args.includes('--check')) {
    if (statements.length > 0) {
      console.error(`Declarations and migrations differ; run npm run db:generate:\n${statements.join('\n')}`);
      process.exit(1);
    }
    console.log('migrations are up to date');
    return;
  }
  if (statements.length === 0) {
    console.log('nothing to generate');
    return;
  }
  const file = join(MIGRATIONS_DIR, migrationFileName(args.find((a) => !a.startsWith('-')) ?? 'schema'));
  writeFileSync(file, `${statements.join('\n--> statement-breakpoint\n')}\n`);
  writeSnapshot();
  console.log(`wrote ${file} (${statements.length} statements)`);
}

if (process.argv[1]?.endsWith('generate.ts')) {
  await main();
}
