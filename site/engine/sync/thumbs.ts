/**
 * Card thumbnails: for each cover URL, the CMS's 640×360 `card` variant when it exists (one HEAD
 * request per image, remembered in the engine's state), else the original.
 */
import { cardVariantUrl } from '../../src/lib/cardImages';
import { CMS_URL } from '../config';

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
  const missing: string[] = [];
  for (const src of new Set(covers)) {
    const found = known.get(src);
    if (found !== undefined) thumbs.set(src, found);
    else missing.push(src);
  }
  await Promise.all(
    missing.map(async (src) => {
      const variant = cardVariantUrl(src);
      if (!variant) return thumbs.set(src, src);
      const ok = await exists(variant);
      if (ok !== null) thumbs.set(src, ok ? variant : src);
    }),
  );
  return thumbs;
}
