import { expect, test, type Page } from '@playwright/test';
import { articlePath, busiest, cardTitles, siteData, type ApiPost } from './helpers';

/**
 * The crawlable archives with JavaScript off, as a crawler or a reader without scripts sees
 * them: /page/{n}/, /category/{slug}/ and /tag/{slug}/ list their posts in static HTML, page
 * through by links, and carry canonical and rel=prev/next links.
 */

const PER_PAGE = 10;
const titles = (posts: ApiPost[]) => posts.map((post) => post.title);
const path = (url: string) => new URL(url).pathname;

/** The head's canonical, prev and next links of the open page (paths; null when absent). */
async function headLinks(page: Page) {
  const href = async (rel: string) => {
    const link = page.locator(`head link[rel="${rel}"]`);
    return (await link.count()) === 0 ? null : path((await link.getAttribute('href'))!);
  };
  return { canonical: await href('canonical'), prev: await href('prev'), next: await href('next') };
}

/**
 * Opens `start` and follows the pager's 'Older articles' link to the last page, checking on
 * every page its heading, its head links against the pager's and its URL; returns the titles
 * of every page, in order.
 */
async function walk(page: Page, start: string, heading: string): Promise<string[][]> {
  const pages: string[][] = [];
  const response = await page.goto(start);
  expect(response?.status(), start).toBe(200);
  for (let n = 1; ; n++) {
    const here = path(page.url());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const links = await headLinks(page);
    expect(links.canonical, `canonical of ${here}`).toBe(here);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    const older = pager.getByRole('link', { name: 'Older articles' });
    const newer = pager.getByRole('link', { name: 'Newer articles' });
    const cards = cardTitles(page.getByRole('main'));
    pages.push(await cards.allInnerTexts());
    if (links.prev) await expect(newer).toHaveAttribute('href', links.prev);
    else await expect(newer).toHaveCount(0);
    if (!links.next) {
      await expect(older).toHaveCount(0);
      return pages;
    }
    await expect(older).toHaveAttribute('href', links.next);
    await expect(pager.getByText(/^Page \d+ of \d+$/)).toHaveText(new RegExp(`^Page ${start === '/page/2/' ? n + 1 : n} of`));
    await older.click();
    await page.waitForURL((url) => url.pathname === links.next);
  }
}

/** Page sizes as the archive must cut them: 10, 10, …, the rest. */
const chunks = <T>(list: T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / PER_PAGE) }, (_, i) => list.slice(i * PER_PAGE, (i + 1) * PER_PAGE));

