/**
 * The article content blocks of spec section 3, derived from markdown.
 * Every `html` field holds sanitised inline HTML (safe to inject as-is).
 */
export type CalloutVariant = 'info' | 'warning' | 'success' | 'error';

export interface ParagraphBlock {
  type: 'paragraph';
  html: string;
}

export interface HeadingBlock {
  type: 'heading';
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** Plain text of the heading. */
  text: string;
  /** Sanitised inline HTML of the heading. */
  html: string;
  /** Anchor id derived from the text with the shared slugify. */
  id: string;
}

export interface ImageBlock {
  type: 'image';
  src: string;
  alt: string;
  /** From the markdown image title: ![alt](src "caption"). */
  caption?: string;
}

export interface CodeBlock {
  type: 'code';
  /** Fence info string's first word, lowercased; 'text' when absent. */
  language: string;
  content: string;
}

export interface QuoteBlock {
  type: 'quote';
  /** Sanitised HTML of the quote's inner content (may hold several paragraphs). */
  html: string;
}

export interface ListItem {
  /** Sanitised inline HTML of the item's own text. */
  html: string;
  /** GFM task list state, when the item is a task. */
  checked?: boolean;
  /** Nested lists under this item. */
  children: ListBlock[];
}

export interface ListBlock {
  type: 'list';
  ordered: boolean;
  /** First number of an ordered list. */
  start?: number;
  items: ListItem[];
}

export interface DividerBlock {
  type: 'divider';
}

export interface CalloutBlock {
  type: 'callout';
  variant: CalloutVariant;
  title: string;
  /** Sanitised HTML of the callout body. */
  html: string;
}

export interface HtmlBlock {
  type: 'html';
  /** Sanitised HTML (raw HTML blocks, tables). */
  html: string;
}

export type ContentBlock =
  ParagraphBlock | HeadingBlock | ImageBlock | CodeBlock | QuoteBlock | ListBlock | DividerBlock | CalloutBlock | HtmlBlock;
