import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, apiLogin, putSession, uniqueName } from '../admin/helpers';

/** The live site's `_redirects` (the file CDNs read; the platform server answers from it too). */
function redirectsFile(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return '';
  return readFileSync(path.join(realpathSync(path.join(dataDir, 'site', 'current')), '_redirects'), 'utf8');
}

/** Waits until `from` answers 301 to `to` (the site update runs in the background). */
async function waitForRedirect(page: Page, from: string, to: string) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(from, { maxRedirects: 0 });
        return `${res.status()} ${res.headers().location ?? ''}`;
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(`301 ${to}`);
}

test.describe('redirects of renamed slugs', () => {
  test.setTimeout(420_000);

  test("a post renamed in Payload's panel and a category renamed in the admin: the old URLs land on the new pages", async ({
    page,
  }) => {
    const word = uniqueName('wander').replace(/-/g, '');
    const session = await apiLogin(page.request);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const category = await (
      await page.request.post('/api/v1/blogs/admin/categories', { headers, data: { name: `Yer ${word}` } })
    ).json();
    const created = await (
      await page.request.post('/api/v1/blogs/admin/blogs', {
        headers,
        data: {
          title: `Wandering ${word}`,
          content: `A post about ${word} that moves.`,
          categoryId: category.data.id,
          status: 'PUBLISHED',
        },
      })
    ).json();
    const post = created.data as { id: number; slug: string };
    await expect
      .poll(async () => (await page.request.get(`/blog/${post.slug}/`)).status(), { timeout: 180_000, intervals: [1000] })
      .toBe(200);

    // The post's URL changes in Payload's own panel (its slug field).
    await page.goto('/cms/login', { waitUntil: 'commit', timeout: 200_000 });
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 120_000 });
    await page.goto(`/cms/collections/posts/${post.id}`);
    const slugField = page.locator('#field-slug');
    await expect(slugField).toHaveValue(post.slug, { timeout: 60_000 });
    const newSlug = `moved-${word}`;
    await slugField.fill(newSlug);
    await page.locator('#action-save').click();
    await expect(page.locator('.payload-toast-container')).toContainText(/success|başarı/i, { timeout: 30_000 });

    await waitForRedirect(page, `/blog/${post.slug}/`, `/blog/${newSlug}/`);
    const landed = await page.goto(`/blog/${post.slug}/`);
    expect(landed?.request().redirectedFrom()?.url()).toContain(`/blog/${post.slug}/`);
    await expect(page).toHaveURL(new RegExp(`/blog/${newSlug}/$`));
    expect(landed?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `Wandering ${word}` })).toBeVisible();

    // The category is renamed in the Turkish admin: its slug follows the name.
    await putSession(page, session);
    await page.goto(`/admin/category/edit/${category.data.id}`);
    const name = page.getByLabel('Kategori Adı *');
    await expect(name).toHaveValue(`Yer ${word}`);
    await name.fill(`Mekan ${word}`);
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Kategori başarıyla güncellendi!')).toBeVisible();
    const oldCategory = `/category/${category.data.slug}/`;
    const newCategory = `/category/mekan-${word}/`;
    await waitForRedirect(page, oldCategory, newCategory);
    await page.goto(oldCategory);
    await expect(page).toHaveURL(new RegExp(`${newCategory}$`));

    // The file a CDN reads lists both.
    if (process.env.E2E_DATA_DIR) {
      const file = redirectsFile();
      expect(file).toContain(`/blog/${post.slug}/ /blog/${newSlug}/ 301`);
      expect(file).toContain(`${oldCategory} ${newCategory} 301`);
    }
    await page.request.delete(`/api/v1/blogs/admin/blogs/${post.id}`, { headers });
  });
});
