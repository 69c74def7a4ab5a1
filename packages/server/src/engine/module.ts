/**
 * Declared modules (ADR 0004): the behaviour of a resource that its declaration cannot express.
 * A module names its resource and carries hook arrays, an access hook, the `run` functions of the
 * resource's declared actions and extra routes. Modules are collected in one typed list
 * (`modules/index.ts`) that the app installs at start; nothing registers itself by importing.
 */
import type { Abilities, Issue, RecordOf, Resource, Row } from '@portal/domain';
import { resourceByName } from '@portal/domain';
import type { SQL } from 'drizzle-orm';
import type { ScopePositions } from './positions.js';
import type { FastifyInstance } from 'fastify';
import type { Drizzle } from '../db/client.js';
import type { AnyTable } from '../db/tables.js';
import type { Ctx } from './context.js';

export type WriteMode = 'create' | 'update';

/**
 * What every hook is given: who asks, the open write transaction, and the resource; `memo` is what
 * the hooks of one write keep for each other (a row one read, so that the next need not read it again).
 */
export type HookArgs = {
  ctx: Ctx;
  tx: Drizzle;
  resource: Resource;
  memo?: Map<string, unknown>;
  /** Given to a create in a transaction of its own: `fn` runs once that transaction has ended, committed or not. */
  onSettled?: (fn: () => void) => void;
};

/**
 * Runs before validation: takes keys the server handles itself (a password) out of the payload
 * and may refuse the request. `extra` columns are written as they are (e.g. a password hash).
 * A create that opens its own transaction runs these before it opens (`tx` is then the database:
 * a hook reads, never writes), so a refusal costs no BEGIN and ROLLBACK and holds no connection.
 */
export type PrepareHook = (a: HookArgs & { input: Row; mode: WriteMode; existing: Row | null }) => Promise<{ input: Row; extra?: Row }>;
/** Runs after validation, before the write: may refuse (throw) or return columns to write too. */
export type BeforeChangeHook = (a: HookArgs & { mode: WriteMode; data: Row; existing: Row | null }) => Promise<Row | undefined>;
/**
 * The set-wise form of a module's `beforeChange` hooks for creates (a bulk create, an import): given
 * every validated row at once, it returns by position the issues refusing a row and the columns to
 * write too, as the hooks it `replaces` would for each row alone. A resource whose every
 * `beforeChange` hook is replaced (and that has no other per-record hook, line or tree) is created
 * set-wise (`createMany`: one query per check for all rows, multi-row inserts).
 */
export type BeforeCreateManyHook = {
  replaces: readonly unknown[];
  run: (a: HookArgs & { rows: readonly Row[] }) => Promise<{ issues?: ReadonlyMap<number, Issue[]>; extra?: ReadonlyMap<number, Row> }>;
};
/** Runs after the write, in its transaction. */
export type AfterChangeHook = (a: HookArgs & { mode: WriteMode | 'delete'; row: Row; existing: Row | null }) => Promise<void>;
export type BeforeDeleteHook = (a: HookArgs & { existing: Row }) => Promise<void>;
/** Runs after a status change (by a user or the scheduler), in its transaction. */
export type AfterTransitionHook = (
  a: HookArgs & { row: Row; from: string; to: string; action: string /** Why (rejecting, unpublishing): given when the move asks for it. */; reason?: string },
) => Promise<void>;

export type AccessOp = 'read' | 'write';
/**
 * Extra row conditions of a module, for every operation. `null` keeps the declared rule;
 * conditions are added to it (AND); `{ replace }` stands instead of the declared rule for that
 * operation (published content: staff read every released record, not only their own).
 */
export type AccessHook = (ctx: Ctx, t: AnyTable, o: { op: AccessOp; isCms: boolean }) => SQL[] | AccessReplace | null;
/**
 * `positions`: the scope reads one partition of the list (`list.scopeKeys` values) and leaves out
 * its records matching one of `excluded` (disjoint conditions, each read on the index of its
 * column): deep pages then start from the day roll-up (engine/positions.ts, ADR 0014).
 */
