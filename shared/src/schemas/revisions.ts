import { z } from 'zod';
import { postInputSchema } from './requests';
import { idSchema } from './entities';

/**
 * Autosave and revisions (issue #26). PUT blogs/admin/blogs/{id}/autosave takes the editor's text
 * fields as the form holds them, checked by the save's own rules (a draft version obeys the
 * collection's field rules); status and publish date are left out: they only change on a save.
 */
export const autosaveSchema = postInputSchema
  .pick({ title: true, content: true, excerpt: true, featuredImage: true, featuredImageAlt: true, tags: true })
  .extend({ categoryId: postInputSchema.shape.categoryId.optional() });
export type AutosaveInput = z.infer<typeof autosaveSchema>;

/** One version of a post, newest first in GET blogs/admin/blogs/{id}/revisions. */
export const revisionSchema = z.object({
  id: idSchema,
  /** When this version was last written (an autosave row moves while the admin types). */
  updatedAt: z.string(),
  /** true: autosaved or restored text, not saved yet; false: what an explicit save stored. */
  draft: z.boolean(),
  autosave: z.boolean(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  categoryId: idSchema.nullable(),
  tags: z.array(z.string()),
  featuredImage: z.string().nullable(),
  featuredImageAlt: z.string().nullable(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** GET …/{id}/autosave: the unsaved draft (newer than the last save), or null. */
export type UnsavedDraft = Revision | null;
