/**
 * The admin dashboard's counts in one call: for every resource the caller may view, its ACTIVE
 * row count under the caller's read scope. Each count is one `limit 1` page of the generic list
 * (`listRecords`, in the admin view the console's lists ask for), so it gets the same access rule, the list cache and the engine's count
 * (exact up to EXACT_COUNT_LIMIT, the planner's estimate past it, flagged).
 */
import { canDo, parseListQuery } from '@portal/domain';
import type { Resource } from '@portal/domain';
import { resources } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { type Ctx, requireUser } from '../../engine/context.js';
import { forbidden } from '../../engine/errors.js';
import { listRecords } from '../../engine/service.js';

export type ResourceCount = { name: string; path: string; totalRows: number; isTotalEstimated?: true };

/** Counts run a few at a time: enough to overlap round trips without taking the whole pool. */
const CONCURRENCY = 4;

/** `isCms`: the admin view (default, as the console's lists read); false counts what the portal shows. */
export async function resourceCounts(ctx: Ctx, list: readonly Resource[] = resources, opts: { isCms?: boolean } = {}): Promise<ResourceCount[]> {
  const user = requireUser(ctx);
  const isCms = opts.isCms ?? true;
  const visible = list.filter((r) => canDo(user.ability, 'view', r.subject));
  // The console itself is closed to a user who may view nothing (as the web's route guard is).
  if (visible.length === 0 && isCms) throw forbidden();
  const out: ResourceCount[] = new Array(visible.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < visible.length; i = next++) {
      const r = visible[i] as Resource;
      const parsed = parseListQuery(r, { limit: '1' });
      if (!parsed.ok) throw new Error(`${r.name}: the default list query does not parse`);
      const page = await listRecords(ctx, r, parsed.query, { isCms });
      out[i] = { name: r.name, path: r.path, totalRows: page.totalRows, ...(page.isTotalEstimated && { isTotalEstimated: true as const }) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, visible.length) }, worker));
  return out;
}

export function registerDashboardRoutes(app: FastifyInstance): void {
  app.get('/api/v1/admin/counts', {
    schema: {
      tags: ['system.dashboard'],
      summary: 'Active record count of every resource the caller may view (under their read scope; estimated past 10,000, flagged)',
    },
    handler: async (req) => ({ success: true, data: { items: await resourceCounts(req.ctx) } }),
  });
}
