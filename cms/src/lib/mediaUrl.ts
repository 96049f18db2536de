/** Public URL of a stored file: served from disk by the static server, so images live while the CMS is down. */
export const mediaUrl = (filename: string | null | undefined): string | null =>
  filename ? `/media/${encodeURIComponent(filename)}` : null;
