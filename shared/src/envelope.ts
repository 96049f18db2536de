import type { ZodError } from 'zod';
import { errorEnvelope } from './errorEnvelope.mjs';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './errorCodes';
import { EN } from './messages/en';
import type { PaginationMeta } from './schemas/entities';

export interface EnvelopeMeta {
  pagination?: PaginationMeta;
  [key: string]: unknown;
}

export interface ErrorDetails {
  validation?: Record<string, string>;
  [key: string]: unknown;
}

export interface ApiErrorBody {
  message: string;
  code: ErrorCode | string;
  status: number;
  details?: ErrorDetails;
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
  meta?: EnvelopeMeta;
}

export interface ErrorEnvelope {
  success: false;
  error: ApiErrorBody;
  message: string;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export function ok<T>(data: T, options: { message?: string; meta?: EnvelopeMeta } = {}): SuccessEnvelope<T> {
  return {
    success: true,
    data,
    ...(options.message !== undefined ? { message: options.message } : {}),
    ...(options.meta !== undefined ? { meta: options.meta } : {}),
  };
}

export function fail(
  code: ErrorCode | string,
  message: string,
  options: { status?: number; details?: ErrorDetails } = {},
): ErrorEnvelope {
  const status = options.status ?? ERROR_STATUS[code as ErrorCode] ?? 500;
  return errorEnvelope(code, message, status, options.details);
}

/** Pagination meta with both spellings of the page (spec section 3). */
export function paginationMeta(total: number, page: number, limit: number): PaginationMeta {
  const totalPages = Math.ceil(total / limit);
  return { total, totalPages, page, currentPage: page, limit, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

/** Field → first message, for `details.validation`. */
export function zodToValidation(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The normalised error a client shows (spec section 8): server message, then transport, then default. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string = ERROR_CODES.UNKNOWN_ERROR,
    readonly status = 0,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads any response body into an envelope: ours as it is, a bare object as data, and an
 * error body (ours, Payload's `{errors:[{message}]}`, or none) as an error envelope.
 */
export function parseEnvelope<T = unknown>(body: unknown, httpStatus = 200, transportMessage?: string): Envelope<T> {
  if (isRecord(body) && body.success === true) return body as unknown as SuccessEnvelope<T>;
  const failed = httpStatus >= 400 || (isRecord(body) && body.success === false);
  if (!failed) return ok(body as T);
  let message: string | undefined;
  let code: string = ERROR_CODES.UNKNOWN_ERROR;
  let details: ErrorDetails | undefined;
  if (isRecord(body)) {
    const err = isRecord(body.error) ? body.error : undefined;
    const firstPayloadError = Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : undefined;
    message =
      (typeof err?.message === 'string' && err.message) ||
      (typeof body.message === 'string' && body.message) ||
      (typeof firstPayloadError?.message === 'string' && firstPayloadError.message) ||
      undefined;
    if (typeof err?.code === 'string') code = err.code;
    if (isRecord(err?.details)) details = err.details as ErrorDetails;
  }
  return fail(code, message || transportMessage || EN.defaultError, {
    status: httpStatus >= 400 ? httpStatus : 500,
    ...(details ? { details } : {}),
  });
}
