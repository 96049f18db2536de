// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  ApiError,
  TR,
  categoryMatches,
  compareCategories,
  paginationMeta,
  type Category,
  type CategorySortKey,
} from '@blog/shared';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/admin/categories',
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('../../src/admin/lib/api', async () => ({ api: (await import('./support/mocks')).api }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));

import { CategoriesScreen } from '../../src/admin/categories/CategoriesScreen';
import { TestProviders } from './support/providers';
import { resetHistoryState } from './support/navigation';

const CATEGORIES: Category[] = [
  { id: 1, name: 'Yazılım', description: 'Kod ve araçlar', slug: 'yazilim', blogCount: 3, createdAt: '2026-01-02T10:00:00.000Z' },
  { id: 2, name: 'Işık Tasarımı', description: null, slug: 'isik-tasarimi', blogCount: 0, createdAt: null },
  {
    id: 3,
    name: 'Information',
    description: 'İnceleme yazıları',
    slug: 'information',
    blogCount: 1,
    createdAt: '2026-02-03T10:00:00.000Z',
  },
];

type ListQuery = { page: number; limit: number; search?: string; sortBy: CategorySortKey; sortOrder: 'asc' | 'desc' };

/** GET blogs/admin/categories as the server answers it: searched, sorted and paged over `rows()`. */
function serveList(rows: () => Category[]) {
  api.get.mockImplementation(async (path: string, query: ListQuery) => {
    expect(path).toBe('blogs/admin/categories');
    const matching = rows()
      .filter((category) => categoryMatches(category, query.search ?? ''))
      .sort(compareCategories(query.sortBy, query.sortOrder));
    const start = (query.page - 1) * query.limit;
    return {
      data: matching.slice(start, start + query.limit),
      meta: { pagination: paginationMeta(matching.length, query.page, query.limit) },
    };
  });
}
const lastQuery = () => api.get.mock.calls.at(-1)?.[1] as ListQuery;

const renderList = () =>
  render(
    <TestProviders>
      <CategoriesScreen />
    </TestProviders>,
  );
const search = () => screen.getByLabelText(TR.category.searchLabel) as HTMLInputElement;

beforeEach(() => {
  vi.clearAllMocks();
  resetHistoryState();
});
afterEach(cleanup);

