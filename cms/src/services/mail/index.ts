import { env } from '../../env';
import { getTransport } from './transport';
import type { MailContent } from './templates/layout';

export interface MailTo {
  to: string;
  /** The signed one-click link (RFC 8058) and the page link for the footer. */
  unsubscribe?: { oneClickUrl: string; pageUrl: string };
}

/**
 * The one way the platform sends an e-mail (welcome, newsletter, unsubscribe link), through the
 * one pooled transport (transport.ts) that Payload's own mails (forgot password) share too.
 * Newsletter mail carries List-Unsubscribe.
 */
export async function sendMail({ to, unsubscribe }: MailTo, content: MailContent): Promise<void> {
  await getTransport().sendMail({
    from: env.mailFrom,
    to,
    subject: content.subject,
    html: content.html,
    text: content.text,
    headers: unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
  });
}
