/**
 * Properties of a declaration that only the server reads (demo samples, computed SQL, the portal
 * scope's index keys): the web's build removes them from the declarations it bundles (`computed` names those inside each computed field), and the web
 * never reads them (ADR 0019, packages/web/scripts/strip-server-only.ts). `list` names those inside
 * the `list` block. No imports: the web's build configuration reads this file as it is.
 */
export const SERVER_ONLY = {
  resource: ['sample', 'sampleCount', 'alerts'],
  list: ['scopeColumns', 'scopeKeys'],
  // Inside each computed field: its SQL and the tables it reads. The rest stays: a stored roll-up
  // is a column the admin lists and sorts, and a document may name a computed field.
  computed: ['sql', 'reads'],
} as const;
