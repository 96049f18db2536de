import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';

/**
 * HTML bodies (WordPress, Ghost) to the platform's Markdown with the unified stack the site
 * already renders with: rehype-parse → rehype-remark → remark-stringify (GFM tables, strikethrough).
 * Elements Markdown has no form for (iframe, script, forms) are dropped by rehype-remark.
 */
const processor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one' });

export function htmlToMarkdown(html: string): string {
  return String(processor.processSync(html)).trim();
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
    .map((chunk) => (BLOCK_START.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
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
  out = out.replace(/\[(embed|video|audio)([^\]]*)\]([^[]*)(\[\/\1\])?/gi, (_all, name: string, attrs: string, inner: string) => {
    count(name.toLowerCase());
    const url = (inner.trim() || attr(attrs, 'src') || attr(attrs, 'mp4') || attr(attrs, 'mp3') || '').trim();
    return url ? `<p><a href="${url}">${url}</a></p>` : '';
  });
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
