import type { Payload } from 'payload';
import { emailKey } from '@blog/shared';
import { spend } from '../rateLimit/limiters';

/** Set on the Local API call that does the work, whose request was limited already. */
export const RESET_LIMITED = 'blogPasswordResetLimited';

/** The e-mail's key (as Payload looks it up), or '' when none was sent. */
export function resetEmail(data: unknown): string {
  const email = (data as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? emailKey(email) : '';
}

/**
 * Spends one forgot-password request of the caller's IP and one of the e-mail address (counted
 * alike whether or not an account has it). Returns the seconds to wait when either is spent.
 */
export async function limitPasswordReset(ip: string, email: string): Promise<number | null> {
  // The address's point is spent only when the IP had one (as before: one request, one point each).
  return (await spend('forgotPassword', ip)) ?? (await spend('forgotPasswordEmail', email));
}

/**
 * Payload's forgot-password (token, e-mail with the /cms/reset link to SITE_URL) after the
 * answer has gone: the caller learns nothing from how long it takes, whether or not the
 * address is an account's. A failure logs one line; the user can ask again.
 */
export function startPasswordReset(payload: Payload, email: string): void {
  setImmediate(() => {
    payload
      .forgotPassword({ collection: 'users', data: { email }, context: { [RESET_LIMITED]: true } })
      .catch((error: unknown) =>
        payload.logger.warn(`[auth] password reset e-mail failed: ${error instanceof Error ? error.message : String(error)}`),
      );
  });
}
