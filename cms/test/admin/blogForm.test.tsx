// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

import { BlogForm } from '../../src/admin/blogForm/BlogForm';
import { emptyForm, type PostFormState } from '../../src/admin/blogForm/postForm';
import type { SaveHandler } from '../../src/admin/blogForm/BlogForm';
import { TestProviders } from './support/providers';
import { installFakeFetch } from './support/fakeServer';

const CATEGORIES = [
  { id: 1, name: 'Teknoloji', slug: 'teknoloji', blogCount: 2 },
  { id: 2, name: 'Yaşam', slug: 'yasam', blogCount: 0 },
];

beforeEach(() => {
  localStorage.clear();
  for (const spy of Object.values(toasts)) spy.mockClear();
  installFakeFetch((request) =>
    request.path === 'blogs/categories' ? { body: { success: true, data: CATEGORIES } } : { status: 404, body: {} },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(options: { mode?: 'create' | 'edit'; initial?: Partial<PostFormState>; onSave?: SaveHandler } = {}) {
  const onSave = vi.fn<SaveHandler>(options.onSave ?? (async () => ({ ok: true })));
  render(
    <TestProviders>
      <BlogForm mode={options.mode ?? 'create'} initial={{ ...emptyForm(), ...options.initial }} onSave={onSave} />
    </TestProviders>,
  );
  return onSave;
}

const statusSelect = () => screen.getByLabelText('Durum') as HTMLSelectElement;

async function fillRequired() {
  fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: 'Yeni yazı' } });
  fireEvent.change(screen.getByLabelText('Blog İçeriği *'), { target: { value: 'Merhaba **dünya**' } });
  await screen.findByRole('option', { name: 'Teknoloji' });
  fireEvent.change(screen.getByLabelText('Kategori Seçin *'), { target: { value: '1' } });
}

