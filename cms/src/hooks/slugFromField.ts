import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload';
import { nameKey, slugify, uniqueSlug } from '@blog/shared';
import './requestContext';

/** Slugs that would collide with the API's fixed paths under blogs/. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['admin', 'categories', 'category', 'tags', 'tag']);

interface Options {
  /** Regenerate the slug whenever the source field changes (categories, tags), not only on create (posts). */
  followSource?: boolean;
  /** Also keep the source's comparison key in `nameKey` (unique names ignoring case, Turkish too). */
  nameKey?: boolean;
}

/**
 * Sets `slug` from a text field with the shared slugify, unique in the collection
 * (numeric suffix on collision).
 */
export const slugFromField =
  (collection: CollectionSlug, field: string, options: Options = {}): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, operation, req, context }) => {
    const source = typeof data[field] === 'string' ? (data[field] as string).trim() : undefined;
    if (source !== undefined) data[field] = source;
    if (options.nameKey && source !== undefined) data.nameKey = nameKey(source);

    const sourceChanged = source !== undefined && source !== originalDoc?.[field];
    // A slug typed in (Payload's REST, the /cms panel's slug field) gets the same form as a
    // generated one: it becomes a URL, and a redirect line in `_redirects`.
    const requested =
      typeof data.slug === 'string' && data.slug !== originalDoc?.slug ? slugify(data.slug) || undefined : undefined;
    const needsSlug =
      requested !== undefined ||
      (operation === 'create' ? !data.slug : !originalDoc?.slug || (options.followSource === true && sourceChanged));
    const base = requested ?? (source !== undefined ? slugify(source) : undefined);
    if (!needsSlug || base === undefined) {
      // A typed slug with nothing usable in it keeps the stored one.
      if (typeof data.slug === 'string' && requested === undefined && originalDoc?.slug) data.slug = originalDoc.slug;
      return data;
    }

    if (context.exactSlug && requested !== undefined) {
      data.slug = requested;
      return data;
    }
    const ownId = originalDoc?.id as string | number | undefined;
    data.slug = await uniqueSlug(base, async (candidate) => {
      if (RESERVED_SLUGS.has(candidate)) return true;
      const { totalDocs } = await req.payload.count({
        collection,
        where: {
          and: [{ slug: { equals: candidate } }, ...(ownId !== undefined ? [{ id: { not_equals: ownId } }] : [])],
        },
        req,
      });
      return totalDocs > 0;
    });
    return data;
  };
