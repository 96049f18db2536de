import { z } from 'zod';
import { markdownLimitExceeded, MARKDOWN_MAX_LENGTH, MARKDOWN_MAX_NESTING } from '../markdown/limits';
import { TR } from '../messages/tr';

/** Why a post body is refused (size, nesting), or null: the one rule of every door. */
export function postContentProblem(content: string): string | null {
  const limit = markdownLimitExceeded(content);
  if (limit === 'tooLong') return TR.validation.tooLong(MARKDOWN_MAX_LENGTH);
  if (limit === 'tooDeep') return TR.post.contentTooDeep(MARKDOWN_MAX_NESTING);
  return null;
}

export const postContentRule = z
  .string({ required_error: TR.post.contentRequired, invalid_type_error: TR.post.contentRequired })
  .refine((v) => v.trim().length > 0, TR.post.contentRequired)
  .superRefine((v, ctx) => {
    const problem = postContentProblem(v);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });
