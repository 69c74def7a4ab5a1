/**
 * The manifest of every declared resource (ADR 0019, @portal/domain/manifest), computed in node:
 * `node --import tsx scripts/resource-manifest.ts` prints it as JSON. The web's build puts it in
 * place of src/admin/manifest.ts (vite.config.ts); bench/web-transfer.ts weighs it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ManifestEntry, manifestOf } from '@portal/domain/manifest';

/** The domain's declaration files: `resources/<area>/<file>.ts` (not tests). */
export const RESOURCES_DIR = fileURLToPath(new URL('../../domain/src/resources/', import.meta.url));
const isDeclarationFile = (name: string): boolean => name.endsWith('.ts') && !name.endsWith('.test.ts');

/** Every declaration module, imported, keyed by its path (as `manifestOf` takes them). */
export async function declarationModules(): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const area of readdirSync(RESOURCES_DIR, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const f of readdirSync(join(RESOURCES_DIR, area.name))) {
      const path = join(RESOURCES_DIR, area.name, f);
      if (isDeclarationFile(f)) out[path] = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    }
  }
  return out;
}

export async function manifest(): Promise<ManifestEntry[]> {
  return manifestOf(await declarationModules());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(JSON.stringify(await manifest()));
}
