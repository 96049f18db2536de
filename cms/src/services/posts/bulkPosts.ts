import type { Payload } from 'payload';
import { MARKDOWN_MAX_LENGTH, STORED_URL_MAX, TR, slugify, type PostStatus } from '@blog/shared';
import { RESERVED_SLUGS } from '../../hooks/slugFromField';
import { validatePostDate, validateStoredUrl } from '../../lib/fieldRules';
import { analyzeMarkdown } from '../markdown/analyzeMarkdown';
import { mapInParallel } from '../../lib/mapInParallel';
import { BulkPostStore, bulkPostFile, type BulkPostRow } from '../../db/bulkPosts';

/** A new post as the Local API's `create` takes it (relations by id). */
export interface PostCreateData {
  title: string;
  slug?: string | null;
  excerpt?: string | null;
  content: string;
  category?: number | null;
  tags?: number[];
  featuredImage?: string | null;
  featuredImageAlt?: string | null;
  status: PostStatus;
  publishedAt?: string | null;
  firstPublishedAt?: string | null;
  viewCount?: number;
  author?: number | null;
  newsletterStatus?: 'queued' | 'sent' | null;
  newsletterSentAt?: string | null;
  createdAt?: string;
  updatedAt?: string;
}

/** The stored row, or the rule's Turkish refusal (the message a Local API create would fail with). */
export type BulkOutcome = { row: BulkPostRow } | { refused: string };

/**
 * Posts created in bulk on SQLite (the synthetic seeder, the import): what the Posts collection
 * does with a create marked as seeding (`context.seeding`), done here for a chunk at a time, and
 * written by db/bulkPosts.ts in one transaction instead of a Payload operation per post (at
 * 100,000 posts an import spent ~20 ms a post in Payload's create). The collection's rules and
 * hooks on create, and so what is done here:
 * - the field rules: title and excerpt lengths, the body (validateContent: the shared bounds and
 *   a parse within its budget, which also gives the reading time, hooks/setReadingTime), the
 *   cover's URL, the publish date (lib/fieldRules);
 * - the slug from a requested slug or the title, unique among the posts and the reserved paths
 *   (hooks/slugFromField); sortTitle, the title lowercased;
 * - a PUBLISHED post's publish date (now when it has none) and first publish date
 *   (hooks/setPublishDates); the view count as given (0 by default);
 * - with `seeding`, no publish e-mail is marked or queued, no site update and no redirect
 *   bookkeeping: the caller clears the public cache once per chunk and queues one site update.
 * test/seed/bulkSeed.test.ts and test/pipeline/bulkImport.test.ts check the rows equal the Local
 * API's, column by column.
 */
export class BulkPostWriter {
  private readonly store: BulkPostStore;

  private constructor(file: string) {
    this.store = new BulkPostStore(file);
  }

  /** A writer where the bulk path runs (SQLite in a local file, fast paths on), else undefined: the caller uses the Local API. */
  static open(payload: Payload): BulkPostWriter | undefined {
    const file = bulkPostFile(payload);
    return file ? new BulkPostWriter(file) : undefined;
  }

  /** Checks and derives every post of a chunk; the bodies parse two at a time, as the worker pool allows. */
  async prepare(inputs: PostCreateData[]): Promise<BulkOutcome[]> {
    return mapInParallel(inputs, 2, derive);
  }

  /** Writes the rows in one transaction, all or none; their new ids, in order. */
  write(rows: BulkPostRow[]): Promise<number[]> {
    return this.store.write(rows, { now: new Date().toISOString(), reserved: RESERVED_SLUGS });
  }

  close(): void {
    this.store.close();
  }
}

const tooLong = (value: string | null | undefined, max: number) => (value ?? '').length > max;

async function derive(data: PostCreateData): Promise<BulkOutcome> {
  const title = data.title.trim();
  if (!title) return { refused: TR.post.titleRequired };
  if (tooLong(title, 200)) return { refused: TR.validation.tooLong(200) };
  if (tooLong(data.excerpt, 500)) return { refused: TR.validation.tooLong(500) };
  if (!/\S/.test(data.content)) return { refused: TR.post.contentRequired };
  if (data.content.length > MARKDOWN_MAX_LENGTH) return { refused: TR.validation.tooLong(MARKDOWN_MAX_LENGTH) };
  if (tooLong(data.featuredImage, STORED_URL_MAX)) return { refused: TR.validation.tooLong(STORED_URL_MAX) };
  for (const check of [validateStoredUrl(data.featuredImage), validatePostDate(data.publishedAt)])
    if (check !== true) return { refused: check };
  const outcome = await analyzeMarkdown(data.content);
  if (!outcome.ok) return { refused: outcome.problem ?? TR.post.contentTooComplex };
  let publishedAt = data.publishedAt || null;
  let firstPublishedAt = data.firstPublishedAt || null;
  if (data.status === 'PUBLISHED') {
    publishedAt ??= new Date().toISOString();
    firstPublishedAt ??= publishedAt;
  }
  return {
    row: {
      title,
      // A requested slug in slug form, else the title's (the import and the seeder never request one with nothing usable).
      slugBase: (data.slug && slugify(data.slug)) || slugify(title),
      sortTitle: title.toLocaleLowerCase('en-US'),
      excerpt: data.excerpt ?? null,
      content: data.content,
      readingTime: outcome.readingTime,
      category: data.category ?? null,
      tagIds: data.tags ?? [],
      featuredImage: data.featuredImage ?? null,
      featuredImageAlt: data.featuredImageAlt ?? null,
      status: data.status,
      publishedAt,
      firstPublishedAt,
      viewCount: data.viewCount ?? 0,
      author: data.author ?? null,
      newsletterStatus: data.newsletterStatus ?? null,
      newsletterSentAt: data.newsletterSentAt ?? null,
      createdAt: data.createdAt ?? null,
      updatedAt: data.updatedAt ?? null,
    },
  };
}
