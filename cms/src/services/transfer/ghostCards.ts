import { escapeHtml, markdownToBlocks, renderBlocks } from '@blog/shared';
import type { GhostPost } from './readGhost';

/**
 * A Ghost post's body from its editor data when the export carries no `html`: Ghost 1–4 store
 * `mobiledoc` (sections of markers plus cards), Ghost 5 `lexical` (a node tree). Only the shapes
 * a blog post uses: paragraphs, headings, lists, quotes, links, bold/italic/code, and the cards
 * markdown, html, image, code, embed and bookmark. The HTML then takes the one converter's way.
 */

type Json = Record<string, unknown>;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const markdownHtml = (markdown: string) => renderBlocks(markdownToBlocks(markdown));

/** A card of either editor (they share names and payload keys) as HTML. */
function card(name: string, payload: Json): string {
  switch (name) {
    case 'markdown':
      return markdownHtml(str(payload.markdown));
    case 'html':
      return str(payload.html);
    case 'image':
      return `<figure><img src="${escapeHtml(str(payload.src))}" alt="${escapeHtml(str(payload.alt))}"><figcaption>${str(payload.caption)}</figcaption></figure>`;
    case 'code':
    case 'codeblock':
      return `<pre><code class="language-${escapeHtml(str(payload.language))}">${escapeHtml(str(payload.code))}</code></pre>`;
    case 'embed':
      return `<iframe src="${escapeHtml(str(payload.url))}"></iframe>`;
    case 'bookmark': {
      const title = str((payload.metadata as Json | undefined)?.title) || str(payload.url);
      return `<figure class="kg-bookmark-card"><a href="${escapeHtml(str(payload.url))}"><div class="kg-bookmark-title">${escapeHtml(title)}</div></a></figure>`;
    }
    case 'hr':
    case 'horizontalrule':
      return '<hr>';
    default:
      return '';
  }
}

function mobiledoc(doc: Json): string {
  const markups = arr(doc.markups).map((m) => arr(m));
  const cards = arr(doc.cards).map((c) => arr(c));
  const markers = (list: unknown[]): string => {
    const open: string[] = [];
    let out = '';
    for (const marker of list.map(arr)) {
      for (const index of arr(marker[1])) {
        const [tag, attrs] = markups[Number(index)] ?? [];
        const href = arr(attrs)[0] === 'href' ? ` href="${escapeHtml(str(arr(attrs)[1]))}"` : '';
        out += `<${str(tag)}${href}>`;
        open.push(str(tag));
      }
      out += marker[0] === 0 ? escapeHtml(str(marker[3])) : '';
      for (let n = Number(marker[2]) || 0; n > 0; n -= 1) out += `</${open.pop() ?? 'span'}>`;
    }
    return out;
  };
  return arr(doc.sections)
    .map(arr)
    .map((section) => {
      if (section[0] === 1) return `<${str(section[1])}>${markers(arr(section[2]))}</${str(section[1])}>`;
      if (section[0] === 3)
        return `<${str(section[1])}>${arr(section[2])
          .map((item) => `<li>${markers(arr(item))}</li>`)
          .join('')}</${str(section[1])}>`;
      if (section[0] === 10) {
        const [name, payload] = cards[Number(section[1])] ?? [];
        return card(str(name), (payload ?? {}) as Json);
      }
      return '';
    })
    .join('\n');
}

const FORMATS: [number, string][] = [
  [1, 'strong'],
  [2, 'em'],
  [4, 's'],
  [16, 'code'],
];

function lexicalNode(node: Json): string {
  const kids = () =>
    arr(node.children)
      .map((c) => lexicalNode(c as Json))
      .join('');
  switch (str(node.type)) {
    case 'text': {
      let html = escapeHtml(str(node.text));
      for (const [bit, tag] of FORMATS) if ((Number(node.format) & bit) !== 0) html = `<${tag}>${html}</${tag}>`;
      return html;
    }
    case 'linebreak':
      return '<br>';
    case 'link':
      return `<a href="${escapeHtml(str(node.url))}">${kids()}</a>`;
    case 'paragraph':
      return `<p>${kids()}</p>`;
    case 'heading':
      return `<${str(node.tag) || 'h2'}>${kids()}</${str(node.tag) || 'h2'}>`;
    case 'quote':
    case 'aside':
      return `<blockquote>${kids()}</blockquote>`;
    case 'list':
      return node.listType === 'number' ? `<ol>${kids()}</ol>` : `<ul>${kids()}</ul>`;
    case 'listitem':
      return `<li>${kids()}</li>`;
    default:
      return card(str(node.type), node);
  }
}

/** The body as HTML from `lexical` or `mobiledoc`, and which; null when neither gives any. */
export function cardsToHtml(post: GhostPost): { html: string; format: string } | null {
  for (const [format, source] of [
    ['lexical', post.lexical],
    ['mobiledoc', post.mobiledoc],
  ] as const) {
    if (!source) continue;
    try {
      const doc = JSON.parse(source) as Json;
      const html =
        format === 'lexical'
          ? arr((doc.root as Json | undefined)?.children)
              .map((n) => lexicalNode(n as Json))
              .join('\n')
          : mobiledoc(doc);
      if (html.trim()) return { html, format };
    } catch {
      // Unreadable editor data: the next one, else no body (the post is drafted with why).
    }
  }
  return null;
}
