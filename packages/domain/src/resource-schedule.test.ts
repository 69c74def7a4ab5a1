import { describe, expect, it } from 'vitest';
import { datetime, text } from './fields.js';
import { defineResource, type ScheduleMove } from './resource.js';
import { workflows } from './workflows/index.js';

const declare = (schedule: readonly ScheduleMove[]) => () =>
  defineResource({
    name: 'schedule_test',
    path: 'schedule-test',
    label: { vi: 'Thử lịch', en: 'Schedule test' },
    subject: 'NEWS',
    module: 'test.schedule',
    workflow: workflows['contentApproval.scheduled'],
    fields: { title: text({ required: true }), release_date: datetime(), expiration_date: datetime() },
    schedule,
  });

describe('schedule moves', () => {
  it('take a date field and statuses of the workflow, one move per date field (each has its own partial index)', () => {
    expect(
      declare([
        { kind: 'release', field: 'release_date', from: ['SCHEDULED'], to: 'PUBLISH' },
        { kind: 'expire', field: 'expiration_date', from: ['SCHEDULED', 'PUBLISH'], to: 'EXPIRED' },
      ]),
    ).not.toThrow();
    expect(declare([{ kind: 'release', field: 'title', from: ['SCHEDULED'], to: 'PUBLISH' }])).toThrow(/date field/);
    expect(declare([{ kind: 'release', field: 'release_date', from: ['NOPE'], to: 'PUBLISH' }])).toThrow(/statuses of the workflow/);
    expect(
      declare([
        { kind: 'release', field: 'release_date', from: ['SCHEDULED'], to: 'PUBLISH' },
        { kind: 'expire', field: 'release_date', from: ['PUBLISH'], to: 'EXPIRED' },
      ]),
    ).toThrow(/one schedule move per date field/);
  });
});
