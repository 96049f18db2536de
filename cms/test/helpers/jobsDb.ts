import path from 'node:path';
import { createClient } from '@libsql/client';

/**
 * Reads the server's SQLite file directly (read-only queries; WAL lets a reader in beside the
 * server): what the jobs queue and a post's newsletter flag say, which no API exposes.
 */
export function jobsDb(dataDir: string) {
  const client = createClient({ url: `file:${path.join(dataDir, 'cms.db')}` });
  return {
    /** The newsletter jobs of a post still in the queue (a completed one is deleted). */
    async newsletterJobs(postId: number | string): Promise<{ processing: boolean; hasError: boolean; totalTried: number }[]> {
      const { rows } = await client.execute({
        sql: "SELECT processing, has_error, total_tried FROM payload_jobs WHERE task_slug = 'sendPostNewsletter' AND json_extract(input, '$.postId') = ?",
        args: [String(postId)],
      });
      return rows.map((r) => ({
        processing: Boolean(r.processing),
        hasError: Boolean(r.has_error),
        totalTried: Number(r.total_tried),
      }));
    },
    async newsletterStatus(postId: number | string): Promise<string | null> {
      const { rows } = await client.execute({ sql: 'SELECT newsletter_status FROM posts WHERE id = ?', args: [Number(postId)] });
      return (rows[0]?.newsletter_status as string | null | undefined) ?? null;
    },
    /** What the post's row and each of its versions say (the newsletter's mark, the post's updatedAt). */
    async postRows(postId: number): Promise<{ updatedAt: string; versions: { status: string | null; updatedAt: string }[] }> {
      const post = await client.execute({ sql: 'SELECT updated_at FROM posts WHERE id = ?', args: [postId] });
      const versions = await client.execute({
        sql: 'SELECT version_newsletter_status, updated_at FROM _posts_v WHERE parent_id = ? ORDER BY id',
        args: [postId],
      });
      return {
        updatedAt: String(post.rows[0]?.updated_at),
        versions: versions.rows.map((r) => ({
          status: (r.version_newsletter_status as string | null) ?? null,
          updatedAt: String(r.updated_at),
        })),
      };
    },
    /** The newsletter has gone to everyone and its job is done (completed jobs are deleted). */
    async newsletterDone(postId: number | string): Promise<boolean> {
      return (await this.newsletterStatus(postId)) === 'sent' && (await this.newsletterJobs(postId)).length === 0;
    },
    /** Rows still kept under a post's id: its newsletter deliveries and its daily views. */
    async recordsOf(postId: number | string): Promise<{ deliveries: number; views: number }> {
      const count = async (sql: string, arg: string | number) =>
        Number((await client.execute({ sql, args: [arg] })).rows[0]?.n ?? 0);
      return {
        deliveries: await count('SELECT count(*) AS n FROM newsletter_deliveries WHERE post_id = ?', String(postId)),
        views: await count('SELECT count(*) AS n FROM post_views WHERE post_id = ?', Number(postId)),
      };
    },
    /** SQLite's plan for a statement (EXPLAIN QUERY PLAN): one line per step. */
    async queryPlan(sql: string, args: (string | number)[]): Promise<string[]> {
      const { rows } = await client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args });
      return rows.map((r) => String(r.detail));
    },
    close: () => client.close(),
  };
}
