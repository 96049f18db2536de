import { expect, test, type Page } from '@playwright/test';
import { busiest, cardTitles, hydrated, siteData, type ApiPost } from './helpers';

/** What the Pagefind index holds: prose, titles, tags and categories; not code, not card-only data. */

async function results(page: Page, q: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(q)}`);
  await hydrated(page, 'SearchPage');
  const status = page.locator('.search-page__status');
  await expect(status).toHaveText(/^Found \d+ article\(s\)$/);
  const total = Number(/\d+/.exec((await status.textContent()) ?? '')![0]);
  const more = page.getByRole('main').getByRole('button', { name: 'Load More' });
  while ((await cardTitles(page).count()) < total) {
    const shown = await cardTitles(page).count();
    await more.click();
    await expect(cardTitles(page)).not.toHaveCount(shown);
  }
  return cardTitles(page).allInnerTexts();
}

/** A post's markdown without its fenced code blocks. */
const prose = (post: ApiPost): string => post.content.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, ' ');
const hasCode = (post: ApiPost): boolean => /^```/m.test(post.content);

test.describe('the search index', () => {
  test("code blocks are not indexed: 'zzzzqqq' matched a stray 'z' in code; 'copy' matched every Copy button", async ({
    page,
    request,
  }) => {
    expect(await results(page, 'zzzzqqq')).toEqual([]);

    const { posts } = await siteData(request);
    const withCode = posts.filter(hasCode);
    expect(withCode.length).toBeGreaterThan(2);
    const found = await results(page, 'copy');
    expect(found.length).toBeLessThan(withCode.length);
    for (const title of found) {
      const post = posts.find((p) => p.title === title)!;
      const text = `${post.title} ${post.excerpt ?? ''} ${prose(post)} ${post.tags.map((t) => t.name).join(' ')}`;
      expect(text, `${title} says "copy" outside its code`).toMatch(/\bcop(y|i)/i);
    }
  });

  test('a tag finds every post that carries it', async ({ page, request }) => {
    const { posts, tags } = await siteData(request);
    const tag = busiest(tags.filter((t) => /^[a-z]+$/i.test(t.name)));
    const tagged = posts.filter((post) => post.tags.some((t) => t.slug === tag.slug)).map((post) => post.title);
    expect(tagged.length).toBeGreaterThan(2);
    const found = await results(page, tag.name.toLowerCase());
    expect(found).toEqual(expect.arrayContaining(tagged));
  });

  test("card-only metadata (image URL, date, counts) finds nothing: '640x360' is in every card image", async ({
    page,
    request,
  }) => {
    const { posts } = await siteData(request);
    expect(posts.some((post) => post.featuredImage)).toBe(true);
    expect(await results(page, '640x360')).toEqual([]);
  });
});
