import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, loginViaApi, uniqueName, watchConsole } from './helpers';

/** A 48×32 PNG, small enough to upload fast. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASklEQVRYhe2WAQkAQAwCF8cQ9k9xYT7GnnGwACJ6bki/ullXgIKqQzFD2LKu4wfBWB2KGcKWdR1C+KBVh2KGsGWVQxWMcTo4PK4PzhGAaprtJuYAAAAASUVORK5CYII=',
  'base64',
);

interface ApiPost {
  id: number;
  title: string;
  slug: string;
  status: string;
  publishedAt: string | null;
  tags: Array<{ name: string }>;
  excerpt: string | null;
  featuredImage: string | null;
  category: { id: number; name: string } | null;
}

async function findPost(page: Page, title: string): Promise<ApiPost | undefined> {
  const session = await apiLogin(page.request);
  const response = await page.request.get(`/api/v1/blogs/admin/blogs?search=${encodeURIComponent(title)}&limit=5`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
  const { data } = (await response.json()) as { data: ApiPost[] };
  return data.find((post) => post.title === title);
}

const createdTitles: string[] = [];

/** Deletes the posts this spec made (titles hold the tokens). */
async function removePosts(page: Page) {
  if (createdTitles.length === 0) return;
  const session = await apiLogin(page.request);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  for (const token of createdTitles.splice(0)) {
    const response = await page.request.get(`/api/v1/blogs/admin/blogs?search=${encodeURIComponent(token)}&limit=100`, {
      headers,
    });
    const { data } = (await response.json()) as { data: ApiPost[] };
    for (const post of data.filter((p) => p.title.includes(token)))
      await page.request.delete(`/api/v1/blogs/admin/blogs/${post.id}`, { headers });
  }
}

async function chooseCategory(page: Page): Promise<string> {
  const select = page.getByLabel('Kategori Seçin *');
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
  return value!;
}

