/**
 * mdast → safe HTML: mdast-util-to-hast (raw HTML kept) → hast-util-raw (raw HTML
 * parsed into the tree) → sanitiser → hast-util-to-html.
 */
import { toHast } from 'mdast-util-to-hast';
import { raw } from 'hast-util-raw';
import { toHtml } from 'hast-util-to-html';
import type { Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Definition, PhrasingContent, RootContent } from 'mdast';
import { sanitizeTree } from './sanitize';

export interface Renderer {
  /** Sanitised hast for block content (paragraphs, quotes, tables, raw HTML...). */
  blockTree(nodes: RootContent[]): HastRoot;
  /** Sanitised hast for phrasing content, without a wrapping element. */
  inlineTree(nodes: PhrasingContent[]): HastRoot;
  /** Sanitised HTML of block content. */
  html(nodes: RootContent[]): string;
  /** Sanitised inline HTML of phrasing content. */
  inline(nodes: PhrasingContent[]): string;
}

function safeTree(children: HastContent[]): HastRoot {
  const parsed = raw({ type: 'root', children });
  return sanitizeTree(parsed.type === 'root' ? parsed : { type: 'root', children: [] });
}

/**
 * Each block is rendered on its own, so the document's link reference definitions
 * are passed along to keep `[text][ref]` links working (definitions render nothing).
 */
export function createRenderer(definitions: Definition[]): Renderer {
  const unsafeHast = (nodes: RootContent[]): HastContent[] => {
    const hast = toHast({ type: 'root', children: [...nodes, ...definitions] }, { allowDangerousHtml: true });
    return hast.type === 'root' ? hast.children : [];
  };

  const blockTree = (nodes: RootContent[]): HastRoot => safeTree(unsafeHast(nodes));

  // Phrasing is converted inside a paragraph (a root would put newlines between the
  // nodes), then unwrapped *before* raw HTML is parsed, so a raw <div> cannot split it.
  const inlineTree = (nodes: PhrasingContent[]): HastRoot => {
    const [paragraph] = unsafeHast([{ type: 'paragraph', children: nodes }]);
    return safeTree(paragraph?.type === 'element' ? paragraph.children : []);
  };

  return {
    blockTree,
    inlineTree,
    html: (nodes) => toHtml(blockTree(nodes)).trim(),
    inline: (nodes) => toHtml(inlineTree(nodes)).trim(),
  };
}
