/** The shape of a post in the `posts` collection (the API post plus derived fields). */
import { z } from 'astro/zod';
import { postSchema } from '@blog/shared';
import type { ContentBlock } from '@blog/shared';

export const storedPostSchema = postSchema.extend({
  /** Content blocks parsed from the markdown at build time. */
  blocks: z.custom<ContentBlock[]>((value) => Array.isArray(value)),
  readingTime: z.number().int().positive(),
  /** The excerpt, or the start of the body text when there is none. */
  summary: z.string(),
});

export type StoredPost = z.infer<typeof storedPostSchema>;
