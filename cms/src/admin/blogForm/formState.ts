import { TR, type Post, type PostStatus } from '@blog/shared';

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
    status: post.status,
    publishedAt: toLocalInput(post.publishedAt),
  };
}
