/**
 * A word-level diff for the revision history (issue #26): the words of `before` and `after`,
 * each part kept, removed or added. Whitespace stays attached to the word before it so the parts
 * join back into the texts. Common head and tail are cut first; the middle is an LCS table, and a
 * middle too large for one (WORD_DIFF_CELLS) is shown as removed-then-added instead of stalling.
 */

export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

const WORD_DIFF_CELLS = 4_000_000;

export function splitWords(text: string): string[] {
  return text.match(/\s+|[^\s]+\s*/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else if (text) parts.push({ kind, text });
}

/** Same words compare without their trailing spaces (a reflowed line is not a change). */
const key = (word: string) => word.trimEnd();

function middle(a: string[], b: string[], parts: DiffPart[]): void {
  if (a.length * b.length > WORD_DIFF_CELLS) {
    push(parts, 'removed', a.join(''));
    push(parts, 'added', b.join(''));
    return;
  }
  // lcs[i][j]: the longest common run of a[i..] and b[j..], one flat array.
  const w = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * w + j] =
        key(a[i]!) === key(b[j]!) ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (key(a[i]!) === key(b[j]!)) {
      push(parts, 'same', b[j]!);
      i++;
      j++;
    } else if (lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!) push(parts, 'removed', a[i++]!);
    else push(parts, 'added', b[j++]!);
  }
  while (i < a.length) push(parts, 'removed', a[i++]!);
  while (j < b.length) push(parts, 'added', b[j++]!);
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = splitWords(before);
  const b = splitWords(after);
  let head = 0;
  while (head < a.length && head < b.length && key(a[head]!) === key(b[head]!)) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && key(a[a.length - 1 - tail]!) === key(b[b.length - 1 - tail]!))
    tail++;
  const parts: DiffPart[] = [];
  push(parts, 'same', b.slice(0, head).join(''));
  middle(a.slice(head, a.length - tail), b.slice(head, b.length - tail), parts);
  push(parts, 'same', b.slice(b.length - tail).join(''));
  return parts;
}

/** How many words a diff adds and removes (the history's one-line summary). */
export function diffCounts(parts: DiffPart[]): { added: number; removed: number } {
  const count = (kind: DiffPart['kind']) =>
    parts.filter((p) => p.kind === kind).reduce((n, p) => n + (p.text.match(/[^\s]+/g)?.length ?? 0), 0);
  return { added: count('added'), removed: count('removed') };
}
