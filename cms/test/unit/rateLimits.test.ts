/**
 * Every limit is spent one way (services/rateLimit/limiters.ts): the 429's Retry-After, the
 * sign-in's and the password reset's waits are one rounding of the limiter's answer. Before
 * Payload is up the limiters count in memory, which is what this process-only test uses.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@blog/shared';
import { consume, spend } from '../../src/services/rateLimit/limiters';
import { reserveLoginAttempt } from '../../src/services/auth/loginAttempts';
import { limitPasswordReset } from '../../src/services/auth/passwordReset';
import { HttpError } from '../../src/services/http/HttpError';
import { env } from '../../src/env';

const HOUR = 60 * 60;

async function refusal(task: Promise<unknown>): Promise<HttpError> {
  const error = await task.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('one way to spend a limit', () => {
  it('spend answers null while points are left, then whole seconds within the window', async () => {
    for (let i = 0; i < 3; i += 1) expect(await spend('confirmMail', 'a@example.com')).toBeNull();
    const wait = await spend('confirmMail', 'a@example.com');
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(HOUR - 1);
    expect(wait).toBeLessThanOrEqual(HOUR);
  });

  it("consume's 429 says the same seconds in Retry-After as spend would", async () => {
    const ip = '10.0.0.1';
    const waits = [];
    for (let i = 0; i < 5; i += 1) waits.push(await limitPasswordReset(ip, `r${i}@example.com`));
    expect(waits).toEqual([null, null, null, null, null]);
    const wait = await limitPasswordReset(ip, 'r5@example.com');
    const error = await refusal(consume('forgotPassword', ip, 'too many'));
    expect(error.code).toBe(ERROR_CODES.RATE_LIMITED);
    expect(error.status).toBe(429);
    expect([wait, wait! - 1]).toContain(Number(error.headers['retry-after']));
  });

  it("the sign-in's reservation waits as long, in whole seconds, and gives the account's try back when the address is spent", async () => {
    const ip = '10.0.0.2';
    let last: Awaited<ReturnType<typeof reserveLoginAttempt>> | undefined;
    let refused = '';
    for (let i = 0; i < 100 && (!last || last.ok); i += 1) last = await reserveLoginAttempt((refused = `u${i}@example.com`), ip);
    expect(last?.ok).toBe(false);
    const retryAfter = last && !last.ok ? last.retryAfter : 0;
    expect(Number.isInteger(retryAfter) && retryAfter >= 1).toBe(true);
    // The refused account's point came back: it still has all of its own.
    for (let i = 0; i < env.rateLimit.login; i += 1) expect(await spend('loginFailures', `${refused}|${ip}`)).toBeNull();
    expect(await spend('loginFailures', `${refused}|${ip}`)).not.toBeNull();
  });
});
