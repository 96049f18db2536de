import Database from 'libsql';

/** A post's stored columns for the bulk insert (services/seed/synthetic/bulkPosts.ts derives them). */
export interface BulkPostRow {
  title: string;
  slug: string;
  sortTitle: string;
  excerpt: string;
  content: string;
  readingTime: number;
  category: number | undefined;
  featuredImage: string | undefined;
  publishedAt: string;
  viewCount: number;
  author: number | undefined;
  tagIds: number[];
}

/**
 * The synthetic seeder's bulk insert (SQLite, benchmarks only): its own connection, prepared
 * statements and one transaction per chunk, instead of a Payload operation and a commit per
 * statement. It writes what a Local API create writes: the published row (`_status` 'published',
 * Payload's mark of an explicit save), its tag rows, and the version Payload adds on every save
 * (`_posts_v`, `latest`, with its own tag rows). test/seed/bulkSeed.test.ts compares the rows with
 * the Local API's, column by column.
 */
export class BulkPostStore {
  private readonly db: InstanceType<typeof Database>;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.exec('PRAGMA busy_timeout = 5000');
    this.db.exec('PRAGMA foreign_keys = ON');
  }

  /** Every slug a post holds already (the seeder keeps them unique). */
  slugs(): Set<string> {
    const rows = this.db.prepare('SELECT slug FROM posts WHERE slug IS NOT NULL').all() as { slug: string }[];
    return new Set(rows.map((row) => row.slug));
  }

  /** Writes the chunk in one transaction: all of it or none. */
  write(rows: BulkPostRow[], now: string): number[] {
    const s = this.statements();
    const ids: number[] = [];
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const row of rows) {
        const values = [
          row.title,
          row.slug,
          row.sortTitle,
          row.excerpt,
          row.content,
          row.readingTime,
          row.category ?? null,
          row.featuredImage ?? null,
          null,
          'PUBLISHED',
          row.publishedAt,
          row.publishedAt,
          row.viewCount,
          row.author ?? null,
          'sent',
          row.publishedAt,
        ];
        const id = Number(s.post.run([...values, now, now]).lastInsertRowid);
        row.tagIds.forEach((tag, at) => s.postTag.run([at + 1, id, tag]));
        const version = Number(s.version.run([id, ...values, now, now, now, now]).lastInsertRowid);
        row.tagIds.forEach((tag, at) => s.versionTag.run([at + 1, version, tag]));
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
