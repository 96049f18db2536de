import { slugify } from '../slugify';

/**
 * The comparison key of a category/tag name: Turkish-aware case folding, so "YAZILIM",
 * "Yazılım" and "yazilim" are one name, as are "DESIGN" and "Design" (the dotted and
 * dotless i are folded together, since capitals lose the difference), whitespace collapsed.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .replace(/i\u0307/g, 'i');
}

/** A name gives a meaningful slug: at least one letter (a-z, Turkish letters) or digit. */
export function hasSluggableText(name: string): boolean {
  return slugify(name) !== '';
}
