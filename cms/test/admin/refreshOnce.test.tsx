// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@blog/shared';

vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));

import { api } from '../../src/admin/lib/api';
import { AuthProvider, useAuth } from '../../src/admin/lib/AuthProvider';
import { setSession } from '../../src/admin/lib/authStore';
import { setNavigator } from '../../src/admin/lib/navigation';
import { REFRESH_LEASE_KEY } from '../../src/admin/lib/refreshLock';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeReply, type FakeRequest } from './support/fakeServer';

/**
 * The server rotates refresh tokens and treats a second use as theft (the whole family is
 * revoked), so a page must never send one twice: not from two paths at once, not after it was
 * rotated, not on a page being left, and not while another tab is refreshing.
 */

const stale = () => fakeJwt(nowSeconds() - 60);
const unauthorized = {
  status: 401,
  body: { success: false, error: { message: 'Token süresi doldu', code: 'TOKEN_EXPIRED', status: 401 } },
};
let serial = 0;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Probe() {
  const auth = useAuth();
  return <p>{auth.loading ? 'loading' : auth.user ? 'in' : 'out'}</p>;
}

const refreshCalls = (calls: FakeRequest[]) => calls.filter((call) => call.path === 'auth/refresh');

beforeEach(() => {
  localStorage.clear();
  window.history.pushState({}, '', '/admin');
  setNavigator(vi.fn());
  for (const spy of Object.values(toasts)) spy.mockClear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('one refresh token, one use', () => {
  it('start-up renew and a call refused around it send exactly one POST auth/refresh', async () => {
    const renewed = fakeJwt(nowSeconds() + 600, { jti: `n${(serial += 1)}` });
    const refreshReply = deferred<FakeReply>();
    const earlyReply = deferred<FakeReply>();
    const { calls } = installFakeFetch((request) => {
      if (request.path === 'auth/refresh') return refreshReply.promise;
      if (request.headers.authorization === `Bearer ${renewed}`) return { body: { success: true, data: request.path } };
      // Sent with the stale token: its 401 comes back only after the renew has finished.
      return request.path === 'early' ? earlyReply.promise : unauthorized;
    });
    setSession({ accessToken: stale(), refreshToken: 'rot-1', user: ADMIN_USER });

    const early = api.get<string>('early');
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    // A call refused while the renew is under way joins it.
    const during = api.get<string>('during');
    refreshReply.resolve({ body: { success: true, data: { accessToken: renewed, refreshToken: 'rot-2', user: ADMIN_USER } } });
    await expect(during).resolves.toMatchObject({ data: 'during' });
    await screen.findByText('in');
    // A call refused after the renew is retried with the new token, not refreshed again.
    earlyReply.resolve(unauthorized);
    await expect(early).resolves.toMatchObject({ data: 'early' });

    expect(refreshCalls(calls).map((call) => call.body)).toEqual([{ refreshToken: 'rot-1' }]);
    expect(localStorage.getItem('refreshToken')).toBe('rot-2');
    expect(toasts.info).toHaveBeenCalledTimes(1);
  });

  it('does not spend the refresh token on the login page', async () => {
    window.history.pushState({}, '', '/admin/login');
    const { calls } = installFakeFetch(() => ({ body: { success: true, data: null } }));
    setSession({ accessToken: stale(), refreshToken: 'login-1', user: ADMIN_USER });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await screen.findByText('out');
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(localStorage.getItem('refreshToken')).toBe('login-1');
  });

  it('waits for a refresh another tab is making and uses its tokens', async () => {
    const theirs = fakeJwt(nowSeconds() + 600, { jti: `t${(serial += 1)}` });
    const { calls } = installFakeFetch((request) =>
      request.headers.authorization === `Bearer ${theirs}` ? { body: { success: true, data: 'ok' } } : unauthorized,
    );
    setSession({ accessToken: stale(), refreshToken: 'tab-1', user: ADMIN_USER });
    localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner: 'other-tab', until: Date.now() + 5_000 }));

    const pending = api.get<string>('blogs/admin/blogs');
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 150));
    // The other tab finishes: new pair stored, lease released.
    localStorage.setItem('accessToken', theirs);
    localStorage.setItem('refreshToken', 'tab-2');
    localStorage.removeItem(REFRESH_LEASE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: 'refreshToken' }));

    await expect(pending).resolves.toMatchObject({ data: 'ok' });
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(localStorage.getItem('refreshToken')).toBe('tab-2');
  });

  it('keeps the session when the refresh never got an answer (offline, page left)', async () => {
    const { calls } = installFakeFetch((request) => (request.path === 'auth/refresh' ? 'network-error' : unauthorized));
    setSession({ accessToken: stale(), refreshToken: 'net-1', user: ADMIN_USER });
    const error = await api.get('blogs/admin/blogs').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(localStorage.getItem('refreshToken')).toBe('net-1');
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(toasts.warning).not.toHaveBeenCalled();
  });
});
