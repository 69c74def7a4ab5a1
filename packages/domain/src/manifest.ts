/**
 * The manifest of the declared resources (ADR 0019): what the admin console needs before any of
 * its screens opens (the menu, the routes, the dashboard's tiles, the search box, the activity
 * log's names, the reference pickers), a few dozen bytes per resource. The web builds it from the
 * declarations at build time and downloads each declaration file only when a screen of its
 * resources opens; server-only properties never reach the browser (server-only.ts).
 */
import type { Label } from './fields.js';
import { isLocalized } from './fields.js';
import { ADMIN_AREAS, type AdminArea, type Subject } from './permissions.js';
import type { Resource } from './resource.js';

export type ManifestEntry = {
  name: string;
  path: string;
  label: Label;
  subject: Subject;
  /** The declaration file the resource is in, under `resources/`, without `.ts` (e.g. `hr/leave`). */
  file: string;
  /** Where it sits in the admin menu (its `admin` block, or the area its module names). */
  area: AdminArea;
  group?: Label;
  order?: number;
  icon?: string;
  isHidden?: true;
  /** What a reference to its records needs without loading the declaration: how a record is named, searched and coloured. */
  titleField?: string;
  /** What names a record for a person when its title is a code (the declaration's `nameField`). */
  nameField?: string;
  isTitleLocalized?: true;
  isSearchable?: true;
  /** Its records carry a `color` choice (settings-driven statuses), shown as tags of that colour. */
  isColored?: true;
};

/** A resource without an admin block sits in the area named by the first segment of its module (system for settings, portal otherwise). */
export function adminAreaOf(r: Pick<Resource, 'admin' | 'module'>): AdminArea {
  if (r.admin) return r.admin.area;
  const first = r.module.split('.')[0] ?? '';
  return (ADMIN_AREAS as readonly string[]).includes(first) ? (first as AdminArea) : first === 'settings' ? 'system' : 'portal';
}

/** One resource's manifest entry; `file` is its declaration file (`hr/leave`). */
export function manifestEntry(r: Resource, file: string): ManifestEntry {
  const title = r.titleField ? r.columnByName.get(r.titleField) : undefined;
  const e: ManifestEntry = { name: r.name, path: r.path, label: r.label, subject: r.subject, file, area: adminAreaOf(r) };
  if (r.admin?.group) e.group = r.admin.group;
  if (r.admin?.order !== undefined) e.order = r.admin.order;
  if (r.admin?.icon) e.icon = r.admin.icon;
  if (r.admin?.isHidden) e.isHidden = true;
  if (r.titleField) e.titleField = r.titleField;
  if (r.nameField) e.nameField = r.nameField;
  if (title && isLocalized(title.def)) e.isTitleLocalized = true;
  if (r.search.length > 0) e.isSearchable = true;
  if (r.columnByName.get('color')?.def.kind === 'enum') e.isColored = true;
  return e;
}

/** A declared resource among a declaration module's exports. */
export const isResource = (x: unknown): x is Resource => typeof x === 'object' && x !== null && 'columns' in x && 'path' in x && 'subject' in x;

/**
 * The manifest from the declaration modules, keyed by their path (any path ending in
 * `resources/<area>/<file>.ts`, as a glob import or a directory walk gives them), ordered by export
 * name: the order of a module namespace (`resources` from `all.ts` in node and in the browser build),
 * whatever order the modules came in.
 */
export function manifestOf(modules: Readonly<Record<string, Record<string, unknown>>>): ManifestEntry[] {
  const out: [string, ManifestEntry][] = [];
  for (const [key, mod] of Object.entries(modules)) {
    const file = /resources\/(.+)\.ts$/.exec(key)?.[1];
    if (!file) throw new Error(`manifest: ${key} is not a declaration file under resources/`);
    for (const [exported, x] of Object.entries(mod)) if (isResource(x)) out.push([exported, manifestEntry(x, file)]);
  }
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([, e]) => e);
}
