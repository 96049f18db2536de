import type { Payload } from 'payload';
import {
  ERROR_CODES,
  TR,
  categoryMatches,
  compareCategories,
  paginationMeta,
  type Category,
  type CategoryListQuery,
  type Id,
  type PaginationMeta,
} from '@blog/shared';
import { HttpError } from '../http/HttpError';
import { listCategories } from '../posts/taxonomies';
import { withLock } from '../../lib/withLock';

/**
 * The back office's category list: searched, sorted and paged on the server, so an import of
 * hundreds of categories is one page at a time. Sorting by blog count needs every category's
 * count, so the whole (small) set is read and paged here rather than in the database.
 */
export async function listAdminCategories(
  payload: Payload,
  query: CategoryListQuery,
): Promise<{ categories: Category[]; pagination: PaginationMeta }> {
  const all = await listCategories(payload, true);
  const matching = query.search ? all.filter((category) => categoryMatches(category, query.search ?? '')) : all;
  matching.sort(compareCategories(query.sortBy, query.sortOrder));
  const start = (query.page - 1) * query.limit;
  return {
    categories: matching.slice(start, start + query.limit),
    pagination: paginationMeta(matching.length, query.page, query.limit),
  };
}

/**
 * Deletes the given categories when no post uses any of them; otherwise deletes none and answers
 * 409 naming the categories in use (all or nothing: the administrator sees one clear outcome).
 * Unknown ids are reported, not an error, as the posts' bulk call does; none found at all is 404.
 */
export async function bulkDeleteCategories(payload: Payload, ids: Id[]): Promise<{ deleted: Id[]; notFound: string[] }> {
  const wanted = [...new Set(ids.map(String))];
  // One bulk delete at a time: two overlapping ones see the same counts and the same rows.
  return withLock('category-bulk-delete', async () => {
    const byId = new Map((await listCategories(payload, true)).map((category) => [String(category.id), category]));
    const found = wanted.flatMap((id) => byId.get(id) ?? []);
    const notFound = wanted.filter((id) => !byId.has(id));
    if (found.length === 0) throw new HttpError(ERROR_CODES.NOT_FOUND, TR.category.bulkNotFound);
    const inUse = found.filter((category) => category.blogCount > 0);
    if (inUse.length > 0) {
      const names = inUse.map((category) => `${category.name} (${category.blogCount})`).join(', ');
      throw new HttpError(ERROR_CODES.CATEGORY_IN_USE, TR.category.bulkInUse(names), {
        details: { inUse: inUse.map((category) => category.id) },
      });
    }
    await payload.delete({ collection: 'categories', where: { id: { in: found.map((category) => category.id) } } });
    return { deleted: found.map((category) => category.id), notFound };
  });
}
