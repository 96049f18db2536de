import { describe, expect, it } from 'vitest';
import { api, randomIp, uniqueEmail } from '../helpers/api';
import { ADMIN, adminToken, expiredAdminToken } from '../helpers/auth';
import { ageRefreshUse } from '../helpers/refreshTokens';

const login = (body: unknown, ip = randomIp()) => api('POST', 'auth/login', { body, ip });

describe('auth/login', () => {
  it('signs the admin in with tokens and the user, in the envelope', async () => {
    const res = await login(ADMIN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Giriş başarılı!' });
    const { accessToken, refreshToken, user } = res.body.data;
    expect(accessToken.split('.')).toHaveLength(3);
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(user).toMatchObject({ email: ADMIN.email, role: 'ADMIN', name: 'Admin User' });
    expect(JSON.stringify(user)).not.toMatch(/hash|salt|password/i);
    const header = JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString());
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('refuses a wrong password with a Turkish message', async () => {
    const res = await login({ ...ADMIN, password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401, message: 'E-posta veya şifre hatalı' });
  });

  it('answers an unknown account like a wrong password', async () => {
    const res = await login({ email: uniqueEmail('ghost'), password: 'whatever' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('needs both fields', async () => {
    const res = await login({ email: ADMIN.email });
    expect(res.status).toBe(400);
    expect(res.body.error.details.validation).toHaveProperty('password');
  });

  it('locks an e-mail + IP out after 5 failures (429), and not another IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) expect((await login({ ...ADMIN, password: `bad-${i}` }, ip)).status).toBe(401);
    const locked = await login(ADMIN, ip);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
    expect(locked.headers.get('retry-after')).toBeTruthy();
    expect((await login(ADMIN, randomIp())).status).toBe(200);
  });
});

describe('auth/refresh', () => {
  it('rotates: the new pair works, the old refresh token does not', async () => {
    const first = (await login(ADMIN)).body.data;
    const rotated = await api('POST', 'auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await api('GET', 'auth/me', { token: rotated.body.data.accessToken })).status).toBe(200);
    const again = await api('POST', 'auth/refresh', { body: { refreshToken: rotated.body.data.refreshToken } });
    expect(again.status).toBe(200);
  });

  it('detects reuse of a rotated token after the reuse interval and revokes the whole family', async () => {
    const first = (await login(ADMIN)).body.data;
    const second = (await api('POST', 'auth/refresh', { body: { refreshToken: first.refreshToken } })).body.data;
    await ageRefreshUse(first.refreshToken, 60);
    const reuse = await api('POST', 'auth/refresh', { body: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('INVALID_REFRESH_TOKEN');
    // The thief's reuse also kills the legitimate, newer token of the family.
    expect((await api('POST', 'auth/refresh', { body: { refreshToken: second.refreshToken } })).status).toBe(401);
    // Other sessions (other families) are untouched.
    const other = (await login(ADMIN)).body.data;
    expect((await api('POST', 'auth/refresh', { body: { refreshToken: other.refreshToken } })).status).toBe(200);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await api('POST', 'auth/refresh', { body: { refreshToken: 'x'.repeat(43) } })).status).toBe(401);
    expect((await api('POST', 'auth/refresh', { body: {} })).status).toBe(400);
  });
});

describe('auth/logout', () => {
  it('revokes the refresh token', async () => {
    const session = (await login(ADMIN)).body.data;
    const out = await api('POST', 'auth/logout', { body: { refreshToken: session.refreshToken }, token: session.accessToken });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Çıkış yapıldı');
    expect((await api('POST', 'auth/refresh', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  it('answers 200 even without a body or token (the client clears its state anyway)', async () => {
    expect((await api('POST', 'auth/logout')).status).toBe(200);
  });
});

describe('auth/me, profile and change-password', () => {
  it('returns the signed-in user; 401 without or with a bad or expired token', async () => {
    const res = await api('GET', 'auth/me', { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: ADMIN.email, role: 'ADMIN' });
    expect((await api('GET', 'auth/me')).status).toBe(401);
    expect((await api('GET', 'auth/me', { token: 'not.a.token' })).status).toBe(401);
    const expired = await api('GET', 'auth/me', { token: await expiredAdminToken() });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token signed with another algorithm or key', async () => {
    const [h, p] = (await adminToken()).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    expect((await api('GET', 'auth/me', { headers: { authorization: `Bearer ${none}` } })).status).toBe(401);
    expect((await api('GET', 'auth/me', { token: `${h}.${p}.${'A'.repeat(43)}` })).status).toBe(401);
  });

  it('updates the profile and merges the result', async () => {
    const token = await adminToken();
    const res = await api('PUT', 'auth/profile', { token, body: { name: 'Admin User', bio: 'Writes about the web.' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Admin User', bio: 'Writes about the web.' });
    expect((await api('PUT', 'auth/profile', { token, body: { role: 'USER' } })).status).toBe(400);
    // The session lookup (one statement on SQLite) reads the stored profile, bio as plain text.
    expect((await api('GET', 'auth/me', { token })).body.data).toMatchObject({
      role: 'ADMIN',
      name: 'Admin User',
      bio: 'Writes about the web.',
    });
  });

  it('checks the current password before changing it', async () => {
    const token = await adminToken();
    const res = await api('POST', 'auth/change-password', {
      token,
      body: { currentPassword: 'wrong', newPassword: 'another-pass-1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.validation.currentPassword).toBe('Mevcut şifre hatalı');
    const short = await api('POST', 'auth/change-password', {
      token,
      body: { currentPassword: ADMIN.password, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
  });
});

describe('auth/demo-credentials', () => {
  it('shows the seeded login while the seeded password still works', async () => {
    const res = await api('GET', 'auth/demo-credentials');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: ADMIN.email, password: ADMIN.password });
  });
});
