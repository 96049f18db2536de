import type { AfterErrorHook } from 'payload';

/** What Payload's formatErrors answers for an error whose `name` is empty. */
const UNKNOWN = 'An unknown error occurred.';

/**
 * Payload answers an error with its class's name and message, and its APIError takes the name from
 * `this.constructor.name`: in the production bundle that class is anonymous, so the name is '' and
 * a public error (the 429 of forgot-password and sign-in, a 400) went out as "An unknown error
 * occurred.". The message it was thrown with is put back, for the errors Payload would show
 * (marked public, or a status below 500); the others stay hidden, as Payload hides them.
 */
export const publicErrorMessage: AfterErrorHook = ({ error, result }) => {
  const only = result?.errors.length === 1 ? result.errors[0] : undefined;
  if (!result || !only || only.message !== UNKNOWN || !error.message) return;
  const { isPublic, status } = error as { isPublic?: boolean; status?: number };
  const shown = isPublic === true || (isPublic !== false && typeof status === 'number' && status < 500);
  if (!shown) return;
  return { response: { ...result, errors: [{ ...only, message: error.message }] } };
};
