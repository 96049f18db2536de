import { randomBytes } from 'node:crypto';
import { blobStore } from '../storage/blobStore';

/**
 * Rendered previews, kept until their link expires: a preview is a moment's look, not content,
 * so nothing goes to the database, but the link opens in a new tab (a new connection), which may
 * reach another worker process or, with several machines, another machine than the one that
 * rendered it. So they go through the media storage (services/storage): DATA_DIR/previews on
 * disk, or `previews/` in MEDIA_BUCKET (never served at /media/). Bounded: the oldest go first.
 */
interface Stored {
  html: string;
  csp: string;
  expires: number;
}

const MAX_ENTRIES = 50;
const TTL_MS = 60 * 60 * 1000;
const ID = /^[A-Za-z0-9_-]{16}$/;
const store = () => blobStore('previews');

async function sweep(now: number): Promise<void> {
  const files = (await store().list()).filter((file) => file.name.endsWith('.json'));
  files.sort((a, b) => a.written - b.written);
  // A file's time is when it was kept; the TTL is the same for every preview.
  const excess = files.length - (MAX_ENTRIES - 1);
  await store().remove(files.filter((file, index) => index < excess || now - file.written > TTL_MS).map((file) => file.name));
}

export async function keepPreview(entry: Stored, now = Date.now()): Promise<string> {
  await sweep(now);
  const id = randomBytes(12).toString('base64url');
  await store().put(`${id}.json`, Buffer.from(JSON.stringify(entry)), 'application/json');
  return id;
}

export async function findPreview(id: string, now = Date.now()): Promise<Stored | null> {
  if (!ID.test(id)) return null;
  const bytes = await store().get(`${id}.json`);
  if (!bytes) return null;
  const entry = JSON.parse(bytes.toString('utf8')) as Stored;
  return entry.expires > now ? entry : null;
}
