/**
 * `npm run db:generate [name]`: writes the next SQL migration from the difference between the
 * tables derived from the declarations and the committed snapshot. `--check` exits 1 on drift.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_DIR, readMigrations } from './migrate.js';
import { allTables } from './tables.js';

export const SNAPSHOT = join(MIGRATIONS_DIR, 'snapshot.json');

type Snapshot = ReturnType<typeof generateDrizzleJson>;

export function currentSnapshot(): Snapshot {
  return generateDrizzleJson(allTables());
}

export function committedSnapshot(): Snapshot {
  return existsSync(SNAPSHOT) ? (JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Snapshot) : generateDrizzleJson({});
}

/** The statements needed to bring the committed schema to the declared one ([] means no drift). */
export async function pendingStatements(): Promise<string[]> {
  return generateMigration(committedSnapshot(), currentSnapshot());
}

async function main() {
  const args = process.argv.slice(2);
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
  const next = String(readMigrations().length).padStart(4, '0');
  const name = (args.find((a) => !a.startsWith('-')) ?? 'schema').replace(/[^a-z0-9_]+/gi, '_');
  const file = join(MIGRATIONS_DIR, `${next}_${name}.sql`);
  writeFileSync(file, `${statements.join('\n--> statement-breakpoint\n')}\n`);
  const snap = currentSnapshot();
  writeFileSync(SNAPSHOT, `${JSON.stringify(snap, null, 2)}\n`);
  console.log(`wrote ${file} (${statements.length} statements)`);
}

if (process.argv[1]?.endsWith('generate.ts')) {
  await main();
}
