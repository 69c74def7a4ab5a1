import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  CONTENT_STATUS,
  checkTransition,
  contentApproval,
  EDITABLE_DRAFT_GROUP,
  EVENT_STATUS,
  isEditable,
  type Right,
  type RightCheck,
  type Workflow,
  workflows,
} from './index.js';

/**
 * The expected transitions, written out independently of the source from spec §4 (content
 * approval) and ADR 0001 (participation tickets, recruitment, leave: the spec lists statuses only).
 * Key: `FROM>TO`, value: the right the move needs.
 */
type Table = Record<string, Right>;

const review = (approveTo: string): Table => ({
  'DRAFT>WAITING': 'edit',
  [`WAITING>${approveTo}`]: 'approve',
  'WAITING>REJECT': 'approve',
  'REJECT>WAITING': 'edit',
});

const scheduledTable: Table = {
  ...review('SCHEDULED'),
  'SCHEDULED>REJECT': 'approve',
  'PUBLISH>REJECT': 'approve',
  // scheduler: publish at the release time, expire
  'SCHEDULED>PUBLISH': 'system',
  'SCHEDULED>EXPIRED': 'system',
  'PUBLISH>EXPIRED': 'system',
};

const simpleTable: Table = {
  ...review('RELEASE'),
  'RELEASE>REJECT': 'approve',
  'RELEASE>EXPIRED': 'system',
};

const eventTable: Table = {
  ...review('SCHEDULED'),
  'SCHEDULED>CANCELED': 'approve',
  'SCHEDULED>REJECT': 'approve',
  'PUBLISH>CANCELED': 'approve',
  'PUBLISH>REJECT': 'approve',
  'ONGOING>CANCELED': 'approve',
  'WAITING_REGISTRATION>CANCELED': 'approve',
  'END_REGISTRATION>CANCELED': 'approve',
  'SCHEDULED>PUBLISH': 'system',
  'PUBLISH>WAITING_REGISTRATION': 'system',
  'WAITING_REGISTRATION>END_REGISTRATION': 'system',
  'PUBLISH>ONGOING': 'system',
  'END_REGISTRATION>ONGOING': 'system',
  'ONGOING>END': 'system',
};

const eventShortTable: Table = Object.fromEntries(
  Object.entries(eventTable).filter(([k]) => k !== 'WAITING_REGISTRATION>CANCELED' && k !== 'END_REGISTRATION>CANCELED'),
);

const ticketTable: Table = {
  'WAITING>APPROVED': 'approve',
  'WAITING>REJECTED': 'approve',
  'APPROVED>SENT_TICKET': 'edit',
  'APPROVED>CHECK_IN': 'edit',
  'SENT_TICKET>CHECK_IN': 'edit',
  'WAITING>CANCELED': 'edit',
  'APPROVED>CANCELED': 'edit',
  'SENT_TICKET>CANCELED': 'edit',
};

const recruitmentTable: Table = {
  'PENDING>APPROVED': 'approve',
  'PENDING>CANCELLED': 'approve',
  'APPROVED>INTERVIEWING': 'edit',
  'APPROVED>SUCCESS': 'approve',
  'INTERVIEWING>SUCCESS': 'approve',
  'APPROVED>COMPANY_CANCELLED': 'approve',
  'INTERVIEWING>COMPANY_CANCELLED': 'approve',
};

const leaveTable: Table = {
  'DRAFT>WAITING': 'edit',
  'REJECT>WAITING': 'edit',
  'WAITING>APPROVED': 'approve',
  'WAITING>REJECT': 'approve',
  'DRAFT>CANCELED': 'edit',
  'WAITING>CANCELED': 'edit',
  'APPROVED>CANCELED': 'approve',
};

