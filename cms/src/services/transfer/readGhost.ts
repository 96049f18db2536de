import { TR, slugify } from '@blog/shared';
import { TransferError } from './errors';
import { cardsToHtml } from './ghostCards';
import { htmlToMarkdown } from './htmlToMarkdown';
import { ImageIndex, resolveRef, rewriteImages, type ImageRefs } from './images';
import type { FileSet } from './fileSet';
import { breathe, emptyBundle, type ImportProgress, type SourceBundle } from './types';

/**
 * Ghost's export (Ghost 5: `{db: [{meta, data: {posts, tags, posts_tags}}]}`, also the bare
 * `{meta, data}`): posts from their stored `html`; Ghost has tags only, so a post's primary (first)
 * tag is also its category. Images under __GHOST_URL__/content/images come from the zip when it has them.
 */

export interface GhostPost {
  id: string;
  title?: string;
  slug?: string;
  html?: string | null;
  plaintext?: string | null;
  feature_image?: string | null;
  status?: string;
  type?: string;
  custom_excerpt?: string | null;
  visibility?: string | null;
  mobiledoc?: string | null;
  lexical?: string | null;
  created_at?: string | null;
  published_at?: string | null;
}
interface GhostTag {
  id: string;
  name?: string;
  slug?: string;
  description?: string | null;
  visibility?: string;
}
interface GhostData {
  posts?: GhostPost[];
  tags?: GhostTag[];
  posts_tags?: { post_id: string; tag_id: string; sort_order?: number }[];
}

function ghostData(json: unknown): GhostData | null {
  const root = json as { db?: { data?: GhostData }[]; data?: GhostData } | null;
  const data = root?.db?.[0]?.data ?? root?.data;
  return data && Array.isArray(data.posts) ? data : null;
}

export function looksLikeGhost(json: unknown): boolean {
  return ghostData(json) !== null;
}

const iso = (v: string | null | undefined) => {
  const time = v ? Date.parse(v) : NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
};

const GHOST_URL = /__GHOST_URL__/g;

/** Parses and checks the JSON (a TransferError when it is no Ghost export). */
export function parseGhost(source: string): GhostData {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    throw new TransferError(TR.transfer.badJson(error instanceof Error ? error.message : String(error)));
  }
  const data = ghostData(json);
  if (!data) throw new TransferError(TR.transfer.notGhost);
  return data;
}

export async function readGhost(source: string, files: FileSet, onProgress: ImportProgress = () => {}): Promise<SourceBundle> {
  const data = parseGhost(source);
  const bundle = emptyBundle('ghost', files);
  const tags = new Map((data.tags ?? []).map((t) => [t.id, t]));
  const internal = new Set(
    [...tags.values()].filter((t) => t.visibility === 'internal' || t.name?.startsWith('#')).map((t) => t.id),
  );
  if (internal.size) bundle.notes.push(TR.transfer.internalTags(internal.size));
  const postTags = new Map<string, GhostTag[]>();
  const links = [...(data.posts_tags ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  for (const link of links) {
    const tag = tags.get(link.tag_id);
    if (tag && !internal.has(tag.id)) postTags.set(link.post_id, [...(postTags.get(link.post_id) ?? []), tag]);
  }
  const categories = new Map<string, { slug: string; name: string; description?: string | undefined }>();
  const index = new ImageIndex(files);
  const refs: ImageRefs = { remote: bundle.remoteImages, missing: new Set() };
  const posts = data.posts ?? [];
  const readPost = (post: GhostPost): void => {
    const title = (post.title ?? '').trim();
    if (post.type && post.type !== 'post') {
      bundle.skipped.push(TR.transfer.skippedType(post.type, title || post.id));
      return;
    }
    let html = (post.html ?? '').replace(GHOST_URL, '');
    if (!html.trim()) {
      // An export without the rendered HTML (older versions, some migrations): the editor's own data.
      const fromCards = cardsToHtml(post);
      if (fromCards) {
        html = fromCards.html.replace(GHOST_URL, '');
        bundle.notes.push(TR.transfer.fromCards(title || post.id, fromCards.format));
      } else if (post.plaintext === undefined) bundle.notes.push(TR.transfer.noHtml(title || post.id));
    }
    const draftReasons = post.visibility && post.visibility !== 'public' ? [TR.transfer.draft.membersOnly(post.visibility)] : [];
    const stats = { embeds: [] as string[] };
    const own = postTags.get(post.id) ?? [];
    const primary = own[0];
    if (primary?.name) {
      const slug = slugify(primary.slug || primary.name);
      if (slug && !categories.has(slug))
        categories.set(slug, { slug, name: primary.name, description: primary.description ?? undefined });
    }
    // A scheduled post whose time passed without being published there was never public.
    const publishedAt = iso(post.published_at);
    const missed = post.status === 'scheduled' && !(publishedAt && Date.parse(publishedAt) > Date.now());
    if (missed) draftReasons.push(TR.transfer.draft.missedSchedule);
    const live = post.status === 'published' || post.status === 'sent' || (post.status === 'scheduled' && !missed);
    const cover = post.feature_image?.replace(GHOST_URL, '');
    bundle.posts.push({
      sourceId: `ghost:${post.id}`,
      title,
      slug: slugify(post.slug ?? '') || slugify(title),
      status: live ? 'PUBLISHED' : 'DRAFT',
      publishedAt,
      createdAt: iso(post.created_at),
      excerpt: post.custom_excerpt?.trim() || undefined,
      category: primary ? slugify(primary.slug || primary.name || '') || undefined : undefined,
      tags: own.map((t) => t.name ?? '').filter(Boolean),
      content: rewriteImages(html ? htmlToMarkdown(html, stats) : (post.plaintext ?? ''), index, refs),
      featuredImage: cover ? resolveRef(cover, index, refs) : undefined,
      draftReasons,
      embeds: stats.embeds,
    });
  };
  for (const [at, post] of posts.entries()) {
    await breathe(at);
    onProgress(at, posts.length);
    try {
      readPost(post);
    } catch {
      // One post the reader trips on is a line in the report, not the end of the import.
      bundle.skipped.push(TR.transfer.unreadableItem(String(post?.title ?? post?.id ?? at), TR.transfer.unreadableReason));
    }
  }
  bundle.categories = [...categories.values()];
  bundle.tagNames = [...tags.values()].filter((t) => !internal.has(t.id) && t.name).map((t) => t.name!);
  for (const ref of refs.missing) bundle.notes.push(TR.transfer.missingImage(ref));
  return bundle;
}
