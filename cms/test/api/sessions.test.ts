import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api, baseUrl, randomIp } from '../helpers/api';
import { claimsOf, deleteMadeUsers, makeUser, panelLogin, type PanelUser } from '../helpers/credentials';
import { ageRefreshUse } from '../helpers/refreshTokens';

/**
 * Ending a session ends every token it issued, at once: logout, a password change and the
 * revocation of a refresh family all stop the access tokens they cover (Payload's CVE-2025-4643
 * was this flaw). Two tabs refreshing at once stay signed in (a short reuse interval).
 */
afterAll(deleteMadeUsers);

const login = async (u: { email: string; password: string }) => {
  const res = await api('POST', 'auth/login', { body: { email: u.email, password: u.password }, ip: randomIp() });
  expect(res.status, res.text).toBe(200);
  return res.body.data as { accessToken: string; refreshToken: string };
};
const me = (token: string) => api('GET', 'auth/me', { token });
const refresh = (refreshToken: string) => api('POST', 'auth/refresh', { body: { refreshToken } });
const panelMe = async (token: string) => {
  const res = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `JWT ${token}` } });
  return ((await res.json()) as { user: unknown }).user;
};

describe('logout ends the access token at once', () => {
  let user: PanelUser;

  it('with its refresh token: that session only', async () => {
    user ??= await makeUser('ADMIN');
    const a = await login(user);
    const b = await login(user);
    expect((await me(a.accessToken)).status).toBe(200);
    expect((await api('POST', 'auth/logout', { body: { refreshToken: a.refreshToken }, token: a.accessToken })).status).toBe(200);
    const after = await me(a.accessToken);
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
    // An admin call with the signed-out token is refused too.
    expect((await api('GET', 'blogs/admin/blogs', { token: a.accessToken })).status).toBe(401);
    // The other session goes on.
    expect((await me(b.accessToken)).status).toBe(200);
  });

  it('with only an access token: every session of the user', async () => {
    user ??= await makeUser('ADMIN');
    const a = await login(user);
    const b = await login(user);
    expect((await api('POST', 'auth/logout', { token: a.accessToken })).status).toBe(200);
    expect((await me(a.accessToken)).status).toBe(401);
    expect((await me(b.accessToken)).status).toBe(401);
    expect((await refresh(b.refreshToken)).status).toBe(401);
  });

  it("Payload's own logout ends its token (cookie and header)", async () => {
    user ??= await makeUser('ADMIN');
    const { token } = await panelLogin(user.email, user.password);
    expect(await panelMe(token)).toMatchObject({ email: user.email });
    // As the panel signs out: its cookie, from its own origin.
    const out = await fetch(`${baseUrl()}/api/users/logout`, {
      method: 'POST',
      headers: { cookie: `payload-token=${token}`, origin: baseUrl() },
    });
    expect(out.status).toBe(200);
    expect(await panelMe(token)).toBeNull();
    const cookie = await fetch(`${baseUrl()}/api/users/me`, { headers: { cookie: `payload-token=${token}` } });
    expect(((await cookie.json()) as { user: unknown }).user).toBeNull();
  });

  it('an access token naming a session that was never issued is refused', async () => {
    user ??= await makeUser('ADMIN');
    const key = createHmac('sha256', inject('secret')).update('blog-access-token-v1').digest();
    const claims = claimsOf(user.accessToken);
    const forged = await new SignJWT({ role: 'ADMIN', email: user.email, typ: 'access', sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    expect((await me(forged)).status).toBe(401);
  });
});

describe('a password change ends the other sessions at once', () => {
  it('through /api/v1/auth/change-password: other sessions and panel tokens end; this one goes on', async () => {
    const user = await makeUser('ADMIN');
    const other = await login(user);
    const current = await login(user);
    const { token: panelToken } = await panelLogin(user.email, user.password);
    const changed = await api('POST', 'auth/change-password', {
      token: current.accessToken,
      body: { currentPassword: user.password, newPassword: 'changed-pass-123' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((await me(other.accessToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(401);
    expect(await panelMe(panelToken)).toBeNull();
    // The session that changed the password is the owner's: it stays signed in.
    expect((await me(current.accessToken)).status).toBe(200);
    expect((await refresh(current.refreshToken)).status).toBe(200);
  });

  it("through Payload's REST (the /cms panel): every /api/v1 session of the user ends", async () => {
    const user = await makeUser('ADMIN');
    const session = await login(user);
    const { token: panelToken, user: doc } = await panelLogin(user.email, user.password);
    const res = await fetch(`${baseUrl()}/api/users/${doc.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${panelToken}` },
      body: JSON.stringify({ password: 'changed-in-panel-1' }),
    });
    expect(res.status).toBe(200);
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });
});

describe('refresh: reuse detection with a short reuse interval', () => {
  it('a revoked family (reuse after the interval) ends its access tokens at once', async () => {
    const user = await makeUser('ADMIN');
    const first = await login(user);
    const second = (await refresh(first.refreshToken)).body.data;
    expect((await me(second.accessToken)).status).toBe(200);
    await ageRefreshUse(first.refreshToken, 120);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await me(first.accessToken)).status).toBe(401);
    expect((await me(second.accessToken)).status).toBe(401);
  });

  it('ten tabs refreshing one token at once all stay signed in, in one family', async () => {
    const user = await makeUser('ADMIN');
    const session = await login(user);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const sids = new Set(answers.map((a) => claimsOf(a.body.data.accessToken).sid));
    expect(sids.size).toBe(1);
    expect(sids.has(claimsOf(session.accessToken).sid)).toBe(true);
    for (const a of answers) expect((await me(a.body.data.accessToken)).status).toBe(200);
    // Each new refresh token works once more.
    for (const a of answers) expect((await refresh(a.body.data.refreshToken)).status).toBe(200);
  });

  it('a just-rotated token used again within the interval gets a valid answer; after it, the family is revoked', async () => {
    const user = await makeUser('ADMIN');
    const first = await login(user);
    const second = (await refresh(first.refreshToken)).body.data;
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(200);
    expect((await me(again.body.data.accessToken)).status).toBe(200);
    await ageRefreshUse(first.refreshToken, 31);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await refresh(again.body.data.refreshToken)).status).toBe(401);
    expect((await me(again.body.data.accessToken)).status).toBe(401);
  });
});
