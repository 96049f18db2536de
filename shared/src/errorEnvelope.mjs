/**
 * The API's error envelope in plain JavaScript, so that the platform server (scripts/server.mjs),
 * which answers a few /api requests before Next, writes the same shape as the CMS: envelope.ts's
 * `fail` builds its bodies here too.
 */

/** EN.defaultError: what a failure nobody explained says. */
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';

/** `{ success: false, message, error: { message, code, status, details? } }`. */
export function errorEnvelope(code, message, status, details) {
  return { success: false, message, error: { message, code, status, ...(details ? { details } : {}) } };
}
