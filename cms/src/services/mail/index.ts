import { env } from '../../env';
import { getTransport } from './transport';
import type { MailContent } from './templates/layout';

export interface MailTo {
  to: string;
  /** The signed one-click link (RFC 8058) and the page link for the footer. */
  unsubscribe?: { oneClickUrl: string; pageUrl: string };
}

/** Sends one e-mail with HTML and text parts; newsletter mail carries List-Unsubscribe. */
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
