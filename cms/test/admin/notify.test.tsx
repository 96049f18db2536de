// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError } from '@blog/shared';
import { describeError } from '../../src/admin/lib/notify';

describe('describeError', () => {
  it('names validation reasons, network and server failures, else the message or the fallback', () => {
    const validation = new ApiError('Geçersiz', 'VALIDATION_ERROR', 400, { validation: { name: 'Kategori adı gereklidir' } });
    expect(describeError(validation, 'x')).toBe('Doğrulama hatası: Kategori adı gereklidir');
    expect(describeError(new ApiError('Failed to fetch', 'NETWORK_ERROR', 0), 'x')).toBe(
      'Ağ bağlantısı hatası! Lütfen bağlantınızı kontrol edin.',
    );
    expect(describeError(new ApiError('boom', 'SERVER_ERROR', 500), 'x')).toBe('boom');
    expect(describeError(new ApiError('An unexpected error occurred', 'SERVER_ERROR', 500), 'x')).toBe(
      'Sunucu hatası! Lütfen daha sonra tekrar deneyin.',
    );
    expect(describeError(new ApiError('Blog bulunamadı', 'NOT_FOUND', 404), 'x')).toBe('Blog bulunamadı');
    expect(describeError(new ApiError('An unexpected error occurred'), 'Blog silinemedi')).toBe('Blog silinemedi');
    expect(describeError('???', 'Bilinmeyen hata')).toBe('Bilinmeyen hata');
  });
});
