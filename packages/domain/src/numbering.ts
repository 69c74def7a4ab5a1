/**
 * Codes numbered by the server (issue 34, ADR 0018): a declaration's `numbering: { field, pattern }`.
 * A pattern holds literal text, the creation date in Vietnam time ({YYYY}, {YY}, {MM}, {DD}), values
 * of the record ({field}) and one sequence, a run of #s in braces ({####}: at least four digits,
 * more when the count outgrows them). The sequence counts per rendered prefix and suffix, so
 * `DA-{YYYY}-{####}` starts again at 0001 each year.
 */
import type { Row } from './validation.js';

/** The fixed text around a code's sequence, and the sequence's least width. */
export type CodeParts = { prefix: string; suffix: string; width: number };

const TOKEN = /\{([A-Za-z_][A-Za-z0-9_]*|#+)\}/g;
const VN_OFFSET_MS = 7 * 3600 * 1000;

/** The tokens a pattern names that are fields of the record (not date parts or the sequence). */
export function patternFields(pattern: string): string[] {
  return [...pattern.matchAll(TOKEN)].map((m) => m[1] as string).filter((t) => !t.startsWith('#') && !['YYYY', 'YY', 'MM', 'DD'].includes(t));
}

/** Checks a pattern: exactly one sequence; returns what is wrong, or null. */
export function patternProblem(pattern: string): string | null {
  const seqs = [...pattern.matchAll(TOKEN)].filter((m) => (m[1] as string).startsWith('#'));
  if (seqs.length !== 1) return 'needs exactly one sequence such as {####}';
  if (/[{}]/.test(pattern.replace(TOKEN, ''))) return 'has an unknown token';
  return null;
}

/** The parts of the code a record created at `now` with `values` gets. */
export function codeParts(pattern: string, values: Row, now: Date): CodeParts {
  const day = new Date(now.getTime() + VN_OFFSET_MS).toISOString();
  const dates: Record<string, string> = { YYYY: day.slice(0, 4), YY: day.slice(2, 4), MM: day.slice(5, 7), DD: day.slice(8, 10) };
  let width = 0;
  const text = pattern.replace(TOKEN, (_, t: string) => {
    if (t.startsWith('#')) {
      width = t.length;
      return '\u0000';
    }
    if (dates[t] !== undefined) return dates[t];
    const v = values[t];
    // Only plain values make a code (input is not validated yet: an object or a list is left out).
    return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  });
  const [prefix = '', suffix = ''] = text.split('\u0000');
  return { prefix, suffix, width };
}

export const formatCode = (p: CodeParts, seq: number): string => `${p.prefix}${String(seq).padStart(p.width, '0')}${p.suffix}`;

/** The sequence number of `code` when it has the shape of `p` (its prefix, digits, its suffix), else null. */
export function seqOf(p: CodeParts, code: string): number | null {
  if (!code.toLowerCase().startsWith(p.prefix.toLowerCase()) || !code.toLowerCase().endsWith(p.suffix.toLowerCase())) return null;
  const digits = code.slice(p.prefix.length, code.length - p.suffix.length);
  return /^\d{1,15}$/.test(digits) ? Number(digits) : null;
}
