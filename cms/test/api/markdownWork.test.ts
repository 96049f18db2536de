import { beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiResult } from '../helpers/api';
import { ADMIN, adminToken } from '../helpers/auth';
import { makeCategory, makePost, suffix } from '../helpers/fixtures';
import { panelLogin } from '../helpers/credentials';
import { rest } from '../helpers/leakScan';

/**
 * Issue #12: bodies inside the size and nesting bounds that micromark still needs tens of seconds
 * for (10,000 one-line quotes, 50 KB) are refused with a Turkish 400 once their parse runs past
 * its budget in the worker pool; meanwhile the server keeps answering everyone else.
 */
const TOO_COMPLEX = 'İçerik işlenemeyecek kadar karmaşık; lütfen sadeleştirin';
const quotes = (letter: string) => `> ${letter}\n\n`.repeat(10_000);

let panel = '';
beforeAll(async () => {
  panel = (await panelLogin(ADMIN.email, ADMIN.password)).token;
}, 60_000);

/**
 * Asks for the health check and the static home page, one pair after another, until the save
 * answers; counts the pairs answered before it. A server busy parsing answers none of them.
 */
async function answeredDuring(save: Promise<ApiResult>): Promise<{ result: ApiResult; answered: number }> {
  let settled = false;
  const result = save.finally(() => {
    settled = true;
  });
  let answered = 0;
  while (!settled) {
    const [health, page] = await Promise.all([api('GET', 'health'), api('GET', '/')]);
    if (settled) break;
    expect(health.status).toBe(200);
    // The home page, or the static "building the site" page before the first build.
    expect([200, 503]).toContain(page.status);
    expect(page.headers.get('content-type')).toContain('text/html');
    answered += 1;
  }
  return { result: await result, answered };
}

/** Payload's field messages out of its REST error answer. */
const payloadMessages = (body: any): string[] =>
  (body?.errors ?? []).flatMap((e: any) => [e.message, ...(e.data?.errors ?? []).map((f: any) => f.message)]);

describe('markdown work runs off the event loop, within a budget', () => {
  it('refuses a body too complex to parse on /api/v1 while health and pages are answered', async () => {
    const category = await makeCategory();
    const token = await adminToken();
    const save = api('POST', 'blogs/admin/blogs', {
      token,
      body: { title: `Quotes ${suffix()}`, content: quotes('y'), categoryId: category.id },
    });
    const { result, answered } = await answeredDuring(save);
    expect(answered).toBeGreaterThanOrEqual(20);
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: { validation: { content: TOO_COMPLEX } } });
    // The server is whole afterwards: an ordinary post saves, with its reading time.
    const ok = await api('POST', 'blogs/admin/blogs', {
      token,
      body: { title: `Fine ${suffix()}`, content: '> y\n\n'.repeat(50), categoryId: category.id },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.readingTime).toBe(1);
  }, 120_000);

  it('refuses it through Payload REST too, and keeps the stored body', async () => {
    const post = await makePost();
    const save = rest('PATCH', `posts/${post.id}`, { panelToken: panel, body: { content: quotes('z') } });
    const { result, answered } = await answeredDuring(save);
    expect(answered).toBeGreaterThanOrEqual(20);
    expect(result.status).toBe(400);
    expect(payloadMessages(result.body).join(' ')).toContain(TOO_COMPLEX);
    expect((await api('GET', `blogs/${post.slug}`)).body.data.content).toBe('## Hello\n\nSome **markdown**.');
  }, 120_000);
});
