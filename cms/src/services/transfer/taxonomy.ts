import type { PayloadRequest } from 'payload';
import { TR, categoryNameRule, firstIssueMessage, nameKey, slugify } from '@blog/shared';
import { fromPayloadError } from '../http/fromPayloadError';
import { findOrCreateTag, findTagIds } from '../taxonomy/tags';
import { nameList, resolveCategoryNames } from './categoryNames';
import { TransferError } from './errors';
import { DEFAULT_CATEGORY } from './plan';
import type { Created } from './transaction';
import type { SourceBundle, SourcePost } from './types';

type Id = number;
const context = { seeding: true } as const;

/** A write the rules refused: its Turkish reason. Other failures (the database) are thrown on. */
function refusal(req: PayloadRequest, error: unknown): string {
  const refused = fromPayloadError(error);
  // With the adapter's own transaction (MongoDB replica set) a failed write ends it: all or nothing then.
  if (!refused || req.transactionID !== undefined) throw error;
  return refused.message;
}

/**
 * The categories the imported posts use, found by slug or name (never renamed) or created;
 * colliding names resolved first (categoryNames.ts); the file's others are listed, not created.
 * A category that cannot be created is a note and its posts go to the default category.
 */
export async function ensureCategories(
  req: PayloadRequest,
  bundle: SourceBundle,
  posts: SourcePost[],
  created: string[],
  undo: Created,
): Promise<Map<string, Id>> {
  const { payload } = req;
  const ids = new Map<string, Id>();
  const used = new Set(posts.map((p) => p.category ?? ''));
  const unused = bundle.categories.filter((c) => !used.has(c.slug) && c.slug !== DEFAULT_CATEGORY.slug);
  if (unused.length) bundle.notes.push(TR.transfer.unusedCategories(unused.length, nameList(unused.map((c) => c.name))));
  const { categories, alias } = resolveCategoryNames(
    bundle.categories.filter((c) => used.has(c.slug)),
    bundle.categories,
    bundle.notes,
  );
  for (const post of posts) if (post.category && alias.has(post.category)) post.category = alias.get(post.category);
  const wanted = new Map(categories.map((c) => [c.slug, c]));
  if (posts.some((p) => !p.category || !wanted.has(p.category))) wanted.set(DEFAULT_CATEGORY.slug, { ...DEFAULT_CATEGORY });
  const { docs } = await payload.find({
    collection: 'categories',
    pagination: false,
    depth: 0,
    req,
    select: { slug: true, nameKey: true },
  });
  for (const category of wanted.values()) {
    const found = docs.find((d) => d.slug === category.slug || d.nameKey === nameKey(category.name));
    if (found) {
      ids.set(category.slug, found.id);
      continue;
    }
    const name = categoryNameRule.safeParse(category.name);
    if (!name.success) {
      bundle.notes.push(TR.transfer.categoryFailed(category.name, firstIssueMessage(name.error)));
      continue;
    }
    try {
      const doc = await payload.create({
        collection: 'categories',
        data: { name: name.data, description: category.description?.slice(0, 200) },
        req,
        context,
        depth: 0,
      });
      created.push(doc.name);
      undo.add('categories', doc.id);
      ids.set(category.slug, doc.id);
      docs.push(doc);
    } catch (error) {
      bundle.notes.push(TR.transfer.categoryFailed(category.name, refusal(req, error)));
    }
  }
  let fallback = 0;
  for (const post of posts) {
    if (!post.category || !ids.has(post.category)) {
      post.category = DEFAULT_CATEGORY.slug;
      fallback += 1;
    }
  }
  if (fallback) bundle.notes.push(TR.transfer.defaultCategory(fallback, DEFAULT_CATEGORY.name));
  if (!ids.has(DEFAULT_CATEGORY.slug) && fallback)
    throw new TransferError(TR.transfer.categoryFailed(DEFAULT_CATEGORY.name, TR.transfer.unexpected));
  return ids;
}

/** Tag ids by slug (found or created as a post's save does), for every tag the imported posts carry; the file's others are listed. */
export async function ensureTags(
  req: PayloadRequest,
  bundle: SourceBundle,
  posts: SourcePost[],
  created: string[],
  undo: Created,
): Promise<Map<string, Id>> {
  const { payload } = req;
  const bySlug = new Map<string, string>();
  for (const name of posts.flatMap((p) => p.tags)) {
    const slug = slugify(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  const unused = [...new Set(bundle.tagNames.filter((name) => !bySlug.has(slugify(name))))];
  if (unused.length) bundle.notes.push(TR.transfer.unusedTags(unused.length, nameList(unused)));
  const ids = await findTagIds(payload, [...bySlug.keys()], req);
  for (const [slug, name] of bySlug) {
    if (ids.has(slug)) continue;
    try {
      // The post save's own path (services/taxonomy/tags.ts): the same tag of the same name.
      const tag = await findOrCreateTag(payload, name, slug, { req, context });
      if (tag.created) {
        created.push(tag.name);
        undo.add('tags', tag.id);
      }
      ids.set(slug, tag.id);
    } catch (error) {
      bundle.notes.push(TR.transfer.tagFailed(name, refusal(req, error)));
    }
  }
  return ids;
}
