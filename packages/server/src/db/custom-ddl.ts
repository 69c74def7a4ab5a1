/**
 * Schema objects drizzle-kit cannot express (exclusion constraints, partial unique indexes on
 * expressions, tree triggers), derived from the declarations. The migration generator diffs them
 * by name against the committed snapshot and emits DROP/CREATE statements.
 */
import { declaredDdl } from '../engine/constraints.js';
import { resources } from '@portal/domain';
import { positionDdl } from '../engine/positions.js';
import { reportDdl } from '../engine/reports.js';
import { searchDenseDdl } from '../engine/search-dense.js';

export type CustomDdl = {
  /** Unique object name (constraint, index or trigger name; `<table>_<column>` for a column; `<table>_<column>_storage` for a column's storage). */
  name: string;
  /** The table the object belongs to. */
  table: string;
  kind: 'constraint' | 'index' | 'trigger' | 'function' | 'column' | 'storage';
  /** The statement that creates it. */
  sql: string;
};

/** Every custom object the declarations need: declared constraints, tree indexes, report roll-ups (ADR 0008), released lists' day roll-ups (ADR 0014), dense search words (ADR 0015). */
export function customDdl(): CustomDdl[] {
  return [...declaredDdl(), ...reportDdl(), ...positionDdl(resources, reportDdl), ...searchDenseDdl()];
}
