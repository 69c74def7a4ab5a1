/**
 * Drizzle tables derived from the entity declarations, plus the few system tables the engine
 * itself needs. `npm run db:generate` diffs these against the committed snapshot.
 */
import type { Column, Field, Formula, Resource, ScheduleMove } from '@portal/domain';
import { isStoredRollup, NUMERIC_PRECISION, resourceByName, resources } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { authTables } from '../auth/tables.js';
import { mediaTables } from '../media/table.js';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// biome-ignore lint/suspicious/noExplicitAny: tables are built at run time from declarations
export type AnyTable = PgTableWithColumns<any>;

/** A tree path (ltree): the ids of a record's ancestors and its own, e.g. 1.5.9. */
const ltree = customType<{ data: string }>({ dataType: () => 'ltree' });

/** A declared formula as the generated column's expression: numeric arithmetic, rounded to the column's scale. */
const formulaSql = (f: Formula, scale: number): string => {
  const sign = { mul: ' * ', add: ' + ', sub: ' - ' }[f.op];
  return `round((${f.of.map((x) => `"${x}"::numeric`).join(sign)}), ${scale})`;
};

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

function columnBuilder(c: Column, tableFor: (name: string) => AnyTable | undefined): PgColumnBuilderBase {
  const d: Field = c.def;
  const n = c.name;
  switch (d.kind) {
    case 'text':
      return varchar(n, { length: d.max });
    case 'richText':
      return text(n);
    case 'integer':
      return d.default !== undefined ? integer(n).notNull().default(d.default) : integer(n);
    // Exact (ADR 0018): a declared scale is a numeric's, money is whole đồng; never binary floating point.
    case 'number':
    case 'money': {
      const scale = d.kind === 'number' ? d.scale : 0;
      const column = numeric(n, { precision: NUMERIC_PRECISION, scale, mode: 'number' });
      return d.formula ? column.generatedAlwaysAs(sql.raw(formulaSql(d.formula, scale))) : column;
    }
    case 'coordinate':
      return doublePrecision(n);
    case 'flag':
      return boolean(n).notNull().default(d.default);
    case 'date':
      return date(n, { mode: 'string' });
    case 'datetime':
      return ts(n);
    case 'enum': {
      if (d.values.every((v) => typeof v === 'number')) return d.default !== undefined ? integer(n).notNull().default(Number(d.default)) : integer(n);
      return d.default !== undefined ? varchar(n, { length: 50 }).notNull().default(String(d.default)) : varchar(n, { length: 50 });
    }
    case 'ref': {
      const col = bigint(n, { mode: 'number' });
      const target = d.target;
      // A reference is a foreign key, so the database itself refuses dangling ids and deletes of used rows.
      const onDelete = d.onDelete === 'cascade' ? 'cascade' : d.onDelete === 'setNull' ? 'set null' : 'restrict';
      return resourceByName.has(target) ? col.references((): AnyPgColumn => (tableFor(target) as AnyTable).id, { onDelete }) : col;
    }
    case 'media':
      return bigint(n, { mode: 'number' });
    case 'refs':
    case 'mediaList':
      return bigint(n, { mode: 'number' }).array();
    case 'tags':
      return text(n).array();
    case 'email':
      return varchar(n, { length: 255 });
    case 'phone':
      return varchar(n, { length: 20 });
    case 'url':
      return varchar(n, { length: 2048 });
    case 'json':
      return jsonb(n);
  }
}

/** The search expression (SQL text): lower-cased, diacritics removed, all searchable columns joined. */
export function searchText(r: Resource): string {
  const parts = r.search.map((s) => `coalesce("${s}"::text, '')`);
  return `f_unaccent(lower(${parts.join(` || ' ' || `)}))`;
}

/**
 * What separates words in a search document and in a search (ADR 0011): every ASCII character
 * that is not a letter or a digit (spaces, punctuation, `@`, `.`, `-`, `_`), so an e-mail, a dotted
 * phone number or a hyphenated word is several words, on both sides alike. Written with ASCII
 * ranges, not `[:alnum:]`, whose meaning follows the database's locale.
 */
