import { describe, expect, it } from 'vitest';
import { diffCounts, splitWords, wordDiff } from '../src/wordDiff';

const join = (parts: { kind: string; text: string }[], keep: 'before' | 'after') =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === (keep === 'after' ? 'added' : 'removed'))
    .map((p) => p.text)
    .join('');

describe('wordDiff (the revision history, issue #26)', () => {
  it('marks the changed words only', () => {
    const parts = wordDiff('the quick brown fox', 'the slow brown fox jumps');
    expect(parts).toEqual([
      { kind: 'same', text: 'the ' },
      { kind: 'removed', text: 'quick ' },
      { kind: 'added', text: 'slow ' },
      { kind: 'same', text: 'brown fox ' },
      { kind: 'added', text: 'jumps' },
    ]);
    expect(diffCounts(parts)).toEqual({ added: 2, removed: 1 });
  });

  it('gives back both texts and no change for equal texts', () => {
    const before = 'Bir iki üç\n\ndört beş';
    const after = 'Bir iki\n\nüç dört altı beş';
    const parts = wordDiff(before, after);
    expect(join(parts, 'after')).toBe(after);
    expect(wordDiff('aynı metin', 'aynı metin')).toEqual([{ kind: 'same', text: 'aynı metin' }]);
    expect(diffCounts(wordDiff('aynı metin', 'aynı metin'))).toEqual({ added: 0, removed: 0 });
  });

  it('handles empty texts and a middle too large for the table without stalling', () => {
    expect(wordDiff('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }]);
    expect(wordDiff('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(' ');
    const started = Date.now();
    const parts = wordDiff(a, b);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(diffCounts(parts)).toEqual({ added: 3000, removed: 3000 });
    expect(splitWords('a  b\n')).toEqual(['a  ', 'b\n']);
  });
});
