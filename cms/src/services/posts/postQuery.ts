import type { Payload, Where } from 'payload';
import type { SortKey, SortOrder } from '@blog/shared';
import { publicPostsWhere } from '../../access';

/** Sort for a list: the key, then newest id, so pages never overlap. */
export function postSort(sortBy: SortKey, sortOrder: SortOrder): string[] {
  const dir = sortOrder === 'asc' ? '' : '-';
  return [`${dir}${sortBy === 'title' ? 'sortTitle' : sortBy}`, `${dir}id`];
}

const SEARCH_FIELDS = ['title', 'excerpt', 'content'] as const;

/**
 * Text search: every word in the title, the excerpt or the content (case-insensitive). Words
 * are matched with `contains`, literal on every adapter (db/schema.ts), so `%` and `_`
 * are text, not wildcards (`like` would pass them to SQL's LIKE).
 */
export function searchWhere(text: string | undefined): Where | null {
  const words = text?.trim().split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return null;
  return { or: SEARCH_FIELDS.map((field) => ({ and: words.map((word) => ({ [field]: { contains: word } })) })) };
}

export async function idBySlug(payload: Payload, collection: 'categories' | 'tags', slug: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { slug: true },
  });
  return (docs[0]?.id as number | undefined) ?? null;
}

export interface PublicFilters {
  search?: string | undefined;
  category?: string | undefined;
  tag?: string | undefined;
}

/** The public list's where: published and due, plus the filters; null when a filter names nothing. */
export async function publicListWhere(payload: Payload, filters: PublicFilters): Promise<Where | null> {
  const and: Where[] = [publicPostsWhere()];
  if (filters.category) {
    const id = await idBySlug(payload, 'categories', filters.category);
    if (id === null) return null;
    and.push({ category: { equals: id } });
  }
  if (filters.tag) {
    const id = await idBySlug(payload, 'tags', filters.tag);
    if (id === null) return null;
    and.push({ tags: { in: [id] } });
  }
  const search = searchWhere(filters.search);
  if (search) and.push(search);
  return { and };
}
