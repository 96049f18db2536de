import type { Payload } from 'payload';
import { isoDay, type Analytics } from '@blog/shared';
import { listPosts } from './listPosts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

async function sumField(payload: Payload, collection: 'posts' | 'post-views', field: 'viewCount' | 'count', where = {}) {
  const { docs } = await payload.find({
    collection,
    where,
    pagination: false,
    depth: 0,
    select: { [field]: true },
  });
  return docs.reduce((sum, d) => sum + (Number((d as unknown as Record<string, unknown>)[field]) || 0), 0);
}

/** The dashboard's numbers (spec section 3, dashboard analytics). */
export async function dashboardAnalytics(payload: Payload): Promise<Analytics> {
  const weekAgo = new Date(Date.now() - WEEK_MS);
  const count = async (where = {}) => (await payload.count({ collection: 'posts', where })).totalDocs;
  const [totalBlogs, publishedBlogs, draftBlogs, totalViews, blogsThisWeek, viewsThisWeek, mostViewed] = await Promise.all([
    count(),
    count({ status: { equals: 'PUBLISHED' } }),
    count({ status: { equals: 'DRAFT' } }),
    sumField(payload, 'posts', 'viewCount'),
    count({ createdAt: { greater_than_equal: weekAgo.toISOString() } }),
    sumField(payload, 'post-views', 'count', { day: { greater_than: isoDay(weekAgo) } }),
    listPosts(payload, { status: { equals: 'PUBLISHED' } }, { page: 1, limit: 5, sort: ['-viewCount', '-id'] }),
  ]);
  return {
    totalBlogs,
    publishedBlogs,
    draftBlogs,
    totalViews,
    recentActivity: { blogsThisWeek, viewsThisWeek },
    mostViewedBlogs: mostViewed.posts,
  };
}
