/**
 * Synchronisation from the HR source (issue 14, ADR 0005): the spec's paths around the sync engine
 * (server/src/sync). Every route needs the SYNCHRONIZED_MANAGEMENT "edit" right, checked before
 * the input is read.
 * - `POST|GET /customer/sync`, `/departments/sync`, `/positions/sync` (`source`: HRM unless
 *   stated): fetch the source, store the difference as a WAITING run; nothing else is written;
 *   nothing new since the run already waiting (same base, same difference): that run, `is_reused`;
 * - `GET /sync-run/{id}/diff`: the difference to review (new, changed, gone);
 * - `POST /customer/sync-update`, `/departments/sync-update`, `/positions/sync-update`
 *   (`run_id`, else the newest WAITING run of that data and source): apply the reviewed run;
 * - `POST /sync-customer-update-all`: apply the newest WAITING run of departments, positions and
 *   people, in that order (units before the people who name them), in one transaction.
 * The mirror records (/customer, /departments, /positions) are otherwise generic resources; a hand
 * edit marks one CMS. Runs are written by the server only.
 */
import type { Row, SyncSource } from '@portal/domain';
import { customer, SYNC_SOURCES, SYNC_TARGETS, syncDepartment, syncPosition, syncRun, translate } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorize } from '../../engine/context.js';
import { AppError, badRequest } from '../../engine/errors.js';
import { type BeforeChangeHook, defineModule, type ModuleDecl } from '../../engine/module.js';
import { inWrite } from '../../engine/service.js';
import { applyRun, computeRun, latestWaiting, runDiff } from '../../sync/run.js';
import { TARGETS } from '../../sync/targets.js';
import { idFrom, isId } from '../../http/kit.js';

const RIGHT = 'edit' as const;
const SUBJECT = syncRun.subject;

const bodyOf = (req: FastifyRequest): Row => {
  const b = req.method === 'GET' ? req.query : req.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Row) : {};
};

function sourceOf(body: Row): SyncSource {
  const s = body.source ?? 'HRM';
  if (typeof s !== 'string' || !(SYNC_SOURCES as readonly string[]).includes(s)) {
    throw badRequest([{ field: 'source', key: 'validation.enum', params: { values: SYNC_SOURCES.join(', ') } }], syncRun);
  }
  return s as SyncSource;
}

function runIdOf(body: Row): number | null {
  const v = body.run_id;
  if (v === undefined || v === null) return null;
  const s = String(v);
  return idFrom(s, 'run_id');
}

function registerSyncRoutes(app: FastifyInstance): void {
  for (const target of SYNC_TARGETS) {
    const compute = async (req: FastifyRequest) => {
      authorize(req.ctx, RIGHT, SUBJECT);
      const source = sourceOf(bodyOf(req));
      const run = await computeRun(req.ctx, target, source);
      const message = run.is_reused ? 'sync.alreadyWaiting' : run.sync_status === 'WAITING' ? 'sync.computed' : 'sync.nothingChanged';
      return { success: true, data: run, message: translate(req.ctx.lang, message) };
    };
    const summary = `Fetch ${target} from the source (HRM unless "source" says EMART) and store the difference as a WAITING run for review; nothing else is written`;
    app.post(`/api/v1/${target}/sync`, { schema: { tags: ['system.sync'], summary }, handler: compute });
    app.get(`/api/v1/${target}/sync`, { schema: { tags: ['system.sync'], summary }, handler: compute });
    app.post(`/api/v1/${target}/sync-update`, {
      schema: { tags: ['system.sync'], summary: `Apply a reviewed ${target} run ("run_id", else the newest WAITING one of the source): adds, changes, deprovisions, in one transaction` },
      handler: async (req) => {
        authorize(req.ctx, RIGHT, SUBJECT);
        const body = bodyOf(req);
        const source = sourceOf(body);
        const id = runIdOf(body) ?? (await latestWaiting(req.ctx.database.db, target, source));
        if (!id) throw new AppError(404, 'sync.noWaitingRun');
        return { success: true, data: await applyRun(req.ctx, id, target), message: translate(req.ctx.lang, 'sync.applied') };
      },
    });
  }

  app.post('/api/v1/sync-customer-update-all', {
    schema: { tags: ['system.sync'], summary: 'Apply the newest WAITING run of departments, positions and people of a source, in that order' },
    handler: async (req) => {
      authorize(req.ctx, RIGHT, SUBJECT);
      const source = sourceOf(bodyOf(req));
      // All or nothing: one transaction (each run's apply a savepoint in it), so a refused people
      // run leaves the departments and positions applied before it unapplied too.
      const applied = await inWrite(req.ctx, syncRun, async (_tx, txCtx) => {
        const out: Row[] = [];
        for (const t of TARGETS) {
          const id = await latestWaiting(txCtx.database.db, t.name, source);
          if (id) out.push(await applyRun(txCtx, id, t.name));
        }
        return out;
      });
      if (applied.length === 0) throw new AppError(404, 'sync.noWaitingRun');
      return { success: true, data: { items: applied }, message: translate(req.ctx.lang, 'sync.applied') };
    },
  });

  app.get<{ Params: { id: string } }>('/api/v1/sync-run/:id/diff', {
    schema: { tags: ['system.sync'], summary: "A run's difference for review: new, changed (fields before and after) and gone records" },
    handler: async (req) => {
      authorize(req.ctx, 'view', SUBJECT);
      if (!isId(req.params.id)) throw new AppError(400, 'error.invalidId', {}, [{ field: 'id', key: 'error.invalidId' }]);
      return { success: true, data: await runDiff(req.ctx.database.db, Number(req.params.id)) };
    },
  });
}

/** A hand edit of a synchronised record (in the admin) marks it CMS; the sync's own writes do not pass here. */
const markCms: BeforeChangeHook = async ({ ctx }) => (ctx.user ? { change_kind: 'CMS' } : undefined);

export const syncRunModule = defineModule({
  resource: syncRun,
  hooks: {
    // Runs are written by the sync only (a sync, an apply); discarding a WAITING run is allowed.
    prepare: [
      async () => {
        throw new AppError(400, 'sync.runReadonly');
      },
    ],
    beforeDelete: [
      async ({ existing }) => {
        if (existing.sync_status !== 'WAITING') throw new AppError(409, 'sync.notWaiting');
      },
    ],
  },
  routes: registerSyncRoutes,
});

export const syncModules: readonly ModuleDecl[] = [
  syncRunModule,
  ...[customer, syncDepartment, syncPosition].map((resource) => defineModule({ resource, hooks: { beforeChange: [markCms] } })),
];
