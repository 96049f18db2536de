import { useMemo } from 'react';
import { TR, markdownToBlocks, type ContentBlock } from '@blog/shared';
import { BlockRenderer } from './BlockRenderer';

/** Markdown → blocks; a parse failure shows the raw text as one paragraph (spec section 8). */
export function toPreviewBlocks(markdown: string): ContentBlock[] {
  try {
    return markdownToBlocks(markdown);
  } catch {
    const escaped = markdown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return [{ type: 'paragraph', html: escaped }];
  }
}

/** The live preview of the post body, rendered from the shared markdown parser. */
export function MarkdownPreview({ markdown, id }: { markdown: string; id?: string }) {
  const blocks = useMemo(() => (markdown.trim() ? toPreviewBlocks(markdown) : []), [markdown]);
  return (
    <div id={id} className="blg-md-preview">
      {blocks.length ? <BlockRenderer blocks={blocks} /> : <p className="blg-muted">{TR.blogForm.previewEmpty}</p>}
    </div>
  );
}
