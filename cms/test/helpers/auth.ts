import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import { api, baseUrl, randomIp, uniqueEmail } from './api';

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };

let adminTokens: Promise<{ accessToken: string; refreshToken: string }> | undefined;

/** The seeded admin's tokens (logged in once per test file). */
export function adminLogin() {
  adminTokens ??= api('POST', 'auth/login', { body: ADMIN, ip: randomIp() }).then((res) => {
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
    return res.body.data as { accessToken: string; refreshToken: string };
  });
  return adminTokens;
}

export async function adminToken(): Promise<string> {
  return (await adminLogin()).accessToken;
}

/** Creates a signed-in user with role USER through Payload's own REST API, and logs it in to /api/v1. */
export async function nonAdminToken(): Promise<string> {
  const panel = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await panel.json()) as { token: string };
  const email = uniqueEmail('editor');
  const created = await fetch(`${baseUrl()}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ email, password: 'user-pass-123', role: 'USER', name: 'Plain User' }),
  });
  if (!created.ok) throw new Error(`could not create a USER: ${created.status} ${await created.text()}`);
  const login = await api('POST', 'auth/login', { body: { email, password: 'user-pass-123' }, ip: randomIp() });
  if (login.status !== 200) throw new Error(`USER login failed: ${login.status} ${login.text}`);
  return login.body.data.accessToken as string;
}

/** An access token signed with the server's key but already expired. */
export async function expiredAdminToken(): Promise<string> {
  const secret = inject('secret');
  if (!secret) throw new Error('CMS_TEST_SECRET is needed to forge an expired token');
  const key = createHmac('sha256', secret).update('blog-access-token-v1').digest();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: 'ADMIN', email: ADMIN.email, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(key);
}