export const WORD_SEPARATORS = String.raw`'[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+'`;

/** The words of an unaccented, lower-cased text `expr` (SQL text) as a `simple` tsvector. */
export const wordVector = (expr: string): string => `to_tsvector('simple'::regconfig, regexp_replace(${expr}, ${WORD_SEPARATORS}, ' ', 'g'))`;

/**
 * The stored search document of a searchable resource (ADR 0011, after ADR 0007): the words of the
 * search expression, unaccented and lower-cased, as a `simple` tsvector kept by the database in a
 * generated column with a GIN index, so a search reads one posting list per word and computes
 * nothing per row. The column is a custom object (custom-ddl.ts), not part of the table's model: no
 * `select()` of a row carries it, no write can set it.
 */
export const SEARCH_VEC = 'search_vec';

/** The stored search document of `r`, qualified by the table's name. */
export const searchVec = (r: Resource): SQL => sql`${sql.identifier(r.name)}.${sql.identifier(SEARCH_VEC)}`;

/** The words of a search as typed (at most 10): split where the document splits words, each with a letter or a digit. */
export const searchTerms = (q: string): string[] =>
  q
    .split(/[\s!-/:-@[-`{-~]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 10);

/** Words (as typed) as the document's lexemes: unaccented, lower-cased, split alike (SQL text of a `simple` tsquery). */
const words = (ws: string[]): SQL => sql`plainto_tsquery('simple'::regconfig, regexp_replace(f_unaccent(lower(${ws.join(' ')}::text)), ${sql.raw(WORD_SEPARATORS)}, ' ', 'g'))`;

/** One word (as typed) as the start of a word: each of its lexemes with `:*`. */
const wordStart = (w: string): SQL => sql`regexp_replace(${words([w])}::text, '''(?= |$)', ''':*', 'g')::tsquery`;

/**
 * A search on a `simple` tsvector `vec` (ADR 0011): every word of `q` must be in the document; the
 * last one may be the start of a word (it is the one being typed), the others are whole words.
 * Every function here is immutable, so PostgreSQL folds each query to a constant when it plans the
 * statement and estimates it from the column's statistics.
 * - One word: `vec @@ 'word':*` (the GIN index collects the rows of every word it starts).
 * - Several: the whole words go to the index (`vec @@ 'a' & 'b'`, posting lists intersected); the
 *   last word's start is checked on the rows they find (`ts_match_vq`, which the planner does not
 *   push into the index), because collecting every row of a common start (`tuc:*` over a million
 *   news) costs more than the rest of the search. A last word with a digit (a code, a phone
 *   number) is rare, so it goes to the index with the others.
 * `isRecheck` gives the same test as functions the planner does not take to the index, for rows
 * already narrowed to a few candidate ids (ADR 0015).
 * `null` when `q` has no letter or digit: such a search matches nothing.
 */
export function searchMatch(vec: SQL, q: string, isRecheck = false): SQL | null {
  const terms = searchTerms(q);
  const last = terms[terms.length - 1];
  if (last === undefined) return null;
  if (terms.length === 1) return sql`${vec} @@ ${wordStart(last)}`;
  const whole = words(terms.slice(0, -1));
  // On candidate rows found otherwise (engine/search-dense.ts): the same test, out of the index's reach.
  if (isRecheck) return sql`ts_match_vq(${vec}, ${whole}) AND ts_match_vq(${vec}, ${wordStart(last)})`;
  if (/\p{N}/u.test(last)) return sql`${vec} @@ (${whole} && ${wordStart(last)})`;
  return sql`${vec} @@ ${whole} AND ts_match_vq(${vec}, ${wordStart(last)})`;
}

const built = new Map<string, AnyTable>();

export function tableFor(r: Resource): AnyTable {
  const existing = built.get(r.name);
  if (existing) return existing;
  const cols: Record<string, PgColumnBuilderBase> = {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    created_date: ts('created_date').notNull().defaultNow(),
    updated_date: ts('updated_date').notNull().defaultNow(),
    created_by: bigint('created_by', { mode: 'number' }),
    updated_by: bigint('updated_by', { mode: 'number' }),
    ordering: integer('ordering').notNull().default(0),
    state: varchar('state', { length: 10 }).notNull().default('ACTIVE'),
  };
  if (r.workflow) cols.status = varchar('status', { length: 40 }).notNull().default(r.workflow.initial);
  if (r.tree) cols.tree_path = ltree('tree_path');
  for (const c of r.columns) {
    let b = columnBuilder(c, (name) => {
      const target = resourceByName.get(name);
      return target ? tableFor(target) : undefined;
    });
    if (c.required && c.def.kind !== 'flag') b = (b as ReturnType<typeof varchar>).notNull();
    // A stored roll-up (kept by triggers, ADR 0018): 0 over no children, never null, for count, sum and ratio.
    if (c.def.kind === 'number' && c.def.default !== undefined && isStoredRollup(r, c.name)) b = (b as ReturnType<typeof numeric>).notNull().default(String(c.def.default));
    cols[c.name] = b;
  }
  const t = pgTable(r.name, cols, (t) => {
    const idx = [];
    const col = (n: string) => t[n] as AnyPgColumn;
    const [firstOrder] = r.order.split(',');
    const firstField = firstOrder?.trim().split(/\s+/)[0] ?? 'created_date';
    // The default list: state filter + default order.
    idx.push(index(`${r.name}_state_${firstField}_idx`).on(col('state'), col(firstField), col('id')));
    const seen = new Set<string>(['id', 'state']);
    for (const f of [...r.filters, ...r.sortable]) {
      if (seen.has(f) || !(f in t)) continue;
      seen.add(f);
      const c = r.columnByName.get(f);
      const kind = c?.def.kind;
      if (kind === 'refs' || kind === 'mediaList' || kind === 'tags') idx.push(index(`${r.name}_${f}_gin`).using('gin', col(f)));
      else idx.push(index(`${r.name}_${f}_idx`).on(col(f), col('id')));
    }
    for (const c of r.columns) {
      if (c.def.kind === 'ref' && !seen.has(c.name)) {
        seen.add(c.name);
        idx.push(index(`${r.name}_${c.name}_idx`).on(col(c.name)));
      }
      // Media columns: a file's access is decided by the records that use it (media/uses.ts).
      if ((c.def.kind === 'media' || c.def.kind === 'mediaList') && !seen.has(c.name)) {
        seen.add(c.name);
        idx.push(c.def.kind === 'media' ? index(`${r.name}_${c.name}_idx`).on(col(c.name)) : index(`${r.name}_${c.name}_gin`).using('gin', col(c.name)));
      }
      if (c.def.unique) {
        const isText = ['text', 'email', 'phone', 'url'].includes(c.def.kind);
        const u = uniqueIndex(`${r.name}_${c.name}_uq`).on(isText ? sql`lower(${col(c.name)})` : col(c.name));
        // Inactivated records (soft delete) do not block their code.
        idx.push(r.deleteMode === 'soft' ? u.where(sql`${col('state')} = 'ACTIVE'`) : u);
      }
    }
    // The scheduler's "what is due" for each move (jobs/content-schedule.ts): only the rows waiting
    // for it, by date. Without it, the pass every 30 s walked the date's index through every record
    // already moved (3.3 to 5.7 s a pass at 1M news, and a burst of slow answers for everyone). The id
    // in the key makes it an index-only read, which the planner picks even when it misjudges how
    // many rows wait (it multiplies the status's share by the date's, and took the date's index).
    // Declared composite list indexes (`list.indexes`: a project's open items by due date).
    for (const ix of r.list?.indexes ?? []) idx.push(index(`${r.name}_${ix.join('_')}_idx`).on(col(ix[0] as string), ...ix.slice(1).map(col), col('id')));
    for (const m of r.schedule ?? []) idx.push(index(`${r.name}_${m.field}_due_idx`).on(col(m.field), col('id')).where(scheduleDue(col, m)));
    return idx;
  });
  built.set(r.name, t as AnyTable);
  return t as AnyTable;
}

/**
 * The rows a schedule move is waiting for: in one of its statuses, with its date set. Written out
 * with the statuses as literals (declared names, checked by the declaration), so the scheduler's
 * query says exactly what its partial index says and PostgreSQL can always use the index.
 */
export function scheduleDue(col: (name: string) => AnyPgColumn, m: ScheduleMove): SQL {
  const statuses = sql.raw(m.from.map((x) => `'${x.replace(/'/g, "''")}'`).join(', '));
  return sql`${col('status')} in (${statuses}) and ${col(m.field)} is not null`;
}

/** Activity log (spec §3, §6): one row per write of a tracked entity. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    created_date: ts('created_date').notNull().defaultNow(),
    user_id: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 255 }),
    module: varchar('module', { length: 120 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    result: varchar('result', { length: 20 }).notNull().default('SUCCESS'),
    ip: varchar('ip', { length: 64 }),
    browser: varchar('browser', { length: 255 }),
    device: varchar('device', { length: 64 }),
    description: varchar('description', { length: 500 }),
    activity_context: varchar('activity_context', { length: 120 }),
    suffix: varchar('suffix', { length: 60 }),
    message: varchar('message', { length: 500 }),
    table_name: varchar('table_name', { length: 120 }),
    record_id: bigint('record_id', { mode: 'number' }),
    origin_data: jsonb('origin_data'),
    updated_data: jsonb('updated_data'),
    search_logs_value: text('search_logs_value'),
  },
  (t) => [
    index('activity_log_created_idx').on(t.created_date, t.id),
    index('activity_log_module_idx').on(t.module, t.created_date),
    index('activity_log_user_idx').on(t.user_id, t.created_date),
    index('activity_log_record_idx').on(t.table_name, t.record_id),
  ],
);

/** Scheduler bookkeeping: which job ran last, so that several instances run each job once. */
export const jobRun = pgTable('job_run', {
  name: varchar('name', { length: 120 }).primaryKey(),
  last_run: ts('last_run'),
  locked_until: ts('locked_until'),
});

/**
 * The last number given per numbered resource and code shape (declared `numbering`,
 * engine/numbering.ts): `shape` is the code's prefix and suffix around its sequence.
 */
export const codeCounter = pgTable(
  'code_counter',
  {
    resource: varchar('resource', { length: 120 }).notNull(),
    shape: varchar('shape', { length: 300 }).notNull(),
    last: bigint('last', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.shape] })],
);

/**
 * The due-date alerts sent (declared `alerts`, jobs/alerts.ts): one row per resource, alert, rule
 * (0 for an alert without rules), record and due date, inserted ON CONFLICT DO NOTHING by the pass
 * that sends it, so each alert goes once whatever the passes and instances.
 */
export const alertSent = pgTable(
  'alert_sent',
  {
    resource: varchar('resource', { length: 120 }).notNull(),
    alert: varchar('alert', { length: 120 }).notNull(),
    rule_id: bigint('rule_id', { mode: 'number' }).notNull().default(0),
    record_id: bigint('record_id', { mode: 'number' }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    recipient_count: integer('recipient_count').notNull().default(0),
    created_date: ts('created_date').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resource, t.alert, t.rule_id, t.record_id, t.due_date] })],
);

export const systemTables = { activity_log: activityLog, job_run: jobRun, code_counter: codeCounter, alert_sent: alertSent, ...authTables, ...mediaTables };

/** Every table, keyed by name: what drizzle-kit diffs. */
export function allTables(): Record<string, AnyTable> {
  const out: Record<string, AnyTable> = {};
  for (const r of resources) out[r.name] = tableFor(r);
  for (const [k, v] of Object.entries(systemTables)) out[k] = v as AnyTable;
  return out;
}
