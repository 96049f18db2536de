import { expect, test, type Page } from '@playwright/test';
import { NO_MATCH, busiest, cardTitles, commonWord, hydrated, siteData, type ApiPost } from './helpers';

const PER_PAGE = 12;

function searchPage(page: Page) {
  const main = page.getByRole('main');
  const filters = main.getByRole('group', { name: 'Filters' });
  return {
    input: main.getByRole('searchbox', { name: 'Search articles' }),
    status: main.locator('.search-page__status'),
    chips: main.getByRole('list', { name: 'Active filters' }),
    loadMore: main.getByRole('button', { name: 'Load More' }),
    toggleFilters: main.getByRole('button', { name: 'Filters', exact: true }),
    filters,
    category: filters.getByLabel('Category'),
    tag: filters.getByLabel('Tag'),
    sortBy: filters.getByLabel('Sort By'),
    order: filters.getByLabel('Order'),
    apply: filters.getByRole('button', { name: 'Apply Filters' }),
    clear: filters.getByRole('button', { name: 'Clear Filters' }),
  };
}

async function open(page: Page, url = '/search') {
  await page.goto(url);
  await hydrated(page, 'SearchPage');
  return searchPage(page);
}

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const found = (n: number) => `Found ${n} article(s)`;
const titles = (posts: ApiPost[]) => posts.map((post) => post.title);

