import type { CodeFieldValidation } from 'payload';
import { TR } from '@blog/shared';
import { validatePostContent } from '../../lib/fieldRules';
import { analyzeMarkdown } from '../../services/markdown/analyzeMarkdown';

/**
 * The post body rule of every door (/api/v1, REST, GraphQL, the /cms panel): the shared linear
 * bounds (size, nesting), then a real parse in the worker pool within its time budget. A body
 * too complex to parse in time is refused, never left to stall the server. The panel's live
 * form checks (onChange) and an unchanged stored body skip the parse.
 */
export const validateContent: CodeFieldValidation = async (value, { event, previousValue }) => {
  const basic = validatePostContent(value);
  if (basic !== true || event === 'onChange' || value === previousValue) return basic;
  const outcome = await analyzeMarkdown(value as string);
  return outcome.ok ? true : TR.post.contentTooComplex;
};
