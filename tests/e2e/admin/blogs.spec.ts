import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, loginViaApi, uniqueName, watchConsole } from './helpers';

/** Tokens of the posts this spec made, removed after each test. */
const created: string[] = [];

interface ApiPost {
  id: number;
  title: string;
  slug: string;
  status: string;
}

/** Posts made through the API for one test, all carrying `token` in their title so a search finds them. */
async function makePosts(request: APIRequestContext, token: string, statuses: string[]): Promise<ApiPost[]> {
  created.push(token);
  const session = await apiLogin(request);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const categories = await request.get('/api/v1/blogs/categories');
  const { data } = (await categories.json()) as { data: Array<{ id: number }> };
  const categoryId = data[0]?.id;
  expect(categoryId, 'a seeded category').toBeTruthy();
  const posts: ApiPost[] = [];
  for (const [index, status] of statuses.entries()) {
    const response = await request.post('/api/v1/blogs/admin/blogs', {
      headers,
      data: { title: `${token} ${index + 1}`, content: `Gövde ${index + 1}`, categoryId, status, tags: ['e2e'] },
    });
    expect(response.status(), await response.text()).toBe(201);
    posts.push(((await response.json()) as { data: ApiPost }).data);
  }
  return posts;
}

/** Opens the list and narrows it to `token` through the search box. */
async function openFiltered(page: Page, token: string) {
  await loginViaApi(page);
  await page.goto('/admin/blogs');
  await expect(page.getByRole('heading', { name: 'Blog Yazıları', level: 1 })).toBeVisible();
  const searched = page.waitForRequest(
    (r) => r.url().includes('/api/v1/blogs/admin/blogs?') && new URL(r.url()).searchParams.get('search') === token,
  );
  await page.getByLabel('Blog ara').fill(token);
  await searched;
}

/** Deletes every post whose title holds one of the tokens (this spec's own posts and their copies). */
async function removePosts(request: APIRequestContext, tokens: string[]) {
  if (tokens.length === 0) return;
  const session = await apiLogin(request);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  for (const token of tokens.splice(0)) {
    const response = await request.get(`/api/v1/blogs/admin/blogs?search=${encodeURIComponent(token)}&limit=100`, { headers });
    const { data } = (await response.json()) as { data: ApiPost[] };
    for (const post of data.filter((p) => p.title.includes(token)))
      await request.delete(`/api/v1/blogs/admin/blogs/${post.id}`, { headers });
  }
}

const row = (page: Page, title: string) =>
  page.locator('tbody tr').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const dialog = (page: Page) => page.getByRole('alertdialog');

