/**
 * `defineResource`: one declaration per entity. Everything else (table, validation, routes, list
 * query, indexes, admin screens) is derived from the object this returns.
 */
import type { Field, Label, ValueOf } from './fields.js';
import type { MessageKey } from './i18n/messages.js';
import { isLocalized } from './fields.js';
import { patternFields, patternProblem } from './numbering.js';
import { type RollupDecl, storedRollupColumn, storedRollups } from './rollup.js';
import { type AlertDecl, checkAlertDecls } from './alerts.js';
import { checkDocumentDecls, type DocumentDecl } from './documents.js';
import type { AdminArea, Subject } from './permissions.js';
import { move, type Workflow } from './workflows/index.js';

/** Where an entity sits in the admin console: area -> group -> entity, sorted by localized label. */
export type AdminBlock = {
  area: AdminArea;
  /** A sub-group inside the area (e.g. "Settings"); entities without one sit at the area's top level. */
  group?: Label;
  /** Sort key before the label (lower first); entities without one sort by label. */
  order?: number;
  /** An icon name the web maps to a glyph. */
  icon?: string;
  /** Not in the menu (reached from a parent's tab, or an internal record kind). */
  isHidden?: boolean;
};

/**
 * Who may see and touch a record: one rule, applied by the server to every operation (list, get,
 * update, delete, status change, export, counts, activity-log views, files). Rules combine with AND.
 */
export type AccessRule = {
  /**
   * Records belong to their authors (or to the account a field names, e.g. a notification's
   * recipient): "view" without "view all" (or approve) sees only its own.
   */
  owner?: boolean | { field: string; through?: OwnerThrough };
  /**
   * Public or Limited to chosen staff (spec §6: documents, marketing): a record whose `scopeField`
   * is 'LIMITED' is visible to its author, to the accounts listed in `staffField`, and to holders of
   * "view all" or approve; 'PUBLIC' (or empty) is visible to every reader. `limitedValue` names the
   * limiting value when it is not 'LIMITED' (greeting cards: INDIVIDUAL).
   */
  audience?: { scopeField: string; staffField: string; limitedValue?: string };
  /**
   * Published content (spec §4: only released items reach the portal). Outside the admin view
   * (`f_is_get_all_cms=1` with edit, approve or view all on the subject) every reader sees only
   * records whose status is one of `statuses`, not hidden by `hideField`, and inside the
   * `from`..`to` dates when those are set; this stands instead of the owner rule for such reads
   * (staff read every released record), while the audience rule still applies.
   */
  published?: PublishedRule;
  /**
   * The files of its records are served to anonymous callers too (logos of the sign-in page).
   * Otherwise a file used by records is served only to who may read one of those records.
   */
  publicFiles?: boolean;
  /**
   * The organisation unit a record belongs to (spec §6, operating range): an account whose range
   * is not the whole group uses its broad rights (view all, edit, approve) only on records whose
   * unit lies in the subtree of its range's units, besides its own records; writes may not put a
   * record outside them. `field` is the unit column, or, with `through`, a reference to a record
   * of `through.resource` whose `through.field` is the unit (a contract's staff file's unit).
   */
  unit?: { field: string; through?: OwnerThrough };
  /**
   * The record follows its parent's read rule (comments, lines, attachments: ADR 0018): it is
   * read and written only by who may read the record its reference `field` points at, under that
   * record's own rule (declared and module hook); with `isActiveOnly`, only while the parent is
   * active (not deleted). Combines with the other kinds (AND) and holds for broad readers too: the
   * parent's rule already gives them what their rights give. With `isOptional`, a record without a
   * parent (a poll of no activity) follows only its own rule.
   */
  parent?: { field: string; isActiveOnly?: boolean; isOptional?: boolean };
  /**
   * Records of a parent (a project) seen only by the parent's members (ADR 0018): a caller without
   * "view all" or approve on the subject reads a record only when an active row of the membership
   * resource links them (`userField`: their account, or a staff file of their account) to the
   * record's parent (`field`: the record's reference to it, or `id` on the parent itself). With
   * `writePositions`, only members holding one of those positions (`positionField`: an enum value,
   * or a reference to a record whose `code` is that value) may write; others only read.
   */
  member?: MemberRule;
};

export type MemberRule = {
  field: string;
  through: { resource: string; parentField: string; userField: string; positionField?: string };
  writePositions?: readonly string[];
};

/**
 * Ownership held through a reference: the record's `field` points at a record of `resource` whose
 * own `field` is the user (a staff member's contracts belong to the account of their staff file).
 */
