// Builds the server into one ES module, dist/main.js, for `npm start` and the benchmarks: running
// compiled JavaScript instead of transpiling TypeScript at start saves about 75 MB of memory (the
// transpiler's loader thread) and some start time (docs/performance.md). Dependencies stay in
// node_modules; the workspace packages (@portal/domain) are bundled in.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = join(dirname(fileURLToPath(import.meta.url)), '..');
const deps = (file) => Object.keys({ ...JSON.parse(readFileSync(file, 'utf8')).dependencies, ...JSON.parse(readFileSync(file, 'utf8')).devDependencies });
const external = [...new Set([...deps(join(dir, 'package.json')), ...deps(join(dir, '..', 'domain', 'package.json'))])].filter((n) => !n.startsWith('@portal/'));

await build({
  entryPoints: [join(dir, 'src', 'main.ts')],
  outfile: join(dir, 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
