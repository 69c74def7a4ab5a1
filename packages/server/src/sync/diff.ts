/**
 * The difference between the synchronised records (what the last applied runs brought in) and
 * what the source has now, matched on the source's stable id, never on names or codes (ADR 0005).
 * Pure: no database, so it is tested on its own (diff.test.ts).
 */

export type Values = Record<string, unknown>;
/** A synchronised record as stored: its source id, whether the source had dropped it, its compared fields. */
export type MirrorRecord = { source_id: string; is_gone: boolean; values: Values };
/** A source record after normalising (targets.ts): its id and the compared fields. */
export type IncomingRecord = { source_id: string; values: Values };

export type AddedEntry = { source_id: string; title: string; after: Values };
/** `fields`: the compared fields that differ; `isReturning`: the source had dropped it and has it again. */
export type ChangedEntry = { source_id: string; title: string; before: Values; after: Values; fields: string[]; isReturning?: true };
export type GoneEntry = { source_id: string; title: string; before: Values };
export type SyncDiff = { added: AddedEntry[]; changed: ChangedEntry[]; gone: GoneEntry[]; unchanged: number };

/** Values compare after trimming text and treating '', undefined and null alike. */
export function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => {
    if (v === undefined || v === null) return null;
    if (typeof v === 'string') return v.trim() === '' ? null : v.trim().normalize('NFC');
    return v;
  };
  const x = norm(a);
  const y = norm(b);
  if (x === y) return true;
  return typeof x === 'object' && typeof y === 'object' && JSON.stringify(x) === JSON.stringify(y);
}

/**
 * `fields`: the compared fields; `titleField`: what names an entry for the reviewer. Records
 * present on both sides with equal fields are unchanged; a record the source had dropped and has
 * again is a change (`isReturning`); a record the mirror holds and the source no longer has is gone
 * (once: a record already marked gone is not gone again).
 */
export function diffRecords(fields: readonly string[], titleField: string, mirror: readonly MirrorRecord[], incoming: readonly IncomingRecord[]): SyncDiff {
  const byId = new Map(mirror.map((m) => [m.source_id, m]));
  const seen = new Set<string>();
  const out: SyncDiff = { added: [], changed: [], gone: [], unchanged: 0 };
  const title = (v: Values, id: string) => (typeof v[titleField] === 'string' && v[titleField] ? (v[titleField] as string) : id);
  for (const rec of incoming) {
    if (seen.has(rec.source_id)) throw new Error(`source id ${rec.source_id} appears twice`);
    seen.add(rec.source_id);
    const m = byId.get(rec.source_id);
    const after = pick(rec.values, fields);
    if (!m) {
      out.added.push({ source_id: rec.source_id, title: title(after, rec.source_id), after });
      continue;
    }
    const before = pick(m.values, fields);
    const differ = fields.filter((f) => !same(before[f], after[f]));
    if (differ.length === 0 && !m.is_gone) {
      out.unchanged++;
      continue;
    }
    out.changed.push({ source_id: rec.source_id, title: title(after, rec.source_id), before, after, fields: differ, ...(m.is_gone && { isReturning: true as const }) });
  }
  for (const m of mirror) {
    if (seen.has(m.source_id) || m.is_gone) continue;
    const before = pick(m.values, fields);
    out.gone.push({ source_id: m.source_id, title: title(before, m.source_id), before });
  }
  return out;
}

function pick(v: Values, fields: readonly string[]): Values {
  const out: Values = {};
  for (const f of fields) out[f] = v[f] ?? null;
  return out;
}

export const isEmptyDiff = (d: SyncDiff): boolean => d.added.length === 0 && d.changed.length === 0 && d.gone.length === 0;
