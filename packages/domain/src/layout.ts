/**
 * The house (issue 35, ADR 0023): one list of areas, and every layer of the repository keeps a
 * folder per area, so that any feature is found in one guess: `<layer>/<area>/`. The areas are the
 * admin menu's first level and the role matrix's groups (`ADMIN_AREAS`); a declaration's
 * `admin.area` is the folder it sits in. `layout.test.ts` walks the tree and fails on a folder that
 * is not an area or one of the layer's declared shared folders, and on a file a layer does not
 * allow at its root.
 */
import { ADMIN_AREAS, type AdminArea } from './permissions.js';

export const AREAS: readonly AdminArea[] = ADMIN_AREAS;

/**
 * What a layer's root may hold besides its area folders:
 * - `sharedDirs`: folders that belong to no area (the engine's own tests, say);
 * - `rootFiles`: the files allowed next to the area folders: a list of names, or `'shell'` (the
 *   layer's shared code: any file but a test file, whose place is an area's folder), or `'any'`.
 * `areaFiles`: a layer made of one file per area (`<area>.ts`) instead of a folder per area.
 */
export type Layer = {
  readonly root: string;
  readonly holds: string;
  readonly sharedDirs?: readonly string[];
  readonly rootFiles: readonly string[] | 'shell' | 'any';
  readonly areaFiles?: boolean;
};

export const LAYERS: readonly Layer[] = [
  { root: 'packages/domain/src/resources', holds: 'the declarations, one file per entity or tight cluster', rootFiles: ['all.ts', 'index.ts', 'check.test.ts'] },
  { root: 'packages/domain/src/i18n/messages', holds: "the server's message bundles", rootFiles: ['core.ts', 'approval.ts'], areaFiles: true },
  { root: 'packages/server/src/modules', holds: 'the behaviour modules and routes of each area', rootFiles: ['index.ts'] },
  { root: 'packages/server/src/seed', holds: 'the demo data beyond the declarations\' samples', rootFiles: ['demo.ts', 'insert.ts', 'images.ts', 'samples.ts', 'samples.test.ts', 'hr-source.json'] },
  { root: 'packages/server/test', holds: 'the API tests (the real app on a real database)', sharedDirs: ['engine'], rootFiles: 'shell' },
  { root: 'packages/web/src/admin', holds: "the admin console's own screens (the generic list and form are the shell)", rootFiles: 'any' },
  { root: 'packages/web/src/portal', holds: "the portal's pages (the layout, home and sign-in are the shell)", rootFiles: 'any' },
  { root: 'e2e', holds: 'the browser tests', sharedDirs: ['engine'], rootFiles: 'shell' },
];
