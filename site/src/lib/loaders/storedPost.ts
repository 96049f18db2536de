/** The shape of a post in the `posts` collection: the API post without its markdown, plus derived fields. */
import { z } from 'astro/zod';
import { postSchema } from '@blog/shared';

export const storedPostSchema = postSchema.omit({ content: true }).extend({
  readingTime: z.number().int().positive(),
  /** The excerpt, or the start of the body text when there is none. */
  summary: z.string(),
});

export type StoredPost = z.infer<typeof storedPostSchema>;
