/** The shape of a post the pages render: the API post without its markdown, plus derived fields. */
import type { Post } from '@blog/shared';

// A type only: the engine builds these records (it validates the API's answer with the shared
// schema), and Astro's own zod is another major than the shared package's.
export type StoredPost = Omit<Post, 'content'> & {
  /** Minutes, at least one. */
  readingTime: number;
  /** The excerpt, or the start of the body text when there is none. */
  summary: string;
};
