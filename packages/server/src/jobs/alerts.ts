/**
 * Due-date alerts declared on resources (`alerts`, domain alerts.ts; ADR 0018): one pass for all
 * of them, run by the scheduler once per 10-minute slot in a process. For each alert (and, with
 * `rules`, each active rule record) it finds the active records whose due date (a date field of
 * the record, or the latest active child's) falls within the days before it, today in
 * Asia/Ho_Chi_Minh included (or, `isAfter`, passed within the days after it), and notifies the recipients: the rule's accounts, the accounts behind
 * the record's declared staff or account references, the members (or the members holding given
 * positions) of the record's parent through its `access.member`; active accounts only.
 *
 * Once per alert, rule, record and due date, whatever the number of instances and passes: each
 * alert is claimed by inserting its row (`alert_sent`, or the rules' declared history resource,
 * which has the unique constraint) ON CONFLICT DO NOTHING in the transaction that writes its
 * notifications; only what a pass inserted is notified. A new due date (a renewed policy, a moved
 * deadline) is a new alert when it comes near.
 */
import {
  type AlertDecl,
  type AlertDateOf,
  type Label,
  type MessageKey,
  type MessageParams,
  type Resource,
  resourceByName,
  resources,
  translate,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';
import { sendNotifications } from '../notify/push.js';

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : (((res as { rows?: T[] }).rows ?? []) as T[]));
const vnToday = (now: Date) => now.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const id = (name: string) => sql.identifier(name);
const list = (xs: readonly unknown[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);
/** Records looked at per alert and rule in one pass (the nearest due dates first); the rest wait for the next. */
const BATCH = 1000;

/** One alert this pass sent. */
export type AlertSent = { resource: string; alert: string; rule_id: number; record_id: number; due_date: string; recipients: number[] };

const target = (r: Resource, field: string) => {
  const d = r.columnByName.get(field)?.def;
  return d?.kind === 'ref' || d?.kind === 'refs' ? d.target : undefined;
};

/** Load-time checks against the other declarations (the declaration's own are in defineResource). */
export function checkAlerts(r: Resource): void {
  for (const a of r.alerts ?? []) {
    const where = `${r.name}: alert ${a.name}`;
    if (typeof a.field === 'object') {
      const child = resourceByName.get(a.field.of);
      const kind = child?.columnByName.get(a.field.field)?.def.kind;
      if (!child || target(child, a.field.by) !== r.name || (kind !== 'date' && kind !== 'datetime')) throw new Error(`${where}: ${a.field.of}.${a.field.by} must reference ${r.name} and ${a.field.field} be a date`);
      for (const f of [a.field.latest, ...Object.values(a.field.params ?? {})]) if (f && !child.columnByName.has(f)) throw new Error(`${where}: ${a.field.of} has no field ${f}`);
    }
    for (const f of a.recipients?.fields ?? []) if (!['staff', 'account'].includes(target(r, f) ?? '')) throw new Error(`${where}: recipient field ${f} must reference staff or accounts`);
    const rules = a.rules;
    if (rules) {
      const rr = resourceByName.get(rules.resource);
      if (!rr) throw new Error(`${where}: unknown rules resource ${rules.resource}`);
      for (const f of [rules.days, rules.isActive, rules.recipients, rules.withDeclared, ...Object.keys(rules.where ?? {}), ...Object.values(rules.within ?? {})])
        if (f && !rr.columnByName.has(f)) throw new Error(`${where}: ${rules.resource} has no field ${f}`);
      if (rules.recipients && target(rr, rules.recipients) !== 'account') throw new Error(`${where}: ${rules.resource}.${rules.recipients} must reference accounts`);
      if (rules.log) {
        const log = resourceByName.get(rules.log.resource);
        const fields = [rules.log.rule, rules.log.record, rules.log.due, rules.log.count, ...Object.keys(rules.log.set ?? {})];
        if (!log || fields.some((f) => f && !log.columnByName.has(f))) throw new Error(`${where}: the log ${rules.log.resource} lacks a named field`);
        const isUnique = (log.constraints ?? []).some((c) => c.kind === 'unique' && !c.isActiveOnly && !c.where && [rules.log?.rule, rules.log?.record, rules.log?.due].every((f) => c.fields.includes(f as string)) && c.fields.length === 3);
        if (!isUnique) throw new Error(`${where}: the log ${rules.log.resource} needs a unique constraint on its rule, record and due date`);
      }
    }
  }
}

/** The days before the due date from an `app_setting` value: a number, or `{ days }`. */
async function settingDays(db: Drizzle, key: string): Promise<number | undefined> {
  const [row] = rowsOf<{ value: unknown }>(await db.execute(sql`SELECT value FROM app_setting WHERE key = ${key}`));
  const v = row?.value;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : typeof v === 'object' && v ? Number((v as { days?: unknown }).days) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 3650 ? n : undefined;
}

type Rule = { id: number; days: number; accounts: number[]; withDeclared: boolean; values: Record<string, unknown> };
type Due = { record_id: number; due_date: string; rec: Record<string, unknown>; extra: Record<string, unknown> | null };

/** The records an alert (and rule) finds due in [today, today + days], nearest first. */
async function dueRecords(tx: Drizzle, r: Resource, a: AlertDecl, rule: Rule, today: string): Promise<Due[]> {
  const t = tableFor(r);
  // Before the date: [today, today + days]; after it (`isAfter`): [today - days, today - 1].
  const from = a.isAfter ? sql`(${today}::date - ${rule.days}::int)` : sql`${today}::date`;
  const until = a.isAfter ? sql`(${today}::date - 1)` : sql`(${today}::date + ${rule.days}::int)`;
  const parts: SQL[] = [sql`t.state = 'ACTIVE'`];
  // The declared condition, `$today` the day this pass runs for (made here: YYYY-MM-DD).
  if (a.when && /^\d{4}-\d{2}-\d{2}$/.test(today)) parts.push(sql`(${sql.raw(a.when.replaceAll('$today', `'${today}'::date`))})`);
  for (const [f, cond] of Object.entries(a.where ?? {})) {
    parts.push('in' in cond ? sql`t.${id(f)} IN (${list(cond.in)})` : sql`(t.${id(f)} IS NULL OR t.${id(f)} NOT IN (${list(cond.notIn)}))`);
  }
  for (const [f, ruleField] of Object.entries(a.rules?.within ?? {})) {
    const v = rule.values[ruleField];
    if (v === null || v === undefined || v === '') continue;
    const to = resourceByName.get(target(r, f) ?? '');
    if (to?.tree) {
      const tt = tableFor(to);
      parts.push(sql`t.${id(f)} IN (SELECT u.id FROM ${tt} u WHERE u.tree_path <@ (SELECT g.tree_path FROM ${tt} g WHERE g.id = ${Number(v)}))`);
    } else parts.push(sql`t.${id(f)} = ${v}`);
  }
  const asDate = (expr: SQL, kind: string | undefined) => (kind === 'datetime' ? sql`(${expr} AT TIME ZONE 'Asia/Ho_Chi_Minh')::date` : sql`${expr}::date`);
  let q: SQL;
  if (typeof a.field === 'string') {
    const due = asDate(sql`t.${id(a.field)}`, r.columnByName.get(a.field)?.def.kind);
    q = sql`SELECT t.id AS record_id, ${due}::text AS due_date, row_to_json(t) AS rec, NULL::json AS extra FROM ${t} t
      WHERE ${sql.join(parts, sql` AND `)} AND ${due} BETWEEN ${from} AND ${until}`;
  } else {
    const of: AlertDateOf = a.field;
    const child = resourceByName.get(of.of) as Resource;
    const ct = tableFor(child);
    const due = asDate(sql`c.${id(of.field)}`, child.columnByName.get(of.field)?.def.kind);
    q = sql`SELECT t.id AS record_id, d.due::text AS due_date, row_to_json(t) AS rec, d.extra FROM ${t} t
      JOIN LATERAL (SELECT ${due} AS due, row_to_json(c) AS extra FROM ${ct} c WHERE c.${id(of.by)} = t.id AND c.state = 'ACTIVE'
        ORDER BY c.${id(of.latest ?? of.field)} DESC NULLS LAST, c.id DESC LIMIT 1) d ON true
      WHERE ${sql.join(parts, sql` AND `)} AND d.due BETWEEN ${from} AND ${until}`;
  }
  const rows = rowsOf<{ record_id: number | string; due_date: string; rec: unknown; extra: unknown }>(await tx.execute(sql`${q} ORDER BY 2, 1 LIMIT ${BATCH}`));
  const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown> | null));
  return rows.map((x) => ({ record_id: Number(x.record_id), due_date: x.due_date, rec: json(x.rec) ?? {}, extra: json(x.extra) }));
}

