import { toast, type ToastOptions } from 'react-toastify';
import { EN, ERROR_CODES, TOAST_DURATION_MS, TOAST_POSITION, TR } from '@blog/shared';
import { ApiError } from '@blog/shared';

type Kind = keyof typeof TOAST_DURATION_MS;

function options(kind: Kind): ToastOptions {
  return { autoClose: TOAST_DURATION_MS[kind], position: TOAST_POSITION };
}

/** The client's own wording for a status without a server message (api.ts `toError`). */
const TRANSPORT_STATUS_MESSAGE = /^Request failed with status code \d+$/;

/**
 * True when the error's message came from the server: not empty, not the envelope's default and
 * not the client's 'Request failed with status code N' stand-in.
 */
function hasServerMessage(error: ApiError): boolean {
  const message = error.message.trim();
  return (
    message !== '' && message !== EN.defaultError && message !== TR.network.server && !TRANSPORT_STATUS_MESSAGE.test(message)
  );
}

/**
 * The text to show for a failed call (spec section 8: the server's message is preferred, then
 * the transport's): a validation error names its reasons; a server's own message is shown as it
 * is, even on a 5xx ('Disk full'); without one, a network failure or timeout and a server error
 * get their Turkish notices, anything else the caller's fallback.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === ERROR_CODES.VALIDATION_ERROR) {
      const reasons = Object.values(error.details?.validation ?? {}).filter(Boolean);
      return TR.network.validation(reasons.length ? reasons.join(', ') : error.message);
    }
    if (error.code === ERROR_CODES.NETWORK_ERROR || error.code === ERROR_CODES.TIMEOUT) return TR.network.offline;
    if (hasServerMessage(error)) return error.message;
    if (error.code === ERROR_CODES.SERVER_ERROR || error.status >= 500) return TR.network.server;
    return fallback;
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
    return toast.promise(
      promise,
      {
        pending: texts.pending ?? TR.promise.pending,
        success: texts.success ?? TR.promise.success,
        error: texts.error ?? TR.promise.error,
      },
      { position: TOAST_POSITION },
    );
  },
};
