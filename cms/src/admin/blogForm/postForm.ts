import { ApiError, TR, parseId, parseTags, validatePostForm, type Post, type PostStatus } from '@blog/shared';

/** The post form's values, what a save sends (spec sections 4, 5, 7), and its checks. */

export type FormMode = 'create' | 'edit';

/** The post form's fields, as the inputs hold them (strings). */
export interface PostFormState {
  title: string;
  content: string;
  excerpt: string;
  categoryId: string;
  /** One comma-separated text (spec section 5). */
  tags: string;
  featuredImage: string;
  /** The cover's alternative text (beyond the spec: a field of its own). */
  featuredImageAlt: string;
  status: PostStatus;
  /** A datetime-local value ('YYYY-MM-DDTHH:mm', local time) or ''. */
  publishedAt: string;
}

export type FieldName = keyof PostFormState;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** Status choices (spec section 4): create offers INACTIVE, edit offers ARCHIVED instead. */
export function statusOptions(mode: FormMode, current?: PostStatus): Array<{ value: PostStatus; label: string }> {
  const values: PostStatus[] = mode === 'create' ? ['DRAFT', 'PUBLISHED', 'INACTIVE'] : ['DRAFT', 'PUBLISHED', 'ARCHIVED'];
  // A loaded post may hold a status the edit list leaves out (INACTIVE): keep it selectable.
  if (current && !values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: TR.post.statusLabels[value] }));
}

export function emptyForm(): PostFormState {
  return {
    title: '',
    content: '',
    excerpt: '',
    categoryId: '',
    tags: '',
    featuredImage: '',
    featuredImageAlt: '',
    status: 'PUBLISHED',
    publishedAt: '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO string → datetime-local value in the browser's time zone ('' when missing). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** datetime-local value → ISO string, or null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formFromPost(post: Post): PostFormState {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt ?? '',
    categoryId: post.categoryId === null ? (post.category ? String(post.category.id) : '') : String(post.categoryId),
    tags: post.tags.map((tag) => tag.name).join(', '),
    featuredImage: post.featuredImage ?? '',
    featuredImageAlt: post.featuredImageAlt ?? '',
    status: post.status,
    publishedAt: toLocalInput(post.publishedAt),
  };
}

/** Body of POST/PUT blogs/admin/blogs (spec section 7). */
export interface PostPayload {
  title: string;
  content: string;
  excerpt?: string;
  categoryId: string | number;
  tags: string[];
  featuredImage?: string | null;
  featuredImageAlt?: string | null;
  status: PostStatus;
  publishedAt?: string | null;
}

/** An id goes as the database knows it (the shared parser); anything else as typed, for the server to refuse. */
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
  const alt = form.featuredImageAlt.trim();
  if (image && alt) payload.featuredImageAlt = alt;
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
    // An alt text without an image says nothing: it goes with the image.
    featuredImageAlt: (form.featuredImage.trim() && form.featuredImageAlt.trim()) || null,
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
  featuredImageAlt: 'featuredImageAlt',
  status: 'status',
  publishedAt: 'publishedAt',
};

/** A `details.validation` mapped onto the form's fields ('tags.0' → tags). */
export function toFieldErrors(validation: Record<string, string | undefined>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(validation)) {
    const field = FIELD_OF[key.split('.')[0] ?? ''];
    if (field && message && !out[field]) out[field] = message;
  }
  return out;
}

/** The server's field messages of a failed save. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? toFieldErrors(error.details?.validation ?? {}) : {};
}

/**
 * The client check before a save: the server's own schema (validatePostForm) on exactly what
 * this save would send, so the form shows the messages the server would answer with.
 */
export function checkPostForm(form: PostFormState, mode: FormMode, draft: boolean): FieldErrors {
  return toFieldErrors(validatePostForm(mode === 'create' ? createPayload(form, draft) : updatePayload(form, draft)));
}
