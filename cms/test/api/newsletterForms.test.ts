import { beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, randomIp, uniqueEmail } from '../helpers/api';
import { adminToken } from '../helpers/auth';
import { mailsTo, tokenOf, waitForMail } from '../helpers/outbox';

/**
 * The site's plain-HTML newsletter forms (they work before and without JavaScript): a browser's
 * urlencoded POST (or GET for the status), answered with a 303 to the static result page.
 */

interface FormAnswer {
  status: number;
  location: string;
}

async function form(method: 'POST' | 'GET', path: string, fields: Record<string, string>, ip = randomIp()): Promise<FormAnswer> {
  const query = new URLSearchParams(fields).toString();
  const res = await fetch(`${baseUrl()}${path}${method === 'GET' ? `?${query}` : ''}`, {
    method,
    redirect: 'manual',
    headers: { 'x-forwarded-for': ip, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: method === 'POST' ? query : undefined,
  });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

const result = (name: string, email?: string) => `/newsletter/${name}/${email ? `?email=${encodeURIComponent(email)}` : ''}`;

let admin = '';
const findSub = async (email: string) =>
  (await api('GET', `newsletter/admin/subscriptions?search=${encodeURIComponent(email)}`, { token: admin })).body.data[0] as
    { id: number; isActive: boolean; source: string | null } | undefined;

beforeAll(async () => {
  admin = await adminToken();
});

describe('POST /newsletter/subscribe (the form)', () => {
  it('subscribes with the source, then says already subscribed; the address rides along', async () => {
    const email = uniqueEmail('form');
    const first = await form('POST', '/newsletter/subscribe', { email: `  ${email.toUpperCase()} `, source: 'related_posts' });
    expect(first).toEqual({ status: 303, location: result('subscribed', email.toUpperCase()) });
    expect(await findSub(email)).toMatchObject({ isActive: true, source: 'related_posts' });
    expect(await form('POST', '/newsletter/subscribe', { email, source: 'newsletter_form' })).toEqual({
      status: 303,
      location: result('already-subscribed', email),
    });
  });

  it('sends a bad or blank address back to its form, keeping what was typed', async () => {
    expect(await form('POST', '/newsletter/subscribe', { email: 'not-an-address' })).toEqual({
      status: 303,
      location: result('invalid-email', 'not-an-address'),
    });
    expect(await form('POST', '/newsletter/subscribe', { email: '' })).toEqual({
      status: 303,
      location: result('invalid-email'),
    });
    expect(await form('POST', '/newsletter/subscribe', {})).toEqual({ status: 303, location: result('invalid-email') });
  });

  it('shares the API rate limit (RATE_LIMIT_SUBSCRIBE per IP)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 60; i += 1) await api('POST', 'newsletter/subscribe', { body: { email: uniqueEmail('flood') }, ip });
    const email = uniqueEmail('late');
    expect(await form('POST', '/newsletter/subscribe', { email }, ip)).toEqual({
      status: 303,
      location: result('too-many-requests', email),
    });
    expect(await findSub(email)).toBeUndefined();
  });

  it('sends a plain GET of the form address to the newsletter page', async () => {
    expect(await form('GET', '/newsletter/subscribe', {})).toEqual({ status: 303, location: '/newsletter/' });
  });
});

describe('POST /newsletter/unsubscribe and /unsubscribe (the forms)', () => {
  it('by address: the same answer for anyone, a signed link mailed to a subscriber only', async () => {
    const known = uniqueEmail('form-unsub');
    await api('POST', 'newsletter/subscribe', { body: { email: known }, ip: randomIp() });
    const unknown = uniqueEmail('nobody');
    expect(await form('POST', '/newsletter/unsubscribe', { email: known })).toEqual({
      status: 303,
      location: result('link-sent', known),
    });
    expect(await form('POST', '/newsletter/unsubscribe', { email: unknown })).toEqual({
      status: 303,
      location: result('link-sent', unknown),
    });
    expect(await form('POST', '/newsletter/unsubscribe', { email: 'nope' })).toEqual({
      status: 303,
      location: result('invalid-address', 'nope'),
    });
    const mails = await waitForMail(known);
    expect(mails).toHaveLength(1);
    expect(mailsTo(unknown)).toHaveLength(0);
    expect((await findSub(known))?.isActive).toBe(true);

    // The e-mailed page's button posts to the page's own address, token in the query.
    const token = decodeURIComponent(tokenOf(mails[0]!) ?? '');
    expect(await form('POST', `/unsubscribe?token=${encodeURIComponent(token)}`, {})).toEqual({
      status: 303,
      location: result('unsubscribed'),
    });
    expect((await findSub(known))?.isActive).toBe(false);
    expect(await form('POST', '/newsletter/unsubscribe', { token })).toEqual({ status: 303, location: result('unsubscribed') });
    expect(await form('POST', '/unsubscribe', { token: `${token.slice(0, -2)}xx` })).toEqual({
      status: 303,
      location: result('invalid-link'),
    });
    expect(await form('POST', '/unsubscribe', {})).toEqual({ status: 303, location: result('invalid-address') });
  });
});

describe('GET /newsletter/status (the form)', () => {
  it('tells whether an address is an active subscriber, as the API does, rate limited', async () => {
    const sub = uniqueEmail('form-status');
    await api('POST', 'newsletter/subscribe', { body: { email: sub }, ip: randomIp() });
    const ip = randomIp();
    expect(await form('GET', '/newsletter/status', { email: sub }, ip)).toEqual({
      status: 303,
      location: result('is-subscribed', sub),
    });
    const other = uniqueEmail('nobody');
    expect(await form('GET', '/newsletter/status', { email: other }, ip)).toEqual({
      status: 303,
      location: result('not-subscribed', other),
    });
    expect(await form('GET', '/newsletter/status', { email: 'nope' }, ip)).toEqual({
      status: 303,
      location: result('invalid-address', 'nope'),
    });
    const flood = await Promise.all(Array.from({ length: 125 }, () => form('GET', '/newsletter/status', { email: sub }, ip)));
    expect(flood.filter((r) => r.location === result('too-many-requests', sub)).length).toBeGreaterThanOrEqual(5);
  });
});
