import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminAreaOf, manifestOf } from './manifest.js';
import { resources } from './resources/index.js';

const DIR = fileURLToPath(new URL('./resources/', import.meta.url));
const modules: Record<string, Record<string, unknown>> = {};
for (const area of readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  for (const f of readdirSync(join(DIR, area.name)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    modules[join(DIR, area.name, f)] = await import(pathToFileURL(join(DIR, area.name, f)).href);
  }
}

describe('manifest of the declarations (ADR 0019)', () => {
  const manifest = manifestOf(modules);

  it('has every resource once, with its name, path, label, subject and menu place', () => {
    expect(manifest.map((e) => e.name).sort()).toEqual(resources.map((r) => r.name).sort());
    for (const e of manifest) {
      const r = resources.find((x) => x.name === e.name);
      if (!r) throw new Error(e.name);
      expect([e.path, e.label, e.subject, e.area, e.group, e.order, e.icon, e.isHidden === true]).toEqual([
        r.path,
        r.label,
        r.subject,
        adminAreaOf(r),
        r.admin?.group,
        r.admin?.order,
        r.admin?.icon,
        r.admin?.isHidden === true,
      ]);
      expect(e.titleField).toBe(r.titleField);
      expect(e.isSearchable === true).toBe(r.search.length > 0);
    }
  });

  it('names the file each resource is declared in', async () => {
    for (const e of manifest) {
      const mod = modules[join(DIR, `${e.file}.ts`)];
      expect(Object.values(mod ?? {}).some((x) => (x as { name?: string })?.name === e.name && x === resources.find((r) => r.name === e.name))).toBe(true);
    }
  });

  it('places resources without an admin block by their module', () => {
    expect(adminAreaOf({ module: 'hr.leave' })).toBe('hr');
    expect(adminAreaOf({ module: 'settings.x' })).toBe('system');
    expect(adminAreaOf({ module: 'elsewhere.x' })).toBe('portal');
    expect(adminAreaOf({ module: 'hr.leave', admin: { area: 'system' } })).toBe('system');
  });

  it('stays small: a few dozen bytes per resource as the browser downloads it (compressed)', () => {
    const json = JSON.stringify(manifest);
    console.info(`[manifest] ${manifest.length} resources: ${(json.length / manifest.length).toFixed(1)} B of JSON, ${(gzipSync(json).length / manifest.length).toFixed(1)} B gzipped each`);
    // What is sent is compressed (a group's labels repeat across its resources); the raw size stays bounded too.
    expect(gzipSync(json).length / manifest.length).toBeLessThan(70);
    expect(json.length / manifest.length).toBeLessThan(360);
  });
});
