/**
 * An article body: content blocks and highlighted code, made once per post version by the site
 * engine (site/engine/sync) and kept beside its state, one file per body; an article page reads
 * its own body while it renders (src/lib/siteData.ts).
 */
import type { ContentBlock } from '@blog/shared';

export interface PostBody {
  blocks: ContentBlock[];
  /** Highlighted HTML of each code block, by block index (null for other blocks). */
  highlighted: (string | null)[];
  /** The body as plain text (summary, reading time). */
  text: string;
  /** What search indexes: the text without code blocks (CodeBlock.astro is data-pagefind-ignore). */
  searchText: string;
}
