/**
 * The post form's 'Önizle' against a real server, SQLite file and site engine: an unsaved post is
 * rendered by the site's own article template (the live bundle, the live model), behind a signed
 * link bound to the session and the browser's cookie; nothing is written; refusals are clear
 * pages with 401/403, never a 5xx; never indexed, never cached.
 */
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, type RunningServer } from '../helpers/spawnServer';
import { waitUntil } from '../helpers/smtpSink';

vi.setConfig({ testTimeout: 120_000 });

let server: RunningServer;

async function login(srv: RunningServer, ip: string): Promise<{ token: string; refreshToken: string }> {
  const res = await fetch(`${srv.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
  const data = ((await res.json()) as any).data;
  return { token: data.accessToken, refreshToken: data.refreshToken };
}

const call = async (srv: RunningServer, token: string | null, method: string, p: string, body?: unknown) => {
  const res = await fetch(`${srv.url}/api/v1/${p}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.77.0.2',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

/** The preview link and the cookie the answer set (name=value). */
async function preview(token: string, body: unknown) {
  const res = await call(server, token, 'POST', 'blogs/admin/preview', body);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { ...res, url: res.body.data?.url as string, cookie };
}

const open = (url: string, cookie?: string) =>
  fetch(`${server.url}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

/** The page's shape without its words: every element's name and class, in order, inside <body>. */
function skeleton(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*?(?:\sclass="([^"]*)")?[^>]*>/g)].map(
    ([, tag, cls]) => `${tag}.${cls ?? ''}`,
  );
}
/** From the first element whose name/class holds `from` on, each shape once (lists differ in length). */
const section = (skel: string[], from: string) => [...new Set(skel.slice(skel.findIndex((s) => s.includes(from))))];
const stylesheets = (html: string) => [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((m) => m[0]).sort();

/** Signs preview claims as the server does (the test knows the secret). */
function sign(claims: object, secret: string): string {
  const key = createHmac('sha256', secret).update('blog-preview-token-v1').digest();
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

let token: string;
let published: { id: number; slug: string; title: string; content: string; category: { id: number } };

beforeAll(async () => {
  server = await spawnServer({ SITE_BUILD: 'local', JOBS_AUTORUN: 'true' });
  ({ token } = await login(server, '10.77.0.1'));
  await waitUntil(
    async () => {
      const s = (await call(server, token, 'GET', 'blogs/admin/site-status')).body.data;
      return s.live === true && s.queued === 0 && s.last?.status === 'success';
    },
    300_000,
    'the first site build',
  );
  published = (await call(server, null, 'GET', 'blogs?limit=1')).body.data[0];
}, 330_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

describe('draft preview', () => {
  const word = `prev${Date.now().toString(36)}`;
  const unsaved = () => ({
    title: `Unsaved ${word} title`,
    content: `## A heading ${word}\n\nThe body of ${word} with **bold** text.\n\n\`\`\`ts\nconst ${word} = 1;\n\`\`\`\n`,
    categoryId: published.category.id,
    tags: `Fresh ${word}`,
    status: 'DRAFT',
  });

  it("renders an unsaved post with the site's own article page: same layout as a published article, nothing written", async () => {
    const postsBefore = (await call(server, token, 'GET', 'blogs/admin/blogs?limit=1')).body.meta.pagination.total;
    const res = await preview(token, unsaved());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.url).toMatch(/^\/preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(res.cookie).toMatch(/^blog_preview=[A-Za-z0-9_-]{32}$/);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);

    const page = await open(res.url, res.cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(`<h1`);
    expect(html).toMatch(new RegExp(`<title>[^<]*Unsaved ${word} title`));
    expect(html).toContain(`The body of ${word} with <strong>bold</strong> text.`);
    // Highlighted by the published posts' pipeline (Shiki), not the admin's plain preview.
    expect(html).toMatch(/<pre class="astro-code /);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Önizleme — yayında değil');
    // A preview is no reader's view: the view counter's mark is taken out.
    expect(html).not.toContain('data-view-ping');

    // The live article of another post, through the same template: the same stylesheets, and the
    // same elements from the article's end on (related list, footer); the header too.
    const live = await (await fetch(`${server.url}/blog/${published.slug}/`)).text();
    expect(live).toContain('data-view-ping');
    expect(stylesheets(html)).toEqual(stylesheets(live));
    const a = skeleton(html.replace(/<style>\.blog-preview-banner[\s\S]*?<\/p>/, ''));
    const b = skeleton(live);
    expect(
      a.slice(
        0,
        a.findIndex((s) => s.startsWith('main.')),
      ),
    ).toEqual(
      b.slice(
        0,
        b.findIndex((s) => s.startsWith('main.')),
      ),
    );
    expect(a.find((s) => s.startsWith('main.'))).toBe(b.find((s) => s.startsWith('main.')));
    expect(section(a, 'related')).toEqual(section(b, 'related'));
    expect(section(a, 'related').length).toBeGreaterThan(5);

    // The CSP the live site sends (its inline scripts' hashes), so the page's scripts run.
    const home = await fetch(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).toBe(home.headers.get('content-security-policy'));

    // Nothing was saved or published: no post, no tag, no page.
    expect((await call(server, token, 'GET', 'blogs/admin/blogs?limit=1')).body.meta.pagination.total).toBe(postsBefore);
    const tags = (await call(server, null, 'GET', 'blogs/tags')).body.data as { name: string }[];
    expect(tags.some((t) => t.name === `Fresh ${word}`)).toBe(false);
    expect((await fetch(`${server.url}/blog/unsaved-${word}-title/`)).status).toBe(404);
  });

  it('shows an edit of a published post without touching its live page', async () => {
    const res = await preview(token, {
      id: published.id,
      title: `Edited ${word}`,
      content: published.content,
      categoryId: published.category.id,
    });
    expect(res.status).toBe(201);
    const html = await (await open(res.url, res.cookie)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>\\s*Edited ${word}`));
    const live = await (await fetch(`${server.url}/blog/${published.slug}/`)).text();
    expect(live).not.toContain(`Edited ${word}`);
    expect(live).toContain(published.title.replace(/&/g, '&amp;').slice(0, 20));

    // The next real update renders from the engine's own model: no draft in any page it writes.
    const before = (await call(server, token, 'GET', 'blogs/admin/site-status')).body.data.last.id;
    const saved = await call(server, token, 'PUT', `blogs/admin/blogs/${published.id}`, {
      content: `${published.content}\n\nSaved ${word}.`,
    });
    expect(saved.status).toBe(200);
    await waitUntil(
      async () => {
        const s = (await call(server, token, 'GET', 'blogs/admin/site-status')).body.data;
        return s.last?.id > before && s.last.status !== 'running' && s.queued === 0;
      },
      120_000,
      'the site update',
    );
    const article = await (await fetch(`${server.url}/blog/${published.slug}/`)).text();
    expect(article).toContain(`Saved ${word}.`);
    expect(article).not.toContain(`Edited ${word}`);
    for (const file of ['/', '/rss.xml', '/sitemap-0.xml', '/blog-ids.json']) {
      const text = await (await fetch(`${server.url}${file}`)).text();
      expect(text, file).not.toMatch(new RegExp(`Unsaved ${word}|unsaved-${word}|Edited ${word}`));
    }
  });

  it('answers invalid content with the usual 400 envelope, and a sign-in refusal without a session', async () => {
    const bad = await call(server, token, 'POST', 'blogs/admin/preview', { ...unsaved(), title: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    expect(bad.body.error.details.validation.title).toBe('Blog başlığı gereklidir');
    const anonymous = await call(server, null, 'POST', 'blogs/admin/preview', unsaved());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
  });

  it('refuses the link without the browser cookie, tampered, expired, or once the session has ended (401/403, noindex, no-store)', async () => {
    const session = await login(server, '10.77.0.9');
    const res = await preview(session.token, unsaved());
    expect((await open(res.url, res.cookie)).status).toBe(200);

    const refusals: [string, string | undefined, number][] = [];
    refusals.push([res.url, undefined, 401]); // another browser: no preview cookie
    refusals.push([res.url, 'blog_preview=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 401]); // someone else's cookie
    const [body, mac] = res.url.slice('/preview/'.length).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 3600 })).toString('base64url');
    refusals.push([`/preview/${forged}.${mac}`, res.cookie, 403]); // claims changed, old signature
    refusals.push([`/preview/${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`, res.cookie, 403]);
    refusals.push([`/preview/${sign({ ...claims, e: Math.floor(Date.now() / 1000) - 1 }, server.secret)}`, res.cookie, 403]);
    refusals.push(['/preview/not-a-token', res.cookie, 403]);
    for (const [url, cookie, status] of refusals) {
      const page = await open(url, cookie);
      expect(page.status, url).toBe(status);
      expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      const text = await page.text();
      expect(text).toContain('Önizleme açılamadı · Preview unavailable');
      expect(text).not.toContain(word);
    }

    // Signing out ends the link with the session.
    const out = await fetch(`${server.url}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'x-forwarded-for': '10.77.0.9' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    expect(out.status).toBe(200);
    const after = await open(res.url, res.cookie);
    expect(after.status).toBe(401);
    expect(await after.text()).toContain('giriş yapın');
  });
});

/** The site engines the server process runs (its children running site/engine/run.mjs). */
function engineChildren(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const parent = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1];
        return Number(parent) === pid && readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('engine/run.mjs');
      } catch {
        return false; // exited while listed
      }
    })
    .map(Number);
}

