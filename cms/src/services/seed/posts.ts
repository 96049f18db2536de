import { POSTS } from './data/posts';
import type { SeedPost } from './data/types';
import { daysBefore } from './clock';
import type { SeededImages } from './images/seedImages';
import { writeOptions, type SeedRun } from './run';
import type { SeededTaxonomy } from './taxonomy';

export interface SeededPost {
  id: number;
  status: SeedPost['status'];
  publishedAt: Date | null;
  viewCount: number;
}

/** Points `media:<figure>` image references at the stored files. */
function resolveFigures(markdown: string, figures: Map<string, string>): string {
  return markdown.replace(/\]\(media:([a-z0-9-]+)/g, (whole, key: string) => {
    const url = figures.get(key);
    if (!url) throw new Error(`[seed] a post refers to an unknown figure "${key}"`);
    return `](${url}`;
  });
}

/** Oldest first, never-published drafts last, so ids grow with time like a real blog's. */
const byAge = (a: SeedPost, b: SeedPost) => (b.daysAgo ?? -Infinity) - (a.daysAgo ?? -Infinity);

/** Creates the demo posts, written by the admin, with covers, dates and view counts. */
export async function seedPosts(
  run: SeedRun,
  options: { adminId: number | string; taxonomy: SeededTaxonomy; images: SeededImages },
): Promise<SeededPost[]> {
  const { adminId, taxonomy, images } = options;
  const { now } = run;
  const seeded: SeededPost[] = [];
  for (const [index, post] of [...POSTS].sort(byAge).entries()) {
    // Published at a slightly different time of day each, so "latest" has a clear order.
    const publishedAt = post.daysAgo === null ? null : daysBefore(now, post.daysAgo, 45 + index * 37);
    const createdAt = publishedAt ? daysBefore(publishedAt, 2) : daysBefore(now, 6 - index / 4);
    // Posts already live before the seed had their e-mail long ago: it must never go out again.
    const alreadyMailed = publishedAt !== null && publishedAt <= now;
    const category = taxonomy.categories.get(post.category);
    const doc = await run.payload.create({
      collection: 'posts',
      data: {
        title: post.title,
        excerpt: post.excerpt,
        content: resolveFigures(post.content, images.figures),
        category: category?.id,
        tags: post.tags.map((key) => taxonomy.tags.get(key)).filter((id): id is number => id !== undefined),
        featuredImage: images.covers.get(post.title),
        status: post.status,
        publishedAt: publishedAt?.toISOString(),
        ...(publishedAt ? { firstPublishedAt: publishedAt.toISOString() } : {}),
        ...(alreadyMailed ? { newsletterStatus: 'sent' as const, newsletterSentAt: publishedAt.toISOString() } : {}),
        viewCount: post.viewCount,
        // Relationship ids are numbers on SQLite and strings on MongoDB.
        author: adminId as number,
        createdAt: createdAt.toISOString(),
      },
      ...writeOptions(run),
    });
    seeded.push({ id: doc.id, status: post.status, publishedAt, viewCount: post.viewCount });
  }
  return seeded;
}
