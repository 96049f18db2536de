import type { Payload } from 'payload';
import { ERROR_CODES, TR, type PostPreviewInput } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { previewInEngine } from '../site/engineProcess';
import { hasLiveSite } from '../site/liveSite';
import { draftPost } from './draftPost';
import { keepPreview } from './previewStore';
import {
  PREVIEW_TTL_SECONDS,
  cookieHash,
  newCookieValue,
  previewCookie,
  readPreviewCookie,
  signPreviewToken,
} from './previewToken';

/** A cookie value this server made (anything else is replaced). */
const COOKIE_VALUE = /^[A-Za-z0-9_-]{32}$/;

export interface CreatedPreview {
  url: string;
  expiresAt: string;
  /** Set-Cookie: the browser's preview cookie (kept when it already has one). */
  cookie: string;
}

/**
 * Renders the form's post with the site's own article page and keeps it behind a signed link
 * for PREVIEW_TTL_SECONDS, bound to the user, the session and this browser's cookie.
 */
export async function createPreview(
  payload: Payload,
  request: Request,
  input: PostPreviewInput,
  user: { id: number | string },
  sessionId: string,
): Promise<CreatedPreview> {
  // Never built: answered at once, without starting the engine.
  if (!hasLiveSite())
    throw new HttpError(ERROR_CODES.SERVER_ERROR, TR.preview.siteNotBuilt, { status: 503, headers: { 'retry-after': '30' } });
  const post = await draftPost(payload, input, user.id);
  let result;
  try {
    result = await previewInEngine(post, TR.preview.banner);
  } catch (error) {
    payload.logger.error(
      `[preview] the site engine failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
    throw new HttpError(ERROR_CODES.SERVER_ERROR, TR.preview.failed, { status: 503 });
  }
  if (!result.ok) {
    const message = result.reason === 'no-site' ? TR.preview.siteNotBuilt : TR.preview.timeout;
    throw new HttpError(ERROR_CODES.SERVER_ERROR, message, {
      status: 503,
      headers: { 'retry-after': '30' },
    });
  }
  const expires = Date.now() + PREVIEW_TTL_SECONDS * 1000;
  const id = await keepPreview({ html: result.html, csp: result.csp, expires });
  const existing = readPreviewCookie(request.headers.get('cookie'));
  const cookie = existing && COOKIE_VALUE.test(existing) ? existing : newCookieValue();
  const token = signPreviewToken({
    p: id,
    u: String(user.id),
    s: sessionId,
    b: cookieHash(cookie),
    e: Math.floor(expires / 1000),
  });
  return { url: `/preview/${token}`, expiresAt: new Date(expires).toISOString(), cookie: previewCookie(cookie) };
}
