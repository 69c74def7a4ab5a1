/**
 * Telling an account's owner that wrong passwords locked it (issue 11): an in-app notification in
 * both languages and a mail through the mail adapter (outbox, SMTP when configured) in the owner's
 * language. Unknown usernames lock too, so that answers do not reveal which accounts exist, but
 * nobody is told. No password, right or wrong, is ever part of the notice.
 */
import type { Lang, Row } from '@portal/domain';
import { account, notification, translate } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tableFor } from '../db/tables.js';
import type { Ctx } from '../engine/context.js';
import { type MailAdapter, sendMail } from './mail.js';
import { getSetting, type LoginSettings } from './settings.js';

export async function notifyLocked(ctx: Ctx, mailer: MailAdapter, username: string, until: Date, s: LoginSettings): Promise<void> {
  const db = ctx.database.db;
  const t = tableFor(account);
  const col = (n: string) => t[n] as AnyPgColumn;
  const [acc] = (await db
    .select({ id: col('id'), username: col('username'), email: col('email'), personal_email: col('personal_email') })
    .from(t)
    .where(sql`lower(${col('username')}) = lower(${username})`)
    .limit(1)) as { id: number; username: string; email: string | null; personal_email: string | null }[];
  if (!acc) return;
  const now = ctx.now();
  const params = {
    username: acc.username,
    minutes: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000)),
    max: s.max_attempts,
    ip: ctx.ip.slice(0, 64),
  };
  const notice: Row = {
    recipient_id: Number(acc.id),
    title: translate('vi', 'auth.lockNoticeTitle'),
    title_en: translate('en', 'auth.lockNoticeTitle'),
    content: translate('vi', 'auth.lockNoticeBody', params),
    content_en: translate('en', 'auth.lockNoticeBody', params),
    is_read: false,
    created_date: now,
    updated_date: now,
  };
  await db.insert(tableFor(notification)).values(notice);
  const to = acc.email ?? acc.personal_email;
  if (!to) return;
  const stored = await getSetting<{ lang?: unknown }>(db, `account:${acc.id}`);
  const lang: Lang = stored?.lang === 'en' ? 'en' : 'vi';
  await sendMail(db, mailer, { to, subject: translate(lang, 'auth.lockNoticeTitle'), text: translate(lang, 'auth.lockNoticeBody', params) }, now);
}
