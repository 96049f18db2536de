import { createLocalReq, type Payload, type PayloadRequest } from 'payload';
import { COVER_ALT_MAX, slugify } from '@blog/shared';
import { clearPublicCache } from '../cache/publicCache';
import { fromPayloadError } from '../http/fromPayloadError';
import { batchedWrites } from '../../db/batchedSync';
import { BulkRowError } from '../../db/bulkPosts';
import type { BulkPostWriter, PostCreateData } from '../posts/bulkPosts';
import type { MediaImporter } from './media';
import { storedData, type AuthorIds } from './postFields';
import { inTransaction, type Created } from './transaction';
import { MEDIA_REF, type ImportReport, type SourcePost } from './types';

const context = { seeding: true } as const;

/** What the posts of one import share: the taxonomy's ids, the author, the media, the bookkeeping. */
export interface ChunkContext {
  categories: Map<string, number>;
  tags: Map<string, number>;
  author: number | undefined;
  media: MediaImporter;
  created: Created;
  report: ImportReport;
  step: { item: string };
  /** The bulk path (SQLite), else undefined: a Local API create per post. */
  bulk: BulkPostWriter | undefined;
  /** Authors named by this platform's export, by e-mail. */
  authors: AuthorIds;
}

/**
 * One post as the platform stores it, as the Local API's create data: the same for both paths.
 * Hooks are told it is a bulk write (context.seeding: no per-post site update, no publish e-mail);
 * a post already live, or scheduled, on the old blog is marked as mailed so that no later edit
 * here sends it to the subscribers. Its images are stored first (media.ts).
 */
async function postData(req: PayloadRequest, post: SourcePost, c: ChunkContext): Promise<PostCreateData> {
  const live = post.status === 'PUBLISHED';
  // As in the editor, a draft carries no publish date; an archived post (this platform's export) keeps its own.
  const publishedAt = post.status === 'DRAFT' ? undefined : (post.publishedAt ?? (live ? new Date().toISOString() : undefined));
  const cover = post.featuredImage?.startsWith(MEDIA_REF) ? await c.media.url(req, post.featuredImage) : post.featuredImage;
  const tags = [...new Set(post.tags.map((t) => c.tags.get(slugify(t))).filter((id): id is number => id !== undefined))];
  return {
    title: post.title.trim(),
    slug: post.slug,
    excerpt: post.excerpt?.trim() || null,
    content: await c.media.rewrite(req, post.content),
    category: c.categories.get(post.category ?? ''),
    tags,
    featuredImage: cover || null,
    featuredImageAlt: (cover && post.featuredImageAlt?.slice(0, COVER_ALT_MAX)) || null,
    status: post.status,
    publishedAt: publishedAt ?? null,
    ...(live ? { firstPublishedAt: publishedAt, newsletterStatus: 'sent' as const } : {}),
    ...(live && publishedAt && Date.parse(publishedAt) <= Date.now() ? { newsletterSentAt: publishedAt } : {}),
    viewCount: 0,
    author: c.author,
    ...(post.createdAt ? { createdAt: post.createdAt } : {}),
    ...(post.stored ? await storedData(req, post.stored, c.authors) : {}),
  };
}

class Retry {
  constructor(readonly post: SourcePost) {}
}

/**
 * One chunk of posts; the posts written. A post the rules refuse at the write (a rule only the
 * write applies) is a line in the report and the others go on.
 */
export function writePosts(payload: Payload, chunk: SourcePost[], c: ChunkContext): Promise<SourcePost[]> {
  return c.bulk ? writeInBulk(payload, c.bulk, chunk, c) : writeEach(payload, chunk, c);
}

/**
 * The Local API's twin (PostgreSQL, MongoDB, DB_PORTABLE): a create per post in one transaction;
 * where the adapter's own transaction ended with a refusal (MongoDB), the chunk is written again
 * without that post.
 */
async function writeEach(payload: Payload, chunk: SourcePost[], c: ChunkContext): Promise<SourcePost[]> {
  let pending = chunk;
  for (;;) {
    const written: SourcePost[] = [];
    try {
      await inTransaction(payload, async (req) => {
        for (const post of pending) {
          c.step.item = post.title;
          let id: number;
          try {
            const data = await postData(req, post, c);
            id = (await req.payload.create({ collection: 'posts', data, req, context, depth: 0 })).id;
          } catch (error) {
            const refused = fromPayloadError(error);
            if (!refused) throw error;
            c.report.invalid.push({ source: post.sourceId, title: post.title, message: refused.message });
            if (req.transactionID !== undefined) throw new Retry(post);
            continue;
          }
          c.created.add('posts', id);
          written.push(post);
        }
      });
      return written;
    } catch (error) {
      if (!(error instanceof Retry)) throw error;
      pending = pending.filter((p) => p !== error.post);
    }
  }
}

/**
 * The bulk path (SQLite): the chunk's images stored (four at a time) and its data made as above,
 * then checked and derived as the collection does (services/posts/bulkPosts.ts) and written in
 * one transaction.
 * The public cache is cleared once for the chunk, where each create's hook cleared it once.
 */
async function writeInBulk(payload: Payload, bulk: BulkPostWriter, chunk: SourcePost[], c: ChunkContext): Promise<SourcePost[]> {
  const req = await createLocalReq({ context: { ...context } }, payload);
  const data: PostCreateData[] = [];
  // The images' documents commit through Payload's connection: durable together at the end.
  await batchedWrites(payload, async () => {
    await c.media.prefetch(req, chunk);
    for (const post of chunk) {
      c.step.item = post.title;
      data.push(await postData(req, post, c));
    }
  });
  const outcomes = await bulk.prepare(data);
  const written: SourcePost[] = [];
  const rows = outcomes.flatMap((outcome, at) => {
    const post = chunk[at]!;
    if ('refused' in outcome) {
      c.report.invalid.push({ source: post.sourceId, title: post.title, message: outcome.refused });
      return [];
    }
    written.push(post);
    return [outcome.row];
  });
  let ids: number[];
  try {
    ids = await bulk.write(rows);
  } catch (error) {
    // The report names the post the database refused, as the twin's does.
    if (!(error instanceof BulkRowError)) throw error;
    c.step.item = written[error.at]?.title ?? c.step.item;
    throw error.cause;
  }
  for (const id of ids) c.created.add('posts', id);
  if (ids.length) clearPublicCache();
  return written;
}
