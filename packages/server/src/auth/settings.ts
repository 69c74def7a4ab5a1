/** Login settings (spec §7 login setting GET/PUT), stored as one key in app_setting. */
import { DEVICES_PER_USER, LOGIN_ATTEMPTS } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Drizzle } from '../db/client.js';
import { appSetting } from './tables.js';

export const loginSettingsSchema = z
  .object({
    /** Consecutive failures before a temporary lock (spec §9: 3). */
    max_attempts: z.number().int().min(1).max(20),
    /** First lock length; each further lock of the same account doubles it, up to `max_lock_minutes`. */
    lock_minutes: z.number().int().min(1).max(1440),
    /**
     * The longest a lock lasts however often it recurs (the timed unlock): someone who keeps
     * guessing an administrator's password cannot keep them out for a day (issue 11).
     */
    max_lock_minutes: z.number().int().min(1).max(1440),
    /** Failed sign-ins from one IP address within 15 minutes before that address is slowed down. */
    ip_max_failures: z.number().int().min(5).max(10000),
    max_devices: z.number().int().min(1).max(50),
    refresh_days: z.number().int().min(1).max(365),
    reset_token_minutes: z.number().int().min(5).max(1440),
    is_two_factor_required: z.boolean(),
    /** Days the request and system logs keep a row (issue 36: never unbounded); older rows are pruned hourly. */
    log_retention_days: z.number().int().min(7).max(3650),
  })
  .strict();

export type LoginSettings = z.infer<typeof loginSettingsSchema>;

export const DEFAULT_LOGIN_SETTINGS: LoginSettings = {
  max_attempts: LOGIN_ATTEMPTS,
  lock_minutes: 5,
  max_lock_minutes: 60,
  ip_max_failures: 50,
  max_devices: DEVICES_PER_USER,
  refresh_days: 30,
  reset_token_minutes: 30,
  is_two_factor_required: false,
  log_retention_days: 180,
};

const KEY = 'login';

export async function getSetting<T>(db: Drizzle, key: string): Promise<T | null> {
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, key)).limit(1);
  return (row?.value as T | undefined) ?? null;
}

export async function putSetting(db: Drizzle, key: string, value: unknown, userId: number | null, now: Date): Promise<void> {
  await db
    .insert(appSetting)
    .values({ key, value, updated_by: userId, updated_date: now })
    .onConflictDoUpdate({ target: appSetting.key, set: { value, updated_by: userId, updated_date: now } });
}

// Read on every request (2FA enforcement): a few seconds of staleness across instances is fine.
const CACHE_MS = 5000;
const cache = new WeakMap<Drizzle, { value: LoginSettings; at: number }>();

/** The login settings, at most `maxAgeMs` old (0: read now). */
export async function loginSettings(db: Drizzle, maxAgeMs = CACHE_MS): Promise<LoginSettings> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < maxAgeMs) return hit.value;
  const stored = await getSetting<Partial<LoginSettings>>(db, KEY);
  const value = { ...DEFAULT_LOGIN_SETTINGS, ...(stored ?? {}) };
  cache.set(db, { value, at: Date.now() });
  return value;
}

export async function saveLoginSettings(db: Drizzle, value: LoginSettings, userId: number, now: Date): Promise<void> {
  await putSetting(db, KEY, value, userId, now);
  cache.delete(db);
}