describe('BlogForm', () => {
  it('has the spec labels, a 20-row content and a 3-row excerpt', async () => {
    renderForm();
    expect(screen.getByLabelText('Blog Başlığı *')).toBeTruthy();
    expect(screen.getByLabelText('Blog İçeriği *').getAttribute('rows')).toBe('20');
    expect(screen.getByLabelText('Özet').getAttribute('rows')).toBe('3');
    expect(await screen.findByRole('option', { name: 'Yaşam' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Taslak Kaydet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Blog Yayınla' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'İptal' }).getAttribute('href')).toBe('/admin/blogs');
  });

  it("checks with the server's own post schema: its Turkish messages under the fields, nothing saved", async () => {
    const { postInputSchema, zodToValidation } = await import('@blog/shared');
    const onSave = renderForm();
    await fillRequired();
    fireEvent.change(screen.getByLabelText('Görsel URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(screen.getByLabelText('Etiketler'), {
      target: { value: Array.from({ length: 31 }, (_, i) => `t${i}`).join(', ') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Blog Yayınla' }));
    // What the server would answer in details.validation for the same body.
    const server = postInputSchema.safeParse({
      title: 'Yeni yazı',
      content: 'Merhaba **dünya**',
      categoryId: 1,
      status: 'PUBLISHED',
      featuredImage: 'javascript:alert(1)',
      tags: Array.from({ length: 31 }, (_, i) => `t${i}`),
    });
    expect(server.success).toBe(false);
    const messages = server.success ? {} : zodToValidation(server.error);
    expect(await screen.findByText(messages.featuredImage ?? 'missing')).toBeTruthy();
    expect(screen.getByLabelText('Görsel URL').getAttribute('aria-invalid')).toBe('true');
    const tagsMessage = Object.entries(messages).find(([key]) => key.split('.')[0] === 'tags')?.[1];
    expect(screen.getByText(tagsMessage ?? 'missing')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the required messages and does not save; typing clears a message', async () => {
    const onSave = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Blog Yayınla' }));
    expect(await screen.findByText('Blog başlığı gereklidir')).toBeTruthy();
    expect(screen.getByText('Blog içeriği gereklidir')).toBeTruthy();
    expect(screen.getByText('Kategori seçimi gereklidir')).toBeTruthy();
    expect(screen.getByLabelText('Blog Başlığı *').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: 'x' } });
    expect(screen.queryByText('Blog başlığı gereklidir')).toBeNull();
    expect(screen.getByText('Blog içeriği gereklidir')).toBeTruthy();
  });

  it('shows the publish date only while the status is PUBLISHED', () => {
    renderForm();
    expect(statusSelect().value).toBe('PUBLISHED');
    expect(screen.getByLabelText('Yayın Tarihi')).toBeTruthy();
    fireEvent.change(statusSelect(), { target: { value: 'DRAFT' } });
    expect(screen.queryByLabelText('Yayın Tarihi')).toBeNull();
    fireEvent.change(statusSelect(), { target: { value: 'INACTIVE' } });
    expect(screen.queryByLabelText('Yayın Tarihi')).toBeNull();
    fireEvent.change(statusSelect(), { target: { value: 'PUBLISHED' } });
    expect((screen.getByLabelText('Yayın Tarihi') as HTMLInputElement).type).toBe('datetime-local');
  });

  it('previews the markdown with the shared parser', () => {
    renderForm({ initial: { content: '## Alt başlık\n\n- bir\n- iki\n\n> alıntı' } });
    fireEvent.click(screen.getByRole('button', { name: 'Önizleme' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Alt başlık' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bir', 'iki']);
    expect(screen.getByText('alıntı')).toBeTruthy();
  });

  it('submits the form values as they are', async () => {
    const onSave = renderForm();
    await fillRequired();
    fireEvent.change(screen.getByLabelText('Etiketler'), { target: { value: 'react, , web' } });
    expect(screen.getAllByText(/^(react|web)$/).length).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Blog Yayınla' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const [values, draft] = onSave.mock.calls[0]!;
    expect(draft).toBe(false);
    expect(values).toMatchObject({ title: 'Yeni yazı', categoryId: '1', tags: 'react, , web', status: 'PUBLISHED' });
  });

  it("'Taslak Kaydet' forces DRAFT", async () => {
    const onSave = renderForm();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].status).toBe('DRAFT');
    expect(onSave.mock.calls[0]![1]).toBe(true);
    expect(statusSelect().value).toBe('DRAFT');
  });

  it('on edit, a failed draft save restores the previous status', async () => {
    let finish: (value: { ok: false }) => void = () => undefined;
    const onSave = renderForm({
      mode: 'edit',
      initial: { title: 'Var olan', content: 'c', categoryId: '2', status: 'ARCHIVED' },
      onSave: () => new Promise((resolve) => (finish = resolve)),
    });
    await screen.findByRole('option', { name: 'Yaşam' });
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(statusSelect().value).toBe('DRAFT');
    expect(screen.getByRole('button', { name: 'Kaydediliyor...' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish({ ok: false }));
    expect(statusSelect().value).toBe('ARCHIVED');
  });

  it('on create, a failed draft save keeps DRAFT (the restore rule is the edit form’s)', async () => {
    renderForm({ onSave: async () => ({ ok: false }) });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Taslak Kaydet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Taslak Kaydet' }).hasAttribute('disabled')).toBe(false));
    expect(statusSelect().value).toBe('DRAFT');
  });

  it("shows the server's field errors under the fields", async () => {
    renderForm({ onSave: async () => ({ ok: false, fieldErrors: { title: 'Bu başlıkla bir yazı zaten var' } }) });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Blog Yayınla' }));
    expect(await screen.findByText('Bu başlıkla bir yazı zaten var')).toBeTruthy();
  });
});

describe('featured image file checks', () => {
  const choose = (file: File) => {
    const input = screen.getByTestId('featured-image-file') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
  };

  it("a file over 5 MB gives 'Dosya boyutu çok büyük!'", () => {
    renderForm();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    choose(big);
    expect(toasts.error).toHaveBeenCalledWith('Dosya boyutu çok büyük!');
    // The detail (the limit) stays under the field.
    expect(screen.getByText('Dosya boyutu çok büyük! File size too large. Maximum allowed: 5 MB')).toBeTruthy();
  });

  it("a file of another type gives 'Desteklenmeyen dosya türü!'", () => {
    renderForm();
    choose(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(toasts.error).toHaveBeenCalledWith('Desteklenmeyen dosya türü!');
    expect(
      screen.getByText('Desteklenmeyen dosya türü! Invalid file type. Allowed types: jpeg, jpg, png, webp, gif'),
    ).toBeTruthy();
  });

  it('says the limits before any refusal', () => {
    renderForm();
    expect(screen.getByText('En fazla 5 MB; izin verilen türler: jpeg, jpg, png, webp, gif')).toBeTruthy();
  });

  it('shows a preview of the image URL and can remove it; compression is on by default', () => {
    renderForm({ initial: { featuredImage: 'https://example.com/a.png' } });
    expect(screen.getByRole('img', { name: 'Öne çıkan görsel önizlemesi' }).getAttribute('src')).toBe(
      'https://example.com/a.png',
    );
    expect((screen.getByRole('checkbox', { name: /sıkıştır/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Görseli kaldır' }));
    expect((screen.getByLabelText('Görsel URL') as HTMLInputElement).value).toBe('');
  });
});
