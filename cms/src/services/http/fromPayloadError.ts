import { ERROR_CODES, type ErrorCode } from '@blog/shared';
import { HttpError } from './HttpError';

interface PayloadLikeError {
  name?: string;
  status?: number;
  message?: string;
  data?: { errors?: { path?: string; message?: string }[] };
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.VALIDATION_ERROR,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
};

/** Payload's own 4xx errors (validation, not found, unique violations) as our HttpError; null for anything else. */
export function fromPayloadError(error: unknown): HttpError | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as PayloadLikeError;
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (!status || status < 400 || status >= 500) return null;
  const fieldErrors = e.data?.errors ?? [];
  const validation = Object.fromEntries(fieldErrors.filter((f) => f.path).map((f) => [f.path as string, f.message ?? 'Invalid']));
  const code = CODE_BY_STATUS[status] ?? ERROR_CODES.BAD_REQUEST;
  return new HttpError(code, fieldErrors[0]?.message ?? e.message ?? 'Invalid request', {
    status,
    ...(fieldErrors.length ? { details: { validation } } : {}),
  });
}

/** Payload's unique-value message, in the panel's languages. */
const UNIQUE_MESSAGES = /unique|benzersiz/i;

/** True when a Payload/DB error is a unique-constraint violation (on `field`, when given). */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  const e = error as PayloadLikeError & { cause?: { code?: string; message?: string }; code?: string | number };
  if (!e || typeof e !== 'object') return false;
  const fieldErrors = e.data?.errors ?? [];
  if (fieldErrors.some((f) => UNIQUE_MESSAGES.test(f.message ?? '') && (!field || f.path === field))) return true;
  const raw = `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  const dbUnique =
    // SQLite, MongoDB, PostgreSQL (23505).
    ['SQLITE_CONSTRAINT_UNIQUE', '23505'].includes(e.cause?.code ?? '') ||
    e.code === 11000 ||
    e.code === '23505' ||
    /UNIQUE constraint failed|E11000|duplicate key value violates unique constraint/.test(raw);
  return dbUnique && (!field || raw.includes(field));
}
