/**
 * Callout syntax: a blockquote whose first line is a GitHub alert marker.
 *
 *   > [!NOTE]                      -> info callout titled "Note"
 *   > Body text, **markdown** ok.
 *
 *   > [!WARNING] Back up first     -> warning callout titled "Back up first"
 *   > Body text.
 *
 * Markers (case-insensitive): [!NOTE] [!INFO] [!IMPORTANT] → info,
 * [!TIP] [!SUCCESS] → success, [!WARNING] → warning, [!CAUTION] [!ERROR] → error.
 * Text after the marker on the same line is the title; without it the marker's
 * default title is used (Note, Tip, Important, Warning, Caution, Info, Success, Error).
 * Any other blockquote is a plain quote.
 */
import type { Blockquote, BlockContent, DefinitionContent, PhrasingContent } from 'mdast';
import type { CalloutVariant } from './blocks';
import { mdastToText } from './text';

const KINDS: Record<string, { variant: CalloutVariant; title: string }> = {
  note: { variant: 'info', title: 'Note' },
  info: { variant: 'info', title: 'Info' },
  important: { variant: 'info', title: 'Important' },
  tip: { variant: 'success', title: 'Tip' },
  success: { variant: 'success', title: 'Success' },
  warning: { variant: 'warning', title: 'Warning' },
  caution: { variant: 'error', title: 'Caution' },
  error: { variant: 'error', title: 'Error' },
};

const MARKER = /^\s*\[!([a-z]+)\][ \t]*/i;

export interface CalloutMatch {
  variant: CalloutVariant;
  title: string;
  /** The blockquote content after the marker line. */
  body: Array<BlockContent | DefinitionContent>;
}

/** Splits the phrasing after the marker into the title line and the rest. */
function splitTitleLine(nodes: PhrasingContent[]): { title: string; rest: PhrasingContent[] } {
  let title = '';
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index];
    if (!node) continue;
    if (node.type === 'break') return { title, rest: nodes.slice(index + 1) };
    if (node.type === 'text' && node.value.includes('\n')) {
      const newline = node.value.indexOf('\n');
      title += node.value.slice(0, newline);
      const remainder = node.value.slice(newline + 1);
      const rest = nodes.slice(index + 1);
      return { title, rest: remainder ? [{ type: 'text', value: remainder }, ...rest] : rest };
    }
    title += mdastToText(node);
  }
  return { title, rest: [] };
}

/** Returns the callout described by a blockquote, or null for a plain quote. */
export function detectCallout(quote: Blockquote): CalloutMatch | null {
  const [first, ...others] = quote.children;
  if (first?.type !== 'paragraph') return null;
  const [lead, ...phrasing] = first.children;
  if (lead?.type !== 'text') return null;
  const match = MARKER.exec(lead.value);
  const kind = KINDS[(match?.[1] ?? '').toLowerCase()];
  if (!match || !kind) return null;

  const afterMarker: PhrasingContent = { type: 'text', value: lead.value.slice(match[0].length) };
  const { title, rest } = splitTitleLine([afterMarker, ...phrasing]);
  const hasBodyText = rest.some((node) => node.type !== 'text' || node.value.trim() !== '');
  const body = hasBodyText ? [{ ...first, children: rest }, ...others] : others;
  return { variant: kind.variant, title: title.trim() || kind.title, body };
}
