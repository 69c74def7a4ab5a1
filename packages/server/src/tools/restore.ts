/**
 * `npm run restore -- <backup folder> [--force]`: loads a backup (tools/backup.ts) into this
 * instance's database and file storage, then checks every table and file against it. The database
 * must be empty (a new one) unless --force, which replaces its data. Start the server after: it
 * applies the migrations newer than the backup.
 */
import { formatSummary, restore } from '../db/backup.js';
import { argPath, openInstance } from './instance.js';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('-'));
if (!dir) {
  console.error('usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
const { database, storage, where } = await openInstance();
try {
  console.log(`restoring ${argPath(dir)} into ${where}`);
  const summary = await restore(database, storage, argPath(dir), { force: args.includes('--force'), log: (l) => console.log(`  ${l}`) });
  console.log(`restore done and verified: ${formatSummary(summary)}`);
} catch (e) {
  console.error(`restore failed: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
