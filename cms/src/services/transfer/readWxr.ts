import { XMLParser } from 'fast-xml-parser';
import { TR, slugify } from '@blog/shared';
import { TransferError } from './errors';
import { cleanWordPress, htmlToMarkdown, plainText, shortcodeSummary, type WordPressCleanup } from './htmlToMarkdown';
import { ImageIndex, resolveRef, rewriteImages, type ImageRefs } from './images';
import type { FileSet } from './fileSet';
import { parseXml } from './xmlInput';
import { breathe, emptyBundle, type ImportProgress, type SourceBundle, type SourceCategory, type SourcePost } from './types';

/** WordPress's export (WXR 1.2, also 1.0/1.1): posts with their categories, tags, featured images. */

type Node = Record<string, unknown>;
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return text((v as Node)['#text']);
  return String(v);
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: false,
  cdataPropName: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['item', 'category', 'wp:category', 'wp:tag', 'wp:postmeta'].includes(name),
});

/** "2024-01-02 10:00:00" (UTC in *_gmt) to ISO; WordPress writes 0000-00-00 for "none". */
function wpDate(gmt: string, local: string): string | undefined {
  const value = gmt && !gmt.startsWith('0000') ? gmt : local && !local.startsWith('0000') ? local : '';
  if (!value) return undefined;
  const time = Date.parse(`${value.trim().replace(' ', 'T')}Z`);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

/** WordPress percent-encodes non-ASCII slugs; each run that does not decode is kept as it is. */
function safeDecode(value: string): string {
  return value.replace(/(%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

export function looksLikeWxr(xml: string): boolean {
  return /<rss[\s>]/.test(xml.slice(0, 4000)) && /xmlns:wp=|<wp:wxr_version>/.test(xml.slice(0, 20000));
}

/** Parses and checks the XML (a TransferError when it is no WXR); cheap next to converting the bodies. */
export function parseWxr(xml: string): Node {
  const channel = (parseXml(xml, parser) as Node)?.rss as Node | undefined;
  const root = channel?.channel as Node | undefined;
  if (!root || !looksLikeWxr(xml)) throw new TransferError(TR.transfer.notWxr);
  return root;
}

export async function readWxr(xml: string, files: FileSet, onProgress: ImportProgress = () => {}): Promise<SourceBundle> {
  const root = parseWxr(xml);

  const bundle = emptyBundle('wordpress', files);
  const categories = new Map<string, SourceCategory>();
  for (const c of list(root['wp:category'] as Node[])) {
    const name = plainText(text(c['wp:cat_name']));
    const slug = slugify(text(c['wp:category_nicename']) || name);
    const parent = slugify(text(c['wp:category_parent'])) || undefined;
    if (name && slug)
      categories.set(slug, { slug, name, parent, description: text(c['wp:category_description']).trim() || undefined });
  }
  bundle.tagNames = list(root['wp:tag'] as Node[])
    .map((t) => plainText(text(t['wp:tag_name'])))
    .filter(Boolean);

  const items = list(root.item as Node[]);
  // Attachments first: a post's _thumbnail_id names one by its post id.
  const attachments = new Map<string, { url: string; alt: string }>();
  for (const item of items) {
    if (text(item['wp:post_type']) !== 'attachment') continue;
    const alt = list(item['wp:postmeta'] as Node[]).find((m) => text(m['wp:meta_key']) === '_wp_attachment_image_alt');
    attachments.set(text(item['wp:post_id']), { url: text(item['wp:attachment_url']), alt: text(alt?.['wp:meta_value']).trim() });
  }
  bundle.attachments = [...attachments.values()].map((a) => a.url).filter(Boolean);

  const index = new ImageIndex(files);
  const refs: ImageRefs = { remote: bundle.remoteImages, missing: new Set() };
  const cleanup: WordPressCleanup = { gutenbergComments: 0, shortcodes: new Map() };
  for (const [at, item] of items.entries()) {
    await breathe(at);
    onProgress(at, items.length);
    try {
      const post = readItem(item, bundle, categories, attachments, { index, refs, cleanup });
      if (post) bundle.posts.push(post);
    } catch (error) {
      // One item the reader trips on is a line in the report, not the end of the import.
      const name = plainText(text(item.title)) || `wp:${text(item['wp:post_id'])}`;
      bundle.skipped.push(
        TR.transfer.unreadableItem(name, error instanceof TransferError ? error.message : TR.transfer.unreadableReason),
      );
    }
  }
  bundle.categories = [...categories.values()];
  if (cleanup.gutenbergComments) bundle.notes.push(TR.transfer.gutenberg(cleanup.gutenbergComments));
  const removed = [...cleanup.shortcodes.values()].reduce((a, b) => a + b, 0);
  if (removed) bundle.notes.push(TR.transfer.shortcodes(removed, shortcodeSummary(cleanup.shortcodes)));
  for (const ref of refs.missing) bundle.notes.push(TR.transfer.missingImage(ref));
  return bundle;
}

interface Context {
  index: ImageIndex;
  refs: ImageRefs;
  cleanup: WordPressCleanup;
}

/** One `item`: a post, or null when it is something else (listed as skipped when worth saying). */
function readItem(
  item: Node,
  bundle: SourceBundle,
  categories: Map<string, SourceCategory>,
  attachments: Map<string, { url: string; alt: string }>,
  { index, refs, cleanup }: Context,
): SourcePost | null {
  const type = text(item['wp:post_type']) || 'post';
  const title = plainText(text(item.title));
  if (type === 'attachment') return null;
  if (type !== 'post') {
    if (type !== 'nav_menu_item' && type !== 'wp_navigation' && type !== 'wp_global_styles') {
      bundle.skipped.push(TR.transfer.skippedType(type, title || text(item['wp:post_id'])));
    }
    return null;
  }
  const wpStatus = text(item['wp:status']);
  if (wpStatus === 'trash' || wpStatus === 'auto-draft' || wpStatus === 'inherit') {
    bundle.skipped.push(TR.transfer.skippedTrash(title || text(item['wp:post_id'])));
    return null;
  }
  // Never public here: a private or password-protected post comes in as a draft, with why.
  const draftReasons: string[] = [];
  if (wpStatus === 'private') draftReasons.push(TR.transfer.draft.private);
  if (text(item['wp:post_password']).trim()) draftReasons.push(TR.transfer.draft.password);
  const publishedAt = wpDate(text(item['wp:post_date_gmt']), text(item['wp:post_date']));
  // A scheduled post whose time passed there unpublished (WordPress's "missed schedule") was never public.
  const missed = wpStatus === 'future' && !(publishedAt && Date.parse(publishedAt) > Date.now());
  if (missed) draftReasons.push(TR.transfer.draft.missedSchedule);
  const live = wpStatus === 'publish' || (wpStatus === 'future' && !missed);
  const terms = list(item.category as Node[]);
  const cats = terms
    .filter((t) => t['@domain'] === 'category')
    .map((t) => ({ slug: slugify(String(t['@nicename'] ?? text(t))), name: plainText(text(t)) }));
  for (const c of cats) if (c.slug && !categories.has(c.slug)) categories.set(c.slug, { slug: c.slug, name: c.name });
  const tags = terms.filter((t) => t['@domain'] === 'post_tag').map((t) => plainText(text(t)));
  if (cats.length > 1) {
    bundle.notes.push(
      TR.transfer.extraCategories(
        title,
        cats
          .slice(1)
          .map((c) => c.name)
          .join(', '),
      ),
    );
    tags.push(...cats.slice(1).map((c) => c.name));
  }
  const meta = new Map(list(item['wp:postmeta'] as Node[]).map((m) => [text(m['wp:meta_key']), text(m['wp:meta_value'])]));
  const thumbnail = attachments.get(meta.get('_thumbnail_id') ?? '');
  const html = cleanWordPress(text(item['content:encoded']), cleanup);
  const stats = { embeds: [] as string[] };
  const post: SourcePost = {
    sourceId: `wp:${text(item['wp:post_id'])}`,
    title,
    slug: slugify(safeDecode(text(item['wp:post_name']))) || slugify(title),
    status: live ? 'PUBLISHED' : 'DRAFT',
    publishedAt,
    excerpt: htmlToMarkdown(text(item['excerpt:encoded'])).replace(/\s+/g, ' ').trim() || undefined,
    category: cats[0]?.slug,
    tags,
    content: rewriteImages(htmlToMarkdown(html, stats), index, refs),
    featuredImage: thumbnail?.url ? resolveRef(thumbnail.url, index, refs) : undefined,
    featuredImageAlt: thumbnail?.alt || undefined,
    draftReasons,
    embeds: stats.embeds,
  };
  return post;
}
