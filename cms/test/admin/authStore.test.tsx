// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAuth,
  decodeTokenPayload,
  getStoredUser,
  isAdmin,
  isAuthenticated,
  isRefreshTokenUsable,
  isTokenExpired,
  onAuthChange,
  setSession,
  tokenExpiry,
} from '../../src/admin/lib/authStore';
import { ADMIN_USER, fakeJwt, nowSeconds } from './support/fakeServer';

afterEach(() => localStorage.clear());

describe('token expiry', () => {
  it('is read from the token payload', () => {
    const exp = nowSeconds() + 600;
    expect(tokenExpiry(fakeJwt(exp))).toBe(exp * 1000);
    expect(decodeTokenPayload(fakeJwt(exp, { name: 'Çağrı Ünlü' }))?.name).toBe('Çağrı Ünlü');
  });

  it('treats a past exp, a missing exp, garbage and nothing as expired', () => {
    expect(isTokenExpired(fakeJwt(nowSeconds() + 60))).toBe(false);
    expect(isTokenExpired(fakeJwt(nowSeconds() - 1))).toBe(true);
    expect(isTokenExpired('a.b.c')).toBe(true);
    expect(isTokenExpired('opaque-token')).toBe(true);
    expect(isTokenExpired(null)).toBe(true);
  });

  it('accepts an opaque refresh token but not an expired JWT one', () => {
    expect(isRefreshTokenUsable('opaque-refresh-token')).toBe(true);
    expect(isRefreshTokenUsable(fakeJwt(nowSeconds() + 60))).toBe(true);
    expect(isRefreshTokenUsable(fakeJwt(nowSeconds() - 60))).toBe(false);
    expect(isRefreshTokenUsable(null)).toBe(false);
  });
});

describe('isAuthenticated', () => {
  it('needs an unexpired access token and a stored user', () => {
    expect(isAuthenticated()).toBe(false);
    setSession({ accessToken: fakeJwt(nowSeconds() + 60), refreshToken: 'r', user: ADMIN_USER });
    expect(isAuthenticated()).toBe(true);
    localStorage.removeItem('user');
    expect(isAuthenticated()).toBe(false);
    setSession({ accessToken: fakeJwt(nowSeconds() - 60), refreshToken: 'r', user: ADMIN_USER });
    expect(isAuthenticated()).toBe(false);
  });

  it('clearAuth removes tokens and user and tells listeners', () => {
    let heard = 0;
    const stop = onAuthChange(() => (heard += 1));
    setSession({ accessToken: fakeJwt(nowSeconds() + 60), refreshToken: 'r', user: ADMIN_USER });
    clearAuth();
    stop();
    expect(heard).toBe(2);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(getStoredUser()).toBeNull();
  });
});

describe('isAdmin', () => {
  it('is true only for the ADMIN role', () => {
    expect(isAdmin({ role: 'ADMIN' })).toBe(true);
    expect(isAdmin({ role: 'USER' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
