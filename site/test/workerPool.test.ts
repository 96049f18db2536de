import { describe, expect, it } from 'vitest';
import type { Post } from '@blog/shared';
import { processPosts } from '../src/lib/loaders/workerPool';

/**
 * Issue #12: a stored post micromark needs tens of seconds for (one quote line, then 20,000 lazy
 * continuation lines) must not hang the site build. Past its budget it is shown as escaped plain
 * text, with a warning, and the other posts are processed as usual.
 */
const post = (slug: string, content: string) =>
  ({ id: slug.length, slug, title: slug, excerpt: null, content, readingTime: null, tags: [], category: null }) as unknown as Post;

const SLOW = post('slow-one', '> <b>x</b>\n' + 'y\n'.repeat(20_000));
const FINE = post('fine-one', '## Hello\n\nSome **markdown**.\n\n```js\nconst a = 1;\n```\n');

describe('site build worker pool', () => {
  it('renders a post past its budget as plain text and goes on with the others', async () => {
    const warnings: string[] = [];
    const [slow, fine, again] = await processPosts([SLOW, FINE, post('fine-two', 'Just *one* line.')], (m) => warnings.push(m), {
      budgetMs: (p) => (p === SLOW ? 300 : 60_000),
    });
    expect(warnings).toEqual([expect.stringContaining('"slow-one"')]);
    expect(slow!.body.blocks).toHaveLength(1);
    expect(slow!.body.blocks[0]).toMatchObject({ type: 'paragraph', html: expect.stringMatching(/^&gt; &lt;b&gt;x&lt;\/b&gt;\ny\ny/) });
    expect(slow!.entry.summary.startsWith('> <b>x</b> y y')).toBe(true);
    expect(fine!.body.blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'code']);
    expect(fine!.body.highlighted[2]).toContain('<pre');
    expect(again!.body.blocks).toEqual([{ type: 'paragraph', html: 'Just <em>one</em> line.' }]);
  }, 60_000);
});
