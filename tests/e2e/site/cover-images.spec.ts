import { expect, test, type Browser, type Locator } from '@playwright/test';
import { articlePath, siteData } from './helpers';

/**
 * Cover images carry a srcset of the CMS's renditions (the Media collection's 640×360 WebP `card`
 * size and the original) with `sizes` per slot and width/height (no layout shift): a phone
 * downloads the rendition, a wide screen the original.
 */
const renditionOf = (cover: string) => cover.replace(/\.[a-z]+$/i, '-640x360.webp');

async function open(browser: Browser, width: number, path: string) {
  const context = await browser.newContext({ viewport: { width, height: 850 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(path);
  return { context, page, requested };
}

/** The image the browser chose and its real width once loaded. */
async function loaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({ src: new URL(el.currentSrc).pathname, width: el.naturalWidth }));
}

test.describe('cover images', () => {
  test('the article cover: a phone (390 px) downloads the rendition under 800 px wide, never the original', async ({
    browser,
    request,
  }) => {
    const { posts } = await siteData(request);
    const post = posts.find((p) => p.featuredImage?.startsWith('/media/'));
    expect(post, 'a post with an uploaded cover').toBeTruthy();
    const cover = post!.featuredImage!;
    const { context, page, requested } = await open(browser, 390, articlePath(post!));
    const hero = page.locator('.article__hero img');
    await expect(hero).toHaveAttribute('srcset', new RegExp(`${renditionOf(cover).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 640w`));
    await expect(hero).toHaveAttribute('sizes', /100vw/);
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '675');
    const chosen = await loaded(hero);
    expect(chosen.src).toBe(renditionOf(cover));
    expect(chosen.width).toBeLessThan(800);
    expect(requested).not.toContain(cover);
    await context.close();
  });

  test('at 1366 px the article cover is the original (the rendition would be blurred)', async ({ browser, request }) => {
    const { posts } = await siteData(request);
    const post = posts.find((p) => p.featuredImage?.startsWith('/media/'))!;
    const { context, page } = await open(browser, 1366, articlePath(post));
    const chosen = await loaded(page.locator('.article__hero img'));
    expect(chosen.src).toBe(post.featuredImage);
    expect(chosen.width).toBeGreaterThan(640);
    await context.close();
  });

  test('cards on the home page and an archive have a srcset and sizes; a phone gets renditions under 800 px', async ({
    browser,
  }) => {
    for (const path of ['/', '/page/2/']) {
      const { context, page, requested } = await open(browser, 390, path);
      const images = page.locator('.card-grid .card__image img');
      expect(await images.count(), path).toBeGreaterThan(0);
      const first = images.first();
      await expect(first).toHaveAttribute('srcset', /-640x360\.webp 640w, \/media\/\S+ \d+w/);
      await expect(first).toHaveAttribute('sizes', /.+/);
      await expect(first).toHaveAttribute('width', '640');
      await expect(first).toHaveAttribute('height', '360');
      const chosen = await loaded(first);
      expect(chosen.src, path).toMatch(/-640x360\.webp$/);
      expect(chosen.width).toBeLessThan(800);
      // No card's original cover was fetched.
      const srcsets = await images.evaluateAll((list) => list.map((img) => img.getAttribute('srcset') ?? ''));
      const originals = srcsets.map((set) => set.split(', ')[1]?.split(' ')[0] ?? '');
      expect(originals.every((original) => original.startsWith('/media/'))).toBe(true);
      expect(
        requested.filter((p) => originals.includes(p)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });
});
