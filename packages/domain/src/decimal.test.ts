import { describe, expect, it } from 'vitest';
import { decimalsOf, fromUnits, hasScale, mulExact, sumExact, toUnits } from './decimal.js';

describe('exact decimals', () => {
  it('adds what floating point gets wrong', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumExact([0.1, 0.2])).toBe(0.3);
    expect(sumExact([1_234_567_890_123, 0.01, null, -0.01])).toBe(1_234_567_890_123);
    expect(sumExact([])).toBe(0);
  });

  it('adds whole numbers plainly while exact, and in units beyond 2^53', () => {
    expect(sumExact([4_500_000_000_000, -1_250_000_000_000, null, 7])).toBe(3_250_000_000_007);
    expect(sumExact([Number.MAX_SAFE_INTEGER - 1, 1])).toBe(Number.MAX_SAFE_INTEGER);
    // Past 2^53 the plain sum would round at each step; the exact sum rounds once, as fromUnits does.
    const big = [2 ** 52, 2 ** 52, 1, 1, -(2 ** 53)];
    expect(sumExact(big)).toBe(2);
    expect(Object.is(sumExact([-0]), 0)).toBe(true);
  });

  it('multiplies quantity by price and rounds half away from zero, as PostgreSQL does', () => {
    expect(mulExact(2.5, 1_200_000, 0)).toBe(3_000_000);
    expect(mulExact(1.005, 1000, 0)).toBe(1005);
    expect(mulExact(0.0015, 1000, 0)).toBe(2);
    expect(mulExact(-0.0015, 1000, 0)).toBe(-2);
    expect(mulExact(3.333, 3, 2)).toBe(10);
    // In floating point 1.005 is 1.00499999...: rounding it to two decimals gives 1; here it is 1.01.
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(mulExact(1.005, 1, 2)).toBe(1.01);
  });

  it('reads and writes scaled units exactly, also for tiny and large numbers', () => {
    expect(toUnits(12.5, 2)).toBe(1250n);
    expect(toUnits(-0.05, 2)).toBe(-5n);
    expect(toUnits(1e-7, 7)).toBe(1n);
    expect(fromUnits(1250n, 2)).toBe(12.5);
    expect(fromUnits(-5n, 2)).toBe(-0.05);
    expect(() => toUnits(0.123, 2)).toThrow(RangeError);
    expect(decimalsOf(1e21)).toBe(0);
    expect(decimalsOf(12.345)).toBe(3);
  });

  it('says whether a value fits a declared scale', () => {
    expect(hasScale(0.5, 1)).toBe(true);
    expect(hasScale(0.25, 1)).toBe(false);
    expect(hasScale(100, 0)).toBe(true);
    expect(hasScale(Number.NaN, 2)).toBe(false);
  });
});
