// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { paginationMeta } from '@blog/shared';

vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

import { BlogsScreen } from '../../src/admin/blogs/BlogsScreen';
import { setSession } from '../../src/admin/lib/authStore';
import { NewsletterScreen } from '../../src/admin/newsletter/NewsletterScreen';
import { TestProviders } from './support/providers';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeHandler, type FakeRequest } from './support/fakeServer';
import { resetHistoryState } from './support/navigation';
import { sub } from './support/newsletterFixtures';

const post = (id: number) => ({
  id,
  title: `Yazı ${id}`,
  slug: `yazi-${id}`,
  excerpt: null,
  content: 'c',
  categoryId: 1,
  category: null,
  tags: [],
  featuredImage: null,
  status: 'PUBLISHED',
  publishedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-05T10:00:00.000Z',
  viewCount: 0,
});

let calls: FakeRequest[] = [];
const serve = (handler: FakeHandler) => {
  calls = installFakeFetch(handler).calls;
};
const lastQuery = (path: string) => Object.fromEntries(calls.filter((c) => c.path === path).at(-1)!.query);
const at = (url: string) => window.history.replaceState(null, '', url);
const here = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  localStorage.clear();
  setSession({ accessToken: fakeJwt(nowSeconds() + 600), refreshToken: 'r', user: ADMIN_USER });
});
afterEach(() => {
  cleanup();
  resetHistoryState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('blog list state in the URL (issue #12, item 9)', () => {
  const blogsPage: FakeHandler = (request) => {
    const page = Number(request.query.get('page') ?? 1);
    return { body: { success: true, data: [post(page * 100)], meta: { pagination: paginationMeta(200, page, 20) } } };
  };

  it('a reload of /admin/blogs?status=PUBLISHED&page=2&search=x shows that tab, page and search', async () => {
    at('/admin/blogs?status=PUBLISHED&page=2&search=react');
    serve(blogsPage);
    render(
      <TestProviders>
        <BlogsScreen />
      </TestProviders>,
    );
    await screen.findByText('Yazı 200');
    expect(lastQuery('blogs/admin/blogs')).toMatchObject({ page: '2', status: 'PUBLISHED', search: 'react' });
    expect(screen.getByRole('tab', { name: 'Yayında' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('react');
    expect(screen.getByRole('button', { name: 'Sayfa 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('paging, a tab and a search are written to the URL (a tab or a search back to page 1)', async () => {
    at('/admin/blogs');
    serve(blogsPage);
    render(
      <TestProviders>
        <BlogsScreen />
      </TestProviders>,
    );
    await screen.findByText('Yazı 100');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await screen.findByText('Yazı 300');
    expect(here()).toBe('/admin/blogs?page=3');
    fireEvent.click(screen.getByRole('tab', { name: 'Taslak' }));
    await waitFor(() => expect(here()).toBe('/admin/blogs?status=DRAFT'));
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(here()).toBe('/admin/blogs?status=DRAFT&page=2'));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'vite' } });
    await waitFor(() => expect(here()).toBe('/admin/blogs?status=DRAFT&search=vite'), { timeout: 2000 });
    // The list asks for the new state right after the URL has it (on a busy machine, a moment later).
    await waitFor(() => expect(lastQuery('blogs/admin/blogs')).toMatchObject({ status: 'DRAFT', search: 'vite', page: '1' }));
  });

  it('Back after paging returns to the earlier page', async () => {
    at('/admin/blogs');
    serve(blogsPage);
    const view = render(
      <TestProviders>
        <BlogsScreen />
      </TestProviders>,
    );
    await screen.findByText('Yazı 100');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await screen.findByText('Yazı 200');
    // Back: the URL (and Next's useSearchParams) says page 1 again.
    at('/admin/blogs');
    view.rerender(
      <TestProviders>
        <BlogsScreen />
      </TestProviders>,
    );
    await screen.findByText('Yazı 100');
  });
});

describe('newsletter list (issue #12, items 6 and 9)', () => {
  const stats = { totalSubscriptions: 31, activeSubscriptions: 30, subscriptionsThisWeek: 2 };

  it('a failed list load shows the error with the reason and a retry, not "Abone bulunamadı"', async () => {
    at('/admin/newsletter');
    let broken = true;
    serve((request) => {
      if (request.path === 'newsletter/admin/stats') return { body: { success: true, data: stats } };
      if (broken)
        return { status: 500, body: { success: false, error: { message: 'Disk full', code: 'SERVER_ERROR', status: 500 } } };
      return { body: { success: true, data: [sub(1)], meta: { pagination: paginationMeta(1, 1, 20) } } };
    });
    render(
      <TestProviders>
        <NewsletterScreen />
      </TestProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Abonelikler yüklenirken hata oluştu');
    expect(alert.textContent).toContain('Disk full');
    expect(screen.queryByText('Abone bulunamadı')).toBeNull();
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('abone1@example.com')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('page, status filter and search come from and go to the URL; a search keeps the page', async () => {
    at('/admin/newsletter?status=active&page=2&search=abone');
    serve((request) => {
      if (request.path === 'newsletter/admin/stats') return { body: { success: true, data: stats } };
      const page = Number(request.query.get('page') ?? 1);
      return { body: { success: true, data: [sub(page)], meta: { pagination: paginationMeta(60, page, 20) } } };
    });
    render(
      <TestProviders>
        <NewsletterScreen />
      </TestProviders>,
    );
    await screen.findByText('abone2@example.com');
    expect(lastQuery('newsletter/admin/subscriptions')).toMatchObject({ page: '2', isActive: 'true', search: 'abone' });
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await screen.findByText('abone3@example.com');
    expect(here()).toBe('/admin/newsletter?status=active&page=3&search=abone');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'abone3' } });
    await waitFor(() => expect(here()).toBe('/admin/newsletter?status=active&page=3&search=abone3'), { timeout: 2000 });
    await act(async () => undefined);
  });
});
