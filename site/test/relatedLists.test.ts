/**
 * The related-list splice of an update's second phase (engine/render/relatedLists.ts), over a
 * real SiteWriter and folder. The renderer here is a table of pages (the real Astro renderer and
 * a byte-for-byte comparison with a full build are in cms/test/pipeline/incrementalSite.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteWriter } from '../engine/output/writer';
import { renderRelatedLists, spliceRelated } from '../engine/render/relatedLists';
import type { Renderer } from '../engine/render/renderer';
import { RELATED_END, RELATED_START } from '../src/lib/relatedMarkers';
import { inlineScriptHashes } from '../src/lib/securityHeaders.mjs';

const page = (title: string, list: string) => `<h1>${title}</h1>${RELATED_START}${list}${RELATED_END}<footer></footer>`;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(pages: Record<string, string>): SiteWriter {
  dir = mkdtempSync(path.join(tmpdir(), 'related-'));
  mkdirSync(path.join(dir, 'tmp'));
  for (const [urlPath, html] of Object.entries(pages)) {
    mkdirSync(path.join(dir, 'site', urlPath), { recursive: true });
    writeFileSync(path.join(dir, 'site', urlPath, 'index.html'), html);
  }
  return new SiteWriter(path.join(dir, 'site'), path.join(dir, 'tmp'), { existing: true });
}

/** A renderer that answers from a table, counting its renders. */
function table(pages: Record<string, string>): Renderer & { renders: string[] } {
  const renders: string[] = [];
  return {
    renders,
    render: async (urlPath: string) => {
      renders.push(urlPath);
      return Buffer.from(pages[urlPath]!);
    },
  } as unknown as Renderer & { renders: string[] };
}

const read = (urlPath: string) => readFileSync(path.join(dir, 'site', urlPath, 'index.html'), 'utf8');

describe('related lists', () => {
  it('spliceRelated replaces what is between the markers, and refuses a page without them', () => {
    const splice = (html: string, list: string) => spliceRelated(Buffer.from(html), Buffer.from(list))?.toString() ?? null;
    expect(splice(page('A', '<ul>old</ul>'), `${RELATED_START}<ul>new</ul>${RELATED_END}`)).toBe(page('A', '<ul>new</ul>'));
    expect(splice('<h1>A</h1>', `${RELATED_START}x${RELATED_END}`)).toBeNull();
    expect(splice(`${RELATED_START}${RELATED_START}${RELATED_END}`, 'x')).toBeNull();
  });

  it('renders one page per group and splices its list into the others', async () => {
    const writer = site({ '/blog/a/': page('A', 'old'), '/blog/b/': page('B', 'old'), '/blog/c/': page('C', 'old') });
    const renderer = table({ '/blog/a/': page('A', 'new'), '/blog/b/': page('B', 'new'), '/blog/c/': page('C', 'new') });
    const result = await renderRelatedLists(renderer, writer, ['/blog/a/', '/blog/b/', '/blog/c/'], () => 'one list');
    expect(result).toEqual({ rendered: 1, spliced: 2 });
    expect(renderer.renders).toEqual(['/blog/a/']);
    for (const [urlPath, title] of [
      ['/blog/a/', 'A'],
      ['/blog/b/', 'B'],
      ['/blog/c/', 'C'],
    ] as const)
      expect(read(urlPath)).toBe(page(title, 'new'));
    expect(writer.changes.changed.sort()).toEqual(['blog/a/index.html', 'blog/b/index.html', 'blog/c/index.html']);
  });

  it('renders the whole group when the splice of its first page differs from a full render', async () => {
    // The first page changed outside its list too: splicing would have left a stale page.
    const writer = site({ '/blog/a/': page('A', 'old'), '/blog/b/': page('B', 'old') });
    const renderer = table({ '/blog/a/': page('A2', 'new'), '/blog/b/': page('B2', 'new') });
    const result = await renderRelatedLists(renderer, writer, ['/blog/a/', '/blog/b/'], () => 'one list');
    expect(result).toEqual({ rendered: 2, spliced: 0 });
    expect(read('/blog/b/')).toBe(page('B2', 'new'));
  });

  it("lists the hashes of a spliced page's inline scripts (the CSP must allow them)", async () => {
    const writer = site({ '/blog/a/': page('A', 'old'), '/blog/b/': page('B', 'old') });
    const list = '<script>track("related")</script>';
    const renderer = table({ '/blog/a/': page('A', list), '/blog/b/': page('B', list) });
    const result = await renderRelatedLists(renderer, writer, ['/blog/a/', '/blog/b/'], () => 'one list');
    expect(result).toEqual({ rendered: 1, spliced: 1 });
    expect(read('/blog/b/')).toBe(page('B', list));
    expect([...writer.scriptHashes]).toEqual(inlineScriptHashes(list));
    expect(writer.scriptHashes.size).toBe(1);
  });
});