export type AccessReplace = { replace: SQL[]; positions?: ScopePositions };
/**
 * A module's access rule: the hook and the tables other than the resource's own that its SQL
 * reads (declared, not found at run time: the list cache files every list of the resource under
 * them, and scope-tables.test.ts fails when the hook's SQL reads a table not named here).
 */
export type ModuleAccess = { reads: readonly string[]; rule: AccessHook };

/** The function behind a declared action: given the transaction, the record (record actions) and the validated body. */
export type ActionRun = (a: HookArgs & { record: Row | null; body: Row }) => Promise<unknown>;

/**
 * Per-record abilities (engine/abilities.ts; the type is the domain's, the web reads it): the
 * engine computes them from the declaration and the caller's rights and rules; a hook narrows them
 * where a module refuses more (an approved leave is not deleted) or adds what it knows (the
 * approval: submit, decide, withdraw).
 */
export type { Abilities };
export type AbilitiesHook = (a: { ctx: Ctx; db: Drizzle; resource: Resource; rows: readonly Row[]; can: Map<number, Abilities> }) => Promise<void>;

export type ModuleHooks = {
  prepare?: readonly PrepareHook[];
  beforeChange?: readonly BeforeChangeHook[];
  beforeCreateMany?: readonly BeforeCreateManyHook[];
  afterChange?: readonly AfterChangeHook[];
  beforeDelete?: readonly BeforeDeleteHook[];
  afterTransition?: readonly AfterTransitionHook[];
  abilities?: readonly AbilitiesHook[];
};

export type ModuleDecl = {
  resource: Resource;
  hooks?: ModuleHooks;
  access?: ModuleAccess;
  /** `run` per declared action name (the declaration's `actions`). */
  actions?: Readonly<Record<string, ActionRun>>;
  /** Routes beyond the generic ones and the declared actions. */
  routes?: (app: FastifyInstance) => void;
};

/**
 * A record of resource `R` as hooks see it: typed from its declaration (`RecordOf`, ADR 0004) and
 * still a `Row` for what the engine adds (computed fields, labels). For a resource typed only as
 * `Resource`, a `Row`.
 */
export type RecordRow<R> = R extends { fields: Record<string, unknown> } ? RecordOf<R> & Row : Row;

/** The hooks of a module of resource `R`, with its records typed (issue 34: no `Row` and column casts). */
export type TypedHooks<R> = {
  prepare?: readonly ((a: HookArgs & { input: Row; mode: WriteMode; existing: RecordRow<R> | null }) => Promise<{ input: Row; extra?: Row }>)[];
  beforeChange?: readonly ((a: HookArgs & { mode: WriteMode; data: Partial<RecordRow<R>> & Row; existing: RecordRow<R> | null }) => Promise<Row | undefined>)[];
  beforeCreateMany?: readonly BeforeCreateManyHook[];
  afterChange?: readonly ((a: HookArgs & { mode: WriteMode | 'delete'; row: RecordRow<R>; existing: RecordRow<R> | null }) => Promise<void>)[];
  beforeDelete?: readonly ((a: HookArgs & { existing: RecordRow<R> }) => Promise<void>)[];
  afterTransition?: readonly ((a: HookArgs & { row: RecordRow<R>; from: string; to: string; action: string; reason?: string }) => Promise<void>)[];
  abilities?: readonly ((a: { ctx: Ctx; db: Drizzle; resource: Resource; rows: readonly RecordRow<R>[]; can: Map<number, Abilities> }) => Promise<void>)[];
};

/** One hook of kind `K` for resource `R`, written on its own: `const h: HookOf<typeof item, 'beforeDelete'> = ...`. */
export type HookOf<R, K extends keyof TypedHooks<R>> = NonNullable<TypedHooks<R>[K]>[number];

/** A module as written: its resource's records typed in every hook and action (a hook written for `Row` fits too). */
export type TypedModuleDecl<R extends Resource> = Omit<ModuleDecl, 'resource' | 'hooks' | 'actions'> & {
  resource: R;
  hooks?: TypedHooks<R>;
  actions?: Readonly<Record<string, (a: HookArgs & { record: RecordRow<R> | null; body: Row }) => Promise<unknown>>>;
};

