import type { Payload, PayloadRequest, RequestContext } from 'payload';
import { ERROR_CODES, TR, slugify } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { withLock } from '../../lib/withLock';

/*
 * Tags as posts name them: found by slug, or created under exactly that slug. One path for a
 * post's save (resolveTags) and an import (transfer/taxonomy.ts), so both make the same tag of a
 * name; the back office's own create and rename (409 on a taken slug) is saveTag in index.ts.
 */

type Id = number;

/** A write's request (an import's transaction) and its hook flags. */
interface TagWrite {
  req?: PayloadRequest;
  context?: RequestContext;
}

/** The ids of the existing tags among `slugs`, by slug. */
export async function findTagIds(payload: Payload, slugs: string[], req?: PayloadRequest): Promise<Map<string, Id>> {
  const ids = new Map<string, Id>();
  // Bounded `in` lists: an import may name thousands of tags.
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
  return ids;
}

/**
 * The tag of `slug`, created as `name` when missing (`created`: by this call). A creator that
 * loses a race takes the winner's; when none is found, the create's own error is thrown.
 */
export async function findOrCreateTag(
  payload: Payload,
  name: string,
  slug: string,
  write: TagWrite = {},
): Promise<{ id: Id; name: string; created: boolean }> {
  const found = (await findTagIds(payload, [slug], write.req)).get(slug);
  if (found !== undefined) return { id: found, name, created: false };
  try {
    const doc = await payload.create({
      collection: 'tags',
      data: { name, slug },
      req: write.req,
      context: { ...write.context, exactSlug: true },
      depth: 0,
    });
    return { id: doc.id, name: doc.name, created: true };
  } catch (error) {
    const winner = await findTagIds(payload, [slug], write.req).then(
      (ids) => ids.get(slug),
      () => undefined,
    );
    if (winner !== undefined) return { id: winner, name, created: false };
    throw error;
  }
}

/** A post's tag names as tag ids, in order, each found by its slug or created (once). */
export async function resolveTags(payload: Payload, names: string[]): Promise<Id[]> {
  const ids: Id[] = [];
  for (const name of names) {
    const slug = slugify(name);
    // Never dropped silently (postInputSchema refuses it first): a tag without a slug is an error.
    if (!slug) {
      const message = TR.tag.tagNeedsText(name);
      throw new HttpError(ERROR_CODES.VALIDATION_ERROR, message, { details: { validation: { tags: message } } });
    }
    // The lock spares this process racing itself; across processes the unique slug decides.
    const { id } = await withLock(`tag:${slug}`, () => findOrCreateTag(payload, name, slug));
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
