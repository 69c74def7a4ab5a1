import { money, number, text } from '@portal/domain/fields';
import { type Column, defineResource } from '@portal/domain/resource';
import { describe, expect, it } from 'vitest';
import { formatFigure, formulaValue, isComputed, issuePath, totalOf } from './lineFigures';

const line = defineResource({
  name: 'x_grid_line',
  path: 'x-grid-line',
  label: { vi: 'Dòng', en: 'Line' },
  subject: 'ADMINISTRATION',
  module: 'x.grid_lines',
  fields: {
    item: text({ max: 50 }),
    quantity: number({ scale: 3 }),
    unit_price: money(),
    amount: money({ isReadonly: true, formula: { op: 'mul', of: ['quantity', 'unit_price'] } }),
    extra: number({ scale: 2 }),
    net: number({ scale: 1, isReadonly: true, formula: { op: 'sub', of: ['quantity', 'extra'] } }),
  },
});
const col = (name: string) => line.columnByName.get(name) as Column;

describe('a lines grid as one types', () => {
  it('computes a line amount exactly, rounded half away from zero to whole đồng as the database does', () => {
    expect(isComputed(col('amount'))).toBe(true);
    expect(isComputed(col('unit_price'))).toBe(false);
    expect(formulaValue(col('amount'), { quantity: 2.5, unit_price: 1_200_000 })).toBe(3_000_000);
    // 1.005 × 1000 is 1004.9999999999999 in floating point; exactly 1005.
    expect(formulaValue(col('amount'), { quantity: 1.005, unit_price: 1_000 })).toBe(1_005);
    expect(formulaValue(col('amount'), { quantity: 0.333, unit_price: 3 })).toBe(1);
    expect(formulaValue(col('amount'), { quantity: 0.5, unit_price: 1 })).toBe(1);
    expect(formulaValue(col('net'), { quantity: 0.3, extra: 0.25 })).toBe(0.1);
    // An empty operand leaves the figure empty.
    expect(formulaValue(col('amount'), { quantity: 2 })).toBeNull();
  });

  it('totals the footer exactly, computed columns worked out per line, empty ones left out', () => {
    const lines = [{ quantity: 0.1, unit_price: 10 }, { quantity: 0.2, unit_price: 15 }, { quantity: 1.005, unit_price: 1_000 }, {}];
    expect(totalOf(col('amount'), lines)).toBe(1 + 3 + 1_005);
    expect(totalOf(col('quantity'), lines)).toBe(1.305);
    expect(totalOf(col('quantity'), [{ quantity: 0.1 }, { quantity: 0.2 }])).toBe(0.3);
  });

  it('shows figures with Vietnamese grouping, money with ₫', () => {
    expect(formatFigure(col('amount'), 1_250_000)).toBe('1.250.000 ₫');
    expect(formatFigure(col('quantity'), 1234.5)).toBe('1.234,5');
    expect(formatFigure(col('amount'), null)).toBe('');
  });
});

describe("the server's issue paths on the form's inputs", () => {
  it('maps a line field at any depth to its name path', () => {
    expect(issuePath('items[1].parts[0].unit_price')).toEqual(['items', 1, 'parts', 0, 'unit_price']);
    expect(issuePath('answers[2].content')).toEqual(['answers', 2, 'content']);
    expect(issuePath('title')).toBeNull();
    expect(issuePath('items')).toBeNull();
  });
});
