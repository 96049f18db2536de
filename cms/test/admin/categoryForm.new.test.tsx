// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, toasts } from './support/mocks';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, TR } from '@blog/shared';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }));

vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/category/new' }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('../../src/admin/lib/api', async () => ({ api: (await import('./support/mocks')).api }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));

import { NewCategoryScreen } from '../../src/admin/categoryForm/NewCategoryScreen';
import { TestProviders } from './support/providers';
import { resetHistoryState, wentTo } from './support/navigation';
import { descriptionInput, errorOf, nameInput, submit, submitButton, type } from './support/categoryFormDom';
import { hasCategoryChanges, toCategoryPayload } from '../../src/admin/categories/categories';

const renderNew = () =>
  render(
    <TestProviders>
      <NewCategoryScreen />
    </TestProviders>,
  );

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  resetHistoryState();
  cleanup();
  vi.useRealTimers();
});

describe('new category form', () => {
  it('previews the slug of a Turkish name live', () => {
    renderNew();
    expect(screen.getByTestId('slug-preview').textContent).toBe(TR.category.slugEmpty);
    type(nameInput(), 'Yazılım Geliştirme & İpuçları!');
    expect(screen.getByTestId('slug-preview').textContent).toBe('yazilim-gelistirme-ipuclari');
    type(nameInput(), '  Şık   Öğle Çayı  ');
    expect(screen.getByTestId('slug-preview').textContent).toBe('sik-ogle-cayi');
  });

  it('counts the description as n/200 and marks it when over', () => {
    renderNew();
    const counter = screen.getByTestId('description-counter');
    expect(counter.textContent).toBe('0/200');
    type(descriptionInput(), 'abcdefghij');
    expect(counter.textContent).toBe('10/200');
    type(descriptionInput(), 'x'.repeat(201));
    expect(counter.textContent).toBe('201/200');
    expect(counter.className).toContain('catf-counter--over');
  });

  it('disables submit with a blank name, enables it with any name', () => {
    renderNew();
    expect(submitButton().disabled).toBe(true);
    type(nameInput(), '   ');
    expect(submitButton().disabled).toBe(true);
    type(nameInput(), 'a');
    expect(submitButton().disabled).toBe(false);
  });

  it('shows each name message at its boundary and sends nothing', () => {
    renderNew();
    type(nameInput(), '   ');
    fireEvent.blur(nameInput());
    expect(errorOf(nameInput())).toBe(TR.category.nameRequired);

    type(nameInput(), ' a ');
    fireEvent.blur(nameInput());
    // Only an emptied name is reported on blur; the rest waits for submit (no layout jump under the click).
    expect(errorOf(nameInput())).toBeNull();
    submit();
    expect(errorOf(nameInput())).toBe(TR.category.nameMin);

    type(nameInput(), 'x'.repeat(51));
    submit();
    expect(errorOf(nameInput())).toBe(TR.category.nameMax);
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('accepts the boundaries: 2 and 50 characters, a 200-character description', async () => {
    api.post.mockResolvedValue({ data: { id: 1 } });
    renderNew();
    type(nameInput(), 'ab');
    fireEvent.blur(nameInput());
    expect(errorOf(nameInput())).toBeNull();
    type(nameInput(), 'x'.repeat(50));
    type(descriptionInput(), 'd'.repeat(200));
    submit();
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith('blogs/admin/categories', { name: 'x'.repeat(50), description: 'd'.repeat(200) });
  });

  it('shows the description message over 200 characters', () => {
    renderNew();
    type(nameInput(), 'Geçerli Ad');
    type(descriptionInput(), 'd'.repeat(201));
    submit();
    expect(errorOf(descriptionInput())).toBe(TR.category.descriptionMax);
    expect(errorOf(nameInput())).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('clears a field error as you type in that field only', () => {
    renderNew();
    type(nameInput(), 'a');
    type(descriptionInput(), 'd'.repeat(201));
    submit();
    expect(errorOf(nameInput())).toBe(TR.category.nameMin);
    expect(errorOf(descriptionInput())).toBe(TR.category.descriptionMax);
    type(nameInput(), 'ab');
    expect(errorOf(nameInput())).toBeNull();
    expect(errorOf(descriptionInput())).toBe(TR.category.descriptionMax);
    type(descriptionInput(), 'kısa');
    expect(errorOf(descriptionInput())).toBeNull();
  });

  it('sends the name trimmed and omits an empty description; then toasts and goes to the list', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    api.post.mockReturnValue(new Promise((r) => (resolve = r)));
    renderNew();
    type(nameInput(), '  Yazılım  ');
    type(descriptionInput(), '   ');
    submit();
    expect(submitButton(TR.category.creating).disabled).toBe(true);
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('blogs/admin/categories', { name: 'Yazılım' }));
    await act(async () => resolve({ data: { id: 5 } }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(TR.category.created));
    expect(wentTo(router)).toContain('/admin/categories');
  });

  it('trims a non-empty description', () => {
    expect(toCategoryPayload({ name: ' A b ', description: '  açıklama  ' })).toEqual({ name: 'A b', description: 'açıklama' });
    expect(toCategoryPayload({ name: 'A', description: '' })).toEqual({ name: 'A' });
    expect(hasCategoryChanges({ name: 'A ', description: '' }, { name: 'A', description: '' })).toBe(false);
    expect(hasCategoryChanges({ name: 'A', description: 'x' }, { name: 'A', description: '' })).toBe(true);
  });

  it('puts the server validation (409 duplicate name) under the field, without a toast', async () => {
    api.post.mockRejectedValue(
      new ApiError(TR.category.duplicateName, 'DUPLICATE_NAME', 409, { validation: { name: TR.category.duplicateName } }),
    );
    renderNew();
    type(nameInput(), 'Var Olan');
    submit();
    await waitFor(() => expect(errorOf(nameInput())).toBe(TR.category.duplicateName));
    expect(toasts.error).not.toHaveBeenCalled();
    expect(submitButton().disabled).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('toasts the server message, or Bilinmeyen hata, when there are no field details', async () => {
    api.post.mockRejectedValueOnce(new ApiError('Bu işlem için yetkiniz yok', 'FORBIDDEN', 403));
    renderNew();
    type(nameInput(), 'Yeni');
    submit();
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Kategori oluşturulamadı: Bu işlem için yetkiniz yok'));
    api.post.mockRejectedValueOnce(new ApiError('An unexpected error occurred'));
    submit();
    await waitFor(() => expect(toasts.error).toHaveBeenLastCalledWith(`Kategori oluşturulamadı: ${TR.unknownError}`));
  });
});
