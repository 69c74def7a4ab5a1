import { parseListQuery, staff } from '@portal/domain';
import { openDatabase } from '../packages/server/src/db/client.js';
import { staffDirectory } from '../packages/server/src/modules/hr/directory.js';
import { DIRECTORY_TERMS } from './scenarios-hr.js';
const db = await openDatabase({ url: `postgres://postgres@127.0.0.1:5432/${process.argv[2]}` });
for (const term of DIRECTORY_TERMS) {
  const p = parseListQuery(staff, { q: term });
  if (!p.ok) throw new Error('bad');
  const times: number[] = [];
  let n = 0;
  for (let i = 0; i < 5; i++) { const s = performance.now(); const r = await staffDirectory(db.db, p.query); times.push(performance.now() - s); n = r.totalRows; }
  times.sort((a, b) => a - b);
  console.log(term.padEnd(14), String(n).padStart(6), times.map((t) => t.toFixed(1)).join(' '));
}
await db.close();
