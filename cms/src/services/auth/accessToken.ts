import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@blog/shared';
import { env } from '../../env';

/** A key of its own for access tokens, derived from the one secret (a KeyObject: imported once, not per token). */
const key = createSecretKey(createHmac('sha256', env.secret).update('blog-access-token-v1').digest());

export interface AccessClaims {
  sub: string;
  role: string;
  email: string;
  /** The session (refresh-token family) that issued the token: it dies with the session. */
  sid: string;
}

export async function signAccessToken(user: { id: string | number; role: string; email: string }, sid: string): Promise<string> {
  return new SignJWT({ role: user.role, email: user.email, typ: 'access', sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens whose signature was checked, with their claims and expiry: a signed-in client sends the
 * same token on every call for its 15 minutes, and checking it again costs more than the rest of
 * a cached read. Only good tokens are kept; the session behind one is still looked up every call.
 */
const VERIFIED_MAX = 1000;
const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

/** HS256 only: any other algorithm (none, RS256 with the key as a public key...) is refused. */
export async function verifyAccessToken(token: string): Promise<VerifyResult> {
  const known = verified.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return { ok: true, claims: known.claims };
    verified.delete(token);
    return { ok: false, reason: 'expired' };
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    // A token without a session (issued before sessions were tracked) is refused: sign in again.
    if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    const claims = { sub: payload.sub, role: String(payload.role ?? ''), email: String(payload.email ?? ''), sid: payload.sid };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, { claims, expiresAt: payload.exp * 1000 });
    }
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/**
 * A quick synchronous look at `Authorization`: a Bearer access token with our HS256 signature, not
 * expired. No session lookup (verifyAccessToken and authenticateSession do that): it only tells the
 * platform server which requests may be signed-in ones, so anything else is answered as anonymous.
 */
export function hasSignedAccessToken(authorization: unknown): boolean {
  const bearer = String(authorization ?? '').trim();
  const known = verified.get(bearer.slice('Bearer '.length));
  if (known && bearer.startsWith('Bearer ')) return known.expiresAt > Date.now();
  const match = /^Bearer\s+([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(bearer);
  if (!match) return false;
  const [, header, body, signature] = match as unknown as [string, string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${body}`).digest();
  const sent = Buffer.from(signature, 'base64url');
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return false;
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    const { exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { exp?: unknown };
    return alg === 'HS256' && typeof exp === 'number' && exp * 1000 > Date.now();
  } catch {
    return false;
  }
}
