/**
 * How the API client leaves the page when the session is over. By default a full navigation;
 * the AuthProvider installs the App Router's client-side `replace`, so toasts survive.
 */
type Navigate = (path: string) => void;

let navigate: Navigate = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

export function setNavigator(next: Navigate | null): void {
  navigate =
    next ??
    ((path) => {
      if (typeof window !== 'undefined') window.location.assign(path);
    });
}

export function navigateTo(path: string): void {
  navigate(path);
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

export const LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin';

/** True on the login page (where a stale session is not renewed: nothing there needs it). */
export function isLoginPath(path: string): boolean {
  return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`);
}
