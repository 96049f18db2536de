import { useCallback, useState } from 'react';
import { validateCategoryForm, type CategoryFormErrors } from '@blog/shared';
import type { CategoryFormValues } from '../categories/categories';

export type CategoryField = keyof CategoryFormValues;

export interface CategoryFormState {
  values: CategoryFormValues;
  errors: CategoryFormErrors;
  /** Sets a field and clears that field's error (spec 5: typing clears its error). */
  setField: (field: CategoryField, value: string) => void;
  /** On leaving a field: reports a name the user has emptied ('Kategori adı gereklidir'). */
  checkField: (field: CategoryField) => void;
  /** Checks every field; returns the errors found (none: the form may be sent). */
  validate: () => CategoryFormErrors;
  setErrors: (errors: CategoryFormErrors) => void;
  reset: (values: CategoryFormValues) => void;
}

/** Values, per-field errors and the rules of the category form. */
export function useCategoryForm(initial: CategoryFormValues): CategoryFormState {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [edited, setEdited] = useState<Partial<Record<CategoryField, boolean>>>({});

  const setField = useCallback((field: CategoryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => (current[field] ? current : { ...current, [field]: true }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const checkField = useCallback(
    (field: CategoryField) => {
      // Only a name emptied by the user is reported on blur: submit is disabled then, so the
      // message moving the buttons cannot swallow a click. Everything else is checked on submit.
      if (field !== 'name' || !edited.name || values.name.trim() !== '') return;
      const message = validateCategoryForm(values).name;
      if (message) setErrors((current) => ({ ...current, name: message }));
    },
    [edited, values],
  );

  const validate = useCallback(() => {
    const found = validateCategoryForm(values);
    setErrors(found);
    return found;
  }, [values]);

  const reset = useCallback((next: CategoryFormValues) => {
    setValues(next);
    setErrors({});
    setEdited({});
  }, []);

  return { values, errors, setField, checkField, validate, setErrors, reset };
}
