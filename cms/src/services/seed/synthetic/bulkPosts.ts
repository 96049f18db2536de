import { TR, firstIssueMessage, postInputSchema, slugify, trErrorMap, uniqueSlug } from '@blog/shared';
import { RESERVED_SLUGS } from '../../../hooks/slugFromField';
import { analyzeMarkdown } from '../../markdown/analyzeMarkdown';
import { BulkPostStore, type BulkPostRow } from '../../../db/bulkPosts';

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
type Row = Pick<BulkPostRow, 'title' | 'slug' | 'sortTitle' | 'excerpt' | 'content' | 'readingTime'> & { input: BulkPostInput };

/**
 * The bulk path of the synthetic seeder (SQLite): the same rules and derived fields as a Local API
 * create, written by db/bulkPosts.ts in one transaction per chunk instead of a Payload operation
 * and a commit per statement (135 posts/s, so 12 minutes for 100,000 posts). What the
 * Posts collection does on create, and so what is done here:
 * - the shared post rules (postInputSchema, Turkish messages) and the markdown parse within its
 *   budget (validateContent), which also gives the reading time (hooks/setReadingTime);
 * - the slug from the title with the shared slugify, unique among the posts and the reserved
 *   paths, with a numeric suffix (hooks/slugFromField); sortTitle, the title lowercased;
 * - the published row (`_status` 'published', Payload's mark of an explicit save), its tag rows,
 *   and the version Payload adds on every save (`_posts_v`, `latest`, with its own tag rows).
 * A seeding write queues no rebuild and no e-mail; the public cache is cleared once by the caller.
 * test/seed/bulkSeed.test.ts checks the rows equal those of the Local API, column by column.
 */
export class BulkPostWriter {
  private readonly store: BulkPostStore;
  private readonly taken: Set<string>;

  constructor(file: string) {
    this.store = new BulkPostStore(file);
    this.taken = this.store.slugs();
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
    return this.store.write(rows.map(toStored), now);
  }

  close(): void {
    this.store.close();
  }
}

const toStored = ({ input, ...row }: Row): BulkPostRow => ({
  ...row,
  category: input.category,
  featuredImage: input.featuredImage,
  publishedAt: input.publishedAt,
  viewCount: input.viewCount,
  author: input.author,
  tagIds: input.tags.map((tag) => tag.id),
});

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