test.describe('/search', () => {
  test('a blank query is no search: no count, no list, nothing sent; a hint with browse links', async ({ page, request }) => {
    const { categories } = await siteData(request);
    const logged: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/analytics/search')) logged.push(r.postData() ?? '');
    });
    const s = await open(page);
    const main = page.getByRole('main');
    await expect(main.getByText('Type a word to search every article, or pick a category or tag.')).toBeVisible();
    await expect(s.status).toHaveText('');
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(s.loadMore).toHaveCount(0);
    // Spaces only, typed and submitted: still nothing.
    await s.input.fill('   ');
    await s.input.press('Enter');
    await page.waitForTimeout(800);
    await expect(s.status).toHaveText('');
    await expect(cardTitles(page)).toHaveCount(0);
    expect(logged).toEqual([]);
    expect(query(page)).toEqual({});
    // A category alone is a search.
    const category = busiest(categories);
    await main.getByRole('link', { name: category.name, exact: true }).click();
    await expect(s.status).toHaveText(found(category.count));
    await expect(s.chips.locator('.chip__label')).toHaveText([`Category: ${category.name}`]);
  });

  test('typing runs the search and the URL follows (?q=); ?search= is read too', async ({ page, request }) => {
    const { posts } = await siteData(request);
    const s = await open(page);
    const word = commonWord(posts, 2);
    await s.input.fill(word);
    await expect.poll(() => query(page)).toEqual({ q: word });
    await expect(s.status).toHaveText(/^Found [1-9]\d* article\(s\)$/);
    await expect(s.chips.locator('.chip__label')).toHaveText([`Search: "${word}"`]);
    await expect(cardTitles(page).first()).toBeVisible();

    await open(page, `/search?search=${word}`);
    await expect(s.input).toHaveValue(word);
    await expect.poll(() => query(page)).toEqual({ q: word });
    await expect(s.chips.locator('.chip__label')).toHaveText([`Search: "${word}"`]);
  });

  test('category and tag filters with Apply Filters, chips, and removing one chip', async ({ page, request }) => {
    const { posts, categories, tags } = await siteData(request);
    const category = busiest(categories);
    const inCategory = posts.filter((p) => p.category?.slug === category.slug);
    const tag = busiest(tags.filter((t) => inCategory.some((p) => p.tags.some((pt) => pt.slug === t.slug))));
    const both = inCategory.filter((p) => p.tags.some((t) => t.slug === tag.slug));

    const s = await open(page);
    await expect(s.filters).toBeHidden();
    await s.toggleFilters.click();
    await expect(s.filters).toBeVisible();
    // A tag or category without posts cannot be chosen.
    for (const empty of [...tags, ...categories].filter((t) => t.count === 0)) {
      await expect(s.filters.locator(`option[value="${empty.slug}"]`).first()).toBeDisabled();
    }
    await s.category.selectOption(category.slug);
    await expect(query(page)).toEqual({});
    await s.apply.click();
    await expect.poll(() => query(page)).toEqual({ category: category.slug });
    await expect(s.status).toHaveText(found(inCategory.length));
    await expect(s.chips.locator('.chip__label')).toHaveText([`Category: ${category.name}`]);
    await expect(page.locator('.card-grid .card__category')).toHaveText(inCategory.slice(0, PER_PAGE).map(() => category.name));

    await s.tag.selectOption(tag.slug);
    await s.apply.click();
    await expect.poll(() => query(page)).toEqual({ category: category.slug, tag: tag.slug });
    await expect(s.status).toHaveText(found(both.length));
    await expect(s.chips.locator('.chip__label')).toHaveText([`Category: ${category.name}`, `Tag: ${tag.name}`]);
    await expect(cardTitles(page)).toHaveText(titles(both).slice(0, PER_PAGE), { useInnerText: true });

    await s.chips.getByRole('button', { name: `Remove filter Category: ${category.name}` }).click();
    await expect.poll(() => query(page)).toEqual({ tag: tag.slug });
    await expect(s.chips.locator('.chip__label')).toHaveText([`Tag: ${tag.name}`]);
    await expect(s.status).toHaveText(found(tag.count));
    await expect(s.category).toHaveValue('');
  });

  test('sort by title and by view count, in both orders (within a category)', async ({ page, request }) => {
    const { posts: all, categories } = await siteData(request);
    const category = busiest(categories);
    const posts = all.filter((p) => p.category?.slug === category.slug);
    const s = await open(page, `/search?category=${category.slug}`);
    await s.toggleFilters.click();
    const sorted = async (sortBy: string, order: string, expected: ApiPost[]) => {
      await s.sortBy.selectOption({ label: sortBy });
      await s.order.selectOption({ label: order });
      await s.apply.click();
      await expect(cardTitles(page)).toHaveText(titles(expected).slice(0, PER_PAGE), { useInnerText: true });
      await expect(s.status).toHaveText(found(posts.length));
    };
    const byTitle = [...posts].sort((a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1));
    await sorted('Title', 'Oldest First', byTitle);
    await sorted('Title', 'Newest First', [...byTitle].reverse());
    const byViews = [...posts].sort((a, b) => b.viewCount - a.viewCount);
    await sorted('View Count', 'Newest First', byViews);
    await sorted('View Count', 'Oldest First', [...byViews].reverse());
    await sorted('Published Date', 'Oldest First', [...posts].reverse());
    await expect.poll(() => query(page)).toEqual({ category: category.slug });
  });

  test('Load More appends 12 at a time until the last page, then it is gone', async ({ page, request }) => {
    const { posts } = await siteData(request);
    expect(posts.length).toBeGreaterThan(PER_PAGE);
    // In every post (and a prefix of 'then', 'there'…): more than one page of results.
    const s = await open(page, '/search?q=the');
    await expect(s.status).toHaveText(/^Found \d+ article\(s\)$/);
    const total = Number(/\d+/.exec((await s.status.textContent()) ?? '')![0]);
    expect(total).toBeGreaterThan(PER_PAGE);
    await expect(cardTitles(page)).toHaveCount(PER_PAGE);
    for (let shown = PER_PAGE; shown < total; shown += PER_PAGE) {
      await s.loadMore.click();
      await expect(cardTitles(page)).toHaveCount(Math.min(shown + PER_PAGE, total));
    }
    await expect(s.loadMore).toHaveCount(0);
    expect(new Set(await cardTitles(page).allInnerTexts()).size).toBe(total);
  });

  test('Clear Filters resets the URL, the box, the chips and the results', async ({ page, request }) => {
    const { posts, categories } = await siteData(request);
    const category = busiest(categories);
    const s = await open(page, `/search?q=${commonWord(posts, 1)}&category=${category.slug}`);
    await expect(s.chips.getByRole('listitem')).toHaveCount(2);
    await s.toggleFilters.click();
    await expect(s.category).toHaveValue(category.slug);
    await s.clear.click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(s.input).toHaveValue('');
    await expect(s.chips).toHaveCount(0);
    await expect(s.category).toHaveValue('');
    // Nothing left to search for: the results are cleared.
    await expect(s.status).toHaveText('');
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/^Type a word to search/)).toBeVisible();
  });

  test('no match: the message, a link home and suggestions', async ({ page, request }) => {
    const { categories } = await siteData(request);
    const s = await open(page, `/search?q=${NO_MATCH}`);
    const main = page.getByRole('main');
    await expect(main.getByText('No articles found matching your criteria.')).toBeVisible();
    await expect(s.status).toHaveText(found(0));
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const suggestions = main.getByRole('region', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('listitem').first()).toBeVisible();
    const category = busiest(categories);
    const link = suggestions.getByRole('link', { name: category.name, exact: true });
    await expect(link).toHaveAttribute('href', `/search?category=${category.slug}`);
    await link.click();
    await expect(s.status).toHaveText(found(category.count));
    await expect(cardTitles(page).first()).toBeVisible();
  });
});
