// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, TR, type Category } from '@blog/shared';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/admin/categories',
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
import { filterCategories } from '../../src/admin/categories/categories';

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

const renderList = () =>
  render(
    <TestProviders>
      <CategoriesScreen />
    </TestProviders>,
  );
const search = () => screen.getByLabelText(TR.category.searchLabel) as HTMLInputElement;

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('category list', () => {
  it('filters case-insensitively on name or description (Turkish I/İ too)', () => {
    expect(filterCategories(CATEGORIES, 'YAZILIM').map((c) => c.id)).toEqual([1]);
    expect(filterCategories(CATEGORIES, 'araç').map((c) => c.id)).toEqual([1]);
    expect(filterCategories(CATEGORIES, 'ışık').map((c) => c.id)).toEqual([2]);
    expect(filterCategories(CATEGORIES, 'info').map((c) => c.id)).toEqual([3]);
    expect(filterCategories(CATEGORIES, 'inceleme').map((c) => c.id)).toEqual([3]);
    expect(filterCategories(CATEGORIES, '  ').length).toBe(3);
  });

  it('renders the table with the total, fallbacks and links', async () => {
    api.get.mockResolvedValue({ data: CATEGORIES });
    renderList();
    await screen.findByText('Yazılım');
    expect(api.get).toHaveBeenCalledWith('blogs/categories');
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

  it('searches with a result line, a clear button and the searching empty state', async () => {
    api.get.mockResolvedValue({ data: CATEGORIES });
    renderList();
    await screen.findByText('Yazılım');
    fireEvent.change(search(), { target: { value: 'yazı' } });
    expect(screen.getByText(TR.category.resultCount(2, 3))).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'yokboyle' } });
    expect(screen.getByText(TR.category.emptySearch)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: TR.clearSearch })[0] as HTMLElement);
    expect(search().value).toBe('');
    expect(screen.getByText('Information')).toBeTruthy();
  });

  it("shows 'Henüz kategori yok' with a create-first link when there are none", async () => {
    api.get.mockResolvedValue({ data: [] });
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
    expect(alert.textContent).toContain('/api/v1/blogs/categories');
    api.get.mockResolvedValueOnce({ data: CATEGORIES });
    fireEvent.click(screen.getByRole('button', { name: TR.retry }));
    await screen.findByText('Yazılım');
  });

  it('deletes after the confirmation naming it, drops it at once and reloads the list; a 409 shows the server text', async () => {
    const deleted = new Set<unknown>();
    // The server's list: without what was deleted.
    api.get.mockImplementation(async () => ({ data: CATEGORIES.filter((category) => !deleted.has(category.id)) }));
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
