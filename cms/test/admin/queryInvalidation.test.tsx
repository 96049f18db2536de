// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

import { NewBlogScreen } from '../../src/admin/blogForm/NewBlogScreen';
import { BlogsScreen } from '../../src/admin/blogs/BlogsScreen';
import { setSession } from '../../src/admin/lib/authStore';
import { api } from '../../src/admin/lib/api';
import { apiKey, createQueryClient, useApiMutation, useApiQuery } from '../../src/admin/lib/query';
import { NewsletterScreen } from '../../src/admin/newsletter/NewsletterScreen';
import { TestProviders } from './support/providers';
import { resetHistoryState } from './support/navigation';
import { listReply } from './support/newsletterFixtures';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeRequest } from './support/fakeServer';

const ok = (data: unknown, extra: Record<string, unknown> = {}) => ({ body: { success: true, data, ...extra } });
const post = (id: number, status = 'PUBLISHED') => ({
  id,
  title: `Yazı ${id}`,
  slug: `yazi-${id}`,
  excerpt: null,
  content: 'c',
  categoryId: 4,
  category: { id: 4, name: 'Teknoloji', slug: 'teknoloji' },
  tags: [],
  featuredImage: null,
  status,
  publishedAt: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  viewCount: 1,
});
const page = { total: 1, totalPages: 1, page: 1, currentPage: 1, limit: 20 };

let calls: FakeRequest[];
const gets = (path: string) => calls.filter((c) => c.method === 'GET' && c.path === path).length;

beforeEach(() => {
  localStorage.clear();
  setSession({ accessToken: fakeJwt(nowSeconds() + 600), refreshToken: 'r', user: ADMIN_USER });
  vi.clearAllMocks();
});
afterEach(() => {
  resetHistoryState();
  cleanup();
  vi.unstubAllGlobals();
});

describe('writes invalidate the queries they affect', () => {
  it("a write that settles while a list's first fetch is in flight loads that list again after it", async () => {
    // A search typed just before a delete: its first fetch read the row before the delete and
    // answers after it (a loaded server). Reused as the refetch, its answer kept the deleted row.
    let deleted = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let listGets = 0;
    calls = installFakeFetch(async (request) => {
      if (request.method === 'DELETE') {
        deleted = true;
        return ok({ id: 1 });
      }
      listGets += 1;
      const rows = deleted ? [] : [{ id: 1, name: 'Silinecek' }];
      if (listGets === 1) await held;
      return ok(rows, { meta: { pagination: page } });
    }).calls;
    function Probe() {
      const list = useApiQuery<{ id: number; name: string }[]>('blogs/admin/categories', { search: 'Silinecek' });
      const remove = useApiMutation(['categories', 'delete'], () => api.del('blogs/admin/categories/1'), [
        'blogs/admin/categories',
      ]);
      const names = list.data?.data.map((category) => category.name).join(', ');
      return (
        <>
          <button type="button" onClick={() => void remove.mutateAsync(undefined).then(release)}>
            sil
          </button>
          <p>{names === undefined ? 'yükleniyor' : names || 'boş'}</p>
        </>
      );
    }
    render(
      <TestProviders>
        <Probe />
      </TestProviders>,
    );
    await waitFor(() => expect(listGets).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'sil' }));
    expect(await screen.findByText('boş')).toBeTruthy();
    expect(listGets).toBe(2);
  });

  it('archiving a post reloads the list on screen with the new status', async () => {
    let status = 'PUBLISHED';
    calls = installFakeFetch((request) => {
      if (request.method === 'PATCH') {
        status = 'ARCHIVED';
        return ok(post(1, status));
      }
      return ok([post(1, status)], { meta: { pagination: page } });
    }).calls;
    render(
      <TestProviders>
        <BlogsScreen />
      </TestProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '"Yazı 1" yazısını arşivle' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Arşivle' }));
    expect(await screen.findByText('Arşivlendi')).toBeTruthy();
    expect(gets('blogs/admin/blogs')).toBe(2);
    expect(screen.getByRole('button', { name: '"Yazı 1" yazısını yayınla' })).toBeTruthy();
  });

  it('creating a post marks the cached lists, the dashboard figures and the category counts stale', async () => {
    calls = installFakeFetch((request) =>
      request.path === 'blogs/categories'
        ? ok([{ id: 4, name: 'Teknoloji', slug: 'teknoloji', blogCount: 1 }])
        : { status: 201, ...ok(post(9)) },
    ).calls;
    const client = createQueryClient();
    const listKey = apiKey('blogs/admin/blogs', { page: 1, limit: 20, sortBy: 'createdAt', sortOrder: 'desc' });
    client.setQueryData(listKey, { data: [] });
    client.setQueryData(apiKey('blogs/admin/analytics'), { data: {} });
    client.setQueryData(apiKey('newsletter/admin/stats'), { data: {} });
    render(
      <TestProviders client={client}>
        <NewBlogScreen />
      </TestProviders>,
    );
    fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: 'Yeni' } });
    fireEvent.change(screen.getByLabelText('Blog İçeriği *'), { target: { value: 'Metin' } });
    await screen.findByRole('option', { name: 'Teknoloji' });
    fireEvent.change(screen.getByLabelText('Kategori Seçin *'), { target: { value: '4' } });
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Blog Yayınla' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(apiKey('blogs/admin/analytics'))?.isInvalidated).toBe(true);
    // The category list on screen (the form's select) is asked again for its new counts.
    await waitFor(() => expect(gets('blogs/categories')).toBe(2));
    // Subscriptions have nothing to do with it.
    expect(client.getQueryState(apiKey('newsletter/admin/stats'))?.isInvalidated).toBe(false);
  });

  it('deactivating a subscriber reloads both the list and the figures', async () => {
    let active = 32;
    calls = installFakeFetch((request) => {
      if (request.method === 'PATCH') {
        active -= 1;
        return ok({ id: 1, isActive: false });
      }
      if (request.path === 'newsletter/admin/stats')
        return ok({ totalSubscriptions: 45, activeSubscriptions: active, subscriptionsThisWeek: 4 });
      const reply = listReply(45, Object.fromEntries(request.query));
      return ok(reply.data, { meta: reply.meta });
    }).calls;
    render(
      <TestProviders>
        <NewsletterScreen />
      </TestProviders>,
    );
    expect(await screen.findByText('32')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Deaktive Et.*abone1@example.com/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Deaktive Et/ }));
    expect(await screen.findByText('31')).toBeTruthy();
    expect(gets('newsletter/admin/subscriptions')).toBe(2);
    expect(gets('newsletter/admin/stats')).toBe(2);
  });
});
