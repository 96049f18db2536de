import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, EDIT_LOAD_FAILURE_REDIRECT_MS, ERROR_CODES, TR, type Post } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { postApi } from './postApi';

export interface EditPostState {
  post: Post | null;
  loading: boolean;
  /** 'Blog bulunamadı' or 'Blog yüklenirken bir hata oluştu: …'. */
  error: string | null;
  setPost: (post: Post) => void;
}

function loadErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 404 || error.code === ERROR_CODES.NOT_FOUND)) return TR.post.notFound;
  return TR.post.loadFailed(describeError(error, TR.unknownError));
}

/** Loads the post to edit; a failure shows its text and goes to /admin/blogs after 3 s. */
export function useEditPost(id: string): EditPostState {
  const router = useRouter();
  const [post, setPostValue] = useState<Post | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(null);
    postApi
      .get(id)
      .then((result) => {
        if (cancelled) return;
        setPostValue(result.data);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setError(loadErrorText(err));
        setLoading(false);
        notify.error(TR.post.loadFailedShort);
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => router.replace('/admin/blogs'), EDIT_LOAD_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [error, router]);

  const setPost = useCallback((next: Post) => setPostValue(next), []);
  return { post, loading, error, setPost };
}
