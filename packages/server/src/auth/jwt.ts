/**
 * Minimal HS256 JWTs: the header is fixed, so a token naming another algorithm ("none", RS256
 * confusion) is refused before its signature is looked at. Type, expiry and issuer are checked.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const ISSUER = 'thaco-portal';

/**
 * `access`: a bearer token; `mfa`: the short proof that the password was right, waiting for the
 * second factor; `file`: the HttpOnly cookie a browser's file requests carry (media/file-cookie.ts).
 */
export type TokenType = 'access' | 'mfa' | 'file';
/** `jti`: a one-time token's id (the sign-in challenge), spent when used (auth/tables.ts `spentToken`). */
export type TokenClaims = { sub: number; typ: TokenType; ver: number; sid?: string; jti?: string; iat: number; exp: number; iss: string };

export function signToken(secret: string, claims: Omit<TokenClaims, 'iat' | 'exp' | 'iss'>, ttlSeconds: number, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = Buffer.from(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds, iss: ISSUER })).toString('base64url');
  const sig = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${sig}`;
}

export function verifyToken(secret: string, token: string, nowMs = Date.now(), typ: TokenType = 'access'): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [h, p, s] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  let given: Buffer;
  try {
    given = Buffer.from(s, 'base64url');
  } catch {
    return null;
  }
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return null;
  }
  if (claims.iss !== ISSUER || claims.typ !== typ || typeof claims.sub !== 'number' || typeof claims.exp !== 'number') return null;
  if (claims.exp * 1000 <= nowMs) return null;
  return claims;
}
