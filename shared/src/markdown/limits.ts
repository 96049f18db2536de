/**
 * Bounds on markdown work. micromark's container handling is superlinear in nesting depth
 * (`'- '.repeat(8000) + 'x'`, 16 KB, took 18 s and then overflowed the stack), so deep
 * nesting is refused at save and rendered as plain text by `markdownToBlocks`. The check
 * is one linear pass over the lines: an upper bound on the list/quote depth of each line.
 */

/** Longest post body accepted (characters): ~40,000 words, far beyond any real article. */
export const MARKDOWN_MAX_LENGTH = 200_000;
/** Deepest list / blockquote nesting accepted. */
export const MARKDOWN_MAX_NESTING = 20;

const FENCE = /^(`{3,}|~{3,})/;
const FENCE_CLOSE = /^(`{3,}|~{3,})[ \t]*$/;
const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

function indentColumns(line: string): number {
  let columns = 0;
  for (const ch of line) {
    if (ch === ' ') columns += 1;
    else if (ch === '\t') columns += 4 - (columns % 4);
    else break;
  }
  return columns;
}

/**
 * Container markers (`>`, `-`, `*`, `+`, `1.`, `1)`) opening a line, after its indentation,
 * and where the line's content starts.
 */
function leadingMarkers(line: string): { count: number; rest: number } {
  let index = 0;
  let count = 0;
  for (;;) {
    while (line[index] === ' ' || line[index] === '\t') index += 1;
    const ch = line[index];
    if (ch === '>') {
      count += 1;
      index += 1;
      continue;
    }
    let end = index;
    if (ch === '-' || ch === '+' || ch === '*') end = index + 1;
    else {
      while (end - index < 9 && line[end] !== undefined && line[end]! >= '0' && line[end]! <= '9') end += 1;
      if (end === index || (line[end] !== '.' && line[end] !== ')')) return { count, rest: index };
      end += 1;
    }
    const next = line[end];
    if (next !== undefined && next !== ' ' && next !== '\t') return { count, rest: index };
    count += 1;
    index = end;
  }
}

/**
 * An upper bound on the list/quote nesting depth of the document: per line, the containers
 * its indentation can continue (at most the previous line's depth, two columns each) plus
 * the markers it opens. Fenced code is skipped (its indentation and `>` are text).
 */
export function markdownNestingDepth(markdown: string): number {
  let deepest = 0;
  let previous = 0;
  let fence: string | null = null;
  for (const line of markdown.split(/\r\n?|\n/)) {
    const markers = leadingMarkers(line);
    const content = line.slice(markers.rest);
    if (fence !== null) {
      const closer = FENCE_CLOSE.exec(content)?.[1];
      if (closer && closer[0] === fence[0] && closer.length >= fence.length) fence = null;
      continue;
    }
    const opener = FENCE.exec(content)?.[1];
    if (opener) fence = opener;
    if (line.trim() === '') continue;
    const carried = Math.min(Math.floor(indentColumns(line) / 2), previous);
    const depth = carried + (THEMATIC_BREAK.test(line) ? 0 : markers.count);
    previous = depth;
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}

export type MarkdownLimit = 'tooLong' | 'tooDeep';

/** Which bound a body breaks, if any. */
export function markdownLimitExceeded(markdown: string): MarkdownLimit | null {
  if (markdown.length > MARKDOWN_MAX_LENGTH) return 'tooLong';
  if (markdownNestingDepth(markdown) > MARKDOWN_MAX_NESTING) return 'tooDeep';
  return null;
}