/**
 * Declares a module: the hooks and actions see the resource's records typed from its declaration
 * (`existing.status`, `row.staff_id` without casts). The engine runs them on rows of that resource
 * only, so the one conversion to the installed list's `ModuleDecl` is here.
 */
export const defineModule = <R extends Resource>(m: TypedModuleDecl<R>): ModuleDecl => m as unknown as ModuleDecl;

/**
 * Behaviour a declaration implies (an approval block's submit on create, withdraw on delete) as
 * hooks of each resource: a resource without a module gets one. A derived `afterChange` runs after
 * the module's own (the record is complete), a derived `beforeDelete` before them (the module sees
 * a pending approval already withdrawn); the other hooks run after the module's.
 */
export function withDerivedHooks(list: readonly ModuleDecl[], resources: readonly Resource[], derive: (r: Resource) => ModuleHooks | null): ModuleDecl[] {
  const byName = new Map(list.map((m) => [m.resource.name, m]));
  const out = [...list];
  for (const r of resources) {
    const d = derive(r);
    if (!d) continue;
    const m = byName.get(r.name);
    const h = m?.hooks ?? {};
    const hooks: ModuleHooks = {
      prepare: [...(h.prepare ?? []), ...(d.prepare ?? [])],
      beforeChange: [...(h.beforeChange ?? []), ...(d.beforeChange ?? [])],
      beforeCreateMany: [...(h.beforeCreateMany ?? []), ...(d.beforeCreateMany ?? [])],
      afterChange: [...(h.afterChange ?? []), ...(d.afterChange ?? [])],
      beforeDelete: [...(d.beforeDelete ?? []), ...(h.beforeDelete ?? [])],
      afterTransition: [...(h.afterTransition ?? []), ...(d.afterTransition ?? [])],
      // The derived facts first (the approval's), then the module narrows them.
      abilities: [...(d.abilities ?? []), ...(h.abilities ?? [])],
    };
    for (const k of Object.keys(hooks) as (keyof ModuleHooks)[]) if (hooks[k]?.length === 0) delete hooks[k];
    const merged: ModuleDecl = { ...(m ?? { resource: r }), hooks };
    if (m) out[out.indexOf(m)] = merged;
    else out.push(merged);
  }
  return out;
}

const EMPTY: ModuleDecl & { hooks: ModuleHooks } = { resource: undefined as unknown as Resource, hooks: {} };
let installed = new Map<string, ModuleDecl>();
let version = 0;
/** Changes each time a module list is installed (what is derived from the modules is kept per version). */
export const modulesVersion = (): number => version;

/**
 * Checks and installs the module list: each module's resource must be a declared one, a resource
 * has at most one module, and every declared action has its `run` (and no `run` lacks its action).
 */
export function installModules(list: readonly ModuleDecl[]): void {
  const next = new Map<string, ModuleDecl>();
  for (const m of list) {
    const name = m.resource?.name;
    if (!name || resourceByName.get(name) !== m.resource) throw new Error(`module for unknown resource ${String(name)}`);
    if (next.has(name)) throw new Error(`two modules for resource ${name}`);
    next.set(name, m);
  }
  for (const r of resourceByName.values()) {
    const runs = next.get(r.name)?.actions ?? {};
    for (const a of r.actions ?? []) if (!runs[a.name]) throw new Error(`${r.name}: action ${a.name} is declared but no module runs it`);
    for (const n of Object.keys(runs)) if (!(r.actions ?? []).some((a) => a.name === n)) throw new Error(`${r.name}: module runs undeclared action ${n}`);
  }
  for (const m of list)
    for (const name of m.access?.reads ?? []) if (!resourceByName.has(name)) throw new Error(`${m.resource.name}: access reads unknown resource ${name}`);
  installed = next;
  version++;
}

export const moduleFor = (resourceName: string): ModuleDecl => installed.get(resourceName) ?? EMPTY;
export const installedModules = (): ModuleDecl[] => [...installed.values()];

/** Splits a payload that is a plain object; anything else is left for validation to refuse. */
export const asRow = (input: unknown): Row | null => (typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Row) : null);
