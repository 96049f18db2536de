import { fail, ok, type EnvelopeMeta, type ErrorDetails } from '@blog/shared';

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
  const body = ok(data, { ...(options.message ? { message: options.message } : {}), ...(options.meta ? { meta: options.meta } : {}) });
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
