/**
 * Tables of identity and access that are not declared entities: sessions (one per device) and
 * their rotating refresh tokens, sign-in throttling, password reset tokens, the mail outbox, the
 * request and system logs, and key/value settings. Secrets are stored as sha256 hashes only.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A signed-in device: one refresh-token family. Revoking it ends the device's session at once. */
export const authSession = pgTable(
  'auth_session',
  {
    id: id(),
    account_id: bigint('account_id', { mode: 'number' }).notNull(),
    device_name: varchar('device_name', { length: 255 }).notNull(),
    user_agent: varchar('user_agent', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
    created_date: ts('created_date').notNull().defaultNow(),
    last_used_date: ts('last_used_date').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    revoke_reason: varchar('revoke_reason', { length: 40 }),
    /** When the password was last proven on this device (sign-in, or a confirmation before a sensitive action). */
    reauth_at: ts('reauth_at'),
  },
  (t) => [index('auth_session_account_idx').on(t.account_id, t.revoked_at, t.created_date)],
);

/** Refresh tokens by sha256; `used_at` set means rotated: presenting it again revokes the family. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    session_id: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => authSession.id, { onDelete: 'cascade' }),
    created_date: ts('created_date').notNull().defaultNow(),
    used_at: ts('used_at'),
  },
  (t) => [index('refresh_token_session_idx').on(t.session_id)],
);

/**
 * Sign-in throttling, keyed by `user:<lower username>` (consecutive failures, growing lock) and
 * `ip:<client ip>` (failures from one address across usernames). Unknown usernames get rows too,
 * so that answers do not reveal which accounts exist.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failed_count: integer('failed_count').notNull().default(0),
  lock_count: integer('lock_count').notNull().default(0),
  locked_until: ts('locked_until'),
  window_start: ts('window_start'),
  updated_date: ts('updated_date').notNull().defaultNow(),
});

/** The last failed sign-ins per username (spec §9: 20). Passwords are never kept, not even hashed. */
export const loginFailure = pgTable(
  'login_failure',
  {
    id: id(),
    username: varchar('username', { length: 100 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 500 }),
    reason: varchar('reason', { length: 40 }).notNull(),
    created_date: ts('created_date').notNull().defaultNow(),
  },
  (t) => [index('login_failure_user_idx').on(t.username, t.id)],
);

export const passwordReset = pgTable(
  'password_reset',
  {
    token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
    account_id: bigint('account_id', { mode: 'number' }).notNull(),
    created_date: ts('created_date').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [index('password_reset_account_idx').on(t.account_id)],
);

/** Mails the portal sent (or would send in demo mode); an administrator can read them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    created_date: ts('created_date').notNull().defaultNow(),
    to_address: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    body_text: text('body_text').notNull(),
    transport: varchar('transport', { length: 20 }).notNull(),
    sent_at: ts('sent_at'),
    error: varchar('error', { length: 500 }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.created_date)],
);

/** One row per API request (bounded: old rows are pruned). */
export const requestLog = pgTable(
  'request_log',
  {
    id: id(),
    created_date: ts('created_date').notNull().defaultNow(),
    method: varchar('method', { length: 10 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    status: integer('status').notNull(),
    duration_ms: integer('duration_ms').notNull(),
    user_id: bigint('user_id', { mode: 'number' }),
    username: varchar('username', { length: 100 }),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 500 }),
  },
  (t) => [index('request_log_created_idx').on(t.created_date, t.id), index('request_log_user_idx').on(t.user_id, t.created_date)],
);

/** Server errors (5xx) with enough context to find the cause. */
export const systemLog = pgTable(
  'system_log',
  {
    id: id(),
    created_date: ts('created_date').notNull().defaultNow(),
    level: varchar('level', { length: 10 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull(),
    // The message key and values it was written from, so the log reads in the reader's language.
    message_key: varchar('message_key', { length: 100 }),
    message_params: jsonb('message_params'),
    stack: text('stack'),
    method: varchar('method', { length: 10 }),
    path: varchar('path', { length: 500 }),
    user_id: bigint('user_id', { mode: 'number' }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('system_log_created_idx').on(t.created_date, t.id)],
);

/** Key/value settings (login settings, per-account preferences). */
export const appSetting = pgTable('app_setting', {
  key: varchar('key', { length: 120 }).primaryKey(),
  value: jsonb('value').notNull(),
  updated_date: ts('updated_date').notNull().defaultNow(),
  updated_by: bigint('updated_by', { mode: 'number' }),
});

/** TOTP second factor of an account; the secret is needed in clear to verify codes. */
export const accountTotp = pgTable('account_totp', {
  account_id: bigint('account_id', { mode: 'number' }).primaryKey(),
  secret: varchar('secret', { length: 64 }).notNull(),
  is_enabled: boolean('is_enabled').notNull().default(false),
  recovery_hashes: jsonb('recovery_hashes').notNull().default([]),
  last_step: bigint('last_step', { mode: 'number' }),
  created_date: ts('created_date').notNull().defaultNow(),
});

/**
 * One-time tokens spent (issue 36, class 7): a sign-in challenge token (a signed JWT, valid for
 * minutes) is recorded here when it is used, so it cannot be used again; rows past their expiry
 * are removed as new ones arrive.
 */
export const spentToken = pgTable(
  'spent_token',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [index('spent_token_expires_idx').on(t.expires_at)],
);

export const authTables = {
  auth_session: authSession,
  refresh_token: refreshToken,
  login_throttle: loginThrottle,
  login_failure: loginFailure,
  password_reset: passwordReset,
  mail_outbox: mailOutbox,
  request_log: requestLog,
  system_log: systemLog,
  app_setting: appSetting,
  account_totp: accountTotp,
  spent_token: spentToken,
};
