import { ERROR_STATUS, type ErrorCode, type ErrorDetails } from '@blog/shared';

interface HttpErrorOptions {
  status?: number;
  details?: ErrorDetails;
  headers?: Record<string, string>;
}

/** An expected failure: becomes the envelope's error with its status, never a 5xx. */
export class HttpError extends Error {
  readonly status: number;
  readonly details: ErrorDetails | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = options.status ?? ERROR_STATUS[code] ?? 400;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}
