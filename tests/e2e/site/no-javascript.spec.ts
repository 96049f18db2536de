import { expect, test } from '@playwright/test';
import { articlePath, busiest, cardTitles, commonWord, richPost, siteData } from './helpers';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page lists the articles', async ({ page, request }) => {
    const { posts } = await siteData(request);
    await page.goto('/');
    await expect(page.locator('#featured')).toBeVisible();
    await expect(page.locator('.home-feed').getByRole('heading', { level: 2 })).toHaveText('Latest Articles');
    await expect(cardTitles(page.locator('.home-feed'))).toHaveText(
      posts.slice(0, 10).map((p) => p.title),
      { useInnerText: true },
    );
    await expect(
      page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('region', { name: 'Popular Tags' })
        .getByRole('link')
        .first(),
    ).toBeVisible();
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

  test('a filter link says plainly that filtering needs JavaScript, and links to what works', async ({ page, request }) => {
    const { categories } = await siteData(request);
    await page.goto(`/?category=${busiest(categories).slug}`);
    const notice = page.getByRole('note');
    await expect(notice).toHaveText(
      /^Filtering needs JavaScript.*the list below shows the latest articles, unfiltered\..*RSS feed\.\s*$/,
    );
    await expect(notice.getByRole('link', { name: 'Follow the RSS feed' })).toHaveAttribute('href', '/rss.xml');
    // The notice sits just above the list's heading.
    const heading = page.locator('.home-feed').getByRole('heading', { level: 2 });
    expect((await notice.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
  });

  test('/search?q= claims no count for a search it did not run, and says search needs JavaScript', async ({ page, request }) => {
    const { posts } = await siteData(request);
    await page.goto(`/search?q=${commonWord(posts, 2)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Search Articles');
    await expect(main.getByText(/Found \d+ article/)).toHaveCount(0);
    await expect(cardTitles(page)).toHaveCount(0);
    const notice = page.getByRole('note');
    await expect(notice).toHaveText(/^Search needs JavaScript/);
    await expect(notice.getByRole('link', { name: 'Browse the latest articles' })).toHaveAttribute('href', '/');
    await expect(notice.getByRole('link', { name: 'follow the RSS feed' })).toHaveAttribute('href', '/rss.xml');
  });
});
