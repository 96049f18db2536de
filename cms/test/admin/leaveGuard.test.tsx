// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

import { BlogForm } from '../../src/admin/blogForm/BlogForm';
import { emptyForm } from '../../src/admin/blogForm/formState';
import { NewCategoryScreen } from '../../src/admin/categoryForm/NewCategoryScreen';
import { ConfirmProvider } from '../../src/admin/ui/ConfirmProvider';
import { installFakeFetch } from './support/fakeServer';
import { resetHistoryState, wentTo } from './support/navigation';

const MESSAGE = 'Kaydedilmemiş değişiklikler var. Sayfadan ayrılmak istiyor musunuz?';

beforeEach(() => {
  router.push.mockClear();
  router.replace.mockClear();
  installFakeFetch(() => ({ body: { success: true, data: [] } }));
});
afterEach(() => {
  cleanup();
  resetHistoryState();
  vi.unstubAllGlobals();
});

function renderPostForm() {
  render(
    <ConfirmProvider>
      <nav>
        <a href="/admin/categories">Kategoriler</a>
      </nav>
      <BlogForm mode="create" initial={emptyForm()} onSave={async () => ({ ok: true })} />
    </ConfirmProvider>,
  );
}

const unloadBlocked = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('unsaved changes (issue #12, item 9)', () => {
  it('a clean form lets the user go; a changed one makes the browser ask before unloading', () => {
    renderPostForm();
    expect(unloadBlocked()).toBe(false);
    fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: 'Yarım kalan yazı' } });
    expect(unloadBlocked()).toBe(true);
  });

  it('a link inside the admin asks first: İptal stays, Ayrıl goes', async () => {
    renderPostForm();
    fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: 'Yarım kalan yazı' } });
    fireEvent.click(screen.getByRole('link', { name: 'Kategoriler' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(wentTo(router)).toEqual([]);
    expect((screen.getByLabelText('Blog Başlığı *') as HTMLInputElement).value).toBe('Yarım kalan yazı');
    fireEvent.click(screen.getByRole('link', { name: 'İptal' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ayrıl' }));
    await waitFor(() => expect(wentTo(router)).toEqual(['/admin/blogs']));
  });

  it('Back asks too (the page keeps an entry of its own on top while changed)', async () => {
    renderPostForm();
    const before = window.history.length;
    fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: 'x' } });
    expect(window.history.length).toBe(before + 1);
    // What the browser does on Back: the page's own entry comes back, then popstate.
    window.history.replaceState(null, '', window.location.href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.history.length).toBe(before + 2);
  });

  it('the category form asks on cancel only when something was typed', async () => {
    render(
      <ConfirmProvider>
        <NewCategoryScreen />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(wentTo(router)).toEqual(['/admin/categories']));
    router.push.mockClear();
    fireEvent.change(screen.getByLabelText('Kategori Adı *'), { target: { value: 'Yeni' } });
    expect(unloadBlocked()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'İptal' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(MESSAGE);
    expect(router.push).not.toHaveBeenCalled();
  });
});