export type OwnerThrough = { resource: string; field: string };

export type PublishedRule = { statuses: readonly string[]; hideField?: string; from?: string; to?: string };

/** Database constraints declared with the entity; a violation is a 409 with a field error. */
export type ConstraintDecl =
  | {
      kind: 'unique';
      /** Columns whose combination is unique (text compares case-insensitively). */
      fields: readonly string[];
      /** Only among ACTIVE rows, so an inactivated record does not block its code. */
      isActiveOnly?: boolean;
      /** Only rows with these values take part (e.g. `{ target_type: 'NEWS' }`). */
      where?: Readonly<Record<string, string>>;
      /** The field the error names (the last of `fields` unless stated). */
      errorField?: string;
      /**
       * Empty values count as equal (`NULLS NOT DISTINCT`): two approval processes of one kind for
       * the whole group (no unit) collide. By default an empty value takes no part, as in SQL.
       */
      isEmptyEqual?: boolean;
    }
  | {
      kind: 'noOverlap';
      /** Records with equal values of these columns may not overlap in time (e.g. one room). */
      key: readonly string[];
      from: string;
      to: string;
      isActiveOnly?: boolean;
      /** Only rows whose status is one of these take part (e.g. bookings not cancelled). */
      statuses?: readonly string[];
      errorField?: string;
    };

/**
 * Approval chains (ADR 0006), on a resource with a workflow: records are submitted to the process
 * configured for `sourceType` (the most specific one for the requester's unit); the engine moves
 * the status to `pending` on submit, to `approved` after the last step, to `rejected` or
 * `cancelled`, as the system (the workflow's transitions for these moves have the right 'system').
 * Conditions of steps compare a numeric field of the record (e.g. `days`).
 */
export type ApprovalDecl = {
  sourceType: string;
  /** Statuses a record may be submitted from (a new or a rejected one). */
  submitFrom: readonly string[];
  pending: string;
  approved: string;
  rejected: string;
  cancelled: string;
  /**
   * The portal page where a requester follows such a record (spec §1 front-site paths): their
   * notifications open it, and approvers' open /hr-tasks, so staff never land in the admin.
   * Without it both open the record in the admin.
   */
  portalPage?: string;
  /**
   * A reference to the staff file the record is about (leave filed by HR for someone): its
   * account is the requester (notifications, "my requests"), not who filed it.
   */
  requesterField?: string;
  /**
   * Processes per parent record (ADR 0018): a record's reference to it (a payment's project). The
   * process configured for that record (`approval_process.scope_resource` and `scope_id`) applies
   * first, then the requester's unit's, then the group's; a step may name a position among the
   * parent's members (`SCOPE_POSITION`: the holders of that position code through the parent's
   * declared `access.member`).
   */
  scope?: { field: string };
  /**
   * A record created in its workflow's initial status goes to its approval in the same
   * transaction (a booking, a handover): no separate submit.
   */
  submitOnCreate?: boolean;
  /**
   * The record needs approval only when the record its `field` references has `flag` set (a room
   * that requires approval); otherwise it is approved at once, as the system.
   */
  requiredWhen?: { field: string; flag: string };
  /** With no process configured: refuse (409 `approval.noProcess`, the default) or approve at once. */
  whenNoProcess?: 'refuse' | 'approve';
  /** Deleting a pending record withdraws its approval first: the timeline and the history say so. */
  withdrawOnDelete?: boolean;
  /** Spec paths `/<path>/<action>/{id}` beside the generic `/<path>/{id}/<action>` (spec §7). */
  aliases?: readonly ApprovalAction[];
};

