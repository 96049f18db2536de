import type { CodeFieldValidation } from 'payload';
import { MARKDOWN_MAX_LENGTH, TR } from '@blog/shared';
import { validatePostContent } from '../../lib/fieldRules';
import { analyzeMarkdown } from '../../services/markdown/analyzeMarkdown';

/**
 * The post body rule of every door (/api/v1, REST, GraphQL, the /cms panel): the shared linear
 * bounds (size, nesting), then a real parse, both in the worker pool within its time budget. A body
 * too complex to parse in time is refused, never left to stall the server. The panel's live
 * form checks (onChange) and an unchanged stored body skip the parse.
 */
export const validateContent: CodeFieldValidation = async (value, { event, previousValue }) => {
  // The panel's live checks and an unchanged body: the shared rule as it is (on this thread).
  if (event === 'onChange' || value === previousValue) return validatePostContent(value);
  // A save: on this thread only what costs nothing (a body, not past the length); the bounds'
  // line-by-line walk runs in the worker with the parse, and answers the same messages.
  if (typeof value !== 'string' || !/\S/.test(value)) return TR.post.contentRequired;
  if (value.length > MARKDOWN_MAX_LENGTH) return TR.validation.tooLong(MARKDOWN_MAX_LENGTH);
  const outcome = await analyzeMarkdown(value);
  return outcome.ok ? true : (outcome.problem ?? TR.post.contentTooComplex);
};
