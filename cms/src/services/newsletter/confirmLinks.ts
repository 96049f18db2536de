import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../../env';
import { NEWSLETTER_CONFIRM_PATH } from '@blog/shared';

/**
 * The confirmation link of a pending sign-up: `<base64url(JSON {id, n, exp})>.<base64url(HMAC)>`,
 * signed with a key of its own derived from the one secret. It expires (`exp`, 48 hours after the
 * e-mail is sent) and is used once: `n` must still be the subscription's stored nonce, which the
 * confirming write clears (services/newsletter/confirm.ts).
 */

export const CONFIRM_LINK_TTL_MS = 48 * 60 * 60 * 1000;

const key = createHmac('sha256', env.secret).update('blog-newsletter-confirm-v1').digest();
const sign = (body: string) => createHmac('sha256', key).update(body).digest();

export interface ConfirmClaims {
  id: string | number;
  nonce: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

/** A fresh nonce for a pending subscription (stored with it). */
export const newConfirmNonce = () => randomBytes(18).toString('base64url');

export function signConfirmToken(claims: ConfirmClaims): string {
  const body = Buffer.from(JSON.stringify({ id: claims.id, n: claims.nonce, exp: claims.exp })).toString('base64url');
  return `${body}.${sign(body).toString('base64url')}`;
}

/** The claims of a token we signed (expired or not), or null for anything malformed or forged. */
export function verifyConfirmToken(token: string): ConfirmClaims | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const expected = sign(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const raw = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as { id?: unknown; n?: unknown; exp?: unknown };
    const idOk = (typeof raw.id === 'number' && Number.isInteger(raw.id)) || (typeof raw.id === 'string' && raw.id !== '');
    if (!idOk || typeof raw.n !== 'string' || !raw.n || typeof raw.exp !== 'number') return null;
    return { id: raw.id as string | number, nonce: raw.n, exp: raw.exp };
  } catch {
    return null;
  }
}

/** The link of the confirmation e-mail: the site's page whose button confirms (shared/newsletterPages). */
export function confirmUrl(subscription: { id: string | number }, nonce: string, now = Date.now()): string {
  const token = signConfirmToken({ id: subscription.id, nonce, exp: now + CONFIRM_LINK_TTL_MS });
  return `${env.siteUrl}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}
