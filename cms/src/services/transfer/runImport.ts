import type { Payload, PayloadRequest } from 'payload';
import { COVER_ALT_MAX, TR, newsletterEmailRule, slugify } from '@blog/shared';
import { env } from '../../env';
import { findSubscriptionByEmail } from '../newsletter/subscriptions';
import { queueSiteUpdate, startSiteUpdate } from '../site/siteUpdate';
import type { FileSet } from './fileSet';
import { MediaImporter } from './media';
import { planImport } from './plan';
import { storedData } from './postFields';
import { fetchRemoteImages } from './remoteImages';
import { readBundle } from './readBundle';
import { ensureCategories, ensureTags } from './taxonomy';
import { TransferError } from './errors';
import { fromPayloadError } from '../http/fromPayloadError';
import { blobStore } from '../storage/blobStore';
import { HttpError } from '../http/HttpError';
import { Created, inTransaction } from './transaction';
import { MEDIA_REF, type ImportProgress, type ImportReport, type SourceBundle, type SourcePost } from './types';

const context = { seeding: true } as const;
/** Posts per transaction: a commit each, the write lock held for about a second. */
const CHUNK = 200;

interface PostIds {
  category: number | undefined;
  tags: number[];
  author: number | undefined;
}

/**
 * One post as the platform stores it. Hooks are told it is a bulk write (context.seeding: no
 * per-post site update, no publish e-mail); a post already live, or scheduled, on the old blog is
 * marked as mailed so that no later edit here sends it to the subscribers.
 */
async function writePost(req: PayloadRequest, post: SourcePost, ids: PostIds, media: MediaImporter): Promise<number> {
  const live = post.status === 'PUBLISHED';
  // As in the editor, a draft carries no publish date; an archived post (this platform's export) keeps its own.
  const publishedAt = post.status === 'DRAFT' ? undefined : (post.publishedAt ?? (live ? new Date().toISOString() : undefined));
  const cover = post.featuredImage?.startsWith(MEDIA_REF) ? await media.url(req, post.featuredImage) : post.featuredImage;
  const doc = await req.payload.create({
    collection: 'posts',
    data: {
      title: post.title.trim(),
      slug: post.slug,
      excerpt: post.excerpt?.trim() || null,
      content: await media.rewrite(req, post.content),
      category: ids.category,
      tags: ids.tags,
      featuredImage: cover || null,
      featuredImageAlt: (cover && post.featuredImageAlt?.slice(0, COVER_ALT_MAX)) || null,
      status: post.status,
      publishedAt: publishedAt ?? null,
      ...(live ? { firstPublishedAt: publishedAt, newsletterStatus: 'sent' as const } : {}),
      ...(live && publishedAt && Date.parse(publishedAt) <= Date.now() ? { newsletterSentAt: publishedAt } : {}),
      viewCount: 0,
      author: ids.author,
      ...(post.createdAt ? { createdAt: post.createdAt } : {}),
      ...(post.stored ? await storedData(req, post.stored) : {}),
    },
    req,
    context,
    depth: 0,
  });
  return doc.id;
}

class Retry {
  constructor(readonly post: SourcePost) {}
}

interface ChunkContext {
  categories: Map<string, number>;
  tags: Map<string, number>;
  author: number | undefined;
  media: MediaImporter;
  created: Created;
  report: ImportReport;
  step: { item: string };
}

/**
 * One transaction of posts; the posts written. A post the rules refuse at the write (a rule only
 * the write applies) is a line in the report and the others go on; where the adapter's own
 * transaction ended with that refusal (MongoDB), the chunk is written again without it.
 */
