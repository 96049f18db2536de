import { z } from 'zod';
import { postStatusSchema, idSchema } from './entities';
import { COVER_ALT_MAX, PAGE_SIZE, SORT_KEYS, SORT_ORDERS } from '../constants';
import { categoryNameRule, categoryDescriptionRule } from '../validation/category';
import { newsletterEmailRule } from '../validation/newsletter';
import { TAGS_MAX, TAG_NAME_MAX, parseTags, tagNamesProblem } from '../validation/tags';
import { isSafeStoredUrl, STORED_URL_MAX } from '../validation/url';
import { isSaneDate } from '../validation/dates';
import { hasSluggableText } from '../validation/names';
import { emailKey } from '../validation/emailKey';
import { postContentRule } from '../validation/postContent';
import { TR } from '../messages/tr';

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A post's featured image, a user's avatar: an absolute http(s) URL or a same-site path (validation/url). */
const imageUrl = z
  .string()
  .trim()
  .max(STORED_URL_MAX, TR.validation.tooLong(STORED_URL_MAX))
  .refine((v) => v === '' || isSafeStoredUrl(v), TR.post.invalidImageUrl);

const isoDate = z
  .string()
  .max(64, TR.post.invalidDate)
  .refine((v) => isSaneDate(v), TR.post.invalidDate);

/** Tags arrive as a list of names, or as the form's one comma-separated text. */
const tagsInput = z
  .union([
    z.array(z.string().max(TAG_NAME_MAX, TR.validation.tooLong(TAG_NAME_MAX))).max(TAGS_MAX, TR.tag.tooMany(TAGS_MAX)),
    z.string().max(1500),
  ])
  .transform((v) => parseTags(v))
  .superRefine((tags, ctx) => {
    const problem = tagNamesProblem(tags);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

export const postInputSchema = z.object({
  title: z
    .string({ required_error: TR.post.titleRequired })
    .trim()
    .min(1, TR.post.titleRequired)
    .max(200, TR.validation.tooLong(200)),
  excerpt: z.preprocess(emptyToUndefined, z.string().trim().max(500, TR.validation.tooLong(500)).optional()),
  content: postContentRule,
  categoryId: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.union([z.number().int().positive(), z.string().min(1).max(64)], {
      errorMap: () => ({ message: TR.post.categoryRequired }),
    }),
  ),
  tags: tagsInput.optional().default([]),
  featuredImage: z.preprocess(emptyToUndefined, imageUrl.nullable().optional()),
  featuredImageAlt: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(COVER_ALT_MAX, TR.validation.tooLong(COVER_ALT_MAX)).nullable().optional(),
  ),
  status: postStatusSchema.optional().default('DRAFT'),
  publishedAt: z.preprocess(emptyToUndefined, isoDate.nullable().optional()),
});
export type PostInput = z.infer<typeof postInputSchema>;
export const postCreateSchema = postInputSchema;
export const postUpdateSchema = postInputSchema.partial().extend({ status: postStatusSchema.optional() });
export type PostUpdate = z.infer<typeof postUpdateSchema>;

/**
 * POST blogs/admin/preview: the post form's values, checked by the same rules as a save, except
 * that a draft may not have its category yet; `id` names the saved post being edited (its slug,
 * author and dates are used).
 */
export const postPreviewSchema = postInputSchema.partial({ categoryId: true }).extend({ id: idSchema.optional() });
export type PostPreviewInput = z.infer<typeof postPreviewSchema>;

export const statusChangeSchema = z.object({ status: postStatusSchema });

const BULK_ACTIONS = ['delete', 'publish', 'archive', 'draft'] as const;
export const bulkActionSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  blogIds: z.array(idSchema).min(1).max(PAGE_SIZE.max),
});
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const categoryInputSchema = z.object({
  name: categoryNameRule,
  description: categoryDescriptionRule,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

export const tagInputSchema = z.object({
  name: z
    .string({ required_error: TR.tag.nameRequired })
    .trim()
    .min(1, TR.tag.nameRequired)
    .max(50, TR.validation.tooLong(50))
    .refine(hasSluggableText, TR.tag.nameNeedsText),
});

export const subscribeSchema = z.object({
  email: newsletterEmailRule,
  source: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** One-click unsubscribe carries the signed token; the bare-address form only mails a link. */
export const unsubscribeTokenSchema = z.object({ token: z.string().min(10).max(1000) });
export const unsubscribeEmailSchema = z.object({ email: newsletterEmailRule });
export const unsubscribeSchema = z.union([unsubscribeTokenSchema, unsubscribeEmailSchema]);

export const newsletterStatusQuerySchema = z.object({ email: newsletterEmailRule });

export const loginSchema = z.object({
  email: z
    .string({ required_error: TR.validation.required })
    .transform(emailKey)
    .pipe(z.string().min(1, TR.validation.required).max(254).email(TR.validation.email)),
  password: z.string({ required_error: TR.validation.required }).min(1, TR.validation.required).max(256),
});

export const refreshSchema = z.object({ refreshToken: z.string().min(1).max(512) });

export const profileSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    avatar: z.preprocess(emptyToUndefined, imageUrl.nullable().optional()),
    bio: z.string().trim().max(1000).nullable().optional(),
  })
  .strict();
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, TR.validation.required).max(256),
  newPassword: z.string().min(8, 'Yeni şifre en az 8 karakter olmalıdır').max(256),
});

export const adminBlogListQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.adminList)),
  sortBy: z.preprocess(emptyToUndefined, z.enum(SORT_KEYS).default('createdAt')),
  sortOrder: z.preprocess(emptyToUndefined, z.enum(SORT_ORDERS).default('desc')),
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), postStatusSchema.optional()),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
});

export const subscriptionListQuerySchema = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.subscriptions)),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(254).optional()),
  isActive: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  /** true: only sign-ups waiting for confirmation; false: none of them (NEWSLETTER_CONFIRM). */
  pending: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
});

export const subscriptionStatusSchema = z.object({ isActive: z.boolean() });
export const bulkUnsubscribeSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) });
export const exportQuerySchema = z.object({
  activeOnly: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
});

/** GET /api/v1/site/posts-index: `since`, the `asOf` of the site engine's last call (then only what changed). */
export const postsIndexQuerySchema = z.object({
  since: z.string().datetime({ offset: true }).optional(),
});

export const searchLogSchema = z.object({
  query: z.string().trim().min(1).max(200),
  resultCount: z.number().int().min(0).max(1_000_000),
});

/** Text fields that come with an uploaded image (multipart). */
export const uploadFieldsSchema = z.object({
  alt: z.preprocess(emptyToUndefined, z.string().trim().max(300, TR.validation.tooLong(300)).optional()),
});
