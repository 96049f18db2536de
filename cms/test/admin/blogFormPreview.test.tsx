// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('../../src/admin/lib/notify', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/admin/lib/notify')>();
  return { ...original, notify: { ...original.notify, ...toasts } };
});
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

import { BlogForm } from '../../src/admin/blogForm/BlogForm';
import { emptyForm, type PostFormState } from '../../src/admin/blogForm/postForm';
import { TestProviders } from './support/providers';
import { installFakeFetch, type FakeHandler } from './support/fakeServer';

const CATEGORIES = [{ id: 1, name: 'Teknoloji', slug: 'teknoloji', blogCount: 2 }];
const URL_ANSWERED = '/preview/eyJwIjoieCJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** The tab window.open gives at the click (happy-dom opens no real window). */
function fakeTab() {
  return { opener: {} as unknown, document: { title: '' }, location: { replace: vi.fn() }, close: vi.fn() };
}

let tab: ReturnType<typeof fakeTab>;
let openSpy: ReturnType<typeof vi.fn>;

function serve(preview: FakeHandler) {
  return installFakeFetch((request) => {
    if (request.path === 'blogs/categories') return { body: { success: true, data: CATEGORIES } };
    if (request.path === 'blogs/admin/preview') return preview(request);
    return { status: 404, body: {} };
  });
}

beforeEach(() => {
  localStorage.clear();
  for (const spy of Object.values(toasts)) spy.mockClear();
  tab = fakeTab();
  openSpy = vi.fn(() => tab);
  vi.stubGlobal('open', openSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(options: { mode?: 'create' | 'edit'; initial?: Partial<PostFormState>; postId?: number } = {}) {
  const onSave = vi.fn(async () => ({ ok: true as const }));
  render(
    <TestProviders>
      <BlogForm
        mode={options.mode ?? 'create'}
        initial={{ ...emptyForm(), ...options.initial }}
        onSave={onSave}
        {...(options.postId !== undefined ? { postId: options.postId } : {})}
      />
    </TestProviders>,
  );
  return onSave;
}

const previewButton = () => screen.getByRole('button', { name: 'Önizle' });

describe("the post form's 'Önizle'", () => {
  it('sends the unsaved values (no category yet) and sends the tab it opened at the click to the signed link', async () => {
    const { calls } = serve(() => ({ status: 201, body: { success: true, data: { url: URL_ANSWERED } } }));
    const onSave = renderForm();
    fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: '  Kaydedilmemiş yazı ' } });
    fireEvent.change(screen.getByLabelText('Blog İçeriği *'), { target: { value: 'Merhaba **dünya**' } });
    fireEvent.change(screen.getByLabelText('Etiketler'), { target: { value: 'react, web' } });
    fireEvent.click(previewButton());
    // The tab is opened synchronously, in the click (a tab opened after an await is a popup).
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(openSpy.mock.calls[0]).toEqual(['', 'blog-preview']);
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(URL_ANSWERED));
    const sent = calls.find((c) => c.path === 'blogs/admin/preview')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toMatchObject({ title: 'Kaydedilmemiş yazı', content: 'Merhaba **dünya**', tags: 'react, web' });
    expect(sent.body).not.toHaveProperty('categoryId');
    expect(sent.body).not.toHaveProperty('id');
    expect(onSave).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
    expect(previewButton().hasAttribute('disabled')).toBe(false);
  });

  it("on the edit form sends the post's id", async () => {
    const { calls } = serve(() => ({ status: 201, body: { success: true, data: { url: URL_ANSWERED } } }));
    renderForm({ mode: 'edit', postId: 42, initial: { title: 'Var olan', content: 'İçerik', categoryId: '1', status: 'DRAFT' } });
    await screen.findByRole('option', { name: 'Teknoloji' });
    fireEvent.click(previewButton());
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(URL_ANSWERED));
    expect(calls.find((c) => c.path === 'blogs/admin/preview')!.body).toMatchObject({ id: 42, title: 'Var olan', categoryId: 1 });
  });

  it('checks with the shared rules first: an empty title is shown under the field, no tab, no call', async () => {
    const { calls } = serve(() => ({ status: 500, body: {} }));
    renderForm();
    fireEvent.change(screen.getByLabelText('Blog İçeriği *'), { target: { value: 'Gövde' } });
    fireEvent.click(previewButton());
    expect(await screen.findByText('Blog başlığı gereklidir')).toBeTruthy();
    expect(screen.getByLabelText('Blog Başlığı *').getAttribute('aria-invalid')).toBe('true');
    expect(openSpy).not.toHaveBeenCalled();
    expect(calls.some((c) => c.path === 'blogs/admin/preview')).toBe(false);
  });

  it("shows the server's 400 under its field and closes the tab", async () => {
    serve(() => ({
      status: 400,
      body: {
        success: false,
        message: 'Geçersiz görsel',
        error: {
          message: 'Geçersiz görsel',
          code: 'VALIDATION_ERROR',
          status: 400,
          details: { validation: { featuredImage: 'Sunucu reddetti' } },
        },
      },
    }));
    renderForm({ initial: { title: 'Başlık', content: 'Gövde', featuredImage: 'https://example.com/a.png' } });
    fireEvent.click(previewButton());
    expect(await screen.findByText('Sunucu reddetti')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
    expect(toasts.error).toHaveBeenCalledWith(expect.stringContaining('Önizleme açılamadı'));
  });

  it('tells why when the site was never built (503)', async () => {
    const message = 'Site henüz derlenmedi; önizleme ilk derlemeden sonra kullanılabilir.';
    serve(() => ({
      status: 503,
      body: { success: false, message, error: { message, code: 'SERVER_ERROR', status: 503 } },
    }));
    renderForm({ initial: { title: 'Başlık', content: 'Gövde' } });
    fireEvent.click(previewButton());
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(`Önizleme açılamadı: ${message}`));
    expect(tab.close).toHaveBeenCalled();
  });
});