describe('category list', () => {
  it('matches case-insensitively on name or description (Turkish I/İ too)', () => {
    const ids = (query: string) => CATEGORIES.filter((c) => categoryMatches(c, query)).map((c) => c.id);
    expect(ids('YAZILIM')).toEqual([1]);
    expect(ids('araç')).toEqual([1]);
    expect(ids('ışık')).toEqual([2]);
    expect(ids('info')).toEqual([3]);
    expect(ids('inceleme')).toEqual([3]);
    expect(ids('  ').length).toBe(3);
  });

  it('renders the first page with the total, fallbacks and links', async () => {
    serveList(() => CATEGORIES);
    renderList();
    await screen.findByText('Yazılım');
    expect(api.get).toHaveBeenCalledWith('blogs/admin/categories', { page: 1, limit: 20, sortBy: 'name', sortOrder: 'asc' });
    expect(screen.getByText(TR.category.listSubtitle('3'))).toBeTruthy();
    const row = screen.getByText('Işık Tasarımı').closest('tr') as HTMLElement;
    expect(within(row).getByText(TR.noDescription)).toBeTruthy();
    expect(within(row).getByText(TR.unknown)).toBeTruthy();
    expect(within(row).getByText('isik-tasarimi')).toBeTruthy();
    const first = screen.getByText('Yazılım').closest('tr') as HTMLElement;
    expect(within(first).getByText('02.01.2026')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Düzenle/ })
        .getAttribute('href'),
    ).toBe('/admin/category/edit/1');
    expect(screen.getByRole('link', { name: TR.category.newCategory }).getAttribute('href')).toBe('/admin/category/new');
  });

  it('pages through 80 categories 20 at a time, with the page in the URL', async () => {
    const many = Array.from({ length: 80 }, (_, index) => ({
      id: index + 1,
      name: `Kategori ${String(index + 1).padStart(2, '0')}`,
      description: null,
      slug: `kategori-${index + 1}`,
      blogCount: index % 2,
      createdAt: '2026-01-02T10:00:00.000Z',
    }));
    serveList(() => many);
    renderList();
    await screen.findByText('Kategori 01');
    expect(screen.getByText(TR.category.listSubtitle('80'))).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText(TR.pagination.range('1', '20', '80'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TR.pagination.page(4) }));
    await screen.findByText('Kategori 61');
    expect(lastQuery().page).toBe(4);
    expect(window.location.search).toBe('?page=4');
    expect(screen.queryByText('Kategori 01')).toBeNull();
    expect(screen.getByText(TR.pagination.range('61', '80', '80'))).toBeTruthy();
  });

  it('sorts by a column header on the server and says so with aria-sort; a new sort starts at page 1', async () => {
    serveList(() => CATEGORIES);
    renderList();
    await screen.findByText('Yazılım');
    const nameHeader = screen.getByRole('columnheader', { name: /Kategori Adı/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Blog Sayısı/ })).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'blogCount', page: 1 }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Blog Sayısı/ }).getAttribute('aria-sort')).toMatch(/ending$/),
    );
    const order = lastQuery().sortOrder;
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    await waitFor(() =>
      expect(names()).toEqual(
        order === 'asc' ? ['Işık Tasarımı', 'Information', 'Yazılım'] : ['Yazılım', 'Information', 'Işık Tasarımı'],
      ),
    );
    expect(screen.getByRole('columnheader', { name: /Kategori Adı/ }).getAttribute('aria-sort')).toBeNull();
    expect(window.location.search).toContain('sortBy=blogCount');
  });

  it('searches on the server after the debounce, with a result line, a clear button and the searching empty state', async () => {
    serveList(() => CATEGORIES);
    renderList();
    await screen.findByText('Yazılım');
    fireEvent.change(search(), { target: { value: 'yazı' } });
    await screen.findByText(TR.category.resultCount(2), undefined, { timeout: 3000 });
    expect(lastQuery()).toMatchObject({ search: 'yazı', page: 1 });
    expect(screen.queryByText('Işık Tasarımı')).toBeNull();
    fireEvent.change(search(), { target: { value: 'yokboyle' } });
    await screen.findByText(TR.category.emptySearch, undefined, { timeout: 3000 });
    fireEvent.click(screen.getAllByRole('button', { name: TR.clearSearch })[0] as HTMLElement);
    expect(search().value).toBe('');
    await screen.findByText('Information', undefined, { timeout: 3000 });
  });

  it("shows 'Henüz kategori yok' with a create-first link when there are none", async () => {
    serveList(() => []);
    renderList();
    await screen.findByText(TR.category.empty);
    expect(screen.getByRole('link', { name: TR.category.createFirst }).getAttribute('href')).toBe('/admin/category/new');
  });

  it("shows 'Kategoriler Yüklenemedi' with the message, the hint and a working retry", async () => {
    api.get.mockRejectedValueOnce(new ApiError('Kapalı', 'CONFLICT', 409));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(TR.category.listFailed);
    expect(alert.textContent).toContain('Kapalı');
    expect(alert.textContent).toContain('/api/v1/blogs/admin/categories');
    serveList(() => CATEGORIES);
    fireEvent.click(screen.getByRole('button', { name: TR.retry }));
    await screen.findByText('Yazılım');
  });

  it('bulk-deletes only unused categories: used ones cannot be ticked, a refusal shows the server text', async () => {
    const deleted = new Set<unknown>();
    serveList(() => CATEGORIES.filter((category) => !deleted.has(category.id)));
    renderList();
    await screen.findByText('Yazılım');
    const used = screen.getByRole('checkbox', { name: TR.category.selectInUse('Yazılım', 3) }) as HTMLInputElement;
    expect(used.disabled).toBe(true);
    const unused = screen.getByRole('checkbox', { name: TR.category.selectRow('Işık Tasarımı') }) as HTMLInputElement;
    expect(unused.disabled).toBe(false);
    expect(screen.queryByRole('region', { name: TR.category.bulkLabel })).toBeNull();

    // Select all on the page takes only the unused one.
    fireEvent.click(screen.getByRole('checkbox', { name: TR.category.selectAll }));
    const bar = await screen.findByRole('region', { name: TR.category.bulkLabel });
    expect(bar.textContent).toContain(TR.category.selected(1));

    // Someone gave it a post meanwhile: the server refuses, its message is shown, nothing leaves.
    api.post.mockRejectedValueOnce(new ApiError(TR.category.bulkInUse('Işık Tasarımı (1)'), 'CATEGORY_IN_USE', 409));
    fireEvent.click(within(bar).getByRole('button', { name: TR.category.bulkDelete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(TR.category.bulkDeleteConfirm(1));
    fireEvent.click(within(dialog).getByRole('button', { name: TR.category.delete }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(TR.category.bulkInUse('Işık Tasarımı (1)')));
    expect(api.post).toHaveBeenCalledWith('blogs/admin/categories/bulk-delete', { categoryIds: [2] });
    expect(screen.getByText('Işık Tasarımı')).toBeTruthy();

    api.post.mockImplementationOnce(async (_path: string, body: { categoryIds: number[] }) => {
      for (const id of body.categoryIds) deleted.add(id);
      return { data: { deleted: body.categoryIds, notFound: [] } };
    });
    fireEvent.click(
      within(screen.getByRole('region', { name: TR.category.bulkLabel })).getByRole('button', { name: TR.category.bulkDelete }),
    );
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: TR.category.delete }));
    await waitFor(() => expect(screen.queryByText('Işık Tasarımı')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith(TR.category.bulkDeleted(1));
    expect(screen.queryByRole('region', { name: TR.category.bulkLabel })).toBeNull();
  });

  it('deletes one after the confirmation naming it and reloads the list; a 409 shows the server text', async () => {
    const deleted = new Set<unknown>();
    serveList(() => CATEGORIES.filter((category) => !deleted.has(category.id)));
    api.del.mockImplementation(async (path: string) => {
      deleted.add(Number(path.split('/').at(-1)));
      return { data: { id: 2 } };
    });
    renderList();
    await screen.findByText('Yazılım');
    api.del.mockRejectedValueOnce(new ApiError(TR.category.inUse(3), 'CATEGORY_IN_USE', 409));
    fireEvent.click(screen.getByRole('button', { name: 'Sil: Yazılım' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('"Yazılım" kategorisini silmek istediğinizden emin misiniz? Bu işlem geri alınamaz.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(TR.category.inUse(3)));
    expect(screen.getByText('Yazılım')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sil: Işık Tasarımı' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.queryByText('Işık Tasarımı')).toBeNull());
    expect(api.del).toHaveBeenLastCalledWith('blogs/admin/categories/2');
    expect(toasts.success).toHaveBeenCalledWith(TR.category.deleted);
    // Both writes invalidated the list (a refused one may have changed something too): it was asked again.
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(3));
    expect(screen.queryByText('Işık Tasarımı')).toBeNull();
    expect(screen.getByText('Yazılım')).toBeTruthy();
  });
});
