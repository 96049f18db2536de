import { ApiError, ERROR_CODES, REQUEST_TIMEOUT_MS } from '@blog/shared';

/** One HTTP exchange, before any envelope handling. */
export interface RawRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit | null;
  timeoutMs?: number;
  onProgress?: (percent: number) => void;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

const TIMEOUT_MESSAGE = (ms: number) => `timeout of ${ms}ms exceeded`;

function networkError(error: unknown): ApiError {
  const message = error instanceof Error && error.message ? error.message : 'Network Error';
  return new ApiError(message, ERROR_CODES.NETWORK_ERROR, 0);
}

/** fetch with a timeout: a timeout rejects with code TIMEOUT, a transport failure with NETWORK_ERROR. */
export async function fetchTransport(request: RawRequest): Promise<RawResponse> {
  const timeoutMs = request.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal: controller.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (timedOut) throw new ApiError(TIMEOUT_MESSAGE(timeoutMs), ERROR_CODES.TIMEOUT, 0);
    throw networkError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** XMLHttpRequest, for uploads that report progress (fetch cannot). */
export function xhrTransport(request: RawRequest): Promise<RawResponse> {
  const timeoutMs = request.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.timeout = timeoutMs;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && request.onProgress) {
        request.onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const index = line.indexOf(':');
        if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
      }
      resolve({ status: xhr.status, headers, text: xhr.responseText });
    };
    xhr.ontimeout = () => reject(new ApiError(TIMEOUT_MESSAGE(timeoutMs), ERROR_CODES.TIMEOUT, 0));
    xhr.onerror = () => reject(networkError(new Error('Network Error')));
    xhr.send((request.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
}
