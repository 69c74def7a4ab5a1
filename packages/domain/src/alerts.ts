/**
 * Due-date alerts declared on a resource (issue 34, ADR 0018): one scheduled pass
 * (server jobs/alerts.ts) finds the records whose date falls within the days before it (today in
 * Asia/Ho_Chi_Minh included) and notifies the recipients once per alert, record and due date,
 * whatever the number of passes and instances (a claimed row, INSERT ... ON CONFLICT DO NOTHING).
 */
import type { Label } from './fields.js';
import type { MessageKey } from './i18n/messages.js';

/** A due date held by the latest active child of the record (an asset's latest insurance policy). */
export type AlertDateOf = {
  /** The child resource. */
  of: string;
  /** The child's reference to the record. */
  by: string;
  /** The child's date field. */
  field: string;
  /** Which child is the latest: the highest of this field (`field` unless stated), then of id. */
  latest?: string;
  /** Message placeholders from the child's fields (`{ policy: 'policy_no' }`). */
  params?: Readonly<Record<string, string>>;
};

/**
 * Each active record of a rules resource is its own alert (the asset alert rules an asset manager
 * keeps): its days, its recipients, the part of the records it covers.
 */
export type AlertRules = {
  resource: string;
  /** Only rules with these values (`{ kind: 'WARRANTY_ENDING' }`). */
  where?: Readonly<Record<string, string>>;
  /** The rule's field holding the days before the due date. */
  days: string;
  /** The rule's on/off flag. */
  isActive?: string;
  /** The rule's references to the accounts it notifies. */
  recipients?: string;
  /** The rule's flag that adds the alert's `recipients` (the asset's holder) to its own. */
  withDeclared?: string;
  /**
   * The record's reference -> the rule's field: the rule covers records whose reference lies in the
   * subtree of (a tree) or equals the rule's value; an empty rule value covers all.
   */
  within?: Readonly<Record<string, string>>;
  /**
   * The rules' history resource, which is then the claim: one row per rule, record and due date
   * (it must have a unique constraint on `rule`, `record` and `due`), written with `set` and the
   * recipient count in `count`.
   */
  log?: { resource: string; rule: string; record: string; due: string; count?: string; set?: Readonly<Record<string, string>> };
};

export type AlertDecl = {
  /** Unique per resource, camelCase: the claim's key. */
  name: string;
  /** The due date: a date field of the record, or the latest child's. */
  field: string | AlertDateOf;
  /** Days before the due date (when neither the setting nor the rules say). */
  days?: number;
  /** An `app_setting` key whose value (a number, or `{ days }`) is the days before; `days` when unset. */
  offsetSetting?: string;
  rules?: AlertRules;
  /**
   * After the due date instead of before it: the records whose date passed within the last `days`
   * days, yesterday included and today not (a checklist item left undone past its due date).
   */
  isAfter?: boolean;
  /**
   * A further condition in SQL on the record (alias `t`) in which `$today` is the day in Vietnam
   * (a date): a work package behind its plan. Declared text, never the caller's.
   */
  when?: string;
  /** Only records whose field is in, or not in, these values (besides active ones). */
  where?: Readonly<Record<string, { in: readonly string[] } | { notIn: readonly string[] }>>;
  recipients?: {
    /** The record's references to staff files or accounts (one or many). */
    fields?: readonly string[];
    /** The members holding these positions in the record's parent (its `access.member`). */
    positions?: readonly string[];
    /** Every member of the record's parent (its `access.member`). */
    members?: boolean;
  };
  /**
   * A message key or a label; placeholders: the record's fields (`{code}`, `{name}`: the English
   * twin in English), `{title}`, `{date}` (DD/MM/YYYY) and the child's `params`.
   */
  message: MessageKey | Label;
  /** The notification's `source_type` (`<RESOURCE>_ALERT` unless stated). */
  sourceType?: string;
};

/** The declaration's own checks (the record's fields); the rules and children are checked at load. */
export function checkAlertDecls(resource: string, alerts: readonly AlertDecl[], kindOf: (field: string) => string | undefined, hasMember: boolean): void {
  const names = new Set<string>();
  for (const a of alerts) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(a.name) || names.has(a.name)) throw new Error(`${resource}: alert name ${a.name} is invalid or repeated`);
    names.add(a.name);
    if (typeof a.field === 'string' && kindOf(a.field) !== 'date' && kindOf(a.field) !== 'datetime')
      throw new Error(`${resource}: alert ${a.name} needs a date field, got ${a.field}`);
    if (a.isAfter && a.rules) throw new Error(`${resource}: alert ${a.name}: isAfter with rules is not supported`);
    if (a.when !== undefined && (a.when.includes(';') || !/\bt\./.test(a.when))) throw new Error(`${resource}: alert ${a.name}: when must be one condition on t`);
    if (a.days === undefined && !a.offsetSetting && !a.rules) throw new Error(`${resource}: alert ${a.name} needs days, offsetSetting or rules`);
    for (const f of [...(a.recipients?.fields ?? []), ...Object.keys(a.where ?? {}), ...Object.keys(a.rules?.within ?? {})])
      if (!kindOf(f)) throw new Error(`${resource}: alert ${a.name} names unknown field ${f}`);
    for (const f of a.recipients?.fields ?? [])
      if (kindOf(f) !== 'ref' && kindOf(f) !== 'refs') throw new Error(`${resource}: alert ${a.name}: recipient field ${f} must reference staff or accounts`);
    if ((a.recipients?.positions?.length || a.recipients?.members) && !hasMember) throw new Error(`${resource}: alert ${a.name} names members but the resource has no access.member`);
  }
}
