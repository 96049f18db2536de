// TEMPORARY (not committed): screenshots of an article and the admin preview of the same post.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { articlePath, richPost, siteData } from './helpers';
import { loginViaApi } from '../admin/helpers';

const FIXTURE = readFileSync(path.resolve('shared/test/fixtures/article.md'), 'utf8');

for (const width of [390, 1366]) {
  test(`article and admin preview at ${width}`, async ({ page, request }) => {
    const { posts } = await siteData(request);
    const post = richPost(posts);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(articlePath(post));
    const body = page.locator('.article__body');
    await body.locator('.code-block').first().scrollIntoViewIfNeeded();
    await expect(body.locator('[data-copy-code]').first()).toBeVisible();
    const out = (name: string) => path.join('/tmp/render/shots', `${name}-${width}.png`);
    await page.screenshot({ path: out('article'), fullPage: true });
    await body.locator('.code-block').first().screenshot({ path: out('article-code') });
    const siteStyle = await body.locator('p').first().evaluate((el) => { const s = getComputedStyle(el); return [s.fontSize, s.lineHeight, s.color, s.fontFamily].join(' | '); });
    const siteH = await body.locator('h2').first().evaluate((el) => { const s = getComputedStyle(el); return [s.fontSize, s.lineHeight, s.color, s.fontWeight, s.marginTop].join(' | '); });

    await loginViaApi(page);
    await page.goto(`/admin/blog/edit/${post.id}`);
    await page.getByRole('button', { name: 'Önizleme' }).click();
    const preview = page.locator('.blg-article-preview');
    await expect(preview).toBeVisible();
    await preview.screenshot({ path: out('preview') });
    await page.screenshot({ path: out('admin-page'), fullPage: true });
    const prevStyle = await preview.locator('p').first().evaluate((el) => { const s = getComputedStyle(el); return [s.fontSize, s.lineHeight, s.color, s.fontFamily].join(' | '); });
    const prevH = await preview.locator('h2').first().evaluate((el) => { const s = getComputedStyle(el); return [s.fontSize, s.lineHeight, s.color, s.fontWeight, s.marginTop].join(' | '); });
    console.log(`W${width} site p: ${siteStyle}\nW${width} prev p: ${prevStyle}\nW${width} site h2: ${siteH}\nW${width} prev h2: ${prevH}`);
    // The admin's own look is untouched outside the preview.
    console.log('admin body font', await page.evaluate(() => getComputedStyle(document.body).fontFamily), await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-text')));
    // The fixture (every block kind) in the preview.
    await page.getByRole('button', { name: 'Yaz' }).click();
    await page.getByLabel('Blog İçeriği *').fill(FIXTURE);
    await page.getByRole('button', { name: 'Önizleme' }).click();
    await preview.screenshot({ path: out('preview-fixture') });
  });
}
