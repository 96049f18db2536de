import { expect, test, type Page } from '@playwright/test';
import { NO_MATCH, authorOf, commonWord, pageErrors, publicDate, siteData } from './helpers';

/** The header's search toggle, its panel and its box. */
function dropdown(page: Page) {
  const header = page.getByRole('banner');
  return {
    toggle: header.getByRole('button', { name: 'Search', exact: true }),
    panel: header.getByRole('search', { name: 'Search' }),
    input: header.getByRole('searchbox', { name: 'Search articles' }),
    results: header.getByRole('list', { name: 'Search results' }),
    status: header.locator('.hsearch [role="status"]'),
  };
}

async function openDropdown(page: Page) {
  const d = dropdown(page);
  await expect(d.panel).toBeHidden();
  await d.toggle.click();
  await expect(d.panel).toBeVisible();
  await expect(d.input).toBeFocused();
  return d;
}

/**
 * Timestamps (performance.now()) of every input event, of each switch of the dropdown's status
 * to 'Searching...' and of the first appearance of its result list; Pagefind's own requests are
 * read from the resource timing entries, on the same clock.
 */
async function recordTimings(page: Page) {
  await page.addInitScript(() => {
    const t = { inputs: [] as number[], searching: [] as number[], results: 0 };
    (window as unknown as { __t: typeof t }).__t = t;
    let last = '';
    document.addEventListener('input', () => t.inputs.push(performance.now()), true);
    new MutationObserver(() => {
      const status = document.querySelector('.hsearch [role="status"]')?.textContent ?? '';
      if (status === 'Searching...' && last !== status) t.searching.push(performance.now());
      last = status;
      if (!t.results && document.querySelector('.hsearch__results')) t.results = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const readTimings = (page: Page) =>
  page.evaluate(() => {
    const t = (window as unknown as { __t: { inputs: number[]; searching: number[]; results: number } }).__t;
    const pagefind = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/pagefind/'))
      .map((entry) => entry.startTime);
    return { lastInput: Math.max(...t.inputs), searching: [...t.searching], results: t.results, pagefind };
  });

test.describe('header search dropdown', () => {
  test('opens on click and shows at most 5 results with their details, then View all results', async ({ page, request }) => {
    const { posts } = await siteData(request);
    const word = commonWord(posts, 6);
    const errors = pageErrors(page);
    await page.goto('/');
    const d = await openDropdown(page);
    await d.input.fill(word);
    await expect(d.results.getByRole('listitem')).toHaveCount(5);

    const first = d.results.getByRole('link').first();
    const title = (await first.locator('.hsearch__title').textContent())?.trim();
    const post = posts.find((p) => p.title === title);
    expect(post, `"${title}" is one of the site's posts`).toBeDefined();
    await expect(first.locator('.hsearch__category')).toHaveText(post!.category!.name);
    await expect(first.locator('.hsearch__excerpt')).not.toBeEmpty();
    await expect(first.locator('.hsearch__meta')).toContainText(authorOf(post!));
    await expect(first.locator('time')).toHaveText(publicDate(post!));
    await expect(first).toHaveAttribute('href', `/blog/${post!.slug}/`);

    const all = d.panel.getByRole('link', { name: 'View all results' });
    await expect(all).toHaveAttribute('href', `/search?q=${word}`);
    await all.click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/search' && url.searchParams.get('q') === word);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search articles' })).toHaveValue(word);
    expect(errors).toEqual([]);
  });

  test('waits 300 ms after the last keystroke before it searches (debounce)', async ({ page, request }) => {
    const { posts } = await siteData(request);
    await recordTimings(page);
    await page.goto('/');
    const d = await openDropdown(page);

    // Typed fast (40 ms between keys): nothing is asked for until typing has stopped for 300 ms.
    await d.input.pressSequentially(commonWord(posts, 1), { delay: 40 });
    await expect(d.results).toHaveCount(0);
    await expect(d.results).toBeVisible();
    const cold = await readTimings(page);
    expect(cold.pagefind.length, 'Pagefind was loaded').toBeGreaterThan(0);
    expect(Math.min(...cold.pagefind) - cold.lastInput).toBeGreaterThanOrEqual(290);
    expect(cold.searching).toHaveLength(1);
    expect(cold.searching[0]! - cold.lastInput).toBeGreaterThanOrEqual(290);
    expect(cold.results - cold.lastInput).toBeGreaterThanOrEqual(290);

    // Again with Pagefind loaded: one search only, 300 ms after the last key.
    await d.input.fill('');
    const restart = await page.evaluate(() => performance.now());
    await d.input.pressSequentially(commonWord(posts, 2), { delay: 40 });
    await expect(d.status).toHaveText(/^Found \d+ article\(s\)$/);
    const warm = await readTimings(page);
    expect(warm.searching).toHaveLength(2);
    expect(warm.searching[1]! - warm.lastInput).toBeGreaterThanOrEqual(290);
    const later = warm.pagefind.filter((start) => start > restart);
    expect(
      later.every((start) => start - warm.lastInput >= 290),
      'no Pagefind request while typing',
    ).toBe(true);
  });

  test("shows 'Searching...' while it searches and the no-match text", async ({ page }) => {
    // Pagefind is slowed down so the loading state stays on screen long enough to be seen.
    await page.route('**/pagefind/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto('/');
    const d = await openDropdown(page);
    await d.input.fill(NO_MATCH);
    await expect(d.status).toHaveText('Searching...');
    await expect(d.status).toHaveText(`No articles found for "${NO_MATCH}"`, { timeout: 20_000 });
    await expect(d.results).toHaveCount(0);
    await expect(d.panel.getByRole('link', { name: 'View all results' })).toHaveCount(0);
  });

  test('keyboard: ArrowDown/ArrowUp move through the results, Enter opens one, Escape closes', async ({ page, request }) => {
    const { posts } = await siteData(request);
    await page.goto('/');
    const d = await openDropdown(page);
    await d.input.fill(commonWord(posts, 2));
    const links = d.results.getByRole('link');
    await expect(links.nth(1)).toBeVisible();
    await d.input.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    const href = await links.nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // On the article: Escape closes the panel and gives the focus back to the toggle.
    const again = await openDropdown(page);
    await again.input.fill('x');
    await page.keyboard.press('Escape');
    await expect(again.panel).toBeHidden();
    await expect(again.toggle).toBeFocused();

    // A click outside closes it too; Enter in the box opens the search page.
    await again.toggle.click();
    await expect(again.panel).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(again.panel).toBeHidden();
    await again.toggle.click();
    await again.input.fill('deploy');
    await again.input.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/search') && url.searchParams.get('q') === 'deploy');
  });
});
