import type { Payload } from 'payload';
import { ERROR_CODES, TR, slugify } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { isUniqueViolation } from '../http/fromPayloadError';
import { withLock } from '../../lib/withLock';

const duplicate = () =>
  new HttpError(ERROR_CODES.DUPLICATE_NAME, TR.tag.duplicateName, { details: { validation: { name: TR.tag.duplicateName } } });

/** Creates or renames a tag; two tags may not share a slug (409). */
export async function saveTag(payload: Payload, name: string, id?: number) {
  const slug = slugify(name);
  if (!slug) {
    // The schema refuses it first; kept so no caller can create an `untitled` tag.
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, TR.tag.nameNeedsText, { details: { validation: { name: TR.tag.nameNeedsText } } });
  }
  return withLock('tag-names', async () => {
    const { totalDocs } = await payload.count({
      collection: 'tags',
      where: { and: [{ slug: { equals: slug } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
      overrideAccess: true,
    });
    if (totalDocs > 0) throw duplicate();
    try {
      return id
        ? await payload.update({ collection: 'tags', id, data: { name, slug }, overrideAccess: true })
        : await payload.create({ collection: 'tags', data: { name, slug }, overrideAccess: true });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  });
}
