/**
 * The figures of a lines grid as one types (ADR 0018, exact numbers): a computed column (a field with
 * a `formula`) worked out the way the database's generated column is (`round(<exact arithmetic>,
 * scale)`, half away from zero), and the footer's totals, with decimal.ts on scaled BigInts, never
 * on floats; shown grouped the Vietnamese way (1.250.000 ₫, 2,5).
 */
import { decimalsOf, mulExact, sumExact } from '@portal/domain/decimal';
import type { Column } from '@portal/domain/resource';

type Values = Record<string, unknown>;

const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** Decimals a numeric column keeps: money and integers none, a number its declared scale. */
export const scaleOf = (c: Column): number => (c.def.kind === 'number' ? c.def.scale : 0);

/** Whether the column is computed from the line's own numbers (shown read-only in the grid). */
export const isComputed = (c: Column): boolean => (c.def.kind === 'number' || c.def.kind === 'money') && !!c.def.formula;

/** A computed column's value for one line; null while an operand is empty (as SQL's NULL arithmetic). */
export function formulaValue(c: Column, line: Values | undefined): number | null {
  const f = c.def.kind === 'number' || c.def.kind === 'money' ? c.def.formula : undefined;
  if (!f) return numberOf(line?.[c.name]);
  const xs = f.of.map((name) => numberOf(line?.[name]));
  if (xs.some((x) => x === null)) return null;
  const [first, ...rest] = xs as number[];
  const scale = scaleOf(c);
  if (f.op === 'mul') {
    // The product kept exact (every operand's decimals), rounded once at the end as the database does.
    let acc = first as number;
    for (const x of rest) acc = mulExact(acc, x, decimalsOf(acc) + decimalsOf(x));
    return mulExact(acc, 1, scale);
  }
  const sum = sumExact(f.op === 'add' ? [first, ...rest] : [first, ...rest.map((x) => -x)]);
  return mulExact(sum, 1, scale);
}

/** A footer total: the column's values (computed ones worked out) over the lines, exact; empty values left out. */
export const totalOf = (c: Column, lines: readonly (Values | undefined)[]): number => sumExact(lines.map((l) => formulaValue(c, l)));

/** A figure as shown in the grid: Vietnamese grouping, money in whole đồng with ₫. */
export function formatFigure(c: Column, v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '';
  const text = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: scaleOf(c), minimumFractionDigits: 0 }).format(v);
  return c.def.kind === 'money' ? `${text} ₫` : text;
}

/** A field path from the server (`items[1].parts[0].unit_price`) -> the form's name path, else null. */
export function issuePath(field: string): (string | number)[] | null {
  if (!/^(?:\w+\[\d+\]\.)+\w+$/.test(field)) return null;
  return field.split('.').flatMap((part) => {
    const m = /^(\w+)\[(\d+)\]$/.exec(part);
    return m ? [m[1] as string, Number(m[2])] : [part];
  });
}