test.describe('archives without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's Load More is a link to /page/2/, and the numbered pages list every later post, newest first", async ({
    page,
    request,
  }) => {
    const { posts } = await siteData(request);
    expect(posts.length, 'the seed has more than one page of posts').toBeGreaterThan(PER_PAGE);
    await page.goto('/');
    expect((await headLinks(page)).next).toBe('/page/2/');
    const loadMore = page.locator('.home-feed').getByRole('link', { name: 'Load More' });
    await expect(loadMore).toHaveAttribute('href', '/page/2/');
    await loadMore.click();
    await page.waitForURL((url) => url.pathname === '/page/2/');
    expect((await headLinks(page)).prev).toBe('/');
    await expect(page).toHaveTitle(/^Latest Articles \(Page 2\) \| /);

    const later = await walk(page, '/page/2/', 'Latest Articles');
    expect(later).toEqual(chunks(titles(posts)).slice(1));
    // The first page's Newer link is the home page itself.
    await page.goto('/page/2/');
    await expect(
      page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Newer articles' }),
    ).toHaveAttribute('href', '/');
  });

  test('every category archive lists exactly its posts, newest first, 10 a page, under "Category: {slug}"', async ({
    page,
    request,
  }) => {
    const { posts, categories } = await siteData(request);
    const withPosts = categories.filter((c) => c.count > 0);
    expect(withPosts.length).toBeGreaterThan(1);
    for (const category of withPosts) {
      const expected = posts.filter((p) => p.category?.slug === category.slug);
      expect(await walk(page, `/category/${category.slug}/`, `Category: ${category.slug}`)).toEqual(chunks(titles(expected)));
      await expect(page.locator('.archive .card__category').first()).toHaveText(category.name);
    }
    // A category without public posts has no archive (as in Ghost): the not-found page.
    for (const empty of categories.filter((c) => c.count === 0)) {
      expect((await page.goto(`/category/${empty.slug}/`))?.status()).toBe(404);
    }
  });

  test('every tag archive lists exactly its posts under "Tag: {slug}"', async ({ page, request }) => {
    const { posts, tags } = await siteData(request);
    const withPosts = tags.filter((t) => t.count > 0);
    expect(withPosts.length).toBeGreaterThan(1);
    for (const tag of withPosts) {
      const expected = posts.filter((p) => p.tags.some((t) => t.slug === tag.slug));
      expect(await walk(page, `/tag/${tag.slug}/`, `Tag: ${tag.slug}`)).toEqual(chunks(titles(expected)));
    }
  });

  test('pages that do not exist are not found: /page/1/, past the last page, unknown terms', async ({ page, request }) => {
    const { posts, categories } = await siteData(request);
    const last = Math.ceil(posts.length / PER_PAGE);
    const category = busiest(categories);
    for (const missing of [
      '/page/1/',
      `/page/${last + 1}/`,
      '/page/02/',
      '/category/no-such-category-xyz/',
      '/tag/no-such-tag-xyz/',
      `/category/${category.slug}/page/1/`,
      `/category/${category.slug}/page/${Math.ceil(category.count / PER_PAGE) + 1}/`,
    ]) {
      expect((await page.goto(missing))?.status(), missing).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    }
  });

  test('category badges, tag chips and the sidebar link to the archives, and the links work', async ({ page, request }) => {
    const { posts, tags } = await siteData(request);
    await page.goto('/');
    const card = page.locator('.home-feed .card').first();
    const first = posts[0]!;
    await expect(card.locator('.card__category')).toHaveAttribute('href', `/category/${first.category!.slug}/`);
    const tag = busiest(tags);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(
      sidebar.getByRole('region', { name: 'Popular Tags' }).getByRole('link', { name: new RegExp(`^#${tag.name}\\b`) }),
    ).toHaveAttribute('href', `/tag/${tag.slug}/`);
    await expect(sidebar.getByRole('region', { name: 'Categories' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/category\/[^/]+\/$/,
    );

    const tagged = posts.find((p) => p.tags.length > 0 && p.category)!;
    await page.goto(articlePath(tagged));
    const badge = page.locator('.article__header').getByRole('link', { name: tagged.category!.name, exact: true });
    await expect(badge).toHaveAttribute('href', `/category/${tagged.category!.slug}/`);
    const chip = page.locator('.post-tags').getByRole('link', { name: `#${tagged.tags[0]!.name}` });
    await expect(chip).toHaveAttribute('href', `/tag/${tagged.tags[0]!.slug}/`);
    await chip.click();
    await page.waitForURL((url) => url.pathname === `/tag/${tagged.tags[0]!.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tag: ${tagged.tags[0]!.slug}`);
    await expect(cardTitles(page.getByRole('main')).filter({ hasText: tagged.title })).toHaveCount(1);
  });

  test('the sitemap lists every category and tag archive', async ({ request }) => {
    const { categories, tags } = await siteData(request);
    const xml = await (await request.get('/sitemap-0.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => path(m[1]!));
    for (const c of categories.filter((c) => c.count > 0)) expect(paths).toContain(`/category/${c.slug}/`);
    for (const t of tags.filter((t) => t.count > 0)) expect(paths).toContain(`/tag/${t.slug}/`);
  });
});
