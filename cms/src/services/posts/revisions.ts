import type { Payload } from 'payload';
import { ERROR_CODES, MAX_REVISIONS, TR, slugify, type AutosaveInput, type Revision, type UnsavedDraft } from '@blog/shared';
import { HttpError } from '../http/HttpError';

/**
 * Autosave and revisions (issue #26) over Payload's versions of `posts` (collections/Posts/drafts):
 * an autosave is `update({ draft: true, autosave: true })`, which writes only the version table (one
 * autosave row per run of typing, updated in place) and none of the spec's hooks; a restore is
 * Payload's `restoreVersion({ draft: true })`. The post itself changes only on a save.
 */

type VersionDoc = {
  id: number | string;
  parent: number | string | { id: number | string };
  updatedAt: string;
  autosave?: boolean | null;
  version: Record<string, unknown> & { _status?: string | null };
};

const idOf = (value: unknown): number | string | null =>
  value && typeof value === 'object'
    ? ((value as { id?: number | string }).id ?? null)
    : ((value as number | string | null) ?? null);

async function tagNames(payload: Payload, versions: VersionDoc[]): Promise<Map<string, string>> {
  const ids = [...new Set(versions.flatMap((v) => ((v.version.tags as unknown[]) ?? []).map(idOf)).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const { docs } = await payload.find({ collection: 'tags', where: { id: { in: ids } }, pagination: false, depth: 0 });
  return new Map(docs.map((tag) => [String(tag.id), tag.name]));
}

function toRevision(v: VersionDoc, names: Map<string, string>): Revision {
  const data = v.version;
  const tags = ((data.tags as unknown[]) ?? []).map((t) => names.get(String(idOf(t))));
  return {
    id: v.id,
    updatedAt: v.updatedAt,
    draft: data._status === 'draft',
    autosave: v.autosave === true,
    title: String(data.title ?? ''),
    content: String(data.content ?? ''),
    excerpt: (data.excerpt as string | null) ?? null,
    categoryId: idOf(data.category),
    tags: tags.filter((name): name is string => Boolean(name)),
    featuredImage: (data.featuredImage as string | null) ?? null,
    featuredImageAlt: (data.featuredImageAlt as string | null) ?? null,
  };
}

async function findVersions(payload: Payload, postId: number | string, limit: number): Promise<VersionDoc[]> {
  const { docs } = await payload.findVersions({
    collection: 'posts',
    where: { parent: { equals: postId } },
    sort: '-updatedAt',
    limit,
    depth: 0,
  });
  return docs as unknown as VersionDoc[];
}

const TEXT_FIELDS = ['title', 'content', 'excerpt', 'categoryId', 'tags', 'featuredImage', 'featuredImageAlt'] as const;
const sameText = (a: Revision, b: Revision) => TEXT_FIELDS.every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/**
 * The post's text revisions, newest first. A version whose text equals the newer one kept is left
 * out: a save of autosaved text, the newsletter's bookkeeping on the post (a version too).
 */
export async function listRevisions(payload: Payload, postId: number | string): Promise<Revision[]> {
  const versions = await findVersions(payload, postId, MAX_REVISIONS);
  const names = await tagNames(payload, versions);
  const kept: Revision[] = [];
  for (const revision of versions.map((v) => toRevision(v, names))) {
    const newer = kept[kept.length - 1];
    if (!newer || !sameText(newer, revision)) kept.push(revision);
  }
  return kept;
}

/** The text autosaved (or restored) after the last save, if the newest version is such a draft. */
export async function unsavedDraft(payload: Payload, postId: number | string): Promise<UnsavedDraft> {
  const [latest] = await findVersions(payload, postId, 1);
  if (!latest || latest.version._status !== 'draft') return null;
  return toRevision(latest, await tagNames(payload, [latest]));
}

/**
 * Only tags that exist go into a draft: creating one is a public change (a tag page), which waits
 * for the save. A category that is gone is left out likewise.
 */
async function existingTagIds(payload: Payload, names: string[]): Promise<number[]> {
  const slugs = names.map((name) => slugify(name)).filter(Boolean);
  if (slugs.length === 0) return [];
  const { docs } = await payload.find({ collection: 'tags', where: { slug: { in: slugs } }, pagination: false, depth: 0 });
  const bySlug = new Map(docs.map((tag) => [tag.slug, tag.id]));
  return [...new Set(slugs.map((slug) => bySlug.get(slug)).filter((id): id is number => id !== undefined))];
}

export async function autosavePost(payload: Payload, postId: number | string, input: AutosaveInput): Promise<Revision> {
  const data: Record<string, unknown> = {
    title: input.title,
    content: input.content,
    excerpt: input.excerpt ?? null,
    featuredImage: input.featuredImage || null,
    featuredImageAlt: input.featuredImageAlt || null,
    tags: await existingTagIds(payload, input.tags),
  };
  if (input.categoryId !== undefined) {
    const category = await payload.findByID({
      collection: 'categories',
      id: input.categoryId as number,
      depth: 0,
      disableErrors: true,
    });
    if (category) data.category = category.id;
  }
  await payload.update({ collection: 'posts', id: postId, data: data as never, draft: true, autosave: true, depth: 0 });
  const draft = await unsavedDraft(payload, postId);
  if (!draft) throw new Error(`autosave of post ${postId} left no draft version`);
  return draft;
}

/**
 * A version of this post put back as the editor's draft: its text (title, body, excerpt, category,
 * tags, cover and its alt text) becomes a new draft version; status, dates and slug stay the post's, and the live
 * post waits for a save. (Payload's Local API `restoreVersion` has no draft option: it would
 * write the post itself.)
 */
export async function restoreRevision(payload: Payload, postId: number | string, versionId: number | string): Promise<Revision> {
  const { docs } = await payload.findVersions({
    collection: 'posts',
    where: { and: [{ id: { equals: versionId } }, { parent: { equals: postId } }] },
    limit: 1,
    depth: 0,
  });
  const found = docs[0] as unknown as VersionDoc | undefined;
  if (!found) throw new HttpError(ERROR_CODES.NOT_FOUND, TR.revisions.versionNotFound);
  const v = found.version;
  const category = idOf(v.category);
  const data = {
    title: v.title,
    content: v.content,
    excerpt: v.excerpt ?? null,
    featuredImage: v.featuredImage ?? null,
    featuredImageAlt: v.featuredImageAlt ?? null,
    tags: ((v.tags as unknown[]) ?? []).map(idOf).filter((id) => id !== null),
    ...(category !== null ? { category } : {}),
  };
  await payload.update({ collection: 'posts', id: postId, data: data as never, draft: true, depth: 0 });
  const draft = await unsavedDraft(payload, postId);
  if (!draft) throw new Error(`restore of version ${versionId} left no draft version`);
  return draft;
}
