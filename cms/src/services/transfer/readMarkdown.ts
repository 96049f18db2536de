import path from 'node:path';
import { POST_STATUSES, TR, slugify, type PostStatus } from '@blog/shared';
import { parseCsv } from './csv';
import { splitFrontMatter, type FrontMatter } from './frontMatter';
import { shortcodeSummary } from './htmlToMarkdown';
import { ImageIndex, resolveRef, rewriteImages, type ImageRefs } from './images';
import type { FileSet } from './fileSet';
import { coverAlt, readStoredFields } from './postFields';
import { convertTemplateTags, type TemplateStats } from './templateTags';
import { breathe, emptyBundle, type ImportProgress, type SourceBundle, type SourceCategory } from './types';

/**
 * A folder or zip of Markdown files with front matter (YAML, TOML or JSON: frontMatter.ts): Hugo (date, draft, summary,
 * cover.image, page bundles), Jekyll (_posts/YYYY-MM-DD-slug.md, published: false, category),
 * Astro (pubDate, heroImage, description) and this platform's own export (status,
 * categories.json, tags.json, subscribers.csv).
 */

export const MARKDOWN_FILE = /\.(md|markdown|mdx)$/i;
const SKIP_FILE = /(^|\/)(_index|readme|license|changelog)\.(md|markdown|mdx)$/i;
const JEKYLL_NAME = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
const first = (fm: FrontMatter, keys: string[]) => keys.map((k) => fm[k]).find((v) => v !== undefined && v !== null && v !== '');

/** Names from a list or a text ("a, b" or Jekyll's "a b"). */
function names(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(str).filter((s): s is string => !!s);
  const s = str(v);
  if (!s) return [];
  return (s.includes(',') ? s.split(',') : s.split(/\s+/)).map((t) => t.trim()).filter(Boolean);
}

/** Dates as front matter writes them: ISO, "2024-01-15", Jekyll's "2024-01-15 10:00:00 +0300"; a YAML Date too. */
function frontMatterDate(v: unknown): string | undefined {
  if (v instanceof Date) return Number.isFinite(v.getTime()) ? v.toISOString() : undefined;
  const s = str(v);
  if (!s) return undefined;
  const jekyll = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)\s*(Z|[+-]\d\d:?\d\d)?$/.exec(s);
  const normal = jekyll
    ? `${jekyll[1]}T${jekyll[2]}${jekyll[3] ? jekyll[3].replace(/^([+-]\d\d)(\d\d)$/, '$1:$2') : 'Z'}`
    : /^\d{4}-\d\d-\d\d$/.test(s)
      ? `${s}T00:00:00Z`
      : s;
  const time = Date.parse(normal);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

function cover(fm: FrontMatter): string | undefined {
  const c = fm.cover;
  if (c && typeof c === 'object' && !Array.isArray(c)) return str((c as FrontMatter).image);
  return str(
    first(fm, ['cover', 'image', 'heroImage', 'featured_image', 'featuredImage', 'feature_image', 'ogImage', 'thumbnail']),
  );
}

function readJsonList<T>(files: FileSet, name: string): T[] {
  const data = files.get(name);
  if (!data) return [];
  try {
    const json = JSON.parse(data.toString('utf8')) as unknown;
    return Array.isArray(json) ? (json as T[]) : [];
  } catch {
    return [];
  }
}

