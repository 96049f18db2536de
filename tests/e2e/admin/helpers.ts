import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded admin (cms seed). */
export const ADMIN = { email: 'admin@example.com', password: 'admin123' };

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: number | string; email: string; name?: string | null; role: 'ADMIN' | 'USER' };
}

/** A client address of its own per call, so the login rate limit (per e-mail + IP) never trips. */
export function randomIp(): string {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** POST /api/v1/auth/login; returns the session (tokens and user). */
export async function apiLogin(request: APIRequestContext, credentials = ADMIN): Promise<Session> {
  const response = await request.post('/api/v1/auth/login', {
    data: credentials,
    headers: { 'x-forwarded-for': randomIp() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: Session };
  return body.data;
}

/** Puts a session into localStorage before any page script runs (on the app's origin). */
export async function putSession(page: Page, session: Partial<Session> & { user?: Session['user'] | null }): Promise<void> {
  // A plain page of the same origin: no app code that could react to the new session (redirect,
  // refresh) while the test moves on.
  await page.goto('/robots.txt');
  await page.evaluate((value) => {
    localStorage.clear();
    if (value.accessToken) localStorage.setItem('accessToken', value.accessToken);
    if (value.refreshToken) localStorage.setItem('refreshToken', value.refreshToken);
    if (value.user) localStorage.setItem('user', JSON.stringify(value.user));
  }, session);
}

/** Signs the seeded admin in by putting tokens from the API into localStorage; ends on /admin. */
export async function loginViaApi(page: Page, credentials = ADMIN): Promise<Session> {
  const session = await apiLogin(page.request, credentials);
  await putSession(page, session);
  await page.goto('/admin');
  return session;
}

/**
 * Gives the page a client address of its own (the server trusts X-Forwarded-For in tests), so
 * failed logins elsewhere cannot rate-limit this page's logins.
 */
export async function isolateClient(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() });
}

/** Signs in through the login form and waits for the dashboard. */
export async function loginViaUi(page: Page, credentials = ADMIN): Promise<void> {
  await isolateClient(page);
  await page.goto('/admin/login');
  await page.getByLabel('E-posta').fill(credentials.email);
  await page.getByLabel('Şifre', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** A JWT-shaped token whose exp is in the past (signed with nothing the server trusts). */
export function expiredToken(payload: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = { sub: '1', role: 'ADMIN', email: ADMIN.email, typ: 'access', iat: now - 3600, exp: now - 60, ...payload };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(body)}.${Buffer.from('not-a-signature').toString('base64url')}`;
}

/** A USER (not admin) created through Payload's own REST API, then signed in to /api/v1. */
export async function createNonAdmin(request: APIRequestContext): Promise<Session> {
  const panel = await request.post('/api/users/login', { data: ADMIN, headers: { 'x-forwarded-for': randomIp() } });
  expect(panel.status(), await panel.text()).toBe(200);
  const { token } = (await panel.json()) as { token: string };
  const email = `${uniqueName('e2e-user')}@example.com`;
  const created = await request.post('/api/users', {
    data: { email, password: 'user-pass-123', role: 'USER', name: 'Plain User' },
    headers: { authorization: `JWT ${token}` },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  return apiLogin(request, { email, password: 'user-pass-123' });
}

/** Collects console errors and CSP violations of a page (check it is empty at the end). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
