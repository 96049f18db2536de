import { expect, test } from '@playwright/test';
import { loginViaApi } from './helpers';

/**
 * The post editor's preview wears the site's tokens (light-dark() pairs, shared/styles/tokens.css)
 * but is always the light article: the admin has no dark theme, whatever the system says.
 */
test('the editor preview keeps the light palette on a dark system', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await loginViaApi(page);
  await page.goto('/admin/blog/new');
  await page.getByLabel('Blog İçeriği *').fill('## Giriş\n\nBir [bağlantı](https://example.com).');
  await page.getByRole('button', { name: 'Önizleme' }).click();
  const heading = page.getByRole('heading', { name: 'Giriş', level: 2 });
  await expect(heading).toBeVisible();
  const colours = await heading.evaluate((element) => {
    const preview = element.closest('.site-theme')!;
    return {
      scheme: getComputedStyle(preview).colorScheme,
      heading: getComputedStyle(element).color,
      link: getComputedStyle(preview.querySelector('a')!).color,
    };
  });
  // --color-text #15171a and --color-accent #4f46e5: the light halves.
  expect(colours).toEqual({ scheme: 'light', heading: 'rgb(21, 23, 26)', link: 'rgb(79, 70, 229)' });
  await context.close();
});
