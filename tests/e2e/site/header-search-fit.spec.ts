import { expect, test } from '@playwright/test';
import { articlePath, commonWord, siteData } from './helpers';

/**
 * The header search dropdown stays inside the viewport at every width from 320 px up, in both
 * themes and on every kind of public page (at 390 px it used to run 32 px off the left edge,
 * cutting the first letters of the query, categories, titles and excerpts).
 */
const WIDTHS = [320, 390, 1366] as const;

test('the open dropdown, with results, is inside the viewport at 320, 390 and 1366 px in both themes', async ({
  browser,
  request,
}) => {
  const { posts } = await siteData(request);
  const word = commonWord(posts, 3);
  const pages = ['/', articlePath(posts[0]!), '/search/'];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 800 } });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(path);
        const header = page.getByRole('banner');
        await header.getByRole('button', { name: 'Search', exact: true }).click();
        const panel = header.getByRole('search', { name: 'Search' });
        await panel.getByRole('searchbox').fill(word);
        await expect(panel.getByRole('list', { name: 'Search results' })).toBeVisible();
        const box = (await panel.boundingBox())!;
        const where = `${path} at ${width} px, ${colorScheme}`;
        expect(box.x, `left edge, ${where}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `right edge, ${where}`).toBeLessThanOrEqual(width);
        // Nothing inside is cut either: the first result's title starts inside the viewport.
        const title = (await panel.locator('.hsearch__title').first().boundingBox())!;
        expect(title.x, `first title, ${where}`).toBeGreaterThanOrEqual(0);
        // And the page itself did not grow sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
      }
      await context.close();
    }
  }
});
