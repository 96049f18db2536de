'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, EDIT_LOAD_FAILURE_REDIRECT_MS, ERROR_CODES, TR, isLivePost, isScheduledPost, type Post } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { apiKey, useApiQuery } from '../lib/query';
import { navigateAway } from '../lib/useLeaveGuard';
import { ExternalIcon } from '../ui/icons';
import { PostStatusBadge } from '../ui/status';
import { ErrorBox, Spinner } from '../ui/feedback';
import { useConfirm } from '../ui/ConfirmDialog';
import { postPath, useDeletePost, useUpdatePost } from '../blogs/posts';
import { BlogForm, type BeforeSave, type SaveHandler, type SaveResult } from './BlogForm';
import { serverFieldErrors, updatePayload, type PostFormState } from './postForm';
import { useEditRevisions } from './revisions/EditRevisions';
import '../styles/blogs.css';
import '../styles/revisions.css';

function loadErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.code === ERROR_CODES.NOT_FOUND)) return TR.post.notFound;
  return TR.post.loadFailed(describeError(error, TR.unknownError));
}

/** The post to edit; a failure shows its text and goes to /admin/blogs after 3 s. */
function useEditPost(id: string) {
  const router = useRouter();
  const query = useApiQuery<Post>(postPath(id), undefined, { onError: () => notify.error(TR.post.loadFailedShort) });
  const error = query.isError && !query.isFetching ? loadErrorText(query.error) : null;
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => router.replace('/admin/blogs'), EDIT_LOAD_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [error, router]);
  return { post: error ? null : (query.data?.data ?? null), loading: query.isPending, error };
}

/** /admin/blog/edit/{id}: the post form plus delete and, when live, a link to the post on the site
 * (a scheduled one shows when it goes live instead). */
export function EditBlogScreen({ id }: { id: string }) {
  const router = useRouter();
  const confirm = useConfirm();
  const client = useQueryClient();
  const { post, loading, error } = useEditPost(id);
  const { mutateAsync: update } = useUpdatePost();
  const deletePost = useDeletePost();
  const deleting = deletePost.isPending || deletePost.isSuccess;

  const save = useCallback(
    async (form: PostFormState, draft: boolean): Promise<SaveResult> => {
      if (!post) return { ok: false };
      try {
        const result = await update({ id: post.id, payload: updatePayload(form, draft) });
        // The header (live link, badge) and the take-down question follow the saved post at once.
        client.setQueryData(apiKey(postPath(id)), result);
        if (draft) notify.info(TR.post.draftSaved);
        else {
          notify.success(result.message ?? TR.post.updated);
          navigateAway(router, '/admin/blogs');
        }
        return { ok: true };
      } catch (err) {
        const reason = describeError(err, TR.unknownError);
        notify.error(`${draft ? TR.post.draftFailedEdit : TR.post.updateFailed}: ${reason}`);
        return { ok: false, fieldErrors: serverFieldErrors(err) };
      }
    },
    [client, id, post, router, update],
  );

  // A save that takes a live post off the site (draft, archive, pasif) asks first.
  const beforeSave = useCallback(
    async (form: PostFormState, draft: boolean) => {
      const next = draft ? 'DRAFT' : form.status;
      if (!post || !isLivePost(post) || next === 'PUBLISHED') return true;
      return confirm({
        title: TR.post.takeDownTitle,
        message: TR.post.takeDown[next] ?? TR.post.takeDown.DRAFT ?? '',
        confirmText: TR.post.takeDownConfirm,
        variant: 'warning',
      });
    },
    [confirm, post],
  );

  const remove = async () => {
    if (!post) return;
    const ok = await confirm({
      title: TR.blogList.confirmDeleteTitle,
      message: TR.blogList.confirmDelete(post.title),
      confirmText: TR.blogForm.delete,
      variant: 'danger',
    });
    if (!ok) return;
    try {
      const result = await deletePost.mutateAsync({ id: post.id });
      notify.success(result.message ?? TR.post.deleted);
      navigateAway(router, '/admin/blogs');
    } catch (err) {
      notify.error(TR.entityFailed('Blog', 'delete', describeError(err, TR.unknownError)));
    }
  };

  return (
    <div className="adm-page blg-page">
      <header className="adm-page-header">
        <div>
          <Link href="/admin/blogs" className="blg-back">
            ← {TR.blogForm.backToList}
          </Link>
          <h1 className="adm-page-title">{TR.blogForm.editTitle}</h1>
          {post ? <p className="adm-page-subtitle blg-subtitle-title">{post.title}</p> : null}
        </div>
        {post && isScheduledPost(post) ? (
          <PostStatusBadge post={post} />
        ) : post && isLivePost(post) ? (
          <a href={`/blog/${post.slug}`} target="_blank" rel="noopener noreferrer" className="adm-btn adm-btn--secondary">
            <ExternalIcon size={16} className="blg-icon" />
            {TR.post.viewLive}
            <span className="adm-visually-hidden"> {TR.blogForm.newTab}</span>
          </a>
        ) : null}
      </header>

      {loading ? (
        <div className="adm-card blg-state">
          <Spinner size="lg" label={TR.blogForm.loading} showLabel />
        </div>
      ) : error ? (
        <ErrorBox title={error} message={TR.blogForm.redirecting}>
          <div className="blg-error-actions">
            <button type="button" className="adm-btn adm-btn--secondary adm-btn--sm" onClick={() => router.push('/admin/blogs')}>
              {TR.post.goBack}
            </button>
          </div>
        </ErrorBox>
      ) : post ? (
        <EditForm
          key={String(post.id)}
          post={post}
          onSave={save}
          beforeSave={beforeSave}
          disabled={deleting}
          extraActions={
            <button type="button" className="adm-btn adm-btn--danger-outline" disabled={deleting} onClick={() => void remove()}>
              {deleting ? TR.blogForm.deleting : TR.blogForm.delete}
            </button>
          }
        />
      ) : null}
    </div>
  );
}

interface EditFormProps {
  post: Post;
  onSave: SaveHandler;
  beforeSave: BeforeSave;
  disabled: boolean;
  extraActions: ReactNode;
}

/** The loaded post's form with its autosave, unsaved-text offer and revision history (issue #26). */
function EditForm({ post, onSave, beforeSave, disabled, extraActions }: EditFormProps) {
  const revisions = useEditRevisions(post);
  const { onSaved } = revisions;
  const save = useCallback<SaveHandler>(
    async (form, draft) => {
      const result = await onSave(form, draft);
      if (result.ok) onSaved(form);
      return result;
    },
    [onSave, onSaved],
  );
  return (
    <>
      {revisions.offer}
      <BlogForm
        key={revisions.formKey}
        postId={post.id}
        mode="edit"
        initial={revisions.initial}
        loadedStatus={post.status}
        onSave={save}
        beforeSave={beforeSave}
        disabled={disabled}
        extraActions={extraActions}
        onChange={revisions.onChange}
        toolbar={revisions.toolbar}
      />
    </>
  );
}
