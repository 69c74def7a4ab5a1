/**
 * Every schema object the declarations need that drizzle-kit cannot express (declared constraints,
 * tree indexes, stored roll-ups' triggers, numbering at commit (ADR 0026), report roll-ups (ADR 0008), released lists' day roll-ups
 * (ADR 0014), dense search words (ADR 0015)), assembled from the engine parts that derive them. The
 * migration generator (tools/generate.ts) diffs them by name against the committed snapshot; the
 * database layer knows only their shape (db/custom-ddl.ts), so it imports nothing from the engine.
 */
import { resources } from '@portal/domain';
import type { CustomDdl } from '../db/custom-ddl.js';
import { declaredDdl } from './constraints.js';
import { numberingDdl } from './numbering.js';
import { positionDdl } from './positions.js';
import { reportDdl } from './reports.js';
import { searchDenseDdl } from './search-dense.js';

export function customDdl(): CustomDdl[] {
  return [...declaredDdl(), ...reportDdl(), ...positionDdl(resources, reportDdl), ...searchDenseDdl(), ...numberingDdl()];
}
