// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { formatAdminDateTime } from '@blog/shared';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

import { BlogsScreen } from '../../src/admin/blogs/BlogsScreen';
import { EditBlogScreen } from '../../src/admin/blogForm/EditBlogScreen';
import { RecentPosts } from '../../src/admin/dashboard/panels';
import { setSession } from '../../src/admin/lib/authStore';
import { TestProviders } from './support/providers';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeRequest } from './support/fakeServer';
import { resetHistoryState } from './support/navigation';

const FUTURE = new Date(Date.now() + 3 * 86_400_000).toISOString();
const post = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  title: `Yazı ${id}`,
  slug: `yazi-${id}`,
  excerpt: null,
  content: 'c',
  categoryId: 4,
  category: { id: 4, name: 'Teknoloji', slug: 'teknoloji' },
  tags: [],
  featuredImage: null,
  status: 'PUBLISHED',
  publishedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-02-01T10:00:00.000Z',
  viewCount: 0,
  ...fields,
});
const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });
const CATEGORIES = [{ id: 4, name: 'Teknoloji', slug: 'teknoloji', blogCount: 1 }];

let calls: FakeRequest[] = [];
beforeEach(() => {
  localStorage.clear();
  setSession({ accessToken: fakeJwt(nowSeconds() + 600), refreshToken: 'r', user: ADMIN_USER });
  for (const spy of [...Object.values(toasts), router.push, router.replace]) spy.mockClear();
});
afterEach(() => {
  cleanup();
  resetHistoryState();
  vi.unstubAllGlobals();
});

describe('scheduled posts (issue #12, data rule 2)', () => {
  it("the list shows a future-dated post as 'Zamanlandı' with its date and time, and no site link", async () => {
    const list = [post(1), post(2, { publishedAt: FUTURE })];
    calls = installFakeFetch(() => ({
      body: { success: true, data: list, meta: { pagination: { total: 2, totalPages: 1, page: 1, limit: 20 } } },
    })).calls;
    render(
      <TestProviders>
        <BlogsScreen />
      </TestProviders>,
    );
    await screen.findByText('Yazı 2');
    const rows = screen.getAllByRole('row');
    const live = rows.find((row) => row.textContent?.includes('Yazı 1'))!;
    const scheduled = rows.find((row) => row.textContent?.includes('Yazı 2'))!;
    expect(within(live).getByText('Yayında')).toBeTruthy();
    expect(within(live).getByRole('link', { name: /"Yazı 1" yazısını sitede görüntüle/ })).toBeTruthy();
    expect(within(scheduled).queryByText('Yayında')).toBeNull();
    expect(within(scheduled).getByText('Zamanlandı')).toBeTruthy();
    expect(within(scheduled).getByText(formatAdminDateTime(FUTURE))).toBeTruthy();
    expect(within(scheduled).queryByRole('link', { name: /sitede görüntüle/ })).toBeNull();
  });

  it('the dashboard and the edit form say scheduled too; the edit form links to the site only when live', async () => {
    render(<RecentPosts posts={[post(3, { publishedAt: FUTURE })] as never} loading={false} error={null} />);
    expect(screen.getByText('Zamanlandı')).toBeTruthy();
    expect(screen.queryByText('Yayında')).toBeNull();
    cleanup();
    calls = installFakeFetch((request) =>
      request.path === 'blogs/categories' ? ok(CATEGORIES) : ok(post(42, { publishedAt: FUTURE })),
    ).calls;
    render(
      <TestProviders>
        <EditBlogScreen id="42" />
      </TestProviders>,
    );
    await screen.findByDisplayValue('Yazı 42');
    expect(screen.queryByRole('link', { name: /Canlı sitede görüntüle/ })).toBeNull();
    expect(screen.getByText('Zamanlandı')).toBeTruthy();
  });
});

describe("the list's date (issue #12, data rule 3)", () => {
  it('shows the publish date of published and scheduled posts, the creation date of the rest, and says which', async () => {
    const list = [post(1), post(2, { status: 'DRAFT', publishedAt: null })];
    calls = installFakeFetch(() => ({
      body: { success: true, data: list, meta: { pagination: { total: 2, totalPages: 1, page: 1, limit: 20 } } },
    })).calls;
    render(
      <TestProviders>
        <BlogsScreen />
      </TestProviders>,
    );
    await screen.findByText('Yazı 2');
    const published = screen.getByText('Yayın: 05.03.2026');
    expect(published.getAttribute('title')).toBe('Yayın tarihi');
    expect(published.getAttribute('datetime')).toBe('2026-03-05T10:00:00.000Z');
    expect(screen.getByText('Oluşturma: 01.02.2026').getAttribute('title')).toBe('Oluşturulma tarihi');
    expect(screen.getByRole('columnheader', { name: 'Tarih' })).toBeTruthy();
  });
});

describe('taking a live post down (issue #12, data rule 1)', () => {
  function serveEdit(stored: Record<string, unknown>) {
    calls = installFakeFetch((request) => {
      if (request.path === 'blogs/categories') return ok(CATEGORIES);
      if (request.method === 'GET') return ok(post(42, stored));
      return ok({ ...post(42, stored), status: 'DRAFT' });
    }).calls;
    render(
      <TestProviders>
        <EditBlogScreen id="42" />
      </TestProviders>,
    );
  }
  const puts = () => calls.filter((call) => call.method === 'PUT');

  it("'Taslak Kaydet' on a live post asks first; 'İptal' saves nothing and keeps the status", async () => {
    serveEdit({});
    await screen.findByDisplayValue('Yazı 42');
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Bu yazı yayında. Taslağa almak onu siteden kaldırır. Devam edilsin mi?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(puts()).toHaveLength(0);
    expect((screen.getByLabelText('Durum') as HTMLSelectElement).value).toBe('PUBLISHED');
  });

  it('once confirmed, the draft is saved without a date (the server keeps the stored one)', async () => {
    serveEdit({});
    await screen.findByDisplayValue('Yazı 42');
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Devam Et' }));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith('Taslak kaydedildi!'));
    const body = puts()[0]?.body as Record<string, unknown>;
    expect(body.status).toBe('DRAFT');
    expect(body).not.toHaveProperty('publishedAt');
  });

  it('a draft, or a scheduled post, is saved as a draft without asking', async () => {
    serveEdit({ publishedAt: FUTURE });
    await screen.findByDisplayValue('Yazı 42');
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    await waitFor(() => expect(toasts.info).toHaveBeenCalledWith('Taslak kaydedildi!'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
