import { ApiError, ERROR_CODES, parseEnvelope, type PaginationMeta } from '@blog/shared';
import { apiUrl, type Query } from './apiUrl';
import { getAccessToken, isTokenExpired } from './authStore';
import { endSession, refreshSession } from './session';
import { fetchTransport, xhrTransport, type RawResponse } from './transport';

export type { Query, QueryValue } from './apiUrl';

/** A successful call: the envelope's data, message and pagination. */
export interface ApiResult<T> {
  data: T;
  message?: string;
  meta?: { pagination?: PaginationMeta };
}

/** Uploads of up to 5 MB get longer than the 10 s of ordinary calls. */
const UPLOAD_TIMEOUT_MS = 60_000;

interface SendOptions {
  query?: Query;
  body?: unknown;
  form?: FormData;
  accept?: string;
  onProgress?: (percent: number) => void;
}

/** Calls that must not trigger a refresh on 401 (a wrong password is a 401 too). */
function isAuthExchange(path: string): boolean {
  return /^\/?auth\/(login|refresh|logout)\b/.test(path);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface Sent {
  response: RawResponse;
  /** The stored access token when the call left (sent as the bearer only when unexpired). */
  token: string | null;
}

async function once(method: string, path: string, options: SendOptions): Promise<Sent> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  let body: BodyInit | null = null;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = getAccessToken();
  if (token && !isTokenExpired(token)) headers.authorization = `Bearer ${token}`;
  const request = { method, url: apiUrl(path, options.query), headers, body };
  let response: RawResponse;
  if (options.form) {
    const withProgress = options.onProgress && typeof XMLHttpRequest !== 'undefined';
    response = await (withProgress
      ? xhrTransport({ ...request, timeoutMs: UPLOAD_TIMEOUT_MS, onProgress: options.onProgress })
      : fetchTransport({ ...request, timeoutMs: UPLOAD_TIMEOUT_MS }));
  } else response = await fetchTransport(request);
  return { response, token };
}

/**
 * Sends a call; on 401 with a usable refresh token, refreshes once and retries once. Any other
 * 401 (none to refresh with, a refused refresh, a second 401) ends the session. The refresh is
 * the one shared by the whole page (see refreshSession): when the session was renewed while this
 * call was under way, it is simply retried with the new token.
 */
async function send(method: string, path: string, options: SendOptions): Promise<RawResponse> {
  const first = await once(method, path, options);
  if (first.response.status !== 401 || isAuthExchange(path)) return first.response;
  try {
    await refreshSession(first.token);
  } catch (error) {
    // Offline or timed out: the session may well be fine; report the transport failure.
    if (error instanceof ApiError && error.status === 0) throw error;
    endSession();
    return first.response;
  }
  const second = await once(method, path, options);
  if (second.response.status === 401) endSession();
  return second.response;
}

/** The error of a failed answer: the server's message, then the transport's, then the default. */
function toError(response: RawResponse, body: unknown): ApiError {
  const transport = response.status >= 400 ? `Request failed with status code ${response.status}` : undefined;
  const envelope = parseEnvelope(body, response.status, transport);
  if (envelope.success) return new ApiError('Request failed', ERROR_CODES.UNKNOWN_ERROR, response.status);
  const { message, status, details } = envelope.error;
  let { code } = envelope.error;
  if (response.status >= 500 && code === ERROR_CODES.UNKNOWN_ERROR) code = ERROR_CODES.SERVER_ERROR;
  return new ApiError(message, code, status, details);
}

async function call<T>(method: string, path: string, options: SendOptions = {}): Promise<ApiResult<T>> {
  const response = await send(method, path, options);
  const body = parseJson(response.text);
  if (response.status >= 400) throw toError(response, body);
  const envelope = parseEnvelope<T>(body, response.status);
  if (!envelope.success) throw toError(response, body);
  const result: ApiResult<T> = { data: envelope.data };
  if (envelope.message !== undefined) result.message = envelope.message;
  if (envelope.meta !== undefined) result.meta = envelope.meta;
  return result;
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/** The admin's client for /api/v1 (same origin; paths like 'blogs/admin/blogs'). */
export const api = {
  get: <T>(path: string, query?: Query) => call<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => call<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => call<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => call<T>('PATCH', path, { body }),
  del: <T>(path: string) => call<T>('DELETE', path),
  upload: <T>(path: string, form: FormData, onProgress?: (percent: number) => void) =>
    call<T>('POST', path, { form, onProgress }),
  /** A file answer (CSV export) as text, with the file name from Content-Disposition. */
  async download(path: string, query?: Query): Promise<{ text: string; filename: string | null }> {
    const response = await send('GET', path, { query, accept: '*/*' });
    if (response.status >= 400) throw toError(response, parseJson(response.text));
    return { text: response.text, filename: filenameOf(response.headers.get('content-disposition')) };
  },
};
