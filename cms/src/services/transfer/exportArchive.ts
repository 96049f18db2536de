import { zip, type Zippable } from 'fflate';
import { withZip64End } from './zip64';
import type { Payload } from 'payload';
import { blobStore } from '../storage/blobStore';
import { exportSubscriptionsCsv } from '../newsletter/admin';
import { withFrontMatter } from './frontMatter';

/**
 * Everything a writer owns, in one zip the import reads back: posts/<slug>.md (front matter:
 * title, slug, date, status, draft, categories, tags, description, cover, coverAlt, and the
 * stored fields of postFields.ts: author, createdAt, updatedAt, firstPublishedAt, viewCount,
 * newsletterStatus, newsletterSentAt), media/<file> (the
 * stored originals; renditions are made again on import), categories.json, tags.json,
 * subscribers.csv (as the newsletter screen exports it) and site.json (what and when).
 */

const BATCH = 500;
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : (v as number));

export interface ExportSummary {
  posts: number;
  media: number;
  categories: number;
  tags: number;
  subscribers: number;
}

export async function exportArchive(payload: Payload): Promise<{ data: Buffer; summary: ExportSummary }> {
  const [categories, tags, media, users] = await Promise.all([
    payload.find({ collection: 'categories', pagination: false, depth: 0, sort: 'name' }),
    payload.find({ collection: 'tags', pagination: false, depth: 0, sort: 'name' }),
    payload.find({ collection: 'media', pagination: false, depth: 0 }),
    payload.find({ collection: 'users', pagination: false, depth: 0, select: { email: true } }),
  ]);
  const emails = new Map(users.docs.map((u) => [u.id, u.email]));
  const categoryNames = new Map(categories.docs.map((c) => [c.id, c.name]));
  const tagNames = new Map(tags.docs.map((t) => [t.id, t.name]));
  const files: Zippable = {};
  const text = (s: string) => new TextEncoder().encode(s);

  let posts = 0;
  for (let page = 1; ; page += 1) {
    const result = await payload.find({ collection: 'posts', depth: 0, page, limit: BATCH, sort: 'createdAt' });
    for (const post of result.docs) {
      const category = post.category ? categoryNames.get(idOf(post.category)) : undefined;
      const front = {
        title: post.title,
        slug: post.slug,
        date: post.publishedAt ?? undefined,
        status: post.status,
        draft: post.status === 'DRAFT',
        categories: category ? [category] : undefined,
        tags: (post.tags ?? []).map((t) => tagNames.get(idOf(t))).filter(Boolean),
        description: post.excerpt || undefined,
        cover: post.featuredImage || undefined,
        coverAlt: post.featuredImageAlt || undefined,
        // What only this platform stores (postFields.ts): read back by its import.
        author: post.author ? emails.get(idOf(post.author)) : undefined,
        createdAt: post.createdAt,
        updatedAt: post.updatedAt,
        firstPublishedAt: post.firstPublishedAt ?? undefined,
        viewCount: post.viewCount ?? undefined,
        newsletterStatus: post.newsletterStatus ?? undefined,
        newsletterSentAt: post.newsletterSentAt ?? undefined,
      };
      files[`posts/${post.slug ?? post.id}.md`] = text(withFrontMatter(front, post.content));
      posts += 1;
    }
    if (!result.hasNextPage) break;
  }

  let mediaCount = 0;
  for (const doc of media.docs) {
    if (!doc.filename) continue;
    // From the media storage (DATA_DIR/media or MEDIA_BUCKET), as the upload wrote it.
    const data = await blobStore('media').get(doc.filename);
    if (!data) continue;
    // Already compressed: stored, not deflated again.
    files[`media/${doc.filename}`] = [new Uint8Array(data), { level: 0 }];
    mediaCount += 1;
  }

  const csv = await exportSubscriptionsCsv(payload, false);
  const summary: ExportSummary = {
    posts,
    media: mediaCount,
    categories: categories.docs.length,
    tags: tags.docs.length,
    subscribers: Math.max(0, csv.trim().split('\r\n').length - 1),
  };
  files['categories.json'] = text(
    JSON.stringify(
      categories.docs.map((c) => ({ name: c.name, slug: c.slug, description: c.description ?? undefined })),
      null,
      2,
    ),
  );
  files['tags.json'] = text(
    JSON.stringify(
      tags.docs.map((t) => ({ name: t.name, slug: t.slug })),
      null,
      2,
    ),
  );
  files['subscribers.csv'] = text(csv);
  files['site.json'] = text(
    JSON.stringify({ generator: 'blog-platform', exportedAt: new Date().toISOString(), ...summary }, null, 2),
  );

  const data = await new Promise<Uint8Array>((resolve, reject) =>
    zip(files, { level: 6 }, (error, out) => (error ? reject(error) : resolve(out))),
  );
  const whole = withZip64End(data);
  return { data: Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength), summary };
}
