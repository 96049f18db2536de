import { emailKey } from '@blog/shared';
import { forget, giveBack, spend } from '../rateLimit/limiters';

export type Reservation = { ok: true; accountKey: string; ip: string } | { ok: false; retryAfter: number };

/**
 * One login budget behind every door (/api/v1/auth/login, Payload's REST login under any
 * spelling of its path, the /cms panel): RATE_LIMIT_LOGIN failures per e-mail + IP, four times
 * that per IP across accounts, per 15 minutes. A try is reserved BEFORE the password is
 * checked, so a parallel burst cannot slip past the limit; a success gives it back.
 */
export async function reserveLoginAttempt(email: unknown, ip: string): Promise<Reservation> {
  const accountKey = `${typeof email === 'string' ? emailKey(email) : ''}|${ip}`;
  const account = await spend('loginFailures', accountKey);
  if (account !== null) return { ok: false, retryAfter: account };
  const address = await spend('loginIp', ip);
  if (address !== null) {
    await giveBack('loginFailures', accountKey);
    return { ok: false, retryAfter: address };
  }
  return { ok: true, accountKey, ip };
}

/** A successful sign-in: the account's failures are forgotten and the address's try given back. */
export async function loginSucceeded(reservation: Extract<Reservation, { ok: true }>): Promise<void> {
  await forget('loginFailures', reservation.accountKey);
  await giveBack('loginIp', reservation.ip);
}
