// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, toasts } from './support/mocks';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, TR, type Category } from '@blog/shared';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }));

vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/category/edit/7' }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('../../src/admin/lib/api', async () => ({ api: (await import('./support/mocks')).api }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));

import { EditCategoryScreen } from '../../src/admin/categoryForm/EditCategoryScreen';
import { TestProviders } from './support/providers';
import { resetHistoryState, wentTo } from './support/navigation';
import { descriptionInput, errorOf, nameInput, submit, submitButton, type } from './support/categoryFormDom';

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  resetHistoryState();
  cleanup();
  vi.useRealTimers();
});

const CATEGORIES: Category[] = [
  { id: 7, name: 'Yazılım', description: 'Kod yazıları', slug: 'yazilim', blogCount: 2, createdAt: '2026-01-02T10:00:00.000Z' },
  { id: 8, name: 'Tasarım', description: null, slug: 'tasarim', blogCount: 0, createdAt: null },
];

const renderEdit = (id: string) =>
  render(
    <TestProviders>
      <EditCategoryScreen id={id} />
    </TestProviders>,
  );

describe('edit category form', () => {
  it('finds the category in the list, warns about unsaved changes and saves with PUT', async () => {
    api.get.mockResolvedValue({ data: CATEGORIES });
    api.put.mockResolvedValue({ data: CATEGORIES[0] });
    renderEdit('7');
    await waitFor(() => expect(nameInput().value).toBe('Yazılım'));
    expect(api.get).toHaveBeenCalledWith('blogs/categories');
    expect(descriptionInput().value).toBe('Kod yazıları');
    expect(screen.queryByText(TR.category.unsaved)).toBeNull();
    expect(submitButton(TR.category.save).disabled).toBe(true);

    type(nameInput(), 'Yazılım Geliştirme');
    expect(screen.getByText(TR.category.unsaved)).toBeTruthy();
    expect(screen.getByTestId('slug-preview').textContent).toBe('yazilim-gelistirme');
    expect(submitButton(TR.category.save).disabled).toBe(false);

    type(nameInput(), 'Yazılım');
    expect(screen.queryByText(TR.category.unsaved)).toBeNull();
    expect(submitButton(TR.category.save).disabled).toBe(true);

    type(nameInput(), '   ');
    expect(submitButton(TR.category.save).disabled).toBe(true);

    type(nameInput(), ' Yazılım 2 ');
    type(descriptionInput(), '  ');
    submit();
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('blogs/admin/categories/7', { name: 'Yazılım 2' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(TR.category.updated));
    expect(wentTo(router)).toContain('/admin/categories');
  });

  it('maps an update validation error under the field', async () => {
    api.get.mockResolvedValue({ data: CATEGORIES });
    api.put.mockRejectedValue(
      new ApiError('Geçersiz', 'VALIDATION_ERROR', 400, { validation: { description: TR.category.descriptionMax } }),
    );
    renderEdit('8');
    await waitFor(() => expect(nameInput().value).toBe('Tasarım'));
    type(descriptionInput(), 'yeni açıklama');
    submit();
    await waitFor(() => expect(errorOf(descriptionInput())).toBe(TR.category.descriptionMax));
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("shows 'Kategori bulunamadı' for a missing id and goes to the list after 3 s", async () => {
    vi.useFakeTimers();
    api.get.mockResolvedValue({ data: CATEGORIES });
    renderEdit('999');
    // Query results reach the screen on a zero-delay timer (TanStack Query's notify scheduler).
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('alert').textContent).toContain(TR.category.notFound);
    expect(screen.getByRole('button', { name: TR.retry })).toBeTruthy();
    expect(screen.getByRole('button', { name: TR.category.backToList })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2900));
    expect(router.replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(router.replace).toHaveBeenCalledWith('/admin/categories');
  });

  it('shows the load failure; a retry cancels the redirect and loads again', async () => {
    vi.useFakeTimers();
    api.get.mockRejectedValueOnce(new ApiError('Sunucu kapalı', 'UNKNOWN_ERROR', 404));
    renderEdit('7');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('alert').textContent).toContain(TR.category.loadFailed('Sunucu kapalı'));
    api.get.mockResolvedValueOnce({ data: CATEGORIES });
    fireEvent.click(screen.getByRole('button', { name: TR.retry }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(nameInput().value).toBe('Yazılım');
    act(() => vi.advanceTimersByTime(5000));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('deletes after a confirmation naming the category, then returns to the list', async () => {
    api.get.mockResolvedValue({ data: CATEGORIES });
    api.del.mockResolvedValue({ data: { id: 7 } });
    renderEdit('7');
    await waitFor(() => expect(nameInput().value).toBe('Yazılım'));
    fireEvent.click(screen.getByRole('button', { name: TR.category.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(TR.category.deleteConfirm('Yazılım'));
    fireEvent.click(screen.getAllByRole('button', { name: TR.category.delete }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.del).toHaveBeenCalledWith('blogs/admin/categories/7'));
    await waitFor(() => expect(wentTo(router)).toContain('/admin/categories'));
    expect(toasts.success).toHaveBeenCalledWith(TR.category.deleted);
  });
});
