import type { PostStatus } from '@blog/shared';

/** The one shape every import format is read into before anything is written (validate first, then write). */

import type { ImportFormat } from '@blog/shared';
import type { StoredPostFields } from './postFields';

export type { ImportFormat, ImportJob, ImportReport } from '@blog/shared';

/** A post as read from the source, with the platform's Markdown body and references still by key. */
export interface SourcePost {
  /** Where it came from (WXR post id, Ghost id, Markdown file path): named in the report. */
  sourceId: string;
  title: string;
  slug: string;
  status: PostStatus;
  /** ISO date; for PUBLISHED in the future the post is scheduled. */
  publishedAt?: string | undefined;
  createdAt?: string | undefined;
  excerpt?: string | undefined;
  /** Category slug (see SourceBundle.categories). */
  category?: string | undefined;
  /** Tag names. */
  tags: string[];
  content: string;
  /** An archive file key or a URL, as found; resolved by the writer. */
  featuredImage?: string | undefined;
  featuredImageAlt?: string | undefined;
  /** The platform's own export only: the stored fields no other format has (postFields.ts). */
  stored?: StoredPostFields | undefined;
  /** Why the source says it must not be public (password, private, members only): imported as a draft. */
  draftReasons?: string[];
  /** Page URLs of the embeds made link lines: a body of nothing else is drafted. */
  embeds?: string[];
}

export interface SourceCategory {
  slug: string;
  name: string;
  /** The parent's slug (WordPress hierarchies): names a child whose name another category has. */
  parent?: string | undefined;
  description?: string | undefined;
}

export interface SourceSubscriber {
  email: string;
  isActive: boolean;
  source?: string | undefined;
}

export interface SourceBundle {
  format: ImportFormat;
  posts: SourcePost[];
  categories: SourceCategory[];
  /** Archive files (images) by normalised path: what `media:` keys in posts point at. */
  files: Map<string, Buffer>;
  subscribers: SourceSubscriber[];
  /** Image URLs outside the archive: fetched for the posts written (remoteImages.ts); the rest listed. */
  remoteImages: Set<string>;
  /** WordPress's attachment URLs (wp:attachment_url): the originals of resized copies in bodies. */
  attachments?: string[];
  /** Turkish notes for the report (what was dropped or changed). */
  notes: string[];
  /** Items that are not posts, or not imported, with why. */
  skipped: string[];
  /** Tags the export declares (WordPress's wp:tag, Ghost's tags): the ones no post uses are listed. */
  tagNames: string[];
}

/** In a post body or cover, `media:<archive path>` stands for an archive file until it is stored. */
export const MEDIA_REF = 'media:';

/** Progress: posts read (bodies converted) of all, then posts written of those to create. */
export type ImportProgress = (done: number, total: number, phase?: 'reading' | 'writing') => void;

/**
 * Converting thousands of HTML bodies is seconds of CPU: the readers hand the event loop back
 * every few posts, so the server keeps answering while an import reads.
 */
export async function breathe(index: number): Promise<void> {
  if (index % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
}

export const emptyBundle = (format: ImportFormat, files: Map<string, Buffer>): SourceBundle => ({
  format,
  posts: [],
  categories: [],
  files,
  subscribers: [],
  remoteImages: new Set(),
  notes: [],
  skipped: [],
  tagNames: [],
});
