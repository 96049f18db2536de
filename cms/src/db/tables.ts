import { sql } from '@payloadcms/db-sqlite';
import type { SQL } from './adapter';

/**
 * The tables and columns the hand-written statements touch, as Payload's drizzle adapters name
 * them (snake_case of the collection's slug and field names; the same on SQLite and PostgreSQL).
 * A renamed field changes here, and the migrations, and nowhere else.
 */
export const USERS = {
  table: 'users',
  id: 'id',
  email: 'email',
  name: 'name',
  role: 'role',
  avatar: 'avatar',
  bio: 'bio',
} as const;

export const REFRESH_TOKENS = {
  table: 'refresh_tokens',
  id: 'id',
  family: 'family',
  usedAt: 'used_at',
  revokedAt: 'revoked_at',
  updatedAt: 'updated_at',
} as const;

export const POSTS = {
  table: 'posts',
  id: 'id',
  slug: 'slug',
  status: 'status',
  publishedAt: 'published_at',
  updatedAt: 'updated_at',
  viewCount: 'view_count',
} as const;

/**
 * What a new post's row holds (db/bulkPosts.ts writes them), in order: its columns in `posts` and,
 * as `version_<column>`, in its version's row; with the tables of its tags and of the versions.
 */
export const POST_ROW = {
  columns: [
    'title',
    'slug',
    'sort_title',
    'excerpt',
    'content',
    'reading_time',
    'category_id',
    'featured_image',
    'featured_image_alt',
    'status',
    'published_at',
    'first_published_at',
    'view_count',
    'author_id',
    'newsletter_status',
    'newsletter_sent_at',
  ],
  rels: 'posts_rels',
  versions: '_posts_v',
  versionRels: '_posts_v_rels',
} as const;

export const POST_VIEWS = { table: 'post_views', post: 'post_id', day: 'day', count: 'count', updatedAt: 'updated_at' } as const;

export const SHARED_COUNTERS = { table: 'shared_counters', key: 'key', points: 'points', expire: 'expire' } as const;

export const JOBS = {
  table: 'payload_jobs',
  id: 'id',
  processing: 'processing',
  claimedBy: 'claimed_by',
  updatedAt: 'updated_at',
  taskSlug: 'task_slug',
  concurrencyKey: 'concurrency_key',
  waitUntil: 'wait_until',
  completedAt: 'completed_at',
  hasError: 'has_error',
} as const;

export const SUBSCRIPTIONS = {
  table: 'subscriptions',
  id: 'id',
  isActive: 'is_active',
  pending: 'pending',
  confirmNonce: 'confirm_nonce',
  source: 'source',
  confirmedAt: 'confirmed_at',
  unsubscribedAt: 'unsubscribed_at',
  updatedAt: 'updated_at',
} as const;

/** The deliveries table as drizzle's schema names it (`payload.db.tables`). */
export const NEWSLETTER_DELIVERIES = { table: 'newsletter_deliveries' } as const;

export const MIGRATIONS = { table: 'payload_migrations', batch: 'batch' } as const;

/** The same names as SQL fragments, for drizzle's `sql` template. */
export function raw<T extends Record<string, string>>(names: T): { [K in keyof T]: SQL } {
  return Object.fromEntries(Object.entries(names).map(([key, name]) => [key, sql.raw(name)])) as { [K in keyof T]: SQL };
}
