import { expect, test } from '@playwright/test';

/**
 * The header's About link and the footer's social links come from SITE_ABOUT_URL and
 * SITE_SOCIAL_* (README, Configuration). The test platform sets none: none is shown, and no
 * placeholder (a bare https://github.com, https://x.com…) stands in for them.
 */
test('unset About and social links are not shown (no placeholders)', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: /^About/ })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'RSS' })).toBeVisible();
  await expect(footer.getByRole('list', { name: 'Social links' })).toHaveCount(0);
  const placeholders = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^https:\/\/(www\.)?(github\.com|x\.com|linkedin\.com)\/?$/.test(href)),
    );
  expect(placeholders).toEqual([]);
});
