import { escapeHtml } from '@blog/shared/markdown';
import { mailLayout, type MailContent } from './layout';

/** The e-mail sent to every active subscriber when a post is first published. */
export function postEmail(
  post: { title: string; excerpt?: string | null; url: string },
  siteUrl: string,
  unsubscribeUrl: string,
): MailContent {
  const excerpt = post.excerpt?.trim() ?? '';
  const bodyHtml = `<p style="margin:0 0 8px;color:#6b7280;font-size:13px">New article</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(post.title)}</h1>
${excerpt ? `<p style="margin:0 0 24px;font-size:16px;line-height:1.6">${escapeHtml(excerpt)}</p>` : ''}
<p style="margin:0"><a href="${escapeHtml(post.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">Read the article</a></p>`;
  return {
    subject: post.title,
    html: mailLayout({ preheader: excerpt || post.title, bodyHtml, unsubscribeUrl, siteUrl }),
    text: `New article: ${post.title}\n\n${excerpt ? `${excerpt}\n\n` : ''}Read it: ${post.url}\n\n--\nUnsubscribe: ${unsubscribeUrl}\n`,
  };
}
