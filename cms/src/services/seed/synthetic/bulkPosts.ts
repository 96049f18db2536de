import Database from 'libsql';
import { TR, firstIssueMessage, postInputSchema, slugify, trErrorMap, uniqueSlug } from '@blog/shared';
import { RESERVED_SLUGS } from '../../../hooks/slugFromField';
import { analyzeMarkdown } from '../../markdown/analyzeMarkdown';

/** A synthetic post as seedSynthetic hands it to the Local API (the fields it names). */
export interface BulkPostInput {
  title: string;
  excerpt: string;
  content: string;
  category: number | undefined;
  /** Tag ids and their names (the names are what the shared rules check). */
  tags: { id: number; name: string }[];
  featuredImage: string | undefined;
  publishedAt: string;
  viewCount: number;
  author: number | undefined;
}

/** A post's stored columns, derived as the collection's hooks derive them. */
interface Row {
  title: string;
  slug: string;
  sortTitle: string;
  excerpt: string;
  content: string;
  readingTime: number;
  input: BulkPostInput;
}

/**
 * The bulk path of the synthetic seeder (SQLite): the same rules and derived fields as a Local API
 * create, written with prepared statements in one transaction per chunk instead of a Payload
 * operation and a commit per statement (135 posts/s, so 12 minutes for 100,000 posts). What the
 * Posts collection does on create, and so what is done here:
 * - the shared post rules (postInputSchema, Turkish messages) and the markdown parse within its
 *   budget (validateContent), which also gives the reading time (hooks/setReadingTime);
 * - the slug from the title with the shared slugify, unique among the posts and the reserved
 *   paths, with a numeric suffix (hooks/slugFromField); sortTitle, the title lowercased;
 * - the published row (`_status` 'published', Payload's mark of an explicit save), its tag rows,
 *   and the version Payload adds on every save (`_posts_v`, `latest`, with its own tag rows).
 * A seeding write queues no rebuild and no e-mail; the public cache is cleared once by the caller.
 * test/unit/bulkSeed.test.ts checks the rows equal those of the Local API, column by column.
 */
export class BulkPostWriter {
  private readonly db: InstanceType<typeof Database>;
  private readonly taken = new Set<string>();

  constructor(file: string) {
    this.db = new Database(file);
    this.db.exec('PRAGMA busy_timeout = 5000');
    this.db.exec('PRAGMA foreign_keys = ON');
    for (const row of this.db.prepare('SELECT slug FROM posts WHERE slug IS NOT NULL').all() as { slug: string }[])
      this.taken.add(row.slug);
  }

  /** Checks and derives every post of a chunk (the markdown parses two at a time, as the worker pool allows). */
  async prepare(inputs: BulkPostInput[]): Promise<Row[]> {
    const rows = new Array<Row>(inputs.length);
    let next = 0;
    const worker = async () => {
      for (let at = next++; at < inputs.length; at = next++) rows[at] = await derive(inputs[at]!);
    };
    await Promise.all([worker(), worker()]);
    for (const row of rows) {
      row.slug = await uniqueSlug(slugify(row.title), async (c) => RESERVED_SLUGS.has(c) || this.taken.has(c));
      this.taken.add(row.slug);
    }
    return rows;
  }

  /** Writes the chunk in one transaction: all of it or none. */
  write(rows: Row[], now: string): number[] {
    const s = this.statements();
    const ids: number[] = [];
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const row of rows) {
        const { input } = row;
        const values = [
          row.title,
          row.slug,
          row.sortTitle,
          row.excerpt,
          row.content,
          row.readingTime,
          input.category ?? null,
          input.featuredImage ?? null,
          null,
          'PUBLISHED',
          input.publishedAt,
          input.publishedAt,
          input.viewCount,
          input.author ?? null,
          'sent',
          input.publishedAt,
        ];
        const id = Number(s.post.run([...values, now, now]).lastInsertRowid);
        input.tags.forEach((tag, at) => s.postTag.run([at + 1, id, tag.id]));
        const version = Number(s.version.run([id, ...values, now, now, now, now]).lastInsertRowid);
        input.tags.forEach((tag, at) => s.versionTag.run([at + 1, version, tag.id]));
        ids.push(id);
      }
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    return ids;
  }

  close(): void {
    this.db.close();
  }

  private prepared?: Record<'post' | 'postTag' | 'version' | 'versionTag', ReturnType<InstanceType<typeof Database>['prepare']>>;

  private statements() {
    const fields =
      'title, slug, sort_title, excerpt, content, reading_time, category_id, featured_image, featured_image_alt, status, ' +
      'published_at, first_published_at, view_count, author_id, newsletter_status, newsletter_sent_at';
    const versioned = fields
      .split(', ')
      .map((f) => `version_${f}`)
      .join(', ');
    const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');
    return (this.prepared ??= {
      post: this.db.prepare(`INSERT INTO posts (${fields}, updated_at, created_at, _status) VALUES (${marks(18)}, 'published')`),
      postTag: this.db.prepare(`INSERT INTO posts_rels ("order", parent_id, path, tags_id) VALUES (?, ?, 'tags', ?)`),
      version: this.db.prepare(
        `INSERT INTO _posts_v (parent_id, ${versioned}, version_updated_at, version_created_at, version__status, ` +
          `created_at, updated_at, latest, autosave) VALUES (${marks(19)}, 'published', ?, ?, 1, 0)`,
      ),
      versionTag: this.db.prepare(
        `INSERT INTO _posts_v_rels ("order", parent_id, path, tags_id) VALUES (?, ?, 'version.tags', ?)`,
      ),
    });
  }
}

/** The shared rules, then the parse (its budget and the reading time); a refusal is a seeder bug: thrown. */
async function derive(input: BulkPostInput): Promise<Row> {
  const checked = postInputSchema.safeParse(
    {
      title: input.title,
      excerpt: input.excerpt,
      content: input.content,
      categoryId: input.category ?? 1,
      tags: input.tags.map((t) => t.name),
      featuredImage: input.featuredImage,
      status: 'PUBLISHED',
      publishedAt: input.publishedAt,
    },
    { errorMap: trErrorMap },
  );
  if (!checked.success) throw new Error(`${input.title}: ${firstIssueMessage(checked.error)}`);
  const outcome = await analyzeMarkdown(input.content);
  if (!outcome.ok) throw new Error(`${input.title}: ${TR.post.contentTooComplex}`);
  const title = input.title.trim();
  return {
    title,
    slug: '',
    sortTitle: title.toLocaleLowerCase('en-US'),
    // As given, as the Local API stores it (only the title is trimmed, by the slug hook).
    excerpt: input.excerpt,
    content: input.content,
    readingTime: outcome.readingTime,
    input,
  };
}
