import type { Payload } from 'payload';
import { ERROR_CODES, TR, nameKey, slugify, type CategoryInput } from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { isUniqueViolation } from '../http/fromPayloadError';
import { countPostsInCategory } from '../posts/taxonomies';
import { withLock } from '../../lib/withLock';

/*
 * Categories and tags as the back office writes them. The route table is the authorisation
 * (ADMIN only); these act as the system (overrideAccess) so the uniqueness checks see every row.
 * Uniqueness is the database's (unique nameKey, unique slug): the checks only give the common
 * case its clear 409 early, and the locks only keep this process from racing itself.
 */

type DocId = number | string;

const duplicate = (message: string) =>
  new HttpError(ERROR_CODES.DUPLICATE_NAME, message, { details: { validation: { name: message } } });

export async function taxonomyExists(payload: Payload, collection: 'categories' | 'tags', id: DocId): Promise<boolean> {
  const doc = await payload.findByID({ collection, id, depth: 0, select: {}, disableErrors: true });
  return doc !== null;
}

async function categoryNameTaken(payload: Payload, name: string, exceptId?: DocId): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'categories',
    where: { and: [{ nameKey: { equals: nameKey(name) } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
  });
  return totalDocs > 0;
}

/** Creates or renames a category; names are unique ignoring case, Turkish too (409). */
export async function saveCategory(payload: Payload, input: CategoryInput, id?: DocId) {
  return withLock('category-names', async () => {
    if (await categoryNameTaken(payload, input.name, id)) throw duplicate(TR.category.duplicateName);
    const data = { name: input.name, description: input.description ?? null };
    try {
      return id
        ? await payload.update({ collection: 'categories', id, data })
        : await payload.create({ collection: 'categories', data });
    } catch (error) {
      // The collection's own check (hooks/uniqueName) answers 409 too, for a racing writer.
      // Another process took the name between the check and the write: the unique nameKey says so.
      if (
        isUniqueViolation(error) ||
        (error as { status?: number }).status === 409 ||
        (await categoryNameTaken(payload, input.name, id))
      ) {
        throw duplicate(TR.category.duplicateName);
      }
      throw error;
    }
  });
}

/** A category that still has posts is not deleted (409): nothing is lost. */
export async function deleteCategory(payload: Payload, id: DocId): Promise<void> {
  const posts = await countPostsInCategory(payload, id);
  if (posts > 0) throw new HttpError(ERROR_CODES.CATEGORY_IN_USE, TR.category.inUse(posts));
  await payload.delete({ collection: 'categories', id });
}

async function tagSlugTaken(payload: Payload, slug: string, exceptId?: DocId): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'tags',
    where: { and: [{ slug: { equals: slug } }, ...(exceptId ? [{ id: { not_equals: exceptId } }] : [])] },
  });
  return totalDocs > 0;
}

/** Creates or renames a tag; two tags may not share a slug (409). */
export async function saveTag(payload: Payload, name: string, id?: DocId) {
  const slug = slugify(name);
  if (!slug) {
    // The schema refuses it first; kept so no caller can create an `untitled` tag.
    throw new HttpError(ERROR_CODES.VALIDATION_ERROR, TR.tag.nameNeedsText, {
      details: { validation: { name: TR.tag.nameNeedsText } },
    });
  }
  return withLock('tag-names', async () => {
    if (await tagSlugTaken(payload, slug, id)) throw duplicate(TR.tag.duplicateName);
    try {
      return id
        ? await payload.update({ collection: 'tags', id, data: { name, slug }, context: { exactSlug: true } })
        : await payload.create({ collection: 'tags', data: { name, slug }, context: { exactSlug: true } });
    } catch (error) {
      // Another process took the slug between the check and the write: the unique index says so.
      if (isUniqueViolation(error) || (await tagSlugTaken(payload, slug, id))) throw duplicate(TR.tag.duplicateName);
      throw error;
    }
  });
}

export async function deleteTag(payload: Payload, id: DocId): Promise<void> {
  await payload.delete({ collection: 'tags', id });
}
