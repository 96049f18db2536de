import type { Payload } from 'payload';
import { TR, firstIssueMessage, postInputSchema, slugify, trErrorMap } from '@blog/shared';
import { adaptPost } from './adapt';
import { analyzeMarkdown } from '../markdown/analyzeMarkdown';
import { mapInParallel } from '../../lib/mapInParallel';
import { MEDIA_REF, type SourceBundle, type SourcePost } from './types';

/** What the import will do with each post, decided before anything is written. */
export interface ImportPlan {
  create: SourcePost[];
  unchanged: string[];
  conflicts: { slug: string; message: string }[];
  invalid: { source: string; title: string; message: string }[];
  /** Posts to create as drafts, with why (adapt.ts). */
  drafted: { source: string; title: string; message: string }[];
}

/** The category every post without one goes to (WordPress's own default name). */
export const DEFAULT_CATEGORY = { slug: 'uncategorized', name: 'Uncategorized' } as const;

const BATCH = 500;

/**
 * Every post made one the rules take where it can be (adapt.ts: drafts with reasons, notes), then
 * the shared post rules (title, excerpt, body size and nesting, tags, cover URL, date); then the slugs already taken: the same title there means the post was imported before
 * (unchanged, idempotent); another title is a conflict, reported and never overwritten.
 */
export async function planImport(payload: Payload, bundle: SourceBundle): Promise<ImportPlan> {
  const plan: ImportPlan = { create: [], unchanged: [], conflicts: [], invalid: [], drafted: [] };
  const valid: SourcePost[] = [];
  const seen = new Set<string>();
  const drafted = new Map<SourcePost, string>();
  for (const post of bundle.posts) {
    const reasons = adaptPost(post, bundle.notes);
    if (reasons.length) drafted.set(post, reasons.join('; '));
    const result = postInputSchema.safeParse(
      {
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        categoryId: 1,
        tags: post.tags,
        // An archive image becomes a /media/ path: the rule sees what will be stored.
        featuredImage: post.featuredImage?.startsWith(MEDIA_REF) ? '/media/image.jpg' : post.featuredImage,
        status: post.status,
        publishedAt: post.publishedAt,
        // A rule with no Turkish message of its own still answers in Turkish.
      },
      { errorMap: trErrorMap },
    );
    if (!result.success) {
      plan.invalid.push({ source: post.sourceId, title: post.title, message: firstIssueMessage(result.error) });
      continue;
    }
    post.slug = slugify(post.slug) || slugify(post.title);
    post.tags = result.data.tags;
    if (seen.has(post.slug)) {
      plan.conflicts.push({ slug: post.slug, message: TR.transfer.conflict(post.slug) });
      continue;
    }
    seen.add(post.slug);
    valid.push(post);
  }
  const existing = new Map<string, string>();
  const slugs = valid.map((p) => p.slug);
  for (let at = 0; at < slugs.length; at += BATCH) {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { in: slugs.slice(at, at + BATCH) } },
      pagination: false,
      depth: 0,
      select: { slug: true, title: true },
    });
    for (const doc of docs) if (doc.slug) existing.set(doc.slug, doc.title);
  }
  const fresh: SourcePost[] = [];
  for (const post of valid) {
    const title = existing.get(post.slug);
    if (title === undefined) fresh.push(post);
    else if (title.trim() === post.title.trim()) plan.unchanged.push(post.slug);
    else plan.conflicts.push({ slug: post.slug, message: TR.transfer.conflict(post.slug) });
  }
  plan.create = await parseable(fresh, plan.invalid);
  // Drafted and why: said for the posts this import writes (a second import leaves them unchanged).
  for (const post of plan.create) {
    const message = drafted.get(post);
    if (message) plan.drafted.push({ source: post.sourceId, title: post.title, message });
  }
  const embeds = bundle.posts.reduce((sum, post) => sum + (post.embeds?.length ?? 0), 0);
  if (embeds) bundle.notes.push(TR.transfer.embeds(embeds));
  return plan;
}

/**
 * The body rule only a parse can apply (services/markdown: too complex to parse in its time
 * budget), checked before anything is written: such a post is listed as invalid, not a reason to
 * undo the whole import halfway. Two at a time, as many as the worker pool has.
 */
async function parseable(posts: SourcePost[], invalid: ImportPlan['invalid']): Promise<SourcePost[]> {
  const ok = await mapInParallel(posts, 2, async (post) => (await analyzeMarkdown(post.content)).ok);
  posts.forEach((post, at) => {
    if (!ok[at]) invalid.push({ source: post.sourceId, title: post.title, message: TR.post.contentTooComplex });
  });
  return posts.filter((_, at) => ok[at]);
}
