import type { Payload } from 'payload';
import { TR, escapeHtml } from '@blog/shared';
import { isSessionAlive } from '../auth/refreshTokens';
import { findPreview } from './previewStore';
import { cookieHash, readPreviewCookie, verifyPreviewToken } from './previewToken';

/** Every preview answer: never indexed, never kept by a shared cache. */
const PRIVATE = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** The refusal page runs no script and loads nothing but its own inline style. */
const REFUSAL_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The refusal: a small bilingual page (no script), with its status. */
function refusal(status: number, message: string): Response {
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(TR.preview.pageTitle)}</title>
<style>body{font:1rem/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#15171a}a{color:#3730a3}</style></head>
<body><main><h1>${escapeHtml(TR.preview.pageTitle)}</h1><p>${escapeHtml(message)}</p><p><a href="/admin">${escapeHtml(TR.preview.toAdmin)}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...PRIVATE,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': REFUSAL_CSP,
      'x-frame-options': 'DENY',
    },
  });
}

/**
 * GET /preview/{token}: the stored preview, for the browser and live session that asked for it.
 * 403 for a tampered or expired link; 401 without this browser's preview cookie or once the
 * session has ended (signed out, password changed) or the user is no admin; 410 when the
 * preview is no longer held (a restart). Never a 5xx for a bad link.
 */
export async function previewPage(payload: Payload, request: Request, token: string): Promise<Response> {
  const check = verifyPreviewToken(token);
  if (!check.ok) return refusal(403, TR.preview.invalidLink);
  const { claims } = check;
  const cookie = readPreviewCookie(request.headers.get('cookie'));
  if (!cookie || cookieHash(cookie) !== claims.b) return refusal(401, TR.preview.signInRequired);
  const id = /^\d+$/.test(claims.u) ? Number(claims.u) : claims.u;
  const [user, alive] = await Promise.all([
    payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true }).catch(() => null),
    isSessionAlive(payload, claims.s).catch(() => false),
  ]);
  if (!user || !alive || user.role !== 'ADMIN') return refusal(401, TR.preview.signInRequired);
  const stored = await findPreview(claims.p);
  if (!stored) return refusal(410, TR.preview.gone);
  return new Response(request.method === 'HEAD' ? null : stored.html, {
    status: 200,
    headers: {
      ...PRIVATE,
      'content-type': 'text/html; charset=utf-8',
      // The live site's policy (its inline-script hashes), so the page works as it will when published.
      'content-security-policy': stored.csp,
      'x-frame-options': 'SAMEORIGIN',
    },
  });
}
