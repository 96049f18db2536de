import { useCallback, useEffect, useRef, useState } from 'react';
import { TR, type Category } from '@blog/shared';
import { api } from '../lib/api';
import { describeError } from '../lib/notify';

export interface CategoriesState {
  categories: Category[];
  loading: boolean;
  /** The load failure's message; null when the last load worked. */
  error: string | null;
  reload: () => void;
  /** Drops a deleted category from the list without a reload. */
  removeLocal: (id: Category['id']) => void;
}

/** GET blogs/categories with the admin's token: counts then include every status. */
export function useCategories(): CategoriesState {
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const reload = useCallback(() => {
    const ticket = ++latest.current;
    setLoading(true);
    setError(null);
    api
      .get<Category[]>('blogs/categories')
      .then(({ data }) => {
        if (ticket !== latest.current) return;
        setCategories(Array.isArray(data) ? data : []);
      })
      .catch((failure: unknown) => {
        if (ticket !== latest.current) return;
        setError(describeError(failure, TR.category.listFailed));
      })
      .finally(() => {
        if (ticket === latest.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  const removeLocal = useCallback((id: Category['id']) => {
    setCategories((list) => list.filter((category) => String(category.id) !== String(id)));
  }, []);

  return { categories, loading, error, reload, removeLocal };
}
