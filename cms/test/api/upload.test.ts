import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { TR } from '@blog/shared';
import { api, baseUrl, randomIp } from '../helpers/api';
import { ADMIN, adminToken, expiredAdminToken, nonAdminToken } from '../helpers/auth';
import {
  animatedGif,
  createUser,
  fetchStored,
  fileForm,
  hasGpsPointer,
  jpegWithExif,
  noisePng,
  payloadJwt,
  pixelBomb,
  png3000x2000,
  postForm as rawPostForm,
  solid,
  webp800x600,
} from './upload.fixtures';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

/** Every image this file stores is deleted again at the end. */
const created = new Set<number | string>();
const postForm = async (...args: Parameters<typeof rawPostForm>) => {
  const res = await rawPostForm(...args);
  if (res.status === 201) created.add(res.body.data.id);
  return res;
};
afterAll(async () => {
  for (const id of created) await api('DELETE', `upload/image/${id}`, { token: admin });
});

const uploadPng = async (token: string, width = 64, height = 48) =>
  postForm('upload/image', fileForm('image', await solid(width, height).png().toBuffer(), 'x.png', 'image/png'), token);

describe('POST upload/image: accepted images', () => {
  it('resizes a 3000x2000 PNG into 1920x1080 with the aspect kept, under a generated name', async () => {
    const res = await postForm(
      'upload/image',
      fileForm('image', await png3000x2000(), 'holiday-photo.png', 'image/png', { alt: 'Tatil' }),
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(TR.upload.success);
    const data = res.body.data;
    expect(data.id).toBeDefined();
    expect(data.url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    expect(data.url).not.toContain('holiday');
    expect([data.width, data.height]).toEqual([1620, 1080]);
    expect(data.sizes.card.url).toMatch(/^\/media\/.+-640x360\.webp$/);
    expect(data.sizes.og.url).toMatch(/^\/media\/.+-1200x630\.jpg$/);

    const stored = await fetchStored(data.url);
    expect(stored.status).toBe(200);
    const meta = await sharp(stored.data).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(1620);
    expect(meta.height).toBe(1080);
    expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(1.5, 2);
    for (const size of Object.values(data.sizes) as { url: string }[]) {
      expect((await fetchStored(size.url)).status).toBe(200);
    }
  });

  it('applies the EXIF orientation and strips EXIF and GPS from a JPEG', async () => {
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(input.includes('LeakyCam')).toBe(true);

    const res = await postForm('upload/image', fileForm('image', input, 'IMG_0001.JPG', 'image/jpeg'), admin);
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/\.jpg$/);
    // 4000x3000 turned upright is 3000x4000; inside 1920x1080 that is 810x1080.
    expect([res.body.data.width, res.body.data.height]).toEqual([810, 1080]);

    const stored = await fetchStored(res.body.data.url);
    const meta = await sharp(stored.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([810, 1080]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.data.includes('LeakyCam')).toBe(false);
    expect(stored.data.includes('Secret Owner')).toBe(false);
  });

  it('accepts a WebP and never enlarges a small image', async () => {
    const res = await postForm('upload/image', fileForm('image', await webp800x600(), 'a.webp', 'image/webp'), admin);
    expect(res.status).toBe(201);
    expect([res.body.data.width, res.body.data.height]).toEqual([800, 600]);
    const meta = await sharp((await fetchStored(res.body.data.url)).data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
  });

  it('accepts an animated GIF and keeps its frames', async () => {
    const res = await postForm('upload/image', fileForm('image', await animatedGif(), 'anim.gif', 'image/gif'), admin);
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/\.gif$/);
    expect([res.body.data.width, res.body.data.height]).toEqual([120, 80]);
    const meta = await sharp((await fetchStored(res.body.data.url)).data).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(3);
  });

  it('judges by the bytes: a PNG sent as photo.jpg/image/jpeg is stored as .png', async () => {
    const res = await postForm(
      'upload/image',
      fileForm('image', await solid(40, 30).png().toBuffer(), 'photo.jpg', 'image/jpeg'),
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/\.png$/);
  });

  it('re-encodes a JPEG with a PHP payload appended, so the payload is not stored', async () => {
    const polyglot = Buffer.concat([await solid(50, 50).jpeg().toBuffer(), Buffer.from('<?php system($_GET["c"]); ?>')]);
    const res = await postForm('upload/image', fileForm('image', polyglot, 'shell.php.jpg', 'image/jpeg'), admin);
    expect(res.status).toBe(201);
    const stored = await fetchStored(res.body.data.url);
    expect(stored.data.includes('<?php')).toBe(false);
  });
});

describe('POST upload/image: refused files', () => {
  const refuse = async (form: FormData, status: number, code: string, message?: string) => {
    const res = await postForm('upload/image', form, admin);
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.error.code).toBe(code);
    if (message) expect(res.body.error.message).toBe(message);
    return res;
  };

  it('a text file named .png → 415', async () => {
    await refuse(
      fileForm('image', 'just some notes\n', 'notes.png', 'image/png'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      TR.upload.badType,
    );
  });

  it('an SVG → 415', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>';
    await refuse(fileForm('image', svg, 'logo.svg', 'image/svg+xml'), 415, 'UNSUPPORTED_MEDIA_TYPE', TR.upload.badType);
  });

  it('a PHP file named .jpg with type image/jpeg → 415', async () => {
    await refuse(
      fileForm('image', '<?php echo shell_exec($_GET["c"]); ?>', 'avatar.jpg', 'image/jpeg'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      TR.upload.badType,
    );
  });

  it('real images of other formats (TIFF, AVIF) → 415', async () => {
    await refuse(fileForm('image', await solid(20, 20).tiff().toBuffer(), 'a.jpg', 'image/jpeg'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await refuse(fileForm('image', await solid(20, 20).avif().toBuffer(), 'a.png', 'image/png'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a truncated PNG → 415', async () => {
    const png = await png3000x2000();
    await refuse(fileForm('image', png.subarray(0, 200), 'cut.png', 'image/png'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a 6 MB image → 413', async () => {
    const big = await noisePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    await refuse(fileForm('image', big, 'noise.png', 'image/png'), 413, 'PAYLOAD_TOO_LARGE', TR.upload.tooLarge);
  });

  it('a file just over 5 MB (within the multipart allowance) → 413', async () => {
    const justOver = Buffer.concat([await solid(10, 10).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]);
    await refuse(fileForm('image', justOver, 'padded.png', 'image/png'), 413, 'PAYLOAD_TOO_LARGE', TR.upload.tooLarge);
  });

  it('a decompression bomb (60 megapixels in a small PNG) → 413', async () => {
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refuse(fileForm('image', bomb, 'bomb.png', 'image/png'), 413, 'PAYLOAD_TOO_LARGE', TR.upload.tooManyPixels);
  });

  it('no file in the `image` field → 400', async () => {
    const res = await refuse(
      fileForm('photo', await solid(10, 10).png().toBuffer(), 'a.png', 'image/png'),
      400,
      'VALIDATION_ERROR',
      TR.upload.noFile,
    );
    expect(res.body.error.details.validation.image).toBe(TR.upload.noFile);
    const textOnly = new FormData();
    textOnly.append('image', 'not a file');
    await refuse(textOnly, 400, 'VALIDATION_ERROR');
    await refuse(fileForm('image', new Uint8Array(0), 'empty.png', 'image/png'), 400, 'VALIDATION_ERROR');
  });

  it('an alt text over 300 characters → 400 with details', async () => {
    const res = await refuse(
      fileForm('image', await solid(10, 10).png().toBuffer(), 'a.png', 'image/png', { alt: 'x'.repeat(301) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(res.body.error.details.validation.alt).toBeTruthy();
  });

  it('a body that is not multipart → 415; a broken multipart body → 400', async () => {
    const json = await api('POST', 'upload/image', { body: { image: 'data:image/png;base64,AAAA' }, token: admin });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await api('POST', 'upload/image', {
      rawBody: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      token: admin,
    });
    expect(broken.status).toBe(400);
  });
});

describe('DELETE upload/image/:id', () => {
  it('deletes the document and its files, then 404', async () => {
    const up = await uploadPng(admin, 1400, 800);
    expect(up.status).toBe(201);
    const { id, url, sizes } = up.body.data;
    expect((await fetchStored(url)).status).toBe(200);

    const del = await api('DELETE', `upload/image/${id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.data.id).toBe(id);
    expect(del.body.message).toBe(TR.upload.deleted);
    expect((await fetchStored(url)).status).toBe(404);
    for (const size of Object.values(sizes) as { url: string }[]) expect((await fetchStored(size.url)).status).toBe(404);

    const again = await api('DELETE', `upload/image/${id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('NOT_FOUND');
    expect(again.body.error.message).toBe(TR.upload.notFound);
  });

  it('a malformed or unknown id → 404', async () => {
    for (const id of ['abc', '0', '-1', '99999999']) {
      const res = await api('DELETE', `upload/image/${id}`, { token: admin });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe('POST upload/avatar', () => {
  it("stores the image and sets it as the signed-in user's avatar", async () => {
    const user = await createUser('ADMIN');
    const res = await postForm(
      'upload/avatar',
      fileForm('avatar', await solid(512, 512, '#884422').jpeg().toBuffer(), 'me.jpg', 'image/jpeg'),
      user.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(TR.upload.success);
    const { id, url } = res.body.data;
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);
    expect(res.body.data.user.email).toBe(user.email);
    expect(res.body.data.user.avatar).toBe(url);
    expect((await fetchStored(url)).status).toBe(200);

    const me = await api('GET', 'auth/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.data.avatar).toBe(url);

    // Deleting the image clears the avatar that pointed at it.
    expect((await api('DELETE', `upload/image/${id}`, { token: user.token })).status).toBe(200);
    expect((await api('GET', 'auth/me', { token: user.token })).body.data.avatar).toBeNull();
  });

  it('needs the file in the `avatar` field and the same checks as images', async () => {
    const user = await createUser('ADMIN');
    const wrongField = await postForm(
      'upload/avatar',
      fileForm('image', await solid(20, 20).png().toBuffer(), 'a.png', 'image/png'),
      user.token,
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.details.validation.avatar).toBe(TR.upload.noFile);
    const svg = await postForm(
      'upload/avatar',
      fileForm('avatar', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.png', 'image/png'),
      user.token,
    );
    expect(svg.status).toBe(415);
    expect((await api('GET', 'auth/me', { token: user.token })).body.data.avatar).toBeNull();
  });
});

describe('authorisation of the upload calls', () => {
  let uploader: string;
  let plainUser: string;
  let expired: string;
  beforeAll(async () => {
    uploader = (await createUser('ADMIN')).token;
    plainUser = await nonAdminToken();
    expired = await expiredAdminToken();
  });

  const calls = [
    {
      name: 'POST upload/image',
      run: async (token?: string, headers?: Record<string, string>) =>
        postForm('upload/image', fileForm('image', await solid(30, 20).png().toBuffer(), 'a.png', 'image/png'), token, headers),
    },
    {
      name: 'POST upload/avatar',
      run: async (token?: string, headers?: Record<string, string>) =>
        postForm('upload/avatar', fileForm('avatar', await solid(30, 30).png().toBuffer(), 'a.png', 'image/png'), token, headers),
    },
    {
      name: 'DELETE upload/image/:id',
      run: async (token?: string, headers?: Record<string, string>) => {
        const up = await uploadPng(admin);
        return api('DELETE', `upload/image/${up.body.data.id}`, { ...(token ? { token } : {}), ...(headers ? { headers } : {}) });
      },
    },
  ];

  for (const call of calls) {
    it(`${call.name}: 401 without, with a malformed or an expired token; 403 for a non-admin; 2xx for an admin`, async () => {
      const none = await call.run();
      expect([none.status, none.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
      for (const bad of [
        'Bearer not-a-token',
        'Bearer aaa.bbb.ccc',
        `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
      ]) {
        const res = await call.run(undefined, { authorization: bad });
        expect(res.status).toBe(401);
      }
      const old = await call.run(expired);
      expect(old.status).toBe(401);
      expect(['UNAUTHORIZED', 'TOKEN_EXPIRED']).toContain(old.body.error.code);
      const user = await call.run(plainUser);
      expect([user.status, user.body.error.code]).toEqual([403, 'FORBIDDEN']);
      const ok = await call.run(uploader);
      expect(ok.status).toBeGreaterThanOrEqual(200);
      expect(ok.status).toBeLessThan(300);
      expect(ok.body.success).toBe(true);
    });
  }
});

describe("Payload's own media REST (/api/media)", () => {
  const restUpload = (form: FormData, jwt?: string) =>
    fetch(`${baseUrl()}/api/media`, {
      method: 'POST',
      headers: { 'x-forwarded-for': randomIp(), ...(jwt ? { authorization: `JWT ${jwt}` } : {}) },
      body: form,
    });

  it('refuses uploads from anyone but an admin', async () => {
    const anonymous = await restUpload(fileForm('file', await solid(20, 20).png().toBuffer(), 'a.png', 'image/png'));
    expect(anonymous.status).toBe(403);
    const user = await createUser('USER');
    const userJwt = await payloadJwt(user.email, user.password);
    const asUser = await restUpload(fileForm('file', await solid(20, 20).png().toBuffer(), 'a.png', 'image/png'), userJwt);
    expect(asUser.status).toBe(403);
  });

  it('runs admin uploads through the same pipeline (oriented, resized, no EXIF) and keeps paste-URL off', async () => {
    const jwt = await payloadJwt(ADMIN.email, ADMIN.password);
    const res = await restUpload(
      fileForm('file', await jpegWithExif(), 'camera.jpg', 'image/jpeg', { _payload: JSON.stringify({ alt: 'panel' }) }),
      jwt,
    );
    expect(res.status).toBe(201);
    const { doc } = (await res.json()) as { doc: { id: number; url: string; width: number; height: number } };
    expect([doc.width, doc.height]).toEqual([810, 1080]);
    const meta = await sharp((await fetchStored(doc.url)).data).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([810, 1080]);
    expect((await api('DELETE', `upload/image/${doc.id}`, { token: admin })).status).toBe(200);

    const paste = await fetch(`${baseUrl()}/api/media/paste-url?src=${encodeURIComponent('http://127.0.0.1:1/x.png')}`, {
      headers: { authorization: `JWT ${jwt}` },
    });
    expect(paste.status).toBe(400);
  });
});
