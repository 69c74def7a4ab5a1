/**
 * The shape of a schema object drizzle-kit cannot express (exclusion constraints, partial unique
 * indexes on expressions, triggers), derived from the declarations by the engine (engine/ddl.ts).
 * The migration generator (tools/generate.ts) diffs them by name against the committed snapshot
 * and emits DROP/CREATE statements.
 */
export type CustomDdl = {
  /** Unique object name (constraint, index or trigger name; `<table>_<column>` for a column; `<table>_<column>_storage` for a column's storage). */
  name: string;
  /** The table the object belongs to. */
  table: string;
  kind: 'constraint' | 'index' | 'trigger' | 'function' | 'column' | 'storage';
  /** The statement that creates it. */
  sql: string;
};
