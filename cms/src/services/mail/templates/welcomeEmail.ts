import { escapeHtml } from '@blog/shared/markdown';
import { mailLayout, type MailContent } from './layout';

/** The welcome e-mail after a subscription. */
export function welcomeEmail(siteUrl: string, unsubscribeUrl: string): MailContent {
  const bodyHtml = `<h1 style="margin:0 0 16px;font-size:24px">Welcome aboard!</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.6">Thanks for subscribing. You will get an e-mail whenever a new article is published — nothing else.</p>
<p style="margin:0"><a href="${escapeHtml(siteUrl)}/" style="color:#4f46e5">Visit the blog</a></p>`;
  return {
    subject: 'Welcome to the newsletter',
    html: mailLayout({ preheader: 'Thanks for subscribing.', bodyHtml, unsubscribeUrl, siteUrl }),
    text: `Welcome aboard!\n\nThanks for subscribing. You will get an e-mail whenever a new article is published.\n\n${siteUrl}/\n\n--\nUnsubscribe: ${unsubscribeUrl}\n`,
  };
}
