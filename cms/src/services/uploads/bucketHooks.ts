import type { CollectionAfterDeleteHook, CollectionBeforeChangeHook } from 'payload';
import { blobStore } from '../storage/blobStore';

/**
 * MEDIA_STORAGE=s3: the Media collection keeps local storage off (Payload writes nothing to
 * DATA_DIR/media) and these hooks put what Payload made (the sanitized original and its card and
 * og renditions, still in the request) into the bucket, and delete them with the document. The
 * rules before them (sanitizeUploadHook, the mime types, the sizes) and the /media/… URLs are
 * the same as on disk; scripts/lib/mediaBucket.mjs serves the keys at /media/.
 */

/** Stored names are random and never reused (scripts/server.mjs gives the disk's files the same). */
const MEDIA_CACHE = 'public, max-age=31536000, immutable';

interface SizeData {
  filename?: string | null;
  mimeType?: string | null;
}
interface FileDoc {
  filename?: string | null;
  mimeType?: string | null;
  sizes?: Record<string, SizeData | undefined> | null;
}

/** The names of a document's files: the original and every rendition. */
function filesOf(doc: FileDoc | null | undefined): string[] {
  if (!doc?.filename) return [];
  const sizes = Object.values(doc.sizes ?? {}).map((size) => size?.filename ?? '');
  return [doc.filename, ...sizes].filter(Boolean);
}

export const putUploadInBucket: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const file = req.file;
  const doc = data as FileDoc;
  if (!file?.data?.length || !doc.filename) return data;
  const store = blobStore('media');
  const uploads = [store.put(doc.filename, file.data, doc.mimeType ?? file.mimetype, MEDIA_CACHE)];
  const made = (req as { payloadUploadSizes?: Record<string, Buffer> }).payloadUploadSizes ?? {};
  for (const [name, bytes] of Object.entries(made)) {
    const size = doc.sizes?.[name];
    if (size?.filename && bytes?.length)
      uploads.push(store.put(size.filename, bytes, size.mimeType ?? 'image/jpeg', MEDIA_CACHE));
  }
  await Promise.all(uploads);
  // A new file for an existing document: the old files go (the names differ; Payload made them unique).
  const kept = new Set(filesOf(doc));
  const old = filesOf(originalDoc as FileDoc | undefined).filter((name) => !kept.has(name));
  if (old.length) await store.remove(old);
  return data;
};

export const removeUploadFromBucket: CollectionAfterDeleteHook = async ({ doc }) => {
  await blobStore('media').remove(filesOf(doc as FileDoc));
};
