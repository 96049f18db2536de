import type { Payload, Where } from 'payload';
import type { Category as SharedCategory, Tag as SharedTag } from '@blog/shared';
import { publicPostsWhere } from '../../access';

/** How many posts use a category or a tag: public counts only live posts, admins count all. */
async function countPosts(payload: Payload, field: 'category' | 'tags', id: number | string, allStatuses: boolean) {
  const where: Where = {
    and: [
      field === 'category' ? { category: { equals: id } } : { tags: { in: [id] } },
      ...(allStatuses ? [] : [publicPostsWhere()]),
    ],
  };
  const { totalDocs } = await payload.count({ collection: 'posts', where });
  return totalDocs;
}

export async function listCategories(payload: Payload, allStatuses: boolean): Promise<SharedCategory[]> {
  const { docs } = await payload.find({
    collection: 'categories',
    sort: 'name',
    pagination: false,
    depth: 0,
  });
  return Promise.all(
    docs.map(async (c) => {
      const blogCount = await countPosts(payload, 'category', c.id, allStatuses);
      return {
        id: c.id,
        name: c.name,
        description: c.description ?? null,
        slug: c.slug ?? '',
        blogCount,
        _count: { blogs: blogCount },
        createdAt: c.createdAt ?? null,
      };
    }),
  );
}

/** Tags by blog count, most used first, then by name. */
export async function listTags(payload: Payload, allStatuses: boolean): Promise<SharedTag[]> {
  const { docs } = await payload.find({ collection: 'tags', sort: 'name', pagination: false, depth: 0 });
  const tags = await Promise.all(
    docs.map(async (t) => {
      const blogCount = await countPosts(payload, 'tags', t.id, allStatuses);
      return { id: t.id, name: t.name, slug: t.slug ?? '', blogCount, _count: { blogs: blogCount } };
    }),
  );
  return tags.sort((a, b) => b.blogCount - a.blogCount || a.name.localeCompare(b.name));
}

export async function countPostsInCategory(payload: Payload, id: number | string): Promise<number> {
  return countPosts(payload, 'category', id, true);
}
