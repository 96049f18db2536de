'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError, ERROR_CODES, type LoginResponse, type ProfileInput, type User } from '@blog/shared';
import { api } from './api';
import {
  clearAuth,
  getRefreshToken,
  getStoredUser,
  isAdmin as isAdminUser,
  isAuthenticated as hasSession,
  isRefreshTokenUsable,
  onAuthChange,
  setSession,
  setStoredUser,
} from './authStore';
import { currentPath, isLoginPath, setNavigator } from './navigation';
import { refreshSession } from './session';

/** The result of a login attempt the server answered; transport failures throw instead. */
export type LoginResult = { ok: true; user: User } | { ok: false; message: string; status: number; code: string };

export interface AuthContextValue {
  user: User | null;
  loading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  login(email: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
  updateProfile(data: ProfileInput): Promise<User>;
  refreshUser(): Promise<User | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

function sessionUser(): User | null {
  return hasSession() ? getStoredUser() : null;
}

/** Holds the signed-in user for the admin skin and keeps it in step with localStorage. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setNavigator((path) => router.replace(path));
    return () => setNavigator(null);
  }, [router]);

  useEffect(() => {
    let active = true;
    const sync = () => {
      if (active) setUser(sessionUser());
    };
    const unsubscribe = onAuthChange(sync);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || ['accessToken', 'refreshToken', 'user'].includes(event.key)) sync();
    };
    window.addEventListener('storage', onStorage);
    // An expired access token with a usable refresh token: renew before deciding, through the
    // page's one shared refresh (a refused call may be refreshing at the same time). Not on the
    // login page: nothing there needs a session, and a refresh cut short by leaving the page
    // would spend the token without storing its successor.
    const stale = getStoredUser() !== null && !hasSession();
    if (stale && isRefreshTokenUsable(getRefreshToken()) && !isLoginPath(currentPath())) {
      refreshSession()
        .catch(() => undefined)
        .finally(() => {
          sync();
          if (active) setLoading(false);
        });
    } else {
      sync();
      setLoading(false);
    }
    return () => {
      active = false;
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const login = useCallback(async (email: string, password: string): Promise<LoginResult> => {
    try {
      const { data } = await api.post<LoginResponse>('auth/login', { email, password });
      setSession(data);
      setUser(data.user);
      return { ok: true, user: data.user };
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && error.code !== ERROR_CODES.SERVER_ERROR) {
        return { ok: false, message: error.message, status: error.status, code: error.code };
      }
      throw error;
    }
  }, []);

  const logout = useCallback(async () => {
    const refreshToken = getRefreshToken();
    try {
      await api.post('auth/logout', refreshToken ? { refreshToken } : undefined);
    } catch {
      // Local sign-out happens whatever the server says.
    } finally {
      clearAuth();
      setUser(null);
    }
  }, []);

  const updateProfile = useCallback(async (data: ProfileInput) => {
    const { data: updated } = await api.put<User>('auth/profile', data);
    const merged = { ...(getStoredUser() ?? {}), ...updated } as User;
    setStoredUser(merged);
    setUser(merged);
    return merged;
  }, []);

  const refreshUser = useCallback(async () => {
    try {
      const { data } = await api.get<User>('auth/me');
      setStoredUser(data);
      setUser(data);
      return data;
    } catch {
      clearAuth();
      setUser(null);
      return null;
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      isAuthenticated: user !== null,
      isAdmin: isAdminUser(user),
      login,
      logout,
      updateProfile,
      refreshUser,
    }),
    [user, loading, login, logout, updateProfile, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
