import { escapeHtml } from '@blog/shared/markdown';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** The shared frame of every e-mail: a readable single column, and the unsubscribe footer. */
export function mailLayout(options: { preheader: string; bodyHtml: string; unsubscribeUrl?: string; siteUrl: string }): string {
  const footer = options.unsubscribeUrl
    ? `<p style="margin:24px 0 0;color:#6b7280;font-size:12px">You receive this because you subscribed at ${escapeHtml(options.siteUrl)}. <a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a>.</p>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f3f4f6;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">
<span style="display:none">${escapeHtml(options.preheader)}</span>
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">${options.bodyHtml}${footer}</div>
</body></html>`;
}
