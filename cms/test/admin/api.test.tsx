// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { ApiError } from '@blog/shared';

vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));

import { api } from '../../src/admin/lib/api';
import { setSession } from '../../src/admin/lib/authStore';
import { setNavigator } from '../../src/admin/lib/navigation';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeRequest } from './support/fakeServer';

let serial = 0;
const fresh = () => fakeJwt(nowSeconds() + 600, { jti: `t${(serial += 1)}` });
const stale = () => fakeJwt(nowSeconds() - 60);
const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ body: { success: true, data, ...extra } });
const unauthorized = {
  status: 401,
  body: { success: false, error: { message: 'Token süresi doldu', code: 'TOKEN_EXPIRED', status: 401 } },
};
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/admin/blogs');
  navigate = vi.fn<(path: string) => void>();
  setNavigator(navigate);
  for (const spy of Object.values(toasts)) spy.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requests', () => {
  it('attaches the bearer only for an unexpired token', async () => {
    const { calls } = installFakeFetch(() => ok([]));
    const token = fresh();
    setSession({ accessToken: token, refreshToken: 'r', user: ADMIN_USER });
    await api.get('blogs/admin/blogs');
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${token}`);
    setSession({ accessToken: stale(), refreshToken: 'r', user: ADMIN_USER });
    await api.get('blogs/public');
    expect(calls[1]?.headers.authorization).toBeUndefined();
  });

  it('omits empty query values and sends JSON', async () => {
    const { calls } = installFakeFetch(() => ok({ id: 1 }, { message: 'Oldu', meta: { pagination: { total: 1 } } }));
    const result = await api.get('blogs/admin/blogs', { page: 2, search: '', status: null, tag: undefined, featured: false });
    expect(calls[0]?.url).toBe('/api/v1/blogs/admin/blogs?page=2&featured=false');
    expect(result).toEqual({ data: { id: 1 }, message: 'Oldu', meta: { pagination: { total: 1 } } });
    await api.post('categories', { name: 'Yeni' });
    expect(calls[1]?.headers['content-type']).toBe('application/json');
    expect(calls[1]?.body).toEqual({ name: 'Yeni' });
  });

  it('gives up after 10 s with a TIMEOUT error', async () => {
    vi.useFakeTimers();
    installFakeFetch(() => 'hang');
    const pending = api.get('blogs/admin/analytics').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('TIMEOUT');
  });
});

describe('error messages', () => {
  it('prefers the server message, then the transport message, then the default', async () => {
    installFakeFetch((request) => {
      if (request.path === 'a')
        return {
          status: 409,
          body: { success: false, error: { message: 'Bu isimde bir kategori zaten var', code: 'DUPLICATE_NAME', status: 409 } },
        };
      if (request.path === 'b') return { status: 404, body: '' };
      if (request.path === 'c') return 'network-error';
      return { status: 200, body: { success: false } };
    });
    await expect(api.get('a')).rejects.toMatchObject({
      message: 'Bu isimde bir kategori zaten var',
      code: 'DUPLICATE_NAME',
      status: 409,
    });
    await expect(api.get('b')).rejects.toMatchObject({ message: 'Request failed with status code 404', status: 404 });
    await expect(api.get('c')).rejects.toMatchObject({ message: 'Failed to fetch', code: 'NETWORK_ERROR' });
    await expect(api.get('d')).rejects.toMatchObject({ message: 'An unexpected error occurred', code: 'UNKNOWN_ERROR' });
  });

  it('marks 5xx answers as SERVER_ERROR', async () => {
    installFakeFetch(() => ({ status: 503, body: 'upstream down' }));
    await expect(api.get('x')).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 503 });
  });
});

describe('401 handling', () => {
  function server(refresh: (request: FakeRequest) => ReturnType<typeof ok> | typeof unauthorized, retries: 'ok' | '401' = 'ok') {
    let dataCalls = 0;
    const fake = installFakeFetch((request) => {
      if (request.path === 'auth/refresh') return refresh(request);
      dataCalls += 1;
      if (dataCalls === 1 || retries === '401') return unauthorized;
      return ok(['loaded']);
    });
    return fake;
  }

  it('refreshes once and retries once with the new token', async () => {
    const newToken = fresh();
    const { calls } = server(() => ok({ accessToken: newToken, refreshToken: 'r2' }));
    setSession({ accessToken: fresh(), refreshToken: 'r1', user: ADMIN_USER });
    const result = await api.get<string[]>('blogs/admin/blogs');
    expect(result.data).toEqual(['loaded']);
    expect(calls.map((call) => call.path)).toEqual(['blogs/admin/blogs', 'auth/refresh', 'blogs/admin/blogs']);
    expect(calls[1]?.body).toEqual({ refreshToken: 'r1' });
    expect(calls[2]?.headers.authorization).toBe(`Bearer ${newToken}`);
    expect(localStorage.getItem('accessToken')).toBe(newToken);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
    expect(toasts.info).toHaveBeenCalledWith('Oturum yenilendi');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads tokens given at the top level of the refresh answer', async () => {
    const newToken = fresh();
    server(() => ({ body: { accessToken: newToken, refreshToken: 'r2' } }) as unknown as ReturnType<typeof ok>);
    setSession({ accessToken: stale(), refreshToken: 'r1', user: ADMIN_USER });
    await expect(api.get('blogs/admin/blogs')).resolves.toMatchObject({ data: ['loaded'] });
    expect(localStorage.getItem('accessToken')).toBe(newToken);
  });

  it('clears and goes to the login page when the retry is refused too', async () => {
    const { calls } = server(() => ok({ accessToken: fresh(), refreshToken: 'r2' }), '401');
    setSession({ accessToken: fresh(), refreshToken: 'r1', user: ADMIN_USER });
    await expect(api.get('blogs/admin/blogs')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((call) => call.path === 'auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin/login');
    expect(toasts.warning).toHaveBeenCalledWith('Oturumunuz sona erdi, lütfen tekrar giriş yapın');
  });

  it('does not refresh with an expired refresh token: clears and redirects', async () => {
    const { calls } = server(() => ok({ accessToken: fresh() }));
    setSession({ accessToken: fresh(), refreshToken: stale(), user: ADMIN_USER });
    await expect(api.get('blogs/admin/blogs')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.path)).toEqual(['blogs/admin/blogs']);
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin/login');
  });

  it('does not redirect when already on the login page', async () => {
    window.history.pushState({}, '', '/admin/login');
    server(() => ok({ accessToken: fresh() }));
    setSession({ accessToken: fresh(), refreshToken: null, user: ADMIN_USER });
    await expect(api.get('auth/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts.warning).not.toHaveBeenCalled();
  });

  it('clears on a failed refresh (refused, or an answer without an access token)', async () => {
    server(() => unauthorized);
    setSession({ accessToken: fresh(), refreshToken: 'r1', user: ADMIN_USER });
    await expect(api.get('blogs/admin/blogs')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/admin/login');

    server(() => ok({ refreshToken: 'only-refresh' }));
    setSession({ accessToken: fresh(), refreshToken: 'r1', user: ADMIN_USER });
    await expect(api.get('blogs/admin/blogs')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('does not try to refresh when the login itself answers 401', async () => {
    const { calls } = installFakeFetch(() => ({
      status: 401,
      body: { success: false, error: { message: 'E-posta veya şifre hatalı', code: 'INVALID_CREDENTIALS', status: 401 } },
    }));
    localStorage.setItem('refreshToken', 'r1');
    await expect(api.post('auth/login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      message: 'E-posta veya şifre hatalı',
    });
    expect(calls).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls refused at the same time', async () => {
    let refreshes = 0;
    const newToken = fakeJwt(nowSeconds() + 900, { jti: 'renewed' });
    installFakeFetch((request) => {
      if (request.path === 'auth/refresh') {
        refreshes += 1;
        return ok({ accessToken: newToken, refreshToken: 'r2' });
      }
      if (request.headers.authorization === `Bearer ${newToken}`) return ok(request.path);
      return unauthorized;
    });
    setSession({ accessToken: fresh(), refreshToken: 'r1', user: ADMIN_USER });
    const results = await Promise.all([api.get('a'), api.get('b'), api.get('c')]);
    expect(results.map((result) => result.data)).toEqual(['a', 'b', 'c']);
    expect(refreshes).toBe(1);
  });
});

describe('download', () => {
  it('returns the text and the file name', async () => {
    installFakeFetch(() => ({
      body: 'email\na@b.co\n',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="subscriptions-2026-01-02.csv"' },
    }));
    await expect(api.download('newsletter/admin/export', { status: '' })).resolves.toEqual({
      text: 'email\na@b.co\n',
      filename: 'subscriptions-2026-01-02.csv',
    });
  });
});
