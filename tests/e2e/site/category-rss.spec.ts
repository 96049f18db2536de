import { expect, test } from '@playwright/test';
import Parser from 'rss-parser';
import { articlePath, busiest, siteData } from './helpers';

/**
 * Beyond the spec: a feed per category, /category/{slug}/rss.xml, linked from the category's
 * archive pages (visible link and <link rel="alternate">): valid RSS holding that category's
 * posts only, newest first.
 */
test('a category archive links its feed: valid RSS with exactly that category’s posts', async ({ page, request }) => {
  const { posts, categories } = await siteData(request);
  const category = busiest(categories);
  const others = categories.filter((c) => c.slug !== category.slug);
  expect(others.length, 'another category to tell apart').toBeGreaterThan(0);

  await page.goto(`/category/${category.slug}/`);
  const feedPath = `/category/${category.slug}/rss.xml`;
  const visible = page.getByRole('link', { name: `RSS feed of ${category.name}` });
  await expect(visible).toBeVisible();
  await expect(visible).toHaveAttribute('href', feedPath);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][href$="/rss.xml"]')).toHaveCount(2);
  await expect(page.locator(`link[rel="alternate"][href="${feedPath}"]`)).toHaveAttribute(
    'title',
    `RSS feed of ${category.name}`,
  );

  const response = await request.get(feedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const feed = await new Parser().parseString(await response.text());
  expect(feed.title).toContain(category.name);
  const expected = posts.filter((p) => p.category?.slug === category.slug).slice(0, 50);
  expect(feed.items.map((item) => new URL(item.link!).pathname)).toEqual(expected.map(articlePath));
  for (const item of feed.items) {
    expect(item.categories ?? []).toContain(category.name);
    expect(item.pubDate).toBeTruthy();
  }
  // Nothing of another category.
  const otherPaths = new Set(posts.filter((p) => p.category?.slug !== category.slug).map(articlePath));
  expect(feed.items.filter((item) => otherPaths.has(new URL(item.link!).pathname))).toEqual([]);
});

test('a tag archive has no category feed; an unknown category’s feed is not found', async ({ page, request }) => {
  const { tags } = await siteData(request);
  await page.goto(`/tag/${tags[0]!.slug}/`);
  await expect(page.getByRole('link', { name: /^RSS feed of / })).toHaveCount(0);
  expect((await request.get('/category/no-such-category-qq/rss.xml')).status()).toBe(404);
});
