import { expect, test, type Page } from '@playwright/test';
import { apiLogin, loginViaApi, uniqueName } from '../admin/helpers';

/** Polls a public URL until it answers `status` (the rebuild runs in the background). */
async function waitForStatus(page: Page, path: string, status: number, timeoutMs = 180_000) {
  await expect.poll(async () => (await page.request.get(path)).status(), { timeout: timeoutMs, intervals: [1000] }).toBe(status);
}

async function headerSearch(page: Page, text: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  await header.getByRole('searchbox', { name: 'Search articles' }).fill(text);
  return header;
}

test.describe('publish pipeline, end to end', () => {
  test.setTimeout(420_000);

  test('a post written and published in the admin goes live on the site and in search, and leaves when unpublished', async ({
    page,
  }) => {
    const word = uniqueName('zephyr').replace(/-/g, '');
    const title = `Publishing ${word} end to end`;
    await loginViaApi(page);
    await page.goto('/admin/blog/new');
    await page.getByLabel('Blog Başlığı *').fill(title);
    await page.getByLabel('Blog İçeriği *').fill(`## Hello\n\nThis article about ${word} was written in the admin.`);
    await page.getByLabel('Özet').fill(`All about ${word}.`);
    const category = page.getByLabel('Kategori Seçin *');
    await expect(category.locator('option').nth(1)).toBeAttached();
    await category.selectOption((await category.locator('option').nth(1).getAttribute('value'))!);
    await page.getByLabel('Durum').selectOption('PUBLISHED');
    await page.getByRole('button', { name: 'Blog Yayınla' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs/);

    const session = await apiLogin(page.request);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const list = await (await page.request.get(`/api/v1/blogs/admin/blogs?search=${word}`, { headers })).json();
    const post = list.data[0] as { id: number; slug: string };
    expect(post.slug).toContain(word);

    // Within the time the rebuild takes, the article is served...
    await waitForStatus(page, `/blog/${post.slug}/`, 200);
    await page.goto(`/blog/${post.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // ...the home page lists it...
    await page.goto('/');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    // ...and the header search finds it.
    const header = await headerSearch(page, word);
    await expect(
      header.getByRole('list', { name: 'Search results' }).getByRole('link', { name: new RegExp(word) }),
    ).toBeVisible();

    // Unpublishing takes it off the site and out of the search again.
    await page.request.patch(`/api/v1/blogs/admin/blogs/${post.id}/status`, { headers, data: { status: 'ARCHIVED' } });
    await waitForStatus(page, `/blog/${post.slug}/`, 404);
    await page.goto('/');
    const again = await headerSearch(page, word);
    // Pagefind matches word beginnings, so other articles may still come up: ours must not.
    await expect(again.locator('.hsearch [role="status"]')).not.toContainText('Searching...');
    await expect(
      again.getByText(`No articles found for "${word}"`).or(again.getByRole('list', { name: 'Search results' })),
    ).toBeVisible();
    await expect(again.getByRole('link', { name: new RegExp(word) })).toHaveCount(0);
    await page.request.delete(`/api/v1/blogs/admin/blogs/${post.id}`, { headers });
  });
});
