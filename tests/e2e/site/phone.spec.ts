import { expect, test, type Locator, type Page } from '@playwright/test';
import { articlePath, hydrated, richPost, siteData, type ApiPost } from './helpers';

/** Layout on a phone (390x844, where these defects were seen). */
test.use({ viewport: { width: 390, height: 844 } });

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Where the text of each line of a card's metadata starts (generated '·' excluded), and where its title starts. */
function metaLines(meta: Locator) {
  return meta.evaluate((row) => {
    const lines = new Map<number, number>();
    for (const item of Array.from(row.children)) {
      const range = document.createRange();
      range.selectNodeContents(item);
      const text = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
      const first = text[0];
      if (!first) continue;
      const top = Math.round(item.getBoundingClientRect().top);
      lines.set(top, Math.min(lines.get(top) ?? Infinity, first.left));
    }
    const starts = [...lines.entries()].map(([top, left]) => ({ top, left }));
    const title = row.closest('.card')?.querySelector('.card__title a')?.getBoundingClientRect().left ?? NaN;
    return { starts, title };
  });
}

test.describe('on a phone', () => {
  test('the share menu opens inside the screen', async ({ page, request }) => {
    const post = richPost((await siteData(request)).posts);
    await page.goto(articlePath(post));
    const toggle = page.getByRole('button', { name: 'Share', exact: true });
    await toggle.click();
    const panel = page.locator('.share__panel');
    await expect(panel).toBeVisible();
    await hydrated(page, 'ShareMenu');
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Every item is on screen and usable.
    for (const item of await panel.getByRole('button').all()) {
      const itemBox = (await item.boundingBox())!;
      expect(itemBox.x).toBeGreaterThanOrEqual(0);
      expect(itemBox.x + itemBox.width).toBeLessThanOrEqual(390);
    }
    expect(await noSideScroll(page)).toBe(true);
  });

  test("an archive page's pager and cards fit the screen", async ({ page }) => {
    await page.goto('/page/2/');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toBeVisible();
    // The seed's last page has no 'Older articles' link; a middle page has both, as here.
    await pager.evaluate((nav) => {
      const spacer = nav.querySelector('.pager__spacer');
      const prev = nav.querySelector('.pager__link--prev');
      if (!spacer || !prev) return;
      const next = prev.cloneNode(true) as HTMLAnchorElement;
      next.className = 'button pager__link pager__link--next';
      next.lastChild!.textContent = 'Older articles';
      spacer.replaceWith(next);
    });
    for (const box of [await pager.boundingBox(), await page.locator('.card').first().boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await expect(pager.getByRole('link', { name: 'Older articles' })).toBeVisible();
    expect(await noSideScroll(page)).toBe(true);
  });

  test("a card's metadata lines start with text, never with a '·'", async ({ page }) => {
    await page.goto('/');
    await hydrated(page, 'HomeFeed');
    const metas = page.locator('.home-feed .card__meta');
    await expect(metas.first()).toBeVisible();
    let wrapped = 0;
    for (const meta of await metas.all()) {
      const { starts, title } = await metaLines(meta);
      if (starts.length > 1) wrapped += 1;
      // Each line's text begins flush with the card's title: no separator drawn before it.
      for (const start of starts) expect(Math.abs(start.left - title), `line at ${start.top}`).toBeLessThan(2);
    }
    expect(wrapped, 'some card metadata wraps at this width').toBeGreaterThan(0);
    // The separators between items on one line are still there.
    const firstLine = await metas.first().evaluate((row) => getComputedStyle(row.children[1]!, '::before').content);
    expect(firstLine).toContain('·');
  });

  test('a wide table scrolls in its own focusable, named box; the page does not scroll sideways', async ({ page, request }) => {
    const { posts } = await siteData(request);
    const withTable = posts.filter((post: ApiPost) => /^\|.*\|\s*$/m.test(post.content) && /^\|\s*:?-{3,}/m.test(post.content));
    expect(withTable.length).toBeGreaterThan(0);
    let checked = 0;
    for (const post of withTable) {
      await page.goto(articlePath(post));
      const box = page.locator('.article__body .table-wrap').first();
      await expect(box).toBeAttached();
      const wide = await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      if (!wide) continue;
      checked += 1;
      expect(await noSideScroll(page)).toBe(true);
      await expect(box).toHaveAttribute('role', 'region');
      await expect(box).toHaveAttribute('aria-label', /^Table \d+$/);
      await expect(box).toHaveAttribute('tabindex', '0');
      // The keyboard scrolls it; its last column can be brought into view.
      await box.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await box.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      const last = box.locator('tr').first().locator('th, td').last();
      const cell = (await last.boundingBox())!;
      const frame = (await box.boundingBox())!;
      expect(cell.x + cell.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(cell.x + cell.width).toBeLessThanOrEqual(390);
    }
    expect(checked, 'a table wider than a phone screen').toBeGreaterThan(0);
  });
});
