// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

import { BlogsScreen } from '../../src/admin/blogs/BlogsScreen';
import { listQuery, pageAfterDelete, toggleTarget } from '../../src/admin/blogs/posts';
import { setSession } from '../../src/admin/lib/authStore';
import { TestProviders } from './support/providers';
import { resetHistoryState } from './support/navigation';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeHandler, type FakeRequest } from './support/fakeServer';

const post = (id: number, status = 'PUBLISHED', title = `Yazı ${id}`) => ({
  id,
  title,
  slug: `yazi-${id}`,
  excerpt: null,
  content: 'c',
  categoryId: 1,
  category: { id: 1, name: 'Teknoloji', slug: 'teknoloji' },
  tags: [],
  featuredImage: null,
  status,
  // The API always dates a published post (a PUBLISHED one without a date is not live).
  publishedAt: status === 'PUBLISHED' ? '2026-03-05T10:00:00.000Z' : null,
  createdAt: '2026-03-05T10:00:00.000Z',
  viewCount: 1234,
});
type FakePost = ReturnType<typeof post>;
const page = (posts: FakePost[], current: number, total: number) => ({
  body: {
    success: true,
    data: posts,
    meta: { pagination: { total, totalPages: Math.ceil(total / 20), page: current, currentPage: current, limit: 20 } },
  },
});
const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });

let calls: FakeRequest[];
const lists = () => calls.filter((c) => c.method === 'GET' && c.path === 'blogs/admin/blogs');
const lastList = () => Object.fromEntries(lists().at(-1)!.query);
function serve(handler: FakeHandler) {
  calls = installFakeFetch(handler).calls;
}
const show = () =>
  render(
    <TestProviders>
      <BlogsScreen />
    </TestProviders>,
  );
const confirmWith = async (name: string) => {
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
  return dialog;
};

beforeEach(() => {
  localStorage.clear();
  setSession({ accessToken: fakeJwt(nowSeconds() + 600), refreshToken: 'r', user: ADMIN_USER });
  for (const spy of Object.values(toasts)) spy.mockClear();
});
afterEach(() => {
  resetHistoryState();
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('list helpers', () => {
  it('asks for 20 newest first, status omitted for all, blank search omitted', () => {
    expect(listQuery({ page: 2, status: 'all', search: '  ' })).toEqual({
      page: 2,
      limit: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      status: undefined,
      search: undefined,
    });
    expect(listQuery({ page: 1, status: 'ARCHIVED', search: ' react ' })).toMatchObject({ status: 'ARCHIVED', search: 'react' });
  });

  it('steps back one page only when the deleted posts were all of a page beyond the first', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(1, 1)).toBe(1);
    expect(pageAfterDelete(3, 5)).toBe(3);
    expect(pageAfterDelete(2, 2, 2)).toBe(1);
    expect(pageAfterDelete(2, 3, 2)).toBe(2);
  });

  it('toggles PUBLISHED ↔ ARCHIVED and never for drafts', () => {
    expect(toggleTarget('PUBLISHED')).toBe('ARCHIVED');
    expect(toggleTarget('ARCHIVED')).toBe('PUBLISHED');
    expect(toggleTarget('DRAFT')).toBeNull();
  });
});

