import { describe, expect, it } from 'vitest';
import { inlineParams, sqlLiteral } from './hot-statements.js';

describe('values written into SQL text', () => {
  it('writes each scalar as an escape string, NULL as NULL', () => {
    expect(sqlLiteral('PUBLISH')).toBe("E'PUBLISH'");
    expect(sqlLiteral("it's")).toBe("E'it''s'");
    expect(sqlLiteral('a\\b')).toBe("E'a\\\\b'");
    expect(sqlLiteral(5)).toBe("E'5'");
    expect(sqlLiteral(false)).toBe("E'false'");
    expect(sqlLiteral(10n)).toBe("E'10'");
    expect(sqlLiteral(new Date('2026-11-26T09:28:32.000Z'))).toBe("E'2026-11-26T09:28:32.000Z'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(undefined)).toBe('NULL');
  });

  it('refuses what a literal cannot carry (the statement then keeps its parameters)', () => {
    expect(sqlLiteral([1, 2])).toBeUndefined();
    expect(sqlLiteral({ a: 1 })).toBeUndefined();
    expect(sqlLiteral(Buffer.from('x'))).toBeUndefined();
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral(new Date('nope'))).toBeUndefined();
    expect(sqlLiteral('a\u0000b')).toBeUndefined();
    expect(inlineParams('select $1, $2', [1, [2]])).toBeUndefined();
  });

  it('replaces $n by the nth value, $10 as ten, not $1 then 0', () => {
    const params = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    expect(inlineParams('select $1, $10, $2', params)).toBe("select E'v1', E'v10', E'v2'");
    expect(inlineParams('select $3', [1])).toBeUndefined();
  });
});
