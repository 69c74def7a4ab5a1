import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, LAYERS } from './layout.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
/** Never part of the house: installed, built or written by runs (all ignored by git). */
const IGNORED = new Set(['node_modules', 'dist', 'data', 'artifacts']);
const isTest = (f: string) => /\.test\.tsx?$/.test(f);

/** What is wrong with a layer's root: entries outside its areas and declared shared parts. */
function strays(layer: (typeof LAYERS)[number]): string[] {
  const out: string[] = [];
  const areas = new Set<string>(AREAS);
  for (const name of readdirSync(join(ROOT, layer.root)).sort()) {
    if (IGNORED.has(name) || name.startsWith('.')) continue;
    const isDir = statSync(join(ROOT, layer.root, name)).isDirectory();
    if (isDir) {
      if (!areas.has(name) && !layer.sharedDirs?.includes(name)) out.push(`${layer.root}/${name}/: a folder that is no area (${AREAS.join(', ')})`);
      continue;
    }
    if (layer.areaFiles && areas.has(name.replace(/\.ts$/, ''))) continue;
    const ok = layer.rootFiles === 'any' || (layer.rootFiles === 'shell' ? !isTest(name) : layer.rootFiles.includes(name));
    if (!ok) out.push(`${layer.root}/${name}: belongs in an area's folder`);
  }
  return out;
}

describe('the house: one list of areas in every layer', () => {
  it('every layer exists and holds only its areas and declared shared parts', () => {
    for (const l of LAYERS) expect(existsSync(join(ROOT, l.root)), l.root).toBe(true);
    expect(LAYERS.flatMap(strays)).toEqual([]);
  });

  it('fails on a folder or a file outside the list', () => {
    const fake = { root: 'packages/domain/src', holds: 'test', rootFiles: ['index.ts'] } as const;
    const found = strays(fake);
    expect(found).toContain('packages/domain/src/resources/: a folder that is no area (portal, activities, hr, administration, assets, business, implementation, system)');
    expect(found).toContain("packages/domain/src/layout.ts: belongs in an area's folder");
  });

  it("a declaration's admin area is the folder it sits in", async () => {
    const dir = join(ROOT, 'packages/domain/src/resources');
    const wrong: string[] = [];
    for (const area of AREAS) {
      if (!existsSync(join(dir, area))) continue;
      for (const f of readdirSync(join(dir, area))) {
        if (!f.endsWith('.ts') || isTest(f)) continue;
        const mod = (await import(`./resources/${area}/${f.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
        for (const v of Object.values(mod)) {
          const r = v as { name?: unknown; fields?: unknown; admin?: { area?: string } };
          if (r && typeof r === 'object' && typeof r.name === 'string' && r.fields && r.admin?.area && r.admin.area !== area) wrong.push(`${area}/${f}: ${r.name} is in the ${r.admin.area} menu`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
