import { EN, escapeHtml } from '@blog/shared';
import { env } from '../../env';

/**
 * The plain-HTML forms accept posts from the site's own pages only: a post whose `Origin` is
 * another origin than the site's (SITE_URL) or the platform's own, or whose `Sec-Fetch-Site`
 * says `cross-site` without such an Origin, is refused (403). A post carrying neither header (an
 * old browser, curl) still works: the check stops another website's page from signing readers up
 * (or mailing them links) behind their backs, which only browsers can be made to do, and they send
 * these headers.
 */
export function isCrossSitePost(request: Request): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (origin && origin !== 'null') return !sameOrigins(request).has(origin.toLowerCase());
  // "null": a sandboxed frame, a data: page or a cross-origin redirect; trusted only when the browser says same-origin.
  if (origin === 'null') return fetchSite !== 'same-origin';
  return fetchSite === 'cross-site';
}

function sameOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(env.siteUrl).origin.toLowerCase()]);
  try {
    origins.add(new URL(request.url).origin.toLowerCase());
  } catch {
    // No usable own address: the site's origin alone.
  }
  return origins;
}

/** The refusal: a short English page (the form's own kind of answer), 403, never cached. */
export function crossSiteRefused(): Response {
  const P = EN.newsletter.pages;
  const home = `${env.siteUrl}/newsletter/`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(P.refusedTitle)}</title></head>
<body><main><h1>${escapeHtml(P.refusedTitle)}</h1><p role="alert">${escapeHtml(EN.newsletter.crossSite)}</p>
<p><a href="${escapeHtml(home)}">${escapeHtml(P.manage)}</a></p></main></body></html>
`;
  return new Response(html, {
    status: 403,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
