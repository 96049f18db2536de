import Database from 'libsql';
import type { Payload } from 'payload';
import { uniqueSlug } from '@blog/shared';
import { fastPaths } from './adapter';
import { sqliteFile } from './sqlite';
import { POST_ROW, POSTS } from './tables';

/**
 * The SQLite file the bulk path writes, or undefined where it does not run: PostgreSQL, MongoDB,
 * DB_PORTABLE (the tests' Local API twin), a remote libsql URL.
 */
export function bulkPostFile(payload: Payload): string | undefined {
  return (fastPaths(payload) === 'sqlite' && sqliteFile()) || undefined;
}

/** A post's stored columns for the bulk insert (services/posts/bulkPosts.ts derives them as the collection's hooks do). */
export interface BulkPostRow {
  title: string;
  /** What the slug is made from (already in slug form); the store makes it unique inside its transaction. */
  slugBase: string;
  sortTitle: string;
  excerpt: string | null;
  content: string;
  readingTime: number;
  category: number | null;
  tagIds: number[];
  featuredImage: string | null;
  featuredImageAlt: string | null;
  status: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  viewCount: number;
  author: number | null;
  newsletterStatus: string | null;
  newsletterSentAt: string | null;
  /** Payload's timestamps: given (an import of this platform's export keeps them), else the write's time. */
  createdAt: string | null;
  updatedAt: string | null;
}

const FIELDS = POST_ROW.columns;

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** The write failed at row `at` of the chunk (nothing of the chunk was kept); `cause` is the database's error. */
export class BulkRowError extends Error {
  constructor(
    readonly at: number,
    cause: unknown,
  ) {
    super(`bulk post write failed at row ${at}`, { cause });
  }
}

/**
 * Posts written in bulk (SQLite: the synthetic seeder and the import): its own connection,
 * prepared statements and one transaction per chunk, instead of a Payload operation and nine
 * statements per post. It writes what a Local API create writes: the row (`_status` 'published',
 * Payload's mark of an explicit save), its tag rows, and the version Payload adds on every save
 * (`_posts_v`, `latest`, with its own tag rows). Slugs are made unique inside the transaction,
 * under the write lock, so a post saved meanwhile by the server cannot take one twice.
 * test/seed/bulkSeed.test.ts and test/pipeline/bulkImport.test.ts compare the rows with the
 * Local API's, column by column.
 */
export class BulkPostStore {
  private readonly db: InstanceType<typeof Database>;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.exec('PRAGMA busy_timeout = 5000');
    this.db.exec('PRAGMA foreign_keys = ON');
  }

  /** Writes the chunk in one transaction, all of it or none; the new posts' ids, in order. */
  async write(rows: BulkPostRow[], options: { now: string; reserved: ReadonlySet<string> }): Promise<number[]> {
    const s = this.statements();
    const ids: number[] = [];
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const row of rows) {
        const at = ids.length;
        try {
          // Only microtasks between here and COMMIT: the lock is not held across a turn of the event loop.
          const slug = await uniqueSlug(row.slugBase, async (c) => options.reserved.has(c) || s.slugTaken.get([c]) !== undefined);
          const values = [
            row.title,
            slug,
            row.sortTitle,
            row.excerpt,
            row.content,
            row.readingTime,
            row.category,
            row.featuredImage,
            row.featuredImageAlt,
            row.status,
            row.publishedAt,
            row.firstPublishedAt,
            row.viewCount,
            row.author,
            row.newsletterStatus,
            row.newsletterSentAt,
          ];
          const createdAt = row.createdAt ?? options.now;
          const updatedAt = row.updatedAt ?? options.now;
          const id = Number(s.post.run([...values, updatedAt, createdAt]).lastInsertRowid);
          row.tagIds.forEach((tag, at) => s.postTag.run([at + 1, id, tag]));
          const version = Number(s.version.run([id, ...values, updatedAt, createdAt, options.now, options.now]).lastInsertRowid);
          row.tagIds.forEach((tag, at) => s.versionTag.run([at + 1, version, tag]));
          ids.push(id);
        } catch (error) {
          throw new BulkRowError(at, error);
        }
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

  private prepared?: Record<
    'post' | 'postTag' | 'version' | 'versionTag' | 'slugTaken',
    ReturnType<InstanceType<typeof Database>['prepare']>
  >;

  private statements() {
    const fields = FIELDS.join(', ');
    const versioned = FIELDS.map((f) => `version_${f}`).join(', ');
    return (this.prepared ??= {
      post: this.db.prepare(
        `INSERT INTO ${POSTS.table} (${fields}, updated_at, created_at, _status) VALUES (${marks(FIELDS.length + 2)}, 'published')`,
      ),
      postTag: this.db.prepare(`INSERT INTO ${POST_ROW.rels} ("order", parent_id, path, tags_id) VALUES (?, ?, 'tags', ?)`),
      version: this.db.prepare(
        `INSERT INTO ${POST_ROW.versions} (parent_id, ${versioned}, version_updated_at, version_created_at, version__status, ` +
          `created_at, updated_at, latest, autosave) VALUES (${marks(FIELDS.length + 3)}, 'published', ?, ?, 1, 0)`,
      ),
      versionTag: this.db.prepare(
        `INSERT INTO ${POST_ROW.versionRels} ("order", parent_id, path, tags_id) VALUES (?, ?, 'version.tags', ?)`,
      ),
      slugTaken: this.db.prepare(`SELECT 1 FROM ${POSTS.table} WHERE ${POSTS.slug} = ?`),
    });
  }
}
