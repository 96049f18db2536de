/**
 * Links whose only content is an image without alt text have no accessible name (axe
 * `link-name`: a screen reader says "link" and nothing else). Such an image gets alt text from
 * its title (the caption the author gave) or, failing that, its file name, so the link is named
 * by what it shows.
 */
import type { Element, ElementContent, Root } from 'hast';

/** The text a link's content gives it: its text and its images' alt text. */
function nameOf(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element') return '';
      if (node.tagName === 'img') return String(node.properties.alt ?? '');
      return [node.properties.ariaLabel, node.properties.title].some((v) => typeof v === 'string' && v.trim())
        ? 'named'
        : nameOf(node.children);
    })
    .join('')
    .trim();
}

function images(nodes: ElementContent[]): Element[] {
  return nodes.flatMap((node) => (node.type !== 'element' ? [] : node.tagName === 'img' ? [node] : images(node.children)));
}

/** 'https://x.test/img/sunset-over_the-bosphorus.jpg?w=1' → 'sunset over the bosphorus'; '' when the path names no file. */
function fileNameLabel(src: string): string {
  let path: string;
  try {
    // Relative or absolute, query and fragment dropped; a bare host ('https://x.test') has the path '/'.
    path = new URL(src.trim(), 'http://relative.invalid/').pathname;
  } catch {
    return '';
  }
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A malformed escape: the name as written.
  }
  return name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[-_.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Fills in the alt text of the images of unnamed links (see above); other links are left alone. */
export function nameImageLinks(tree: Root | Element): void {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    if (child.tagName !== 'a') {
      nameImageLinks(child);
      continue;
    }
    const own = text(child.properties.ariaLabel) || text(child.properties.title);
    if (own || nameOf(child.children)) continue;
    const [image] = images(child.children);
    if (!image) continue;
    const name = text(image.properties.title) || fileNameLabel(String(image.properties.src ?? '')) || 'Image';
    image.properties.alt = name;
  }
}
