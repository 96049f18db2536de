import type { Payload } from 'payload';
import {
  ERROR_CODES,
  EN,
  newsletterResultPath,
  newsletterStatusQuerySchema,
  subscribeSchema,
  unsubscribeEmailSchema,
  unsubscribeTokenSchema,
  type NewsletterResult,
} from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { readBodyLimited } from '../http/readBody';
import { consume } from '../rateLimit/limiters';
import {
  confirmSubscription,
  requestUnsubscribeMail,
  subscribe,
  subscriptionStatus,
  unsubscribeWithToken,
} from './subscriptions';

/**
 * The newsletter's plain-HTML forms (the site's forms work before and without JavaScript):
 * the same services, limits and rules as `/api/v1/newsletter/*`, answered with a 303 to the
 * site's static result page for the outcome, carrying the address typed so it is not lost.
 */

const FORM_LIMIT = 8 * 1024;

/** A 303 to the result page (relative: it stays on the origin the form was posted to). */
const toResult = (result: NewsletterResult, email?: string) =>
  new Response(null, { status: 303, headers: { location: newsletterResultPath(result, email), 'cache-control': 'no-store' } });

/** The fields of a urlencoded form (a browser's default); anything else reads as empty. */
async function readForm(request: Request): Promise<URLSearchParams> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return new URLSearchParams();
  return new URLSearchParams((await readBodyLimited(request, FORM_LIMIT, EN.newsletter.genericError)).toString('utf8'));
}

/** What typed text to carry to the result page (never more than an address can be). */
const typed = (value: string | null) => (value ?? '').trim().slice(0, 254);

/** The address typed, once the form is read: carried to whichever page the outcome is. */
interface Typed {
  email: string;
}

/** Expected failures become their result page; anything else is logged and reads as an error. */
async function outcome(payload: Payload, run: (typed: Typed) => Promise<NewsletterResult>): Promise<Response> {
  const state: Typed = { email: '' };
  try {
    return toResult(await run(state), state.email);
  } catch (error) {
    if (error instanceof HttpError) {
      if (error.code === ERROR_CODES.RATE_LIMITED) return toResult('too-many-requests', state.email);
      if (error.code === ERROR_CODES.ALREADY_SUBSCRIBED) return toResult('already-subscribed', state.email);
    }
    payload.logger.error({ err: error, msg: '[newsletter] form failed' });
    return toResult('error', state.email);
  }
}

/** POST /newsletter/subscribe {email, source}. */
export function subscribeForm(payload: Payload, request: Request, ip: string): Promise<Response> {
  return outcome(payload, async (state) => {
    const form = await readForm(request);
    state.email = typed(form.get('email'));
    await consume('subscribe', ip, EN.newsletter.rateLimited);
    const input = subscribeSchema.safeParse({ email: form.get('email') ?? '', source: form.get('source') ?? undefined });
    if (!input.success) return 'invalid-email';
    const { subscription } = await subscribe(payload, input.data);
    return subscription.pending && subscription.isActive === false ? 'check-inbox' : 'subscribed';
  });
}

const CONFIRM_RESULTS = {
  confirmed: 'confirmed',
  expired: 'confirm-expired',
  used: 'confirm-used',
  invalid: 'confirm-invalid',
} as const satisfies Record<string, NewsletterResult>;

/** POST /newsletter/confirm {token} (or ?token=, the e-mailed link's): confirms a pending sign-up (NEWSLETTER_CONFIRM). */
export function confirmForm(payload: Payload, request: Request): Promise<Response> {
  return outcome(payload, async () => {
    const form = await readForm(request);
    const token = form.get('token') || new URL(request.url).searchParams.get('token') || '';
    if (token.length > 1000) return 'confirm-invalid';
    return CONFIRM_RESULTS[await confirmSubscription(payload, token)];
  });
}

/** POST /newsletter/unsubscribe {token} (the e-mailed link, also in the query: at once) or {email} (mails a link). */
export function unsubscribeForm(payload: Payload, request: Request, ip: string): Promise<Response> {
  return outcome(payload, async (state) => {
    const form = await readForm(request);
    const token = form.get('token') || new URL(request.url).searchParams.get('token');
    if (token) {
      const parsed = unsubscribeTokenSchema.safeParse({ token });
      if (!parsed.success) return 'invalid-link';
      try {
        await unsubscribeWithToken(payload, parsed.data.token);
      } catch (error) {
        if (error instanceof HttpError && error.code === ERROR_CODES.BAD_REQUEST) return 'invalid-link';
        throw error;
      }
      return 'unsubscribed';
    }
    state.email = typed(form.get('email'));
    await consume('subscribe', `unsubscribe:${ip}`, EN.newsletter.rateLimited);
    const parsed = unsubscribeEmailSchema.safeParse({ email: form.get('email') ?? '' });
    if (!parsed.success) return 'invalid-address';
    await requestUnsubscribeMail(payload, parsed.data.email);
    return 'link-sent';
  });
}

/** GET /newsletter/status?email=: whether the address is an active subscriber, as the API says. */
export function statusForm(payload: Payload, request: Request, ip: string): Promise<Response> {
  return outcome(payload, async (state) => {
    const raw = new URL(request.url).searchParams.get('email');
    state.email = typed(raw);
    await consume('status', ip, EN.newsletter.rateLimited);
    const parsed = newsletterStatusQuerySchema.safeParse({ email: raw ?? '' });
    if (!parsed.success) return 'invalid-address';
    const status = await subscriptionStatus(payload, parsed.data.email);
    if (status.isPending) return 'pending';
    return status.isSubscribed ? 'is-subscribed' : 'not-subscribed';
  });
}
