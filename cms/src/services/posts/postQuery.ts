import type { Payload, Where } from 'payload';
import type { SortKey, SortOrder } from '@blog/shared';
import { publicPostsWhere } from '../../access/publishedOrAdmin';

/** Sort for a list: the key, then newest id, so pages never overlap. */
export function postSort(sortBy: SortKey, sortOrder: SortOrder): string[] {
  const dir = sortOrder === 'asc' ? '' : '-';
  return [`${dir}${sortBy === 'title' ? 'sortTitle' : sortBy}`, `${dir}id`];
}

/** Text search over title, excerpt and content (case-insensitive contains). */
export function searchWhere(text: string | undefined): Where | null {
  const q = text?.trim();
  if (!q) return null;
  return { or: [{ title: { like: q } }, { excerpt: { like: q } }, { content: { like: q } }] };
}

export async function idBySlug(payload: Payload, collection: 'categories' | 'tags', slug: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { slug: true },
    overrideAccess: true,
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
