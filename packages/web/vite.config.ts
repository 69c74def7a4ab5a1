import { execFileSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { isDeclarationFile, stripServerOnly } from './scripts/strip-server-only.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, at the
 * highest levels (done once here, not per request). The server sends the copy the browser accepts
 * (packages/server/src/web-static.ts). Copies that would not be smaller are skipped. Small files get
 * theirs too: an inner page loads a dozen chunks under 1 KB (icons, small shared modules), which
 * went out plain (the "identity" of bench/web-transfer.ts's encoding column) until issue 35.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = async (dir: string): Promise<string[]> =>
    (await Promise.all((await readdir(dir, { withFileTypes: true })).map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])))).flat();
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await walk(outDir)).filter((f) => /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gz(data, { level: 9 }),
          ]);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * The declarations in the browser (ADR 0019): every declaration file loses its server-only
 * properties (demo samples, computed SQL, the portal scope's index keys) before it is bundled, and
 * in the build the admin's manifest (src/admin/manifest.ts) is replaced by its value, computed in
 * node from the declarations (scripts/resource-manifest.ts), so that the admin's first visit downloads
 * the manifest and no declaration.
 */
function declarations(): Plugin {
  let root = '';
  let isBuild = false;
  return {
    name: 'portal-declarations',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    load(id) {
      if (!isBuild || id !== resolve(root, 'src/admin/manifest.ts')) return null;
      const json = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/resource-manifest.ts'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      return `export const MANIFEST = ${json};\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      return isDeclarationFile(file) ? { code: stripServerOnly(code, file), map: null } : null;
    },
  };
}

/** antd's building blocks' ES modules (see `treeshake` below). */
const RC_COMPONENT_ES = /[\\/]node_modules[\\/]@rc-component[\\/][^\\/]+[\\/]es[\\/].*\.js$/;

/**
 * antd's Table imports its column filter menu (a Tree with checkboxes, radios and a search box,
 * about 15 KB compressed with its icons) whether a column has filters or not, and no table of ours
 * has any: every filter is a control above the table, sent to the API. The build replaces that
 * module with its `flattenKeys` and a component that fails loudly, so that each page with a table
 * loads 15 KB less (issue 35, docs/performance.md "Inner pages to 330 KB"); `table-filters.test.ts`
 * keeps columns free of `filters`, `filterDropdown` and `onFilter`. To use a column filter, drop
 * this plugin.
 */
export const TABLE_FILTER_MODULE = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
function noTableFilterMenu(): Plugin {
  return {
    name: 'portal-no-table-filter-menu',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!TABLE_FILTER_MODULE.test(id.split('?')[0] ?? id)) return null;
      return `export function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = [...keys, ...flattenKeys(children)];
  });
  return keys;
}
export default function FilterDropdown() {
  throw new Error('Table column filters are left out of this build (packages/web/vite.config.ts, noTableFilterMenu)');
}
`;
    },
  };
}

// The API runs on the portal server (default port 3000); `npm run dev` proxies /api to it.
export default defineConfig({
  plugins: [declarations(), noTableFilterMenu(), react(), precompress()],
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // antd's building blocks (@rc-component/*) do not declare `sideEffects: false`, so a module
      // imported for one helper keeps its whole package index: antd's Table imports four tree
      // utilities from `@rc-component/tree` and so loaded the Tree component (7 KB compressed) on
      // every page with a table. Their ES modules only define components and functions: the build
      // may drop what nothing uses (issue 35).
      treeshake: { moduleSideEffects: (id: string) => !RC_COMPONENT_ES.test(id) },
      output: {
        // What the first screen needs (everything the entry imports statically) goes in two files:
        // the libraries (vendor, which changes only when a dependency does) and our own code (the
        // entry). What sits behind a lazy import stays in chunks of its own and is never preloaded
        // by the first screen. Without this the first load was 8 files, some holding modules only
        // lazy screens use, and compressed worse (issue 12, docs/performance.md).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
