/** Small plain-text helpers shared by the markdown pipeline (no DOM needed). */
import { raw } from 'hast-util-raw';
import type { Nodes as HastNodes } from 'hast';
import type { Nodes as MdastNodes } from 'mdast';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Removes anything that looks like an HTML tag from a plain-text value. */
export function stripTags(text: string): string {
  return text.replace(/<\/?[a-z!?][^<>]*>/gi, '');
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'table',
  'thead',
  'tbody',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'details',
  'summary',
  'section',
]);

function collectHastText(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') {
    if (node.tagName === 'br') return '\n';
    const inner = node.children.map(collectHastText).join('');
    if (node.tagName === 'td' || node.tagName === 'th') return ` ${inner} `;
    return BLOCK_TAGS.has(node.tagName) ? `\n${inner}\n` : inner;
  }
  if (node.type === 'root') return node.children.map(collectHastText).join('');
  return '';
}

/** Text content of a hast tree, whitespace collapsed (block elements become line breaks). */
export function hastToText(node: HastNodes): string {
  return collectHastText(node)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Text content of an HTML string (entities decoded), via hast-util-raw's parse5. */
export function htmlToText(html: string): string {
  if (html.trim() === '') return '';
  return hastToText(raw({ type: 'root', children: [{ type: 'raw', value: html }] }));
}

/** Text content of mdast phrasing, ignoring raw HTML nodes. */
export function mdastToText(node: MdastNodes): string {
  if (node.type === 'html') return '';
  if (node.type === 'image') return node.alt ?? '';
  if (node.type === 'break') return ' ';
  if ('value' in node) return node.value;
  if ('children' in node) return node.children.map(mdastToText).join('');
  return '';
}
