import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { newsletterPlatform } from '../helpers/newsletterPlatform';
import { startSmtpSink } from '../helpers/smtpSink';

// A platform start, a publish and its e-mail to every reader.
vi.setConfig({ testTimeout: 240_000 });

/**
 * Issue #33.1, features together: an autosave, then 'Yayınla' in the list, then the newsletter.
 * The e-mail carries the saved title and excerpt, the newsletter's own write afterwards (marking
 * the post sent) leaves the post as saved, and the editor still finds the autosaved text.
 */

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let platform: Awaited<ReturnType<typeof newsletterPlatform>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  platform = await newsletterPlatform(sink.url, 3);
}, 240_000);

afterAll(async () => {
  await platform?.close();
  await sink?.close();
});

it('the first publish after an autosave mails the saved text; the post and the autosave stay as they were', async () => {
  const { call } = platform;
  const cats = await call('GET', 'blogs/categories');
  const created = await call('POST', 'blogs/admin/blogs', {
    title: 'Saved newsletter title',
    content: 'Saved body.',
    excerpt: 'Saved excerpt.',
    categoryId: cats.body.data[0].id,
    status: 'DRAFT',
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id as number;
  const typed = { title: 'Typed unsaved title', content: 'Typed unsaved body.', excerpt: 'Typed unsaved excerpt.' };
  expect((await call('PUT', `blogs/admin/blogs/${id}/autosave`, typed)).status).toBe(200);

  expect((await call('PATCH', `blogs/admin/blogs/${id}/status`, { status: 'PUBLISHED' })).status).toBe(200);
  await platform.done(id, 120_000);

  // Quoted-printable soft breaks undone, so the texts can be searched.
  const mails = sink.received.map((m) => ({ subject: m.subject, text: m.raw.replace(/=\r?\n/g, '') }));
  expect(mails.length).toBeGreaterThanOrEqual(3);
  for (const mail of mails) {
    expect(mail.subject).toContain('Saved newsletter title');
    expect(mail.text).toContain('Saved excerpt.');
    expect(mail.text).not.toContain('Typed unsaved');
  }
  const stored = (await call('GET', `blogs/admin/blogs/${id}`)).body.data;
  expect(stored).toMatchObject({ title: 'Saved newsletter title', content: 'Saved body.', excerpt: 'Saved excerpt.' });
  expect((await call('GET', `blogs/admin/blogs/${id}/autosave`)).body.data).toMatchObject(typed);
});
