import type { Category } from '@blog/shared';

/** Case-insensitive in Turkish and English alike: 'I', 'ı', 'İ' and 'i' all fold to 'i'. */
export function foldCase(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('tr-TR').replace(/ı/g, 'i');
}

/** The categories whose name or description contains the query (client-side, spec 5). */
export function filterCategories(categories: readonly Category[], query: string): Category[] {
  const needle = foldCase(query.trim());
  if (!needle) return [...categories];
  return categories.filter(
    (category) => foldCase(category.name).includes(needle) || foldCase(category.description ?? '').includes(needle),
  );
}

/** Posts in a category: `blogCount`, or the nested `_count.blogs` of older answers. */
export function blogCountOf(category: Category): number {
  return category.blogCount ?? category._count?.blogs ?? 0;
}
