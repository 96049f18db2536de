import path from 'node:path';
import { TR } from '@blog/shared';
import { mapInParallel } from '../../lib/mapInParallel';
import { fetchImage } from './fetchImage';
import { MEDIA_REF, type SourceBundle, type SourcePost } from './types';

/**
 * Images move in (issue #34): the images the posts to be written reference on other hosts are
 * downloaded (fetchImage.ts) and become archive files, so that the writer stores them through the
 * upload pipeline like the archive's own (media.ts: re-encoded, renditions made, rolled back with
 * the import). What cannot be fetched is listed with its reason and left pointing where it was.
 * Posts already imported are not touched: importing the same file twice fetches nothing.
 */

/** Downloads at a time: polite to the old host, and enough to keep the import moving. */
const PARALLEL = 4;
/** Where fetched images live among the archive files (a colon: no path of a real archive). */
const KEY_ROOT = 'remote:';

const MD_IMAGE = /(!\[[^\]]*\]\(\s*<?)([^)\s>]+)(>?(?:\s+"[^"]*")?\s*\))/g;
const HTML_IMAGE = /(<img\b[^>]*\bsrc\s*=\s*["'])([^"']+)(["'])/gi;
const isRemote = (ref: string) => /^https?:\/\//i.test(ref) || ref.startsWith('//');
/** WordPress's resized copies: photo-300x200.jpg is photo.jpg. */
const WP_SIZE = /-\d+x\d+(?=\.[a-z]+$)/i;

function imageRefs(post: SourcePost): string[] {
  const refs = [...post.content.matchAll(MD_IMAGE), ...post.content.matchAll(HTML_IMAGE)].map((m) => m[2]!);
  if (post.featuredImage) refs.push(post.featuredImage);
  return refs.filter(isRemote);
}

/**
 * What to download for a reference: a WordPress resized copy is fetched as its attachment's
 * original (wp:attachment_url) when the export lists one, so a cover and the body's thumbnail of
 * it become one stored image; the reference itself is the fallback.
 */
function primary(ref: string, attachments: Set<string>): string {
  const original = ref.replace(/[?#].*$/, '').replace(WP_SIZE, '');
  return attachments.has(original) ? original : ref;
}

function keyFor(at: number, url: string): string {
  let name = 'image';
  try {
    name = path.posix.basename(new URL(url, 'https://x').pathname) || name;
  } catch {
    // The fallback name will do.
  }
  // media.ts finds references by /media:[^\s)"'>]+/: the key keeps to safe characters.
  return `${KEY_ROOT}${at}/${name.replace(/[^\w.-]+/g, '_').slice(-80)}`;
}

function rewrite(post: SourcePost, stored: Map<string, string>): void {
  const swap = (all: string, before: string, ref: string, after: string) => {
    const key = stored.get(ref);
    return key ? `${before}${MEDIA_REF}${key}${after}` : all;
  };
  post.content = post.content.replace(MD_IMAGE, swap).replace(HTML_IMAGE, swap);
  const cover = post.featuredImage && stored.get(post.featuredImage);
  if (cover) post.featuredImage = `${MEDIA_REF}${cover}`;
}

/** Fetches the posts' remote images into `bundle.files`; notes and the remote list say what happened. */
export async function fetchRemoteImages(
  bundle: SourceBundle,
  posts: SourcePost[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<void> {
  const urls = [...new Set(posts.flatMap(imageRefs))];
  if (urls.length === 0) return;
  const attachments = new Set(bundle.attachments ?? []);
  const sources = [...new Set(urls.map((url) => primary(url, attachments)))];
  const keys = new Map<string, string>();
  const reasons = new Map<string, string>();
  const download = async (source: string, at: number) => {
    const result = await fetchImage(source);
    if (!result.ok) return reasons.set(source, result.reason);
    const key = keyFor(at, source);
    bundle.files.set(key, result.data);
    keys.set(source, key);
  };
  // A resized copy whose original failed is tried as itself.
  const retries = () => urls.filter((url) => !keys.has(primary(url, attachments)) && primary(url, attachments) !== url);
  let done = 0;
  const run = (list: string[], offset: number) =>
    mapInParallel(list, PARALLEL, async (url, at) => {
      await download(url, offset + at);
      onProgress(Math.min((done += 1), sources.length), sources.length);
    });
  onProgress(0, sources.length);
  await run(sources, 0);
  await run(retries(), sources.length);

  const stored = new Map<string, string>();
  for (const url of urls) {
    const key = keys.get(primary(url, attachments)) ?? keys.get(url);
    if (key) stored.set(url, key);
  }
  for (const post of posts) rewrite(post, stored);
  for (const url of stored.keys()) bundle.remoteImages.delete(url);
  bundle.notes.push(TR.transfer.imagesFetched(stored.size, urls.length));
  const failed = urls.filter((url) => !stored.has(url)).sort();
  for (const url of failed) {
    const reason = reasons.get(url) ?? reasons.get(primary(url, attachments)) ?? TR.transfer.imageUnreachable;
    bundle.notes.push(TR.transfer.imageNotFetched(url, reason));
  }
}
