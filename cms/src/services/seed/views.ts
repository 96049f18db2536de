import { isoDay } from '@blog/shared';
import { calendarDaysBetween, daysBefore } from './clock';
import { hashString, randomFrom } from './images/svg';
import type { SeededPost } from './posts';
import { writeOptions, type SeedRun } from './run';

/** Days of per-day view rows the seed writes (today and the 13 days before). */
const WINDOW_DAYS = 14;

/**
 * A post's views per day over the window: the share of its total that fell in the last two
 * weeks (all of it for a newer post), spread with some noise and a bump after launch.
 * Never more than the post's viewCount in total.
 */
function dailyViews(post: SeededPost, now: Date): Array<{ day: string; count: number }> {
  if (!post.publishedAt || post.publishedAt > now || post.viewCount <= 0) return [];
  const age = calendarDaysBetween(post.publishedAt, now);
  const lastDay = Math.min(WINDOW_DAYS - 1, age);
  const share = age < WINDOW_DAYS ? 1 : Math.min(0.8, Math.max(0.12, (WINDOW_DAYS / age) * 1.1));
  const total = Math.round(post.viewCount * share);
  const random = randomFrom(hashString(`views-${post.id}`));

  const weights: number[] = [];
  for (let daysAgo = 0; daysAgo <= lastDay; daysAgo += 1) {
    const sinceLaunch = age - daysAgo;
    weights.push((0.6 + random() * 0.8) * (1 + 2.5 * Math.exp(-sinceLaunch / 2)));
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((total * w) / sum));
  let remainder = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; remainder > 0; i = (i + 1) % counts.length, remainder -= 1) counts[i] = (counts[i] ?? 0) + 1;

  return counts.map((count, daysAgo) => ({ day: isoDay(daysBefore(now, daysAgo)), count })).filter((row) => row.count > 0);
}

/** Per-day view rows for the live posts, so "views this week" has real numbers. Returns the row count. */
export async function seedPostViews(run: SeedRun, posts: SeededPost[]): Promise<number> {
  let rows = 0;
  for (const post of posts) {
    for (const row of dailyViews(post, run.now)) {
      await run.payload.create({
        collection: 'post-views',
        data: { post: post.id, day: row.day, count: row.count },
        ...writeOptions(run),
      });
      rows += 1;
    }
  }
  return rows;
}
