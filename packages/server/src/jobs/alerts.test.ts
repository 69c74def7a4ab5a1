/**
 * Declared documents and alerts (ADR 0018) hold against the other declarations, for every resource
 * (no database): children and lines exist and reference the record, rules, logs and recipients name
 * real fields; and the declaration's own mistakes are refused when it is made.
 */
import { date, defineResource, ref, resources, text } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { checkDocuments } from '../engine/documents.js';
import { checkAlerts } from './alerts.js';

const L = (vi: string, en: string) => ({ vi, en });
const base = { label: L('Thử', 'Trial'), subject: 'ADMINISTRATION' as const, module: 'trial', titleField: 'name' } as const;
const fields = { name: text({ required: true, max: 50 }), due: date(), staff_id: ref('staff') };

describe('declared documents and alerts', () => {
  it('every declaration holds against the others', () => {
    const declaring = resources.filter((r) => r.documents?.length || r.alerts?.length).map((r) => r.name);
    expect(declaring).toEqual(expect.arrayContaining(['staff', 'asset']));
    for (const r of resources) {
      checkDocuments(r);
      checkAlerts(r);
    }
  });

  it('refuses a document naming an unknown field or name, and a child that does not reference the record', () => {
    const doc = (template: object, name = 'sheet') => () =>
      defineResource({ ...base, name: 'zz_trial', path: 'zz-trial', fields, documents: [{ name, label: L('a', 'a'), kind: 'xlsx', template: { title: L('a', 'a'), sections: [], ...template } }] });
    expect(doc({ subtitle: '{nope}' })).toThrow(/unknown field nope/);
    expect(doc({ sections: [{ kind: 'fields', title: L('a', 'a'), fields: ['nope'] }] })).toThrow(/unknown field nope/);
    expect(doc({}, 'Bad Name')).toThrow(/invalid or repeated/);
    expect(doc({ photo: 'name' })).toThrow(/docx only/);
    const child = doc({ sections: [{ kind: 'children', title: L('a', 'a'), resource: 'labor_contract', field: 'staff_id', columns: ['code'] }] })();
    expect(() => checkDocuments(child)).toThrow(/must be a filterable reference to zz_trial/);
  });

  it('refuses an alert without a date field, without days, or naming members without a member rule', () => {
    const alert = (a: object) => () =>
      defineResource({ ...base, name: 'zz_trial', path: 'zz-trial', fields, alerts: [{ name: 'due', field: 'due', days: 3, message: L('a', 'a'), ...a }] });
    expect(alert({ field: 'name' })).toThrow(/needs a date field/);
    expect(alert({ days: undefined })).toThrow(/needs days, offsetSetting or rules/);
    expect(alert({ recipients: { members: true } })).toThrow(/no access.member/);
    expect(alert({ recipients: { fields: ['name'] } })).toThrow(/must reference staff or accounts/);
    expect(() => checkAlerts(alert({ recipients: { fields: ['staff_id'] } })())).not.toThrow();
    expect(() => checkAlerts(alert({ field: { of: 'labor_contract', by: 'staff_id', field: 'end_date' } })())).toThrow(/must reference zz_trial/);
  });
});
