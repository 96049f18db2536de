import { useRef, useState } from 'react';
import { TR, validatePostPreview, type Id } from '@blog/shared';
import { api } from '../../lib/api';
import { describeError, notify } from '../../lib/notify';
import { fromLocalInput, serverFieldErrors, toFieldErrors, type FieldErrors, type PostFormState } from '../postForm';

/** Body of POST blogs/admin/preview: the form as it stands (a category may still be missing). */
function previewPayload(form: PostFormState, postId?: Id) {
  const categoryId = form.categoryId.trim();
  return {
    ...(postId !== undefined ? { id: postId } : {}),
    title: form.title.trim(),
    content: form.content,
    excerpt: form.excerpt.trim(),
    ...(categoryId ? { categoryId: /^\d+$/.test(categoryId) ? Number(categoryId) : categoryId } : {}),
    tags: form.tags,
    featuredImage: form.featuredImage.trim(),
    status: form.status,
    publishedAt: form.status === 'PUBLISHED' ? fromLocalInput(form.publishedAt) : null,
  };
}

/** Tab name: every 'Önizle' of the form reuses the same preview tab. */
const TAB = 'blog-preview';

interface Props {
  form: PostFormState;
  postId?: Id | undefined;
  disabled: boolean;
  onErrors: (errors: FieldErrors) => void;
}

/**
 * 'Önizle': the form's post, saved or not, on the site's own article page in a new tab. The tab
 * is opened at the click (a tab opened after an await counts as a popup), then sent to the
 * signed link the server answers; on a refusal it is closed and the form shows why.
 */
export function PreviewButton({ form, postId, disabled, onErrors }: Props) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const open = async () => {
    if (busyRef.current) return;
    const body = previewPayload(form, postId);
    const invalid = toFieldErrors(validatePostPreview(body));
    if (Object.keys(invalid).length) return onErrors(invalid);
    busyRef.current = true;
    setBusy(true);
    const tab = window.open('', TAB);
    if (tab) {
      tab.opener = null;
      tab.document.title = TR.preview.opening;
    }
    try {
      const { data } = await api.post<{ url: string }>('blogs/admin/preview', body);
      if (tab) tab.location.replace(data.url);
      else if (!window.open(data.url, TAB)) notify.error(TR.preview.popupBlocked);
    } catch (error) {
      tab?.close();
      onErrors(serverFieldErrors(error));
      notify.error(`${TR.preview.failed}: ${describeError(error, TR.unknownError)}`);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="adm-btn adm-btn--ghost"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      title={TR.preview.buttonHint}
      onClick={() => void open()}
    >
      {busy ? TR.preview.opening : TR.preview.button}
    </button>
  );
}
