import { beforeAll, describe, expect, it } from 'vitest';
import { EN, TR, isoDay } from '@blog/shared';
import { api, randomIp, uniqueEmail } from '../helpers/api';
import { adminToken, nonAdminToken } from '../helpers/auth';
import { mailsTo, tokenOf, waitForMail } from '../helpers/outbox';
import { toCsv } from '../../src/services/newsletter/admin';

const subscribe = (email: unknown, extra: Record<string, unknown> = {}, ip = randomIp()) =>
  api('POST', 'newsletter/subscribe', { body: { email, ...extra }, ip });

async function subscribed(email = uniqueEmail('nl'), extra: Record<string, unknown> = {}) {
  const res = await subscribe(email, extra);
  expect(res.status).toBe(201);
  return res.body.data as { id: number; email: string; isActive: boolean; source: string | null; createdAt: string };
}

let admin = '';
const asAdmin = (method: string, p: string, body?: unknown) =>
  api(method, `newsletter/admin/${p}`, { token: admin, ...(body !== undefined ? { body } : {}) });
const setActive = (id: number, isActive: boolean) => asAdmin('PATCH', `subscriptions/${id}/status`, { isActive });
const getSub = (id: number) => asAdmin('GET', `subscriptions/${id}`);

beforeAll(async () => {
  admin = await adminToken();
});

describe('toCsv', () => {
  it('writes a header, CRLF rows, RFC 4180 quoting and neutralised formulas', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['=1+1', '+x'],
        ['-2', '@SUM(1)'],
        ['\tt', '\rr'],
        ['say "hi", ok', 'line\nbreak'],
        [null, 'plain'],
      ],
    );
    expect(csv).toBe(
      ['a,b', "'=1+1,'+x", "'-2,'@SUM(1)", '\'\tt,"\'\rr"', '"say ""hi"", ok","line\nbreak"', ',plain', ''].join('\r\n'),
    );
  });
});

describe('POST newsletter/subscribe', () => {
  it('subscribes a new address: 201 with the envelope and the subscription', async () => {
    const email = uniqueEmail('nl');
    const res = await subscribe(email);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: EN.newsletter.success });
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      email,
      isActive: true,
      source: 'newsletter_form',
      createdAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(res.body.data.createdAt)).toBeLessThan(60_000);
  });

  it('trims and lowercases the address, and keeps the source', async () => {
    const email = uniqueEmail('case');
    const res = await subscribe(`  ${email.toUpperCase()}  `, { source: 'related_posts' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, source: 'related_posts' });
    expect((await subscribe(email)).status).toBe(409);
  });

  it('answers 409 ALREADY_SUBSCRIBED for an active address', async () => {
    const { email } = await subscribed();
    const res = await subscribe(email);
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatchObject({ code: 'ALREADY_SUBSCRIBED', status: 409, message: EN.newsletter.alreadySubscribed });
  });

  it('reactivates an inactive address (200, same subscription)', async () => {
    const sub = await subscribed();
    expect((await setActive(sub.id, false)).status).toBe(200);
    const res = await subscribe(sub.email, { source: 'related_posts' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(EN.newsletter.success);
    expect(res.body.data).toMatchObject({ id: sub.id, email: sub.email, isActive: true, source: 'related_posts' });
  });

  it.each([[''], ['   '], ['not-an-email'], [undefined], [42]])('refuses %j with 400 and the field message', async (email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details.validation.email).toBe('Please enter a valid email address');
  });

  it('gives exactly one subscription for 50 parallel subscribes of one address', async () => {
    const email = uniqueEmail('race');
    const ip = randomIp();
    const results = await Promise.all(Array.from({ length: 50 }, () => subscribe(email, {}, ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const list = await asAdmin('GET', `subscriptions?search=${encodeURIComponent(email)}`);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.meta.pagination.total).toBe(1);
  });

  it('is rate limited per IP (429 RATE_LIMITED)', async () => {
    const ip = randomIp();
    const email = uniqueEmail('flood');
    const results = await Promise.all(Array.from({ length: 70 }, () => subscribe(email, {}, ip)));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(10);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(limited[0]?.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    expect((await subscribe(uniqueEmail('other'))).status).toBe(201);
  });
});

describe('POST newsletter/unsubscribe', () => {
  it('answers the same for a known and an unknown address, and mails a working link to the known one only', async () => {
    const known = await subscribed();
    const unknown = uniqueEmail('nobody');
    const ip = randomIp();
    const a = await api('POST', 'newsletter/unsubscribe', { body: { email: known.email.toUpperCase() }, ip });
    const b = await api('POST', 'newsletter/unsubscribe', { body: { email: unknown }, ip });
    expect(a.status).toBe(200);
    expect(a.text).toBe(b.text);
    expect(a.body.message).toBe(EN.newsletter.unsubscribeRequested);

    const mails = await waitForMail(known.email);
    expect(mails).toHaveLength(1);
    expect(mailsTo(unknown)).toHaveLength(0);
    expect((await getSub(known.id)).body.data.isActive).toBe(true); // asking alone unsubscribes nobody

    const token = decodeURIComponent(tokenOf(mails[0] as string) ?? '');
    expect(token).not.toBe('');
    const res = await api('POST', 'newsletter/unsubscribe', { body: { token }, ip: randomIp() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: EN.newsletter.unsubscribed });
    expect((await getSub(known.id)).body.data.isActive).toBe(false);
    // the link keeps working (idempotent)
    expect((await api('POST', 'newsletter/unsubscribe', { body: { token } })).status).toBe(200);
  });

  it('mails no inactive subscriber, and limits mails per address silently', async () => {
    const inactive = await subscribed();
    await setActive(inactive.id, false);
    const active = await subscribed();
    for (let i = 0; i < 8; i += 1) {
      const res = await api('POST', 'newsletter/unsubscribe', { body: { email: active.email }, ip: randomIp() });
      expect(res.status).toBe(200);
    }
    await api('POST', 'newsletter/unsubscribe', { body: { email: inactive.email }, ip: randomIp() });
    await waitForMail(active.email, 5);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(active.email)).toHaveLength(5);
    expect(mailsTo(inactive.email)).toHaveLength(0);
  });

  it('refuses forged and malformed tokens with 400 and unsubscribes nobody', async () => {
    const mine = await subscribed();
    const victim = await subscribed();
    await api('POST', 'newsletter/unsubscribe', { body: { email: mine.email }, ip: randomIp() });
    const token = decodeURIComponent(tokenOf((await waitForMail(mine.email))[0] ?? '') ?? '');
    const [, sig] = token.split('.');
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const victimBody = Buffer.from(JSON.stringify({ id: victim.id, email: victim.email })).toString('base64url');
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const forged of [`${victimBody}.${sig}`, flipped, `${victimBody}.${'A'.repeat(43)}`, 'x'.repeat(40), `${victimBody}.`]) {
      const res = await api('POST', 'newsletter/unsubscribe', { body: { token: forged } });
      expect(res.status, forged).toBe(400);
      expect(res.body.error.message).toBe(EN.newsletter.invalidUnsubscribeLink);
    }
    expect((await getSub(victim.id)).body.data.isActive).toBe(true);
    expect((await getSub(mine.id)).body.data.isActive).toBe(true);
  });

  it('validates the body', async () => {
    for (const body of [{}, { email: 'nope' }, { token: 'short' }]) {
      expect((await api('POST', 'newsletter/unsubscribe', { body, ip: randomIp() })).status).toBe(400);
    }
  });
});

