/**
 * No raw codes anywhere a person reads (issue 37): every code a screen shows (enum values, workflow
 * statuses and actions, custom actions, approval and notification kinds) has Vietnamese and English
 * words from its declaration, and neither is the code itself.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, SOURCE_TYPE } from './enums.js';
import type { Label } from './fields.js';
import { resources } from './resources/index.js';
import { approvalDecision, approvalProcess, approvalRequest } from './resources/system/approval.js';
import { notification } from './resources/system/notification.js';
import { WORKFLOW_ACTION_LABELS, actionLabel, moveLabel, WORKFLOW_STATUS_LABELS, statusLabel, statusTagColor, workflows } from './workflows/index.js';

/** Codes that are proper names, read as they are written (a shop's brand). */
const PROPER_NAMES = new Set(['BKA']);

/** What is wrong with one label of `code`, or nothing. */
function problems(where: string, code: string | number, label: Label | undefined): string[] {
  if (!label) return [`${where}: ${code} has no label`];
  const out: string[] = [];
  for (const lang of LANGUAGES) {
    const s = label[lang]?.trim();
    if (!s) out.push(`${where}: ${code} has no ${lang} label`);
    else if (s === String(code) && !PROPER_NAMES.has(s)) out.push(`${where}: ${code}'s ${lang} label is the code`);
  }
  return out;
}

/** A workflow label as the screens resolve it (the workflow's own, else the shared words), undefined when it would fall back to the code. */
const resolved = (code: string, get: (lang: 'vi' | 'en') => string): Label | undefined => {
  const vi = get('vi');
  const en = get('en');
  return vi === code && en === code ? undefined : { vi, en };
};

const allWorkflows = () => {
  const seen = new Map<string, { where: string; wf: NonNullable<(typeof resources)[number]['workflow']> }>();
  for (const wf of Object.values(workflows)) seen.set(`workflows.${wf.name}`, { where: `workflow ${wf.name}`, wf });
  for (const r of resources) if (r.workflow) seen.set(r.name, { where: r.name, wf: r.workflow });
  return [...seen.values()];
};

