import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { articlePath, hydrated, richPost, siteData } from './helpers';

/**
 * Light and dark themes (styles/theme.css, components/ThemeScript.astro): the system setting by
 * default, the header toggle remembered in localStorage, the stored choice in place before the
 * first paint, the system setting without JavaScript, and axe in both themes.
 */
const KEY = 'blog-theme';
const DARK_BG = 'rgb(15, 18, 23)';
const LIGHT_BG = 'rgb(255, 255, 255)';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark mode', exact: true });

async function open(browser: Browser, colorScheme: 'light' | 'dark', stored?: 'light' | 'dark', javaScriptEnabled = true) {
  const context = await browser.newContext({ colorScheme, javaScriptEnabled });
  if (stored)
    await context.addInitScript(
      ([key, value]) => {
        // Only before the first page of the context: the test's own clicks must stick afterwards.
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key!, value!);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [KEY, stored],
    );
  return { context, page: await context.newPage() };
}

test.describe('theme', () => {
  test('with no stored choice the system setting decides: dark gives dark, light gives light', async ({ browser }) => {
    for (const [scheme, bg] of [
      ['dark', DARK_BG],
      ['light', LIGHT_BG],
    ] as const) {
      const { context, page } = await open(browser, scheme);
      await page.goto('/');
      expect(await theme(page)).toBe(scheme);
      expect(await background(page)).toBe(bg);
      await expect(toggle(page)).toHaveAttribute('aria-pressed', String(scheme === 'dark'));
      await context.close();
    }
  });

  test('the toggle switches the theme, and the choice holds across a reload and a navigation', async ({ browser, request }) => {
    const { context, page } = await open(browser, 'light');
    await page.goto('/');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('dark');

    await page.reload();
    expect(await theme(page)).toBe('dark');
    await page.goto(articlePath(richPost((await siteData(request)).posts)));
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe(DARK_BG);

    // And back: light against a dark system is remembered too.
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.goto('/search/');
    expect(await theme(page)).toBe('light');
    expect(await background(page)).toBe(LIGHT_BG);
    await context.close();
  });

  test('no flash: a stored dark choice on a light system is in place at the first frame', async ({ browser }) => {
    const { context, page } = await open(browser, 'light', 'dark');
    // Recorded by the page itself, at the first animation frame (before the first paint) and at
    // DOMContentLoaded: the theme attribute and the colour scheme then in force (it picks the
    // dark half of every light-dark() token).
    await context.addInitScript(() => {
      const snap = (label: string) => {
        const root = document.documentElement;
        const seen = ((window as unknown as { __theme: unknown[] }).__theme ??= []);
        seen.push({
          label,
          theme: root.dataset.theme ?? null,
          scheme: getComputedStyle(root).colorScheme,
          body: document.body ? getComputedStyle(document.body).backgroundColor : null,
        });
      };
      requestAnimationFrame(() => snap('frame'));
      document.addEventListener('DOMContentLoaded', () => snap('ready'));
    });
    for (const path of ['/', '/search/', '/no-such-page-theme']) {
      await page.goto(path);
      await page.waitForFunction(() => ((window as unknown as { __theme?: unknown[] }).__theme ?? []).length >= 2);
      const seen = await page.evaluate(
        () => (window as unknown as { __theme: { label: string; theme: string; scheme: string; body: string | null }[] }).__theme,
      );
      for (const snap of seen) {
        expect(snap.theme, `${path} ${snap.label}`).toBe('dark');
        expect(snap.scheme, `${path} ${snap.label}`).toBe('dark');
        if (snap.body) expect(snap.body, `${path} ${snap.label}`).toBe(DARK_BG);
      }
    }
    await context.close();
  });

  test('without JavaScript the system setting still applies and the toggle is not shown', async ({ browser }) => {
    for (const [scheme, bg] of [
      ['dark', DARK_BG],
      ['light', LIGHT_BG],
    ] as const) {
      const { context, page } = await open(browser, scheme, undefined, false);
      await page.goto('/');
      expect(await theme(page)).toBeNull();
      // The page's own scripts are off; Playwright's evaluate still reads the computed style.
      expect(await background(page)).toBe(bg);
      await expect(page.locator('.theme-toggle')).toBeHidden();
      await context.close();
    }
  });
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`);
}

// One test per page group: axe takes seconds a page on a busy machine, and eight scans in one
// test ran past the test's minute there.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${scheme} theme (no serious or critical violation)`, () => {
    test('home', async ({ browser }) => {
      const { context, page } = await open(browser, scheme);
      await page.goto('/');
      await hydrated(page, 'HomeFeed');
      expect(await theme(page)).toBe(scheme);
      expect(await seriousViolations(page), '/').toEqual([]);
      await context.close();
    });

    test('article, with the share menu open and a toast', async ({ browser, request }) => {
      const { context, page } = await open(browser, scheme);
      const post = richPost((await siteData(request)).posts);
      await page.goto(articlePath(post));
      expect(await theme(page)).toBe(scheme);
      expect(await seriousViolations(page), 'article').toEqual([]);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect(page.locator('.share__panel')).toBeVisible();
      expect(await seriousViolations(page), 'article, share menu').toEqual([]);
      await page.keyboard.press('Escape');
      // The newsletter box's error toast.
      const box = page.locator('.newsletter--box');
      await box.getByRole('button').click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect(await seriousViolations(page), 'article, toast').toEqual([]);
      await context.close();
    });

    test('search with results, and the header dropdown', async ({ browser, request }) => {
      const { context, page } = await open(browser, scheme);
      const post = richPost((await siteData(request)).posts);
      await page.goto(`/search/?q=${encodeURIComponent(post.title.split(' ')[0]!)}`);
      await hydrated(page, 'SearchPage');
      expect(await theme(page)).toBe(scheme);
      await expect(page.locator('.card-grid .card__title').first()).toBeVisible();
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      expect(await seriousViolations(page), '/search').toEqual([]);

      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Search', exact: true }).click();
      await header.getByRole('searchbox', { name: 'Search articles' }).fill(post.title.split(' ')[0]!);
      await expect(header.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
      expect(await seriousViolations(page), 'header search').toEqual([]);
      await context.close();
    });

    test('an archive and 404', async ({ browser, request }) => {
      const { context, page } = await open(browser, scheme);
      const post = richPost((await siteData(request)).posts);
      await page.goto(`/category/${post.category!.slug}/`);
      expect(await theme(page)).toBe(scheme);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Category: ${post.category!.slug}`);
      expect(await seriousViolations(page), 'category archive').toEqual([]);

      await page.goto('/no-such-page-axe');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      expect(await seriousViolations(page), '404').toEqual([]);
      await context.close();
    });
  });
}
