'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { TR } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { navigateAway } from '../lib/useLeaveGuard';
import { ExternalIcon } from '../ui/icons';
import { ErrorBox } from '../ui/ErrorBox';
import { PostStatusBadge } from '../ui/PostStatusBadge';
import { isLive, isScheduled } from '../ui/postTiming';
import { Spinner } from '../ui/Spinner';
import { useConfirm } from '../ui/useConfirm';
import { BlogForm } from './BlogForm';
import { formFromPost, type PostFormState } from './formState';
import { serverFieldErrors, updatePayload } from './payload';
import { postApi } from './postApi';
import { useEditPost } from './useEditPost';
import type { SaveResult } from './usePostForm';
import '../styles/blogs.css';

/** /admin/blog/edit/{id}: the post form plus delete and, when live, a link to the post on the site
 * (a scheduled one shows when it goes live instead). */
export function EditBlogScreen({ id }: { id: string }) {
  const router = useRouter();
  const confirm = useConfirm();
  const { post, loading, error, setPost } = useEditPost(id);
  const [deleting, setDeleting] = useState(false);
  // Only the form's first render reads it (the form is keyed by the post id).
  const initial = post ? formFromPost(post) : null;

  const save = useCallback(
    async (form: PostFormState, draft: boolean): Promise<SaveResult> => {
      if (!post) return { ok: false };
      try {
        const result = await postApi.update(post.id, updatePayload(form, draft));
        setPost(result.data);
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
    [post, router, setPost],
  );

  // A save that takes a live post off the site (draft, archive, pasif) asks first.
  const beforeSave = useCallback(
    async (form: PostFormState, draft: boolean) => {
      const next = draft ? 'DRAFT' : form.status;
      if (!post || !isLive(post) || next === 'PUBLISHED') return true;
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
    setDeleting(true);
    try {
      const result = await postApi.remove(post.id);
      notify.success(result.message ?? TR.post.deleted);
      navigateAway(router, '/admin/blogs');
    } catch (err) {
      notify.error(TR.entityFailed('Blog', 'delete', describeError(err, TR.unknownError)));
      setDeleting(false);
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
        {post && isScheduled(post) ? (
          <PostStatusBadge post={post} />
        ) : post && isLive(post) ? (
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
      ) : post && initial ? (
        <BlogForm
          key={String(post.id)}
          mode="edit"
          initial={initial}
          loadedStatus={post.status}
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
