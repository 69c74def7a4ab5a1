/**
 * Child records follow their parent's read rule (issue 36, class 4): every resource edited as a
 * parent's lines, shown as its child tab, or deleted with it (a cascading reference) is walked. When
 * the parent's records are not all readable by every holder of the right (a declared rule or a
 * module's access hook), the child must say how it is guarded: `access.parent` on that reference, or
 * a rule of its own (owner, unit, member), or an entry below with the reason. Before: any staff
 * member listed every ticket's checklist, every stationery request's lines and a draft activity's polls.
 */
import { type Resource, resources } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import '../../test/scope-callers.js';
import { moduleFor } from './module.js';

/** Children guarded otherwise, with the reason. */
const GUARDED_OTHERWISE: Record<string, string> = {
  // Written by the approval engine only; read under APPROVAL_PROCESS, the configurators' right.
  approval_decision: 'APPROVAL_PROCESS holders read every request and decision',
  approval_step: 'APPROVAL_PROCESS holders read every process and step',
  // Two references each: read under one of them (access.parent); the other is another record of the same review.
  implementation_review_quotation_price: 'follows its quotation (quotation_id); its item must be of the same review (module check)',
  implementation_review_vote: 'follows its cost review (review_cost_id); the quotation is the choice voted for',
};

const hasRule = (r: Resource) => !!(r.access && Object.keys(r.access).length > 0) || r.isOwned === true || !!moduleFor(r.name).access;

describe('children follow their parent', () => {
  it('every line, child tab and cascading child of a guarded parent declares how it is guarded', () => {
    const pairs: { child: Resource; field: string; parent: string }[] = [];
    for (const p of resources) {
      for (const l of p.lines ?? []) pairs.push({ child: resources.find((x) => x.name === l.resource) as Resource, field: l.field, parent: p.name });
      for (const c of p.children ?? []) pairs.push({ child: resources.find((x) => x.name === c.resource) as Resource, field: c.field, parent: p.name });
    }
    for (const r of resources)
      for (const c of r.columns)
        if (c.def.kind === 'ref' && (c.def as { onDelete?: string }).onDelete === 'cascade') pairs.push({ child: r, field: c.name, parent: c.def.target });
    const missing: string[] = [];
    for (const { child, field, parent } of pairs) {
      const p = resources.find((x) => x.name === parent) as Resource;
      if (!hasRule(p) || child.name in GUARDED_OTHERWISE) continue;
      const own = child.access ?? {};
      const guarded = own.parent?.field === field || !!own.owner || !!own.unit || !!own.member || child.isOwned === true || !!moduleFor(child.name).access;
      if (!guarded) missing.push(`${child.name}.${field} -> ${parent}`);
    }
    expect(missing).toEqual([]);
    expect(pairs.length).toBeGreaterThan(20);
  });
});
