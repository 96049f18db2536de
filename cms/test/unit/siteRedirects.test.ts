/** The platform server's reading of the live site's `_redirects` (scripts/lib/siteRedirects.mjs). */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRedirects, siteRedirects } from '../../../scripts/lib/siteRedirects.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'blog-redirects-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Replaces the file the way the site engine does: a new file renamed into place. */
function replace(text: string) {
  const scratch = path.join(dir, `.scratch-${Math.random()}`);
  writeFileSync(scratch, text);
  renameSync(scratch, path.join(dir, '_redirects'));
}

describe('_redirects on the platform server', () => {
  it('reads exact-path redirects and error rewrites; skips comments, splats and unknown codes', () => {
    const rules = parseRedirects(
      [
        '# comment',
        '/blog/a/ /blog/b/ 301',
        '/blog/a/ /blog/z/ 301',
        '/blog/gone/ /404.html 410',
        '/tag/x/ /tag/y/',
        '/blog/* /x/ 301',
        '/blog/c/ https://evil.example/ 200',
        'nonsense',
      ].join('\n'),
    );
    expect([...rules]).toEqual([
      ['/blog/a/', { to: '/blog/b/', status: 301 }],
      ['/blog/gone/', { to: '/404.html', status: 410 }],
      ['/tag/x/', { to: '/tag/y/', status: 301 }],
    ]);
  });

  it('matches with or without the trailing slash, and sees a replaced file within about a second', async () => {
    replace('/blog/a/ /blog/b/ 301\n');
    const table = siteRedirects(dir);
    expect(await table.match('/blog/a/')).toEqual({ to: '/blog/b/', status: 301 });
    expect(await table.match('/blog/a')).toEqual({ to: '/blog/b/', status: 301 });
    expect(await table.match('/blog/b/')).toBeNull();
    replace('/blog/a/ /blog/c/ 301\n');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await table.match('/blog/a/')).toEqual({ to: '/blog/c/', status: 301 });
    rmSync(path.join(dir, '_redirects'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await table.match('/blog/a/')).toBeNull();
  });
});
