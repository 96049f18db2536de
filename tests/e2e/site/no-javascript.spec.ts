import { expect, test } from '@playwright/test';
import { articlePath, cardTitles, richPost, siteData } from './helpers';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page lists the articles', async ({ page, request }) => {
    const { posts } = await siteData(request);
    await page.goto('/');
    await expect(page.locator('#featured')).toBeVisible();
    await expect(page.locator('.home-feed').getByRole('heading', { level: 2 })).toHaveText('Latest Articles');
    await expect(cardTitles(page.locator('.home-feed'))).toHaveText(posts.slice(0, 10).map((p) => p.title), { useInnerText: true });
    await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region', { name: 'Popular Tags' }).getByRole('link').first()).toBeVisible();
    // The header's search toggle is in the server-rendered HTML.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  });

  test('an article renders its body, its code and its related articles', async ({ page, request }) => {
    const post = richPost((await siteData(request)).posts);
    await page.goto(articlePath(post));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const body = page.locator('.article__body');
    await expect(body.locator('p').first()).toBeVisible();
    expect((await body.innerText()).length).toBeGreaterThan(500);
    await expect(body.locator('pre').first()).toBeVisible();
    // The Copy buttons need a script: without one they stay hidden.
    await expect(body.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Related Articles' }).locator('.card').first()).toBeVisible();
  });
});
