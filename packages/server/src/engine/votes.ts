/**
 * Votes and caller figures (ADR 0018), from the declarations:
 * - `vote: { target, choice?, window? }`: one active vote per person and target (the database's
 *   unique index, declared by `defineResource`); a vote is taken or changed only between the
 *   target's window dates (409 `vote.closed`, a derived hook); `GET /<path>/tally?target=<id>`
 *   counts the active votes per choice for who reads the target.
 * - `callerFlags`: per caller yes/no figures (`is_vote`), set on each record after the shared list
 *   cache with one query per page.
 */
import type { Resource, Row } from '@portal/domain';
import { resourceByName } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../db/tables.js';
import { isRecordVisible } from './access.js';
import { authorize, type Ctx } from './context.js';
import { AppError, notFound } from './errors.js';
import type { ModuleHooks } from './module.js';
import { idFrom } from '../http/kit.js';

const targetOf = (r: Resource): Resource | undefined => {
  const def = r.vote ? r.columnByName.get(r.vote.target)?.def : undefined;
  return def?.kind === 'ref' ? resourceByName.get(def.target) : undefined;
};

export const hasCallerFlags = (r: Resource): boolean => Object.keys(r.callerFlags ?? {}).length > 0;

/** `rows` with the caller's flags set (new objects: a cached page is shared and frozen). */
export async function withCallerFlags(ctx: Ctx, r: Resource, rows: readonly Row[]): Promise<Row[]> {
  const flags = Object.entries(r.callerFlags ?? {});
  if (flags.length === 0 || rows.length === 0) return [...rows];
  const ids = rows.map((x) => Number(x.id));
  const out = rows.map((x) => ({ ...x }));
  for (const [name, f] of flags) {
    const user = ctx.user?.id;
    const mine = new Set<number>();
    if (user) {
      const t = tableFor(resourceByName.get(f.of) as Resource);
      const found = (await ctx.database.db
        .selectDistinct({ id: t[f.by] as AnyPgColumn })
        .from(t)
        .where(and(inArray(t[f.by] as AnyPgColumn, ids), eq(t.created_by as AnyPgColumn, user), eq(t.state as AnyPgColumn, 'ACTIVE')))) as { id: unknown }[];
      for (const x of found) mine.add(Number(x.id));
    }
    for (const x of out) x[name] = mine.has(Number(x.id));
  }
  return out;
}

/** The window check of a vote resource, as a derived hook (or null). */
export function voteHooks(r: Resource): ModuleHooks | null {
  const w = r.vote?.window;
  const target = targetOf(r);
  if (!w || !target || !r.vote) return null;
  const field = r.vote.target;
  return {
    beforeChange: [
      async ({ ctx, tx, data, existing }) => {
        const id = data[field] ?? existing?.[field];
        if (id === undefined || id === null) return undefined;
        const t = tableFor(target);
        const [row] = (await tx
          .select({
            ...(w.from && { from: t[w.from] as AnyPgColumn }),
            ...(w.to && { to: t[w.to] as AnyPgColumn }),
          })
          .from(t)
          .where(eq(t.id as AnyPgColumn, Number(id)))
          .limit(1)) as { from?: unknown; to?: unknown }[];
        if (!row) return undefined;
        const now = ctx.now();
        // A date bound holds for its whole day in Vietnam (until 24:00 +07:00).
        const at = (v: unknown, end: boolean): Date | null => {
          if (v === null || v === undefined) return null;
          if (v instanceof Date) return v;
          const s = String(v);
          return /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T${end ? '24:00:00' : '00:00:00'}+07:00`) : new Date(s);
        };
        const from = at(row.from, false);
        const to = at(row.to, true);
        if ((from && now < from) || (to && now >= to)) throw new AppError(409, 'vote.closed');
        return undefined;
      },
    ],
  };
}

/** `GET /<path>/tally?target=<id>`: the active votes per choice, for who reads the target. */
export function registerVoteRoutes(app: FastifyInstance, r: Resource, base: string, tags: string[]): void {
  const vote = r.vote;
  const target = targetOf(r);
  if (!vote || !target) return;
  app.get(`${base}/tally`, {
    schema: {
      tags,
      summary: `The tally of the ${r.label.en} records on one ${target.label.en}: total and per choice`,
      querystring: { type: 'object', required: ['target'], properties: { target: { type: 'string' } } },
    },
    handler: async (req) => {
      authorize(req.ctx, 'view', r.subject);
      const id = idFrom((req.query as { target?: unknown }).target, 'target');
      if (!(await isRecordVisible(req.ctx, target, id))) throw notFound();
      const t = tableFor(r);
      const where = and(eq(t[vote.target] as AnyPgColumn, id), eq(t.state as AnyPgColumn, 'ACTIVE'));
      const count = sql<number>`count(*)::int`;
      const rows = (
        vote.choice
          ? await req.ctx.database.db
              .select({ choice: t[vote.choice] as AnyPgColumn, votes: count })
              .from(t)
              .where(where)
              .groupBy(t[vote.choice] as AnyPgColumn)
          : (await req.ctx.database.db.select({ votes: count }).from(t).where(where)).map((x) => ({ choice: null, votes: x.votes }))
      ) as { choice: unknown; votes: number }[];
      const choices = rows.map((x) => ({ choice: x.choice === null ? null : Number(x.choice), votes: Number(x.votes) })).sort((a, b) => b.votes - a.votes);
      return { success: true, data: { target: id, total: choices.reduce((n, x) => n + x.votes, 0), choices } };
    },
  });
}
