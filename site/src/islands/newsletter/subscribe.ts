/** `POST /api/v1/newsletter/subscribe` and what its answer means for the form (spec section 8). */
import { API_BASE_PATH, EN, ERROR_CODES } from '@blog/shared';
import type { SUBSCRIPTION_SOURCES } from '@blog/shared';

export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export type SubscribeOutcome =
  | { kind: 'subscribed' }
  /** Confirmed sign-ups (the platform's NEWSLETTER_CONFIRM): the address must click the e-mailed link. */
  | { kind: 'pending' }
  | { kind: 'already' }
  | { kind: 'error'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The server's error code and message, from `{error: {code, message}}` or `{message}`. */
function serverError(body: unknown): { code?: string; message?: string } {
  if (!isRecord(body)) return {};
  const error = isRecord(body.error) ? body.error : {};
  const code = typeof error.code === 'string' ? error.code : undefined;
  const message =
    (typeof error.message === 'string' && error.message.trim()) ||
    (typeof body.message === 'string' && body.message.trim()) ||
    undefined;
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}

export async function subscribe(email: string, source: SubscriptionSource, fetchImpl: typeof fetch): Promise<SubscribeOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE_PATH}/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, source }),
    });
  } catch {
    return { kind: 'error', message: EN.newsletter.genericError };
  }
  const body: unknown = await response.json().catch(() => null);
  const { code, message } = serverError(body);
  if (response.status === 409 || code === ERROR_CODES.ALREADY_SUBSCRIBED) return { kind: 'already' };
  if (response.ok && !(isRecord(body) && body.success === false)) {
    const pending = isRecord(body) && isRecord(body.data) && body.data.isPending === true;
    return { kind: pending ? 'pending' : 'subscribed' };
  }
  return { kind: 'error', message: message ?? EN.newsletter.genericError };
}
