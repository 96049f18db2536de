/**
 * The parser leaves out the GFM extensions a body cannot use (parseMarkdown.ts): it must parse
 * every body exactly as remark-gfm's own parser does. Checked on the demo posts, the synthetic
 * bench posts, and bodies written to sit at the edge of each extension's trigger.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { markdownToBlocksWith, parseMarkdown } from '../src/markdown/parseMarkdown';

const reference = unified().use(remarkParse).use(remarkGfm);
const parseWithRemarkGfm = (markdown: string) => reference.parse(markdown) as Root;

/** The tree without positions (the same text gives the same offsets anyway; this keeps diffs short). */
const shape = (tree: unknown): unknown =>
  JSON.parse(JSON.stringify(tree, (key, value) => (key === 'position' ? undefined : value)));

const EDGES = [
  // Autolink literals: www., http(s)://, upper case, e-mail, mailto:/xmpp:, and near misses.
  'See www.example.com and WWW.EXAMPLE.ORG/path.',
  'Go to https://example.com/a?b=c, or HTTP://EXAMPLE.COM.',
  'Mail someone@example.com or mailto:someone@example.com or xmpp:me@example.com/x.',
  'No links here: ww.example, http:/x, an @ alone, h t t p.',
  // Footnotes: calls, definitions, and a caret that is not one.
  'A note[^1] and another[^long-name].\n\n[^1]: The note.\n[^long-name]: Longer,\n    over two lines.',
  'Not a note: [^ space] and x^2 and [a]^b.',
  // Strikethrough: one and two tildes, unbalanced, and a code fence of tildes.
  '~one~ ~~two~~ ~~~three~~~ a~b~c ~unclosed',
  '~~~js\nconst x = 1;\n~~~',
  // Tables: with and without outer pipes, one column, alignment, escaped pipes, and non-tables.
  '| a | b |\n| - | :-: |\n| 1 | 2 |',
  'a | b\n--|--\n1 | 2',
  '| one |\n| --- |\n| 1 |',
  '| a \\| b | c |\n|---|---|\n| `x|y` | z |',
  'a\n-\n\nb\n:-\n\nc\n:-:\n\nd\n---:\n\ne\n:---',
  'x\n-:\ny\n\nA dash-: and a colon:- in prose.',
  'Setext\n===\n\nText | with a pipe but no table.',
  // Task lists: checked, unchecked, upper-case X, tab inside, nested, and brackets elsewhere.
  '- [ ] todo\n- [x] done\n- [X] DONE\n- [\t] tab\n  - [ ] nested',
  'Not tasks: [ ] at the start, [x] in text, and [y] or [].',
  '1. [ ] ordered task\n2. [x] done',
  // Everything at once, and markdown with none of it.
  '# All\n\n| a |\n|---|\n| www.x.com ~~y~~ [^n] |\n\n- [ ] task\n\n[^n]: note',
  '## Plain\n\nJust *emphasis*, **strong**, `code`, [a link](/x) and ![an image](/i.png).\n\n> quote\n\n---\n\n```ts\nconst a = 1;\n```',
];

function corpus(): string[] {
  const bodies = [...EDGES];
  // The demo posts: template literals of markdown in the seed data.
  const dataDir = path.resolve(__dirname, '../../cms/src/services/seed/data');
  for (const file of readdirSync(dataDir).filter((name) => name.startsWith('posts-'))) {
    const source = readFileSync(path.join(dataDir, file), 'utf8');
    for (const match of source.matchAll(/content:\s*`((?:[^`\\]|\\.)*)`/g)) bodies.push(match[1]!.replace(/\\`/g, '`'));
  }
  return bodies;
}

describe('the GFM subset parser', () => {
  const bodies = corpus();

  it('has a corpus with every extension in it (demo posts included)', () => {
    expect(bodies.length).toBeGreaterThan(EDGES.length + 10);
    for (const needle of ['www.', '[^', '~~', '| -', '- [ ]'])
      expect(
        bodies.some((body) => body.includes(needle)),
        needle,
      ).toBe(true);
  });

  it('parses every body of the corpus to the tree remark-gfm makes', () => {
    for (const body of bodies) expect(shape(parseMarkdown(body)), body.slice(0, 80)).toEqual(shape(parseWithRemarkGfm(body)));
  });

  it('parses random bodies of markdown punctuation to the tree remark-gfm makes', () => {
    // Short lines over the characters GFM's constructs turn on: a missing trigger shows up here
    // (a one-column table without pipes, `a\n:-`, did when the table's trigger was `|` alone).
    const pieces = [
      '|',
      '-',
      '--',
      ':',
      '~',
      '[',
      ']',
      '^',
      'x',
      '@',
      'w',
      '.',
      'h',
      '/',
      '*',
      '_',
      '`',
      '#',
      '>',
      ' ',
      '\t',
      'a',
      'b c',
      '1.',
      'www.',
      'http://',
      '[^',
      '[ ]',
      ':-',
      '-:',
      '~~',
      '| ',
      '- ',
    ];
    // mulberry32: a small seeded generator (the runs are the same on every machine).
    let seed = 42;
    const random = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    const line = () => Array.from({ length: 1 + random(5) }, () => pieces[random(pieces.length)]).join('');
    // Both parsers throw on a few of these in development builds (an assertion in
    // mdast-util-gfm-task-list-item): they must then throw alike.
    const outcome = (parse: (markdown: string) => Root, body: string) => {
      try {
        return shape(parse(body));
      } catch (error) {
        return `throws: ${error instanceof Error ? error.message : String(error)}`;
      }
    };
    for (let run = 0; run < 4000; run++) {
      const body = Array.from({ length: 1 + random(5) }, line).join(random(4) === 0 ? '\n\n' : '\n');
      expect(outcome(parseMarkdown, body), JSON.stringify(body)).toEqual(outcome(parseWithRemarkGfm, body));
    }
  }, 60_000); // 8,000 parses: seconds of CPU, more on a loaded machine than the 5 s default

  it('gives the same content blocks as remark-gfm', () => {
    for (const body of bodies)
      expect(markdownToBlocksWith(body, parseMarkdown)).toEqual(markdownToBlocksWith(body, parseWithRemarkGfm));
  });
});
