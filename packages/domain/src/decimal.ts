/**
 * Exact decimal arithmetic for declared numbers (issue 34, ADR 0018): a `number({ scale })` is stored
 * as `numeric(18, scale)` and money as whole đồng (`numeric(18, 0)`), so the database never rounds
 * through binary floating point; these helpers do the same in TypeScript (a form's live line total,
 * a footer sum) on scaled BigInts, never on floats (0.1 + 0.2 is 0.3 here).
 *
 * A value travels as a JS number of at most 15 significant digits: its shortest text is the exact
 * decimal that was typed or stored, which `toUnits` reads digit by digit.
 */

/** Whether `v` has at most `scale` digits after the point (read from its shortest decimal text). */
export function hasScale(v: number, scale: number): boolean {
  if (!Number.isFinite(v)) return false;
  const [, frac = ''] = plain(v).split('.');
  return frac.length <= scale;
}

/** The decimal text of a number without an exponent (1e-7 is 0.0000001). */
function plain(v: number): string {
  const s = String(v);
  if (!/e/i.test(s)) return s;
  const [mant = '', expText = '0'] = s.toLowerCase().split('e');
  const exp = Number(expText);
  const neg = mant.startsWith('-');
  const [int = '', frac = ''] = mant.replace('-', '').split('.');
  const digits = int + frac;
  const point = int.length + exp;
  const out =
    point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (neg ? '-' : '') + out;
}

/** `v` in units of 10^-scale, exactly (throws when `v` has more decimals than `scale`). */
export function toUnits(v: number, scale: number): bigint {
  const s = plain(v);
  const neg = s.startsWith('-');
  const [int = '0', frac = ''] = s.replace('-', '').split('.');
  if (frac.length > scale) throw new RangeError(`${s} has more than ${scale} decimals`);
  const units = BigInt(int + frac.padEnd(scale, '0'));
  return neg ? -units : units;
}

/** Units of 10^-scale back to a number (exact for up to 15 significant digits). */
export const fromUnits = (units: bigint, scale: number): number => {
  const neg = units < 0n;
  const digits = (neg ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number((neg ? '-' : '') + text);
};

/** Half away from zero, as PostgreSQL's `round(numeric)`: `units` of scale `from` to scale `to` (≤ from). */
function rescale(units: bigint, from: number, to: number): bigint {
  if (to >= from) return units * 10n ** BigInt(to - from);
  const d = 10n ** BigInt(from - to);
  const q = units / d;
  const r = units % d;
  const half = r < 0n ? -r * 2n >= d : r * 2n >= d;
  return half ? q + (units < 0n ? -1n : 1n) : q;
}

/** `a × b` rounded half away from zero to `scale` decimals (quantity × price to whole đồng: scale 0). */
export function mulExact(a: number, b: number, scale: number): number {
  const [sa, sb] = [decimalsOf(a), decimalsOf(b)];
  return fromUnits(rescale(toUnits(a, sa) * toUnits(b, sb), sa + sb, scale), scale);
}

/** The sum of `values`, exact, at the largest scale among them (nulls are left out). */
export function sumExact(values: readonly (number | null | undefined)[]): number {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  // Whole numbers (đồng) whose magnitudes add up to at most 2^53 - 1: every partial sum is exact in
  // floating point, so the plain sum is the exact one (a 20 x 500 comparison's totals: no strings,
  // no BigInt). Otherwise, units of the largest scale.
  let sum = 0;
  let magnitude = 0;
  let isWhole = true;
  for (const v of present) {
    if (!Number.isInteger(v)) {
      isWhole = false;
      break;
    }
    sum += v;
    magnitude += Math.abs(v);
  }
  if (isWhole && magnitude <= Number.MAX_SAFE_INTEGER) return sum + 0;
  const scale = Math.max(0, ...present.map(decimalsOf));
  return fromUnits(
    present.reduce((acc, v) => acc + toUnits(v, scale), 0n),
    scale,
  );
}

/** How many digits `v` has after the point. */
export const decimalsOf = (v: number): number => (plain(v).split('.')[1] ?? '').length;

/** Digits before and after the point a declared number may hold: numeric(18, scale) keeps 18 in all. */
export const NUMERIC_PRECISION = 18;
