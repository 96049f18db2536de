import { zodToValidation } from '../envelope';
import { postInputSchema, postPreviewSchema } from '../schemas/requests';

/**
 * The post form's check is the server's own: `postInputSchema` (the body of POST and PUT
 * blogs/admin/blogs) run on what the form would send. The answer has the keys and the Turkish
 * messages of the server's `details.validation` (field → first message, 'tags.0' style paths);
 * empty when the server would take it.
 */
export function validatePostForm(input: unknown): Record<string, string> {
  const result = postInputSchema.safeParse(input);
  return result.success ? {} : zodToValidation(result.error);
}

/** The same for the form's 'Önizle': the preview's schema (a category may still be missing). */
export function validatePostPreview(input: unknown): Record<string, string> {
  const result = postPreviewSchema.safeParse(input);
  return result.success ? {} : zodToValidation(result.error);
}
