import { expect, test, type Page } from '@playwright/test';
import { busiest, cardTitles, commonWord, hydrated, siteData, type ApiPost, type SiteTerm } from './helpers';

const PER_PAGE = 10;

const feed = (page: Page) => page.locator('.home-feed');
const featured = (page: Page) => page.locator('#featured');
const titles = (posts: ApiPost[]) => posts.map((post) => post.title);

/** The sidebar's order: most posts first, then by name; the first 10. */
const topTen = (terms: SiteTerm[]) =>
  [...terms].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en')).slice(0, 10);

test.describe('home page', () => {
  test('the featured article and the latest articles; Load More appends 10 until the last page', async ({ page, request }) => {
    const { posts } = await siteData(request);
    await page.goto('/');
    await expect(featured(page)).toBeVisible();
    await expect(featured(page).getByText('Featured', { exact: true })).toBeVisible();
    const featuredTitle = await featured(page).getByRole('heading', { level: 2 }).innerText();
    expect(titles(posts)).toContain(featuredTitle);

    await expect(feed(page).getByRole('heading', { level: 2 })).toHaveText('Latest Articles');
    await expect(cardTitles(feed(page))).toHaveText(titles(posts).slice(0, PER_PAGE), { useInnerText: true });
    await hydrated(page, 'HomeFeed');
    // A link to the next archive page (/page/2/, …), which JavaScript turns into appending in place.
    const loadMore = feed(page).getByRole('link', { name: 'Load More' });
    for (let shown = PER_PAGE; shown < posts.length; shown += PER_PAGE) {
      await expect(loadMore).toHaveAttribute('href', `/page/${shown / PER_PAGE + 1}/`);
      await loadMore.click();
      await expect(cardTitles(feed(page))).toHaveCount(Math.min(shown + PER_PAGE, posts.length));
      expect(new URL(page.url()).pathname).toBe('/');
    }
    await expect(loadMore).toHaveCount(0);
    await expect(cardTitles(feed(page))).toHaveText(titles(posts), { useInnerText: true });
  });

  test('?category=, ?tag= and ?search= set the heading, filter the list and hide the featured block', async ({
    page,
    request,
  }) => {
    const { posts, categories, tags } = await siteData(request);
    const category = busiest(categories);
    await page.goto(`/?category=${category.slug}`);
    await expect(feed(page).getByRole('heading', { level: 2 })).toHaveText(`Category: ${category.slug}`);
    await expect(featured(page)).toBeHidden();
    const inCategory = posts.filter((p) => p.category?.slug === category.slug);
    await expect(cardTitles(feed(page))).toHaveText(titles(inCategory).slice(0, PER_PAGE), { useInnerText: true });
    await expect(feed(page).locator('.card__category')).toHaveText(inCategory.slice(0, PER_PAGE).map(() => category.name));

    const tag = busiest(tags);
    await page.goto(`/?tag=${tag.slug}`);
    await expect(feed(page).getByRole('heading', { level: 2 })).toHaveText(`Tag: ${tag.slug}`);
    await expect(featured(page)).toBeHidden();
    const tagged = posts.filter((p) => p.tags.some((t) => t.slug === tag.slug));
    await expect(cardTitles(feed(page))).toHaveText(titles(tagged).slice(0, PER_PAGE), { useInnerText: true });

    const word = commonWord(posts, 1);
    for (const param of ['search', 'q']) {
      await page.goto(`/?${param}=${word}`);
      await expect(feed(page).getByRole('heading', { level: 2 })).toHaveText(`Search: "${word}"`);
      await expect(featured(page)).toBeHidden();
      await expect(cardTitles(feed(page)).first()).toBeVisible();
    }
  });

  test('sidebar: Popular Tags (10 at most, count 0 disabled), Categories and Trending Posts (3)', async ({ page, request }) => {
    const { posts, categories, tags } = await siteData(request);
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });

    const widgets: Array<[string, SiteTerm[], string, (t: SiteTerm) => string]> = [
      ['Popular Tags', tags, 'tag', (t) => `#${t.name}`],
      ['Categories', categories, 'category', (t) => t.name],
    ];
    for (const [name, terms, param, label] of widgets) {
      const widget = sidebar.getByRole('region', { name });
      const expected = topTen(terms);
      await expect(widget.getByRole('listitem')).toHaveCount(expected.length);
      expect(expected.length).toBeLessThanOrEqual(10);
      for (const [index, term] of expected.entries()) {
        const item = widget.getByRole('listitem').nth(index);
        await expect(item.locator('.term__name')).toHaveText(label(term));
        await expect(item.locator('.term__count')).toHaveText(String(term.count));
        if (term.count > 0) {
          await expect(item.getByRole('link')).toHaveAttribute('href', `/${param}/${term.slug}/`);
        } else {
          await expect(item.getByRole('link')).toHaveCount(0);
          await expect(item.locator('[aria-disabled="true"]')).toBeVisible();
        }
      }
    }

    const trending = sidebar.getByRole('region', { name: 'Trending Posts' }).getByRole('link');
    const mostViewed = [...posts].sort((a, b) => b.viewCount - a.viewCount).slice(0, 3);
    await expect(trending).toHaveCount(3);
    await expect(trending.locator('.trending__title')).toHaveText(titles(mostViewed));
    await expect(trending.first()).toHaveAttribute('href', `/blog/${mostViewed[0]!.slug}/`);

    // A tag opens its archive.
    const tag = busiest(tags);
    await sidebar
      .getByRole('region', { name: 'Popular Tags' })
      .getByRole('link', { name: new RegExp(`^#${tag.name}\\b`) })
      .click();
    await page.waitForURL((url) => url.pathname === `/tag/${tag.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tag: ${tag.slug}`);
  });
});
