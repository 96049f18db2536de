import type { Payload } from 'payload';
import { ERROR_CODES, TR, nameKey, type CategoryInput } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { isUniqueViolation } from '../http/fromPayloadError';
import { countPostsInCategory } from '../posts/taxonomies';
import { withLock } from '../../lib/withLock';

const duplicate = () =>
  new HttpError(ERROR_CODES.DUPLICATE_NAME, TR.category.duplicateName, {
    details: { validation: { name: TR.category.duplicateName } },
  });

async function nameTaken(payload: Payload, name: string, exceptId?: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'categories',
    where: {
      and: [{ nameKey: { equals: nameKey(name) } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])],
    },
    overrideAccess: true,
  });
  return totalDocs > 0;
}

/** Creates or renames a category; names are unique ignoring case, Turkish too (409). */
export async function saveCategory(payload: Payload, input: CategoryInput, id?: number) {
  return withLock('category-names', async () => {
    if (await nameTaken(payload, input.name, id)) throw duplicate();
    const data = { name: input.name, description: input.description ?? null };
    try {
      return id
        ? await payload.update({ collection: 'categories', id, data, overrideAccess: true })
        : await payload.create({ collection: 'categories', data, overrideAccess: true });
    } catch (error) {
      // The collection's own check (hooks/uniqueName) answers 409 too, for a racing writer.
      if (isUniqueViolation(error) || (error as { status?: number }).status === 409) throw duplicate();
      throw error;
    }
  });
}

/** A category that still has posts is not deleted (409): nothing is lost. */
export async function deleteCategory(payload: Payload, id: number): Promise<void> {
  const posts = await countPostsInCategory(payload, id);
  if (posts > 0) throw new HttpError(ERROR_CODES.CATEGORY_IN_USE, TR.category.inUse(posts));
  await payload.delete({ collection: 'categories', id, overrideAccess: true });
}
