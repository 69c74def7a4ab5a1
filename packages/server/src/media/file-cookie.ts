/**
 * Files in the browser (issue 11, class 3): an <img> or a link sends no bearer token, so every
 * response to a signed-in API call carries an HttpOnly cookie, limited to the file route, that
 * names the same device session. The file route (and only it) reads the caller from that cookie
 * when no bearer token comes, so private files (drafts, Limited records, one's own uploads) show in
 * the browser to who may read them and to nobody else.
 * - The cookie is a signed token of its own type (`file`): it is not a bearer token anywhere else.
 * - It holds the session id and token version: logging out, a password change or a lock ends it
 *   at once (the same session check as a bearer token); otherwise it expires in FILE_TTL_SECONDS.
 * - SameSite=Strict and the file route only: other sites cannot make the browser send it, and a
 *   file read changes nothing.
 * - Limited to the file route, it never comes back with other API calls, so each of their
 *   responses carries it. The token is signed once per session and half its life (`issued`), not
 *   per response: an HMAC a request was 4% of a get's server time. A file read that brings a
 *   cookie valid for at least half its life gets no new one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signToken, verifyToken } from '../auth/jwt.js';
import type { SessionUser } from '../engine/context.js';

export const FILE_COOKIE = 'portal_files';
export const FILE_PATH = '/api/v1/media/file';
export const FILE_TTL_SECONDS = 12 * 60 * 60;

/** The value of cookie `name` in the request, if any. */
export function cookieOf(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

const attributes = (req: FastifyRequest, maxAge: number) =>
  `Path=${FILE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${req.protocol === 'https' ? '; Secure' : ''}`;

/**
 * After a request signed in with a bearer token (`user`, its session as the token named it): sets
 * the file cookie for the same session when the browser has none that is valid for it for at
 * least half its life.
 */
export function renewFileCookie(req: FastifyRequest, reply: FastifyReply, secret: string, user: SessionUser, nowMs: number): void {
  if (!user.sessionId || user.tokenVersion === undefined) return;
  const sid = String(user.sessionId);
  const isFresh = (t: { sid?: string; sub: number; ver: number; exp: number }) =>
    t.sid === sid && t.sub === user.id && t.ver === user.tokenVersion && (t.exp * 1000 - nowMs) / 1000 > FILE_TTL_SECONDS / 2;
  const current = cookieOf(req, FILE_COOKIE);
  const held = current ? verifyToken(secret, current, nowMs, 'file') : null;
  if (held && isFresh(held)) return;
  let bySession = issued.get(secret);
  if (!bySession) {
    bySession = new Map();
    issued.set(secret, bySession);
  }
  let made = bySession.get(sid);
  if (!made || !isFresh(made) || made.iat * 1000 > nowMs) {
    const iat = Math.floor(nowMs / 1000);
    const token = signToken(secret, { sub: user.id, typ: 'file', ver: user.tokenVersion, sid }, FILE_TTL_SECONDS, nowMs);
    made = { token, sid, sub: user.id, ver: user.tokenVersion, iat, exp: iat + FILE_TTL_SECONDS };
    if (bySession.size >= ISSUED_MAX) bySession.clear();
    bySession.set(sid, made);
  }
  reply.header('set-cookie', `${FILE_COOKIE}=${made.token}; ${attributes(req, Math.max(1, made.exp - Math.floor(nowMs / 1000)))}`);
}

/** File tokens signed, per secret and session (the latest): reused while valid for at least half their life. */
const issued = new Map<string, Map<string, { token: string; sid: string; sub: number; ver: number; iat: number; exp: number }>>();
const ISSUED_MAX = 50_000;

/** Ends the browser's file cookie (sign-out). */
export function clearFileCookie(req: FastifyRequest, reply: FastifyReply): void {
  if (cookieOf(req, FILE_COOKIE) !== undefined) reply.header('set-cookie', `${FILE_COOKIE}=; ${attributes(req, 0)}`);
}

/** True for the requests that may be signed in by the file cookie: reading a file. */
export const isFileRead = (req: FastifyRequest): boolean => req.method === 'GET' && req.url.startsWith(`${FILE_PATH}/`);
