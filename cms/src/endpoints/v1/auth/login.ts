import { ERROR_CODES, TR, loginSchema } from '@blog/shared';
import { parseBody, type Context } from '../context';
import { respond } from '../respond';
import { HttpError } from '../../../services/http/HttpError';
import { loginSucceeded, reserveLoginAttempt } from '../../../services/auth/loginAttempts';
import { findUserWithHash, verifyPassword } from '../../../services/auth/password';
import { toPublicUser } from '../../../services/auth/publicUser';
import { issueSession } from '../../../services/auth/issueSession';

/** POST auth/login: 5 failures per e-mail + IP per 15 minutes (shared with Payload's login), then 429. */
export async function login(ctx: Context): Promise<Response> {
  const { email, password } = await parseBody(ctx, loginSchema);
  const reservation = await reserveLoginAttempt(email, ctx.ip);
  if (!reservation.ok) {
    throw new HttpError(ERROR_CODES.RATE_LIMITED, TR.auth.tooManyAttempts, { headers: { 'retry-after': String(reservation.retryAfter) } });
  }
  const user = await findUserWithHash(ctx.payload, email);
  // Verify against a dummy hash when the user is unknown, so timing does not reveal accounts.
  const valid = await verifyPassword(user ?? { id: 0, hash: DUMMY_HASH, salt: 'x' }, password);
  if (!user || !valid) throw new HttpError(ERROR_CODES.INVALID_CREDENTIALS, TR.auth.invalidCredentials);
  await loginSucceeded(reservation);
  const session = await issueSession(ctx.payload, toPublicUser(user));
  return respond(session, { message: TR.auth.loginSuccess });
}

const DUMMY_HASH = `pbkdf2-sha256-v1:${'0'.repeat(64)}`;
