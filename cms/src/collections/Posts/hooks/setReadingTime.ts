import type { CollectionBeforeChangeHook } from 'payload';
import { MARKDOWN_MAX_LENGTH, readingTimeOfText } from '@blog/shared';
import { analyzeMarkdown } from '../../../services/markdown/analyzeMarkdown';

/**
 * Stores the reading time with the post, computed from its markdown once per save (in the
 * markdown worker pool, within its time budget), so lists and the site build do not parse every
 * post's markdown on every read. A body the validator refuses is not parsed here; one too
 * complex to parse (refused too when it is new) gets the word count of its raw text.
 */
export const setReadingTime: CollectionBeforeChangeHook = async ({ data, originalDoc }) => {
  const content = typeof data.content === 'string' ? data.content : undefined;
  if (content === undefined || content.length > MARKDOWN_MAX_LENGTH) return data;
  if (content !== originalDoc?.content || !originalDoc?.readingTime) {
    // The same worker call as the validator's (remembered): the bounds and the parse, off this thread.
    const outcome = await analyzeMarkdown(content);
    if (!outcome.ok && outcome.problem) return data;
    data.readingTime = outcome.ok ? outcome.readingTime : readingTimeOfText(content);
  }
  return data;
};
