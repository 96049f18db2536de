/**
 * Public URL of a stored file: served by the static server (from disk, or from MEDIA_BUCKET:
 * scripts/lib/mediaBucket.mjs), so images live while the CMS is down.
 */
export const mediaUrl = (filename: string | null | undefined): string | null =>
  filename ? `/media/${encodeURIComponent(filename)}` : null;
