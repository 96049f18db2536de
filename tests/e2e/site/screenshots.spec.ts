import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { articlePath, cardTitles, commonWord, hydrated, richPost, siteData } from './helpers';

const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
];

/** Waits until every image in the page has loaded (lazy ones are loaded by scrolling through). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
    const loaded = (img: HTMLImageElement) =>
      new Promise((resolve) => {
        if (img.complete) return resolve(null);
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    await Promise.all(Array.from(document.images, loaded));
    await document.fonts.ready;
  });
}

test.describe('screenshots (test-results/screenshots)', () => {
  for (const viewport of VIEWPORTS) {
    test(`home, an article and /search at ${viewport.width}x${viewport.height}`, async ({ page, request }) => {
      const { posts } = await siteData(request);
      const post = richPost(posts);
      await page.setViewportSize(viewport);
      const pages: Array<[string, string, () => Promise<void>]> = [
        ['home', '/', async () => void (await hydrated(page, 'HomeFeed'))],
        [
          'article',
          articlePath(post),
          async () => void (await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible()),
        ],
        ['search', `/search?q=${commonWord(posts, 2)}`, async () => void (await expect(cardTitles(page).first()).toBeVisible())],
      ];
      for (const [name, url, ready] of pages) {
        await page.goto(url);
        await ready();
        await settle(page);
        const file = path.join(test.info().project.outputDir, 'screenshots', `${name}-${viewport.width}x${viewport.height}.png`);
        await page.screenshot({ path: file, fullPage: true });
        // Nothing overflows sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${name} is not wider than the screen`,
        ).toBeLessThanOrEqual(viewport.width);
      }
    });
  }
});
