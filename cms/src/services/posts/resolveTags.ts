import type { Payload } from 'payload';
import { ERROR_CODES, TR, slugify } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { withLock } from '../../lib/withLock';

/** Tags arrive as names: each is found by its slug or created. Returns their ids in order. */
export async function resolveTags(payload: Payload, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const slug = slugify(name);
    // Never dropped silently (postInputSchema refuses it first): a tag without a slug is an error.
    if (!slug) {
      const message = TR.tag.tagNeedsText(name);
      throw new HttpError(ERROR_CODES.VALIDATION_ERROR, message, { details: { validation: { tags: message } } });
    }
    const id = await withLock(`tag:${slug}`, async () => {
      const { docs } = await payload.find({
        collection: 'tags',
        where: { slug: { equals: slug } },
        limit: 1,
        depth: 0,
      });
      if (docs[0]) return docs[0].id;
      const created = await payload.create({ collection: 'tags', data: { name, slug } });
      return created.id;
    });
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