describe('every code a person reads has its vi and en words', () => {
  it('every value of every enum field of every resource (lists, filters, forms, exports)', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const r of resources) {
      for (const c of r.columns) {
        if (c.def.kind !== 'enum') continue;
        // Front-site paths read as their page's name (web admin/labels.ts), not as a declared option.
        if (c.name === 'link') continue;
        for (const v of c.def.values) {
          checked++;
          missing.push(...problems(`${r.name}.${c.name}`, v, c.def.options?.[String(v)]?.label));
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });

  it('every status and every action of every workflow, the system moves included (they show in the history)', () => {
    const missing: string[] = [];
    const flows = allWorkflows();
    expect(flows.length).toBeGreaterThan(15);
    for (const { where, wf } of flows) {
      for (const s of wf.statuses) missing.push(...problems(`${where} status`, s, resolved(s, (l) => statusLabel(s, l, wf))));
      for (const m of wf.transitions) {
        missing.push(...problems(`${where} action`, m.action, resolved(m.action, (l) => actionLabel(m.action, l, wf))));
        missing.push(...problems(`${where} button ${m.from}->${m.to}`, m.action, resolved(m.action, (l) => moveLabel(m, l, wf))));
      }
      for (const [code, label] of Object.entries(wf.labels?.statuses ?? {})) {
        expect(wf.statuses, `${where} labels a status it does not have`).toContain(code);
        missing.push(...problems(`${where} own status`, code, label));
      }
      for (const [code, label] of Object.entries(wf.labels?.actions ?? {})) {
        expect(
          wf.transitions.some((x) => x.action === code),
          `${where} labels an action it does not have: ${code}`,
        ).toBe(true);
        missing.push(...problems(`${where} own action`, code, label));
      }
    }
    expect(missing).toEqual([]);
  });

  it('the shared words have both languages and no unused or raw entry', () => {
    const used = { statuses: new Set<string>(), actions: new Set<string>(['unpublish', 'release']) };
    for (const { wf } of allWorkflows()) {
      for (const s of wf.statuses) used.statuses.add(s);
      for (const m of wf.transitions) used.actions.add(m.action);
    }
    const missing = [
      ...Object.entries(WORKFLOW_STATUS_LABELS).flatMap(([k, v]) => problems('WORKFLOW_STATUS_LABELS', k, v)),
      ...Object.entries(WORKFLOW_ACTION_LABELS).flatMap(([k, v]) => problems('WORKFLOW_ACTION_LABELS', k, v)),
    ];
    expect(missing).toEqual([]);
    expect(Object.keys(WORKFLOW_STATUS_LABELS).filter((k) => !used.statuses.has(k))).toEqual([]);
    expect(Object.keys(WORKFLOW_ACTION_LABELS).filter((k) => !used.actions.has(k))).toEqual([]);
  });

  it('every custom action of every resource (buttons, confirmations, the activity log)', () => {
    const missing: string[] = [];
    for (const r of resources) for (const a of r.actions ?? []) missing.push(...problems(`${r.name} action`, a.name, a.label));
    expect(missing).toEqual([]);
  });

  it('every approval and notification kind, request status and decision', () => {
    const missing: string[] = [];
    const optionsOf = (r: (typeof resources)[number], field: string) => {
      const d = r.columnByName.get(field)?.def;
      if (d?.kind !== 'enum') throw new Error(`${r.name}.${field} is an enum`);
      return d;
    };
    for (const [r, field] of [
      [approvalProcess, 'source_type'],
      [approvalRequest, 'source_type'],
      [notification, 'source_type'],
    ] as const) {
      const d = optionsOf(r, field);
      for (const v of SOURCE_TYPE) missing.push(...problems(`${r.name}.${field}`, v, d.options?.[v]?.label));
    }
    for (const [r, field] of [
      [approvalRequest, 'approval_status'],
      [approvalDecision, 'decision'],
    ] as const) {
      const d = optionsOf(r, field);
      for (const v of d.values) missing.push(...problems(`${r.name}.${field}`, v, d.options?.[String(v)]?.label));
    }
    // Request kinds read as the requested resource's name (the inbox's "kind" column).
    for (const r of resources) if (r.approval) missing.push(...problems('approval kind', r.name, r.label));
    expect(missing).toEqual([]);
  });
});

describe('status colours (spec §9)', () => {
  it('names the content colours, approved success, cancelled danger, every other status grey', () => {
    expect(statusTagColor('DRAFT')).toBe('red');
    expect(statusTagColor('RELEASE')).toBe('green');
    expect(statusTagColor('WAITING')).toBe('gold');
    expect(statusTagColor('REJECT')).toBe('purple');
    expect(statusTagColor('EXPIRED')).toBe('default');
    expect(statusTagColor('SCHEDULED')).toBe('cyan');
    expect(statusTagColor('APPROVED')).toBe('success');
    expect(statusTagColor('CANCELLED')).toBe('error');
    expect(statusTagColor('CANCELED')).toBe('error');
    for (const s of ['PENDING', 'NEW', 'SENT_TICKET', 'CHECK_IN', 'DONE', 'INTERVIEWING', 'HIRED', 'REJECTED']) expect(statusTagColor(s), s).toBe('default');
    expect(statusTagColor('CONFIRMED', { approved: 'CONFIRMED' })).toBe('success');
  });

  it("reads a workflow's own words before the shared ones", () => {
    const candidate = resources.find((r) => r.name === 'candidate')?.workflow;
    expect(statusLabel('SUCCESS', 'en', candidate)).toBe('Passed the interview');
    expect(statusLabel('SUCCESS', 'en')).toBe('Completed');
    expect(moveLabel({ action: 'reject', from: 'RELEASE' }, 'vi')).toBe('Gỡ tin');
    expect(statusLabel('SENT_TICKET', 'vi')).toBe('Đã gửi vé');
  });
});
