import { describe, expect, it } from 'vitest';
import { feasibilityFigures, irrOf, netFlows, npvOf, paybackOf } from './finance.js';

/**
 * The worked example, as laid out in the analyst's spreadsheet (figures in million đồng; a THACO Auto
 * showroom in Đà Nẵng, discount rate 10 %):
 *
 *   row        B (2026)   C (2027)  D (2028)  E (2029)  F (2030)  G (2031)
 *   investment  120,000
 *   revenue               60,000    95,000   120,000   130,000   135,000
 *   op. cost              45,000    65,000    78,000    82,000    85,000
 *   net (4)    -120,000   15,000    30,000    42,000    48,000    50,000
 *   factor       1.000000 0.909091  0.826446  0.751315  0.683013  0.620921
 *   PV         -120,000  13,636.36 24,793.39 31,555.22 32,784.65 31,046.07
 *   cumulative -120,000 -105,000  -75,000   -33,000    15,000    65,000
 *
 *   =B4+NPV(10%,C4:G4)  13,815.69
 *   =IRR(B4:G4)         13.70 %
 *   payback             3 + 33,000 / 48,000 = 3.69 years
 */
const M = 1_000_000;
const LINES = [
  { year: 2026, investment: 120_000 * M, revenue: 0, operating_cost: 0 },
  { year: 2027, investment: 0, revenue: 60_000 * M, operating_cost: 45_000 * M },
  { year: 2028, revenue: 95_000 * M, operating_cost: 65_000 * M },
  { year: 2029, revenue: 120_000 * M, operating_cost: 78_000 * M },
  { year: 2030, revenue: 130_000 * M, operating_cost: 82_000 * M },
  { year: 2031, revenue: 135_000 * M, operating_cost: 85_000 * M },
];

describe('feasibility figures (NPV, IRR, payback)', () => {
  it('match the worked spreadsheet example', () => {
    const flows = netFlows(LINES).map((f) => f / M);
    expect(flows).toEqual([-120_000, 15_000, 30_000, 42_000, 48_000, 50_000]);
    // The present values row, cell by cell.
    const pv = flows.map((f, t) => f / 1.1 ** t);
    expect(pv.map((v) => Math.round(v * 100) / 100)).toEqual([-120_000, 13_636.36, 24_793.39, 31_555.22, 32_784.65, 31_046.07]);
    const fig = feasibilityFigures(LINES, 10);
    expect(fig.npv).toBe(13_815_685_714);
    expect(Math.round(((fig.npv ?? 0) / M) * 100) / 100).toBe(13_815.69);
    expect(fig.irr).toBe(13.7);
    expect(fig.payback_years).toBe(3.69);
    // At the IRR the NPV is 0 (to the đồng on 120 billion).
    expect(Math.abs(npvOf(netFlows(LINES), irrOf(netFlows(LINES)) as number))).toBeLessThan(1);
  });

  it('reads lines in any order, sums lines of one year, counts a missing year as 0', () => {
    const shuffled = [LINES[3], LINES[0], LINES[5], LINES[1], LINES[4], LINES[2]] as typeof LINES;
    expect(feasibilityFigures(shuffled, 10)).toEqual(feasibilityFigures(LINES, 10));
    expect(netFlows([{ year: 2026, investment: 100 }, { year: 2026, revenue: 30 }, { year: 2028, revenue: 90 }])).toEqual([-70, 0, 90]);
    // Strings as a form sends them.
    expect(netFlows([{ year: 2026, investment: '100' as unknown as number }])).toEqual([-100]);
  });

  it('says null where a figure does not exist', () => {
    expect(feasibilityFigures([], 10)).toEqual({ npv: null, irr: null, payback_years: null, net_flows: [] });
    // Never pays back: no IRR (no sign change), no payback; NPV still computed.
    const loss = feasibilityFigures([{ year: 2026, investment: 1000 }, { year: 2027, operating_cost: 10 }], 8);
    expect(loss.irr).toBeNull();
    expect(loss.payback_years).toBeNull();
    expect(loss.npv).toBe(-1009);
    expect(paybackOf([0, 5])).toBe(0);
    expect(paybackOf([-100, 100])).toBe(1);
    // A rate of 0: NPV is the plain sum.
    expect(feasibilityFigures(LINES, 0).npv).toBe(65_000 * M);
  });
});
