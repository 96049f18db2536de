'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { TR } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { navigateAway } from '../lib/useLeaveGuard';
import { BlogForm } from './BlogForm';
import { emptyForm, type PostFormState } from './formState';
import { createPayload, serverFieldErrors } from './payload';
import { postApi } from './postApi';
import type { SaveResult } from './usePostForm';
import '../styles/blogs.css';

/** /admin/blog/new: 'Taslak Kaydet', cancel, and the 'Blog Yayınla' submit. */
export function NewBlogScreen() {
  const router = useRouter();
  const initial = useMemo(emptyForm, []);

  const save = useCallback(
    async (form: PostFormState, draft: boolean): Promise<SaveResult> => {
      try {
        const result = await postApi.create(createPayload(form, draft));
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
    [router],
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
      <BlogForm mode="create" initial={initial} onSave={save} />
    </div>
  );
}
