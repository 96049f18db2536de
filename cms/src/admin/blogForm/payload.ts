import { ApiError, parseId, parseTags, type PostStatus } from '@blog/shared';
import { fromLocalInput, type FieldErrors, type FieldName, type PostFormState } from './formState';

/** Body of POST/PUT blogs/admin/blogs (spec section 7). */
export interface PostPayload {
  title: string;
  content: string;
  excerpt?: string;
  categoryId: string | number;
  tags: string[];
  featuredImage?: string | null;
  status: PostStatus;
  publishedAt?: string | null;
}

/** A numeric id goes as a number (SQLite ids), anything else as it is (MongoDB ids). */
function categoryIdOf(value: string): string | number {
  return parseId(value) ?? value;
}

function common(form: PostFormState, status: PostStatus) {
  return {
    title: form.title.trim(),
    content: form.content,
    categoryId: categoryIdOf(form.categoryId),
    tags: parseTags(form.tags),
    status,
  };
}

/**
 * Create (spec section 4): a draft forces DRAFT and omits the date; otherwise the date is sent
 * only when set (and the status is PUBLISHED, the only one that shows the field), as ISO.
 */
export function createPayload(form: PostFormState, draft = false): PostPayload {
  const status: PostStatus = draft ? 'DRAFT' : form.status;
  const payload: PostPayload = { ...common(form, status) };
  const excerpt = form.excerpt.trim();
  if (excerpt) payload.excerpt = excerpt;
  const image = form.featuredImage.trim();
  if (image) payload.featuredImage = image;
  const date = status === 'PUBLISHED' ? fromLocalInput(form.publishedAt) : null;
  if (!draft && date) payload.publishedAt = date;
  return payload;
}

/**
 * Update: every field goes, so clearing one clears it; the date as ISO, or null when not
 * PUBLISHED or empty. A draft forces DRAFT and omits the date.
 */
export function updatePayload(form: PostFormState, draft = false): PostPayload {
  const status: PostStatus = draft ? 'DRAFT' : form.status;
  const payload: PostPayload = {
    ...common(form, status),
    excerpt: form.excerpt.trim(),
    featuredImage: form.featuredImage.trim() || null,
  };
  if (!draft) payload.publishedAt = status === 'PUBLISHED' ? fromLocalInput(form.publishedAt) : null;
  return payload;
}

const FIELD_OF: Record<string, FieldName> = {
  title: 'title',
  content: 'content',
  excerpt: 'excerpt',
  categoryId: 'categoryId',
  category: 'categoryId',
  tags: 'tags',
  featuredImage: 'featuredImage',
  status: 'status',
  publishedAt: 'publishedAt',
};

/** The server's `details.validation` mapped onto the form's fields ('tags.0' → tags). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!(error instanceof ApiError)) return out;
  for (const [key, message] of Object.entries(error.details?.validation ?? {})) {
    const field = FIELD_OF[key.split('.')[0] ?? ''];
    if (field && message && !out[field]) out[field] = message;
  }
  return out;
}
