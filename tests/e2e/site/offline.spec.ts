import { expect, test } from '@playwright/test';
import { articlePath, busiest, cardTitles, commonWord, hydrated, pageErrors, siteData } from './helpers';

test.describe('with the CMS stopped', () => {
  test('the pages and the search still work; the newsletter form shows its error', async ({ page, request }) => {
    const { posts, categories } = await siteData(request);
    const errors = pageErrors(page);
    // The CMS being down is simulated here: every call to its API fails at the network level
    // (the static pages, the media and the Pagefind index are still served as files).
    const apiCalls: string[] = [];
    await page.route('**/api/v1/**', (route) => {
      apiCalls.push(route.request().url());
      return route.abort('connectionrefused');
    });

    await page.goto('/');
    await expect(cardTitles(page.locator('.home-feed')).first()).toHaveText(posts[0]!.title);
    await expect(page.locator('#featured')).toBeVisible();

    // The header dropdown and the filtered home list run on Pagefind, not on the API.
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await header.getByRole('searchbox', { name: 'Search articles' }).fill(commonWord(posts, 2));
    await expect(header.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();

    const category = busiest(categories);
    await page.goto(`/?category=${category.slug}`);
    await expect(page.locator('.home-feed .card')).toHaveCount(Math.min(10, category.count));

    await page.goto('/search');
    await hydrated(page, 'SearchPage');
    await page.getByRole('main').getByRole('searchbox', { name: 'Search articles' }).fill(commonWord(posts, 2));
    await expect(page.locator('.search-page__status')).toHaveText(/^Found [1-9]\d* article\(s\)$/);
    await expect(cardTitles(page).first()).toBeVisible();

    // An article renders (its view ping fails quietly) and its newsletter box reports the failure.
    const post = posts[0]!;
    await page.goto(articlePath(post));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('.article__body p').first()).toBeVisible();
    const box = page.locator('.newsletter-box');
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('astro-island')).not.toHaveAttribute('ssr', /.*/);
    await box.getByRole('textbox', { name: 'Email address' }).fill('offline-reader@example.com');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An error occurred during subscription. Please try again.' }),
    ).toBeVisible();
    await expect(box.getByRole('textbox', { name: 'Email address' })).toBeVisible();

    expect(apiCalls.some((url) => url.includes('/newsletter/subscribe'))).toBe(true);
    expect(errors).toEqual([]);
  });
});
