import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { jobsDb } from '../helpers/jobsDb';
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
  const db = jobsDb(platform.server.dataDir);
  const published = await db.postRows(id);
  await platform.done(id, 120_000);
  // Marking the post mailed is bookkeeping: its updatedAt (the public dateModified, and what the
  // site engine compares to see a change) stays the publish's, no version is added, and each
  // version says it was mailed (an editor's next save starts from one).
  const mailed = await db.postRows(id);
  db.close();
  expect(mailed.updatedAt).toBe(published.updatedAt);
  expect(mailed.versions.map((v) => v.updatedAt)).toEqual(published.versions.map((v) => v.updatedAt));
  expect(mailed.versions.map((v) => v.status)).toEqual(published.versions.map(() => 'sent'));

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
  expect(stored.category?.id ?? stored.categoryId).toBe(cats.body.data[0].id);
  expect((await call('GET', `blogs/admin/blogs/${id}/autosave`)).body.data).toMatchObject(typed);
});
