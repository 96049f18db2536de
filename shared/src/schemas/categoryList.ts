import { z } from 'zod';
import { idSchema, type Category } from './entities';
import { PAGE_SIZE, SORT_ORDERS } from '../constants';
import { TR } from '../messages/tr';
import { nameKey } from '../validation/names';

/** The back office's category list (GET blogs/admin/categories) and its bulk delete. */

export const CATEGORY_SORT_KEYS = ['name', 'blogCount', 'createdAt'] as const;
export type CategorySortKey = (typeof CATEGORY_SORT_KEYS)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const positiveInt = (fallback: number, max: number, tooLarge: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ invalid_type_error: TR.validation.invalid })
      .int(TR.validation.invalid)
      .min(1, TR.validation.invalid)
      .max(max, tooLarge)
      .default(fallback),
  );

export const categoryListQuerySchema = z.object({
  page: positiveInt(1, 100_000, TR.validation.invalid),
  limit: positiveInt(PAGE_SIZE.adminList, PAGE_SIZE.max, TR.category.pageLimit(PAGE_SIZE.max)),
  search: z.preprocess(blank, z.string().trim().max(200, TR.validation.tooLong(200)).optional()),
  sortBy: z.preprocess(
    blank,
    z.enum(CATEGORY_SORT_KEYS, { errorMap: () => ({ message: TR.validation.invalid }) }).default('name'),
  ),
  sortOrder: z.preprocess(blank, z.enum(SORT_ORDERS, { errorMap: () => ({ message: TR.validation.invalid }) }).default('asc')),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categoryBulkDeleteSchema = z.object({
  categoryIds: z
    .array(idSchema, {
      required_error: TR.category.bulkNoneSelected,
      invalid_type_error: TR.category.bulkNoneSelected,
    })
    .min(1, TR.category.bulkNoneSelected)
    .max(PAGE_SIZE.max, TR.category.bulkTooMany(PAGE_SIZE.max)),
});

/** Whether a category's name or description contains the query (Turkish-aware: I, ı, İ, i are one). */
export function categoryMatches(category: Pick<Category, 'name' | 'description'>, query: string): boolean {
  const needle = nameKey(query);
  return !needle || nameKey(category.name).includes(needle) || nameKey(category.description ?? '').includes(needle);
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** The list's order: by the key, then by name so that equal counts and dates keep a stable order. */
export function compareCategories(key: CategorySortKey, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return (a: Category, b: Category): number => {
    let diff = 0;
    if (key === 'blogCount') diff = a.blogCount - b.blogCount;
    else if (key === 'createdAt') diff = (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
    if (diff === 0 && key !== 'name') return collator.compare(a.name, b.name);
    return sign * (diff || collator.compare(a.name, b.name));
  };
}
