import { toast, type ToastOptions } from 'react-toastify';
import { EN, ERROR_CODES, TOAST_DURATION_MS, TOAST_POSITION, TR } from '@blog/shared';
import { ApiError } from '@blog/shared';

type Kind = keyof typeof TOAST_DURATION_MS;

function options(kind: Kind): ToastOptions {
  return { autoClose: TOAST_DURATION_MS[kind], position: TOAST_POSITION };
}

/**
 * The text to show for a failed call (spec section 8): a validation error names its reason, a
 * network failure or timeout says so, a server error says so, else the error's own message
 * (the server's, when it sent one) or the caller's fallback.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === ERROR_CODES.VALIDATION_ERROR) {
      const reasons = Object.values(error.details?.validation ?? {}).filter(Boolean);
      return TR.network.validation(reasons.length ? reasons.join(', ') : error.message);
    }
    if (error.code === ERROR_CODES.NETWORK_ERROR || error.code === ERROR_CODES.TIMEOUT) return TR.network.offline;
    if (error.code === ERROR_CODES.SERVER_ERROR || error.status >= 500) return TR.network.server;
    return error.message && error.message !== EN.defaultError ? error.message : fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Toasts over react-toastify: top right, the spec's durations per kind. */
export const notify = {
  success: (message: string) => toast.success(message, options('success')),
  error: (message: string) => toast.error(message, options('error')),
  warning: (message: string) => toast.warning(message, options('warning')),
  info: (message: string) => toast.info(message, options('info')),
  /** Shows `describeError(error, fallback)` as an error toast and returns the text shown. */
  apiError(error: unknown, fallback: string): string {
    const message = describeError(error, fallback);
    toast.error(message, options('error'));
    return message;
  },
  /** A promise toast with the spec's default texts. */
  promise<T>(promise: Promise<T>, texts: { pending?: string; success?: string; error?: string } = {}): Promise<T> {
    return toast.promise(promise, {
      pending: texts.pending ?? TR.promise.pending,
      success: texts.success ?? TR.promise.success,
      error: texts.error ?? TR.promise.error,
    }, { position: TOAST_POSITION });
  },
};
