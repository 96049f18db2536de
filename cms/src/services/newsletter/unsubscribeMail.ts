import type { Payload } from 'payload';
import { EN, escapeHtml } from '@blog/shared';
import { limiters } from '../rateLimit/limiters';
import { findSubscriptionByEmail } from './findByEmail';
import { unsubscribeUrl } from './unsubscribeToken';
import { sendMail } from '../mail';

/**
 * "Unsubscribe me" with only an address: e-mails the address a signed link when it is an active
 * subscriber, at most a few times an hour per address (silently). Never tells the caller which
 * case it was, so nobody can unsubscribe (or probe) someone else by address alone.
 */
export async function requestUnsubscribeMail(payload: Payload, email: string): Promise<void> {
  const subscription = await findSubscriptionByEmail(payload, email);
  if (!subscription || subscription.isActive === false) return;
  try {
    await limiters.unsubscribeMail.consume(subscription.email);
  } catch {
    return;
  }
  const link = unsubscribeUrl(subscription);
  const m = EN.newsletter.unsubscribeMail;
  // Sent in the background: the answer must not depend on (nor wait for) the mail.
  void sendMail(
    { to: subscription.email },
    {
      subject: m.subject,
      text: `${m.intro}\n\n${m.action}: ${link}\n\n${m.ignore}\n`,
      html:
        `<p>${escapeHtml(m.intro)}</p>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(m.action)}</a></p>` +
        `<p>${escapeHtml(m.ignore)}</p>`,
    },
  ).catch((error: unknown) => console.error('[newsletter] unsubscribe mail failed:', error));
}
