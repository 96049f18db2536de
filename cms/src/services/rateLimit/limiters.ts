import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@blog/shared';
import { env } from '../../env';
import { HttpError } from '../http/HttpError';

/**
 * In-memory limiters (one process). Login counts failures only (a try is reserved, and given back
 * on success: services/auth/loginAttempts); the others count calls.
 */
export const limiters = {
  loginFailures: new RateLimiterMemory({ keyPrefix: 'login', points: env.rateLimit.login, duration: 15 * 60 }),
  /** Failed sign-ins from one address across all accounts (Ghost's "global block"). */
  loginIp: new RateLimiterMemory({ keyPrefix: 'login-ip', points: env.rateLimit.login * 4, duration: 15 * 60 }),
  /** Payload's forgot-password e-mails, per client address (IP). */
  forgotPassword: new RateLimiterMemory({ keyPrefix: 'forgot', points: 5, duration: 60 * 60 }),
  /** Forgot-password requests per e-mail address, from any IP (counted whether or not it is an account's). */
  forgotPasswordEmail: new RateLimiterMemory({ keyPrefix: 'forgot-email', points: 3, duration: 60 * 60 }),
  subscribe: new RateLimiterMemory({ keyPrefix: 'subscribe', points: env.rateLimit.subscribe, duration: 60 * 60 }),
  status: new RateLimiterMemory({ keyPrefix: 'status', points: env.rateLimit.status, duration: 60 * 60 }),
  unsubscribeMail: new RateLimiterMemory({ keyPrefix: 'unsub-mail', points: 5, duration: 60 * 60 }),
};

export type LimiterName = keyof typeof limiters;

function retryAfter(res: unknown): Record<string, string> {
  return res instanceof RateLimiterRes ? { 'retry-after': String(Math.ceil(res.msBeforeNext / 1000)) } : {};
}

/** Spends one point; 429 when the key has none left. */
export async function consume(name: LimiterName, key: string, message: string): Promise<void> {
  try {
    await limiters[name].consume(key);
  } catch (res) {
    throw new HttpError(ERROR_CODES.RATE_LIMITED, message, { headers: retryAfter(res) });
  }
}
