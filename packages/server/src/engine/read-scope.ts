/**
 * Time in read scopes. Row access itself is the resource's declared rule plus its module's access
 * hook (engine/service.ts `accessConditions`, ADR 0004).
 */
import type { Ctx } from './context.js';

/**
 * The moment a time-based read scope compares with ("released by now"), to the whole second: the
 * scope's SQL then stays the same for a second, so its list results can be cached (query-cache.ts)
 * instead of differing by the millisecond. Content shows at most a second after its release time.
 */
export const scopeNow = (ctx: Ctx): Date => new Date(Math.floor(ctx.now().getTime() / 1000) * 1000);
