import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload';
import { TR } from '@blog/shared';
import { clientIp } from '../../../services/http/clientIp';
import { limitPasswordReset, resetEmail, RESET_LIMITED } from '../../../services/auth/passwordReset';
import { loginSucceeded, reserveLoginAttempt, type Reservation } from '../../../services/auth/loginAttempts';

const RESERVATION = 'blogLoginReservation';

export function tooMany(req: PayloadRequest, retryAfter: number): never {
  req.responseHeaders = new Headers({ 'retry-after': String(retryAfter) });
  throw new APIError(TR.auth.tooManyAttempts, 429, null, true);
}

/**
 * Payload's own sign-in doors (REST /api/users/login under any spelling of the path, which is
 * how the /cms panel signs in) share the /api/v1 login budget: a try is reserved here, before
 * Payload checks the password. Forgot-password requests are limited per IP and per e-mail address
 * (the REST door limits in its own endpoint, ../forgotPasswordEndpoint, and marks the call).
 */
export const limitSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'login') {
    const data = (args as { data?: { email?: unknown } }).data;
    const reservation = await reserveLoginAttempt(data?.email, clientIp(req));
    if (!reservation.ok) tooMany(req, reservation.retryAfter);
    req.context[RESERVATION] = reservation;
  }
  if (operation === 'forgotPassword' && !req.context[RESET_LIMITED]) {
    const retryAfter = await limitPasswordReset(clientIp(req), resetEmail((args as { data?: unknown }).data));
    if (retryAfter !== null) tooMany(req, retryAfter);
  }
  return args;
};

/** A successful Payload sign-in gives its reserved try back. */
export const refundSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const reservation = req.context[RESERVATION] as Reservation | undefined;
  if (reservation?.ok) await loginSucceeded(reservation);
  return user;
};
