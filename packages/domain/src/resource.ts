/**
 * `defineResource`: one declaration per entity. Everything else (table, validation, routes, list
 * query, indexes, admin screens) is derived from the object this returns.
 */
import type { Field, Label } from './fields.js';
import { isLocalized } from './fields.js';
import type { Subject } from './permissions.js';
import type { Workflow } from './workflows/index.js';

export type ListConfig = {
  /** Default order, spec §9 (e.g. 'created_date desc', 'ordering asc, created_date desc'). */
  order?: string;
  /** Fields that may be sorted on besides the standard columns. */
  sortable?: readonly string[];
  /** Fields that may be filtered with `f_<field>`. */
  filters?: readonly string[];
  /** Columns searched by `q`, diacritics ignored. Localized fields include their `_en` twin. */
  search?: readonly string[];
  /** Default page size when the caller gives none (spec: sensitive words use -1, all). */
  defaultLimit?: number;
};

export type ResourceConfig = {
  /** Table name, snake_case. */
  name: string;
  /** REST path segment under /api/v1, as spec §7 names it. */
  path: string;
  label: Label;
  subject: Subject;
  /** Dotted module name for activity logs (spec §6). */
  module: string;
  fields: Record<string, Field>;
  workflow?: Workflow;
  list?: ListConfig;
  /** 'soft' sets state INACTIVE instead of removing the row (HR sub-records, spec §4). */
  deleteMode?: 'hard' | 'soft';
  /** The field that names a record in lists, pickers and logs. */
  titleField?: string;
  /**
   * Records belong to their authors: a user with "view" but not "view all" (or approve) sees only
   * the records they created. Settings-like resources leave this off and are readable in full.
   */
  isOwned?: boolean;
  /**
   * The right needed to create, update and delete ('edit' unless stated). 'view' lets every reader
   * write (comments, reactions); pair it with `isAuthorOnlyWrite`.
   */
  writeRight?: 'edit' | 'view';
  /** Only the author may change or delete a record; users with approve or view all moderate any. */
  isAuthorOnlyWrite?: boolean;
};

export type Column = {
  /** Column and JSON key. */
  name: string;
  /** The declared field name (equal to `name` except for `_en` twins). */
  field: string;
  def: Field;
  lang?: 'vi' | 'en';
  /** Required on create (English twins of localized fields never are). */
  required: boolean;
};

export type Resource = ResourceConfig & {
  columns: readonly Column[];
  columnByName: ReadonlyMap<string, Column>;
  order: string;
  sortable: ReadonlySet<string>;
  filters: ReadonlySet<string>;
  search: readonly string[];
};

/** Standard columns of every record (DESIGN §1). */
export const STANDARD_COLUMNS = ['id', 'created_date', 'updated_date', 'created_by', 'updated_by', 'ordering', 'state'] as const;
export const STANDARD_SORTABLE = ['id', 'created_date', 'updated_date', 'ordering', 'status', 'state'] as const;
const RESERVED = new Set<string>([...STANDARD_COLUMNS, 'status']);

function expand(fields: Record<string, Field>): Column[] {
  const out: Column[] = [];
  for (const [name, def] of Object.entries(fields)) {
    if (isLocalized(def)) {
      out.push({ name, field: name, def, lang: 'vi', required: def.required === true });
      out.push({ name: `${name}_en`, field: name, def, lang: 'en', required: false });
    } else {
      out.push({ name, field: name, def, required: def.required === true });
    }
  }
  return out;
}

const IDENT = /^[a-z][a-z0-9_]*$/;

export function defineResource(config: ResourceConfig): Resource {
  if (!IDENT.test(config.name)) throw new Error(`resource name ${config.name} must be snake_case`);
  const columns = expand(config.fields);
  const columnByName = new Map(columns.map((c) => [c.name, c]));
  for (const c of columns) {
    if (!IDENT.test(c.name)) throw new Error(`${config.name}.${c.name}: field names must be snake_case`);
    if (RESERVED.has(c.name)) throw new Error(`${config.name}.${c.name} is a standard column; do not declare it`);
  }
  const known = (n: string) => columnByName.has(n) || RESERVED.has(n);
  const check = (what: string, names: readonly string[]) => {
    for (const n of names) if (!known(n)) throw new Error(`${config.name}: ${what} names unknown field ${n}`);
  };
  for (const c of columns) {
    if (c.def.kind === 'date' || c.def.kind === 'datetime') {
      const { after, notBefore } = c.def;
      check('a date rule', [after, notBefore].filter((x): x is string => !!x));
    }
  }
  const list = config.list ?? {};
  const filters = new Set(list.filters ?? []);
  const sortable = new Set<string>([...STANDARD_SORTABLE, ...(list.sortable ?? [])]);
  check('list.filters', [...filters]);
  check('list.sortable', [...sortable].filter((s) => s !== 'status' || config.workflow));
  for (const n of [...filters, ...sortable]) {
    const col = columnByName.get(n);
    if (col?.def.isPrivate) throw new Error(`${config.name}.${n} is private and cannot be filtered or sorted`);
  }
  if (!config.workflow) sortable.delete('status');
  const search: string[] = [];
  for (const n of list.search ?? []) {
    check('list.search', [n]);
    search.push(n);
    const twin = `${n}_en`;
    const col = columnByName.get(n);
    if (col && isLocalized(col.def) && col.lang === 'vi' && !(list.search ?? []).includes(twin)) search.push(twin);
  }
  const order = list.order ?? 'created_date desc';
  for (const part of order.split(',')) check('list.order', [part.trim().split(/\s+/)[0] ?? '']);
  if (config.titleField) check('titleField', [config.titleField]);
  return { ...config, columns, columnByName, order, sortable, filters, search };
}

/** Columns a client may write: not readonly, not private. */
export const writableColumns = (r: Resource): Column[] => r.columns.filter((c) => !c.def.isReadonly && !c.def.isPrivate);
/** Columns that may be sent to clients. */
export const publicColumns = (r: Resource): Column[] => r.columns.filter((c) => !c.def.isPrivate);