describe('GET newsletter/status', () => {
  it('tells only whether the address is an active subscriber', async () => {
    const sub = await subscribed();
    const ip = randomIp();
    const check = (email: string) => api('GET', `newsletter/status?email=${encodeURIComponent(email)}`, { ip });
    const yes = await check(` ${sub.email.toUpperCase()} `);
    expect(yes.status).toBe(200);
    expect(yes.body.data).toEqual({ email: sub.email, isSubscribed: true, isActive: true });
    const unknown = uniqueEmail('nobody');
    expect((await check(unknown)).body.data).toEqual({ email: unknown, isSubscribed: false, isActive: false });
    await setActive(sub.id, false);
    expect((await check(sub.email)).body.data).toEqual({ email: sub.email, isSubscribed: false, isActive: false });
    const bad = await check('nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.validation.email).toBe(EN.newsletter.invalidEmail);
  });

  it('is rate limited per IP', async () => {
    const ip = randomIp();
    const results = await Promise.all(
      Array.from({ length: 130 }, () => api('GET', `newsletter/status?email=${uniqueEmail('s')}`, { ip })),
    );
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(10);
  });
});

describe('newsletter admin', () => {
  it('lists with search, isActive and pagination meta', async () => {
    const tag = `list${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const subs = [];
    for (let i = 0; i < 3; i += 1) subs.push(await subscribed(`${tag}-${i}@example.com`));
    await setActive((subs[1] as { id: number }).id, false);

    const all = await asAdmin('GET', `subscriptions?search=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect(all.body.data.map((s: { email: string }) => s.email)).toEqual([2, 1, 0].map((i) => `${tag}-${i}@example.com`));
    expect(Object.keys(all.body.data[0]).sort()).toEqual(['createdAt', 'email', 'id', 'isActive', 'source']);
    expect(all.body.meta.pagination).toMatchObject({ total: 3, totalPages: 1, page: 1, currentPage: 1, limit: 20 });

    const active = await asAdmin('GET', `subscriptions?search=${tag}&isActive=true`);
    expect(active.body.data.map((s: { id: number }) => s.id).sort()).toEqual([subs[0]?.id, subs[2]?.id].sort());
    const inactive = await asAdmin('GET', `subscriptions?search=${tag}&isActive=false`);
    expect(inactive.body.data).toEqual([expect.objectContaining({ id: subs[1]?.id, isActive: false })]);

    const page2 = await asAdmin('GET', `subscriptions?search=${tag}&limit=2&page=2`);
    expect(page2.body.data).toHaveLength(1);
    expect(page2.body.meta.pagination).toMatchObject({ total: 3, totalPages: 2, page: 2, currentPage: 2, limit: 2 });
    expect((await asAdmin('GET', 'subscriptions?limit=0')).status).toBe(400);
  });

  it('gets, toggles and deletes one subscription; 404 for unknown ids', async () => {
    const sub = await subscribed();
    const got = await getSub(sub.id);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(sub);

    const off = await setActive(sub.id, false);
    expect(off.body).toMatchObject({ success: true, message: TR.newsletter.deactivated, data: { id: sub.id, isActive: false } });
    const on = await setActive(sub.id, true);
    expect(on.body).toMatchObject({ message: TR.newsletter.activated, data: { isActive: true } });
    expect((await asAdmin('PATCH', `subscriptions/${sub.id}/status`, { isActive: 'yes' })).status).toBe(400);

    const del = await asAdmin('DELETE', `subscriptions/${sub.id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(TR.newsletter.deleted);
    for (const id of [sub.id, 999999999, 'abc']) {
      const res = await asAdmin('GET', `subscriptions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await asAdmin('DELETE', `subscriptions/${sub.id}`)).status).toBe(404);
    expect((await setActive(sub.id, true)).status).toBe(404);
  });

  it('counts total, active and this week', async () => {
    const before = (await asAdmin('GET', 'stats')).body.data;
    expect(before).toEqual({
      totalSubscriptions: expect.any(Number),
      activeSubscriptions: expect.any(Number),
      subscriptionsThisWeek: expect.any(Number),
    });
    const a = await subscribed();
    await subscribed();
    await setActive(a.id, false);
    const after = (await asAdmin('GET', 'stats')).body.data;
    expect(after.totalSubscriptions - before.totalSubscriptions).toBe(2);
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(1);
    expect(after.subscriptionsThisWeek - before.subscriptionsThisWeek).toBe(2);
  });

  it('bulk-unsubscribes the given ids', async () => {
    const [a, b, c] = [await subscribed(), await subscribed(), await subscribed()];
    const res = await asAdmin('POST', 'bulk-unsubscribe', { ids: [a.id, String(b.id), 999999999] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ updated: 2 });
    expect((await getSub(a.id)).body.data.isActive).toBe(false);
    expect((await getSub(b.id)).body.data.isActive).toBe(false);
    expect((await getSub(c.id)).body.data.isActive).toBe(true);
    expect((await asAdmin('POST', 'bulk-unsubscribe', { ids: [a.id] })).body.data).toEqual({ updated: 0 });
    expect((await asAdmin('POST', 'bulk-unsubscribe', { ids: [] })).status).toBe(400);
  });

  it('exports CSV with neutralised formulas, the dated file name and the activeOnly filter', async () => {
    const tag = `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const dash = await subscribed(`-2+${tag}@example.com`, { source: '=HYPERLINK("x")' });
    const plus = await subscribed(`+cmd${tag}@example.com`, { source: '@SUM(1)' });
    const off = await subscribed(`off${tag}@example.com`, { source: '-2' });
    await setActive(off.id, false);

    const res = await asAdmin('GET', 'export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="newsletter-subscriptions-${isoDay()}.csv"`);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('email,status,source,createdAt');
    expect(lines).toContain(`'-2+${tag}@example.com,active,"'=HYPERLINK(""x"")",${dash.createdAt}`);
    expect(lines).toContain(`'+cmd${tag}@example.com,active,'@SUM(1),${plus.createdAt}`);
    expect(lines).toContain(`off${tag}@example.com,inactive,'-2,${off.createdAt}`);

    const activeOnly = (await asAdmin('GET', 'export?activeOnly=true')).text.split('\r\n');
    expect(activeOnly[0]).toBe('email,status,source,createdAt');
    expect(activeOnly.some((l) => l.startsWith(`off${tag}@`))).toBe(false);
    expect(activeOnly.some((l) => l.startsWith(`'-2+${tag}@`))).toBe(true);
    expect(
      activeOnly
        .slice(1)
        .filter(Boolean)
        .every((l) => l.includes(',active,')),
    ).toBe(true);
    const everything = (await asAdmin('GET', 'export?activeOnly=false')).text;
    expect(everything).toContain(`off${tag}@example.com,inactive`);
  });

  it('needs a token (401) and the ADMIN role (403) on every admin call', async () => {
    const user = await nonAdminToken();
    const calls: [string, string, unknown?][] = [
      ['GET', 'subscriptions'],
      ['GET', 'subscriptions/1'],
      ['DELETE', 'subscriptions/1'],
      ['PATCH', 'subscriptions/1/status', { isActive: false }],
      ['GET', 'stats'],
      ['GET', 'export'],
      ['POST', 'bulk-unsubscribe', { ids: [1] }],
    ];
    for (const [method, p, body] of calls) {
      const anonymous = await api(method, `newsletter/admin/${p}`, body ? { body } : {});
      expect(anonymous.status, `${method} ${p}`).toBe(401);
      const plain = await api(method, `newsletter/admin/${p}`, { token: user, ...(body ? { body } : {}) });
      expect(plain.status, `${method} ${p}`).toBe(403);
    }
  });
});
