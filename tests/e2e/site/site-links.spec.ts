import { expect, test } from '@playwright/test';

/**
 * Spec section 2: the header has an external About link and the footer social links. A fresh
 * (demo) install shows the demo values (site/src/lib/siteLinks.ts; the test platform sets no
 * SITE_ABOUT_URL / SITE_SOCIAL_*): About opens in a new tab, each social link has a name and
 * points at a profile, never at a bare placeholder (https://github.com, https://x.com…).
 */
test('a fresh install shows the external About link (new tab) and the footer social links', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  const about = header.getByRole('link', { name: /^About/ });
  await expect(about).toBeVisible();
  await expect(about).toHaveAttribute('href', /^https:\/\//);
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(about).toHaveAttribute('rel', /noopener/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'RSS' })).toBeVisible();
  const social = footer.getByRole('list', { name: 'Social links' });
  await expect(social).toBeVisible();
  const links = social.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAccessibleName(/\S/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\/[^/]+\/\S+/);
  }
  const placeholders = await page
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^https:\/\/(www\.)?(github\.com|x\.com|linkedin\.com)\/?$/.test(href)),
    );
  expect(placeholders).toEqual([]);
});

test('the links are on every public page, also at 390 px without pushing the header wider', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  for (const path of ['/search/', '/page/2/', '/this-page-does-not-exist/']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('link', { name: /^About/ })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Social links' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await context.close();
});
