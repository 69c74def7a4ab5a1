import { type ComputedDecl, MAX_LINE_DEPTH, type Resource } from '../resource.js';
import { rollupProblem, rollupSql, storedProblem } from '../rollup.js';
import * as all from './all.js';

const isResource = (x: unknown): x is Resource => typeof x === 'object' && x !== null && 'columns' in x && 'path' in x && 'subject' in x;

export const resources: readonly Resource[] = (Object.values(all) as unknown[]).filter(isResource);
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

/** Cross-resource checks of the declarations (each one alone is checked by defineResource). */
export function checkDeclarations(list: readonly Resource[]): void {
  const byName = new Map(list.map((r) => [r.name, r]));
  const refTo = (x: Resource | undefined, field: string | undefined) => {
    const def = field ? x?.columnByName.get(field)?.def : undefined;
    return def?.kind === 'ref' ? def.target : undefined;
  };
  for (const r of list) {
    for (const [name, th] of Object.entries(r.list?.through ?? {})) {
      const ref = r.columnByName.get(th.ref)?.def;
      const target = ref?.kind === 'ref' ? byName.get(ref.target) : undefined;
      if (!target?.columnByName.has(th.field)) throw new Error(`${r.name}: list.through.${name} names ${th.field}, which ${target?.name ?? 'its target'} lacks`);
    }
    for (const rel of [...(r.children ?? []), ...(r.lines ?? [])]) {
      const child = byName.get(rel.resource);
      const f = child?.columnByName.get(rel.field)?.def;
      if (f?.kind !== 'ref' || f.target !== r.name) throw new Error(`${r.name}: ${rel.resource}.${rel.field} must be a ref to ${r.name}`);
    }
    for (const l of r.lines ?? []) {
      const lr = byName.get(l.resource);
      for (const f of l.totals ?? []) {
        const k = lr?.columnByName.get(f)?.def.kind;
        if (k !== 'number' && k !== 'money' && k !== 'integer') throw new Error(`${r.name}: lines ${l.key ?? l.resource} total ${f} is not a number or money field of ${l.resource}`);
      }
    }
    linesDepth(r, byName, []);
    for (const c of r.columns) {
      // A list's names come with the page without a read check of their own: only the tree's own lists.
      if (c.def.kind === 'text' && c.def.listCodeOf && (c.def.listCodeOf !== r.name || !r.columnByName.has('code') || !r.columnByName.has('category')))
        throw new Error(`${r.name}.${c.name}: listCodeOf must name ${r.name} itself, a tree with code and category`);
      if (c.def.kind !== 'ref') continue;
      const target = byName.get(c.def.target);
      for (const f of Object.keys(c.def.offer ?? {})) if (!target?.list?.filters?.includes(f)) throw new Error(`${r.name}.${c.name}: offer filters on ${f}, which is not a list filter of ${c.def.target}`);
      for (const [f, from] of Object.entries(c.def.offerFromParent ?? {})) {
        if (!target?.list?.filters?.includes(f)) throw new Error(`${r.name}.${c.name}: offerFromParent filters on ${f}, which is not a list filter of ${c.def.target}`);
        const holders = list.filter((p) => p.lines?.some((l) => l.resource === r.name));
        if (holders.length === 0) throw new Error(`${r.name}.${c.name}: offerFromParent on a resource that is no record's lines`);
        // The parent's field holds a value of what the filter compares (both refs to one resource).
        const filtered = refTo(target, f);
        for (const p of holders)
          if (!filtered || refTo(p, from) !== filtered) throw new Error(`${r.name}.${c.name}: offerFromParent ${f} takes ${p.name}.${from}, which must reference ${filtered ?? `what ${f} references`} as ${f} does`);
      }
    }
    const member = r.access?.member;
    if (member) {
      const m = byName.get(member.through.resource);
      const parent = member.field === 'id' ? r.name : refTo(r, member.field);
      if (!m) throw new Error(`${r.name}: access.member names ${member.through.resource}, which is not a declared resource`);
      if (refTo(m, member.through.parentField) !== parent) throw new Error(`${r.name}: access.member ${m.name}.${member.through.parentField} must reference ${parent}`);
      if (!['account', 'staff'].includes(refTo(m, member.through.userField) ?? '')) throw new Error(`${r.name}: access.member ${m.name}.${member.through.userField} must reference account or staff`);
      const position = refTo(m, member.through.positionField);
      if (position && !byName.get(position)?.columnByName.has('code')) throw new Error(`${r.name}: access.member positions of ${position} are found by their code, which it lacks`);
    }
    for (const [name, c] of Object.entries(r.computed ?? {})) {
      if ('rollup' in c) {
        const problem = rollupProblem(r, c.rollup, byName) ?? (c.rollup.stored ? storedProblem(c, byName) : null);
        if (problem) throw new Error(`${r.name}.${name}: the roll-up ${problem}`);
        continue;
      }
      for (const t of c.reads) if (!byName.has(t)) throw new Error(`${r.name}: a computed field reads ${t}, which is not a declared resource`);
    }
    for (const [name, f] of Object.entries(r.callerFlags ?? {})) {
      const of = byName.get(f.of);
      if (!of || refTo(of, f.by) !== r.name) throw new Error(`${r.name}.${name}: callerFlags names ${f.of}.${f.by}, which must reference ${r.name}`);
    }
    for (const c of r.comparisons ?? []) {
      const [rows, cols, cells] = [byName.get(c.rows.of), byName.get(c.columns.of), byName.get(c.cells.of)];
      if (refTo(rows, c.rows.by) !== r.name || refTo(cols, c.columns.by) !== r.name) throw new Error(`${r.name}: comparison ${c.name}: rows and columns must be children of ${r.name}`);
      if (refTo(cells, c.cells.row) !== rows?.name || refTo(cells, c.cells.column) !== cols?.name) throw new Error(`${r.name}: comparison ${c.name}: cells must reference its rows and columns`);
      const k = cells?.columnByName.get(c.cells.value)?.def.kind;
      if (k !== 'number' && k !== 'money' && k !== 'integer') throw new Error(`${r.name}: comparison ${c.name}: the cell value must be numeric`);
    }
    const window = r.vote?.window;
    if (window) {
      const target = byName.get(refTo(r, r.vote?.target ?? '') ?? '');
      for (const f of [window.from, window.to].filter((x): x is string => !!x)) {
        const k = target?.columnByName.get(f)?.def.kind;
        if (k !== 'date' && k !== 'datetime') throw new Error(`${r.name}: vote.window names ${f}, which is not a date of the target`);
      }
    }
  }
}

/** How many levels of lines lie below `r` (lines of lines...); throws on a cycle or more than MAX_LINE_DEPTH. */
function linesDepth(r: Resource, byName: ReadonlyMap<string, Resource>, path: readonly string[]): number {
  if (path.includes(r.name)) throw new Error(`${path[0]}: lines nest in a cycle (${[...path, r.name].join(' -> ')})`);
  let depth = 0;
  for (const l of r.lines ?? []) {
    const lr = byName.get(l.resource);
    if (lr) depth = Math.max(depth, 1 + linesDepth(lr, byName, [...path, r.name]));
  }
  if (path.length === 0 && depth > MAX_LINE_DEPTH) throw new Error(`${r.name}: lines nest ${depth} levels deep, more than ${MAX_LINE_DEPTH}`);
  return depth;
}
checkDeclarations(resources);

/** A computed field's SQL (`$id` is the record's id) and the tables it reads: a roll-up compiled, or as declared. */
export function computedSql(c: ComputedDecl): { sql: string; reads: readonly string[] } {
  return 'rollup' in c ? rollupSql(c.rollup, resourceByName) : { sql: c.sql, reads: c.reads };
}
