import { z } from 'zod';

/** What an old slug belongs to: a post (`/blog/{slug}/`), a category or a tag archive. */
export const REDIRECT_KINDS = ['post', 'category', 'tag'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

/**
 * One public redirect: an old slug of a live post, category or tag and the slug it has now
 * (chains already collapsed by the CMS), or `to: null` for a deleted post's URL (410 Gone).
 * The site turns it into a line of `_redirects`.
 */
export const slugRedirectSchema = z.object({
  kind: z.enum(REDIRECT_KINDS),
  from: z.string().min(1).max(300),
  to: z.string().min(1).max(300).nullable(),
});
export type SlugRedirect = z.infer<typeof slugRedirectSchema>;
