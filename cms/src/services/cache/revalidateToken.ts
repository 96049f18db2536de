import { createHmac, timingSafeEqual } from 'node:crypto';
import { REVALIDATE_HEADER } from '@blog/shared';
import { env } from '../../env';

/**
 * The secret that lets a caller read past the public cache (REVALIDATE_HEADER): derived from
 * the signing secret, so every process of one deployment knows the same one and nobody outside
 * it does. The CMS hands it to the site engine it starts.
 */
export const revalidateToken = createHmac('sha256', env.secret).update('public-cache-revalidate').digest('hex');
const expected = Buffer.from(revalidateToken);

/** Whether a header value is the revalidate secret (constant-time comparison). */
export function isRevalidateSecret(value: unknown): boolean {
  const sent = Buffer.from(typeof value === 'string' ? value : '');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** Whether the request carries the revalidate secret. */
export function asksToRevalidate(headers: { get(name: string): string | null }): boolean {
  return isRevalidateSecret(headers.get(REVALIDATE_HEADER));
}
