/**
 * Push to devices (issue 15, spec's /firebase). Notifications are queued per registered device in
 * `push_delivery`, in the transaction that writes them (notify/push.ts), and a dispatcher delivers
 * them after commit through one adapter:
 * - `localPushAdapter`: POSTs each message as JSON to a local endpoint (PUSH_LOCAL_URL), or, with
 *   no endpoint, appends it as one JSON line to a file (PUSH_OUTBOX_FILE, default
 *   DATA_DIR/push-outbox.ndjson): what a developer or a demo can watch without any account;
 * - `fcmPushAdapter`: Firebase Cloud Messaging HTTP v1 (a service account's key signs an OAuth
 *   token, kept until it expires; `messages:send` per device). Configured by FCM_PROJECT_ID,
 *   FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY (or FCM_SERVICE_ACCOUNT_FILE); FCM_TOKEN_URL and
 *   FCM_ENDPOINT point elsewhere for tests.
 * A token the service reports as gone (404 / UNREGISTERED) is retired; other failures are retried
 * up to MAX_ATTEMPTS passes, then kept as FAILED with the error.
 */
import { createSign } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pushDelivery, pushDevice } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import { tableFor } from '../db/tables.js';

export type PushMessage = {
  token: string;
  platform: string;
  title: string;
  body: string | null;
  link: string | null;
  data: Record<string, string>;
};

/** `isGone`: the service no longer knows the token (the device is retired). */
export type PushOutcome = { ok: true } | { ok: false; error: string; isGone?: boolean };

export interface PushAdapter {
  readonly name: string;
  send(m: PushMessage): Promise<PushOutcome>;
}

const TIMEOUT_MS = 10_000;

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: res.status, text: await res.text() };
}

/** Local delivery: to an HTTP endpoint when given, else one JSON line per message in `file`. */
export function localPushAdapter(o: { url?: string; file: string }): PushAdapter {
  return {
    name: o.url ? 'local-http' : 'local-file',
    async send(m) {
      const payload = { to: m.token, platform: m.platform, notification: { title: m.title, body: m.body }, link: m.link, data: m.data };
      if (o.url) {
        const res = await postJson(o.url, payload);
        if (res.status >= 200 && res.status < 300) return { ok: true };
        return { ok: false, error: `HTTP ${res.status} ${res.text.slice(0, 200)}`, isGone: res.status === 404 || res.status === 410 };
      }
      await mkdir(dirname(o.file), { recursive: true });
      await appendFile(o.file, `${JSON.stringify({ at: new Date().toISOString(), ...payload })}\n`);
      return { ok: true };
    },
  };
}

export type FcmOptions = { projectId: string; clientEmail: string; privateKey: string; tokenUrl?: string; endpoint?: string };

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

/** Firebase Cloud Messaging HTTP v1, authenticated as a service account (OAuth 2 JWT bearer grant). */
export function fcmPushAdapter(o: FcmOptions): PushAdapter {
  const tokenUrl = o.tokenUrl ?? 'https://oauth2.googleapis.com/token';
  const endpoint = (o.endpoint ?? 'https://fcm.googleapis.com').replace(/\/$/, '');
  let cached: { token: string; until: number } | null = null;
  async function accessToken(): Promise<string> {
    const nowS = Math.floor(Date.now() / 1000);
    if (cached && cached.until > nowS + 60) return cached.token;
    const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = b64url(JSON.stringify({ iss: o.clientEmail, scope: 'https://www.googleapis.com/auth/firebase.messaging', aud: tokenUrl, iat: nowS, exp: nowS + 3600 }));
    const signature = createSign('RSA-SHA256').update(`${head}.${claims}`).sign(o.privateKey).toString('base64url');
    const res = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: `${head}.${claims}.${signature}` }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !json.access_token) throw new Error(`FCM token: HTTP ${res.status}`);
    cached = { token: json.access_token, until: nowS + Number(json.expires_in ?? 3600) };
    return cached.token;
  }
  return {
    name: 'fcm',
    async send(m) {
      const message = {
        token: m.token,
        notification: { title: m.title, ...(m.body ? { body: m.body } : {}) },
        data: { ...m.data, ...(m.link ? { link: m.link } : {}) },
        ...(m.link ? { webpush: { fcm_options: { link: m.link } } } : {}),
      };
      const res = await postJson(`${endpoint}/v1/projects/${encodeURIComponent(o.projectId)}/messages:send`, { message }, { authorization: `Bearer ${await accessToken()}` });
      if (res.status >= 200 && res.status < 300) return { ok: true };
      if (res.status === 401) cached = null;
      const isGone = res.status === 404 || /UNREGISTERED/.test(res.text);
      return { ok: false, error: `FCM HTTP ${res.status} ${res.text.slice(0, 200)}`, isGone };
    },
  };
}

/** The adapter the environment configures: FCM when its project and key are given, else the local one. */
export async function pushAdapterFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<PushAdapter> {
  let account: { project_id?: string; client_email?: string; private_key?: string } = {};
  if (env.FCM_SERVICE_ACCOUNT_FILE) account = JSON.parse(await readFile(env.FCM_SERVICE_ACCOUNT_FILE, 'utf8'));
  const projectId = env.FCM_PROJECT_ID ?? account.project_id;
  const clientEmail = env.FCM_CLIENT_EMAIL ?? account.client_email;
  const privateKey = (env.FCM_PRIVATE_KEY ?? account.private_key)?.replace(/\\n/g, '\n');
  if (projectId && clientEmail && privateKey) {
    return fcmPushAdapter({ projectId, clientEmail, privateKey, ...(env.FCM_TOKEN_URL ? { tokenUrl: env.FCM_TOKEN_URL } : {}), ...(env.FCM_ENDPOINT ? { endpoint: env.FCM_ENDPOINT } : {}) });
  }
  return localPushAdapter({ ...(env.PUSH_LOCAL_URL ? { url: env.PUSH_LOCAL_URL } : {}), file: env.PUSH_OUTBOX_FILE ?? `${dataDir}/push-outbox.ndjson` });
}

