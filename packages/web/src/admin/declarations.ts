/**
 * The declarations, loaded per file when a screen opens (ADR 0019): the first visit knows the
 * resources by their manifest entry only (manifest.ts); the list or form of a resource waits for
 * its declaration file (one chunk per file of `resources/<area>/`, shared with the portal pages
 * that import it), and for those of the resources it shows beside its own (child tabs, lines).
 * The build removes the server-only properties of every declaration (scripts/strip-server-only.ts).
 */
import { isResource, type ManifestEntry } from '@portal/domain/manifest';
import type { Resource } from '@portal/domain/resource';
import { use } from 'react';
import { MANIFEST } from './manifest';

const DIR = '../../../domain/src/resources/';
const files = import.meta.glob<Record<string, unknown>>(['../../../domain/src/resources/*/*.ts', '!../../../domain/src/resources/*/*.test.ts']);

export const manifestByName: ReadonlyMap<string, ManifestEntry> = new Map(MANIFEST.map((e) => [e.name, e]));

const loaded = new Map<string, Resource>();
const fileLoads = new Map<string, Promise<void>>();
const resourceLoads = new Map<string, Promise<Resource>>();
/** Names whose `loadResource` has resolved. */
const ready = new Set<string>();

/** Loads a declaration file once (again after a failure: a chunk that did not arrive). */
function loadFile(file: string): Promise<void> {
  let p = fileLoads.get(file);
  if (!p) {
    const load = files[`${DIR}${file}.ts`];
    if (!load) return Promise.reject(new Error(`no declaration file ${file}`));
    p = load().then((mod) => {
      for (const x of Object.values(mod)) if (isResource(x)) loaded.set(x.name, x);
    });
    fileLoads.set(file, p);
    p.catch(() => fileLoads.delete(file));
  }
  return p;
}

/** The declaration of `name`, with those of its child tabs and lines (and their lines) loaded too. */
export function loadResource(name: string): Promise<Resource> {
  let p = resourceLoads.get(name);
  if (!p) {
    const entry = manifestByName.get(name);
    if (!entry) return Promise.reject(new Error(`unknown resource ${name}`));
    p = loadFile(entry.file).then(async () => {
      const r = loaded.get(name);
      if (!r) throw new Error(`${entry.file} does not declare ${name}`);
      const related = [...(r.children ?? []), ...(r.lines ?? [])].flatMap((x) => manifestByName.get(x.resource)?.file ?? []);
      await Promise.all([...new Set(related)].map(loadFile));
      // Lines of lines: each line resource with its own lines (nesting is bounded and acyclic, checked at load).
      await Promise.all((r.lines ?? []).filter((l) => loaded.get(l.resource)?.lines?.length).map((l) => loadResource(l.resource)));
      ready.add(name);
      return r;
    });
    resourceLoads.set(name, p);
    p.catch(() => resourceLoads.delete(name));
  }
  return p;
}

/** A declaration already loaded: the screen's own, its children's and its lines' (`loadResource`). */
export const loadedResource = (name: string): Resource | undefined => loaded.get(name);

/** The declaration of `name`; suspends (the nearest Suspense shows its fallback) until it is loaded. */
export function useResource(name: string): Resource {
  const r = ready.has(name) ? loaded.get(name) : undefined;
  return r ?? use(loadResource(name));
}
