import { TR, type CategoryFormErrors } from '@blog/shared';
import { describeError, notify } from '../lib/notify';
import { fieldErrorsFrom } from './categoryPayload';

/**
 * A failed create or update (spec 8): the server's field messages go under the fields when it
 * sent any; otherwise an error toast with the server's message, or 'Bilinmeyen hata'.
 */
export function showSaveError(
  error: unknown,
  action: 'create' | 'update',
  setErrors: (errors: CategoryFormErrors) => void,
): void {
  const fields = fieldErrorsFrom(error);
  if (fields) {
    setErrors(fields);
    return;
  }
  notify.error(TR.entityFailed('Kategori', action, describeError(error, TR.unknownError)));
}
