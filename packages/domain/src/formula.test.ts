import { describe, expect, it } from 'vitest';
import { money, number, text } from './fields.js';
import { defineResource } from './resource.js';

const line = (amount: ReturnType<typeof money>) =>
  defineResource({
    name: 'x_line',
    path: 'x-line',
    label: { vi: 'Dòng', en: 'Line' },
    subject: 'ADMINISTRATION',
    module: 'x.lines',
    fields: { item: text({ max: 10 }), quantity: number({ scale: 3 }), unit_price: money(), amount },
  });

describe('declared formulas', () => {
  it('accepts a read-only product of numeric fields', () => {
    expect(line(money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] } })).columnByName.get('amount')?.def).toMatchObject({
      formula: { op: 'mul' },
    });
  });

  it('refuses a writable formula field, a text operand, itself, and sub with three operands', () => {
    expect(() => line(money({ formula: { op: 'mul', of: ['quantity', 'unit_price'] } }))).toThrow(/isReadonly/);
    expect(() => line(money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'item'] } }))).toThrow(/item/);
    expect(() => line(money({ isReadonly: true, formula: { op: 'add', of: ['amount', 'quantity'] } }))).toThrow(/amount/);
    expect(() => line(money({ isReadonly: true, formula: { op: 'sub', of: ['quantity', 'unit_price', 'quantity'] } }))).toThrow(/two fields/);
  });
});
