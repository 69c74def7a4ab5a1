import { describe, expect, it } from 'vitest';
import { withApprovalMoves } from './resource.js';
import { resources } from './resources/index.js';
import type { Workflow } from './workflows/index.js';

const wf: Workflow = { name: 'w', statuses: ['NEW', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'], initial: 'NEW', transitions: [], editable: ['NEW'] };
const a = { sourceType: 'X', submitFrom: ['NEW', 'REJECTED'], pending: 'PENDING', approved: 'APPROVED', rejected: 'REJECTED', cancelled: 'CANCELLED' };
const moves = (w: Workflow) => w.transitions.map((t) => `${t.from}>${t.to}:${t.action}:${t.right}`).sort();

describe('the moves an approval block implies', () => {
  it('adds submit, approve, reject and withdraw as the system; confirm only when a record may need no approval', () => {
    expect(moves(withApprovalMoves(wf, a))).toEqual(
      ['NEW>PENDING:submit:system', 'REJECTED>PENDING:submit:system', 'PENDING>APPROVED:approve:system', 'PENDING>REJECTED:reject:system', 'PENDING>CANCELLED:cancel:system'].sort(),
    );
    expect(moves(withApprovalMoves(wf, { ...a, whenNoProcess: 'approve' }))).toContain('NEW>APPROVED:confirm:system');
    expect(moves(withApprovalMoves(wf, { ...a, whenNoProcess: 'approve' }))).not.toContain('REJECTED>APPROVED:confirm:system');
  });

  it('keeps a move the workflow names itself and refuses a status it does not have', () => {
    const own: Workflow = { ...wf, transitions: [{ from: 'PENDING', to: 'APPROVED', action: 'approve', right: 'approve' }] };
    expect(withApprovalMoves(own, a).transitions.filter((t) => t.from === 'PENDING' && t.to === 'APPROVED')).toEqual(own.transitions);
    expect(() => withApprovalMoves(wf, { ...a, pending: 'WAITING' })).toThrow(/unknown status WAITING/);
  });

  it('freezes a record under approval: a workflow that lets its pending or approved records be edited is refused', () => {
    expect(() => withApprovalMoves({ ...wf, editable: ['NEW', 'PENDING'] }, a)).toThrow(/PENDING records are under approval/);
    expect(() => withApprovalMoves({ ...wf, editable: ['APPROVED'] }, a)).toThrow(/APPROVED records/);
    for (const r of resources.filter((x) => x.approval && x.workflow)) {
      expect(r.workflow?.editable, r.name).not.toContain(r.approval?.pending);
      expect(r.workflow?.editable, r.name).not.toContain(r.approval?.approved);
    }
  });

  it('every resource with an approval block has its moves in its workflow', () => {
    const declared = resources.filter((r) => r.approval && r.workflow);
    expect(declared.length).toBeGreaterThan(5);
    for (const r of declared) {
      const w = r.workflow as Workflow;
      expect(withApprovalMoves(w, r.approval as typeof a), r.name).toBe(w);
    }
  });
});
