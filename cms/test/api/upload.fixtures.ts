import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { api, baseUrl, randomIp, uniqueEmail, type ApiResult } from '../helpers/api';
import { ADMIN } from '../helpers/auth';

/** Test images, made with sharp at test time (no binary fixtures in the repository). */

export const solid = (width: number, height: number, background = '#3366aa') =>
  sharp({ create: { width, height, channels: 3, background } });

export const png3000x2000 = () => solid(3000, 2000).png().toBuffer();

/** 4000x3000 stored, EXIF orientation 6 (shown 3000x4000), camera and GPS tags. */
export const jpegWithExif = () =>
  solid(4000, 3000, '#c04020')
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'LeakyCam', Model: 'X1', Copyright: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '29/1 0/1 0/1' },
    })
    .toBuffer();

export const webp800x600 = () => solid(800, 600, '#22aa66').webp().toBuffer();

export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => solid(120, 80, c).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100] })
    .toBuffer();
}

/** A PNG of random noise: does not compress, so over 6 MB. */
export const noisePng = () =>
  sharp(randomBytes(1600 * 1400 * 3), { raw: { width: 1600, height: 1400, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A small file that decodes to 60 megapixels. */
export const pixelBomb = () => solid(10000, 6000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();

/** True when a sharp `metadata().exif` block has a GPS IFD pointer (tag 0x8825) in IFD0. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const tiff = exif.subarray(start);
  const le = tiff.subarray(0, 2).toString('latin1') === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i += 1) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** A multipart body with one file (and optional text fields), as a browser would send it. */
export function fileForm(
  field: string,
  data: Uint8Array | string,
  name: string,
  type: string,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  const part = typeof data === 'string' ? data : new Uint8Array(data);
  form.append(field, new Blob([part], { type }), name);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}

export const postForm = (path: string, form: FormData, token?: string, headers?: Record<string, string>): Promise<ApiResult> =>
  api('POST', path, { rawBody: form, ...(token ? { token } : {}), ...(headers ? { headers } : {}), ip: randomIp() });

/** A stored file as the public sees it (served from <DATA_DIR>/media by scripts/server.mjs). */
export async function fetchStored(url: string): Promise<{ status: number; data: Buffer }> {
  const res = await fetch(`${baseUrl()}${url}`);
  return { status: res.status, data: Buffer.from(await res.arrayBuffer()) };
}

/** A Payload (panel / REST) JWT: `Authorization: JWT <token>`. */
export async function payloadJwt(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`payload login failed for ${email}: ${res.status}`);
  return body.token;
}

/** A new user with the given role, created through Payload REST by the seeded admin; returns its /api/v1 token. */
export async function createUser(role: 'ADMIN' | 'USER'): Promise<{ email: string; password: string; token: string }> {
  const adminJwt = await payloadJwt(ADMIN.email, ADMIN.password);
  const email = uniqueEmail(role === 'ADMIN' ? 'uploader' : 'reader');
  const password = 'upload-pass-123';
  const created = await fetch(`${baseUrl()}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${adminJwt}` },
    body: JSON.stringify({ email, password, role, name: `Upload ${role}` }),
  });
  if (!created.ok) throw new Error(`could not create a ${role}: ${created.status} ${await created.text()}`);
  const login = await api('POST', 'auth/login', { body: { email, password }, ip: randomIp() });
  if (login.status !== 200) throw new Error(`${role} login failed: ${login.status} ${login.text}`);
  return { email, password, token: login.body.data.accessToken as string };
}
