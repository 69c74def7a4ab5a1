import { notification, notificationReport, PAGE_SIZE_DEFAULT } from '@portal/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { tableFor } from '../../db/tables.js';
import { parseId } from '../../http/kit.js';
import { requireUser } from '../../engine/context.js';
import { notFound } from '../../engine/errors.js';
import { cachedReport, parseReportQuery } from '../../engine/reports.js';
import { sentenceCase } from '../../notify/push.js';

const INT = /^\d{1,6}$/;
const COLS = ['id', 'created_date', 'recipient_id', 'title', 'title_en', 'content', 'content_en', 'link', 'source_type', 'source_id', 'is_read'] as const;

/** The signed-in user's own notifications (spec §7: /notification, /notification-read, /notification-read-all). */
export function registerNotificationRoutes(app: FastifyInstance): void {
  const t = tableFor(notification);
  const c = (n: string) => t[n] as AnyPgColumn;

  app.get('/api/v1/notification', {
    schema: { tags: ['portal'], summary: "The signed-in user's notifications, newest first, with unread_count (unread=1: the unread ones only)" },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      const q = req.query as Record<string, unknown>;
      const page = INT.test(String(q.page ?? '')) ? Math.max(1, Number(q.page)) : 1;
      const limit = INT.test(String(q.limit ?? '')) ? Math.min(200, Math.max(1, Number(q.limit))) : PAGE_SIZE_DEFAULT;
      const mine = and(eq(c('recipient_id'), user.id), eq(c('state'), 'ACTIVE'));
      // `unread=1`: the unread ones only (the notifications page's filter); the counts stay the user's.
      const listed = q.unread === '1' ? and(mine, eq(c('is_read'), false)) : mine;
      const db = req.ctx.database.db;
      const items = await db
        .select(Object.fromEntries(COLS.map((n) => [n, c(n)])))
        .from(t)
        .where(listed)
        .orderBy(desc(c('created_date')), desc(c('id')))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await db.select({ n: count() }).from(t).where(listed);
      const [unread] = await db.select({ n: count() }).from(t).where(and(mine, eq(c('is_read'), false)));
      // Rows written before titles were sentence-cased read the same way (issue 38 item 4).
      const shown = items.map((n) => ({ ...n, title: sentenceCase(String(n.title ?? '')), title_en: typeof n.title_en === 'string' && n.title_en ? sentenceCase(n.title_en) : null }));
      return { success: true, data: { items: shown, totalRows: Number(total?.n ?? 0), page, limit, unread_count: Number(unread?.n ?? 0) } };
    },
  });

  // Spec §7 /notification-report: the declared summary report (GET /report/notification), by source or read (`by=source|read|none`).
  app.get('/api/v1/notification-report', {
    schema: { tags: ['portal'], summary: "Notifications as they stand by source (by=source) or read/unread (by=read), under the caller's scope: their own, everyone's with view all" },
    handler: async (req) => ({ success: true, data: await cachedReport(req.ctx, notificationReport, parseReportQuery(notificationReport, req.query as Record<string, unknown>)) }),
  });

  app.post('/api/v1/notification-read/:id', {
    schema: { tags: ['portal'], summary: 'Marks one of my notifications as read' },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      const id = parseId(req);
      const rows = await req.ctx.database.db
        .update(t)
        .set({ is_read: true, updated_date: req.ctx.now() })
        .where(and(eq(c('id'), id), eq(c('recipient_id'), user.id)))
        .returning({ id: c('id') });
      if (rows.length === 0) throw notFound();
      return { success: true, data: { id, is_read: true } };
    },
  });

  app.post('/api/v1/notification-read-all', {
    schema: { tags: ['portal'], summary: 'Marks all my notifications as read' },
    handler: async (req) => {
      const user = requireUser(req.ctx);
      const rows = await req.ctx.database.db
        .update(t)
        .set({ is_read: true, updated_date: req.ctx.now() })
        .where(and(eq(c('recipient_id'), user.id), eq(c('is_read'), false)))
        .returning({ id: c('id') });
      return { success: true, data: { updated: rows.length, unread_count: 0 } };
    },
  });
}
