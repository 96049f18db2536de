/**
 * The markdown time budget (services/markdown/analyzeMarkdown.ts) is work, not wall time: on a
 * machine with more runnable processes than cores it grows by that ratio (at most 8 times), so
 * an ordinary post is not refused as "too complex" because the server is busy.
 */
import { describe, expect, it } from 'vitest';
import { markdownBudgetMs } from '../../src/services/markdown/analyzeMarkdown';

const body = 'word '.repeat(20_000); // 100 KB of prose

describe('the markdown budget', () => {
  it('is 2 s plus 20 ms per KB with a core to spare', () => {
    expect(markdownBudgetMs(body, 0.5, 2)).toBe(4000);
    expect(markdownBudgetMs(body, 2, 2)).toBe(4000);
  });

  it('grows with the load per core on a busy machine, at most 8 times', () => {
    expect(markdownBudgetMs(body, 6, 2)).toBe(12_000);
    expect(markdownBudgetMs(body, 15, 2)).toBe(30_000);
    expect(markdownBudgetMs(body, 40, 2)).toBe(32_000);
  });
});
