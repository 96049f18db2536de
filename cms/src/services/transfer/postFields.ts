import type { PayloadRequest } from 'payload';
import type { FrontMatter } from './frontMatter';

/**
 * The fields of a stored post beyond what every format has (title, body, dates, taxonomy, cover):
 * written into the platform's own export and read back from it, so that a move or a restore loses
 * nothing (issue #35). The readers of other formats never set them.
 */
export interface StoredPostFields {
  createdAt?: string | undefined;
  updatedAt?: string | undefined;
  firstPublishedAt?: string | undefined;
  viewCount?: number | undefined;
  /** The author's e-mail: the user with that address on the target, else its first administrator. */
  author?: string | undefined;
  newsletterStatus?: 'queued' | 'sent' | undefined;
  newsletterSentAt?: string | undefined;
}

const iso = (v: unknown): string | undefined => {
  const text = v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : undefined;
  return text && Number.isFinite(Date.parse(text)) ? new Date(text).toISOString() : undefined;
};

/** What the platform's export wrote (nothing for other Markdown: their keys may mean other things). */
export function readStoredFields(fm: FrontMatter, platformExport: boolean): StoredPostFields | undefined {
  if (!platformExport) return undefined;
  const views = Number(fm.viewCount);
  return {
    createdAt: iso(fm.createdAt),
    updatedAt: iso(fm.updatedAt),
    firstPublishedAt: iso(fm.firstPublishedAt),
    viewCount: Number.isSafeInteger(views) && views >= 0 ? views : undefined,
    author: typeof fm.author === 'string' ? fm.author : undefined,
    newsletterStatus: fm.newsletterStatus === 'queued' || fm.newsletterStatus === 'sent' ? fm.newsletterStatus : undefined,
    newsletterSentAt: iso(fm.newsletterSentAt),
  };
}

/** The cover's alternative text: this platform's `coverAlt`, Hugo's `cover.alt`, Astro's `heroImageAlt`. */
export function coverAlt(fm: FrontMatter): string | undefined {
  const cover = fm.cover;
  const nested = cover && typeof cover === 'object' && !Array.isArray(cover) ? (cover as FrontMatter).alt : undefined;
  const value = [fm.coverAlt, nested, fm.heroImageAlt, fm.imageAlt].find((v) => typeof v === 'string' && v.trim());
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A user's id by e-mail, each address looked up once per import (an export names one author for thousands of posts). */
export type AuthorIds = Map<string, Promise<number | undefined>>;

const authorId = (req: PayloadRequest, email: string, authors: AuthorIds): Promise<number | undefined> => {
  let found = authors.get(email);
  if (!found) {
    found = req.payload
      .find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, req })
      .then(({ docs }) => docs[0]?.id);
    authors.set(email, found);
  }
  return found;
};

/**
 * The stored fields as post data, over what the writer decided for a foreign post. A queued
 * newsletter becomes sent: an import never mails the subscribers.
 */
export async function storedData(req: PayloadRequest, stored: StoredPostFields, authors: AuthorIds) {
  const author = stored.author ? await authorId(req, stored.author, authors) : undefined;
  const data = {
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    firstPublishedAt: stored.firstPublishedAt,
    viewCount: stored.viewCount,
    author,
    newsletterStatus: stored.newsletterStatus ? ('sent' as const) : undefined,
    newsletterSentAt: stored.newsletterSentAt,
  };
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)) as Partial<typeof data>;
}
