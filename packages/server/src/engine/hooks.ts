/**
 * Per-resource hooks for behaviour a declaration cannot express (DESIGN §1): modules register
 * them by resource name; the generic create/update/delete commands call them.
 */
import type { Row } from '@portal/domain';
import type { Drizzle } from '../db/client.js';
import type { Ctx } from './context.js';

export type WriteMode = 'create' | 'update';

export type ResourceHooks = {
  /**
   * Runs before validation: takes keys the server handles itself (a password) out of the payload
   * and may refuse the request. `extra` columns are written as they are (e.g. a password hash).
   */
  prepare?: (ctx: Ctx, input: Row, mode: WriteMode, existing: Row | null) => Promise<{ input: Row; extra?: Row }>;
  /** Runs after validation, before the write: may refuse (throw) or return more server-set columns. */
  beforeWrite?: (ctx: Ctx, mode: WriteMode, data: Row, existing: Row | null) => Promise<Row | undefined>;
  /** Runs inside the write's transaction. */
  afterWrite?: (tx: Drizzle, ctx: Ctx, mode: WriteMode | 'delete', row: Row, existing: Row | null) => Promise<void>;
  beforeDelete?: (ctx: Ctx, existing: Row) => Promise<void>;
};

const registry = new Map<string, ResourceHooks>();

export function setResourceHooks(resourceName: string, hooks: ResourceHooks): void {
  registry.set(resourceName, hooks);
}

export const hooksFor = (resourceName: string): ResourceHooks => registry.get(resourceName) ?? {};

/** Splits a payload that is a plain object; anything else is left for validation to refuse. */
export const asRow = (input: unknown): Row | null => (typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Row) : null);
