import { expect, test, type Page } from '@playwright/test';
import { articlePath, richPost, siteData } from './helpers';

/** Parses XML with the browser's DOMParser; fails on a parse error. Returns the texts of `select`. */
async function xmlTexts(page: Page, xml: string, select: string): Promise<string[]> {
  const result = await page.evaluate(
    ([text, selector]) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.querySelector('parsererror')) return null;
      return Array.from(doc.querySelectorAll(selector), (node) => node.textContent ?? '');
    },
    [xml, select] as const,
  );
  expect(result, 'well-formed XML').not.toBeNull();
  return result!;
}

test.describe('feeds and metadata', () => {
  test('rss.xml is valid XML with an item per article, newest first', async ({ page, request }) => {
    const { posts } = await siteData(request);
    const response = await request.get('/rss.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();
    const titles = await xmlTexts(page, xml, 'rss > channel > item > title');
    expect(titles.length).toBeGreaterThanOrEqual(posts.length);
    expect(titles[0]).toBe(posts[0]!.title);
    const links = await xmlTexts(page, xml, 'rss > channel > item > link');
    expect(links.every((link) => /^https?:\/\/[^/]+\/blog\/[^/]+\/$/.test(link))).toBe(true);
    expect(await xmlTexts(page, xml, 'rss > channel > item > pubDate')).toHaveLength(titles.length);
  });

  test('sitemap-index.xml lists a sitemap with the pages and articles; robots.txt points to it', async ({ page, request }) => {
    const { posts } = await siteData(request);
    const index = await request.get('/sitemap-index.xml');
    expect(index.status()).toBe(200);
    const sitemaps = await xmlTexts(page, await index.text(), 'sitemap > loc');
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls = (
      await Promise.all(
        sitemaps.map(async (loc) => xmlTexts(page, await (await request.get(new URL(loc).pathname)).text(), 'url > loc')),
      )
    ).flat();
    const paths = urls.map((url) => new URL(url).pathname);
    expect(paths).toContain('/');
    for (const post of posts) expect(paths).toContain(articlePath(post));
    expect(
      paths.some((path) => /^\/blog\/\d+\/?$/.test(path)),
      'no id redirect pages',
    ).toBe(false);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
  });

  test('an article has its canonical URL, Open Graph tags and a BlogPosting JSON-LD', async ({ page, request }) => {
    const post = richPost((await siteData(request)).posts);
    await page.goto(articlePath(post));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(articlePath(post));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', post.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\/media\//);
    await expect(page).toHaveTitle(new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(jsonLd!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      url: canonical,
      datePublished: post.publishedAt,
      author: { '@type': 'Person' },
    });

    // The id URL's page names the slug URL as canonical too.
    const redirect = await (await request.get(`/blog/${post.id}/`)).text();
    expect(redirect).toContain(`<link rel="canonical" href="${canonical}"`);
  });
});
