import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../../env';

/**
 * Rendered previews, kept as files under DATA_DIR/previews until their link expires: a preview
 * is a moment's look, not content, so nothing goes to the database, but the link opens in a new
 * tab (a new connection), which with WEB_CONCURRENCY > 1 may reach another worker process than
 * the one that rendered it. Bounded: the oldest go first.
 */
interface Stored {
  html: string;
  csp: string;
  expires: number;
}

const MAX_ENTRIES = 50;
const ID = /^[A-Za-z0-9_-]{16}$/;
const folder = () => path.join(env.dataDir, 'previews');

async function sweep(now: number): Promise<void> {
  const names = await readdir(folder()).catch(() => [] as string[]);
  const files = await Promise.all(
    names.map(async (name) => ({ name, mtime: (await stat(path.join(folder(), name)).catch(() => null))?.mtimeMs ?? 0 })),
  );
  files.sort((a, b) => a.mtime - b.mtime);
  // A file's mtime is when it was kept; the TTL is the same for every preview.
  const excess = files.length - (MAX_ENTRIES - 1);
  await Promise.all(
    files
      .filter((file, index) => index < excess || now - file.mtime > 60 * 60 * 1000)
      .map((file) => rm(path.join(folder(), file.name), { force: true })),
  );
}

export async function keepPreview(entry: Stored, now = Date.now()): Promise<string> {
  await mkdir(folder(), { recursive: true, mode: 0o700 });
  await sweep(now);
  const id = randomBytes(12).toString('base64url');
  const file = path.join(folder(), `${id}.json`);
  // Written whole, then renamed: another process never reads half a preview.
  await writeFile(`${file}.tmp`, JSON.stringify(entry), { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  return id;
}

export async function findPreview(id: string, now = Date.now()): Promise<Stored | null> {
  if (!ID.test(id)) return null;
  const text = await readFile(path.join(folder(), `${id}.json`), 'utf8').catch(() => null);
  if (!text) return null;
  const entry = JSON.parse(text) as Stored;
  return entry.expires > now ? entry : null;
}
