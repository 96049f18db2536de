import { z } from 'zod';
import { POST_STATUSES, SORT_KEYS, SORT_ORDERS, PAGE_SIZE } from '../constants';

/** Ids are numbers on SQLite and ObjectId strings on MongoDB. */
export const idSchema = z.union([z.number().int().positive(), z.string().min(1).max(64)]);
export type Id = z.infer<typeof idSchema>;

export const postStatusSchema = z.enum(POST_STATUSES);

const authorSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
});

const categoryRefSchema = z.object({ id: idSchema, name: z.string(), slug: z.string() });

export const tagRefSchema = z.object({ id: idSchema.optional(), name: z.string(), slug: z.string().optional() });
export type TagRef = z.infer<typeof tagRefSchema>;

export const postSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable().optional(),
  content: z.string(),
  categoryId: idSchema.nullable(),
  category: categoryRefSchema.nullable(),
  tags: z.array(tagRefSchema),
  featuredImage: z.string().nullable().optional(),
  /** The cover's alternative text (cards, the article, og:image:alt); null: none given. */
  featuredImageAlt: z.string().nullable().optional(),
  status: postStatusSchema,
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  viewCount: z.number().int().nonnegative(),
  readingTime: z.number().int().positive().optional(),
  author: authorSchema.nullable().optional(),
});
export type Post = z.infer<typeof postSchema>;

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable().optional(),
  slug: z.string(),
  blogCount: z.number().int().nonnegative(),
  _count: z.object({ blogs: z.number().int().nonnegative() }).optional(),
  createdAt: z.string().nullable().optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const tagSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  blogCount: z.number().int().nonnegative(),
  _count: z.object({ blogs: z.number().int().nonnegative() }).optional(),
});
export type Tag = z.infer<typeof tagSchema>;

const userRoleSchema = z.enum(['ADMIN', 'USER']);
export const userSchema = z.object({
  id: idSchema,
  email: z.string().email(),
  name: z.string().nullable().optional(),
  role: userRoleSchema,
  avatar: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const subscriptionSchema = z.object({
  id: idSchema,
  email: z.string(),
  isActive: z.boolean(),
  /** True only for a sign-up waiting for its confirmation link (NEWSLETTER_CONFIRM); absent otherwise. */
  isPending: z.literal(true).optional(),
  source: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const newsletterStatsSchema = z.object({
  totalSubscriptions: z.number().int().nonnegative(),
  activeSubscriptions: z.number().int().nonnegative(),
  subscriptionsThisWeek: z.number().int().nonnegative(),
  /** Sign-ups waiting for confirmation (neither active nor unsubscribed): given when confirmation is on or any wait. */
  pendingSubscriptions: z.number().int().nonnegative().optional(),
});
export type NewsletterStats = z.infer<typeof newsletterStatsSchema>;

export const analyticsSchema = z.object({
  totalBlogs: z.number().int().nonnegative(),
  publishedBlogs: z.number().int().nonnegative(),
  draftBlogs: z.number().int().nonnegative(),
  totalViews: z.number().int().nonnegative(),
  recentActivity: z.object({
    blogsThisWeek: z.number().int().nonnegative(),
    viewsThisWeek: z.number().int().nonnegative(),
  }),
  mostViewedBlogs: z.array(postSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const paginationMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  currentPage: z.number().int().positive(),
  limit: z.number().int().positive(),
  hasNextPage: z.boolean().optional(),
  hasPrevPage: z.boolean().optional(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const uploadedImageSchema = z.object({
  id: idSchema,
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
  sizes: z
    .record(z.string(), z.object({ url: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable() }))
    .optional(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Query parameters of list calls, coerced from strings; empty values are dropped. */
const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' || v === 'undefined' ? undefined : v);
const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max).optional());
const intParam = (fallback: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(max).default(fallback));

export const searchFiltersSchema = z.object({
  search: optionalText(200),
  q: optionalText(200),
  category: optionalText(100),
  tag: optionalText(100),
  sortBy: z.preprocess(emptyToUndefined, z.enum(SORT_KEYS).default('publishedAt')),
  sortOrder: z.preprocess(emptyToUndefined, z.enum(SORT_ORDERS).default('desc')),
  page: intParam(1, 100_000),
  limit: intParam(PAGE_SIZE.default, PAGE_SIZE.max),
});
