/** mdast lists → ListBlock, nested lists kept as item children. */
import type { List, ListItem as MdastListItem } from 'mdast';
import type { ListBlock, ListItem } from './blocks';
import type { Renderer } from './render';

interface Part {
  html: string;
  inline: boolean;
}

/** Consecutive paragraphs are separated by a line break; other blocks stand alone. */
function joinParts(parts: Part[]): string {
  let html = '';
  parts.forEach((part, index) => {
    const previous = parts[index - 1];
    if (previous?.inline && part.inline) html += '<br>';
    html += part.html;
  });
  return html;
}

function itemToBlock(item: MdastListItem, render: Renderer): ListItem {
  const parts: Part[] = [];
  const children: ListBlock[] = [];
  for (const child of item.children) {
    if (child.type === 'list') {
      children.push(listToBlock(child, render));
    } else if (child.type === 'paragraph') {
      parts.push({ html: render.inline(child.children), inline: true });
    } else {
      // Code, quotes, tables... inside an item keep their (sanitised) block HTML.
      parts.push({ html: render.html([child]), inline: false });
    }
  }
  const block: ListItem = { html: joinParts(parts.filter((part) => part.html !== '')), children };
  if (typeof item.checked === 'boolean') block.checked = item.checked;
  return block;
}

export function listToBlock(list: List, render: Renderer): ListBlock {
  const ordered = list.ordered === true;
  const block: ListBlock = {
    type: 'list',
    ordered,
    items: list.children.map((item) => itemToBlock(item, render)),
  };
  if (ordered) block.start = list.start ?? 1;
  return block;
}
