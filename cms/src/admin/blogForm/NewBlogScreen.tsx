'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { TR } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { navigateAway } from '../lib/useLeaveGuard';
import { useCreatePost } from '../blogs/posts';
import { useNewPostDraft } from './revisions/useNewPostDraft';
import { BlogForm, type SaveResult } from './BlogForm';
import { createPayload, serverFieldErrors, type PostFormState } from './postForm';
import '../styles/blogs.css';
import '../styles/revisions.css';

/** /admin/blog/new: 'Taslak Kaydet', cancel, and the 'Blog Yayınla' submit. */
export function NewBlogScreen() {
  const router = useRouter();
  const local = useNewPostDraft();
  const { onCreated } = local;
  const { mutateAsync: create } = useCreatePost();

  const save = useCallback(
    async (form: PostFormState, draft: boolean): Promise<SaveResult> => {
      try {
        const result = await create(createPayload(form, draft));
        onCreated();
        if (draft) {
          notify.info(TR.post.draftSaved);
          // Keep working on the saved draft instead of a blank form that would create a second one.
          navigateAway(router, `/admin/blog/edit/${result.data.id}`, 'replace');
        } else {
          notify.success(result.message ?? TR.post.created);
          navigateAway(router, '/admin/blogs');
        }
        return { ok: true };
      } catch (error) {
        const reason = describeError(error, TR.unknownError);
        notify.error(draft ? `${TR.post.draftFailed}: ${reason}` : TR.entityFailed('Blog', 'create', reason));
        return { ok: false, fieldErrors: serverFieldErrors(error) };
      }
    },
    [create, onCreated, router],
  );

  return (
    <div className="adm-page blg-page">
      <header className="adm-page-header">
        <div>
          <Link href="/admin/blogs" className="blg-back">
            ← {TR.blogForm.backToList}
          </Link>
          <h1 className="adm-page-title">{TR.blogForm.newTitle}</h1>
          <p className="adm-page-subtitle">{TR.blogForm.newSubtitle}</p>
        </div>
      </header>
      {local.offer}
      <BlogForm
        key={local.formKey}
        mode="create"
        initial={local.initial}
        onSave={save}
        onChange={local.onChange}
        toolbar={local.toolbar}
      />
    </div>
  );
}
