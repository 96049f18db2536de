import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { cleanTree, type HastStats } from './hastCleanup';

/**
 * HTML bodies (WordPress, Ghost) to the platform's Markdown with the unified stack the site
 * already renders with: rehype-parse → rehype-remark → remark-stringify (GFM tables, strikethrough).
 * The tree is cleaned first (hastCleanup.ts: comments, embeds as links, image names, line breaks);
 * what Markdown has no form for (script, forms) is dropped by rehype-remark.
 */
const parser = unified().use(rehypeParse, { fragment: true });
const converter = unified()
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one' });

/** `stats` collects what the conversion changed (the embeds made links), for the report. */
export function htmlToMarkdown(html: string, stats: HastStats = { embeds: [] }): string {
  const tree = parser.parse(html);
  cleanTree(stats)(tree);
  const mdast = converter.runSync(tree as never);
  return String(converter.stringify(mdast as never)).trim();
}

/** A title as text: WordPress titles may carry HTML (`<em>`, entities); the platform's are plain. */
export function plainText(html: string): string {
  const text = (node: { type: string; value?: string; children?: unknown[] }): string =>
    node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map((c) => text(c as typeof node)).join('');
  return text(parser.parse(html)).replace(/\s+/g, ' ').trim();
}

/** What cleaning a WordPress body removed, for the report. */
export interface WordPressCleanup {
  gutenbergComments: number;
  shortcodes: Map<string, number>;
}

const BLOCK_START = /^<(p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|hr|img|iframe|section|article|dl|address|form)\b/i;

/** WordPress's wpautop: classic-editor bodies separate paragraphs by blank lines, not <p>. */
function autop(html: string): string {
  if (!/\n\s*\n/.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_START.test(chunk) ? chunk : `<p>${lineBreaks(chunk)}</p>`))
    .join('\n');
}

const BLOCK_TAG = 'p|div|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption|hr|section|article|dl|dt|dd';
const NEXT_IS_BLOCK = new RegExp(`^\\s*<\\/?(${BLOCK_TAG})\\b`, 'i');
const ENDS_WITH_BLOCK = new RegExp(`<\\/?(${BLOCK_TAG})\\b[^>]*>\\s*$`, 'i');

/** As wpautop: a single newline is a `<br>`, except next to a block tag (no break between list items). */
function lineBreaks(chunk: string): string {
  const lines = chunk.split('\n');
  return lines
    .map((line, at) => {
      const next = lines[at + 1];
      if (next === undefined || ENDS_WITH_BLOCK.test(line) || NEXT_IS_BLOCK.test(next)) return line;
      return `${line}<br>`;
    })
    .join('\n');
}

const attr = (attrs: string, name: string) => new RegExp(`${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attrs)?.[1];

/**
 * Gutenberg's block comments go (their blocks' HTML stays); known shortcodes become HTML
 * ([caption] → figure caption, [embed]/[video]/[audio] → a link); any other shortcode's brackets
 * go and its inner text stays. Code blocks are left alone. Counts go to the report.
 */
export function cleanWordPress(html: string, cleanup: WordPressCleanup): string {
  let out = html.replace(/<!--\s*\/?wp:[\s\S]*?-->/g, () => {
    cleanup.gutenbergComments += 1;
    return '';
  });
  const count = (name: string) => cleanup.shortcodes.set(name, (cleanup.shortcodes.get(name) ?? 0) + 1);
  out = out.replace(/\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/gi, (_all, _attrs: string, inner: string) => {
    count('caption');
    const text = inner
      .replace(/<img[^>]*>/gi, '')
      .replace(/<\/?a[^>]*>/gi, '')
      .trim();
    const image = /<a[^>]*>\s*<img[^>]*>\s*<\/a>|<img[^>]*>/i.exec(inner)?.[0] ?? '';
    return `<figure>${image}<figcaption>${text}</figcaption></figure>`;
  });
  out = out.replace(
    /\[(embed|video|audio)([^\]]*)\]([^[]*)(\[\/\1\])?/gi,
    (_all, name: string, attrs: string, text: string, close?: string) => {
      count(name.toLowerCase());
      // Without its closing tag, what follows is prose, not the URL.
      const inner = close ? text : '';
      const url = (inner.trim() || attr(attrs, 'src') || attr(attrs, 'mp4') || attr(attrs, 'mp3') || '').trim();
      // An <embed>: the converter makes it a link line and counts it (hastCleanup.ts).
      const embed = /^https?:\/\//i.test(url) ? `<embed src="${url.replace(/"/g, '&quot;')}">` : '';
      return close ? embed : `${embed}${text}`;
    },
  );
  out = out.replace(
    /(<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>)|\[(\/)?([a-z][a-z0-9_-]*)([^\]]*)\]/gi,
    (all, code, _close, name) => {
      if (code) return code;
      // Only bracketed words that look like shortcodes ([gallery ids="1,2"], [/column]); "[sic]" in prose is text.
      if (
        !/^(gallery|contact-form[\w-]*|column[\w-]*|row|button|playlist|wpforms|vc_[\w-]+|et_pb_[\w-]+|su_[\w-]+|fusion_[\w-]+|shortcode|toc|ad|quote)$/i.test(
          String(name),
        )
      )
        return all;
      count(String(name).toLowerCase());
      return '';
    },
  );
  return autop(out);
}

/** The shortcodes removed, as "name ×n" text for the report. */
export const shortcodeSummary = (counts: Map<string, number>) =>
  [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
