// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from './support/mocks';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@blog/shared';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('../../src/admin/lib/notify', async (original) => (await import('./support/mocks')).spiedNotify(await original()));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/blog/new' }));

import { NewBlogScreen } from '../../src/admin/blogForm/NewBlogScreen';
import { setSession } from '../../src/admin/lib/authStore';
import { describeError } from '../../src/admin/lib/notify';
import { TestProviders } from './support/providers';
import { ADMIN_USER, fakeJwt, installFakeFetch, nowSeconds, type FakeReply } from './support/fakeServer';

const CATEGORIES = [{ id: 4, name: 'Teknoloji', slug: 'teknoloji', blogCount: 1 }];

beforeEach(() => {
  localStorage.clear();
  setSession({ accessToken: fakeJwt(nowSeconds() + 600), refreshToken: 'r', user: ADMIN_USER });
  for (const spy of Object.values(toasts)) spy.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function createWith(reply: FakeReply): Promise<string> {
  installFakeFetch((request) => (request.path === 'blogs/categories' ? { body: { success: true, data: CATEGORIES } } : reply));
  render(
    <TestProviders>
      <NewBlogScreen />
    </TestProviders>,
  );
  fireEvent.change(screen.getByLabelText('Blog Başlığı *'), { target: { value: 'Yeni yazı' } });
  fireEvent.change(screen.getByLabelText('Blog İçeriği *'), { target: { value: 'Metin' } });
  await screen.findByRole('option', { name: 'Teknoloji' });
  fireEvent.change(screen.getByLabelText('Kategori Seçin *'), { target: { value: '4' } });
  fireEvent.click(screen.getByRole('button', { name: 'Blog Yayınla' }));
  await waitFor(() => expect(toasts.error).toHaveBeenCalled());
  return toasts.error.mock.calls[0]?.[0] as string;
}

describe('server messages (spec section 8: the server message is preferred, then the transport message)', () => {
  it("a 500 whose message is 'Disk full' shows 'Disk full', not the generic server notice", async () => {
    const text = await createWith({
      status: 500,
      body: { success: false, error: { message: 'Disk full', code: 'SERVER_ERROR', status: 500 } },
    });
    expect(text).toBe('Blog oluşturulamadı: Disk full');
  });

  it('a 500 without a message of its own gets the Turkish server notice', async () => {
    const text = await createWith({ status: 502, body: '<html>Bad Gateway</html>' });
    expect(text).toBe('Blog oluşturulamadı: Sunucu hatası! Lütfen daha sonra tekrar deneyin.');
  });

  it('describeError: server message first; defaults and stand-ins fall back', () => {
    expect(describeError(new ApiError('Disk full', 'SERVER_ERROR', 500), 'x')).toBe('Disk full');
    expect(describeError(new ApiError('Kota aşıldı', 'UNKNOWN_ERROR', 507), 'x')).toBe('Kota aşıldı');
    expect(describeError(new ApiError('An unexpected error occurred', 'SERVER_ERROR', 500), 'x')).toBe(
      'Sunucu hatası! Lütfen daha sonra tekrar deneyin.',
    );
    expect(describeError(new ApiError('Request failed with status code 503', 'SERVER_ERROR', 503), 'x')).toBe(
      'Sunucu hatası! Lütfen daha sonra tekrar deneyin.',
    );
    expect(describeError(new ApiError('Request failed with status code 418', 'UNKNOWN_ERROR', 418), 'Bilinmeyen hata')).toBe(
      'Bilinmeyen hata',
    );
  });
});
