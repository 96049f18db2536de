import { expect, test } from '@playwright/test';

test.describe('not-found page', () => {
  test("an unknown path answers 404 with 'Page Not Found', Go Home and Go Back", async ({ page }) => {
    await page.goto('/');
    const response = await page.goto('/no-such-page-e2e');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Go Back returns to the previous page (here the home page).
    await main.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.locator('#featured')).toBeVisible();
  });

  test('an unknown article is a 404 too, and Go Home leads home', async ({ page }) => {
    const response = await page.goto('/blog/no-such-article-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
