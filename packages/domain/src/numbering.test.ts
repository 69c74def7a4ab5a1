import { describe, expect, it } from 'vitest';
import { codeParts, formatCode, patternFields, patternProblem, seqOf } from './numbering.js';

describe('numbered codes', () => {
  it('renders the date in Vietnam time, the record values and the padded sequence', () => {
    // 31 Dec 2026 18:30 UTC is already 1 January 2027 in Ho Chi Minh City.
    const p = codeParts('DA-{YYYY}-{MM}-{type}-{####}', { type: 'NM' }, new Date('2026-12-31T18:30:00Z'));
    expect(p).toEqual({ prefix: 'DA-2027-01-NM-', suffix: '', width: 4 });
    expect(formatCode(p, 7)).toBe('DA-2027-01-NM-0007');
    // More numbers than the width holds: the code grows, it never wraps.
    expect(formatCode(p, 12345)).toBe('DA-2027-01-NM-12345');
    expect(formatCode(codeParts('HD{YY}/{###}/TB', {}, new Date('2026-06-01T00:00:00Z')), 5)).toBe('HD26/005/TB');
    // Raw input: only strings and numbers make part of a code.
    expect(codeParts('{kind}-{##}', { kind: { x: 1 } }, new Date('2026-06-01T00:00:00Z')).prefix).toBe('-');
    expect(codeParts('{kind}-{##}', { kind: 7 }, new Date('2026-06-01T00:00:00Z')).prefix).toBe('7-');
  });

  it('reads the sequence back only from codes of the same shape, in any case', () => {
    const p = codeParts('HD{YY}/{###}/TB', {}, new Date('2026-06-01T00:00:00Z'));
    expect(seqOf(p, 'HD26/042/TB')).toBe(42);
    expect(seqOf(p, 'hd26/1042/tb')).toBe(1042);
    expect(seqOf(p, 'HD25/042/TB')).toBeNull();
    expect(seqOf(p, 'HD26/04x/TB')).toBeNull();
    expect(seqOf(p, 'HD26//TB')).toBeNull();
  });

  it('refuses patterns without exactly one sequence or with an unclosed brace, and names the record fields used', () => {
    expect(patternProblem('DA-{YYYY}')).toMatch(/one sequence/);
    expect(patternProblem('{##}-{###}')).toMatch(/one sequence/);
    expect(patternProblem('DA-{YYYY-{###}')).not.toBeNull();
    expect(patternProblem('TH{#####}')).toBeNull();
    expect(patternFields('DA-{YYYY}-{type}-{unit_code}-{###}')).toEqual(['type', 'unit_code']);
  });
});
