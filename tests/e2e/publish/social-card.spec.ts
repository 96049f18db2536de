import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, uniqueName } from '../admin/helpers';

/**
 * Social cards: a post published without a cover gets a generated 1200×630 PNG at
 * /og/{slug}.png, which its article's og:image / twitter:image point at (with the size); a title
 * edit makes a new card. A post with a cover points at its cover's 1200×630 rendition instead.
 */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function meta(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  const found: Record<string, string> = {};
  for (const [, name, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) found[name!] = content!;
  return found;
}

test.describe('social cards', () => {
  test.setTimeout(300_000);

  test('a post without a cover gets a 1200×630 PNG card that its meta tags use; a new title makes a new card', async ({
    request,
  }, testInfo) => {
    const session = await apiLogin(request);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const categories = (await (await request.get('/api/v1/blogs/categories')).json()) as { data: { id: number; name: string }[] };
    const category = categories.data[0]!;
    const title = `Social card ${uniqueName('check')}`;
    const created = await request.post('/api/v1/blogs/admin/blogs', {
      headers,
      data: { title, content: 'A post without a cover.', categoryId: category.id, status: 'PUBLISHED' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const post = ((await created.json()) as { data: { id: number; slug: string } }).data;
    const card = `/og/${post.slug}.png`;

    await expect.poll(async () => (await request.get(card)).status(), { timeout: 180_000, intervals: [1000] }).toBe(200);
    const response = await request.get(card);
    expect(response.headers()['content-type']).toContain('image/png');
    const png = await response.body();
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    await testInfo.attach('social-card.png', { body: png, contentType: 'image/png' });

    const tags = await meta(request, `/blog/${post.slug}/`);
    expect(new URL(tags['og:image']!).pathname).toBe(card);
    expect(new URL(tags['twitter:image']!).pathname).toBe(card);
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['twitter:card']).toBe('summary_large_image');

    // A title edit regenerates the card (other bytes), at the same address.
    const edited = await request.put(`/api/v1/blogs/admin/blogs/${post.id}`, { headers, data: { title: `${title} (edited)` } });
    expect(edited.status(), await edited.text()).toBe(200);
    await expect
      .poll(async () => (await (await request.get(card)).body()).equals(png), { timeout: 180_000, intervals: [1000] })
      .toBe(false);
    expect(pngSize(await (await request.get(card)).body())).toEqual({ width: 1200, height: 630 });

    await request.delete(`/api/v1/blogs/admin/blogs/${post.id}`, { headers });
  });

  test("a post with a cover points at the cover's 1200×630 rendition and has no generated card", async ({ request }) => {
    const posts = (await (await request.get('/api/v1/blogs?limit=100')).json()) as {
      data: { slug: string; featuredImage: string | null }[];
    };
    const post = posts.data.find((p) => p.featuredImage?.startsWith('/media/'));
    expect(post, 'a seeded post with an uploaded cover').toBeTruthy();
    const tags = await meta(request, `/blog/${post!.slug}/`);
    const image = new URL(tags['og:image']!).pathname;
    expect(image).toBe(post!.featuredImage!.replace(/\.[a-z]+$/i, '-1200x630.jpg'));
    expect((await request.get(image)).status()).toBe(200);
    expect(tags['og:image:width']).toBe('1200');
    expect((await request.get(`/og/${post!.slug}.png`)).status()).toBe(404);
  });
});
