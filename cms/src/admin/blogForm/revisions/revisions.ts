import type { Id, Revision } from '@blog/shared';
import { api } from '../../lib/api';
import { postPath } from '../../blogs/posts';
import type { PostFormState } from '../postForm';

/**
 * The editor's autosave and revisions (issue #26). A saved post autosaves to the server as a
 * Payload draft version (blogs/admin/blogs/{id}/autosave); a new post has no id yet, so its text
 * is kept in this browser's localStorage, per signed-in user, until it is saved.
 */

export const autosavePath = (id: Id | string) => `${postPath(id)}/autosave`;
export const revisionsPath = (id: Id | string) => `${postPath(id)}/revisions`;

/** The fields an autosave carries: the text; status and dates change only on a save. */
function autosaveBody(form: PostFormState) {
  return {
    title: form.title.trim(),
    content: form.content,
    excerpt: form.excerpt.trim(),
    featuredImage: form.featuredImage.trim(),
    featuredImageAlt: form.featuredImageAlt.trim(),
    tags: form.tags,
    ...(form.categoryId ? { categoryId: form.categoryId } : {}),
  };
}

/** Worth autosaving: the save's own rules need a title and a body. */
export const canAutosave = (form: PostFormState) => form.title.trim() !== '' && form.content.trim() !== '';

export const putAutosave = (id: Id, form: PostFormState) => api.put<Revision>(autosavePath(id), autosaveBody(form));
export const restoreRevision = (id: Id, versionId: Id) =>
  api.post<Revision>(`${revisionsPath(id)}/${encodeURIComponent(String(versionId))}/restore`);

/** A revision's text laid over the form; status and publish date stay as the form has them. */
export function formWithRevision(form: PostFormState, revision: Revision): PostFormState {
  return {
    ...form,
    title: revision.title,
    content: revision.content,
    excerpt: revision.excerpt ?? '',
    categoryId: revision.categoryId === null ? form.categoryId : String(revision.categoryId),
    tags: revision.tags.join(', '),
    featuredImage: revision.featuredImage ?? '',
    featuredImageAlt: revision.featuredImageAlt ?? '',
  };
}

/** Whether a draft holds text other than the form's (nothing to offer otherwise). */
export function differsFrom(form: PostFormState, revision: Revision): boolean {
  const next = formWithRevision(form, revision);
  return (['title', 'content', 'excerpt', 'categoryId', 'tags', 'featuredImage', 'featuredImageAlt'] as const).some(
    (k) => next[k] !== form[k],
  );
}

// ---- localStorage: a new post's text, and the drafts the admin chose to ignore ----

const NEW_POST_KEY = (userId: Id) => `blog-admin:new-post-draft:${userId}`;
const DISMISSED_KEY = (postId: Id) => `blog-admin:dismissed-draft:${postId}`;

export interface LocalDraft {
  form: PostFormState;
  savedAt: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalDraft(userId: Id): LocalDraft | null {
  try {
    const raw = storage()?.getItem(NEW_POST_KEY(userId));
    const parsed = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return parsed && typeof parsed.form?.content === 'string' && typeof parsed.savedAt === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: Id, form: PostFormState, now = new Date()): string {
  const savedAt = now.toISOString();
  storage()?.setItem(NEW_POST_KEY(userId), JSON.stringify({ form, savedAt }));
  return savedAt;
}

export const clearLocalDraft = (userId: Id) => storage()?.removeItem(NEW_POST_KEY(userId));

/** 'Yok say' on a server draft: the same draft (same time) is not offered again. */
export const dismissDraft = (postId: Id, revision: Revision) =>
  storage()?.setItem(DISMISSED_KEY(postId), `${revision.id}@${revision.updatedAt}`);
export const isDismissed = (postId: Id, revision: Revision) =>
  storage()?.getItem(DISMISSED_KEY(postId)) === `${revision.id}@${revision.updatedAt}`;
