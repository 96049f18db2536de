import type { Element, ElementContent, Root, RootContent } from 'hast';
import { embedPageUrl } from './embeds';

/**
 * Fixes applied to the parsed HTML before it becomes Markdown (hast, the tree rehype-remark reads):
 * HTML comments go (Ghost's `<!--kg-card-begin: markdown-->`), embeds become link paragraphs,
 * an image inside a link gets a name, and line breaks that Markdown cannot carry (a `<br>` first or
 * last in its block, or between list items) go instead of becoming a lone `\` on the page.
 */

type Parent = Root | Element;

const cls = (node: Element): string[] => {
  const c: unknown = node.properties?.className;
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : [];
};
const isEl = (node: RootContent | ElementContent | undefined, tag?: string): node is Element =>
  node?.type === 'element' && (tag === undefined || node.tagName === tag);
const textOf = (node: RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';
const find = (node: Element, test: (el: Element) => boolean): Element | undefined => {
  for (const child of node.children) {
    if (!isEl(child)) continue;
    if (test(child)) return child;
    const deep = find(child, test);
    if (deep) return deep;
  }
  return undefined;
};
const linkParagraph = (url: string, text = url): Element => ({
  type: 'element',
  tagName: 'p',
  properties: {},
  children: [{ type: 'element', tagName: 'a', properties: { href: url }, children: [{ type: 'text', value: text }] }],
});

/** An embed element's link paragraph, or undefined when the element is no embed. */
function embedOf(node: Element, embeds: string[]): Element | undefined {
  const classes = cls(node);
  if (node.tagName === 'iframe' || node.tagName === 'embed') {
    const url = embedPageUrl(String(node.properties?.src ?? ''));
    if (!url) return undefined;
    embeds.push(url);
    return linkParagraph(url);
  }
  // Ghost's bookmark card: a link to the page with its title.
  if (node.tagName === 'figure' && classes.includes('kg-bookmark-card')) {
    const link = find(node, (el) => el.tagName === 'a' && !!el.properties?.href);
    const url = link ? embedPageUrl(String(link.properties.href)) : null;
    if (!url) return undefined;
    const title = find(node, (el) => cls(el).includes('kg-bookmark-title'));
    embeds.push(url);
    return linkParagraph(url, (title && textOf(title).trim()) || url);
  }
  // WordPress's embed block: the URL is the wrapper's text (the oEmbed happens on display).
  if (node.tagName === 'figure' && classes.some((c) => c === 'wp-block-embed' || c.startsWith('wp-block-embed-'))) {
    const iframe = find(node, (el) => el.tagName === 'iframe');
    const url = embedPageUrl(iframe ? String(iframe.properties?.src ?? '') : (textOf(node).trim().split(/\s+/)[0] ?? ''));
    if (!url) return undefined;
    embeds.push(url);
    return linkParagraph(url);
  }
  return undefined;
}

/** The image's name when it has none: its figure's caption, its title, else its file name in words. */
function nameImage(img: Element, figure: Element | undefined): void {
  if (String(img.properties?.alt ?? '').trim()) return;
  const caption = figure && find(figure, (el) => el.tagName === 'figcaption');
  const fromFile = decodeURIComponent(
    String(img.properties?.src ?? '')
      .split(/[?#]/)[0]!
      .split('/')
      .pop() ?? '',
  )
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/-\d+x\d+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  const name = (caption && textOf(caption).trim()) || String(img.properties?.title ?? '').trim() || fromFile;
  if (name) img.properties = { ...img.properties, alt: name.replace(/\s+/g, ' ') };
}

const BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'blockquote',
  'div',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'dd',
  'dt',
  'section',
  'article',
]);
const CONTAINERS = new Set(['ul', 'ol', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'dl']);
const INLINE = new Set(['strong', 'b', 'em', 'i', 'a', 'span', 'u', 'del', 's', 'mark', 'small', 'sup', 'sub', 'code']);
const blank = (n: ElementContent) => n.type === 'comment' || (n.type === 'text' && !n.value.trim());

/** Drops `<br>`s a block starts or ends with; a `<br>` ending an inline element moves out after it. */
function trimBreaks(node: Element): void {
  const kids = node.children;
  for (let at = 0; at < kids.length; at += 1) {
    const kid = kids[at]!;
    if (!isEl(kid) || !INLINE.has(kid.tagName)) continue;
    let last = kid.children.length - 1;
    while (last >= 0 && blank(kid.children[last]!)) last -= 1;
    if (last >= 0 && isEl(kid.children[last], 'br')) {
      const [br] = kid.children.splice(last, 1);
      kids.splice(at + 1, 0, br!);
    }
  }
  if (!BLOCKS.has(node.tagName)) return;
  while (kids.length && (blank(kids[0]!) || isEl(kids[0], 'br'))) kids.shift();
  while (kids.length && (blank(kids[kids.length - 1]!) || isEl(kids[kids.length - 1], 'br'))) kids.pop();
  // A break right before a nested list or another block is a paragraph end already.
  node.children = kids.filter((kid, at) => {
    if (!isEl(kid, 'br')) return true;
    const next = kids.slice(at + 1).find((n) => !blank(n));
    return !(next === undefined || (isEl(next) && (BLOCKS.has(next.tagName) || CONTAINERS.has(next.tagName))));
  });
}

export interface HastStats {
  /** Page URLs of the embeds turned into links. */
  embeds: string[];
}

/** One walk over the tree, children first (so a block sees its children already cleaned). */
export function cleanTree(stats: HastStats) {
  const walk = (node: Parent, figure: Element | undefined): void => {
    const out: (RootContent | ElementContent)[] = [];
    for (const child of node.children) {
      if (child.type === 'comment') continue;
      if (!isEl(child)) {
        out.push(child);
        continue;
      }
      if (child.tagName === 'br' && node.type === 'element' && CONTAINERS.has(node.tagName)) continue;
      const embed = embedOf(child, stats.embeds);
      if (embed) {
        // Inside a paragraph the link alone (no paragraph in a paragraph).
        out.push(node.type === 'element' && node.tagName === 'p' ? embed.children[0]! : embed);
        continue;
      }
      if (child.tagName === 'img' && node.type === 'element' && node.tagName === 'a') nameImage(child, figure);
      walk(child, child.tagName === 'figure' ? child : figure);
      trimBreaks(child);
      out.push(child);
    }
    node.children = out as typeof node.children;
  };
  return (tree: Root) => walk(tree, undefined);
}
