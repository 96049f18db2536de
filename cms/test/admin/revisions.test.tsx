// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

import { EditBlogScreen } from '../../src/admin/blogForm/EditBlogScreen';
import { NewBlogScreen } from '../../src/admin/blogForm/NewBlogScreen';
import { setSession } from '../../src/admin/lib/authStore';
import { TestProviders } from './support/providers';
import { resetHistoryState } from './support/navigation';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeHandler, type FakeRequest } from './support/fakeServer';

/** The editor's autosave, unsaved-text offer and 'Sürüm geçmişi' (issue #26). */

const CATEGORIES = [{ id: 4, name: 'Teknoloji', slug: 'teknoloji', blogCount: 1 }];
const POST = {
  id: 42,
  title: 'Kayıtlı başlık',
  slug: 'kayitli-baslik',
  excerpt: null,
  content: 'Kayıtlı metin',
  categoryId: 4,
  category: { id: 4, name: 'Teknoloji', slug: 'teknoloji' },
  tags: [],
  featuredImage: null,
  status: 'PUBLISHED',
  publishedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  viewCount: 3,
};
const revision = (id: number, title: string, content: string, extra: Record<string, unknown> = {}) => ({
  id,
  updatedAt: `2026-03-0${id}T10:00:00.000Z`,
  draft: false,
  autosave: false,
  title,
  content,
  excerpt: null,
  categoryId: 4,
  tags: [],
  featuredImage: null,
  ...extra,
});
const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });

let calls: FakeRequest[];
function serve(routes: FakeHandler) {
  calls = installFakeFetch((request) => (request.path === 'blogs/categories' ? ok(CATEGORIES) : routes(request))).calls;
}
const wrap = (node: ReactNode) => render(<TestProviders>{node}</TestProviders>);
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

beforeEach(() => {
  localStorage.clear();
  setSession({ accessToken: fakeJwt(nowSeconds() + 600), refreshToken: 'r', user: ADMIN_USER });
  for (const spy of [...Object.values(toasts), router.push, router.replace]) spy.mockClear();
});
afterEach(() => {
  resetHistoryState();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('edit screen', () => {
  it('offers the text autosaved after the last save; Geri yükle puts it in the form', async () => {
    const draft = revision(9, 'Yazılmış başlık', 'Kaydedilmemiş metin', { draft: true, autosave: true });
    serve((r) => (r.path === 'blogs/admin/blogs/42/autosave' ? ok(draft) : ok(POST)));
    wrap(<EditBlogScreen id="42" />);
    const offer = await screen.findByRole('alert');
    expect(offer.textContent).toContain('Kaydedilmemiş değişiklikler bulundu');
    expect(screen.getByDisplayValue('Kayıtlı başlık')).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Geri yükle' }));
    expect(await screen.findByDisplayValue('Yazılmış başlık')).toBeTruthy();
    expect(screen.getByDisplayValue('Kaydedilmemiş metin')).toBeTruthy();
    expect(screen.queryByText('Kaydedilmemiş değişiklikler bulundu')).toBeNull();
  });

  it("'Yok say' keeps the saved text and does not offer the same draft again", async () => {
    const draft = revision(9, 'Yazılmış başlık', 'Kaydedilmemiş metin', { draft: true, autosave: true });
    serve((r) => (r.path === 'blogs/admin/blogs/42/autosave' ? ok(draft) : ok(POST)));
    wrap(<EditBlogScreen id="42" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yok say' }));
    expect(screen.getByDisplayValue('Kayıtlı başlık')).toBeTruthy();
    cleanup();
    wrap(<EditBlogScreen id="42" />);
    expect(await screen.findByDisplayValue('Kayıtlı başlık')).toBeTruthy();
    expect(screen.queryByText('Kaydedilmemiş değişiklikler bulundu')).toBeNull();
  });

  it('autosaves the typed text to the draft endpoint and shows when', async () => {
    serve((r) => {
      if (r.path === 'blogs/admin/blogs/42/autosave') {
        return r.method === 'PUT' ? ok(revision(9, 'x', 'y', { draft: true, updatedAt: '2026-03-09T14:07:00.000Z' })) : ok(null);
      }
      return ok(POST);
    });
    wrap(<EditBlogScreen id="42" />);
    fireEvent.change(await screen.findByDisplayValue('Kayıtlı metin'), { target: { value: 'Yeni yazılan metin' } });
    await waitFor(() => expect(sent('PUT', 'blogs/admin/blogs/42/autosave')).toHaveLength(1), { timeout: 5000 });
    expect(sent('PUT', 'blogs/admin/blogs/42/autosave')[0]?.body).toMatchObject({
      title: 'Kayıtlı başlık',
      content: 'Yeni yazılan metin',
      categoryId: '4',
    });
    expect((await screen.findByTestId('autosave-status')).textContent).toMatch(/^Otomatik kaydedildi \d\d:\d\d$/);
    // The live post is only written by a save.
    expect(sent('PUT', 'blogs/admin/blogs/42')).toHaveLength(0);
  });

  it("'Sürüm geçmişi' lists revisions with a word diff and restores one after a confirmation", async () => {
    const older = revision(1, 'Eski başlık', 'bir iki üç');
    const newer = revision(2, 'Kayıtlı başlık', 'bir dört üç');
    serve((r) => {
      if (r.path === 'blogs/admin/blogs/42/autosave') return ok(null);
      if (r.path === 'blogs/admin/blogs/42/revisions') return ok([newer, older]);
      if (r.path === 'blogs/admin/blogs/42/revisions/1/restore') {
        return ok({ ...older, id: 3, draft: true }, 'Sürüm geri yüklendi. Yayına almak için kaydedin.');
      }
      return ok(POST);
    });
    wrap(<EditBlogScreen id="42" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sürüm geçmişi' }));
    const items = await screen.findAllByTestId('revision');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Kayıtlı başlık');
    expect(items[0]!.querySelector('del')?.textContent).toContain('Eski');
    expect([...items[0]!.querySelectorAll('ins')].map((n) => n.textContent).join('')).toContain('dört');
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Bu sürümü geri yükle' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Sürüm geri yüklensin mi?');
    expect(sent('POST', 'blogs/admin/blogs/42/revisions/1/restore')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Geri Yükle' }));
    expect(await screen.findByDisplayValue('Eski başlık')).toBeTruthy();
    expect(screen.getByDisplayValue('bir iki üç')).toBeTruthy();
    expect(sent('POST', 'blogs/admin/blogs/42/revisions/1/restore')).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledWith('Sürüm geri yüklendi. Yayına almak için kaydedin.');
  });
});

describe('new post', () => {
  it('keeps the text in this browser under the user and offers it back on the next open', async () => {
    serve(() => ok([]));
    wrap(<NewBlogScreen />);
    fireEvent.change(await screen.findByLabelText('Blog Başlığı *'), { target: { value: 'Taslak başlık' } });
    fireEvent.change(screen.getByLabelText('Blog İçeriği *'), { target: { value: 'Yarım kalan metin' } });
    await waitFor(
      () => expect(localStorage.getItem(`blog-admin:new-post-draft:${ADMIN_USER.id}`)).toContain('Yarım kalan metin'),
      {
        timeout: 5000,
      },
    );
    expect((await screen.findByTestId('autosave-status')).textContent).toMatch(/Otomatik kaydedildi/);
    cleanup();
    wrap(<NewBlogScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Geri yükle' }));
    expect(await screen.findByDisplayValue('Yarım kalan metin')).toBeTruthy();
    expect(screen.getByDisplayValue('Taslak başlık')).toBeTruthy();
  });
});
