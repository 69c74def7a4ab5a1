/**
 * Properties of a declaration that only the server reads (demo samples, computed SQL, the portal
 * scope's index keys): the web's build removes them from the declarations it bundles, and the web
 * never reads them (ADR 0019, packages/web/scripts/strip-server-only.ts). `list` names those inside
 * the `list` block. No imports: the web's build configuration reads this file as it is.
 */
export const SERVER_ONLY = {
  resource: ['sample', 'sampleCount', 'computed', 'alerts'],
  list: ['scopeColumns', 'scopeKeys'],
} as const;
