import { inject } from 'vitest';

/** The shared server's address: only the `api` lane (test/api/) starts one (vitest.config.ts). */
export function baseUrl(): string {
  const url = inject('baseUrl');
  if (!url) throw new Error('No shared server in this lane: a test that uses helpers/api.ts goes under test/api/.');
  return url;
}

export interface ApiResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface ApiOptions {
  body?: unknown;
  /** Sent as is (no JSON encoding): malformed JSON, FormData, etc. */
  rawBody?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
  /** The simulated client address (the test server trusts X-Forwarded-For). */
  ip?: string;
}

/** One call to the running server's /api/v1 (or any path starting with '/'). */
export async function api<T = any>(method: string, path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const url = `${baseUrl()}${path.startsWith('/') ? path : `/api/v1/${path}`}`;
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}

/** A random address in 10/8 so each test gets its own rate-limit bucket. */
export const randomIp = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

export const uniqueEmail = (prefix = 'reader') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