test.describe('admin post form', () => {
  test.afterEach(async ({ page }) => removePosts(page));

  test('create a post with tags and publish it, then edit it', async ({ page }) => {
    const title = uniqueName('E2E Yazı');
    createdTitles.push(title);
    await loginViaApi(page);
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Yeni Blog Yazısı' })).toBeVisible();
    await expect(page.getByLabel('Durum')).toHaveValue('PUBLISHED');
    await expect(page.getByLabel('Durum').locator('option')).toHaveText(['Taslak', 'Yayında', 'Pasif']);
    await page.getByLabel('Blog Başlığı *').fill(title);
    await page.getByLabel('Blog İçeriği *').fill('## Giriş\n\nBu bir **deneme** yazısıdır.\n\n- bir\n- iki');
    await page.getByLabel('Özet').fill('Kısa özet');
    await chooseCategory(page);
    await page.getByLabel('Etiketler', { exact: true }).fill(' e2e-bir, , e2e-iki ');
    await expect(page.getByRole('list', { name: 'Eklenecek etiketler' }).getByRole('listitem')).toHaveText([
      'e2e-bir',
      'e2e-iki',
    ]);
    await page.getByRole('button', { name: 'Önizleme' }).click();
    await expect(page.getByRole('heading', { name: 'Giriş', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Yaz' }).click();
    await page.getByRole('button', { name: 'Blog Yayınla' }).click();
    await expect(page.getByText('Blog yazısı başarıyla oluşturuldu!')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/admin/blogs');

    const created = await findPost(page, title);
    expect(created).toMatchObject({ status: 'PUBLISHED', excerpt: 'Kısa özet' });
    expect(created!.tags.map((tag) => tag.name).sort()).toEqual(['e2e-bir', 'e2e-iki']);
    expect(created!.publishedAt).toBeTruthy();

    // Edit it: the same form with the loaded values.
    await page.goto(`/admin/blog/edit/${created!.id}`);
    await expect(page.getByLabel('Blog Başlığı *')).toHaveValue(title);
    await expect(page.getByLabel('Etiketler', { exact: true })).toHaveValue('e2e-bir, e2e-iki');
    await expect(page.getByLabel('Durum').locator('option')).toHaveText(['Taslak', 'Yayında', 'Arşivlendi']);
    await expect(page.getByLabel('Yayın Tarihi')).not.toHaveValue('');
    const live = page.getByRole('link', { name: /Canlı sitede görüntüle/ });
    await expect(live).toHaveAttribute('href', `/blog/${created!.slug}`);
    await expect(live).toHaveAttribute('target', '_blank');
    await page.getByLabel('Blog Başlığı *').fill(`${title} düzenlendi`);
    await page.getByLabel('Etiketler', { exact: true }).fill('e2e-bir');
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(page.getByText('Blog yazısı başarıyla güncellendi!')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/admin/blogs');
    const edited = await findPost(page, `${title} düzenlendi`);
    expect(edited?.tags.map((tag) => tag.name)).toEqual(['e2e-bir']);
    expect(edited?.status).toBe('PUBLISHED');
  });

  test('required fields, the publish date only for PUBLISHED, and a draft from the new form', async ({ page }) => {
    await loginViaApi(page);
    await page.goto('/admin/blog/new');
    await page.getByRole('button', { name: 'Blog Yayınla' }).click();
    await expect(page.getByText('Blog başlığı gereklidir')).toBeVisible();
    await expect(page.getByText('Blog içeriği gereklidir')).toBeVisible();
    await expect(page.getByText('Kategori seçimi gereklidir')).toBeVisible();
    await expect(page.getByLabel('Blog Başlığı *')).toBeFocused();

    await expect(page.getByLabel('Yayın Tarihi')).toBeVisible();
    await page.getByLabel('Durum').selectOption('INACTIVE');
    await expect(page.getByLabel('Yayın Tarihi')).toHaveCount(0);
    await page.getByLabel('Durum').selectOption('PUBLISHED');
    await page.getByLabel('Yayın Tarihi').fill('2030-01-02T03:04');

    const title = uniqueName('E2E Taslak');
    createdTitles.push(title);
    await page.getByLabel('Blog Başlığı *').fill(title);
    await page.getByLabel('Blog İçeriği *').fill('Taslak gövdesi');
    await chooseCategory(page);
    await page.getByRole('button', { name: 'Taslak Kaydet' }).click();
    await expect(page.getByText('Taslak kaydedildi!')).toBeVisible();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/blog/edit/'));
    await expect(page.getByLabel('Durum')).toHaveValue('DRAFT');
    await expect(page.getByLabel('Yayın Tarihi')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Canlı sitede görüntüle/ })).toHaveCount(0);
    const draft = await findPost(page, title);
    expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null });

    // Delete from the edit form, after a danger confirmation.
    await page.getByRole('button', { name: 'Sil', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Bu işlem geri alınamaz.');
    await dialog.getByRole('button', { name: 'Sil' }).click();
    await expect(page.getByText('Blog yazısı başarıyla silindi!')).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/admin/blogs');
    expect(await findPost(page, title)).toBeUndefined();
  });

  test('featured image upload with progress and preview; body images inserted as markdown', async ({ page }) => {
    await loginViaApi(page);
    await page.goto('/admin/blog/new');
    await page.getByTestId('featured-image-file').setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Dosya başarıyla yüklendi!')).toBeVisible();
    const url = await page.getByLabel('Görsel URL').inputValue();
    expect(url).toMatch(/\.(png|webp|jpe?g)$/);
    await expect(page.getByRole('img', { name: 'Öne çıkan görsel önizlemesi' })).toHaveAttribute('src', url);
    await expect
      .poll(() =>
        page.getByRole('img', { name: 'Öne çıkan görsel önizlemesi' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await page.getByLabel('Blog İçeriği *').fill('Önce\n\nSonra');
    await page.getByLabel('Blog İçeriği *').evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(5, 5));
    await page.locator('.blg-editor input[type=file]').setInputFiles([
      { name: 'bir.png', mimeType: 'image/png', buffer: PNG },
      { name: 'iki.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(page.getByText('2/2 images uploaded successfully')).toBeVisible();
    const body = await page.getByLabel('Blog İçeriği *').inputValue();
    expect(body).toMatch(/^Önce\n\n!\[bir\]\([^)]+\)\n\n!\[iki\]\([^)]+\)\n\nSonra$/);

    await page
      .getByTestId('featured-image-file')
      .setInputFiles({ name: 'belge.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.locator('.Toastify__toast').getByText('Desteklenmeyen dosya türü!')).toBeVisible();
  });

  test('the edit page of a missing post shows the error and goes to the list after 3 s', async ({ page }) => {
    await loginViaApi(page);
    const started = Date.now();
    await page.goto('/admin/blog/edit/987654321');
    await expect(page.getByText('Blog bulunamadı')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Geri Dön' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/admin/blogs', { timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });

  test('no serious accessibility violations; screenshots at 1280 and 375', async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    });
    await loginViaApi(page);
    const session = await apiLogin(page.request);
    const list = await page.request.get('/api/v1/blogs/admin/blogs?status=PUBLISHED&limit=1', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    const { data } = (await list.json()) as { data: ApiPost[] };
    const targets = ['/admin/blog/new', ...(data[0] ? [`/admin/blog/edit/${data[0].id}`] : [])];
    for (const path of targets) {
      const name = path === '/admin/blog/new' ? 'new' : 'edit';
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByLabel('Blog Başlığı *')).toBeVisible();
      await expect(page.getByLabel('Kategori Seçin *').locator('option').nth(1)).toBeAttached();
      if (name === 'new') await page.getByRole('button', { name: 'Blog Yayınla' }).click();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`form-${name}-1280.png`), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await expect(page.getByLabel('Blog Başlığı *')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`form-${name}-375.png`), fullPage: true });
    }
    expect(problems.filter((p) => !/favicon|404 \(Not Found\)/.test(p))).toEqual([]);
  });
});
