// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }) }));

import { AuthProvider, useAuth } from '../../src/admin/lib/AuthProvider';
import { setSession } from '../../src/admin/lib/authStore';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds } from './support/fakeServer';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function Probe({ onReady }: { onReady: (auth: ReturnType<typeof useAuth>) => void }) {
  const auth = useAuth();
  onReady(auth);
  return <p>{auth.loading ? 'loading' : auth.user ? `in:${auth.user.email}:${auth.isAdmin}` : 'out'}</p>;
}

describe('AuthProvider', () => {
  it('starts signed in from a stored session, and logout clears it even when the call fails', async () => {
    installFakeFetch(() => 'network-error');
    setSession({ accessToken: fakeJwt(nowSeconds() + 600), refreshToken: 'r1', user: ADMIN_USER });
    let auth: ReturnType<typeof useAuth> | undefined;
    render(
      <AuthProvider>
        <Probe onReady={(value) => (auth = value)} />
      </AuthProvider>,
    );
    await screen.findByText('in:admin@example.com:true');
    await act(async () => {
      await auth?.logout();
    });
    expect(screen.getByText('out')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('renews an expired access token at start when a refresh token is stored', async () => {
    const newToken = fakeJwt(nowSeconds() + 600);
    installFakeFetch((request) =>
      request.path === 'auth/refresh'
        ? { body: { success: true, data: { accessToken: newToken, refreshToken: 'r2', user: ADMIN_USER } } }
        : { status: 404, body: '' },
    );
    setSession({ accessToken: fakeJwt(nowSeconds() - 60), refreshToken: 'r1', user: ADMIN_USER });
    render(
      <AuthProvider>
        <Probe onReady={() => undefined} />
      </AuthProvider>,
    );
    await screen.findByText('in:admin@example.com:true');
    expect(localStorage.getItem('accessToken')).toBe(newToken);
  });

  it('reports a non-admin as signed in but not admin; a failed login returns the server message', async () => {
    installFakeFetch((request) =>
      request.path === 'auth/login' && (request.body as { password: string }).password === 'right'
        ? {
            body: {
              success: true,
              data: { accessToken: fakeJwt(nowSeconds() + 600), refreshToken: 'r', user: { ...ADMIN_USER, role: 'USER' } },
            },
          }
        : {
            status: 401,
            body: { success: false, error: { message: 'E-posta veya şifre hatalı', code: 'INVALID_CREDENTIALS', status: 401 } },
          },
    );
    let auth: ReturnType<typeof useAuth> | undefined;
    render(
      <AuthProvider>
        <Probe onReady={(value) => (auth = value)} />
      </AuthProvider>,
    );
    await screen.findByText('out');
    let failed: unknown;
    await act(async () => {
      failed = await auth?.login('admin@example.com', 'wrong');
    });
    expect(failed).toMatchObject({ ok: false, message: 'E-posta veya şifre hatalı', status: 401 });
    await act(async () => {
      await auth?.login('admin@example.com', 'right');
    });
    await waitFor(() => expect(screen.getByText('in:admin@example.com:false')).toBeTruthy());
  });
});
