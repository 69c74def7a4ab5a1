/**
 * `npm run backup -- <new folder>`: a consistent backup of the database and the stored files
 * (db/backup.ts has the format). With the embedded database, stop the server first (PGlite's data
 * folder takes one process); with PostgreSQL it runs beside the servers, under writes.
 */
import { backup, formatSummary } from '../db/backup.js';
import { argPath, openInstance } from './instance.js';

const out = process.argv[2];
if (!out || out.startsWith('-')) {
  console.error('usage: npm run backup -- <new folder>');
  process.exit(2);
}
const { database, storage, where } = await openInstance();
try {
  console.log(`backing up ${where} into ${argPath(out)}`);
  const { manifest, summary } = await backup(database, storage, argPath(out));
  for (const key of manifest.missing_files) console.warn(`warning: files/${key} was not in the storage (its row was deleted meanwhile, or the file was already gone)`);
  console.log(`backup done: ${formatSummary(summary)}; migration ${manifest.migrations.at(-1)?.name ?? 'none'}`);
} catch (e) {
  console.error(`backup failed: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