describe('BlogsScreen', () => {
  it('lists posts with category, Turkish status, tr-TR numbers and dates, and row actions', async () => {
    serve(() => page([post(1), post(2, 'DRAFT'), post(3, 'ARCHIVED')], 1, 3));
    show();
    expect(await screen.findByText('Yazı 1')).toBeTruthy();
    expect(lastList()).toEqual({ page: '1', limit: '20', sortBy: 'createdAt', sortOrder: 'desc' });
    expect(screen.getAllByText('1.234')).toHaveLength(3);
    // Posts without a publish date show their creation date, and say so; a published one its publish date.
    expect(screen.getAllByText('Oluşturma: 05.03.2026')).toHaveLength(2);
    expect(screen.getAllByText('Yayın: 05.03.2026')).toHaveLength(1);
    expect(screen.getByText('Arşivlendi')).toBeTruthy();
    expect(screen.getByRole('link', { name: '"Yazı 1" yazısını düzenle' }).getAttribute('href')).toBe('/admin/blog/edit/1');
    expect(screen.getByRole('link', { name: /"Yazı 1" yazısını sitede görüntüle/ }).getAttribute('href')).toBe('/blog/yazi-1');
    expect(screen.queryByRole('link', { name: /"Yazı 2" yazısını sitede/ })).toBeNull();
    // The toggle only for non-drafts.
    expect(screen.getByRole('button', { name: '"Yazı 1" yazısını arşivle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '"Yazı 3" yazısını yayınla' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /"Yazı 2" yazısını (arşivle|yayınla)/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Yeni Blog/ }).getAttribute('href')).toBe('/admin/blog/new');
  });

  it('a status tab and the search reset to page 1; the search waits 500 ms with a spinner', async () => {
    serve((request) => page([post(Number(request.query.get('page')) * 100)], Number(request.query.get('page') ?? 1), 200));
    show();
    await screen.findByText('Yazı 100');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await screen.findByText('Yazı 300');
    fireEvent.click(screen.getByRole('tab', { name: 'Taslak' }));
    await waitFor(() => expect(lastList()).toMatchObject({ page: '1', status: 'DRAFT' }));
    expect(screen.getByRole('tab', { name: 'Taslak' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await screen.findByText('Yazı 200');
    const before = lists().length;
    fireEvent.change(screen.getByLabelText('Blog ara'), { target: { value: 'react' } });
    expect(screen.getByText('Aranıyor...')).toBeTruthy();
    await waitFor(() => expect(lastList()).toMatchObject({ page: '1', status: 'DRAFT', search: 'react' }), { timeout: 5000 });
    expect(
      lists()
        .slice(before)
        .some((c) => c.query.get('search') === 'reac'),
    ).toBe(false);
    await waitFor(() => expect(screen.queryByText('Aranıyor...')).toBeNull());
  });

  it('shows at most 7 page buttons around the current page and the range line', async () => {
    serve((request) => page([post(1)], Number(request.query.get('page') ?? 1), 400));
    show();
    await screen.findByText('Yazı 1');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 7' }));
    await waitFor(() => expect(lastList().page).toBe('7'));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Sayfa \d+$/ }).map((b) => b.textContent)).toEqual([
        '4',
        '5',
        '6',
        '7',
        '8',
        '9',
        '10',
      ]),
    );
    expect(screen.getByText(/^121 - 140 /)).toBeTruthy();
  });

  it('deleting the only post of page 2 steps back to page 1', async () => {
    serve((request) => {
      if (request.method === 'DELETE') return ok({ id: 21 }, 'Blog yazısı başarıyla silindi!');
      const current = Number(request.query.get('page') ?? 1);
      const remaining = calls.some((c) => c.method === 'DELETE') ? 20 : 21;
      return current === 2 ? page([post(21)], 2, remaining) : page([post(1)], 1, remaining);
    });
    show();
    await screen.findByText('Yazı 1');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await screen.findByText('Yazı 21');
    fireEvent.click(screen.getByRole('button', { name: '"Yazı 21" yazısını sil' }));
    const dialog = await confirmWith('Sil');
    expect(dialog.textContent).toContain('silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.');
    await waitFor(() => expect(lastList().page).toBe('1'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'blogs/admin/blogs/21')).toBe(true);
    expect(toasts.success).toHaveBeenCalledWith('Blog yazısı başarıyla silindi!');
  });

  it("archives after a warning confirmation; a failure toasts 'Durum değiştirilemedi'", async () => {
    let fail = false;
    serve((request) => {
      if (request.method === 'PATCH') {
        return fail
          ? { status: 409, body: { success: false, error: { message: 'Olmadı', code: 'CONFLICT', status: 409 } } }
          : ok(post(1, 'ARCHIVED'), 'Blog yazısı başarıyla arşivlendi!');
      }
      return page([post(1)], 1, 1);
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: '"Yazı 1" yazısını arşivle' }));
    await confirmWith('Arşivle');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Blog yazısı başarıyla arşivlendi!'));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: 'blogs/admin/blogs/1/status',
      body: { status: 'ARCHIVED' },
    });
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: '"Yazı 1" yazısını arşivle' }));
    await confirmWith('Arşivle');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Durum değiştirilemedi: Olmadı'));
  });

  it('cancelling a confirmation sends nothing', async () => {
    serve(() => page([post(1)], 1, 1));
    show();
    fireEvent.click(await screen.findByRole('button', { name: '"Yazı 1" yazısını sil' }));
    await confirmWith('İptal');
    await act(async () => undefined);
    expect(calls.some((c) => c.method !== 'GET')).toBe(false);
  });

  it('duplicates a post and reloads', async () => {
    serve((request) =>
      request.method === 'POST'
        ? ok(post(9, 'DRAFT', 'Yazı 1 (Copy)'), 'Blog yazısı başarıyla kopyalandı!')
        : page([post(1)], 1, 1),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: '"Yazı 1" yazısını kopyala' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Blog yazısı başarıyla kopyalandı!'));
    expect(calls.some((c) => c.method === 'POST' && c.path === 'blogs/admin/blogs/1/duplicate')).toBe(true);
    await waitFor(() => expect(lists()).toHaveLength(2));
  });

  it('selects rows (one by one or all on the page) and runs a bulk action after confirmation', async () => {
    serve((request) =>
      request.method === 'POST'
        ? ok({ action: 'archive', processed: 2, notFound: [] }, '2 yazı için işlem tamamlandı')
        : page([post(1), post(2), post(3)], 1, 3),
    );
    show();
    fireEvent.click(await screen.findByRole('checkbox', { name: '"Yazı 1" yazısını seç' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '"Yazı 3" yazısını seç' }));
    expect(screen.getByText('2 yazı seçildi')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('region', { name: 'Toplu işlemler' })).getByRole('button', { name: 'Arşivle' }));
    await confirmWith('Arşivle');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('2 yazı için işlem tamamlandı'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'blogs/admin/bulk',
      body: { action: 'archive', blogIds: [1, 3] },
    });
    await waitFor(() => expect(screen.queryByText(/yazı seçildi/)).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bu sayfadaki tüm yazıları seç' }));
    expect(screen.getByText('3 yazı seçildi')).toBeTruthy();
  });

  it("shows 'Bloglar yüklenirken hata oluştu' with 'Tekrar Dene', which reloads", async () => {
    let down = true;
    serve(() =>
      down
        ? { status: 500, body: { success: false, error: { message: 'boom', code: 'SERVER_ERROR', status: 500 } } }
        : page([post(1)], 1, 1),
    );
    show();
    expect(await screen.findByText('Bloglar yüklenirken hata oluştu')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Yazı 1')).toBeTruthy();
  });

  it('shows the empty states, with its own text for a search', async () => {
    serve(() => page([], 1, 0));
    show();
    expect(await screen.findByText('Blog bulunamadı')).toBeTruthy();
    expect(screen.getByText('Henüz blog yazısı oluşturulmamış.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Blog ara'), { target: { value: 'yok' } });
    expect(await screen.findByText('Aramanızla eşleşen blog bulunamadı.', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
