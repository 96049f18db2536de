import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload';
import { TR } from '@blog/shared';
import { clientIp } from '../../../services/http/clientIp';
import { limiters } from '../../../services/rateLimit/limiters';
import { loginSucceeded, reserveLoginAttempt, type Reservation } from '../../../services/auth/loginAttempts';

const RESERVATION = 'blogLoginReservation';

function tooMany(req: PayloadRequest, retryAfter: number): never {
  req.responseHeaders = new Headers({ 'retry-after': String(retryAfter) });
  throw new APIError(TR.auth.tooManyAttempts, 429, null, true);
}

/**
 * Payload's own sign-in doors (REST /api/users/login under any spelling of the path, which is
 * how the /cms panel signs in) share the /api/v1 login budget: a try is reserved here, before
 * Payload checks the password. Forgot-password e-mails are limited per address.
 */
export const limitSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const data = (args as { data?: { email?: unknown } }).data;
    const reservation = await reserveLoginAttempt(data?.email, clientIp(req));
    if (!reservation.ok) tooMany(req, reservation.retryAfter);
    req.context[RESERVATION] = reservation;
  }
  if (operation === 'forgotPassword') {
    try {
      await limiters.forgotPassword.consume(clientIp(req));
    } catch {
      tooMany(req, 3600);
    }
  }
  return args;
};

/** A successful Payload sign-in gives its reserved try back. */
export const refundSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const reservation = req.context[RESERVATION] as Reservation | undefined;
  if (reservation?.ok) await loginSucceeded(reservation);
  return user;
};
