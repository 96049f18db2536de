import { RateLimiterRes } from 'rate-limiter-flexible';
import { emailKey } from '@blog/shared';
import { limiters } from '../rateLimit/limiters';

export type Reservation = { ok: true; accountKey: string; ip: string } | { ok: false; retryAfter: number };

const seconds = (res: unknown) => (res instanceof RateLimiterRes ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 900);

/**
 * One login budget behind every door (/api/v1/auth/login, Payload's REST login under any
 * spelling of its path, the /cms panel): RATE_LIMIT_LOGIN failures per e-mail + IP, four times
 * that per IP across accounts, per 15 minutes. A try is reserved BEFORE the password is
 * checked, so a parallel burst cannot slip past the limit; a success gives it back.
 */
export async function reserveLoginAttempt(email: unknown, ip: string): Promise<Reservation> {
  const accountKey = `${typeof email === 'string' ? emailKey(email) : ''}|${ip}`;
  try {
    await limiters.loginFailures.consume(accountKey);
  } catch (res) {
    return { ok: false, retryAfter: seconds(res) };
  }
  try {
    await limiters.loginIp.consume(ip);
  } catch (res) {
    await limiters.loginFailures.reward(accountKey, 1);
    return { ok: false, retryAfter: seconds(res) };
  }
  return { ok: true, accountKey, ip };
}

/** A successful sign-in: the account's failures are forgotten and the address's try given back. */
export async function loginSucceeded(reservation: Extract<Reservation, { ok: true }>): Promise<void> {
  await limiters.loginFailures.delete(reservation.accountKey);
  await limiters.loginIp.reward(reservation.ip, 1);
}
