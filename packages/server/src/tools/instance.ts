/**
 * The database and file storage of this instance as the server opens them (main.ts, app.ts), for
 * the backup and restore commands: DATABASE_URL or the embedded database under DATA_DIR, S3_* or
 * DATA_DIR/media.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../db/client.js';
import { type Storage, storageFromEnv } from '../media/storage.js';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..', '..', '..');

export async function openInstance(env: NodeJS.ProcessEnv = process.env): Promise<{ database: Database; storage: Storage; where: string }> {
  // As main.ts (the embedded database) and app.ts (the files) resolve DATA_DIR.
  const dbDataDir = resolve(ROOT, env.DATA_DIR ?? 'data');
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 2 } : { dataDir: join(dbDataDir, 'pglite') });
  const storage = storageFromEnv(resolve(env.DATA_DIR ?? 'data'), env);
  const where = `${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(dbDataDir, 'pglite')}`}, files ${env.S3_BUCKET ? `in S3 bucket ${env.S3_BUCKET}` : `in ${join(resolve(env.DATA_DIR ?? 'data'), 'media')}`}`;
  return { database, storage, where };
}

/** A path given on the command line, against the folder npm was started in (INIT_CWD), not the workspace's. */
export const argPath = (p: string) => resolve(process.env.INIT_CWD ?? process.cwd(), p);
