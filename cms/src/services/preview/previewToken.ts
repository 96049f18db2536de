import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../../env';

/**
 * The signed preview link: `<claims>.<HMAC-SHA256>`, base64url, with a key of its own derived from
 * the server secret. It names the rendered preview, the user and the session that asked for it,
 * a hash of the browser's preview cookie (so a copied link is useless elsewhere) and its expiry.
 */
const key = createHmac('sha256', env.secret).update('blog-preview-token-v1').digest();

export const PREVIEW_TTL_SECONDS = 10 * 60;
const PREVIEW_COOKIE = 'blog_preview';

export interface PreviewClaims {
  /** The stored preview's id. */
  p: string;
  /** User id and session (refresh-token family). */
  u: string;
  s: string;
  /** sha256 of the browser's cookie value, base64url. */
  b: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const sign = (body: string) => createHmac('sha256', key).update(body).digest();

export const cookieHash = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** A fresh cookie value for a browser that has none. */
export const newCookieValue = (): string => randomBytes(24).toString('base64url');

export function signPreviewToken(claims: PreviewClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body).toString('base64url')}`;
}

export type TokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyPreviewToken(token: string, now = Date.now()): TokenCheck {
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = sign(match[1]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: PreviewClaims;
  try {
    claims = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as PreviewClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (![claims.p, claims.u, claims.s, claims.b].every((v) => typeof v === 'string') || typeof claims.e !== 'number')
    return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/** The preview cookie's value in a Cookie header, if any. */
export function readPreviewCookie(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) return rest.join('=') || null;
  }
  return null;
}

export function previewCookie(value: string): string {
  const secure = env.siteUrl.startsWith('https:') ? '; Secure' : '';
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`;
}
