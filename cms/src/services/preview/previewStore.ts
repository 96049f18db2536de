import { randomBytes } from 'node:crypto';

/**
 * Rendered previews, in this process's memory until their link expires: a preview is a
 * moment's look, not content, so nothing goes to the database. Bounded: the oldest go first.
 */
interface Stored {
  html: string;
  csp: string;
  expires: number;
}

const MAX_ENTRIES = 50;
const store = new Map<string, Stored>();

function sweep(now: number): void {
  for (const [id, entry] of store) if (entry.expires <= now) store.delete(id);
  while (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value!);
}

export function keepPreview(entry: Stored, now = Date.now()): string {
  sweep(now);
  const id = randomBytes(12).toString('base64url');
  store.set(id, entry);
  return id;
}

export function findPreview(id: string, now = Date.now()): Stored | null {
  const entry = store.get(id);
  return entry && entry.expires > now ? entry : null;
}