const expected: Record<keyof typeof workflows, { table: Table; statuses: string[]; initial: string }> = {
  'contentApproval.scheduled': { table: scheduledTable, statuses: ['DRAFT', 'WAITING', 'REJECT', 'SCHEDULED', 'PUBLISH', 'EXPIRED'], initial: 'DRAFT' },
  'contentApproval.simple': { table: simpleTable, statuses: ['DRAFT', 'WAITING', 'REJECT', 'RELEASE', 'EXPIRED'], initial: 'DRAFT' },
  'contentApproval.event': {
    table: eventTable,
    statuses: ['DRAFT', 'WAITING', 'REJECT', 'SCHEDULED', 'PUBLISH', 'EXPIRED', 'WAITING_REGISTRATION', 'END_REGISTRATION', 'ONGOING', 'END', 'CANCELED'],
    initial: 'DRAFT',
  },
  'contentApproval.eventShort': {
    table: eventShortTable,
    statuses: ['DRAFT', 'WAITING', 'REJECT', 'SCHEDULED', 'PUBLISH', 'EXPIRED', 'WAITING_REGISTRATION', 'END_REGISTRATION', 'ONGOING', 'END', 'CANCELED'],
    initial: 'DRAFT',
  },
  participationTicket: { table: ticketTable, statuses: ['WAITING', 'APPROVED', 'REJECTED', 'SENT_TICKET', 'CHECK_IN', 'CANCELED'], initial: 'WAITING' },
  recruitmentRequest: {
    table: recruitmentTable,
    statuses: ['PENDING', 'APPROVED', 'CANCELLED', 'INTERVIEWING', 'SUCCESS', 'COMPANY_CANCELLED'],
    initial: 'PENDING',
  },
  leave: { table: leaveTable, statuses: ['DRAFT', 'WAITING', 'APPROVED', 'REJECT', 'CANCELED'], initial: 'DRAFT' },
};

const nobody: RightCheck = () => false;
const editor: RightCheck = (r) => r === 'edit';
const approver: RightCheck = (r) => r === 'approve';
const both: RightCheck = () => true;
const users = { nobody, editor, approver, both } as const;

/** What a user holding `rights` should get for a move needing `need` (undefined: not in the table). */
function expectedFor(need: Right | undefined, user: keyof typeof users): 'ok' | 'notAllowed' | 'forbidden' {
  if (need === undefined || need === 'system') return 'notAllowed';
  if (user === 'both') return 'ok';
  if (user === 'editor') return need === 'edit' ? 'ok' : 'forbidden';
  if (user === 'approver') return need === 'approve' ? 'ok' : 'forbidden';
  return 'forbidden';
}

const outcome = (r: ReturnType<typeof checkTransition>) => (r.ok ? 'ok' : r.reason);

