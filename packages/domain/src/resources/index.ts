/**
 * Every declared entity. Adding an entity: one file under resources/<area>/ and one line here.
 */
import type { Resource } from '../resource.js';
import * as office from './portal/office.js';
import * as newsType from './portal/news-type.js';
import * as category from './system/category.js';
import * as sensitiveWord from './system/sensitive-word.js';

const modules: Record<string, unknown>[] = [category, sensitiveWord, office, newsType];

const isResource = (x: unknown): x is Resource => typeof x === 'object' && x !== null && 'columns' in x && 'path' in x && 'subject' in x;

export const resources: readonly Resource[] = modules.flatMap((m) => Object.values(m).filter(isResource));
export const resourceByName: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.name, r]));
export const resourceByPath: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.path, r]));

for (const r of resources) {
  for (const c of r.columns) {
    if ((c.def.kind === 'ref' || c.def.kind === 'refs') && !resourceByName.has(c.def.target) && !['media', 'account'].includes(c.def.target)) {
      throw new Error(`${r.name}.${c.name} refers to unknown resource ${c.def.target}`);
    }
  }
}
