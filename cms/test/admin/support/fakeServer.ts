import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error' | 'hang';
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** A fetch double: routes each call to `handler`, records the calls. */
export function installFakeFetch(handler: FakeHandler) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const parsed = new URL(url, 'http://localhost:3100');
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    let body: unknown = init.body ?? undefined;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // keep the text
      }
    }
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname.replace(/^\/api\/v1\//, ''),
      query: parsed.searchParams,
      headers,
      body,
    };
    calls.push(request);
    const reply = await handler(request);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A JWT-shaped token with the given exp (seconds); the signature is not checked by the client. */
export function fakeJwt(expSeconds: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', role: 'ADMIN', exp: expSeconds, ...claims })}.c2ln`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const ADMIN_USER = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'ADMIN' as const };
