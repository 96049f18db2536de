import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrations } from '../../src/migrations';

/**
 * Confirmed sign-ups' pure parts: the cross-site test of the plain forms, the signed link, and
 * the migration on a database holding subscribers from before it.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'blog-confirm-'));
const load = async () => {
  vi.resetModules();
  return {
    crossSite: await import('../../src/services/newsletter/crossSite'),
    links: await import('../../src/services/newsletter/confirmLinks'),
  };
};

beforeAll(() => {
  vi.stubEnv('DATA_DIR', dir);
  vi.stubEnv('DATABASE_URL', `file:${path.join(dir, 'cms.db')}`);
  vi.stubEnv('SITE_URL', 'https://blog.example.com');
  vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-0123456789abcdef');
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('the plain forms refuse posts from other websites', () => {
  const post = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1:3000/newsletter/subscribe', { method: 'POST', headers });
  it.each([
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, false],
    [{ origin: 'https://blog.example.com', 'sec-fetch-site': 'same-origin' }, false],
    // The site at SITE_URL posting to the platform on another host: cross-site, but its own site.
    [{ origin: 'https://blog.example.com', 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'http://127.0.0.1:3000' }, false],
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{}, false],
  ])('%j → refused: %s', async (headers, refused) => {
    const { crossSite } = await load();
    expect(crossSite.isCrossSitePost(post(headers))).toBe(refused);
  });

  it('answers 403 with an English page', async () => {
    const { crossSite } = await load();
    const res = crossSite.crossSiteRefused();
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('https://blog.example.com/newsletter/');
  });
});

describe('the confirmation link', () => {
  it('is signed, carries its expiry, and anything altered is refused', async () => {
    const { links } = await load();
    const url = new URL(links.confirmUrl({ id: 7 }, 'nonce-1', 1_000));
    expect(url.origin + url.pathname).toBe('https://blog.example.com/newsletter/confirm');
    const token = url.searchParams.get('token')!;
    expect(links.verifyConfirmToken(token)).toEqual({ id: 7, nonce: 'nonce-1', exp: 1_000 + 48 * 3600 * 1000 });
    const [body, mac] = token.split('.');
    const other = Buffer.from(JSON.stringify({ id: 8, n: 'nonce-1', exp: 1_000 })).toString('base64url');
    expect(links.verifyConfirmToken(`${other}.${mac}`)).toBeNull();
    expect(links.verifyConfirmToken(`${body}.${'A'.repeat(43)}`)).toBeNull();
    expect(links.verifyConfirmToken('nonsense')).toBeNull();
  });
});

describe('migration 20261128_112345_confirmed_signups', () => {
  it('adds the pending state to existing subscribers (not pending) and keeps AUTOINCREMENT', async () => {
    const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite'));
    const { drizzle } = fromAdapter('drizzle-orm/libsql') as { drizzle: (o: { client: unknown }) => unknown };
    const client = createClient({ url: `file:${path.join(dir, 'migrate.db')}` });
    const db = drizzle({ client });
    const NEW = '20261128_112345_confirmed_signups';
    for (const m of migrations.filter((m) => m.name < NEW)) await m.up({ db } as never);
    await client.execute(`INSERT INTO subscriptions (email, is_active) VALUES ('old@example.com', 1)`);
    await migrations.find((m) => m.name === NEW)!.up({ db } as never);
    const row = (await client.execute(`SELECT pending, confirm_nonce, confirmed_at FROM subscriptions`)).rows[0]!;
    expect({ ...row }).toEqual({ pending: 0, confirm_nonce: null, confirmed_at: null });
    const table = (await client.execute(`SELECT sql FROM sqlite_master WHERE name = 'subscriptions'`)).rows[0]!;
    expect(String(table.sql)).toMatch(/AUTOINCREMENT/);
    client.close();
  });
});
