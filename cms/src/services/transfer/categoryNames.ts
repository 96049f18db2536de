import { TR, nameKey } from '@blog/shared';
import type { SourceCategory } from './types';

/**
 * Category names that would collide here: WordPress allows "Foo" under two parents (two slugs),
 * and names differing only in case or in Turkish dotted/dotless i ("Istanbul", "İstanbul") are one
 * name on this platform (nameKey). The first in the file keeps its name; a later one under
 * another parent is named "Parent / Foo"; a later one under the same parent (or when the
 * qualified name is taken too) is merged into the first: its posts go there. The platform's
 * categories are flat: a child category is otherwise a category of its own name. `categories`:
 * those to create, in file order; `all`: the file's, for the parents' names.
 */
export function resolveCategoryNames(
  categories: SourceCategory[],
  all: SourceCategory[],
  notes: string[],
): { categories: SourceCategory[]; alias: Map<string, string> } {
  // Parents are looked up among all the file's categories: a parent no post uses still names its child.
  const bySlug = new Map(all.map((c) => [c.slug, c]));
  const taken = new Map<string, SourceCategory>();
  const out: SourceCategory[] = [];
  const alias = new Map<string, string>();
  for (const category of categories) {
    const first = taken.get(nameKey(category.name));
    if (!first) {
      taken.set(nameKey(category.name), category);
      out.push(category);
      continue;
    }
    const parent = category.parent ? bySlug.get(category.parent)?.name : undefined;
    if (parent && category.parent !== first.parent) {
      const qualified = `${parent} / ${category.name}`;
      if (!taken.has(nameKey(qualified))) {
        const renamed = { ...category, name: qualified };
        taken.set(nameKey(qualified), renamed);
        out.push(renamed);
        notes.push(TR.transfer.categoryQualified(category.name, qualified));
        continue;
      }
    }
    alias.set(category.slug, first.slug);
    notes.push(TR.transfer.categoryMerged(category.name, first.name));
  }
  return { categories: out, alias };
}

/** A list for the report: the first names and how many more. */
export const nameList = (names: string[], shown = 20) =>
  names.length > shown ? `${names.slice(0, shown).join(', ')} … +${names.length - shown}` : names.join(', ');
