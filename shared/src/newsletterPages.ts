import { EN } from './messages/en';

/**
 * The newsletter's plain-HTML forms (they work before and without JavaScript): where they post,
 * and the static result page each outcome lands on. The platform answers a form with a 303 to
 * `/newsletter/{result}/?email=…`; the site builds one page per result.
 */
export const NEWSLETTER_FORM_PATHS = {
  subscribe: '/newsletter/subscribe',
  unsubscribe: '/newsletter/unsubscribe',
  status: '/newsletter/status',
} as const;

/**
 * The e-mailed confirmation link (?token=) of a pending sign-up (NEWSLETTER_CONFIRM): a static page
 * whose button POSTs the token to this same address, which confirms. Opening the link confirms
 * nothing, so a mail scanner that follows links cannot sign an address up.
 */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

/** A form a result page offers (again). */
export type NewsletterResultForm = keyof typeof NEWSLETTER_FORM_PATHS;

interface ResultPage {
  title: string;
  message: string;
  tone: 'success' | 'info' | 'error';
  forms: readonly NewsletterResultForm[];
}

const P = EN.newsletter.pages;

export const NEWSLETTER_RESULTS = {
  subscribed: { title: P.subscribedTitle, message: EN.newsletter.success, tone: 'success', forms: [] },
  'already-subscribed': { title: P.alreadyTitle, message: EN.newsletter.alreadySubscribed, tone: 'info', forms: [] },
  'invalid-email': { title: P.invalidTitle, message: EN.newsletter.invalidEmail, tone: 'error', forms: ['subscribe'] },
  error: { title: P.errorTitle, message: EN.newsletter.genericError, tone: 'error', forms: ['subscribe'] },
  'too-many-requests': { title: P.rateLimitedTitle, message: EN.newsletter.rateLimited, tone: 'error', forms: [] },
  unsubscribed: { title: P.unsubscribedTitle, message: EN.newsletter.unsubscribed, tone: 'success', forms: [] },
  'link-sent': { title: P.linkSentTitle, message: EN.newsletter.unsubscribeRequested, tone: 'info', forms: [] },
  'invalid-link': {
    title: P.invalidLinkTitle,
    message: EN.newsletter.invalidUnsubscribeLink,
    tone: 'error',
    forms: ['unsubscribe'],
  },
  'invalid-address': {
    title: P.invalidTitle,
    message: EN.newsletter.invalidEmail,
    tone: 'error',
    forms: ['status', 'unsubscribe'],
  },
  'is-subscribed': { title: P.statusTitle, message: P.isSubscribed, tone: 'success', forms: [] },
  // Confirmed sign-ups (NEWSLETTER_CONFIRM): the sign-up waits for the e-mailed link.
  'check-inbox': { title: P.checkInboxTitle, message: EN.newsletter.confirmSent, tone: 'info', forms: [] },
  pending: { title: P.statusTitle, message: EN.newsletter.pendingStatus, tone: 'info', forms: [] },
  confirmed: { title: P.confirmedTitle, message: EN.newsletter.confirmed, tone: 'success', forms: [] },
  'confirm-expired': { title: P.confirmExpiredTitle, message: EN.newsletter.confirmExpired, tone: 'error', forms: ['subscribe'] },
  'confirm-used': { title: P.confirmUsedTitle, message: EN.newsletter.confirmUsed, tone: 'info', forms: [] },
  'confirm-invalid': { title: P.invalidLinkTitle, message: EN.newsletter.confirmInvalid, tone: 'error', forms: ['subscribe'] },
  'not-subscribed': { title: P.statusTitle, message: P.notSubscribed, tone: 'info', forms: ['subscribe'] },
} as const satisfies Record<string, ResultPage>;

export type NewsletterResult = keyof typeof NEWSLETTER_RESULTS;

/** The result page of an outcome, with the address typed (kept for the form shown again). */
export function newsletterResultPath(result: NewsletterResult, email?: string): string {
  const address = email?.trim().slice(0, 254);
  return `/newsletter/${result}/${address ? `?email=${encodeURIComponent(address)}` : ''}`;
}
