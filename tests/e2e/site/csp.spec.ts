import { expect, test, type Page, type Response } from '@playwright/test';
import { articlePath, busiest, cardTitles, commonWord, hydrated, richPost, siteData } from './helpers';

/**
 * The public site under its Content-Security-Policy: every feature still works, and the browser
 * reports no violation (a blocked inline script, a refused WebAssembly compile, a worker…).
 */

const n = () => Math.floor(Math.random() * 250) + 1;
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `10.${n()}.${n()}.${n()}` } });

/** CSP violations, as events in the page and as console errors. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

function expectProtected(response: Response | null) {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
}

test.describe('the site under its CSP', () => {
  test('home: header search, the feed and the newsletter form', async ({ page, request }) => {
    const violations = await watchCsp(page);
    const { posts } = await siteData(request);
    expectProtected(await page.goto('/'));
    await hydrated(page, 'HomeFeed');
    await expect(cardTitles(page).first()).toBeVisible();

    // The header search dropdown runs Pagefind (WebAssembly) in the page.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await header.getByRole('searchbox', { name: 'Search articles' }).fill(commonWord(posts, 2));
    await expect(header.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');

    const box = page.getByRole('region', { name: 'Newsletter' });
    await box.scrollIntoViewIfNeeded();
    await hydrated(page, 'NewsletterForm');
    await box.getByRole('textbox', { name: 'Email address' }).fill(`csp-${Date.now().toString(36)}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByText("You're subscribed!")).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('an article: view ping, share menu, code Copy', async ({ page, context, request }) => {
    const violations = await watchCsp(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const post = richPost((await siteData(request)).posts);
    const ping = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/blogs/${post.slug}/view`));
    expectProtected(await page.goto(articlePath(post)));
    await ping;

    const toggle = page.getByRole('button', { name: 'Share', exact: true });
    await toggle.click();
    const menu = page.locator('.share__panel');
    await menu.getByRole('button', { name: 'Copy link' }).click();
    await expect(menu.getByRole('button', { name: 'Link copied!' })).toBeVisible();

    const copy = page.locator('[data-code-block]').first().getByRole('button', { name: 'Copy code to clipboard' });
    await copy.click();
    await expect(copy).toHaveText('✓ Copied');
    expect(violations).toEqual([]);
  });

  test('/search: Pagefind search and filters', async ({ page, request }) => {
    const violations = await watchCsp(page);
    const { posts, categories } = await siteData(request);
    expectProtected(await page.goto('/search'));
    await hydrated(page, 'SearchPage');
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Search articles' }).fill(commonWord(posts, 2));
    await expect(main.locator('.search-page__status')).toHaveText(/^Found [1-9]\d* article\(s\)$/);

    const filters = main.getByRole('group', { name: 'Filters' });
    await main.getByRole('button', { name: 'Filters', exact: true }).click();
    await filters.getByLabel('Category').selectOption(busiest(categories).slug);
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(busiest(categories).slug);
    await expect(cardTitles(page).first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the 404 page', async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    expectProtected(response);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
