import { describe, expect, it } from 'vitest';
import { BodyWorkerStandby, processBodies } from '../engine/sync/workerPool';

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

  // Under load a worker's start took longer than a budget, and so did each replacement's after a
  // timeout: the whole site went out as plain text (seen in the cluster test on a busy machine).
  it("does not count a worker's start in a body's budget, nor a replacement's after a timeout", async () => {
    const warnings: string[] = [];
    const plain = ['One *a*.', 'Two *b*.', 'Three *c*.', 'Four *d*.', 'Five *e*.'];
    const bodies = await processBodies([SLOW, ...plain], (m) => warnings.push(m), {
      // Far more than a short body takes, far less than loading a worker's bundle.
      budgetMs: (markdown) => (markdown === SLOW ? 300 : 250),
    });
    expect(warnings).toHaveLength(1);
    expect(bodies.slice(1).map((body) => body.blocks[0])).toEqual(
      plain.map((p) => ({ type: 'paragraph', html: p.replace(/\*(\w)\*/, '<em>$1</em>') })),
    );
  }, 60_000);

  // At 100,000 posts a publish's one body waited 0.4-1.1 s for a new worker and its highlighter.
  it("makes the next call's body in the kept worker, and keeps no worker a body overran", async () => {
    const standby = new BodyWorkerStandby();
    standby.warm();
    const warmed = await standby.take();
    expect(warmed).not.toBeNull();
    const busy = () => warmed!.performance.eventLoopUtilization().active;
    const before = busy();
    expect(standby.keep(warmed!)).toBe(true);
    const [body] = await processBodies([FINE.repeat(200)], () => {}, { standby });
    expect(body!.highlighted.filter(Boolean).length).toBe(200);
    // The same worker is kept again, and it did the work.
    const again = await standby.take();
    expect(again).toBe(warmed);
    expect(busy()).toBeGreaterThan(before + 100); // ms: 200 highlighted blocks
    standby.keep(again!);

    // A worker terminated for its budget is not kept: its replacement is.
    const warnings: string[] = [];
    await processBodies([SLOW, 'After *it*.'], (m) => warnings.push(m), {
      standby,
      budgetMs: (markdown) => (markdown === SLOW ? 300 : 60_000),
    });
    expect(warnings).toHaveLength(1);
    const replacement = await standby.take();
    expect(replacement).not.toBeNull();
    expect(replacement).not.toBe(warmed);
    expect(warmed!.threadId).toBe(-1); // an exited worker's id
    await replacement!.terminate();
  }, 60_000);
});