describe('the site engine of a restarted server', () => {
  it('is one process, warmed once as the server starts, for previews from the API and updates from the job runner alike', async () => {
    // Next loads the engine's module once per bundle (instrumentation.ts, the routes, Payload's
    // jobs); each copy must reach the same child, and the warm-up must not run twice.
    server = await server.restart({ SITE_ENGINE_PROFILE: '1' });
    ({ token } = await login(server, '10.77.0.20'));
    await waitUntil(async () => server.logs().includes('engine ready for updates'), 60_000, 'the warmed engine');
    const engines = engineChildren(server.pid);
    expect(engines).toHaveLength(1);

    const word = `once${Date.now().toString(36)}`;
    expect((await preview(token, { title: `Preview ${word}`, content: `Body ${word}.` })).status).toBe(201);
    const created = await call(server, token, 'POST', 'blogs/admin/blogs', {
      title: `Published ${word}`,
      content: `Body ${word}.`,
      categoryId: published.category.id,
      status: 'PUBLISHED',
    });
    expect(created.status).toBe(201);
    await waitUntil(async () => (await open(`/blog/${created.body.data.slug}/`)).status === 200, 120_000, 'the new post served');

    expect(engineChildren(server.pid)).toEqual(engines);
    expect(server.logs().match(/engine ready for updates/g)).toHaveLength(1);
  });
});

describe('draft preview before the site was ever built', () => {
  let bare: RunningServer;
  beforeAll(async () => {
    bare = await spawnServer({ SITE_BUILD: 'off' });
  }, 200_000);
  afterAll(async () => {
    await bare?.stop();
    bare?.cleanup();
  });

  it('answers 503 with a clear message instead of waiting', async () => {
    const { token: t } = await login(bare, '10.77.1.1');
    const res = await call(bare, t, 'POST', 'blogs/admin/preview', { title: 'Nothing built', content: 'Body' });
    expect(res.status).toBe(503);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Site henüz derlenmedi; önizleme ilk derlemeden sonra kullanılabilir.');
  });
});
