/**
 * A feasibility study's figures (issue 39, ADR 0020): net present value, internal rate of return and
 * payback period of yearly cash flows. One pure function used by the server (stored with the study
 * after every write of it or its lines), the admin form (live as lines are typed) and the export.
 *
 * Conventions (as an analyst's spreadsheet lays them out, one column per year):
 * - a year's net cash flow is revenue - operating cost - investment;
 * - the first year is year 0, not discounted: NPV = CF0 + Σ CFt / (1 + r)^t, which is the
 *   spreadsheet's `=B4+NPV(r, C4:F4)` (Excel's NPV discounts its first value by one period);
 * - IRR is the rate at which that NPV is 0 (the spreadsheet's `=IRR(B4:F4)`), in percent; null when
 *   the flows never change sign or no rate in (-99 %, 1000 %) makes the NPV 0;
 * - payback is the years until the cumulative flow stops being negative, the last year counted in
 *   part (cumulative before / that year's flow); null when it never does.
 */
export type CashFlowLine = { year: number; investment?: number | null; revenue?: number | null; operating_cost?: number | null };
export type FeasibilityFigures = { npv: number | null; irr: number | null; payback_years: number | null; net_flows: number[] };

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
  return Number.isFinite(n) ? n : 0;
};

/** The net flow of each year, in year order (lines of one year summed; a missing year in between counts 0). */
export function netFlows(lines: readonly CashFlowLine[]): number[] {
  const valid = lines.filter((l) => Number.isInteger(Number(l.year)));
  if (valid.length === 0) return [];
  const years = valid.map((l) => Number(l.year));
  const first = Math.min(...years);
  const last = Math.max(...years);
  if (last - first > 200) return [];
  const out = new Array<number>(last - first + 1).fill(0);
  for (const l of valid) out[Number(l.year) - first] = (out[Number(l.year) - first] ?? 0) + num(l.revenue) - num(l.operating_cost) - num(l.investment);
  return out;
}

/** Σ flows[t] / (1 + rate)^t, rate a fraction (0.1 for 10 %). */
export function npvOf(flows: readonly number[], rate: number): number {
  let sum = 0;
  for (let t = 0; t < flows.length; t++) sum += (flows[t] ?? 0) / (1 + rate) ** t;
  return sum;
}

/** The rate (a fraction) at which the NPV is 0, by bisection on a bracket found by scanning; null when none. */
export function irrOf(flows: readonly number[]): number | null {
  if (!flows.some((f) => f < 0) || !flows.some((f) => f > 0)) return null;
  // Scan for a sign change from just above -100 % upwards; bisect the first bracket found.
  const grid = [-0.99, -0.9, -0.75, -0.5, -0.25, -0.1, 0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10];
  for (let i = 0; i + 1 < grid.length; i++) {
    let lo = grid[i] as number;
    let hi = grid[i + 1] as number;
    let flo = npvOf(flows, lo);
    const fhi = npvOf(flows, hi);
    if (flo === 0) return lo;
    if (Math.sign(flo) === Math.sign(fhi)) continue;
    for (let k = 0; k < 200 && hi - lo > 1e-12; k++) {
      const mid = (lo + hi) / 2;
      const fm = npvOf(flows, mid);
      if (Math.sign(fm) === Math.sign(flo)) {
        lo = mid;
        flo = fm;
      } else hi = mid;
    }
    return (lo + hi) / 2;
  }
  return null;
}

/** Years until the cumulative flow is no longer negative (the last year in part); null when it never is. */
export function paybackOf(flows: readonly number[]): number | null {
  let cum = 0;
  for (let t = 0; t < flows.length; t++) {
    const f = flows[t] ?? 0;
    const before = cum;
    cum += f;
    if (cum >= 0 && (before < 0 || t === 0)) return before < 0 && f > 0 ? t - 1 + -before / f : t;
  }
  return null;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * The study's figures from its lines and its discount rate (percent a year): NPV rounded to the
 * đồng, IRR in percent with two decimals, payback in years with two decimals.
 */
export function feasibilityFigures(lines: readonly CashFlowLine[], discountRatePercent: number | null | undefined): FeasibilityFigures {
  const flows = netFlows(lines);
  if (flows.length === 0) return { npv: null, irr: null, payback_years: null, net_flows: [] };
  const rate = num(discountRatePercent) / 100;
  const irr = irrOf(flows);
  const payback = paybackOf(flows);
  return {
    npv: Math.round(npvOf(flows, rate)),
    irr: irr === null ? null : round(irr * 100, 2),
    payback_years: payback === null ? null : round(payback, 2),
    net_flows: flows,
  };
}
