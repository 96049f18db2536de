// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

import { EditBlogScreen } from '../../src/admin/blogForm/EditBlogScreen';
import { NewBlogScreen } from '../../src/admin/blogForm/NewBlogScreen';
import { setSession } from '../../src/admin/lib/authStore';
import { TestProviders } from './support/providers';
import { resetHistoryState, wentTo } from './support/navigation';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeHandler, type FakeRequest } from './support/fakeServer';

const CATEGORIES = [{ id: 4, name: 'Teknoloji', slug: 'teknoloji', blogCount: 1 }];
const POST = {
  id: 42,
  title: 'Eski başlık',
  slug: 'eski-baslik',
  excerpt: 'Özet',
  content: 'İçerik',
  categoryId: 4,
  category: { id: 4, name: 'Teknoloji', slug: 'teknoloji' },
  tags: [{ name: 'react' }],
  featuredImage: null,
  status: 'PUBLISHED',
  publishedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  viewCount: 3,
};
const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });
const failure = (status: number, message: string, code = 'UNKNOWN_ERROR') => ({
  status,
  body: { success: false, error: { message, code, status } },
});

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

async function fillNew(withDate = false) {
  fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: 'Yeni yazı' } });
  fireEvent.change(screen.getByLabelText('Blog İçeriği *'), { target: { value: 'Metin' } });
  fireEvent.change(screen.getByLabelText('Etiketler'), { target: { value: ' a, ,b ' } });
  await screen.findByRole('option', { name: 'Teknoloji' });
  fireEvent.change(screen.getByLabelText('Kategori Seçin *'), { target: { value: '4' } });
  if (withDate) fireEvent.change(screen.getByLabelText('Yayın Tarihi'), { target: { value: '2026-04-01T09:30' } });
}

