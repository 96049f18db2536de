import { describe, expect, it } from 'vitest';
import { processBodies } from '../engine/sync/workerPool';

/**
 * Issue #12: a stored post micromark needs tens of seconds for (one quote line, then 20,000 lazy
 * continuation lines) must not hang the site build. Past its budget it is shown as escaped plain
 * text, with a warning, and the other posts are processed as usual.
 */
const SLOW = '> <b>x</b>\n' + 'y\n'.repeat(20_000);
const FINE = '## Hello\n\nSome **markdown**.\n\n```js\nconst a = 1;\n```\n';

describe('site engine worker pool', () => {
  it('renders a body past its budget as plain text and goes on with the others', async () => {
    const warnings: string[] = [];
    const [slow, fine, again] = await processBodies([SLOW, FINE, 'Just *one* line.'], (m) => warnings.push(m), {
      budgetMs: (markdown) => (markdown === SLOW ? 300 : 60_000),
    });
    expect(warnings).toEqual([expect.stringContaining('took more than 300 ms')]);
    expect(slow!.blocks).toHaveLength(1);
    expect(slow!.blocks[0]).toMatchObject({
      type: 'paragraph',
      html: expect.stringMatching(/^&gt; &lt;b&gt;x&lt;\/b&gt;\ny\ny/),
    });
    expect(slow!.text.startsWith('> <b>x</b>')).toBe(true);
    expect(fine!.blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'code']);
    expect(fine!.highlighted[2]).toContain('<pre');
    expect(again!.blocks).toEqual([{ type: 'paragraph', html: 'Just <em>one</em> line.' }]);
  }, 60_000);
});
