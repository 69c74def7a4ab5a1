/** Activity log rows (spec §3): who did what to which record, from where, with before/after data. */
import type { Resource, Row } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Drizzle } from '../db/client.js';
import { activityLog } from '../db/tables.js';
import type { Ctx } from './context.js';

export type ActivityEntry = {
  resource?: Resource;
  module?: string;
  tableName?: string;
  action: string;
  recordId?: number | null;
  origin: Row | null;
  updated: Row | null;
  result?: 'SUCCESS' | 'FAILED' | 'DENIED';
  description?: string;
  suffix?: string;
  message?: string;
};

/** Browser and device from a User-Agent, coarse on purpose: enough for an audit trail. */
export function describeAgent(ua: string): { browser: string; device: string } {
  const browser =
    /Edg\/([\d.]+)/.exec(ua)?.[0]?.replace('/', ' ') ??
    /Chrome\/([\d.]+)/.exec(ua)?.[0]?.replace('/', ' ') ??
    /Firefox\/([\d.]+)/.exec(ua)?.[0]?.replace('/', ' ') ??
    (/Safari\//.test(ua) ? 'Safari' : ua.slice(0, 60) || 'unknown');
  const device = /Mobile|Android|iPhone/.test(ua) ? 'mobile' : /iPad|Tablet/.test(ua) ? 'tablet' : ua ? 'desktop' : 'unknown';
  return { browser, device };
}

/** Only the fields that changed, so that update rows stay small and readable. */
export function diff(origin: Row | null, updated: Row | null): { origin: Row | null; updated: Row | null } {
  if (!origin || !updated) return { origin, updated };
  const o: Row = {};
  const u: Row = {};
  for (const k of Object.keys(updated)) {
    if (k === 'updated_date' || k === 'updated_by') continue;
    if (JSON.stringify(origin[k]) !== JSON.stringify(updated[k])) {
      o[k] = origin[k] ?? null;
      u[k] = updated[k];
    }
  }
  return { origin: o, updated: u };
}

/** The log row of one entry. */
function activityRow(ctx: Ctx, e: ActivityEntry, agent: { browser: string; device: string }) {
  const d = diff(e.origin, e.updated);
  const title = e.resource?.titleField ? String((e.updated ?? e.origin)?.[e.resource.titleField] ?? '') : '';
  return {
    user_id: ctx.user?.id ?? null,
    username: ctx.user?.username ?? null,
    module: e.module ?? e.resource?.module ?? 'system',
    action: e.action,
    result: e.result ?? 'SUCCESS',
    ip: ctx.ip.slice(0, 64),
    browser: agent.browser.slice(0, 255),
    device: agent.device,
    description: (e.description ?? `${e.action} ${e.resource?.name ?? e.tableName ?? ''} ${e.recordId ?? ''}`.trim()).slice(0, 500),
    activity_context: e.resource?.name ?? e.tableName ?? null,
    suffix: e.suffix ?? null,
    message: (e.message ?? title).slice(0, 500) || null,
    table_name: e.resource?.name ?? e.tableName ?? null,
    record_id: e.recordId ?? null,
    origin_data: d.origin,
    updated_data: d.updated,
    search_logs_value: [ctx.user?.username, e.action, title].filter(Boolean).join(' ').slice(0, 1000) || null,
  };
}

/** Writes one entry; its log row's id. */
export async function writeActivity(db: Drizzle, ctx: Ctx, e: ActivityEntry, also?: (logId: SQL) => SQL): Promise<number> {
  const q = db.insert(activityLog).values(activityRow(ctx, e, describeAgent(ctx.userAgent)));
  // `also`: one more expression the statement evaluates with the new row's id (a create numbered at commit, numbering.ts).
  const [row] = await (also ? q.returning({ id: activityLog.id, also: also(sql`${activityLog.id}`) }) : q.returning({ id: activityLog.id }));
  return Number(row?.id);
}

/** Many entries of one request (a bulk create), in multi-row inserts. */
export async function writeActivities(db: Drizzle, ctx: Ctx, entries: readonly ActivityEntry[]): Promise<void> {
  const agent = describeAgent(ctx.userAgent);
  for (let i = 0; i < entries.length; i += 1000) {
    await db.insert(activityLog).values(entries.slice(i, i + 1000).map((e) => activityRow(ctx, e, agent)));
  }
}
