import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../../env';

/** A key of its own for unsubscribe links, derived from the one secret. */
const key = createHmac('sha256', env.secret).update('blog-unsubscribe-token-v1').digest();

export interface UnsubscribeClaims {
  id: string | number;
  email: string;
}

const sign = (body: string) => createHmac('sha256', key).update(body).digest();

/**
 * `<base64url(JSON {id, email})>.<base64url(HMAC-SHA256)>`. No expiry on purpose: the one-click
 * link of an old e-mail must keep working (RFC 8058).
 */
function signUnsubscribeToken(subscription: { id: string | number; email: string }): string {
  const body = Buffer.from(JSON.stringify({ id: subscription.id, email: subscription.email })).toString('base64url');
  return `${body}.${sign(body).toString('base64url')}`;
}

/** The subscription a token names, or null for anything malformed or not signed by us. */
export function verifyUnsubscribeToken(token: string): UnsubscribeClaims | null {
  const match = /^([A-Za-z0-9_-]{1,1000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const expected = sign(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as Partial<UnsubscribeClaims>;
    const idOk =
      (typeof claims.id === 'number' && Number.isInteger(claims.id)) || (typeof claims.id === 'string' && claims.id !== '');
    if (!idOk || typeof claims.email !== 'string' || !claims.email) return null;
    return { id: claims.id as string | number, email: claims.email };
  } catch {
    return null;
  }
}

/** The public site's page that carries out a signed unsubscribe link (also the List-Unsubscribe target). */
export function unsubscribeUrl(subscription: { id: string | number; email: string }): string {
  return `${env.siteUrl}/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(subscription))}`;
}

/** The two unsubscribe links of a newsletter e-mail: the page (footer) and the RFC 8058 one-click POST target. */
export function unsubscribeLinks(subscription: { id: string | number; email: string }) {
  return {
    pageUrl: unsubscribeUrl(subscription),
    oneClickUrl: `${env.siteUrl}/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(subscription))}`,
  };
}