/** Accounts behind the records' staff or account references, per record. */
async function fieldAccounts(tx: Drizzle, r: Resource, fields: readonly string[], due: readonly Due[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(due.map((d) => [d.record_id, []]));
  const valuesOf = (d: Due, f: string) => (Array.isArray(d.rec[f]) ? (d.rec[f] as unknown[]) : [d.rec[f]]).filter((v) => v !== null && v !== undefined).map(Number);
  const staffIds = [...new Set(due.flatMap((d) => fields.filter((f) => target(r, f) === 'staff').flatMap((f) => valuesOf(d, f))))];
  const accountOf = new Map<number, number>();
  if (staffIds.length) {
    for (const s of rowsOf<{ id: string | number; account_id: string | number | null }>(
      await tx.execute(sql`SELECT id, account_id FROM staff WHERE state = 'ACTIVE' AND id IN (${list(staffIds)})`),
    ))
      if (s.account_id !== null) accountOf.set(Number(s.id), Number(s.account_id));
  }
  for (const d of due)
    for (const f of fields)
      for (const v of valuesOf(d, f)) {
        const acc = target(r, f) === 'staff' ? accountOf.get(v) : v;
        if (acc !== undefined) out.get(d.record_id)?.push(acc);
      }
  return out;
}

/** The members (with `positions`, only those holding one) of each parent through the resource's `access.member`, as accounts. */
async function memberAccountsOf(tx: Drizzle, r: Resource, parentIds: readonly number[], positions?: readonly string[]): Promise<Map<number, number[]>> {
  const rule = r.access?.member;
  const out = new Map<number, number[]>();
  if (!rule || parentIds.length === 0) return out;
  const membership = resourceByName.get(rule.through.resource) as Resource;
  const mt = tableFor(membership);
  const userTarget = target(membership, rule.through.userField);
  const account = userTarget === 'staff' ? sql`(SELECT s.account_id FROM staff s WHERE s.id = m.${id(rule.through.userField)} AND s.state = 'ACTIVE')` : sql`m.${id(rule.through.userField)}`;
  const parts: SQL[] = [sql`m.state = 'ACTIVE'`, sql`m.${id(rule.through.parentField)} IN (${list(parentIds)})`];
  if (positions?.length && rule.through.positionField) {
    const posTarget = resourceByName.get(target(membership, rule.through.positionField) ?? '');
    parts.push(
      posTarget
        ? sql`m.${id(rule.through.positionField)} IN (SELECT p.id FROM ${tableFor(posTarget)} p WHERE p.code IN (${list(positions)}))`
        : sql`m.${id(rule.through.positionField)} IN (${list(positions)})`,
    );
  } else if (positions?.length) return out;
  const rows = rowsOf<{ parent: string | number; account: string | number | null }>(
    await tx.execute(sql`SELECT m.${id(rule.through.parentField)} AS parent, ${account} AS account FROM ${mt} m WHERE ${sql.join(parts, sql` AND `)}`),
  );
  for (const x of rows) if (x.account !== null) out.set(Number(x.parent), [...(out.get(Number(x.parent)) ?? []), Number(x.account)]);
  return out;
}

const fillLabel = (text: string, params: MessageParams) => text.replace(/\{(\w+)\}/g, (m, k: string) => (params[k] === undefined ? m : String(params[k])));
const message = (lang: 'vi' | 'en', m: MessageKey | Label, params: MessageParams) => (typeof m === 'string' ? translate(lang, m, params) : fillLabel(m[lang], params));

/** The message placeholders: the record's values (English twins in English), `title`, `date`, the child's params. */
function paramsOf(r: Resource, a: AlertDecl, d: Due, lang: 'vi' | 'en'): MessageParams {
  const out: MessageParams = {};
  for (const c of r.columns) {
    if (c.lang === 'en') continue;
    const en = lang === 'en' && c.lang === 'vi' ? d.rec[`${c.name}_en`] : undefined;
    const v = en || d.rec[c.name];
    if (v !== null && v !== undefined && typeof v !== 'object') out[c.name] = String(v);
  }
  if (r.titleField && out[r.titleField] !== undefined) out.title = out[r.titleField] as string;
  if (typeof a.field === 'object') for (const [k, f] of Object.entries(a.field.params ?? {})) out[k] = String(d.extra?.[f] ?? '');
  out.date = dmy(d.due_date);
  return out;
}

/** One alert under one rule (or none): find, claim, notify, in one transaction. */
async function passOne(database: Database, r: Resource, a: AlertDecl, rule: Rule, at: Date, today: string): Promise<AlertSent[]> {
  return database.db.transaction(async (tx) => {
    const due = await dueRecords(tx, r, a, rule, today);
    if (due.length === 0) return [];
    const declared = rule.withDeclared ? a.recipients : undefined;
    const byField = declared?.fields?.length ? await fieldAccounts(tx, r, declared.fields, due) : new Map<number, number[]>();
    const member = r.access?.member;
    const parentOf = (d: Due) => Number(member?.field === 'id' ? d.record_id : d.rec[member?.field ?? '']);
    const parents = [...new Set(due.map(parentOf).filter((x) => Number.isInteger(x) && x > 0))];
    const members = declared?.members ? await memberAccountsOf(tx, r, parents) : new Map<number, number[]>();
    const holders = declared?.positions?.length ? await memberAccountsOf(tx, r, parents, declared.positions) : new Map<number, number[]>();
    const wanted = new Map(
      due.map((d) => [d.record_id, [...new Set([...rule.accounts, ...(byField.get(d.record_id) ?? []), ...(members.get(parentOf(d)) ?? []), ...(holders.get(parentOf(d)) ?? [])])]]),
    );
    // Active accounts only (a locked or removed account gets nothing).
    const everyone = [...new Set([...wanted.values()].flat())];
    const active = new Set(
      everyone.length ? rowsOf<{ id: string | number }>(await tx.execute(sql`SELECT id FROM account WHERE state = 'ACTIVE' AND id IN (${list(everyone)})`)).map((x) => Number(x.id)) : [],
    );
    const sent: AlertSent[] = [];
    const stamp = at.toISOString();
    for (const d of due) {
      const recipients = (wanted.get(d.record_id) ?? []).filter((x) => active.has(x));
      const log = a.rules?.log;
      let claimed: unknown[];
      if (log) {
        const lt = tableFor(resourceByName.get(log.resource) as Resource);
        const cols = [log.rule, log.record, log.due, ...(log.count ? [log.count] : []), ...Object.keys(log.set ?? {}), 'created_date', 'updated_date'];
        const vals = [sql`${rule.id}`, sql`${d.record_id}`, sql`${d.due_date}::date`, ...(log.count ? [sql`${recipients.length}`] : []), ...Object.values(log.set ?? {}).map((v) => sql`${v}`), sql`${stamp}::timestamptz`, sql`${stamp}::timestamptz`];
        claimed = rowsOf(
          await tx.execute(sql`INSERT INTO ${lt} (${sql.join(cols.map(id), sql`, `)}) VALUES (${sql.join(vals, sql`, `)}) ON CONFLICT DO NOTHING RETURNING id`),
        );
      } else {
        claimed = rowsOf(
          await tx.execute(sql`INSERT INTO alert_sent (resource, alert, rule_id, record_id, due_date, recipient_count, created_date)
            VALUES (${r.name}, ${a.name}, ${rule.id}, ${d.record_id}, ${d.due_date}::date, ${recipients.length}, ${stamp}::timestamptz)
            ON CONFLICT DO NOTHING RETURNING record_id`),
        );
      }
      if (claimed.length === 0) continue;
      if (recipients.length) {
        const vi = paramsOf(r, a, d, 'vi');
        const en = paramsOf(r, a, d, 'en');
        await sendNotifications(
          tx,
          at,
          recipients.map((recipient_id) => ({
            recipient_id,
            title: message('vi', a.message, vi),
            title_en: message('en', a.message, en),
            link: `/admin/${r.path}/${d.record_id}`,
            source_type: a.sourceType ?? `${r.name.toUpperCase()}_ALERT`,
            source_id: d.record_id,
          })),
        );
      }
      sent.push({ resource: r.name, alert: a.name, rule_id: rule.id, record_id: d.record_id, due_date: d.due_date, recipients });
    }
    return sent;
  });
}

/** The rules an alert runs under: its rule records, or one rule of its days (setting or declared). */
async function rulesOf(db: Drizzle, a: AlertDecl): Promise<Rule[]> {
  const rules = a.rules;
  if (!rules) {
    const days = (a.offsetSetting ? await settingDays(db, a.offsetSetting) : undefined) ?? a.days;
    return days === undefined ? [] : [{ id: 0, days, accounts: [], withDeclared: true, values: {} }];
  }
  const rt = tableFor(resourceByName.get(rules.resource) as Resource);
  const parts: SQL[] = [sql`state = 'ACTIVE'`];
  if (rules.isActive) parts.push(sql`${id(rules.isActive)} = true`);
  for (const [f, v] of Object.entries(rules.where ?? {})) parts.push(sql`${id(f)} = ${v}`);
  const rows = rowsOf<{ r: unknown }>(await db.execute(sql`SELECT row_to_json(x) AS r FROM ${rt} x WHERE ${sql.join(parts, sql` AND `)} ORDER BY id`));
  return rows.map(({ r: raw }) => {
    const v = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
    const accounts = rules.recipients && Array.isArray(v[rules.recipients]) ? (v[rules.recipients] as unknown[]).map(Number) : [];
    return { id: Number(v.id), days: Number(v[rules.days] ?? 0), accounts, withDeclared: rules.withDeclared ? v[rules.withDeclared] === true : true, values: v };
  });
}

/**
 * One pass of every declared alert at `now` (or only those of `only`'s resources). Safe on every
 * instance at once. Returns what this pass sent.
 */
export async function runAlerts(database: Database, now: () => Date, only?: readonly string[]): Promise<AlertSent[]> {
  const at = now();
  const today = vnToday(at);
  const sent: AlertSent[] = [];
  for (const r of resources) {
    if (!r.alerts?.length || (only && !only.includes(r.name))) continue;
    checkAlerts(r);
    for (const a of r.alerts) for (const rule of await rulesOf(database.db, a)) sent.push(...(await passOne(database, r, a, rule, at, today)));
  }
  return sent;
}

/** At most one pass per slot in this process (the claim keeps each alert once across instances). */
const SLOT_MS = 10 * 60_000;
const lastSlot = new WeakMap<Database, number>();

/** Returns how many alerts this pass sent (0 when the slot was done already). */
export async function runAlertsInSlot(database: Database, now: () => Date): Promise<number> {
  const slot = Math.floor(now().getTime() / SLOT_MS);
  if (lastSlot.get(database) === slot) return 0;
  lastSlot.set(database, slot);
  return (await runAlerts(database, now)).length;
}