describe('workflow declarations', () => {
  it('covers exactly the seven workflows', () => {
    expect(Object.keys(workflows).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [name, wf] of Object.entries(workflows) as [keyof typeof workflows, Workflow][]) {
    describe(name, () => {
      const exp = expected[name];

      it('has the expected name, statuses and initial status', () => {
        expect(wf.name).toBe(name);
        expect([...wf.statuses].sort()).toEqual([...exp.statuses].sort());
        expect(wf.initial).toBe(exp.initial);
        expect(wf.statuses).toContain(wf.initial);
      });

      it('declares exactly the expected transitions (no more, no fewer)', () => {
        const declared = Object.fromEntries(wf.transitions.map((x) => [`${x.from}>${x.to}`, x.right]));
        expect(declared).toEqual(exp.table);
        expect(wf.transitions.length).toBe(Object.keys(exp.table).length); // no duplicates
      });

      it('only references its own statuses and has no self-loops', () => {
        for (const x of wf.transitions) {
          expect(wf.statuses).toContain(x.from);
          expect(wf.statuses).toContain(x.to);
          expect(x.from).not.toBe(x.to);
        }
        for (const s of wf.editable) expect(wf.statuses).toContain(s);
      });

      // Every ordered pair of statuses, for every kind of user and for the scheduler.
      const pairs = exp.statuses.flatMap((from) => exp.statuses.map((to) => [from, to] as const));
      it.each(pairs)('%s -> %s', (from, to) => {
        const need = exp.table[`${from}>${to}`];
        for (const [userName, can] of Object.entries(users) as [keyof typeof users, RightCheck][]) {
          const got = checkTransition(wf, from, to, can);
          expect(outcome(got), `${userName}: ${from} -> ${to}`).toBe(expectedFor(need, userName));
          if (got.ok) {
            expect(got.transition.from).toBe(from);
            expect(got.transition.to).toBe(to);
            expect(got.transition.right).toBe(need);
          }
        }
        const sys = checkTransition(wf, from, to, nobody, true);
        expect(outcome(sys), `system: ${from} -> ${to}`).toBe(need === undefined ? 'notAllowed' : 'ok');
        // The right asked of the user is the declared one, nothing else.
        const asked: string[] = [];
        checkTransition(wf, from, to, (r) => {
          asked.push(r);
          return false;
        });
        expect(asked).toEqual(need === 'edit' || need === 'approve' ? [need] : []);
      });

      it('allowedTransitions offers exactly the user moves the rights permit, never system moves', () => {
        for (const from of exp.statuses) {
          for (const [userName, can] of Object.entries(users) as [keyof typeof users, RightCheck][]) {
            const offered = allowedTransitions(wf, from, can)
              .map((x) => x.to)
              .sort();
            const want = exp.statuses.filter((to) => expectedFor(exp.table[`${from}>${to}`], userName) === 'ok').sort();
            expect(offered, `${userName} from ${from}`).toEqual(want);
          }
          expect(allowedTransitions(wf, from, both).every((x) => x.right !== 'system')).toBe(true);
        }
      });

      it('refuses unknown statuses', () => {
        const s = exp.statuses[0] ?? '';
        expect(checkTransition(wf, 'NOPE', s, both)).toEqual({ ok: false, reason: 'unknownStatus' });
        expect(checkTransition(wf, s, 'NOPE', both)).toEqual({ ok: false, reason: 'unknownStatus' });
        expect(checkTransition(wf, s, 'NOPE', both, true)).toEqual({ ok: false, reason: 'unknownStatus' });
        expect(checkTransition(wf, s.toLowerCase(), s, both)).toEqual({ ok: false, reason: 'unknownStatus' });
        expect(allowedTransitions(wf, 'NOPE', both)).toEqual([]);
      });
    });
  }
});

describe('spec §4 facts, content approval', () => {
  const { scheduled, simple, event, eventShort } = contentApproval;
  const all = [scheduled, simple, event, eventShort];
  const targets = (wf: Workflow, from: string) =>
    wf.transitions
      .filter((x) => x.from === from && x.right !== 'system')
      .map((x) => x.to)
      .sort();

  it('DRAFT -> WAITING only', () => {
    for (const wf of all) {
      expect(targets(wf, 'DRAFT')).toEqual(['WAITING']);
      expect(wf.transitions.filter((x) => x.from === 'DRAFT').map((x) => x.to)).toEqual(['WAITING']);
    }
  });

  it('WAITING -> SCHEDULED (scheduled/event variants) or RELEASE (simple), or REJECT', () => {
    expect(targets(scheduled, 'WAITING')).toEqual(['REJECT', 'SCHEDULED']);
    expect(targets(event, 'WAITING')).toEqual(['REJECT', 'SCHEDULED']);
    expect(targets(eventShort, 'WAITING')).toEqual(['REJECT', 'SCHEDULED']);
    expect(targets(simple, 'WAITING')).toEqual(['REJECT', 'RELEASE']);
  });

  it('REJECT -> WAITING only', () => {
    for (const wf of all) expect(wf.transitions.filter((x) => x.from === 'REJECT').map((x) => x.to)).toEqual(['WAITING']);
  });

  it('SCHEDULED and PUBLISH -> CANCELED or REJECT (event-like), REJECT only (scheduled)', () => {
    for (const from of ['SCHEDULED', 'PUBLISH']) {
      expect(targets(event, from)).toEqual(['CANCELED', 'REJECT']);
      expect(targets(eventShort, from)).toEqual(['CANCELED', 'REJECT']);
      expect(targets(scheduled, from)).toEqual(['REJECT']);
    }
  });

  it('ONGOING, WAITING_REGISTRATION, END_REGISTRATION -> CANCELED only (eventShort: only ONGOING)', () => {
    for (const from of ['ONGOING', 'WAITING_REGISTRATION', 'END_REGISTRATION']) expect(targets(event, from)).toEqual(['CANCELED']);
    expect(targets(eventShort, 'ONGOING')).toEqual(['CANCELED']);
    expect(targets(eventShort, 'WAITING_REGISTRATION')).toEqual([]);
    expect(targets(eventShort, 'END_REGISTRATION')).toEqual([]);
    expect(checkTransition(eventShort, 'WAITING_REGISTRATION', 'CANCELED', both)).toEqual({ ok: false, reason: 'notAllowed' });
  });

  it('simple: RELEASE -> REJECT only', () => {
    expect(targets(simple, 'RELEASE')).toEqual(['REJECT']);
  });

  it('approve/reject/release/cancel choices need the approve right; edit alone is forbidden', () => {
    for (const wf of all) {
      for (const x of wf.transitions) {
        if (['approve', 'reject', 'release', 'cancel'].includes(x.action)) {
          expect(x.right, `${wf.name} ${x.from}->${x.to}`).toBe('approve');
          expect(checkTransition(wf, x.from, x.to, editor)).toEqual({ ok: false, reason: 'forbidden' });
          expect(checkTransition(wf, x.from, x.to, approver).ok).toBe(true);
        }
      }
    }
    expect(checkTransition(scheduled, 'WAITING', 'SCHEDULED', editor)).toEqual({ ok: false, reason: 'forbidden' });
    expect(checkTransition(simple, 'WAITING', 'RELEASE', editor)).toEqual({ ok: false, reason: 'forbidden' });
    expect(checkTransition(event, 'PUBLISH', 'CANCELED', editor)).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('submitting needs only the edit right', () => {
    for (const wf of all) {
      expect(checkTransition(wf, 'DRAFT', 'WAITING', editor).ok).toBe(true);
      expect(checkTransition(wf, 'REJECT', 'WAITING', editor).ok).toBe(true);
      expect(checkTransition(wf, 'DRAFT', 'WAITING', approver)).toEqual({ ok: false, reason: 'forbidden' });
    }
  });

  it('scheduler moves are refused to users (even with every right) and allowed with asSystem', () => {
    const sys: [Workflow, string, string][] = [
      [scheduled, 'SCHEDULED', 'PUBLISH'],
      [scheduled, 'PUBLISH', 'EXPIRED'],
      [simple, 'RELEASE', 'EXPIRED'],
      [event, 'PUBLISH', 'WAITING_REGISTRATION'],
      [event, 'ONGOING', 'END'],
    ];
    for (const [wf, from, to] of sys) {
      expect(checkTransition(wf, from, to, both)).toEqual({ ok: false, reason: 'notAllowed' });
      const r = checkTransition(wf, from, to, nobody, true);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.transition.right).toBe('system');
    }
  });

  it('the scheduler may also make user moves, but never undeclared ones', () => {
    expect(checkTransition(scheduled, 'WAITING', 'SCHEDULED', nobody, true).ok).toBe(true);
    expect(checkTransition(scheduled, 'DRAFT', 'PUBLISH', both, true)).toEqual({ ok: false, reason: 'notAllowed' });
    expect(checkTransition(simple, 'DRAFT', 'RELEASE', both, true)).toEqual({ ok: false, reason: 'notAllowed' });
  });

  it('terminal statuses offer nothing', () => {
    expect(allowedTransitions(event, 'END', both)).toEqual([]);
    expect(allowedTransitions(event, 'CANCELED', both)).toEqual([]);
    expect(allowedTransitions(scheduled, 'EXPIRED', both)).toEqual([]);
  });

  it('status lists follow spec §4', () => {
    expect([...CONTENT_STATUS]).toEqual(['DRAFT', 'WAITING', 'REJECT', 'SCHEDULED', 'PUBLISH', 'RELEASE', 'EXPIRED']);
    expect([...EVENT_STATUS]).toEqual([...CONTENT_STATUS, 'WAITING_REGISTRATION', 'END_REGISTRATION', 'ONGOING', 'END', 'CANCELED']);
  });

  it('EDITABLE_DRAFT_GROUP is DRAFT, REJECT, EXPIRED, CANCELED', () => {
    expect([...EDITABLE_DRAFT_GROUP].sort()).toEqual(['CANCELED', 'DRAFT', 'EXPIRED', 'REJECT']);
    expect(EDITABLE_DRAFT_GROUP).toHaveLength(4);
    for (const s of EDITABLE_DRAFT_GROUP) expect(isEditable(event, s)).toBe(true);
    for (const s of ['WAITING', 'SCHEDULED', 'PUBLISH', 'ONGOING', 'END', 'WAITING_REGISTRATION', 'END_REGISTRATION']) {
      expect(isEditable(event, s)).toBe(false);
    }
  });

  it('editable statuses of the other workflows', () => {
    for (const wf of [scheduled, simple]) {
      expect([...wf.editable].sort()).toEqual(['DRAFT', 'EXPIRED', 'REJECT']);
      expect(isEditable(wf, 'WAITING')).toBe(false);
    }
    expect(isEditable(workflows.participationTicket, 'WAITING')).toBe(true);
    expect(isEditable(workflows.participationTicket, 'APPROVED')).toBe(false);
    expect(isEditable(workflows.recruitmentRequest, 'PENDING')).toBe(true);
    expect(isEditable(workflows.leave, 'REJECT')).toBe(true);
    expect(isEditable(workflows.leave, 'APPROVED')).toBe(false);
    expect(isEditable(workflows.leave, 'NOPE')).toBe(false);
  });
});

describe('properties', () => {
  const wfArb = fc.constantFrom(...(Object.values(workflows) as Workflow[]));
  const rightsArb = fc.record({ edit: fc.boolean(), approve: fc.boolean() });

  it('checkTransition never throws and is consistent with allowedTransitions', () => {
    fc.assert(
      fc.property(wfArb, fc.oneof(fc.string(), fc.constantFrom(...EVENT_STATUS)), fc.oneof(fc.string(), fc.constantFrom(...EVENT_STATUS)), rightsArb, (wf, from, to, rights) => {
        const can: RightCheck = (r) => rights[r];
        const r = checkTransition(wf, from, to, can);
        if (!wf.statuses.includes(from) || !wf.statuses.includes(to)) expect(r).toEqual({ ok: false, reason: 'unknownStatus' });
        const offered = allowedTransitions(wf, from, can).some((x) => x.to === to);
        expect(r.ok).toBe(offered);
      }),
      { numRuns: 300 },
    );
  });

  it('asSystem never turns an undeclared move into an allowed one', () => {
    fc.assert(
      fc.property(wfArb, fc.nat(20), fc.nat(20), (wf, i, j) => {
        const from = wf.statuses[i % wf.statuses.length] ?? '';
        const to = wf.statuses[j % wf.statuses.length] ?? '';
        const declared = wf.transitions.some((x) => x.from === from && x.to === to);
        expect(checkTransition(wf, from, to, nobody, true).ok).toBe(declared);
      }),
      { numRuns: 200 },
    );
  });
});
