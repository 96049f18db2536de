/**
 * Generated cards kept by content: the file name is a hash of what the card shows and of the
 * card's design (card.ts's own source), so a full rebuild reuses every unchanged card (~20 ms of
 * CPU each to make) and a changed design makes new ones. The folder is under the data folder
 * (the site engine passes it in siteData().ogCacheDir); without one, cards are made every time.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import design from './card.ts?raw';
import { renderOgCard, type OgCard } from './card';

const DESIGN = createHash('sha1').update(design).digest('hex');

export const ogCacheKey = (card: OgCard): string =>
  createHash('sha1')
    .update(JSON.stringify([DESIGN, card.title, card.category, card.siteName]))
    .digest('hex');

export async function cachedOgCard(card: OgCard, dir: string | undefined): Promise<Buffer> {
  if (!dir) return renderOgCard(card);
  const key = ogCacheKey(card);
  const file = path.join(dir, key.slice(0, 2), `${key}.png`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const png = await renderOgCard(card);
  // Scratch name then rename: a concurrent reader (another render worker) sees all or nothing.
  await mkdir(path.dirname(file), { recursive: true });
  const scratch = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(scratch, png);
  await rename(scratch, file);
  return png;
}