test.describe('admin blog list', () => {
  test.afterEach(async ({ request }) => removePosts(request, created));

  test('search (500 ms debounce with a spinner) and the status tabs, both back to page 1', async ({ page }) => {
    const token = uniqueName('liste');
    await makePosts(page.request, token, ['PUBLISHED', 'DRAFT', 'ARCHIVED']);
    await loginViaApi(page);
    await page.goto('/admin/blogs');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const searchRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/blogs/admin/blogs?')) searchRequests.push(new URL(r.url()).searchParams.get('search') ?? '');
    });
    await page.getByLabel('Blog ara').pressSequentially(token, { delay: 20 });
    await expect(page.getByRole('status').filter({ hasText: 'Aranıyor...' })).toBeAttached();
    await expect(page.locator('tbody tr')).toHaveCount(3);
    // One request for the whole typed text, none for the partial ones.
    expect(searchRequests.filter((s) => s !== '' && s !== token)).toEqual([]);
    await expect(page.getByText('Aranıyor...')).toHaveCount(0);

    const tabs = page.getByRole('tablist', { name: 'Durum filtresi' });
    await expect(tabs.getByRole('tab')).toHaveText(['Tümü', 'Yayında', 'Taslak', 'Arşiv', 'Pasif']);
    const drafts = page.waitForRequest((r) => new URL(r.url()).searchParams.get('status') === 'DRAFT');
    await tabs.getByRole('tab', { name: 'Taslak' }).click();
    const url = new URL((await drafts).url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      page: '1',
      limit: '20',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      search: token,
    });
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText(`${token} 2`);
    await tabs.getByRole('tab', { name: 'Arşiv' }).click();
    await expect(page.locator('tbody tr').first()).toContainText(`${token} 3`);
    await expect(page.locator('tbody tr').first().locator('.adm-badge')).toHaveText('Arşivlendi');
    await tabs.getByRole('tab', { name: 'Pasif' }).click();
    await expect(page.getByText('Blog bulunamadı', { exact: true })).toBeVisible();
    await expect(page.getByText('Aramanızla eşleşen blog bulunamadı.')).toBeVisible();
    const all = page.waitForRequest(
      (r) => r.url().includes('/api/v1/blogs/admin/blogs?') && !new URL(r.url()).searchParams.has('status'),
    );
    await tabs.getByRole('tab', { name: 'Tümü' }).click();
    await all;
    await expect(page.locator('tbody tr')).toHaveCount(3);
  });

  test('archive from the list after confirmation, then publish it again', async ({ page }) => {
    const token = uniqueName('arsiv');
    const [post] = await makePosts(page.request, token, ['PUBLISHED']);
    await openFiltered(page, token);
    const line = row(page, post!.title);
    await expect(line.locator('.adm-badge')).toHaveText('Yayında');
    await expect(line.getByRole('link', { name: /sitede görüntüle/ })).toHaveAttribute('href', `/blog/${post!.slug}`);
    await line.getByRole('button', { name: `"${post!.title}" yazısını arşivle` }).click();
    await expect(dialog(page)).toContainText('arşivlemek istediğinizden emin misiniz?');
    await dialog(page).getByRole('button', { name: 'Arşivle' }).click();
    await expect(page.getByText('Blog yazısı başarıyla arşivlendi!')).toBeVisible();
    await expect(line.locator('.adm-badge')).toHaveText('Arşivlendi');
    await expect(line.getByRole('link', { name: /sitede görüntüle/ })).toHaveCount(0);
    await line.getByRole('button', { name: `"${post!.title}" yazısını yayınla` }).click();
    await dialog(page).getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Blog yazısı başarıyla yayınlandı!')).toBeVisible();
    await expect(line.locator('.adm-badge')).toHaveText('Yayında');
  });

  test("duplicate: '(Copy)' appears as Taslak, without a status toggle", async ({ page }) => {
    const token = uniqueName('kopya');
    const [post] = await makePosts(page.request, token, ['DRAFT']);
    await openFiltered(page, token);
    await row(page, post!.title)
      .getByRole('button', { name: `"${post!.title}" yazısını kopyala` })
      .click();
    await expect(page.getByText('Blog yazısı başarıyla kopyalandı!')).toBeVisible();
    const copy = row(page, `${post!.title} (Copy)`);
    await expect(copy.locator('.adm-badge')).toHaveText('Taslak');
    await expect(copy.getByRole('button', { name: /yazısını (arşivle|yayınla)$/ })).toHaveCount(0);
  });

  test('bulk: select two posts and archive them', async ({ page }) => {
    const token = uniqueName('toplu');
    const posts = await makePosts(page.request, token, ['PUBLISHED', 'DRAFT', 'DRAFT']);
    await openFiltered(page, token);
    await expect(page.locator('tbody tr')).toHaveCount(3);
    await page.getByRole('checkbox', { name: `"${posts[0]!.title}" yazısını seç` }).check();
    await page.getByRole('checkbox', { name: `"${posts[1]!.title}" yazısını seç` }).check();
    const bar = page.getByRole('region', { name: 'Toplu işlemler' });
    await expect(bar).toContainText('2 yazı seçildi');
    await bar.getByRole('button', { name: 'Arşivle' }).click();
    await expect(dialog(page)).toContainText('Seçili 2 blog yazısını arşivlemek');
    await dialog(page).getByRole('button', { name: 'Arşivle' }).click();
    await expect(page.getByText('2 yazı için işlem tamamlandı')).toBeVisible();
    await expect(row(page, posts[0]!.title).locator('.adm-badge')).toHaveText('Arşivlendi');
    await expect(row(page, posts[1]!.title).locator('.adm-badge')).toHaveText('Arşivlendi');
    await expect(row(page, posts[2]!.title).locator('.adm-badge')).toHaveText('Taslak');
    await expect(bar).toHaveCount(0);
    // Select all on the page.
    await page.getByRole('checkbox', { name: 'Bu sayfadaki tüm yazıları seç' }).check();
    await expect(page.getByRole('region', { name: 'Toplu işlemler' })).toContainText('3 yazı seçildi');
  });

  test('delete asks for a danger confirmation; İptal keeps the post', async ({ page }) => {
    const token = uniqueName('sil');
    const [post] = await makePosts(page.request, token, ['DRAFT']);
    await openFiltered(page, token);
    const line = row(page, post!.title);
    await line.getByRole('button', { name: `"${post!.title}" yazısını sil` }).click();
    await expect(dialog(page)).toContainText('silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.');
    await dialog(page).getByRole('button', { name: 'İptal' }).click();
    await expect(line).toBeVisible();
    await line.getByRole('button', { name: `"${post!.title}" yazısını sil` }).click();
    await dialog(page).getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Blog yazısı başarıyla silindi!')).toBeVisible();
    await expect(
      page.getByText('Henüz blog yazısı oluşturulmamış.').or(page.getByText('Aramanızla eşleşen blog bulunamadı.')),
    ).toBeVisible();
  });

  test('the page has no serious accessibility violations and looks right at 1280 and 375', async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    });
    await loginViaApi(page);
    await page.goto('/admin/blogs');
    await expect(page.getByRole('checkbox', { name: /yazısını seç$/ }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Blog Yazıları' })).toContainText(/\d+ - \d+/);
    await page.getByRole('checkbox').nth(1).check();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('blogs-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /yazısını seç$/ }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('blogs-375.png'), fullPage: true });
    const mobile = await new AxeBuilder({ page }).analyze();
    expect(
      mobile.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(problems.filter((p) => !/favicon|404 \(Not Found\)/.test(p))).toEqual([]);
  });

  test('the confirm dialog is modal: focus stays inside, the page behind is inert, Escape cancels and focus returns', async ({
    page,
  }) => {
    const token = uniqueName('modal');
    const [post] = await makePosts(page.request, token, ['PUBLISHED']);
    await openFiltered(page, token);
    const remove = row(page, post!.title).getByRole('button', { name: `"${post!.title}" yazısını sil` });
    await remove.click();
    await expect(dialog(page)).toBeVisible();
    expect(await dialog(page).evaluate((element) => element.tagName === 'DIALOG' && element.matches(':modal'))).toBe(true);
    await expect(dialog(page).getByRole('button', { name: 'İptal' })).toBeFocused();
    // Tab and Shift+Tab never reach the page behind.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(
        await page.evaluate(
          () => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('dialog'),
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(remove).toBeFocused();
    // A click on a link behind the open dialog lands on the backdrop: the link is not followed,
    // the dialog answers İptal, nothing is deleted.
    await remove.click();
    await expect(dialog(page)).toBeVisible();
    const link = page.locator('#adm-main').getByRole('link', { name: 'Yeni Blog' });
    const box = await link.boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/blogs\?/);
    await expect(row(page, post!.title)).toHaveCount(1);
  });
});
