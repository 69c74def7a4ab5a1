/**
 * TOTP second factor (RFC 6238 over RFC 4226 HOTP, SHA-1, 6 digits, 30-second steps) with
 * one-time recovery codes. No dependency: the algorithm is a few lines over node:crypto.
 * A code is accepted once (the last used step is kept), one step of clock drift either way.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Drizzle } from '../db/client.js';
import { sha256 } from './sessions.js';
import { accountTotp } from './tables.js';

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;

export function base32Encode(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(s: string): Buffer {
  const clean = s.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const i = B32.indexOf(ch);
    if (i < 0) throw new Error('invalid base32');
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function hotp(secret: Buffer, counter: number, digits = 6): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(msg).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const bin = ((mac[offset] ?? 0) & 127) * 2 ** 24 + (mac[offset + 1] ?? 0) * 2 ** 16 + (mac[offset + 2] ?? 0) * 2 ** 8 + (mac[offset + 3] ?? 0);
  return String(bin % 10 ** digits).padStart(digits, '0');
}

export const stepAt = (nowMs: number) => Math.floor(nowMs / 1000 / STEP_SECONDS);
export const totpAt = (secretB32: string, nowMs: number) => hotp(base32Decode(secretB32), stepAt(nowMs));

/** The matching step within one step of drift, or null. */
export function matchStep(secretB32: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secretB32);
  const now = stepAt(nowMs);
  for (const step of [now, now - 1, now + 1]) {
    const expected = Buffer.from(hotp(key, step));
    if (timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
}

export const newSecret = () => base32Encode(randomBytes(20));

export function otpauthUrl(secret: string, username: string, issuer = 'THACO Portal'): string {
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(username)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${STEP_SECONDS}`;
}

/** Ten one-time recovery codes, shown once; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const raw = base32Encode(randomBytes(8)).slice(0, 10).toLowerCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

export type TotpRow = typeof accountTotp.$inferSelect;

export async function totpOf(db: Drizzle, accountId: number): Promise<TotpRow | null> {
  const [row] = await db.select().from(accountTotp).where(eq(accountTotp.account_id, accountId)).limit(1);
  return row ?? null;
}

/**
 * Checks a second factor: a TOTP code (not replayed) or an unused recovery code, which is spent.
 * Returns false when neither matches.
 */
export async function checkSecondFactor(db: Drizzle, row: TotpRow, code: string, nowMs: number): Promise<boolean> {
  const trimmed = code.trim();
  const step = matchStep(row.secret, trimmed, nowMs);
  // Each code is spent in one statement that only succeeds once (issue 36, class 7): two requests
  // with the same code at once, the second finds it spent.
  if (step !== null) {
    const spent = await db
      .update(accountTotp)
      .set({ last_step: step })
      .where(and(eq(accountTotp.account_id, row.account_id), or(isNull(accountTotp.last_step), lt(accountTotp.last_step, step))))
      .returning({ id: accountTotp.account_id });
    return spent.length === 1;
  }
  const h = sha256(trimmed.toLowerCase());
  if (!((row.recovery_hashes as string[]) ?? []).includes(h)) return false;
  const spent = await db
    .update(accountTotp)
    .set({ recovery_hashes: sql`${accountTotp.recovery_hashes} - ${h}::text` })
    .where(and(eq(accountTotp.account_id, row.account_id), sql`${accountTotp.recovery_hashes} ? ${h}::text`))
    .returning({ id: accountTotp.account_id });
  return spent.length === 1;
}
