/**
 * Prints the gzipped size of the JavaScript the browser loads before the portal renders: the
 * entry script and the chunks index.html preloads (lazy routes such as the admin console are not
 * counted). Run after `vite build`: `npm run size --workspace @portal/web`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gz = 0;
for (const f of new Set(files)) {
  const buf = readFileSync(join(dist, f));
  const z = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += z;
  console.log(`${f.padEnd(48)} ${(buf.length / 1024).toFixed(1).padStart(8)} kB  gzip ${(z / 1024).toFixed(1).padStart(7)} kB`);
}
console.log(`first-load JS: ${(raw / 1024).toFixed(1)} kB, gzip ${(gz / 1024).toFixed(1)} kB`);
