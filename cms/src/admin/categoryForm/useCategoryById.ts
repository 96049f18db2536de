import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { EDIT_LOAD_FAILURE_REDIRECT_MS, TR, type Category } from '@blog/shared';
import { api } from '../lib/api';
import { describeError } from '../lib/notify';
import { CATEGORIES_PATH } from './CategoryFormHeader';

export type CategoryLoad =
  | { status: 'loading' }
  | { status: 'ready'; category: Category }
  | { status: 'failed'; message: string };

/**
 * There is no single-category call: loads the list and finds the item by id. When it is missing
 * or the load fails, goes back to the list after 3 s (a retry cancels that).
 */
export function useCategoryById(id: string): { state: CategoryLoad; retry: () => void } {
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  const [state, setState] = useState<CategoryLoad>({ status: 'loading' });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const load = useCallback(() => {
    const ticket = ++latest.current;
    stopTimer();
    setState({ status: 'loading' });
    const fail = (message: string) => {
      if (ticket !== latest.current) return;
      setState({ status: 'failed', message });
      timer.current = setTimeout(() => routerRef.current.replace(CATEGORIES_PATH), EDIT_LOAD_FAILURE_REDIRECT_MS);
    };
    api
      .get<Category[]>('blogs/categories')
      .then(({ data }) => {
        if (ticket !== latest.current) return;
        const category = (Array.isArray(data) ? data : []).find((item) => String(item.id) === id);
        if (category) setState({ status: 'ready', category });
        else fail(TR.category.notFound);
      })
      .catch((error: unknown) => fail(TR.category.loadFailed(describeError(error, TR.unknownError))));
  }, [id]);

  useEffect(() => {
    load();
    return () => {
      latest.current += 1;
      stopTimer();
    };
  }, [load]);

  return { state, retry: load };
}
