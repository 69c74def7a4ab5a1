/**
 * The build leaves antd's column filter menu out (vite.config.ts, `noTableFilterMenu`, issue 35):
 * no table column of ours may use a column filter, and the module it replaces must still be where
 * the build looks for it (else the 15 KB come back unnoticed after an antd upgrade).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []));

describe('table column filters', () => {
  it('no column declares a filter menu (the build has none)', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:filterDropdown|onFilter|filteredValue|defaultFilteredValue|filterIcon|filterMode|filterSearch|filterMultiple|filterDropdownProps)\s*[:=]|\bfilters\s*:\s*\[/g)) {
        found.push(`${file.slice(SRC.length + 1)}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("antd's filter menu module is still the one the build replaces", () => {
    const require = createRequire(import.meta.url);
    const tableDir = dirname(require.resolve('antd/es/table/index.js'));
    const useFilter = readFileSync(join(tableDir, 'hooks/useFilter/index.js'), 'utf8');
    expect(useFilter).toContain("import FilterDropdown, { flattenKeys } from './FilterDropdown';");
    const config = readFileSync(join(SRC, '..', 'vite.config.ts'), 'utf8');
    expect(config).toContain('hooks[\\\\/]useFilter[\\\\/]FilterDropdown\\.js$/');
    expect(config).toMatch(/plugins: \[[^\]]*noTableFilterMenu\(\)/);
  });
});
