import { TR } from '@blog/shared';
import { describe, expect, it } from 'vitest';
import { api, randomIp, uniqueEmail } from '../helpers/api';
import { ADMIN } from '../helpers/auth';

/**
 * Every way to sign in shares one limit (RATE_LIMIT_LOGIN failures per e-mail + IP per 15 min,
 * 5 by default), whatever the door: /api/v1/auth/login, Payload's REST login under any spelling
 * of its path, parallel bursts. Payload's GraphQL sign-in mutations are closed: the product
 * signs in only through /api/v1 and the /cms panel (REST).
 */
const LIMIT = 5;

const v1Login = (password: string, ip: string, email = ADMIN.email) =>
  api('POST', 'auth/login', { body: { email, password }, ip });
const restLogin = (path: string, password: string, ip: string, email = ADMIN.email) =>
  api('POST', `/api/users/${path}`, { body: { email, password }, ip });
const graphql = (query: string, ip: string) => api('POST', '/api/graphql', { body: { query }, ip });

const loginField = (alias: string, password: string, email = ADMIN.email) =>
  `${alias}: loginUser(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { token }`;

describe('one login limit behind every door', () => {
  it.each(['login', 'LOGIN', '%6Cogin', 'Login'])('Payload REST /api/users/%s locks out after the limit', async (path) => {
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i += 1) expect((await restLogin(path, `bad-${i}`, ip)).status).toBe(401);
    const locked = await restLogin(path, ADMIN.password, ip);
    expect(locked.status).toBe(429);
    expect(locked.text).not.toMatch(/"token"/);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.body.errors).toEqual([{ message: TR.auth.tooManyAttempts }]);
  });

  it('counts failures at every door together: REST spellings and /api/v1 share one budget', async () => {
    const ip = randomIp();
    expect((await v1Login('bad-1', ip)).status).toBe(401);
    expect((await restLogin('LOGIN', 'bad-2', ip)).status).toBe(401);
    expect((await restLogin('%6Cogin', 'bad-3', ip)).status).toBe(401);
    expect((await restLogin('login', 'bad-4', ip)).status).toBe(401);
    expect((await v1Login('bad-5', ip)).status).toBe(401);
    // Every door is shut now, the right password included.
    expect((await v1Login(ADMIN.password, ip)).status).toBe(429);
    expect((await restLogin('login', ADMIN.password, ip)).status).toBe(429);
    expect((await restLogin('LOGIN', ADMIN.password, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await v1Login(ADMIN.password, randomIp())).status).toBe(200);
  });

  it('a parallel burst on /api/v1/auth/login gets exactly the limit of tries', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => v1Login(`burst-${i}`, ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LIMIT);
  });

  it('a parallel burst on Payload REST gets exactly the limit of tries', async () => {
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => restLogin(i % 2 ? 'LOGIN' : 'login', `burst-${i}`, ip)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMIT);
  });

  it('a success gives the reserved try back: the account is not locked by its own sign-ins', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMIT + 3; i += 1) expect((await v1Login(ADMIN.password, ip)).status).toBe(200);
    for (let i = 0; i < LIMIT + 3; i += 1) expect((await restLogin('login', ADMIN.password, ip)).status).toBe(200);
    expect((await v1Login('bad', ip)).status).toBe(401);
  });

  it('one address cannot spray many accounts: a per-IP cap across e-mails', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 4 + 2; i += 1) statuses.push((await v1Login('whatever-1', ip, uniqueEmail('spray'))).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT * 4);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    // The cap holds at Payload's door too, and for the real admin's account.
    expect((await restLogin('login', ADMIN.password, ip)).status).toBe(429);
  });
});

describe("Payload's GraphQL sign-in mutations are closed", () => {
  it('loginUser answers no token, even with the right password', async () => {
    const res = await graphql(`mutation { ${loginField('a', ADMIN.password)} }`, randomIp());
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/"token"\s*:\s*"/);
    expect(res.body.errors?.length).toBeGreaterThan(0);
  });

  it('51 aliased loginUser fields in one request try nothing', async () => {
    const fields = Array.from({ length: 51 }, (_, i) => loginField(`t${i}`, i === 50 ? ADMIN.password : `guess-${i}`));
    const res = await graphql(`mutation { ${fields.join('\n')} }`, randomIp());
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/"token"\s*:\s*"/);
    expect(res.body.data ?? null).toBeNull();
  });

  it('a loginUser hidden in a fragment is refused too', async () => {
    const query = `mutation { ...Guess } fragment Guess on Mutation { ${loginField('x', ADMIN.password)} }`;
    const res = await graphql(query, randomIp());
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/"token"\s*:\s*"/);
  });

  it.each([
    ['forgotPasswordUser', `forgotPasswordUser(email: "${ADMIN.email}")`],
    ['resetPasswordUser', 'resetPasswordUser(token: "x", password: "another-pass-1") { token }'],
    ['unlockUser', `unlockUser(email: "${ADMIN.email}")`],
    ['refreshTokenUser', 'refreshTokenUser { refreshedToken }'],
  ])('%s is closed', async (_name, field) => {
    const res = await graphql(`mutation { ${field} }`, randomIp());
    expect(res.status).toBeLessThan(500);
    expect(res.body.data ?? null).toBeNull();
    expect(JSON.stringify(res.body.errors)).toMatch(/not available|kullanılamaz|closed/i);
  });

  it('ordinary GraphQL reads still work', async () => {
    const res = await graphql('{ Posts(limit: 1) { docs { title } } }', randomIp());
    expect(res.status).toBe(200);
    expect(res.body.data.Posts.docs).toHaveLength(1);
  });
});

describe("Payload's forgot-password is limited", () => {
  it('per address: the sixth request in an hour is refused with 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await api('POST', '/api/users/forgot-password', { body: { email: uniqueEmail('forgot') }, ip });
      expect(res.status).toBe(200);
    }
    const res = await api('POST', '/api/users/forgot-password', { body: { email: uniqueEmail('forgot') }, ip });
    expect(res.status).toBe(429);
    // Its own message, not Payload's "An unknown error occurred." (the bundle's nameless APIError).
    expect(res.body.errors).toEqual([{ message: TR.auth.tooManyAttempts }]);
  });

  it('a request without an address: 400 saying so', async () => {
    const res = await api('POST', '/api/users/forgot-password', { body: {}, ip: randomIp() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ message: 'Missing email.' }]);
  });
});