async function writeChunk(payload: Payload, chunk: SourcePost[], c: ChunkContext): Promise<SourcePost[]> {
  let pending = chunk;
  for (;;) {
    const written: SourcePost[] = [];
    try {
      await inTransaction(payload, async (req) => {
        for (const post of pending) {
          c.step.item = post.title;
          const tagIds = [
            ...new Set(post.tags.map((t) => c.tags.get(slugify(t))).filter((id): id is number => id !== undefined)),
          ];
          const ids = { category: c.categories.get(post.category ?? ''), tags: tagIds, author: c.author };
          let id: number;
          try {
            id = await writePost(req, post, ids, c.media);
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

/** subscribers.csv of an export: new addresses added as they were (active or not), known ones left alone. */
async function writeSubscribers(req: PayloadRequest, bundle: SourceBundle, created: Created): Promise<number> {
  let added = 0;
  for (const subscriber of bundle.subscribers) {
    const email = newsletterEmailRule.safeParse(subscriber.email);
    if (!email.success) {
      bundle.notes.push(TR.transfer.badSubscriber(subscriber.email));
      continue;
    }
    if (await findSubscriptionByEmail(req.payload, email.data)) continue;
    const doc = await req.payload.create({
      collection: 'subscriptions',
      data: { email: email.data, isActive: subscriber.isActive, source: subscriber.source?.slice(0, 50) || 'import' },
      req,
      context,
      depth: 0,
    });
    created.add('subscriptions', doc.id);
    added += 1;
  }
  return added;
}

async function firstAdmin(payload: Payload): Promise<number | undefined> {
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'ADMIN' } }, limit: 1, depth: 0 });
  return docs[0]?.id;
}

/** Archive images no post refers to (not imported: media comes in with the posts that use it). */
function unusedImages(bundle: SourceBundle): number {
  const used = new Set<string>();
  for (const post of bundle.posts) {
    for (const ref of `${post.content} ${post.featuredImage ?? ''}`.match(/media:[^\s)"'>]+/g) ?? [])
      used.add(ref.slice(MEDIA_REF.length));
  }
  return [...bundle.files.keys()].filter((k) => /\.(jpe?g|png|gif|webp)$/i.test(k) && !used.has(k)).length;
}

function emptyReport(bundle: SourceBundle, plan: Awaited<ReturnType<typeof planImport>>): ImportReport {
  return {
    format: bundle.format,
    created: [],
    unchanged: plan.unchanged,
    conflicts: plan.conflicts,
    invalid: plan.invalid,
    drafted: [],
    skipped: bundle.skipped,
    media: 0,
    categories: [],
    tags: [],
    subscribers: 0,
    remoteImages: [...bundle.remoteImages],
    notes: bundle.notes,
    siteQueued: false,
    seconds: 0,
  };
}

/**
 * Imports a WordPress, Ghost or Markdown upload. Everything is read, adapted and checked first (a
 * file that cannot be read throws a TransferError and nothing is written); then categories, tags,
 * images, posts and subscribers are written in transactions of CHUNK posts. An item the rules
 * refuse is a line in the report and the rest goes on; an unexpected failure (the database)
 * undoes everything written before (all or nothing), naming the item; then one site update is queued.
 */
export async function runImport(payload: Payload, files: FileSet, onProgress: ImportProgress = () => {}): Promise<ImportReport> {
  const started = Date.now();
  const bundle = await readBundle(files, (done, total) => onProgress(done, total, 'reading'));
  const plan = await planImport(payload, bundle);
  // Before the report is made: it lists the images that stay remote.
  await fetchRemoteImages(bundle, plan.create, (done, total) => onProgress(done, total, 'reading'));
  const report = emptyReport(bundle, plan);
  const total = plan.create.length;
  onProgress(0, total, 'writing');
  const created = new Created();
  const media = new MediaImporter(bundle, created);
  const step = { item: '' };
  try {
    const author = await firstAdmin(payload);
    step.item = TR.transfer.report.categories;
    const { categories, tags } = await inTransaction(payload, async (req) => ({
      categories: await ensureCategories(req, bundle, plan.create, report.categories, created),
      tags: await ensureTags(req, bundle, plan.create, report.tags, created),
    }));
    for (let at = 0; at < total; at += CHUNK) {
      const written = await writeChunk(payload, plan.create.slice(at, at + CHUNK), {
        categories,
        tags,
        author,
        media,
        created,
        report,
        step,
      });
      report.created.push(...written.map((p) => ({ title: p.title, slug: p.slug, status: p.status })));
      onProgress(Math.min(total, at + CHUNK), total, 'writing');
    }
    step.item = TR.transfer.report.subscribers;
    report.subscribers = await inTransaction(payload, (req) => writeSubscribers(req, bundle, created));
  } catch (error) {
    await created.undo(payload);
    // Files of images whose documents a rollback took away stay in the media storage otherwise.
    await blobStore('media').remove(media.filenames.filter(Boolean));
    // The screen and the CLI name the item it stopped at, in Turkish; the cause goes to the log.
    throw error instanceof HttpError
      ? error
      : new TransferError(TR.transfer.itemFailed(step.item, TR.transfer.unexpected), error);
  }
  // Sets, not a search of every post per drafted one: 100,000 posts made that quadratic.
  const written = new Set(report.created.map((p) => p.slug));
  const writtenSources = new Set(plan.create.filter((p) => written.has(p.slug)).map((p) => p.sourceId));
  report.drafted = plan.drafted.filter((d) => writtenSources.has(d.source));
  report.media = media.count;
  const unused = unusedImages(bundle);
  if (unused) report.notes.push(TR.transfer.unusedImages(unused));
  if (report.created.length || report.categories.length || report.tags.length) {
    await queueSiteUpdate(payload, `import: ${report.created.length} posts`);
    startSiteUpdate(payload);
    report.siteQueued = env.siteBuild !== 'off';
  }
  report.seconds = (Date.now() - started) / 1000;
  return report;
}
