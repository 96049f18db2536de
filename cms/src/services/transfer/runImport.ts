import { rm } from 'node:fs/promises';
import path from 'node:path';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload';
import { TR, newsletterEmailRule, slugify } from '@blog/shared';
import { env } from '../../env';
import { findSubscriptionByEmail } from '../newsletter/subscriptions';
import { queueSiteUpdate, startSiteUpdate } from '../siteUpdate';
import type { FileSet } from './fileSet';
import { MediaImporter } from './media';
import { planImport } from './plan';
import { readBundle } from './readBundle';
import { ensureCategories, ensureTags } from './taxonomy';
import { MEDIA_REF, type ImportProgress, type ImportReport, type SourceBundle, type SourcePost } from './types';

const context = { seeding: true } as const;

async function firstAdmin(payload: Payload): Promise<number | undefined> {
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: 'ADMIN' } }, limit: 1, depth: 0 });
  return docs[0]?.id;
}

/**
 * One post as the platform stores it. Hooks are told it is a bulk write (context.seeding: no
 * per-post site update, no publish e-mail); a post already live, or scheduled, on the old blog is
 * marked as mailed so that no later edit here sends it to the subscribers.
 */
async function writePost(
  req: PayloadRequest,
  post: SourcePost,
  ids: { category: number | undefined; tags: number[]; author: number | undefined },
  media: MediaImporter,
) {
  const live = post.status === 'PUBLISHED';
  // As in the editor, a draft carries no publish date; an archived post (this platform's export) keeps its own.
  const publishedAt = post.status === 'DRAFT' ? undefined : (post.publishedAt ?? (live ? new Date().toISOString() : undefined));
  const cover = post.featuredImage?.startsWith(MEDIA_REF) ? await media.url(post.featuredImage) : post.featuredImage;
  await req.payload.create({
    collection: 'posts',
    data: {
      title: post.title.trim(),
      slug: post.slug,
      excerpt: post.excerpt?.trim() || null,
      content: await media.rewrite(post.content),
      category: ids.category,
      tags: ids.tags,
      featuredImage: cover || null,
      status: post.status,
      publishedAt: publishedAt ?? null,
      ...(live ? { firstPublishedAt: publishedAt, newsletterStatus: 'sent' as const } : {}),
      ...(live && publishedAt && Date.parse(publishedAt) <= Date.now() ? { newsletterSentAt: publishedAt } : {}),
      viewCount: 0,
      author: ids.author,
      ...(post.createdAt ? { createdAt: post.createdAt } : {}),
    },
    req,
    context,
    depth: 0,
  });
}

async function writeSubscribers(req: PayloadRequest, bundle: SourceBundle): Promise<number> {
  let added = 0;
  for (const subscriber of bundle.subscribers) {
    const email = newsletterEmailRule.safeParse(subscriber.email);
    if (!email.success) {
      bundle.notes.push(TR.transfer.badSubscriber(subscriber.email));
      continue;
    }
    if (await findSubscriptionByEmail(req.payload, email.data)) continue;
    await req.payload.create({
      collection: 'subscriptions',
      data: { email: email.data, isActive: subscriber.isActive, source: subscriber.source?.slice(0, 50) || 'import' },
      req,
      context,
      depth: 0,
    });
    added += 1;
  }
  return added;
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

/**
 * Imports a WordPress, Ghost or Markdown upload. Everything is read and checked first (a file
 * that cannot be read throws a TransferError and nothing is written); then one transaction
 * writes categories, tags, images, posts and subscribers; then one site update is queued.
 */
export async function runImport(payload: Payload, files: FileSet, onProgress: ImportProgress = () => {}): Promise<ImportReport> {
  const started = Date.now();
  const bundle = await readBundle(files, (done, total) => onProgress(done, total, 'reading'));
  const plan = await planImport(payload, bundle);
  const total = plan.create.length;
  onProgress(0, total, 'writing');
  const report: ImportReport = {
    format: bundle.format,
    created: [],
    unchanged: plan.unchanged,
    conflicts: plan.conflicts,
    invalid: plan.invalid,
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
  const req = await createLocalReq({ context }, payload);
  const owns = await initTransaction(req);
  const media = new MediaImporter(req, bundle);
  try {
    const categories = await ensureCategories(req, bundle, plan.create, report.categories);
    const tags = await ensureTags(
      req,
      plan.create.flatMap((p) => p.tags),
      report.tags,
    );
    const author = await firstAdmin(payload);
    for (const [index, post] of plan.create.entries()) {
      const tagIds = [...new Set(post.tags.map((t) => tags.get(slugify(t))).filter((id): id is number => id !== undefined))];
      await writePost(req, post, { category: categories.get(post.category ?? ''), tags: tagIds, author }, media);
      report.created.push({ title: post.title, slug: post.slug, status: post.status });
      if ((index + 1) % 100 === 0 || index + 1 === total) onProgress(index + 1, total, 'writing');
    }
    report.subscribers = await writeSubscribers(req, bundle);
    if (owns) await commitTransaction(req);
  } catch (error) {
    if (owns) await killTransaction(req);
    await Promise.all(media.filenames.filter(Boolean).map((name) => rm(path.join(env.mediaDir, name), { force: true })));
    throw error;
  }
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
