/**
 * The manifest of the declared resources (@portal/domain/manifest, ADR 0019): names, paths,
 * labels, subjects, menu places, what a reference picker needs. The admin's menu, routes, dashboard,
 * search and activity log read it; a screen loads its resource's declaration when it opens
 * (declarations.ts).
 *
 * Here it is computed from the declarations, for the dev server and the unit tests. In the build,
 * vite.config.ts (plugin `portal-declarations`) replaces this module with its value, computed in
 * node (scripts/resource-manifest.ts): the first visit downloads a few KB of JSON, not the declarations.
 * Keep this module to this one export.
 */
import { type ManifestEntry, manifestOf } from '@portal/domain/manifest';

export const MANIFEST: readonly ManifestEntry[] = manifestOf(
  import.meta.glob<Record<string, unknown>>(['../../../domain/src/resources/*/*.ts', '!../../../domain/src/resources/*/*.test.ts'], { eager: true }),
);
