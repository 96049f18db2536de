import { expect, test } from '@playwright/test';
import { apiLogin, loginViaApi, uniqueName } from '../admin/helpers';

/**
 * Beyond the spec: a cover's alternative text is a field of its own in the post form
 * ('Kapak görseli alternatif metni'); saved, it reaches the article's cover, the cards and the
 * social card's og:image:alt / twitter:image:alt.
 */
test('the cover alt text written in the admin reaches the article, its card and the social card', async ({ page }) => {
  test.setTimeout(300_000);
  const session = await apiLogin(page.request);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const seeded = (await (await page.request.get('/api/v1/blogs?limit=100')).json()) as {
    data: { featuredImage: string | null; category: { id: number; slug: string } | null }[];
  };
  const donor = seeded.data.find((p) => p.featuredImage?.startsWith('/media/') && p.category)!;
  const word = uniqueName('alt').replace(/-/g, '');
  const created = await page.request.post('/api/v1/blogs/admin/blogs', {
    headers,
    data: {
      title: `Cover alt ${word}`,
      content: 'A post whose cover says what it shows.',
      categoryId: donor.category!.id,
      featuredImage: donor.featuredImage,
      status: 'PUBLISHED',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = ((await created.json()) as { data: { id: number; slug: string; featuredImageAlt?: string | null } }).data;
  expect(post.featuredImageAlt ?? null).toBeNull();

  const alt = `A lighthouse at dusk ${word}`;
  await loginViaApi(page);
  await page.goto(`/admin/blog/edit/${post.id}`);
  const field = page.getByLabel('Kapak görseli alternatif metni');
  await expect(field).toHaveValue('');
  await field.fill(alt);
  await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs/);

  const saved = (await (await page.request.get(`/api/v1/blogs/${post.slug}`)).json()) as { data: { featuredImageAlt: string } };
  expect(saved.data.featuredImageAlt).toBe(alt);

  const article = `/blog/${post.slug}/`;
  await expect
    .poll(async () => (await (await page.request.get(article)).text()).includes(alt), { timeout: 180_000, intervals: [1000] })
    .toBe(true);
  await page.goto(article);
  await expect(page.locator('.article__hero img')).toHaveAttribute('alt', alt);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', alt);
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', alt);

  // The newest post of its category: the first card of the category's archive.
  await page.goto(`/category/${donor.category!.slug}/`);
  const card = page.locator('.card').filter({ has: page.getByRole('link', { name: `Cover alt ${word}` }) });
  await expect(card.locator('.card__image img')).toHaveAttribute('alt', alt);

  await page.request.delete(`/api/v1/blogs/admin/blogs/${post.id}`, { headers });
});
