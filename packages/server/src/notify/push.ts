/**
 * Notifications that reach the bell at once (issue 12): a notification row is written in the
 * caller's transaction together with `pg_notify('notification_created', '<recipient ids>')`.
 * PostgreSQL delivers that message at COMMIT (never for a rolled-back write) to every server
 * instance listening, as for the query cache's `table_changed` (engine/query-cache.ts); each
 * instance then tells the recipients' open streams (GET /api/v1/notification/stream) to refresh.
 */
import type { Row } from '@portal/domain';
import { notification, pushDelivery, pushDevice } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Drizzle } from '../db/client.js';
import { tableFor } from '../db/tables.js';

export const NOTIFICATION_CHANNEL = 'notification_created';
/** Recipient ids per message: a NOTIFY payload holds under 8000 bytes. */
const IDS_PER_MESSAGE = 800;

/** What a stream is told: new notifications for its user, or "refresh, something may have been missed". */
export type PushEvent = 'notification' | 'resync';
export type PushListener = (e: PushEvent) => void;

/** Tells the recipients' open streams, at commit of `tx`, that they have new notifications. */
export async function signalRecipients(tx: Drizzle, recipientIds: readonly number[]): Promise<void> {
  const ids = [...new Set(recipientIds.filter((n) => Number.isInteger(n) && n > 0))];
  for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) {
    await tx.execute(sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${ids.slice(i, i + IDS_PER_MESSAGE).join(',')})`);
  }
}

export type NotificationInput = {
  recipient_id: number;
  title: string;
  title_en?: string | null;
  content?: string | null;
  content_en?: string | null;
  link?: string | null;
  source_type?: string | null;
  source_id?: number | null;
};

/**
 * A notification's text starts with a capital (issue 38 item 4): messages that open with a kind's
 * label ("yêu cầu văn phòng phẩm ... đã được phê duyệt") read as sentences in the bell and on a phone.
 */
export const sentenceCase = (s: string): string => s.charAt(0).toLocaleUpperCase('vi') + s.slice(1);

/** Writes notifications in `tx` and signals their recipients (delivered when `tx` commits). */
export async function sendNotifications(tx: Drizzle, now: Date, list: readonly NotificationInput[]): Promise<void> {
  if (list.length === 0) return;
  const values: Row[] = list.map((n) => ({
    recipient_id: n.recipient_id,
    title: sentenceCase(n.title).slice(0, 255),
    title_en: n.title_en ? sentenceCase(n.title_en).slice(0, 255) : null,
    content: n.content?.slice(0, 500) ?? null,
    content_en: n.content_en?.slice(0, 500) ?? null,
    link: n.link?.slice(0, 500) ?? null,
    source_type: n.source_type ?? null,
    source_id: n.source_id ?? null,
    is_read: false,
    created_date: now,
    updated_date: now,
  }));
  await tx.insert(tableFor(notification)).values(values);
  await signalRecipients(
    tx,
    list.map((n) => n.recipient_id),
  );
  await queuePush(tx, now, list);
}

/** Channel told at commit that push deliveries are queued (notify/push-adapter.ts delivers them). */
const PUSH_QUEUED = 'push_queued';

/** One push delivery per notification and registered device of its recipient, sent after commit. */
async function queuePush(tx: Drizzle, now: Date, list: readonly NotificationInput[]): Promise<void> {
  const d = tableFor(pushDevice);
  const dc = (n: string) => d[n] as AnyPgColumn;
  const recipients = [...new Set(list.map((n) => n.recipient_id))];
  const devices = (await tx
    .select({ id: dc('id'), account: dc('account_id') })
    .from(d)
    .where(and(inArray(dc('account_id'), recipients), eq(dc('state'), 'ACTIVE')))) as { id: number; account: number }[];
  if (devices.length === 0) return;
  const rows: Row[] = list.flatMap((n) =>
    devices
      .filter((x) => Number(x.account) === n.recipient_id)
      .map((x) => ({
        device_id: Number(x.id),
        recipient_id: n.recipient_id,
        title: n.title.slice(0, 255),
        body: (n.content ?? n.title_en ?? null)?.slice(0, 500) ?? null,
        link: n.link?.slice(0, 500) ?? null,
        source_type: n.source_type ?? null,
        source_id: n.source_id ?? null,
        delivery_status: 'PENDING',
        attempts: 0,
        created_date: now,
        updated_date: now,
      })),
  );
  if (rows.length === 0) return;
  await tx.insert(tableFor(pushDelivery)).values(rows);
  await tx.execute(sql`SELECT pg_notify(${PUSH_QUEUED}, '')`);
}

/**
 * The listeners of one database's notification channel, by user. The channel is listened to from
 * the first stream opened on this instance until the app closes (one connection, kept).
 */
export class PushHub {
  private readonly byUser = new Map<number, Set<PushListener>>();
  private stop: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private wasLive = false;

  constructor(private readonly database: Database) {}

  get size(): number {
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }

  /** Adds a listener for `userId`; the returned function removes it (and stops listening when none is left). */
  async subscribe(userId: number, fn: PushListener): Promise<() => void> {
    const set = this.byUser.get(userId) ?? new Set<PushListener>();
    this.byUser.set(userId, set);
    set.add(fn);
    try {
      await this.ensureListening();
    } catch (e) {
      this.remove(userId, fn);
      throw e;
    }
    return () => this.remove(userId, fn);
  }

  async close(): Promise<void> {
    this.byUser.clear();
    await this.stopListening();
  }

  private remove(userId: number, fn: PushListener): void {
    const set = this.byUser.get(userId);
    set?.delete(fn);
    if (set && set.size === 0) this.byUser.delete(userId);
  }

  private ensureListening(): Promise<void> {
    if (this.stop) return Promise.resolve();
    this.starting ??= this.database
      .listen(
        NOTIFICATION_CHANNEL,
        (payload) => this.deliver(payload),
        // Back after a dropped connection: messages may have been missed, every stream refreshes.
        (live) => {
          if (live && this.wasLive) this.broadcast('resync');
          this.wasLive ||= live;
        },
      )
      .then((stop) => {
        this.stop = stop;
      })
      .finally(() => {
        this.starting = null;
      });
    return this.starting;
  }

  private async stopListening(): Promise<void> {
    if (this.starting) await this.starting.catch(() => undefined);
    const stop = this.stop;
    this.stop = null;
    await stop?.();
  }

  private deliver(payload: string): void {
    for (const part of payload.split(',')) {
      const id = Number(part);
      for (const fn of this.byUser.get(id) ?? []) fn('notification');
    }
  }

  private broadcast(e: PushEvent): void {
    for (const set of this.byUser.values()) for (const fn of set) fn(e);
  }
}