export const APPROVAL_ACTIONS = ['submit', 'approve', 'reject', 'cancel', 'approve-add-flow'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/**
 * The system moves an approval block implies (ADR 0018), added to the workflow where it does not
 * name them: submit from each `submitFrom` status, approve, reject and cancel (withdraw) from
 * pending, and a confirm from the initial status straight to approved when a record may need no
 * approval.
 */
export function withApprovalMoves(wf: Workflow, a: ApprovalDecl): Workflow {
  // A record under approval is frozen (issue 36, class 3): the approver decides on what they see.
  for (const s of [a.pending, a.approved]) if (wf.editable.includes(s)) throw new Error(`workflow ${wf.name}: ${s} records are under approval or approved, so not editable`);
  const implied = [
    ...move(a.submitFrom, a.pending, 'submit', 'system'),
    ...move(a.pending, a.approved, 'approve', 'system'),
    ...move(a.pending, a.rejected, 'reject', 'system'),
    ...move(a.pending, a.cancelled, 'cancel', 'system'),
    ...(a.whenNoProcess === 'approve' || a.requiredWhen ? move(wf.initial, a.approved, 'confirm', 'system') : []),
  ];
  const missing = implied.filter((t) => !wf.transitions.some((x) => x.from === t.from && x.to === t.to));
  for (const t of missing)
    for (const s of [t.from, t.to]) if (!wf.statuses.includes(s)) throw new Error(`workflow ${wf.name}: approval names unknown status ${s}`);
  return missing.length === 0 ? wf : { ...wf, transitions: [...wf.transitions, ...missing] };
}

/** A tree: each record names its parent; the engine stores the path, refuses cycles, reads subtrees. */
export type TreeDecl = { parentField: string };

/** Child records shown as a tab of the parent's page: the child's list with `field` fixed to the parent. */
export type ChildDecl = { resource: string; field: string; label?: Label };

/** Lines edited with their parent and saved with it in one transaction (poll answers, quotation lines). */
export type LinesDecl = {
  resource: string;
  /** The line's reference to its parent. */
  field: string;
  /** The payload and response key holding the lines (the line resource's name unless stated). */
  key?: string;
  min?: number;
  max?: number;
  /** Edited as a table (one row per line, an input per column, computed columns, a footer of totals) rather than a card per line. */
  display?: 'grid';
  /** Number or money fields of the line resource summed in the grid's footer. */
  totals?: readonly string[];
};

/**
 * Lines may have lines of their own (a quotation's items, an item's parts), down to this many levels
 * below the record; `checkDeclarations` refuses a deeper or cyclic nesting.
 */
export const MAX_LINE_DEPTH = 3;
/** At most this many lines, at every level together, in one write (the engine refuses more, naming the record's line key). */
export const MAX_LINE_ROWS = 2000;

/**
 * Data in and out: xlsx export of the list (every resource unless `isExport: false`), and, opted
 * in, bulk create and xlsx import with a template and a dry run.
 */
export type TransferDecl = {
  /** Default true (issue 37: every list exportable); false opts out. */
  isExport?: boolean;
  isImport?: boolean;
  isBulk?: boolean;
  /** Extra paths as spec §7 names them (e.g. export 'staff-export', import 'staff-bulk-create'), beside the generic ones. */
  aliases?: { export?: string; import?: string; bulk?: string };
};

/**
 * A value computed on read (spec §3 extra fields: progress, today_count, ...). `sql` is a scalar
 * subquery over other tables; `$id` stands for the outer record's id. `reads` names the tables it
 * reads, so the list cache is dropped when any of them changes.
 */
/**
 * A figure computed with the record (spec §3 extra fields): a declared roll-up over children
 * (rollup.ts: count, sum, avg, min, max, ratio; compiled by the engine), or, for what a roll-up cannot
 * say, a scalar subquery (`$id` is the record's id) with the tables it `reads` (the list cache's keys).
 */
/**
 * A yes/no that depends on who asks (spec §3 `is_vote`): whether the caller has an active record in
 * `of` whose reference `by` points at this record. Added to each record after the shared list cache
 * (one query per page), so a cached page stays the same for every caller.
 */
export type CallerFlagDecl = { label: Label; of: string; by: string };

/**
 * Votes (ADR 0018): each record is one person's vote on `target` (a cost review, a task), at most
 * one active vote per person and target (database-unique on target and author), optionally for a
 * `choice` (a quotation), taken only between the target's `window` dates. The tally is
 * `GET /<path>/tally?target=<id>` for who reads the target.
 */
export type VoteDecl = { target: string; choice?: string; window?: { from?: string; to?: string } };

/**
 * A comparison matrix read of a record (ADR 0018; quotations side by side): rows and columns are
 * children of the record (`of` referencing it through `by`), each cell is a record of `cells`
 * naming its row and column, with a numeric `value`; the best value of each row is marked (`min`:
 * the lowest price) and each column totalled. `GET /<path>/{id}/comparison/<name>`.
 */
export type ComparisonDecl = {
  name: string;
  label: Label;
  rows: { of: string; by: string };
  columns: { of: string; by: string };
  cells: { of: string; row: string; column: string; value: string };
  best: 'min' | 'max';
};

export type ComputedDecl =
  | { label: Label; kind: 'integer' | 'number' | 'json'; sql: string; reads: readonly string[] }
  | { label: Label; kind: 'integer' | 'number'; rollup: RollupDecl };

/**
 * A declared operation beyond CRUD (lock, copy, approve, check in). The module supplies `run`; the
 * engine derives the route, OpenAPI entry, permission check, activity-log row, cache invalidation
 * and admin button from this.
 */
export type ActionDecl = {
  /** Unique per resource, camelCase; the activity-log action. */
  name: string;
  label: Label;
  /** The right on the resource's subject that the caller needs. */
  right: 'view' | 'edit' | 'approve' | 'viewAll';
  /** 'record': POST /<path>/{id}/<name>; 'collection': POST /<path>/<name>. */
  target: 'record' | 'collection';
  /** Body fields, validated like a resource's (the same DSL). */
  body?: Record<string, Field>;
  /** Ask before running (the admin shows a confirmation; destructive actions). */
  isConfirmed?: boolean;
  /** A record action runs on records in these statuses only (409 `error.transition` otherwise; abilities say so). */
  statuses?: readonly string[];
  /** The success message (the caller's language); 'success.updated' unless stated. */
  successMessage?: MessageKey;
  /** Extra paths for the same action, as spec §7 names them (e.g. 'candidate/approve/:id'). */
  aliases?: readonly string[];
  /** The methods its routes answer on (spec §7 "send notification PUT"); POST unless stated. */
  methods?: readonly ('POST' | 'PUT')[];
  /** The activity-log row's description and suffix (spec §7: "Update ticket status", suffix status); `<name> <resource> <id>`, suffix action unless stated. */
  activity?: { description: string; suffix?: string };
};

/**
 * A move the scheduler makes when a record's date arrives (spec §4 scheduled content: release at
 * the release time, expiry at the expiration time; event phases). Runs as the system, once per
 * record even with several instances (compare-and-set on the status).
 */
export type ScheduleMove = { kind: 'release' | 'expire' | 'phase'; field: string; from: readonly string[]; to: string };

/** A spec §7 named status route (`/ticket-change-status/{id}/{setting_status_id}`) mapped to the status change. */
export type StatusAlias = {
  path: string;
  statusParam: string;
  /** The methods it answers on (spec §7 "status PUT": `<path>/:id/status` with PUT beside the generic POST); POST unless stated. */
  methods?: readonly ('POST' | 'PUT')[];
};

export type ListConfig = {
  /** Default order, spec §9 (e.g. 'created_date desc', 'ordering asc, created_date desc'). */
  order?: string;
  /** Fields that may be sorted on besides the standard columns. */
  sortable?: readonly string[];
  /** Fields that may be filtered with `f_<field>`. */
  filters?: readonly string[];
  /** Columns searched by `q`, diacritics ignored. Localized fields include their `_en` twin. */
  search?: readonly string[];
  /**
   * Rich-text fields that lists carry too (short bodies shown in full on list pages: timeline
   * entries, about sections), so a page does not read each record by id. Others come with GET /{id}.
   */
  withRichText?: readonly string[];
  /**
   * Extra paths answering the same list, as spec §7 names them (`implementation-project/all` with
   * `limit`, `implementation-user/option`): same query, rule and envelope.
   */
  paths?: readonly string[];
  /** Default page size when the caller gives none (spec: sensitive words use -1, all). */
  defaultLimit?: number;
  /**
   * Filters through a reference, by name (spec §3 ticket `f_requestStaff_department_id`): records
   * whose `ref` points at a record whose `field` is one of the given ids (a `refs` field: holds one of them).
   */
  through?: Readonly<Record<string, { ref: string; field: string }>>;
  /**
   * Filter names the spec gives that differ from the field's (spec §3 family relationships'
   * `f_dependent_person` is `is_dependent`): `f_<alias>` filters as `f_<field>` (a declared filter).
   */
  filterAliases?: Readonly<Record<string, string>>;
  /**
   * Flags the spec's lists send that ask for what the access rule always does (`f_is_limited`: the
   * caller's operating range, applied to every read): accepted as 0/1/true/false, changing nothing.
   */
  scopeFlags?: readonly string[];
  /**
   * Columns a read scope of the portal filters on besides `access.published` (which the engine
   * knows): e.g. news' released scope reads status, is_hide, is_show, release_date and
   * expiration_date in a module hook. The engine's list index for the default order carries them,
   * so a deep page of that scope is counted off in the index alone (ADR 0009).
   */
  scopeColumns?: readonly string[];
  /**
   * Of `scopeColumns`, those the portal's scope always compares with one value (news: status =
   * PUBLISH, is_hide = false, is_show = true). They lead the list index after state, so a released
   * list walks the visible records only, instead of every record in order with the hidden ones
   * filtered out (ADR 0013). Only for a scope that is a plain AND of them (no "or my own").
   */
  scopeKeys?: readonly string[];
  /**
   * Named yes/no filters (`f_<name>=1`) standing for a set of the declared filters, in which
   * `{today}` is the day in Vietnam and `{yesterday}` the day before: a checklist's late items are
   * `late: { label, filters: { is_done: 'false', due_date_to: '{yesterday}' } }`. `0`, `false` or
   * empty: no filter. The admin list shows each as a switch.
   */
  presets?: Readonly<Record<string, ListPreset>>;
  /** Composite list indexes besides the engine's own (each ends with id): `[['project_id', 'is_done', 'due_date']]`. */
  indexes?: readonly (readonly string[])[];
  /** Flag fields the admin list ticks in place (a checkbox in the cell) for whoever may update the record. */
  toggles?: readonly string[];
};

/** A named filter of a list (`list.presets`). */
export type ListPreset = { label: Label; filters: Readonly<Record<string, string>> };

/** A titled block of fields in the admin form (display flags grouped by where they show the record). */
export type FormGroup = { key: string; label: Label; help?: Label; fields: readonly string[] };

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
   * What names a record for a person where its title is a code: an account's full name beside its
   * username. Reference columns and pickers show it; imports, exports and logs keep the title (unique).
   */
  nameField?: string;
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
  /** The access rule (applied to every operation). `isOwned: true` is `access: { owner: true }`. */
  access?: AccessRule;
  admin?: AdminBlock;
  /** The admin form's layout: groups of fields shown together (the rest go in the general block). */
  form?: { groups?: readonly FormGroup[] };
  /** The portal route that shows these records, if any (documentation and search links). */
  portalRoute?: string;
  constraints?: readonly ConstraintDecl[];
  tree?: TreeDecl;
  children?: readonly ChildDecl[];
  lines?: readonly LinesDecl[];
  transfer?: TransferDecl;
  computed?: Record<string, ComputedDecl>;
  actions?: readonly ActionDecl[];
  statusAliases?: readonly StatusAlias[];
  /** Status moves the scheduler makes when a date field arrives (needs a workflow). */
  schedule?: readonly ScheduleMove[];
  /**
   * A code the server numbers (numbering.ts, ADR 0018): a create that leaves `field` empty gets the
   * next code of `pattern` (e.g. `DA-{YYYY}-{####}`), counted per year or per the fields the pattern
   * names, in the create's transaction; a code given is kept. The field must be unique.
   * `GET /<path>/code-check?code=` answers whether a code is free, `GET /<path>/code-next` the next one.
   */
  numbering?: { field: string; pattern: string };
  /** An approval chain on the records (ADR 0006): submit, approve, reject, cancel through configured steps. */
  approval?: ApprovalDecl;
  /** Per-caller yes/no figures (`is_vote`). */
  callerFlags?: Readonly<Record<string, CallerFlagDecl>>;
  /** The records are votes on another record. */
  vote?: VoteDecl;
  /** Matrix reads of a record's children (quotations compared per item). */
  comparisons?: readonly ComparisonDecl[];
  /** Printable documents per record (documents.ts): `GET /<path>/{id}/document/<name>`, .docx or .xlsx. */
  documents?: readonly DocumentDecl[];
  /** Due-date alerts (alerts.ts): one scheduled pass notifies once per alert, record and due date. */
  alerts?: readonly AlertDecl[];
  /**
   * Realistic values for generated sample records (demo seed, fuzz and contract tests): given the
   * record's index and a random function in [0, 1), returns some fields; the rest is generated.
   */
  sample?: (i: number, random: () => number) => Record<string, unknown>;
  /** How many demo records to make: 6 unless stated (fewer when a unique field has few values, more for a list that must be whole). */
  sampleCount?: number;
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

export type Resource<F extends Record<string, Field> = Record<string, Field>> = Omit<ResourceConfig, 'fields'> & {
  fields: F;
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

export function defineResource<const F extends Record<string, Field>, W extends Workflow | undefined = undefined>(
  config: ResourceConfig & { fields: F; workflow?: W },
): Resource<F> & { workflow: W } {
  if (!IDENT.test(config.name)) throw new Error(`resource name ${config.name} must be snake_case`);
  // A stored roll-up is a column of the record (read-only, kept by triggers on the child).
  const columns = [...expand(config.fields), ...storedRollups(config).map(([name, c]) => storedRollupColumn(name, c))];
  const columnByName = new Map(columns.map((c) => [c.name, c]));
  for (const c of columns) {
    if (c.def.kind === 'ref' && c.def.onDelete === 'setNull' && c.required)
      throw new Error(`${config.name}.${c.name}: a required reference cannot be cleared on delete`);
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
      check(
        'a date rule',
        [after, notBefore].filter((x): x is string => !!x),
      );
    }
  }
  const list = config.list ?? {};
  const filters = new Set(list.filters ?? []);
  // Requests under an approval chain are listed by who filed them ("my requests": f_created_by).
  if (config.approval) filters.add('created_by');
  const sortable = new Set<string>([...STANDARD_SORTABLE, ...(list.sortable ?? [])]);
  check('list.filters', [...filters]);
  check(
    'list.sortable',
    [...sortable].filter((s) => s !== 'status' || config.workflow),
  );
  for (const n of [...filters, ...sortable]) {
    const col = columnByName.get(n);
    if (col?.def.isPrivate) throw new Error(`${config.name}.${n} is private and cannot be filtered or sorted`);
  }
  if (!config.workflow) sortable.delete('status');
  const search: string[] = [];
  // Without declared search columns, `q` searches the title, so reference pickers can find any record.
  const titleKind = config.titleField ? columnByName.get(config.titleField)?.def.kind : undefined;
  const searched = list.search ?? (titleKind === 'text' && config.titleField ? [config.titleField] : []);
  for (const n of searched) {
    check('list.search', [n]);
    search.push(n);
    const twin = `${n}_en`;
    const col = columnByName.get(n);
    if (col && isLocalized(col.def) && col.lang === 'vi' && !searched.includes(twin)) search.push(twin);
  }
  const order = list.order ?? 'created_date desc';
  for (const part of order.split(',')) check('list.order', [part.trim().split(/\s+/)[0] ?? '']);
  if (config.titleField) check('titleField', [config.titleField]);
  if (config.nameField) check('nameField', [config.nameField]);
  if (config.approval && !config.workflow) throw new Error(`${config.name}: approval needs a workflow`);
  for (const g of config.form?.groups ?? []) check(`form group ${g.key}`, g.fields);
  for (const c of columns)
    if (c.def.kind === 'flag' && c.def.inverseOf && columnByName.get(c.def.inverseOf)?.def.kind !== 'flag')
      throw new Error(`${config.name}.${c.name}: inverseOf must name a flag`);
  for (const m of config.schedule ?? []) {
    check('a schedule move', [m.field]);
    const kind = columnByName.get(m.field)?.def.kind;
    const statuses = config.workflow?.statuses ?? [];
    if ((kind !== 'date' && kind !== 'datetime') || ![...m.from, m.to].every((x) => statuses.includes(x))) {
      throw new Error(`${config.name}: a schedule move needs a date field and statuses of the workflow`);
    }
  }
  // Each move's date has its own partial index, named after the field (server tables.ts `scheduleDue`).
  const scheduled = (config.schedule ?? []).map((m) => m.field);
  if (new Set(scheduled).size !== scheduled.length) throw new Error(`${config.name}: one schedule move per date field`);
  check(
    'list.scopeColumns',
    (list.scopeColumns ?? []).filter((n) => n !== 'status'),
  );
  for (const n of list.scopeKeys ?? [])
    if (!(list.scopeColumns ?? []).includes(n)) throw new Error(`${config.name}: list.scopeKeys names ${n}, not one of list.scopeColumns`);
  for (const n of list.withRichText ?? [])
    if (columnByName.get(n)?.def.kind !== 'richText') throw new Error(`${config.name}: list.withRichText names ${n}, not a rich-text field`);
  for (const [name, p] of Object.entries(list.presets ?? {})) {
    if (!IDENT.test(name) || filters.has(name) || columnByName.has(name)) throw new Error(`${config.name}: list.presets.${name} clashes with a field or is not snake_case`);
    for (const k of Object.keys(p.filters)) if (!filters.has(k) && !filters.has(k.replace(/_(from|to)$/, ''))) throw new Error(`${config.name}: list.presets.${name} names ${k}, not a declared filter`);
  }
  for (const ix of list.indexes ?? []) check('list.indexes', ix);
  for (const n of list.toggles ?? []) if (columnByName.get(n)?.def.kind !== 'flag') throw new Error(`${config.name}: list.toggles names ${n}, not a flag field`);
  for (const [name, th] of Object.entries(list.through ?? {})) {
    if (columnByName.get(th.ref)?.def.kind !== 'ref') throw new Error(`${config.name}: list.through.${name} needs a ref field, got ${th.ref}`);
  }
  for (const c of config.constraints ?? []) {
    check('a constraint', c.kind === 'unique' ? [...c.fields, ...Object.keys(c.where ?? {})] : [...c.key, c.from, c.to]);
    if (c.kind === 'noOverlap' && c.statuses && !config.workflow)
      throw new Error(`${config.name}: a constraint names statuses but the resource has no workflow`);
  }
  if (config.tree) {
    const p = columnByName.get(config.tree.parentField)?.def;
    if (p?.kind !== 'ref' || p.target !== config.name) throw new Error(`${config.name}: tree.parentField must be a ref to ${config.name}`);
  }
  const actionNames = new Set<string>();
  for (const c of columns) {
    const f = c.def.kind === 'number' || c.def.kind === 'money' ? c.def.formula : undefined;
    if (!f) continue;
    if (!c.def.isReadonly) throw new Error(`${config.name}.${c.name}: a formula field must be isReadonly`);
    if (f.of.length < 2 || (f.op === 'sub' && f.of.length !== 2)) throw new Error(`${config.name}.${c.name}: formula ${f.op} needs ${f.op === 'sub' ? 'two' : 'two or more'} fields`);
    for (const n of f.of) {
      const k = columnByName.get(n)?.def.kind;
      if (n === c.name || (k !== 'number' && k !== 'money' && k !== 'integer')) throw new Error(`${config.name}.${c.name}: formula names ${n}, which is not another numeric field`);
    }
  }
  for (const a of config.actions ?? []) {
    if (!/^[a-z][A-Za-z0-9]*$/.test(a.name) || actionNames.has(a.name)) throw new Error(`${config.name}: action name ${a.name} is invalid or repeated`);
    actionNames.add(a.name);
  }
  const stored = new Set(storedRollups(config).map(([name]) => name));
  for (const c of Object.keys(config.computed ?? {})) {
    if ((columnByName.has(c) && !stored.has(c)) || Object.hasOwn(config.fields, c) || RESERVED.has(c) || !IDENT.test(c))
      throw new Error(`${config.name}: computed field ${c} clashes with a column or is not snake_case`);
  }
  for (const f of config.access?.audience ? [config.access.audience.scopeField, config.access.audience.staffField] : []) check('access.audience', [f]);
  if (typeof config.access?.owner === 'object') check('access.owner', [config.access.owner.field]);
  if (config.numbering) {
    const { field, pattern } = config.numbering;
    const def = columnByName.get(field)?.def;
    const problem = patternProblem(pattern);
    if (def?.kind !== 'text') throw new Error(`${config.name}: numbering.field ${field} must be a text field`);
    if (problem) throw new Error(`${config.name}: numbering.pattern ${pattern} ${problem}`);
    for (const f of patternFields(pattern)) if (!columnByName.has(f)) throw new Error(`${config.name}: numbering.pattern names unknown field ${f}`);
    const isUnique = def.unique === true || (config.constraints ?? []).some((c) => c.kind === 'unique' && c.fields.length === 1 && c.fields[0] === field);
    if (!isUnique) throw new Error(`${config.name}: numbering.field ${field} must be unique`);
  }
  const requesterField = config.approval?.requesterField;
  if (requesterField) {
    const def = columnByName.get(requesterField)?.def;
    if (def?.kind !== 'ref' || def.target !== 'staff') throw new Error(`${config.name}: approval.requesterField ${requesterField} must reference staff`);
  }
  const vote = config.vote;
  if (vote) {
    for (const f of [vote.target, vote.choice].filter((x): x is string => !!x))
      if (columnByName.get(f)?.def.kind !== 'ref') throw new Error(`${config.name}: vote field ${f} must be a reference`);
    if (!config.isAuthorOnlyWrite) throw new Error(`${config.name}: a vote is changed by its voter only (isAuthorOnlyWrite)`);
  }
  for (const a of config.actions ?? [])
    if (a.statuses && !a.statuses.every((x) => config.workflow?.statuses.includes(x))) throw new Error(`${config.name}: action ${a.name} names statuses its workflow lacks`);
  const required = config.approval?.requiredWhen;
  if (required && columnByName.get(required.field)?.def.kind !== 'ref') throw new Error(`${config.name}: approval.requiredWhen.field ${required.field} must be a reference`);
  const scope = config.approval?.scope;
  if (scope && columnByName.get(scope.field)?.def.kind !== 'ref') throw new Error(`${config.name}: approval.scope.field ${scope.field} must be a reference`);
  const member = config.access?.member;
  if (member && member.field !== 'id' && columnByName.get(member.field)?.def.kind !== 'ref') throw new Error(`${config.name}: access.member.field ${member.field} must be a reference or id`);
  if (member?.writePositions && !member.through.positionField) throw new Error(`${config.name}: access.member.writePositions needs through.positionField`);
  const parent = config.access?.parent;
  if (parent && columnByName.get(parent.field)?.def.kind !== 'ref') throw new Error(`${config.name}: access.parent.field ${parent.field} must be a reference`);
  const pub = config.access?.published;
  if (pub) {
    check(
      'access.published',
      [pub.hideField, pub.from, pub.to].filter((x): x is string => !!x),
    );
    if (!config.workflow || !pub.statuses.every((x) => config.workflow?.statuses.includes(x)))
      throw new Error(`${config.name}: access.published needs a workflow with the statuses it names`);
  }
  if (config.documents) checkDocumentDecls(config.name, config.documents, (f) => known(f) || !!config.computed?.[f]);
  if (config.alerts) checkAlertDecls(config.name, config.alerts, (f) => columnByName.get(f)?.def.kind ?? (f === 'status' && config.workflow ? 'enum' : undefined), !!config.access?.member);
  // One active vote per person and target, in the database.
  const constraints = vote
    ? [...(config.constraints ?? []), { kind: 'unique' as const, fields: [vote.target, 'created_by'], isActiveOnly: true, errorField: vote.target }]
    : config.constraints;
  const workflow = (config.approval && config.workflow ? withApprovalMoves(config.workflow, config.approval) : config.workflow) as W;
  // Every list is exportable unless the declaration says `isExport: false` (issue 37).
  const transfer: TransferDecl = { ...config.transfer, isExport: config.transfer?.isExport !== false };
  return { ...config, ...(workflow && { workflow }), ...(constraints && { constraints }), transfer, columns, columnByName, order, sortable, filters, search } as Resource<F> & { workflow: W };
}

/** The standard columns of every record as the API returns them. */
export type StandardRecord = {
  id: number;
  created_date: string;
  updated_date: string;
  created_by: number | null;
  updated_by: number | null;
  ordering: number;
  state: 'ACTIVE' | 'INACTIVE';
};

type Nullable<F, V> = F extends { required: true } ? V : V | null;
type FieldsRecord<Fs> = {
  -readonly [K in keyof Fs as Fs[K] extends { isPrivate: true } ? never : K]: Nullable<Fs[K], ValueOf<Fs[K]>>;
} & {
  -readonly [K in keyof Fs as Fs[K] extends { localized: true } ? `${K & string}_en` : never]: ValueOf<Fs[K]> | null;
};

/**
 * A record of a declared resource, typed from its declaration: `RecordOf<typeof news>` has
 * `title: string`, `title_en: string | null`, `type_id: number`, `status: string`, ...
 */
export type RecordOf<R> = R extends { fields: infer Fs }
  ? StandardRecord & FieldsRecord<Fs> & (R extends { workflow: Workflow } ? { status: string } : unknown)
  : never;
/** What a create accepts for a declared resource: required fields required, the rest optional. */
export type InputOf<R> = R extends { fields: infer Fs }
  ? {
      -readonly [K in keyof Fs as Fs[K] extends { isPrivate: true } | { isReadonly: true } ? never : Fs[K] extends { required: true } ? K : never]: ValueOf<
        Fs[K]
      >;
    } & {
      -readonly [K in keyof Fs as Fs[K] extends { isPrivate: true } | { isReadonly: true } ? never : Fs[K] extends { required: true } ? never : K]?: ValueOf<
        Fs[K]
      > | null;
    } & { -readonly [K in keyof Fs as Fs[K] extends { localized: true } ? `${K & string}_en` : never]?: ValueOf<Fs[K]> | null }
  : never;

/** Columns a client may write: not readonly, not private. */
export const writableColumns = (r: Resource): Column[] => r.columns.filter((c) => !c.def.isReadonly && !c.def.isPrivate);
/** Columns that may be sent to clients. */
export const publicColumns = (r: Resource): Column[] => r.columns.filter((c) => !c.def.isPrivate);
