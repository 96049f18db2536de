export type {
  CalloutBlock,
  CalloutVariant,
  CodeBlock,
  ContentBlock,
  DividerBlock,
  HeadingBlock,
  HtmlBlock,
  ImageBlock,
  ListBlock,
  ListItem,
  ParagraphBlock,
  QuoteBlock,
} from './blocks';
export { markdownToBlocks, plainTextBlocks } from './parseMarkdown';
export { CALLOUT_ICON_PATHS, hasCodeBlock, plainCodeHtml, renderBlocks, type RenderBlocksOptions } from './renderBlocks';
export { escapeHtml } from './text';
export { blocksToText, blockTexts, joinBlockTexts, readingTimeMinutes, readingTimeOfText } from './plainText';
export { markdownNestingDepth, MARKDOWN_MAX_LENGTH, MARKDOWN_MAX_NESTING, type MarkdownLimit } from './limits';
