import { escapeHtml } from '@blog/shared/markdown';
import { EN } from '@blog/shared';
import { mailLayout, type MailContent } from './layout';

/** The confirmation e-mail of a pending sign-up (NEWSLETTER_CONFIRM): one signed link, no unsubscribe. */
export function confirmEmail(siteUrl: string, link: string): MailContent {
  const m = EN.newsletter.confirmMail;
  const bodyHtml = `<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(m.heading)}</h1>
<p style="margin:0 0 16px;font-size:16px;line-height:1.6">${escapeHtml(m.intro)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(link)}" style="color:#4f46e5;font-weight:600">${escapeHtml(m.action)}</a></p>
<p style="margin:0;font-size:14px;color:#6b7280">${escapeHtml(m.ignore)}</p>`;
  return {
    subject: m.subject,
    html: mailLayout({ preheader: m.intro, bodyHtml, siteUrl }),
    text: `${m.heading}\n\n${m.intro}\n\n${m.action}: ${link}\n\n${m.ignore}\n`,
  };
}
