/**
 * The second phase of an update: articles whose own post did not change, only their related
 * list (a publish changes the list of every article in its category, thousands of pages on a large
 * posts). Pages that share a list are one group: one page of each group is rendered in full and
 * its related list, between the markers of lib/relatedMarkers.ts, is spliced into the others'
 * live HTML. The splice is checked once per group against that full render (the same bytes, or
 * the group is rendered in full), so a spliced page is byte for byte what a full build writes.
 */
import { RELATED_END, RELATED_START } from '../../src/lib/relatedMarkers';
import { pool, type SiteWriter } from '../output/writer';
import { fileOfPath, type Renderer } from './renderer';
import { renderPaths } from './renderPaths';

const START = Buffer.from(RELATED_START);
const END = Buffer.from(RELATED_END);

/** The related list of a page (markers included), or null when the page has none. */
function regionOf(html: Buffer): { start: number; end: number } | null {
  const start = html.indexOf(START);
  const end = start < 0 ? -1 : html.indexOf(END, start);
  if (start < 0 || end < 0 || html.indexOf(START, start + 1) >= 0) return null;
  return { start, end: end + END.length };
}

/**
 * `html` with its related list replaced by `list` (markers included), or null without markers.
 * On bytes: thousands of pages a publish, each decoded and encoded again would cost more.
 */
export function spliceRelated(html: Buffer, list: Buffer): Buffer | null {
  const region = regionOf(html);
  return region ? Buffer.concat([html.subarray(0, region.start), list, html.subarray(region.end)]) : null;
}

export interface RelatedResult {
  rendered: number;
  spliced: number;
}

/**
 * Brings `urlPaths` (articles whose related list changed) up to date in `writer`'s folder.
 * `groupOf`: a key equal for pages whose related lists are equal (the related posts' slugs).
 */
export async function renderRelatedLists(
  renderer: Renderer,
  writer: SiteWriter,
  urlPaths: string[],
  groupOf: (urlPath: string) => string,
): Promise<RelatedResult> {
  const groups = new Map<string, string[]>();
  for (const urlPath of urlPaths) {
    const key = groupOf(urlPath);
    const group = groups.get(key);
    if (group) group.push(urlPath);
    else groups.set(key, [urlPath]);
  }
  const result: RelatedResult = { rendered: 0, spliced: 0 };
  const live = (urlPath: string) => writer.read(fileOfPath(urlPath));
  let sinceYield = 0;
  for (const [first, ...rest] of groups.values()) {
    const before = await live(first!);
    const html = await renderer.render(first!);
    await writer.write(fileOfPath(first!), html, before);
    result.rendered++;
    const region = regionOf(html);
    const list = region ? html.subarray(region.start, region.end) : null;
    // The check: the page rendered in full equals its old HTML with the new list spliced in.
    if (list === null || before === null || !spliceRelated(before, list)?.equals(html)) {
      await renderPaths(renderer, writer, rest);
      result.rendered += rest.length;
      continue;
    }
    // With synchronous files one page at a time, and the event loop gets a turn every few pages
    // (the recent index and the render pool's replies wait on it).
    await pool(rest, writer.syncFiles ? 1 : 8, async (urlPath) => {
      if (writer.syncFiles && ++sinceYield % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
      const old = await live(urlPath);
      const spliced = old === null ? null : spliceRelated(old, list);
      if (spliced === null) {
        await writer.write(fileOfPath(urlPath), await renderer.render(urlPath), old);
        result.rendered++;
      } else {
        await writer.write(fileOfPath(urlPath), spliced, old);
        result.spliced++;
      }
    });
  }
  return result;
}
