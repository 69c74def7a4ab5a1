/**
 * Applies the committed SQL migrations in order, once each, under an advisory lock so that several
 * server instances starting together do not race.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Session } from './client.js';

const here = dirname(fileURLToPath(import.meta.url));
/** packages/server/migrations, from the sources (src/db) or from the built server (dist). */
export const MIGRATIONS_DIR = [join(here, '..', '..', 'migrations'), join(here, '..', 'migrations')].find((d) => existsSync(d)) ?? join(here, '..', '..', 'migrations');
/** The advisory lock schema changes take (migrations, and the change triggers added at start). */
export const LOCK_ID = 727_001;

export type Migration = { name: string; sql: string; hash: string };

/**
 * Migration file names: the first ones are numbered (0000_...), later ones start with the UTC time
 * they were generated (20261123T101500_...), so two engineers generating at once cannot collide.
 * Both sort in the order they apply.
 */
export const MIGRATION_NAME = /^(?:\d{4}|\d{8}T\d{6})_[a-z0-9_]+\.sql$/i;

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => MIGRATION_NAME.test(f))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      return { name, sql: text, hash: createHash('sha256').update(text).digest('hex') };
    });
}

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.session((s) => migrateInSession(s, dir));
}

async function migrateInSession(database: Session, dir: string): Promise<string[]> {
  const applied: string[] = [];
  // The lock comes first: even creating the bookkeeping table races between instances.
  await database.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await database.exec('CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Map((await database.query<{ name: string; hash: string }>('SELECT name, hash FROM schema_migration')).map((r) => [r.name, r.hash]));
    for (const m of readMigrations(dir)) {
      const had = done.get(m.name);
      if (had !== undefined) {
        if (had !== m.hash) throw new Error(`migration ${m.name} was changed after it was applied; add a new migration instead`);
        continue;
      }
      await database.exec(`BEGIN;\n${m.sql}\n;INSERT INTO schema_migration (name, hash) VALUES ('${m.name}', '${m.hash}');\nCOMMIT;`);
      applied.push(m.name);
    }
  } catch (e) {
    await database.exec('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await database.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
  return applied;
}
