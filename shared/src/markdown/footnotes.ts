/**
 * GFM footnotes (`text[^1]` + `[^1]: note`). Blocks are rendered one by one, so
 * mdast-util-to-hast's own footnote handling (numbering, footer) cannot be used:
 * references are numbered here, document-wide, and replaced by small raw-HTML
 * superscript links (sanitised like all raw HTML); definitions are taken out of the
 * tree and returned, in reference order, to be rendered as one list at the end.
 */
import type { FootnoteDefinition, Html, List, Nodes, Parent, RootContent } from 'mdast';

/** Ids get the sanitiser's clobber prefix, so the links point at the prefixed ids. */
const PREFIX = 'user-content-';

export interface Footnote {
  number: number;
  definition: FootnoteDefinition;
}

function walkParents(node: Nodes, visitor: (parent: Parent) => void): void {
  if (!('children' in node)) return;
  visitor(node);
  for (const child of node.children) walkParents(child, visitor);
}

/** Mutates the tree; returns the referenced footnotes in order of first reference. */
export function extractFootnotes(tree: Parent): Footnote[] {
  const definitions = new Map<string, FootnoteDefinition>();
  walkParents(tree as Nodes, (parent) => {
    parent.children = parent.children.filter((child) => {
      if (child.type !== 'footnoteDefinition') return true;
      const id = child.identifier.toLowerCase();
      if (!definitions.has(id)) definitions.set(id, child);
      return false;
    });
  });

  const numbers = new Map<string, number>();
  const footnotes: Footnote[] = [];
  walkParents(tree as Nodes, (parent) => {
    parent.children = parent.children.map((child): RootContent => {
      if (child.type !== 'footnoteReference') return child;
      const id = child.identifier.toLowerCase();
      const definition = definitions.get(id);
      if (!definition) return { type: 'text', value: `[^${child.label ?? child.identifier}]` };
      let number = numbers.get(id);
      const first = number === undefined;
      if (number === undefined) {
        number = footnotes.length + 1;
        numbers.set(id, number);
        footnotes.push({ number, definition });
      }
      const anchor = first ? ` id="fnref-${number}"` : '';
      const link = `<a href="#${PREFIX}fn-${number}"${anchor} data-footnote-ref>${number}</a>`;
      return { type: 'html', value: `<sup>${link}</sup>` };
    }) as typeof parent.children;
  });
  return footnotes;
}

/** The content of one footnote list item, with a link back to the first reference. */
function itemContent(footnote: Footnote): FootnoteDefinition['children'] {
  const { number } = footnote;
  const label = `aria-label="Back to reference ${number}"`;
  const back: Html = {
    type: 'html',
    value: `<a href="#${PREFIX}fnref-${number}" data-footnote-backref ${label}>↩</a>`,
  };
  const children = [...footnote.definition.children];
  const last = children[children.length - 1];
  if (last?.type === 'paragraph') {
    const withBack = [...last.children, { type: 'text', value: ' ' } as const, back];
    children[children.length - 1] = { ...last, children: withBack };
    return children;
  }
  return [...children, { type: 'paragraph', children: [back] }];
}

/** The ordered list of footnotes (ids `fn-N`, prefixed by the sanitiser). */
export function footnotesList(footnotes: Footnote[]): List {
  return {
    type: 'list',
    ordered: true,
    start: 1,
    spread: false,
    children: footnotes.map((footnote) => ({
      type: 'listItem',
      spread: false,
      children: itemContent(footnote),
      data: { hProperties: { id: `fn-${footnote.number}` } },
    })),
  };
}