export const PUSH_CHANNEL = 'push_queued'; // told by notify/push.ts (queuePush)
const MAX_ATTEMPTS = 3;
/** A delivery left SENDING this long (its instance stopped mid-send) is taken again. */
const STALE_SENDING_MS = 5 * 60_000;
const BATCH = 100;
const RETRY_MS = 30_000;

type Claimed = { id: number; token: string; platform: string; device_id: number; title: string | null; body: string | null; link: string | null; source_type: string | null; source_id: number | null; attempts: number };

/**
 * One dispatch pass: claims up to BATCH queued deliveries (rows locked and skipped when another
 * instance holds them, so each goes out once), sends them, records the outcome. Returns how many
 * were sent.
 */
export async function dispatchPush(database: Database, adapter: PushAdapter, now: () => Date): Promise<{ sent: number; failed: number }> {
  const t = tableFor(pushDelivery);
  const d = tableFor(pushDevice);
  const c = (n: string) => t[n] as AnyPgColumn;
  const at = now();
  const staleBefore = new Date(at.getTime() - STALE_SENDING_MS);
  const claimed = (await database.db.transaction(async (tx) => {
    const due = sql`SELECT q.id FROM ${t} q WHERE q.delivery_status = 'PENDING' OR (q.delivery_status = 'SENDING' AND q.updated_date < ${staleBefore}::timestamptz)
      ORDER BY q.id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
    const rows = (await tx
      .update(t)
      .set({ delivery_status: 'SENDING', attempts: sql`${c('attempts')} + 1`, adapter: adapter.name, updated_date: at })
      .where(sql`${c('id')} IN (${due})`)
      .returning({ id: c('id'), device_id: c('device_id'), title: c('title'), body: c('body'), link: c('link'), source_type: c('source_type'), source_id: c('source_id'), attempts: c('attempts') })) as Omit<
      Claimed,
      'token' | 'platform'
    >[];
    if (rows.length === 0) return [];
    const devices = (await tx
      .select({ id: d.id as AnyPgColumn, token: d.token as AnyPgColumn, platform: d.platform as AnyPgColumn, state: d.state as AnyPgColumn })
      .from(d)
      .where(sql`${d.id as AnyPgColumn} IN (${sql.join(
        [...new Set(rows.map((r) => Number(r.device_id)))].map((x) => sql`${x}`),
        sql`, `,
      )})`)) as { id: number; token: string; platform: string; state: string }[];
    const byId = new Map(devices.map((x) => [Number(x.id), x]));
    return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), token: byId.get(Number(r.device_id))?.state === 'ACTIVE' ? String(byId.get(Number(r.device_id))?.token) : '', platform: String(byId.get(Number(r.device_id))?.platform ?? 'WEB') }));
  })) as Claimed[];
  let sent = 0;
  let failed = 0;
  for (const q of claimed) {
    let outcome: PushOutcome;
    if (!q.token) outcome = { ok: false, error: 'device retired', isGone: true };
    else {
      try {
        outcome = await adapter.send({
          token: q.token,
          platform: q.platform,
          title: q.title ?? '',
          body: q.body,
          link: q.link,
          data: { delivery_id: String(q.id), ...(q.source_type ? { source_type: q.source_type } : {}), ...(q.source_id ? { source_id: String(q.source_id) } : {}) },
        });
      } catch (e) {
        outcome = { ok: false, error: String((e as Error).message ?? e) };
      }
    }
    const done = now();
    if (outcome.ok) {
      sent++;
      await database.db.update(t).set({ delivery_status: 'SENT', sent_date: done, error: null, updated_date: done }).where(eq(c('id'), q.id));
      continue;
    }
    const isFinal = outcome.isGone || q.attempts >= MAX_ATTEMPTS;
    if (isFinal) failed++;
    await database.db
      .update(t)
      .set({ delivery_status: isFinal ? 'FAILED' : 'PENDING', error: outcome.error.slice(0, 500), updated_date: done })
      .where(eq(c('id'), q.id));
    if (outcome.isGone && q.token) {
      await database.db
        .update(d)
        .set({ state: 'INACTIVE', updated_date: done })
        .where(and(eq(d.id as AnyPgColumn, Number(q.device_id)), eq(d.state as AnyPgColumn, 'ACTIVE')));
    }
  }
  return { sent, failed };
}

/**
 * Runs a dispatch pass whenever deliveries are queued (PUSH_CHANNEL, told at commit) and every
 * RETRY_MS, never two at once on this instance; `kick()` runs one by hand.
 */
export async function startPushDispatcher(database: Database, adapter: PushAdapter, now: () => Date, onError: (e: unknown) => void): Promise<{ kick: () => Promise<void>; stop: () => Promise<void> }> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const r = await dispatchPush(database, adapter, now);
        // A full batch: more may be waiting.
        if (r.sent + r.failed >= BATCH) again = true;
      } while (again && !stopped);
    })()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
  let unlisten: (() => Promise<void>) | null = null;
  try {
    unlisten = await database.listen(
      PUSH_CHANNEL,
      () => void kick(),
      (live) => {
        if (live) void kick();
      },
    );
  } catch (e) {
    onError(e);
  }
  // Retries (and anything queued while not listening) on a slow beat.
  const timer = setInterval(() => void kick(), RETRY_MS);
  timer.unref();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      await unlisten?.();
    },
  };
}
