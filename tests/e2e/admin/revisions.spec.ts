import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, loginViaApi, loginViaUi, uniqueName } from './helpers';

/**
 * Autosave and revisions (issue #26), end to end with the real site engine: typed text survives a
 * closed tab and a new sign-in, an older revision comes back, and the site never shows text that
 * was not saved.
 */

type SiteStatus = { queued: number; last: { id: number; finishedAt: string | null } | null };

async function admin(request: APIRequestContext) {
  const { accessToken } = await apiLogin(request);
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: async <T>(path: string) => ((await (await request.get(`/api/v1/${path}`, { headers })).json()) as { data: T }).data,
    post: async <T>(path: string, data: unknown) =>
      ((await (await request.post(`/api/v1/${path}`, { headers, data })).json()) as { data: T }).data,
    put: async <T>(path: string, data: unknown) =>
      ((await (await request.put(`/api/v1/${path}`, { headers, data })).json()) as { data: T }).data,
  };
}

/** Waits until no site update is queued or running; returns the last one. */
async function siteSettled(api: Awaited<ReturnType<typeof admin>>): Promise<SiteStatus['last']> {
  let status: SiteStatus | null = null;
  await expect
    .poll(
      async () => {
        status = await api.get<SiteStatus>('blogs/admin/site-status');
        return status.queued === 0 && Boolean(status.last?.finishedAt);
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(true);
  return (status as SiteStatus | null)?.last ?? null;
}

async function pageText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe('autosave and revisions', () => {
  test.setTimeout(300_000);

  test('typed text survives a closed tab and a new sign-in; the site never shows it', async ({ browser, page }) => {
    const api = await admin(page.request);
    // Only the unsaved text has this word: the title and the saved body do not.
    const word = uniqueName('kayip').replace(/-/g, '');
    const categories = await api.get<{ id: number }[]>('blogs/categories');
    const post = await api.post<{ id: number; slug: string }>('blogs/admin/blogs', {
      title: `Autosave ${uniqueName('test')}`,
      content: 'The saved body.',
      categoryId: categories[0]!.id,
      status: 'PUBLISHED',
    });
    await expect.poll(async () => (await page.request.get(`/blog/${post.slug}/`)).status(), { timeout: 180_000 }).toBe(200);
    const before = await siteSettled(api);

    await loginViaApi(page);
    await page.goto(`/admin/blog/edit/${post.id}`);
    const content = page.getByLabel('Blog İçeriği *');
    await expect(content).toHaveValue('The saved body.');
    await content.fill(`The saved body. Unsaved words ${word}.`);
    await expect(page.getByTestId('autosave-status')).toHaveText(/^Otomatik kaydedildi \d\d:\d\d$/, { timeout: 15_000 });
    await page.close();

    // A new browser context: nothing of the first tab's state, a sign-in through the form.
    const context = await browser.newContext();
    const again = await context.newPage();
    await loginViaUi(again);
    await again.goto(`/admin/blog/edit/${post.id}`);
    const offer = again.getByRole('alert').filter({ hasText: 'Kaydedilmemiş değişiklikler bulundu' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Geri yükle' }).click();
    await expect(again.getByLabel('Blog İçeriği *')).toHaveValue(`The saved body. Unsaved words ${word}.`);

    // Nothing public moved: no site update, the article and the API still say what was saved.
    const after = await siteSettled(api);
    expect(after?.id).toBe(before?.id);
    expect(await pageText(again, `/blog/${post.slug}/`)).not.toContain(word);
    expect(await pageText(again, `/api/v1/blogs/${post.slug}`)).not.toContain(word);

    // 'Değişiklikleri Kaydet' publishes it.
    await again.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(again).toHaveURL(/\/admin\/blogs/);
    await expect.poll(async () => (await again.request.get(`/blog/${post.slug}/`)).text(), { timeout: 180_000 }).toContain(word);
    await context.close();
  });

  test("restores an older revision from 'Sürüm geçmişi' after a confirmation; live only once saved", async ({ page }) => {
    const api = await admin(page.request);
    const word = uniqueName('eski').replace(/-/g, '');
    const categories = await api.get<{ id: number }[]>('blogs/categories');
    const post = await api.post<{ id: number; slug: string }>('blogs/admin/blogs', {
      title: `First ${word}`,
      content: `Original body ${word} alpha.`,
      categoryId: categories[0]!.id,
      status: 'PUBLISHED',
    });
    await api.put(`blogs/admin/blogs/${post.id}`, { title: `Second ${word}`, content: 'Rewritten body beta.' });
    await expect
      .poll(async () => (await page.request.get(`/blog/${post.slug}/`)).text(), { timeout: 180_000 })
      .toContain('Rewritten');
    const before = await siteSettled(api);

    await loginViaApi(page);
    await page.goto(`/admin/blog/edit/${post.id}`);
    await expect(page.getByLabel('Blog Başlığı *')).toHaveValue(`Second ${word}`);
    await page.getByRole('button', { name: 'Sürüm geçmişi' }).click();
    const older = page
      .getByTestId('revision')
      .filter({ hasText: `First ${word}` })
      .first();
    await expect(older).toBeVisible();
    await page.getByTestId('revision').first().locator('summary').click();
    await expect(page.getByTestId('revision').first().locator('del').first()).toBeVisible();
    await older.getByRole('button', { name: 'Bu sürümü geri yükle' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Sürüm geri yüklensin mi?');
    await dialog.getByRole('button', { name: 'Geri Yükle' }).click();
    await expect(page.getByLabel('Blog Başlığı *')).toHaveValue(`First ${word}`);
    await expect(page.getByLabel('Blog İçeriği *')).toHaveValue(`Original body ${word} alpha.`);

    // Restored as a draft: the site and the API still show the saved second version.
    expect((await siteSettled(api))?.id).toBe(before?.id);
    expect(await pageText(page, `/blog/${post.slug}/`)).toContain('Rewritten');
    expect(await pageText(page, `/api/v1/blogs/${post.slug}`)).not.toContain('alpha');

    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page).toHaveURL(/\/admin\/blogs/);
    await expect
      .poll(async () => (await page.request.get(`/blog/${post.slug}/`)).text(), { timeout: 180_000 })
      .toContain('alpha');
  });
});
