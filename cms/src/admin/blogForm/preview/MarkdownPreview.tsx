import { useMemo } from 'react';
import { TR } from '@blog/shared/messages';
import { markdownToBlocks, renderBlocks } from '@blog/shared/markdown';
// The public article's own styles, scoped: every rule is under .prose, the tokens under .site-theme.
import '@blog/shared/styles/tokens.css';
import '@blog/shared/styles/prose.css';
import '@blog/shared/styles/code.css';

/**
 * The live preview of the post body: the article's HTML from the same renderBlocks the site uses,
 * in the article's styles (code unhighlighted: Shiki stays out of the admin bundle; no Copy script).
 * The HTML is sanitised by the shared parser, so injecting it is safe.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderBlocks(markdownToBlocks(markdown)), [markdown]);
  if (html === '') return <p className="blg-muted">{TR.blogForm.previewEmpty}</p>;
  return <div className="site-theme prose blg-article-preview" dangerouslySetInnerHTML={{ __html: html }} />;
}
