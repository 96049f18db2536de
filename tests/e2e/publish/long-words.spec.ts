import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, uniqueName } from '../admin/helpers';

/**
 * Issue #35: a long unbroken word (an 85-letter place name, a long identifier, a long link
 * text) in any place a reader sees text wraps or scrolls inside its own box: the page itself
 * never scrolls sideways, on a small phone, a phone or a laptop. An image link without alt text
 * has a name (axe link-name).
 */

const PLACE = 'LlanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogochAndSomeMoreLettersToReach85xx';
const WIDTHS = [320, 390, 1366];

async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // What sticks out, for the failure message.
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth, culprits };
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('long unbroken words stay inside their boxes at 320, 390 and 1366 px; axe is clean in both themes', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const session = await apiLogin(page.request);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const word = uniqueName('w').replace(/[^a-z0-9]/gi, '');
  const longCategory = `Kategori${word}`.padEnd(50, 'x').slice(0, 50);
  const longTag = `Etiket${word}`.padEnd(50, 'y').slice(0, 50);

  const category = await page.request.post('/api/v1/blogs/admin/categories', { headers, data: { name: longCategory } });
  expect(category.status(), await category.text()).toBe(201);
  const categoryRow = ((await category.json()) as { data: { id: number; slug: string } }).data;
  const media = (
    (await (await page.request.get('/api/v1/blogs?limit=100')).json()) as { data: { featuredImage: string | null }[] }
  ).data
    .map((post) => post.featuredImage)
    .find((src) => src?.startsWith('/media/'));

  const content = [
    `Intro ${PLACE} and ${word}${PLACE}.`,
    '',
    `## ${PLACE}${PLACE}`,
    '',
    `### Another heading ${PLACE}`,
    '',
    `| Column ${PLACE} | Second |`,
    '| --- | --- |',
    `| ${PLACE}${PLACE} | \`${PLACE}\` |`,
    '',
    `A [${PLACE}${PLACE}](https://example.com/${PLACE}/${PLACE}) link, \`inline.code.${PLACE}.${PLACE}\` and https://example.com/${PLACE}${PLACE}.`,
    '',
    '```ts',
    `const ${PLACE} = '${PLACE}${PLACE}';`,
    '```',
    '',
    `> A quote: ${PLACE}${PLACE}`,
    '',
    `- A list item ${PLACE}${PLACE}`,
    '',
    ...(media ? [`[![](${media})](https://example.com/gallery)`] : []),
  ].join('\n');
  const created = await page.request.post('/api/v1/blogs/admin/blogs', {
    headers,
    data: {
      title: `${PLACE} ${word}`,
      excerpt: `${PLACE}${PLACE} excerpt`,
      content,
      categoryId: categoryRow.id,
      tags: [longTag],
      status: 'PUBLISHED',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = ((await created.json()) as { data: { id: number; slug: string; tags: { slug: string }[] } }).data;

  const article = `/blog/${post.slug}/`;
  await expect.poll(async () => (await page.request.get(article)).status(), { timeout: 240_000, intervals: [1000] }).toBe(200);
  // The home page and the archives are rebuilt with it.
  await expect
    .poll(async () => (await (await page.request.get('/')).text()).includes(post.slug), { timeout: 120_000, intervals: [1000] })
    .toBe(true);

  const pages = {
    article,
    home: '/',
    category: `/category/${categoryRow.slug}/`,
    tag: `/tag/${post.tags[0]!.slug}/`,
  };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await expect(page.getByText(word).first()).toBeAttached();
      const measured = await overflow(page);
      expect(measured.scrollWidth, `${name} at ${width} px: ${measured.culprits.join(', ')}`).toBeLessThanOrEqual(
        measured.innerWidth,
      );
      if (name === 'article' || name === 'home') {
        await page.screenshot({ path: testInfo.outputPath(`long-words-${name}-${width}.png`), fullPage: true });
      }
    }
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 900 } });
    const themed = await context.newPage();
    await themed.goto(article);
    await expect(themed.locator('html')).toHaveAttribute('data-theme', colorScheme);
    expect(await seriousViolations(themed), colorScheme).toEqual([]);
    if (media) await expect(themed.locator('a[href="https://example.com/gallery"] img')).not.toHaveAttribute('alt', '');
    await context.close();
  }

  await page.request.delete(`/api/v1/blogs/admin/blogs/${post.id}`, { headers });
});
