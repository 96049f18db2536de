import type { Payload, PayloadRequest } from 'payload';
import { TR, newsletterEmailRule } from '@blog/shared';
import { env } from '../../env';
import { findSubscriptionByEmail } from '../newsletter/subscriptions';
import { queueSiteUpdate, startSiteUpdate } from '../site/siteUpdate';
import type { FileSet } from './fileSet';
import { MediaImporter, refsIn } from './media';
import { planImport } from './plan';
import { fetchRemoteImages } from './remoteImages';
import { readBundle } from './readBundle';
import { ensureCategories, ensureTags } from './taxonomy';
import { TransferError } from './errors';
import { blobStore } from '../storage/blobStore';
import { HttpError } from '../http/HttpError';
import { Created, inTransaction } from './transaction';
import { MEDIA_REF, type ImportProgress, type ImportReport, type SourceBundle } from './types';
import { BulkPostWriter } from '../posts/bulkPosts';
import { writePosts } from './writePosts';

const context = { seeding: true } as const;
/**
 * Posts per transaction, a commit each. The bulk path holds SQLite's write lock, and this
 * process's event loop, while it inserts a chunk's rows (a few statements a post).
 */
const CHUNK = 200;

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
    for (const ref of refsIn(`${post.content} ${post.featuredImage ?? ''}`)) used.add(ref.slice(MEDIA_REF.length));
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
  const bulk = BulkPostWriter.open(payload);
  const authors = new Map<string, Promise<number | undefined>>();
  try {
    const author = await firstAdmin(payload);
    step.item = TR.transfer.report.categories;
    const { categories, tags } = await inTransaction(payload, async (req) => ({
      categories: await ensureCategories(req, bundle, plan.create, report.categories, created),
      tags: await ensureTags(req, bundle, plan.create, report.tags, created),
    }));
    for (let at = 0; at < total; at += CHUNK) {
      const written = await writePosts(payload, plan.create.slice(at, at + CHUNK), {
        categories,
        tags,
        author,
        media,
        created,
        report,
        step,
        bulk,
        authors,
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
  } finally {
    bulk?.close();
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
