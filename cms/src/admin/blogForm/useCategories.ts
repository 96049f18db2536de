import { useEffect, useState } from 'react';
import { TR, type Category } from '@blog/shared';
import { notify } from '../lib/notify';
import { postApi } from './postApi';

export interface CategoriesState {
  categories: Category[];
  loading: boolean;
  failed: boolean;
}

/** The category choices of the post form (GET blogs/categories). */
export function useCategories(): CategoriesState {
  const [state, setState] = useState<CategoriesState>({ categories: [], loading: true, failed: false });
  useEffect(() => {
    let cancelled = false;
    postApi
      .categories()
      .then((result) => {
        if (!cancelled) setState({ categories: result.data, loading: false, failed: false });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({ categories: [], loading: false, failed: true });
        notify.apiError(error, TR.blogForm.categoriesFailed);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
