import { category, office, resources } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { enumColor, enumLabel, listLabel, pluralEn } from './fieldText';

describe('labels from declarations', () => {
  it('names lists in the plural in English', () => {
    expect(pluralEn('Account')).toBe('Accounts');
    expect(pluralEn('News')).toBe('News');
    expect(pluralEn('Feedback and Q&A')).toBe('Feedback and Q&A');
    expect(pluralEn('News type')).toBe('News types');
    expect(pluralEn('Digital library')).toBe('Digital libraries');
    expect(pluralEn('Setting category')).toBe('Setting categories');
    expect(pluralEn('Menus and shortcuts')).toBe('Menus and shortcuts');
    expect(pluralEn('Message of the board')).toBe('Messages of the board');
    expect(pluralEn('Asset alerts sent')).toBe('Asset alerts sent');
    expect(pluralEn('Asset alert sent')).toBe('Asset alerts sent');
    expect(pluralEn('Item to price')).toBe('Items to price');
    expect(pluralEn('Evaluation criterion')).toBe('Evaluation criteria');
    expect(pluralEn('Criterion')).toBe('Criteria');
    expect(pluralEn('Plan matrix')).toBe('Plan matrices');
    expect(pluralEn('Ticket status')).toBe('Ticket statuses');
    expect(pluralEn('Approval process')).toBe('Approval processes');
    expect(pluralEn('Formation and development')).toBe('Formation and development');
    expect(listLabel(office, 'en')).toBe('Offices');
    expect(listLabel(office, 'vi')).toBe('Trụ sở');
  });

  it('shows enum values with their declared label and colour', () => {
    const def = office.columnByName.get('type')?.def;
    if (def?.kind !== 'enum') throw new Error('office.type is an enum');
    expect(enumLabel('HEAD_OFFICE', 'vi', def)).toBe('Trụ sở chính');
    expect(enumLabel('HEAD_OFFICE', 'en', def)).toBe('Head office');
    expect(enumColor('HEAD_OFFICE', def)).toBe('blue');
    // Statuses without an option take the spec's colours (§9).
    expect(enumColor('DRAFT')).toBe('red');
    expect(enumColor('SCHEDULED')).toBe('cyan');
    const cat = category.columnByName.get('type')?.def;
    expect(cat?.kind === 'enum' && enumLabel('GREETTING_CARD', 'vi', cat)).toBe('Thiệp chúc mừng');
  });

  it('every enum shown in a list or filter has a vi and an en label for each value', () => {
    const missing: string[] = [];
    for (const r of resources) {
      for (const c of r.columns) {
        if (c.def.kind !== 'enum' || !(c.def.inList || r.filters.has(c.name))) continue;
        if (c.name === 'link') continue; // front-site paths: labelled by their page
        for (const v of c.def.values) {
          const o = c.def.options?.[String(v)];
          if (!o?.label.vi.trim() || !o.label.en.trim()) missing.push(`${r.name}.${c.name}=${v}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('figures in lists', () => {
  it('groups digits in the reader language, money in đồng, years as they are', async () => {
    const { formatNumber } = await import('./fieldText');
    expect(formatNumber({ kind: 'money' }, 1_870_000_000, 'vi')).toBe('1.870.000.000 ₫');
    expect(formatNumber({ kind: 'money' }, '1870000000', 'en')).toBe('1,870,000,000 ₫');
    expect(formatNumber({ kind: 'number', scale: 6 }, 12.3456, 'vi')).toBe('12,35');
    expect(formatNumber({ kind: 'integer' }, 2026, 'vi')).toBe('2026');
    expect(formatNumber({ kind: 'integer' }, 125_000, 'vi')).toBe('125.000');
  });
});
