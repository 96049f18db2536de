import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../helpers/api';
import { ADMIN, adminToken, expiredAdminToken, nonAdminToken } from '../helpers/auth';
import { ADMIN_CALLS, cleanUp, newPost, newSubscription, remember, type TableCall } from '../helpers/adminCalls';
import { algNoneToken, badSignatureToken, deleteMadeUsers, deleteUser, makeUser, panelLogin } from '../helpers/credentials';
import { expectFailure, expectSuccess } from '../helpers/envelope';

/** The routes of the router, read from its resource modules: `METHOD path` by access. */
function routesWith(access: 'admin' | 'user'): string[] {
  const root = path.resolve(import.meta.dirname, '../../src/endpoints/v1');
  const found: string[] = [];
  for (const file of readdirSync(root).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    // An entry spreads its module's `{ access, lang }` (`const admin = { access: 'admin', ... }`).
    const accessOf = new Map([...text.matchAll(/const (\w+) = \{ access: '(\w+)'/g)].map((m) => [m[1], m[2]]));
    for (const m of text.matchAll(/route\(\{\s*\.\.\.(\w+),\s*method:\s*'(\w+)',\s*path:\s*'([^']+)'/g)) {
      if (accessOf.get(m[1] as string) === access) found.push(`${m[2]} ${m[3]}`);
    }
  }
  return found.sort();
}

let nonAdmin: Promise<string> | undefined;
const nonAdminOnce = () => (nonAdmin ??= nonAdminToken());

interface Credential {
  who: string;
  header: () => Promise<string | undefined>;
  /** null: the call goes through. */
  refused: { status: number; code: string } | null;
}

const CREDENTIALS: Credential[] = [
  { who: 'no token', header: async () => undefined, refused: { status: 401, code: 'UNAUTHORIZED' } },
  { who: "malformed token ('Bearer abc')", header: async () => 'Bearer abc', refused: { status: 401, code: 'UNAUTHORIZED' } },
  {
    who: 'bad signature',
    header: async () => `Bearer ${await badSignatureToken(await adminToken())}`,
    refused: { status: 401, code: 'UNAUTHORIZED' },
  },
  {
    who: 'expired admin token',
    header: async () => `Bearer ${await expiredAdminToken()}`,
    refused: { status: 401, code: 'TOKEN_EXPIRED' },
  },
  { who: 'non-admin', header: async () => `Bearer ${await nonAdminOnce()}`, refused: { status: 403, code: 'FORBIDDEN' } },
  { who: 'admin', header: async () => `Bearer ${await adminToken()}`, refused: null },
];

async function call(c: Pick<TableCall, 'method' | 'make'>, authorization: string | undefined) {
  const req = await c.make();
  return api(c.method, req.path, {
    ...(req.body !== undefined ? { body: req.body } : {}),
    ...(req.rawBody ? { rawBody: req.rawBody } : {}),
    ...(authorization ? { headers: { authorization } } : {}),
  });
}

let adminAvatar: string | null = null;
beforeAll(async () => {
  adminAvatar = (await api('GET', 'auth/me', { token: await adminToken() })).body.data.avatar ?? null;
});

afterAll(async () => {
  await cleanUp();
  await deleteMadeUsers();
  // upload/avatar set the seeded admin's avatar; deleting the image cleared it: put the old one back.
  const token = await adminToken();
  const now = (await api('GET', 'auth/me', { token })).body.data.avatar ?? null;
  if (now !== adminAvatar) await api('PUT', 'auth/profile', { token, body: { avatar: adminAvatar } });
}, 120_000);

describe('the table', () => {
  it('has every admin route of the router, once', () => {
    const table = ADMIN_CALLS.map((c) => `${c.method} ${c.route}`).sort();
    expect(new Set(table).size).toBe(table.length);
    expect(table).toEqual(routesWith('admin'));
    expect(table.filter((r) => / upload\//.test(r))).toEqual([
      'DELETE upload/image/:id',
      'POST upload/avatar',
      'POST upload/image',
    ]);
  });
});

describe.each(ADMIN_CALLS)('$method $route', (tableCall) => {
  it.each(CREDENTIALS)('$who', async (cred) => {
    const res = await call(tableCall, await cred.header());
    if (cred.refused) {
      expectFailure(res, cred.refused.status, cred.refused.code);
      return;
    }
    if (tableCall.admitted) {
      expect(res.status, res.text.slice(0, 300)).toBe(tableCall.admitted.status);
      expect(res.body).toMatchObject({ success: false, error: { code: tableCall.admitted.code } });
      return;
    }
    expectSuccess(res, tableCall.ok);
    if (tableCall.creates) remember(tableCall.creates, res.body.data.id);
  });
});

/** auth/me, auth/profile, auth/change-password: any signed-in user; each row gets its own fresh account. */
const USER_CALLS = [
  { method: 'GET' as const, route: 'auth/me', body: undefined },
  { method: 'PUT' as const, route: 'auth/profile', body: { name: 'Renamed Member', bio: 'Hello' } },
  {
    method: 'POST' as const,
    route: 'auth/change-password',
    body: { currentPassword: 'user-pass-123', newPassword: 'user-pass-456' },
  },
];

const USER_CREDENTIALS: Credential[] = [
  ...CREDENTIALS.filter((c) => c.refused && c.refused.status === 401),
  { who: 'non-admin', header: async () => `Bearer ${(await makeUser('USER')).accessToken}`, refused: null },
  { who: 'admin', header: async () => `Bearer ${(await makeUser('ADMIN')).accessToken}`, refused: null },
];

describe.each(USER_CALLS)('$method $route (user route)', (userCall) => {
  it.each(USER_CREDENTIALS)('$who', async (cred) => {
    const res = await call(
      { method: userCall.method, make: async () => ({ path: userCall.route, body: userCall.body }) },
      await cred.header(),
    );
    if (cred.refused) return expectFailure(res, cred.refused.status, cred.refused.code);
    expectSuccess(res, 200);
    if (userCall.route === 'auth/me') expect(res.body.data).toMatchObject({ email: expect.stringMatching(/@example\.com$/) });
    if (userCall.route === 'auth/profile') expect(res.body.data).toMatchObject({ name: 'Renamed Member', bio: 'Hello' });
  });
});

/** Other credentials that must not work, on one call of each family. */
const SAMPLE = ['GET blogs/admin/blogs', 'GET newsletter/admin/stats', 'POST upload/image', 'DELETE blogs/admin/blogs/:id'].map(
  (name) => ADMIN_CALLS.find((c) => `${c.method} ${c.route}` === name) as TableCall,
);

const OTHER_CREDENTIALS = [
  { who: "alg 'none' with the admin's claims", header: async () => `Bearer ${algNoneToken(await adminToken())}` },
  {
    who: "Payload's own panel JWT of the admin",
    header: async () => `Bearer ${(await panelLogin(ADMIN.email, ADMIN.password)).token}`,
  },
  { who: "the admin's token in Payload's 'JWT' scheme", header: async () => `JWT ${await adminToken()}` },
  { who: "the admin's token without a scheme", header: async () => adminToken() },
  {
    who: 'a token of a deleted admin',
    header: async () => {
      const gone = await makeUser('ADMIN');
      expect(await deleteUser(gone.id)).toBe(200);
      return `Bearer ${gone.accessToken}`;
    },
  },
];

describe.each(SAMPLE)('$method $route, other bad credentials', (tableCall) => {
  it.each(OTHER_CREDENTIALS)('$who → 401', async (cred) => {
    expectFailure(await call(tableCall, await cred.header()), 401, 'UNAUTHORIZED');
  });
});

describe('a refused call changes nothing', () => {
  it('a non-admin cannot delete, archive or bulk-delete a post', async () => {
    const id = await newPost();
    const user = await nonAdminOnce();
    expectFailure(await api('DELETE', `blogs/admin/blogs/${id}`, { token: user }), 403, 'FORBIDDEN');
    expectFailure(
      await api('PATCH', `blogs/admin/blogs/${id}/status`, { token: user, body: { status: 'PUBLISHED' } }),
      403,
      'FORBIDDEN',
    );
    expectFailure(
      await api('POST', 'blogs/admin/bulk', { token: user, body: { action: 'delete', blogIds: [id] } }),
      403,
      'FORBIDDEN',
    );
    const after = await api('GET', `blogs/admin/blogs/${id}`, { token: await adminToken() });
    expect(after.status).toBe(200);
    expect(after.body.data.status).toBe('DRAFT');
  });

  it('an expired admin token cannot delete or deactivate a subscriber', async () => {
    const id = await newSubscription();
    const expired = await expiredAdminToken();
    expectFailure(await api('DELETE', `newsletter/admin/subscriptions/${id}`, { token: expired }), 401, 'TOKEN_EXPIRED');
    expectFailure(
      await api('PATCH', `newsletter/admin/subscriptions/${id}/status`, { token: expired, body: { isActive: false } }),
      401,
      'TOKEN_EXPIRED',
    );
    const after = await api('GET', `newsletter/admin/subscriptions/${id}`, { token: await adminToken() });
    expect(after.status).toBe(200);
    expect(after.body.data.isActive).toBe(true);
  });
});
