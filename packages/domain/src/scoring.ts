/**
 * A contractor evaluation's weighted total and grade (issue 39, ADR 0020): each criterion scored 0 to
 * 10, weighted by its criterion's weight (a group's weights add up to 100), so the total is 0 to 100;
 * grade A from 85, B from 70, C from 50, D below. One function for the server (stored with the
 * evaluation), the admin and the contractor report.
 */
export type ScoredItem = { weight: number | string | null | undefined; score: number | string | null | undefined };
export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];
export const GRADE_FLOORS: Readonly<Record<Exclude<Grade, 'D'>, number>> = { A: 85, B: 70, C: 50 };
export const SCORE_MAX = 10;

const n = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0);

/** The weighted total (0-100, two decimals) and its grade; null for no scored item. */
export function evaluationResult(items: readonly ScoredItem[]): { total: number | null; grade: Grade | null } {
  if (items.length === 0) return { total: null, grade: null };
  const total = Math.round(items.reduce((s, x) => s + (n(x.weight) * n(x.score)) / SCORE_MAX, 0) * 100) / 100;
  return { total, grade: gradeOf(total) };
}

export const gradeOf = (total: number): Grade => (total >= GRADE_FLOORS.A ? 'A' : total >= GRADE_FLOORS.B ? 'B' : total >= GRADE_FLOORS.C ? 'C' : 'D');

/** Whether a group's weights add up to 100 (to the hundredth). */
export const weightsComplete = (weights: readonly (number | string | null | undefined)[]): boolean => Math.round(weights.reduce<number>((s, w) => s + n(w), 0) * 100) === 10_000;
