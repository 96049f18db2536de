import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKDOWN_MAX_NESTING, TR } from '@blog/shared';
import { buildMarkdownWorker } from '../../scripts/build-markdown-worker.mjs';
import { createMarkdownPool, MarkdownTimeoutError, type MarkdownPool } from '../../src/services/markdown/markdownPool';

/**
 * The markdown worker pool on the real bundled worker: a body past its budget is refused and its
 * worker replaced; the pool goes on serving. The slow body is one micromark needs tens of seconds
 * for (one line of quote, then 40,000 lazy continuation lines), far past the small budget it gets.
 */
const SLOW = '> x\n' + 'y\n'.repeat(20_000);
const NORMAL = '# Title\n\n' + 'Some **bold** words and a [link](https://example.com). '.repeat(100);

let dir = '';
let pool: MarkdownPool;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'md-pool-'));
  const file = await buildMarkdownWorker(path.join(dir, 'markdown-worker.mjs'));
  // The budget is chosen per document: tiny for the slow one, generous for everything else.
  pool = createMarkdownPool({ file, size: 1, budgetMs: (markdown) => (markdown === SLOW ? 300 : 60_000) });
}, 60_000);
afterAll(async () => {
  await pool?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('markdown pool', () => {
  it('answers the reading time of a document', async () => {
    expect(await pool.analyze(NORMAL)).toEqual({ readingTime: 4 });
  });

  it("checks the shared bounds in the worker too (the server's event loop does not walk the lines)", async () => {
    expect(await pool.analyze('- '.repeat(30) + 'x')).toEqual({ problem: TR.post.contentTooDeep(MARKDOWN_MAX_NESTING) });
  });

  it('rejects a document past its budget and keeps serving the next ones', async () => {
    // Both at once on one worker: the second waits for the first, then gets a fresh worker.
    const slow = pool.analyze(SLOW);
    const next = pool.analyze(NORMAL);
    await expect(slow).rejects.toBeInstanceOf(MarkdownTimeoutError);
    await expect(next).resolves.toEqual({ readingTime: 4 });
    await expect(pool.analyze('Just a line.')).resolves.toEqual({ readingTime: 1 });
  });

  it('does not count a new worker’s start against the document’s budget', async () => {
    // Several server processes start their pools at once on a loaded machine: a worker's start
    // (loading its bundle) took longer than a short post's budget, which was then refused.
    const fresh = createMarkdownPool({ file: path.join(dir, 'markdown-worker.mjs'), size: 2, budgetMs: () => 100 });
    try {
      const answers = await Promise.all(['One line.', 'Another line.'].map((text) => fresh.analyze(text)));
      expect(answers).toEqual([{ readingTime: 1 }, { readingTime: 1 }]);
    } finally {
      await fresh.close();
    }
  });

  it('says how to fix a missing worker bundle', async () => {
    const missing = createMarkdownPool({ file: path.join(dir, 'nope.mjs'), size: 1, budgetMs: () => 1000 });
    await expect(missing.analyze('x')).rejects.toThrow(/run npm run build/);
    await missing.close();
  });
});