export async function readMarkdown(files: FileSet, onProgress: ImportProgress = () => {}): Promise<SourceBundle> {
  const bundle = emptyBundle('markdown', files);
  const categories = new Map<string, SourceCategory>();
  for (const c of readJsonList<SourceCategory>(files, 'categories.json')) {
    const slug = slugify(c.slug || c.name || '');
    if (slug && c.name) categories.set(slug, { slug, name: c.name, description: c.description || undefined });
  }
  const index = new ImageIndex(files);
  const refs: ImageRefs = { remote: bundle.remoteImages, missing: new Set() };
  const platformExport = isPlatformExport(files);
  const keys = [...files.keys()].filter((k) => MARKDOWN_FILE.test(k) && !SKIP_FILE.test(k)).sort();
  for (const [at, key] of keys.entries()) {
    await breathe(at);
    onProgress(at, keys.length);
    let parsed: ReturnType<typeof splitFrontMatter>;
    try {
      parsed = splitFrontMatter(files.get(key)!.toString('utf8'));
    } catch {
      bundle.skipped.push(TR.transfer.badFrontMatter(key));
      continue;
    }
    if (!parsed.data) {
      bundle.skipped.push(TR.transfer.badFrontMatter(key));
      continue;
    }
    const fm = parsed.data;
    const dir = path.posix.dirname(key) === '.' ? '' : path.posix.dirname(key);
    const base = path.posix.basename(key).replace(MARKDOWN_FILE, '');
    // Hugo page bundles keep the post in <slug>/index.md; Jekyll names carry the date.
    const fileName = /^index$/i.test(base) && dir ? path.posix.basename(dir) : base;
    const jekyll = JEKYLL_NAME.exec(fileName);
    const title = str(fm.title) ?? '';
    const statusField = str(fm.status)?.toUpperCase();
    const draft = fm.draft === true || fm.published === false || fm.draft === 'true';
    const status: PostStatus =
      statusField && (POST_STATUSES as readonly string[]).includes(statusField)
        ? (statusField as PostStatus)
        : draft
          ? 'DRAFT'
          : 'PUBLISHED';
    const cats = names(first(fm, ['categories', 'category']));
    for (const name of cats.slice(0, 1)) {
      const slug = slugify(name);
      if (slug && !categories.has(slug)) categories.set(slug, { slug, name });
    }
    const tags = names(fm.tags);
    if (cats.length > 1) {
      bundle.notes.push(TR.transfer.extraCategories(title || key, cats.slice(1).join(', ')));
      tags.push(...cats.slice(1));
    }
    const coverRef = cover(fm);
    const stats: TemplateStats = { embeds: [], removed: new Map() };
    const body = convertTemplateTags(parsed.body.trim(), stats);
    if (stats.removed.size) bundle.notes.push(TR.transfer.templateTags(key, shortcodeSummary(stats.removed)));
    bundle.posts.push({
      sourceId: key,
      title,
      slug: slugify(str(fm.slug) ?? '') || slugify(jekyll?.[2] ?? fileName) || slugify(title),
      status,
      publishedAt:
        frontMatterDate(first(fm, ['date', 'pubDate', 'publishDate', 'published_at', 'publishedAt'])) ??
        (jekyll ? frontMatterDate(jekyll[1]) : undefined),
      excerpt: str(first(fm, ['description', 'summary', 'excerpt'])),
      category: cats[0] ? slugify(cats[0]) || undefined : undefined,
      tags,
      content: rewriteImages(body, index, refs, dir),
      featuredImage: coverRef ? resolveRef(coverRef, index, refs, dir) : undefined,
      featuredImageAlt: coverAlt(fm),
      stored: readStoredFields(fm, platformExport),
      embeds: stats.embeds,
    });
  }
  bundle.categories = [...categories.values()];
  bundle.subscribers = readSubscribers(files);
  for (const ref of refs.missing) bundle.notes.push(TR.transfer.missingImage(ref));
  return bundle;
}

/** This platform's export says so in its site.json (exportArchive.ts). */
function isPlatformExport(files: FileSet): boolean {
  try {
    return (
      (JSON.parse(files.get('site.json')?.toString('utf8') ?? '{}') as { generator?: unknown }).generator === 'blog-platform'
    );
  } catch {
    return false;
  }
}

/** subscribers.csv as the newsletter screen exports it (email,status,source,createdAt). */
function readSubscribers(files: FileSet): SourceBundle['subscribers'] {
  const data = files.get('subscribers.csv');
  if (!data) return [];
  const [header, ...rows] = parseCsv(data.toString('utf8'));
  const col = (name: string) => header?.indexOf(name) ?? -1;
  const [email, status, source] = [col('email'), col('status'), col('source')];
  if (email < 0) return [];
  return rows.map((r) => ({
    email: (r[email] ?? '').trim().replace(/^'/, ''),
    // A sign-up that never confirmed ('pending') is not made a subscriber by an import.
    isActive: status < 0 || (r[status] !== 'inactive' && r[status] !== 'pending'),
    source: source >= 0 ? r[source]?.replace(/^'/, '') || undefined : undefined,
  }));
}
