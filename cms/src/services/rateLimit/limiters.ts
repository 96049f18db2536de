import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ERROR_CODES, LOGIN_WINDOW_SECONDS } from '@blog/shared';
import { env } from '../../env';
import { HttpError } from '../http/HttpError';
import { sharedStore, type LimiterOptions } from './sharedStore';

/**
 * A limiter whose points live in the store every process shares (sharedStore.ts), so a limit is
 * one limit whatever the number of processes. Until Payload is up (nothing to limit yet) it
 * counts in memory. Every limiter declared with it gets the shared store.
 */
class SharedLimiter {
  private store: RateLimiterAbstract | null = null;
  private readonly memory: RateLimiterMemory;

  constructor(readonly options: LimiterOptions) {
    this.memory = new RateLimiterMemory(options);
  }

  private backend(): RateLimiterAbstract {
    if (this.store) return this.store;
    const shared = sharedStore();
    if (!shared) return this.memory;
    // A store error (the database busy past its timeout) falls back to this process's count.
    return (this.store = shared.limiter({ ...this.options, insuranceLimiter: this.memory }));
  }

  /** The key this limiter stores for `key` (rate-limiter-flexible's `prefix:key`). */
  storeKey(key: string): string {
    return `${this.options.keyPrefix}:${key}`;
  }

  consume(key: string, points = 1): Promise<RateLimiterRes> {
    return this.backend().consume(key, points);
  }

  reward(key: string, points = 1): Promise<RateLimiterRes> {
    return this.backend().reward(key, points);
  }

  delete(key: string): Promise<boolean> {
    return this.backend().delete(key);
  }
}

const limiter = (options: LimiterOptions) => new SharedLimiter(options);

/**
 * Login counts failures only (a try is reserved, and given back on success:
 * services/auth/loginAttempts); the others count calls.
 */
export const limiters = {
  loginFailures: limiter({ keyPrefix: 'login', points: env.rateLimit.login, duration: LOGIN_WINDOW_SECONDS }),
  /** Failed sign-ins from one address across all accounts (Ghost's "global block"). */
  loginIp: limiter({ keyPrefix: 'login-ip', points: env.rateLimit.login * 4, duration: LOGIN_WINDOW_SECONDS }),
  /** Payload's forgot-password e-mails, per client address (IP). */
  forgotPassword: limiter({ keyPrefix: 'forgot', points: 5, duration: 60 * 60 }),
  /** Forgot-password requests per e-mail address, from any IP (counted whether or not it is an account's). */
  forgotPasswordEmail: limiter({ keyPrefix: 'forgot-email', points: 3, duration: 60 * 60 }),
  subscribe: limiter({ keyPrefix: 'subscribe', points: env.rateLimit.subscribe, duration: 60 * 60 }),
  status: limiter({ keyPrefix: 'status', points: env.rateLimit.status, duration: 60 * 60 }),
  unsubscribeMail: limiter({ keyPrefix: 'unsub-mail', points: 5, duration: 60 * 60 }),
  /** Confirmation e-mails of a pending sign-up, per address (NEWSLETTER_CONFIRM). */
  confirmMail: limiter({ keyPrefix: 'confirm-mail', points: 3, duration: 60 * 60 }),
  /** One counted view per reader (IP) and post every 30 minutes: reloads do not inflate counts. */
  view: limiter({ keyPrefix: 'view', points: 1, duration: 30 * 60 }),
};

export type LimiterName = keyof typeof limiters;

/**
 * The seconds a refused key waits, as Retry-After says them: whole, at least 1. A refusal that
 * is no limiter's answer (its store failed twice) waits the limiter's whole window.
 */
export function retryAfterSeconds(res: unknown, windowSeconds: number): number {
  return res instanceof RateLimiterRes ? waitSeconds(res.msBeforeNext) : windowSeconds;
}

/** Milliseconds until a key has points again, as Retry-After says them: whole seconds, at least 1. */
export function waitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/*
 * Every limit is spent through these (one way): a route declares `rateLimit` in the route table
 * (router.ts calls consume), a door with a condition calls consume itself, and a limit that
 * refuses silently (a mail not sent) or answers its own way (the sign-in) calls spend.
 */

/** Spends one point of `name` for `key`: null, or the seconds to wait when the key has none left. */
export async function spend(name: LimiterName, key: string): Promise<number | null> {
  try {
    await limiters[name].consume(key);
    return null;
  } catch (res) {
    return retryAfterSeconds(res, limiters[name].options.duration);
  }
}

/** Spends one point; 429 with Retry-After when the key has none left. */
export async function consume(name: LimiterName, key: string, message: string): Promise<void> {
  const wait = await spend(name, key);
  if (wait !== null) throw new HttpError(ERROR_CODES.RATE_LIMITED, message, { headers: { 'retry-after': String(wait) } });
}

/** Gives a spent point back (a sign-in that succeeded, a reservation undone). */
export async function giveBack(name: LimiterName, key: string): Promise<void> {
  await limiters[name].reward(key, 1);
}

/** Forgets the key's count (an account's failures, once it signs in). */
export async function forget(name: LimiterName, key: string): Promise<void> {
  await limiters[name].delete(key);
}
