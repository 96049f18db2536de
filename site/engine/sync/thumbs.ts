/**
 * Card thumbnails: for each cover URL, the CMS's 640×360 `card` variant when it exists (one HEAD
 * request per image, remembered in the engine's state), else the original. The same map keeps,
 * under ogThumbKey(cover), the cover's 1200×630 `og` rendition for its social card (the CMS
 * skips it for a smaller original).
 */
import { cardVariantUrl } from '../../src/lib/cardImages';
import { ogThumbKey, ogVariantUrl } from '../../src/lib/og/ogImage';
import { CMS_URL } from '../config';
import { pool } from '../output/writer';

async function exists(pathname: string): Promise<boolean | null> {
  try {
    const response = await fetch(new URL(pathname, `${CMS_URL}/`), { method: 'HEAD', signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return null;
  }
}

/** Adds the thumbnails of covers not looked up yet; an unanswered check is tried again next time. */
export async function resolveThumbs(covers: Iterable<string>, known: Map<string, string>): Promise<Map<string, string>> {
  const thumbs = new Map<string, string>();
  const missing: [key: string, src: string, variant: string | null][] = [];
  for (const src of new Set(covers)) {
    for (const [key, variant] of [
      [src, cardVariantUrl(src)],
      [ogThumbKey(src), ogVariantUrl(src)],
    ] as const) {
      const found = known.get(key);
      if (found !== undefined) thumbs.set(key, found);
      else missing.push([key, src, variant]);
    }
  }
  // A few at a time: a first build of thousands of covers must not open thousands of sockets at once.
  await pool(missing, 16, async ([key, src, variant]) => {
    if (!variant) return void thumbs.set(key, src);
    const ok = await exists(variant);
    if (ok !== null) thumbs.set(key, ok ? variant : src);
  });
  return thumbs;
}
