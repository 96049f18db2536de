interface LexicalNode {
  type?: string;
  text?: string;
  children?: LexicalNode[];
}

/** Plain text of a Lexical rich-text value: paragraphs separated by blank lines. */
export function lexicalToText(value: unknown): string {
  const root = (value as { root?: LexicalNode } | null | undefined)?.root;
  if (!root?.children) return '';
  const textOf = (node: LexicalNode): string =>
    node.type === 'linebreak' ? '\n' : (node.text ?? '') + (node.children ?? []).map(textOf).join('');
  return root.children.map(textOf).join('\n\n').trim();
}

/** A Lexical value holding the text as paragraphs. */
export function textToLexical(text: string): Record<string, unknown> {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((p) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text: p, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      })),
    },
  };
}
