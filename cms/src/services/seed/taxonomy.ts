import { CATEGORIES, TAGS } from './data/taxonomy';
import type { CategoryKey, TagKey } from './data/types';
import { writeOptions, type SeedRun } from './run';

export interface SeededTaxonomy {
  categories: Map<CategoryKey, { id: number; name: string }>;
  tags: Map<TagKey, number>;
}

/** Creates the demo categories and tags (slugs come from the collections' hooks). */
export async function seedTaxonomy(run: SeedRun): Promise<SeededTaxonomy> {
  const categories: SeededTaxonomy['categories'] = new Map();
  for (const category of CATEGORIES) {
    const doc = await run.payload.create({
      collection: 'categories',
      data: { name: category.name, description: category.description },
      ...writeOptions(run),
    });
    categories.set(category.key, { id: doc.id, name: doc.name });
  }
  const tags: SeededTaxonomy['tags'] = new Map();
  for (const tag of TAGS) {
    const doc = await run.payload.create({
      collection: 'tags',
      data: { name: tag.name },
      ...writeOptions(run),
    });
    tags.set(tag.key, doc.id);
  }
  return { categories, tags };
}
