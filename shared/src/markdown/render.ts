/**
 * mdast → safe HTML: mdast-util-to-hast (raw HTML kept) → hast-util-raw (raw HTML
 * parsed into the tree) → sanitiser → tables boxed → hast-util-to-html.
 */
import { toHast } from 'mdast-util-to-hast';
import { raw } from 'hast-util-raw';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast';
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

/** Whether the tree holds raw HTML (markdown without any needs no HTML parser pass). */
function hasRaw(nodes: HastContent[]): boolean {
  return nodes.some((node) => node.type === 'raw' || (node.type === 'element' && hasRaw(node.children)));
}

function safeTree(children: HastContent[]): HastRoot {
  // hast-util-raw re-parses the whole tree with parse5: ~15% of a cold build's markdown work, and
  // only raw nodes need it (mdast-util-to-hast nests everything else validly).
  const parsed = hasRaw(children) ? raw({ type: 'root', children }) : ({ type: 'root', children } satisfies HastRoot);
  return sanitizeTree(parsed.type === 'root' ? parsed : { type: 'root', children: [] });
}

/**
 * Puts every table (after sanitising: these attributes are ours) in a box that scrolls sideways,
 * so a wide table scrolls on a phone instead of being clipped. The box is focusable (keyboard
 * users can scroll it) and a named region ('Table 1', 'Table 2'… in document order).
 */
function boxTables(tree: HastRoot, nextNumber: () => number): HastRoot {
  const visit = (parent: HastRoot | Element): void => {
    parent.children = parent.children.map((child) => {
      if (child.type !== 'element') return child;
      visit(child);
      if (child.tagName !== 'table') return child;
      const properties = { className: ['table-wrap'], role: 'region', ariaLabel: `Table ${nextNumber()}`, tabIndex: 0 };
      return { type: 'element', tagName: 'div', properties, children: [child] } satisfies Element;
    });
  };
  visit(tree);
  return tree;
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

  let tables = 0;
  const blockTree = (nodes: RootContent[]): HastRoot => boxTables(safeTree(unsafeHast(nodes)), () => ++tables);

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