describe('NewBlogScreen', () => {
  it("'Blog Yayınla' posts the payload, toasts the API message and goes to /admin/blogs", async () => {
    serve(() => ({ status: 201, ...ok({ ...POST, id: 50 }, 'Blog yazısı başarıyla oluşturuldu!') }));
    wrap(<NewBlogScreen />);
    await fillNew(true);
    fireEvent.click(screen.getByRole('button', { name: 'Blog Yayınla' }));
    await waitFor(() => expect(wentTo(router)).toContain('/admin/blogs'));
    expect(sent('POST', 'blogs/admin/blogs')[0]?.body).toEqual({
      title: 'Yeni yazı',
      content: 'Metin',
      categoryId: 4,
      tags: ['a', 'b'],
      status: 'PUBLISHED',
      publishedAt: new Date('2026-04-01T09:30').toISOString(),
    });
    expect(toasts.success).toHaveBeenCalledWith('Blog yazısı başarıyla oluşturuldu!');
  });

  it("'Taslak Kaydet' sends DRAFT without a date and opens the saved draft", async () => {
    serve(() => ({ status: 201, ...ok({ ...POST, id: 51, status: 'DRAFT' }) }));
    wrap(<NewBlogScreen />);
    await fillNew(true);
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith('Taslak kaydedildi!'));
    const body = sent('POST', 'blogs/admin/blogs')[0]?.body as Record<string, unknown>;
    expect(body.status).toBe('DRAFT');
    expect(body).not.toHaveProperty('publishedAt');
    expect(router.replace).toHaveBeenCalledWith('/admin/blog/edit/51');
  });

  it("a failed draft toasts 'Taslak kaydedilemedi'; an unknown create error 'Bilinmeyen hata'", async () => {
    serve(() => failure(400, 'An unexpected error occurred'));
    wrap(<NewBlogScreen />);
    await fillNew();
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Taslak kaydedilemedi: Bilinmeyen hata'));
    fireEvent.click(screen.getByRole('button', { name: 'Blog Yayınla' }));
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('Blog oluşturulamadı: Bilinmeyen hata'));
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('EditBlogScreen', () => {
  it('loads the post; a PUBLISHED post links to the live site; save sends PUT with null date when not PUBLISHED', async () => {
    serve((request) =>
      request.method === 'GET' ? ok(POST) : ok({ ...POST, status: 'ARCHIVED' }, 'Blog yazısı başarıyla güncellendi!'),
    );
    wrap(<EditBlogScreen id="42" />);
    expect(await screen.findByDisplayValue('Eski başlık')).toBeTruthy();
    const live = screen.getByRole('link', { name: /Canlı sitede görüntüle/ });
    expect(live.getAttribute('href')).toBe('/blog/eski-baslik');
    expect(live.getAttribute('target')).toBe('_blank');
    expect((screen.getByLabelText('Etiketler') as HTMLInputElement).value).toBe('react');
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'ARCHIVED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    // Archiving a live post takes it off the site: asked first.
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Bu yazı yayında. Arşivlemek onu siteden kaldırır. Devam edilsin mi?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(wentTo(router)).toContain('/admin/blogs'));
    expect(sent('PUT', 'blogs/admin/blogs/42')[0]?.body).toMatchObject({
      status: 'ARCHIVED',
      publishedAt: null,
      categoryId: 4,
      tags: ['react'],
    });
    expect(toasts.success).toHaveBeenCalledWith('Blog yazısı başarıyla güncellendi!');
  });

  it('a failed draft save toasts and restores the previous status; an update failure toasts', async () => {
    serve((request) => (request.method === 'GET' ? ok(POST) : failure(409, 'Çakışma', 'CONFLICT')));
    wrap(<EditBlogScreen id="42" />);
    await screen.findByDisplayValue('Eski başlık');
    await screen.findByRole('option', { name: 'Teknoloji' });
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Taslak kaydedilirken bir hata oluştu: Çakışma'));
    expect((sent('PUT', 'blogs/admin/blogs/42')[0]?.body as Record<string, unknown>).status).toBe('DRAFT');
    expect((screen.getByLabelText('Durum') as HTMLSelectElement).value).toBe('PUBLISHED');
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith('Blog güncellenirken bir hata oluştu: Çakışma'));
  });

  it('deletes after a danger confirmation and goes to the list, without reloading the deleted post', async () => {
    let gone = false;
    serve((request) => {
      if (request.method === 'GET') return gone ? failure(404, 'Blog bulunamadı', 'NOT_FOUND') : ok(POST);
      gone = true;
      return ok({ id: 42 }, 'Blog yazısı başarıyla silindi!');
    });
    wrap(<EditBlogScreen id="42" />);
    await screen.findByDisplayValue('Eski başlık');
    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Bu işlem geri alınamaz.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Sil' }).at(-1)!);
    await waitFor(() => expect(wentTo(router)).toContain('/admin/blogs'));
    expect(sent('DELETE', 'blogs/admin/blogs/42')).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledWith('Blog yazısı başarıyla silindi!');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sent('GET', 'blogs/admin/blogs/42')).toHaveLength(1);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("a missing post shows 'Blog bulunamadı' with 'Geri Dön' and redirects after 3 s", async () => {
    // Hold back the 3 s timer (only that one) so the test controls when it fires.
    const realSetTimeout = globalThis.setTimeout;
    const held: Array<() => void> = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
      if (ms === 3000) {
        held.push(callback);
        return 0;
      }
      return realSetTimeout(callback, ms);
    }) as never);
    serve(() => failure(404, 'Blog bulunamadı', 'NOT_FOUND'));
    wrap(<EditBlogScreen id="999" />);
    expect(await screen.findByText('Blog bulunamadı')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Geri Dön' })).toBeTruthy();
    await waitFor(() => expect(held).toHaveLength(1));
    expect(router.replace).not.toHaveBeenCalled();
    act(() => held[0]!());
    expect(router.replace).toHaveBeenCalledWith('/admin/blogs');
  });

  it("another load failure shows 'Blog yüklenirken bir hata oluştu: …'", async () => {
    serve(() => failure(400, 'Geçersiz kimlik', 'VALIDATION_ERROR'));
    wrap(<EditBlogScreen id="abc" />);
    expect(await screen.findByText(/^Blog yüklenirken bir hata oluştu: /)).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledWith('Blog yüklenemedi');
  });
});
