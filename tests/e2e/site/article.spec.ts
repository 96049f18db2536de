import { expect, test, type Page } from '@playwright/test';
import { articlePath, authorOf, publicDate, richPost, siteData, type ApiPost } from './helpers';

type Stubbed = Window & { __opened: unknown[][]; __copied: string[]; __clipboardFails: boolean };

/** window.open and the clipboard are replaced by recorders (set __clipboardFails to make a copy fail). */
async function stubBrowser(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Stubbed;
    w.__opened = [];
    w.__copied = [];
    w.__clipboardFails = false;
    window.open = (...args: unknown[]) => {
      w.__opened.push(args);
      return null;
    };
    const writeText = async (text: string) => {
      if (w.__clipboardFails) throw new DOMException('Write permission denied.', 'NotAllowedError');
      w.__copied.push(text);
    };
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
}

const stubs = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Stubbed;
    return { opened: w.__opened, copied: w.__copied };
  });

/** The same rule as the site: the same category by date, else the latest; 3 at most. */
function relatedTo(post: ApiPost, posts: ApiPost[]): ApiPost[] {
  const others = posts.filter((other) => other.slug !== post.slug);
  const same = others.filter((other) => other.category?.slug === post.category?.slug);
  return (same.length ? same : others).slice(0, 3);
}

test.describe('article page', () => {
  test('the header: hero, category, title, Back, author, date, views, reading time; a view is counted', async ({
    page,
    request,
  }) => {
    const { posts } = await siteData(request);
    const post = richPost(posts);
    const ping = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/blogs/${post.slug}/view`));
    await page.goto('/');
    await page.goto(articlePath(post));
    await ping;

    const header = page.locator('.article__header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const hero = page.locator('.article__hero img');
    await expect(hero).toHaveAttribute('src', post.featuredImage!);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(header.getByRole('link', { name: post.category!.name })).toHaveAttribute(
      'href',
      `/category/${post.category!.slug}/`,
    );
    await expect(header.locator('.byline__name')).toHaveText(authorOf(post));
    await expect(header.locator('time')).toHaveText(publicDate(post));
    await expect(header.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(header.getByText(`${post.readingTime} min read`)).toBeVisible();
    await expect(header.getByText(/^\s*[\d,]+ views?\s*$/)).toBeVisible();
    await expect(page.locator('.article__body p').first()).toBeVisible();

    // Back returns to the page the visitor came from (here the home page).
    await header.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('share menu: X, LinkedIn and WhatsApp popups of 600x400, copy link, outside click', async ({ page, request }) => {
    const post = richPost((await siteData(request)).posts);
    await stubBrowser(page);
    await page.goto(articlePath(post));
    // No wait for hydration: the menu hydrates on the first click, which is then replayed.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const toggle = page.getByRole('button', { name: 'Share', exact: true });
    const menu = page.locator('.share__panel');

    const targets: Array<[string, RegExp]> = [
      ['Share on X', /^https:\/\/x\.com\/intent\/tweet\?url=/],
      ['Share on LinkedIn', /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/],
      ['Share on WhatsApp', /^https:\/\/wa\.me\/\?text=/],
    ];
    for (const [index, [name, url]] of targets.entries()) {
      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name }).click();
      await expect(menu).toBeHidden();
      const call = (await stubs(page)).opened[index] as [string, string, string];
      expect(call[0]).toMatch(url);
      expect(decodeURIComponent(call[0])).toContain(canonical!);
      expect(call[2]).toMatch(/(^|,)width=600(,|$)/);
      expect(call[2]).toMatch(/(^|,)height=400(,|$)/);
    }

    await toggle.click();
    await menu.getByRole('button', { name: 'Copy link' }).click();
    await expect(menu.getByRole('button', { name: 'Link copied!' })).toBeVisible();
    const copiedAt = Date.now();
    expect((await stubs(page)).copied).toEqual([canonical]);
    await expect(menu.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1_200);

    await page.evaluate(() => ((window as unknown as Stubbed).__clipboardFails = true));
    await menu.getByRole('button', { name: 'Copy link' }).click();
    await expect(menu.getByText('Failed to copy link.')).toBeVisible();

    // A click elsewhere on the page closes the menu; so does Escape.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('code blocks copy their code; external links open in a new tab with rel noopener', async ({ page, context, request }) => {
    const post = richPost((await siteData(request)).posts);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(articlePath(post));
    const block = page.locator('[data-code-block]').first();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    await expect(copy).toHaveText('Copy');
    await copy.click();
    await expect(copy).toHaveText('✓ Copied');
    const code = await block.locator('pre').innerText();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
    await expect(copy).toHaveText('Copy', { timeout: 5_000 });

    const external = page.locator('.article__body a[href^="http"]');
    expect(await external.count()).toBeGreaterThan(0);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    }
  });

  test('related articles, and /blog/{id} redirects to the slug URL', async ({ page, request }) => {
    const { posts } = await siteData(request);
    const post = richPost(posts);
    await page.goto(`/blog/${post.id}`);
    await page.waitForURL((url) => url.pathname === articlePath(post));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);

    const related = page.getByRole('region', { name: 'Related Articles' });
    const expected = relatedTo(post, posts).map((p) => p.title);
    await expect(related.locator('.card__title')).toHaveText(expected);
    await related.getByRole('link', { name: expected[0] }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/blog/') && url.pathname !== articlePath(post));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected[0]!);
  });
});
