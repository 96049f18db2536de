/** Loads a small list (categories, tags) from the CMS, validated and keyed by slug. */
import type { Loader } from 'astro/loaders';
import type { ZodType } from 'astro/zod';
import { fetchAll } from './fetchList';
import { postsWritten } from './storeWrites';

export function listLoader<T extends { slug: string }>(name: string, path: string, schema: ZodType<T>): Loader {
  return {
    name: `blog-${name}`,
    load: async ({ store, logger, generateDigest }) => {
      const raw = await fetchAll(path);
      await postsWritten;
      const seen = new Set<string>();
      for (const item of raw) {
        const parsed = schema.safeParse(item);
        if (!parsed.success) {
          logger.warn(`skipping an invalid ${name} item: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
          continue;
        }
        const data = parsed.data;
        if (seen.has(data.slug)) continue;
        seen.add(data.slug);
        const digest = generateDigest(data);
        if (store.get(data.slug)?.digest === digest) continue;
        store.set({ id: data.slug, data: { ...data }, digest });
      }
      for (const key of store.keys()) if (!seen.has(key)) store.delete(key);
      logger.info(`${seen.size} ${name}`);
    },
  };
}
