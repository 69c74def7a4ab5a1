import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildAbility } from '@portal/domain';
import { verifyToken } from '../auth/jwt.js';
import type { SessionUser } from '../engine/context.js';
import { FILE_COOKIE, FILE_TTL_SECONDS, renewFileCookie } from './file-cookie.js';

const SECRET = 'file-cookie-test-secret-0123456789abcdef';
const T0 = Date.parse('2026-11-27T08:00:00.000Z');

/** The Set-Cookie a response to `user` carries at `nowMs`, given the Cookie header the request brought. */
function cookieSet(user: SessionUser, nowMs: number, cookie?: string): string | undefined {
  const req = { headers: cookie ? { cookie } : {}, protocol: 'https' } as unknown as FastifyRequest;
  let set: string | undefined;
  const reply = {
    header(name: string, value: string) {
      if (name === 'set-cookie') set = value;
      return reply;
    },
  } as unknown as FastifyReply;
  renewFileCookie(req, reply, SECRET, user, nowMs);
  return set;
}
const tokenOf = (set: string | undefined) => set?.split(';')[0]?.slice(FILE_COOKIE.length + 1);
const maxAgeOf = (set: string | undefined) => Number(/Max-Age=(\d+)/.exec(set ?? '')?.[1]);
const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  username: 'u',
  roleIds: [],
  ability: buildAbility([]),
  sessionId: 41,
  tokenVersion: 3,
  ...over,
});

describe('the file cookie', () => {
  it('is signed once per session and half its life, not on every answer', () => {
    const first = cookieSet(user(), T0);
    const token = tokenOf(first) as string;
    expect(verifyToken(SECRET, token, T0, 'file')).toMatchObject({ sub: 7, ver: 3, sid: '41', typ: 'file' });
    expect(first).toMatch(/HttpOnly; SameSite=Strict; Secure/);
    expect(maxAgeOf(first)).toBe(FILE_TTL_SECONDS);
    // An hour later, without the cookie (a browser sends it to the file route only): the same token,
    // with the life it has left.
    const later = cookieSet(user(), T0 + 3_600_000);
    expect(tokenOf(later)).toBe(token);
    expect(maxAgeOf(later)).toBe(FILE_TTL_SECONDS - 3600);
    // Past half its life: a new one.
    const renewed = cookieSet(user(), T0 + (FILE_TTL_SECONDS / 2 + 1) * 1000);
    expect(tokenOf(renewed)).not.toBe(token);
    expect(maxAgeOf(renewed)).toBe(FILE_TTL_SECONDS);
  });

  it('is signed anew for another session, another token version or another user, never handed across', () => {
    const mine = tokenOf(cookieSet(user({ sessionId: 50 }), T0));
    const bumped = tokenOf(cookieSet(user({ sessionId: 50, tokenVersion: 4 }), T0 + 1000));
    expect(bumped).not.toBe(mine);
    expect(verifyToken(SECRET, bumped as string, T0 + 1000, 'file')).toMatchObject({ ver: 4, sid: '50' });
    const otherSession = tokenOf(cookieSet(user({ sessionId: 51, tokenVersion: 4 }), T0 + 2000));
    expect(verifyToken(SECRET, otherSession as string, T0 + 2000, 'file')).toMatchObject({ sid: '51' });
    // Session ids are the database's, one account each; were one ever seen with another account, that
    // account gets its own token.
    const otherUser = tokenOf(cookieSet(user({ id: 8, sessionId: 51, tokenVersion: 4 }), T0 + 3000));
    expect(verifyToken(SECRET, otherUser as string, T0 + 3000, 'file')).toMatchObject({ sub: 8, sid: '51' });
  });

  it('sets nothing when the request brings a valid cookie of the same session for at least half its life', () => {
    const token = tokenOf(cookieSet(user({ sessionId: 60 }), T0));
    expect(cookieSet(user({ sessionId: 60 }), T0 + 1000, `${FILE_COOKIE}=${token}`)).toBeUndefined();
    // Brought by another session: that session gets its own.
    expect(tokenOf(cookieSet(user({ sessionId: 61 }), T0 + 1000, `${FILE_COOKIE}=${token}`))).not.toBe(token);
  });
});
