import { env } from '../../env';

/**
 * The wait before the next attempt while the SMTP server is unreachable: doubling from
 * NEWSLETTER_RETRY_BASE_MS up to NEWSLETTER_RETRY_MAX_MS, then that often for as long as it
 * takes. `attempt` counts the failed attempts in a row, from 0.
 */
export function retryDelay(attempt: number): number {
  return Math.min(env.newsletterRetryMaxMs, env.newsletterRetryBaseMs * 2 ** Math.min(attempt, 30));
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
