import type { CategoryFormErrors } from '@blog/shared';
import { ApiError } from '@blog/shared';

export interface CategoryFormValues {
  name: string;
  description: string;
}

export interface CategoryPayload {
  name: string;
  description?: string;
}

export const EMPTY_CATEGORY_FORM: CategoryFormValues = { name: '', description: '' };

/** What the form sends (spec 5): the name trimmed; the description trimmed, omitted when empty. */
export function toCategoryPayload(values: CategoryFormValues): CategoryPayload {
  const name = values.name.trim();
  const description = values.description.trim();
  return description ? { name, description } : { name };
}

/** Whether the form differs from the saved category in what it would send. */
export function hasCategoryChanges(values: CategoryFormValues, saved: CategoryFormValues): boolean {
  const next = toCategoryPayload(values);
  const previous = toCategoryPayload(saved);
  return next.name !== previous.name || (next.description ?? '') !== (previous.description ?? '');
}

/** The server's `details.validation` for the form's fields (e.g. a 409 duplicate name), if any. */
export function fieldErrorsFrom(error: unknown): CategoryFormErrors | null {
  if (!(error instanceof ApiError)) return null;
  const validation = error.details?.validation;
  if (!validation) return null;
  const errors: CategoryFormErrors = {};
  if (validation.name) errors.name = validation.name;
  if (validation.description) errors.description = validation.description;
  return errors.name || errors.description ? errors : null;
}
