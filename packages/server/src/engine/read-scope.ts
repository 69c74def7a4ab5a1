/**
 * Read scoping by resource name, for list and get. A module's scope replaces the default owner
 * scoping: staff read released news they did not write, while editors asking for the admin view
 * (`f_is_get_all_cms=1`) keep the default (their own rows, or all with approve / view all).
 */
import type { SQL } from 'drizzle-orm';
import type { AnyTable } from '../db/tables.js';
import type { Ctx } from './context.js';

/** Returns the conditions to apply, or null to keep the default scoping. */
export type ReadScope = (ctx: Ctx, t: AnyTable, opts: { isCms: boolean }) => SQL[] | null;

const registry = new Map<string, ReadScope>();

export function setReadScope(resourceName: string, scope: ReadScope): void {
  registry.set(resourceName, scope);
}

export const readScopeFor = (resourceName: string): ReadScope | undefined => registry.get(resourceName);

/**
 * The moment a time-based read scope compares with ("released by now"), to the whole second: the
 * scope's SQL then stays the same for a second, so its list results can be cached (query-cache.ts)
 * instead of differing by the millisecond. Content shows at most a second after its release time.
 */
export const scopeNow = (ctx: Ctx): Date => new Date(Math.floor(ctx.now().getTime() / 1000) * 1000);
