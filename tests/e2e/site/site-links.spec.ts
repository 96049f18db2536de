import { expect, test } from '@playwright/test';

/**
 * Spec section 2: the header has an external About link, the footer social links. The test
 * platform is a fresh install that sets no SITE_ABOUT_URL / SITE_SOCIAL_*, so it shows the
 * defaults (README, Configuration): About opening in a new tab, and social links that point at
 * real pages, never a bare placeholder (https://github.com, https://x.com…).
 */
for (const width of [390, 1366]) {
  test(`a fresh install shows the About link and the social links (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
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
    const social = footer.getByRole('list', { name: 'Social links' }).getByRole('link');
    expect(await social.count()).toBeGreaterThanOrEqual(2);
    for (const link of await social.all()) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(/\S/);
      await expect(link).toHaveAttribute('href', /^https:\/\/[^/]+\/\S+/);
    }
    const placeholders = await page
      .locator('a[href]')
      .evaluateAll((links) =>
        links
          .map((a) => a.getAttribute('href') ?? '')
          .filter((href) => /^https:\/\/(www\.)?(github\.com|x\.com|linkedin\.com)\/?$/.test(href)),
      );
    expect(placeholders).toEqual([]);
    await footer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/site-links-${width}.png`, fullPage: false });
    await header.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/site-links-header-${width}.png` });
  });
}
