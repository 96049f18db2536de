import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { api, baseUrl, randomIp, uniqueEmail } from './api';
import { ADMIN } from './auth';

/** The claims of a JWT, read without checking it. */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The same header and claims as a valid token (not expired, ADMIN), signed with another key. */
export async function badSignatureToken(valid: string): Promise<string> {
  return new SignJWT(claimsOf(valid)).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(randomBytes(32));
}

/** The valid token's claims with `alg: none` and no signature. */
export function algNoneToken(valid: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${valid.split('.')[1]}.`;
}

/** Logs in to Payload's own REST API (the /cms panel): its JWT and the user. */
export async function panelLogin(
  email: string,
  password: string,
): Promise<{ token: string; user: { id: number | string; email: string } }> {
  const res = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string; user?: { id: number | string; email: string } };
  if (!body.token || !body.user) throw new Error(`panel login failed for ${email}: ${res.status}`);
  return { token: body.token, user: body.user };
}

export interface PanelUser {
  id: number | string;
  email: string;
  password: string;
  /** Payload's JWT (`Authorization: JWT ...`). */
  panelToken: string;
  /** Our /api/v1 access token (`Authorization: Bearer ...`). */
  accessToken: string;
}

const made = new Set<number | string>();

/** A new user with this role, created by the seeded admin through Payload REST, signed in to both APIs. */
export async function makeUser(role: 'ADMIN' | 'USER', password = 'user-pass-123'): Promise<PanelUser> {
  const admin = await panelLogin(ADMIN.email, ADMIN.password);
  const email = uniqueEmail(role === 'ADMIN' ? 'boss' : 'member');
  const created = await fetch(`${baseUrl()}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${admin.token}` },
    body: JSON.stringify({ email, password, role, name: `Test ${role}` }),
  });
  if (!created.ok) throw new Error(`could not create a ${role}: ${created.status} ${await created.text()}`);
  const { token: panelToken, user } = await panelLogin(email, password);
  made.add(user.id);
  const login = await api('POST', 'auth/login', { body: { email, password }, ip: randomIp() });
  if (login.status !== 200) throw new Error(`${role} login failed: ${login.status} ${login.text}`);
  return { id: user.id, email, password, panelToken, accessToken: login.body.data.accessToken as string };
}

/** Deletes a user through Payload REST as the seeded admin. */
export async function deleteUser(id: number | string): Promise<number> {
  const admin = await panelLogin(ADMIN.email, ADMIN.password);
  const res = await fetch(`${baseUrl()}/api/users/${id}`, { method: 'DELETE', headers: { authorization: `JWT ${admin.token}` } });
  return res.status;
}

/** Deletes every user `makeUser` made (already-deleted ones just 404). */
export async function deleteMadeUsers(): Promise<void> {
  for (const id of made) await deleteUser(id);
  made.clear();
}

/** A real 8x8 PNG, made with sharp. */
export const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();

/** A multipart form with one PNG in `field`, as the admin's upload sends it. */
export async function pngForm(field: string): Promise<FormData> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), 'tiny.png');
  return form;
}
