import type { PayloadRequest } from 'payload';
import { TR, categoryNameRule, nameKey, slugify } from '@blog/shared';
import { DEFAULT_CATEGORY } from './plan';
import type { Created } from './transaction';
import type { SourceBundle, SourcePost } from './types';

type Id = number;
const context = { seeding: true } as const;

/**
 * The categories the import needs, found by slug or name (never renamed) or created. A name the
 * category rules refuse is reported and its posts go to the default category.
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
  const wanted = new Map(bundle.categories.map((c) => [c.slug, c]));
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
      bundle.notes.push(`${category.name}: ${name.error.issues[0]?.message ?? TR.validation.invalid}`);
      continue;
    }
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
  }
  let fallback = 0;
  for (const post of posts) {
    if (!post.category || !ids.has(post.category)) {
      post.category = DEFAULT_CATEGORY.slug;
      fallback += 1;
    }
  }
  if (fallback) bundle.notes.push(TR.transfer.defaultCategory(fallback, DEFAULT_CATEGORY.name));
  if (!ids.has(DEFAULT_CATEGORY.slug) && fallback) throw new Error('the default category could not be created');
  return ids;
}

/** Tag ids by name (found by slug or created), for every tag the posts carry. */
export async function ensureTags(
  req: PayloadRequest,
  names: string[],
  created: string[],
  undo: Created,
): Promise<Map<string, Id>> {
  const { payload } = req;
  const bySlug = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  const ids = new Map<string, Id>();
  const slugs = [...bySlug.keys()];
  for (let at = 0; at < slugs.length; at += 500) {
    const { docs } = await payload.find({
      collection: 'tags',
      where: { slug: { in: slugs.slice(at, at + 500) } },
      pagination: false,
      depth: 0,
      req,
      select: { slug: true },
    });
    for (const doc of docs) if (doc.slug) ids.set(doc.slug, doc.id);
  }
  for (const [slug, name] of bySlug) {
    if (ids.has(slug)) continue;
    const doc = await payload.create({ collection: 'tags', data: { name, slug }, req, context, depth: 0 });
    created.push(doc.name);
    undo.add('tags', doc.id);
    ids.set(slug, doc.id);
  }
  return ids;
}
