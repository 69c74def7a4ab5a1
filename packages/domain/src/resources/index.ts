import type { Resource } from '../resource.js';
import * as all from './all.js';

const isResource = (x: unknown): x is Resource => typeof x === 'object' && x !== null && 'columns' in x && 'path' in x && 'subject' in x;

export const resources: readonly Resource[] = Object.values(all).filter(isResource);
export const resourceByName: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.name, r]));
export const resourceByPath: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.path, r]));

for (const r of resources) {
  for (const c of r.columns) {
    if ((c.def.kind === 'ref' || c.def.kind === 'refs') && !resourceByName.has(c.def.target)) {
      throw new Error(`${r.name}.${c.name} refers to unknown resource ${c.def.target}`);
    }
  }
}
if (resourceByPath.size !== resources.length) throw new Error('two resources share one path');
