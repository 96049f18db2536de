import { expect, test } from '@playwright/test';
import { articlePath, commonWord, hydrated, siteData } from './helpers';

/**
 * The header search dropdown stays inside the viewport at every width from 320 px, in both
 * themes, on every kind of page (at 390 px it once ran 32 px off the left edge, cutting the
 * first letters of the query and the results).
 */
const WIDTHS = [320, 390, 480, 600, 768, 1024, 1366];

for (const scheme of ['light', 'dark'] as const) {
  test(`the search dropdown fits the screen at every width (${scheme} theme)`, async ({ page, request }) => {
    const { posts } = await siteData(request);
    const word = commonWord(posts, 3);
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', articlePath(posts[0]!)]) {
        await page.goto(path);
        const header = page.getByRole('banner');
        await header.getByRole('button', { name: 'Search', exact: true }).click();
        const panel = header.getByRole('search', { name: 'Search' });
        await expect(panel).toBeVisible();
        await hydrated(page, 'HeaderSearch');
        await header.getByRole('searchbox', { name: 'Search articles' }).fill(word);
        await expect(header.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
        const box = (await panel.boundingBox())!;
        const where = `${path} at ${width} px (${scheme})`;
        expect(box.x, `left edge, ${where}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `right edge, ${where}`).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `no side scroll, ${where}`).toBeLessThanOrEqual(
          width,
        );
        if (scheme === 'light' && (width === 390 || width === 1366) && path === '/') {
          await page.screenshot({ path: `test-results/header-search-${width}.png` });
        }
      }
    }
  });
}
