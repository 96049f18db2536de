import { EN, TR, fail, ok, type EnvelopeMeta, type ErrorDetails } from '@blog/shared';

export type Lang = 'en' | 'tr';

/** Generic API messages: English on the public calls, Turkish on the back office's. */
const TEXT = {
  en: {
    invalid: 'Invalid request',
    invalidJson: 'The request body is not valid JSON',
    jsonOnly: 'The request body must be JSON (Content-Type: application/json)',
    tooLarge: 'The request body is too large',
    notFound: 'Not found',
    routeNotFound: 'No such API endpoint',
    methodNotAllowed: 'Method not allowed',
    unauthorized: 'Authentication required',
    forbidden: 'You are not allowed to do this',
    rateLimited: 'Too many requests. Please try again later.',
    serverError: EN.defaultError,
  },
  tr: {
    invalid: TR.validation.invalid,
    invalidJson: TR.validation.invalidJson,
    jsonOnly: 'İstek gövdesi JSON olmalıdır (Content-Type: application/json)',
    tooLarge: 'İstek gövdesi çok büyük',
    notFound: TR.validation.notFound,
    routeNotFound: TR.validation.routeNotFound,
    methodNotAllowed: TR.validation.methodNotAllowed,
    unauthorized: TR.auth.unauthorized,
    forbidden: TR.auth.forbidden,
    rateLimited: TR.network.rateLimited,
    serverError: TR.network.server,
  },
} as const;

export function messages(lang: Lang) {
  return TEXT[lang];
}

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** The one place a /api/v1 response is made: the spec's envelope as JSON. */
export function respond<T>(
  data: T,
  options: { status?: number; message?: string; meta?: EnvelopeMeta; headers?: Record<string, string> } = {},
): Response {
  const body = ok(data, {
    ...(options.message ? { message: options.message } : {}),
    ...(options.meta ? { meta: options.meta } : {}),
  });
  return new Response(JSON.stringify(body), {
    status: options.status ?? 200,
    headers: { ...JSON_HEADERS, ...options.headers },
  });
}

export function respondError(
  status: number,
  code: string,
  message: string,
  details?: ErrorDetails,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(fail(code, message, { status, ...(details ? { details } : {}) })), {
    status,
    headers: { ...JSON_HEADERS, ...headers },
  });
}

/** A file download (CSV export). */
export function respondFile(body: string, filename: string, contentType: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
