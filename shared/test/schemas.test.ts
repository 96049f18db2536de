import { describe, expect, it } from 'vitest';
import {
  adminBlogListQuerySchema,
  bulkActionSchema,
  categorySchema,
  loginResponseSchema,
  loginSchema,
  newsletterStatsSchema,
  postCreateSchema,
  postSchema,
  postUpdateSchema,
  searchFiltersSchema,
  subscribeSchema,
  subscriptionListQuerySchema,
  subscriptionSchema,
  unsubscribeSchema,
  zodToValidation,
} from '../src/index';

const post = {
  id: 1,
  title: 'Hello',
  slug: 'hello',
  excerpt: null,
  content: '# Hi',
  categoryId: 2,
  category: { id: 2, name: 'Tech', slug: 'tech' },
  tags: [{ name: 'react', slug: 'react' }],
  featuredImage: '/media/a.webp',
  status: 'PUBLISHED',
  publishedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  viewCount: 3,
  author: { name: 'Admin', avatar: null, bio: null },
};

describe('entity schemas', () => {
  it('accept the spec entities', () => {
    expect(postSchema.parse(post).title).toBe('Hello');
    expect(postSchema.parse({ ...post, id: '65f0c0ffee0000000000beef' }).id).toBe('65f0c0ffee0000000000beef');
    expect(categorySchema.parse({ id: 1, name: 'Tech', slug: 'tech', blogCount: 0, createdAt: null }).blogCount).toBe(0);
    expect(subscriptionSchema.parse({ id: 1, email: 'a@b.co', isActive: true, createdAt: 'x' }).isActive).toBe(true);
    expect(newsletterStatsSchema.parse({ totalSubscriptions: 2, activeSubscriptions: 1, subscriptionsThisWeek: 0 })).toBeTruthy();
    expect(
      loginResponseSchema.parse({ accessToken: 'a', refreshToken: 'r', user: { id: 1, email: 'a@b.co', role: 'ADMIN' } }).user
        .role,
    ).toBe('ADMIN');
  });
  it('refuse unknown statuses and negative counts', () => {
    expect(postSchema.safeParse({ ...post, status: 'LIVE' }).success).toBe(false);
    expect(postSchema.safeParse({ ...post, viewCount: -1 }).success).toBe(false);
  });
});

describe('search filters', () => {
  it('default to publishedAt desc, page 1, limit 10 and drop empty values', () => {
    expect(searchFiltersSchema.parse({ search: '', category: 'null', tag: undefined })).toEqual({
      sortBy: 'publishedAt',
      sortOrder: 'desc',
      page: 1,
      limit: 10,
    });
  });
  it('coerce numbers and refuse bad ones', () => {
    expect(searchFiltersSchema.parse({ page: '3', limit: '12', sortBy: 'viewCount', sortOrder: 'asc' })).toMatchObject({
      page: 3,
      limit: 12,
      sortBy: 'viewCount',
      sortOrder: 'asc',
    });
    for (const bad of [
      { page: '0' },
      { page: '-1' },
      { limit: '101' },
      { limit: 'x' },
      { sortBy: 'password' },
      { sortOrder: 'up' },
    ]) {
      expect(searchFiltersSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('request schemas', () => {
  it('post create: required fields carry the Turkish messages', () => {
    const result = postCreateSchema.safeParse({ title: ' ', content: '  ' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodToValidation(result.error)).toMatchObject({
        title: 'Blog başlığı gereklidir',
        content: 'Blog içeriği gereklidir',
        categoryId: 'Kategori seçimi gereklidir',
      });
    }
  });
  it('post create: tags as text or list, status defaults to DRAFT', () => {
    const parsed = postCreateSchema.parse({ title: 'T', content: 'C', categoryId: '4', tags: 'a, b ,,c' });
    expect(parsed).toMatchObject({ categoryId: 4, tags: ['a', 'b', 'c'], status: 'DRAFT' });
    expect(postCreateSchema.parse({ title: 'T', content: 'C', categoryId: 4, tags: [' x ', ''] }).tags).toEqual(['x']);
  });
  it('post create: refuses a javascript: featured image and a bad date', () => {
    expect(
      postCreateSchema.safeParse({ title: 'T', content: 'C', categoryId: 1, featuredImage: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      postCreateSchema.safeParse({ title: 'T', content: 'C', categoryId: 1, featuredImage: '//evil.com/x.png' }).success,
    ).toBe(false);
    expect(postCreateSchema.safeParse({ title: 'T', content: 'C', categoryId: 1, publishedAt: 'yesterday' }).success).toBe(false);
    expect(postCreateSchema.safeParse({ title: 'T', content: 'C', categoryId: 1, publishedAt: null }).success).toBe(true);
  });
  it('post update is partial', () => {
    expect(postUpdateSchema.parse({ status: 'ARCHIVED' })).toMatchObject({ status: 'ARCHIVED' });
  });
  it('bulk action needs a known action and at least one id', () => {
    expect(bulkActionSchema.safeParse({ action: 'publish', blogIds: [1, 2] }).success).toBe(true);
    expect(bulkActionSchema.safeParse({ action: 'explode', blogIds: [1] }).success).toBe(false);
    expect(bulkActionSchema.safeParse({ action: 'delete', blogIds: [] }).success).toBe(false);
  });
  it('subscribe trims and lowercases, unsubscribe takes a token or an address', () => {
    expect(subscribeSchema.parse({ email: '  A@B.Co ', source: 'newsletter_form' })).toEqual({
      email: 'a@b.co',
      source: 'newsletter_form',
    });
    expect(subscribeSchema.safeParse({ email: 'x'.repeat(250) + '@b.co' }).success).toBe(false);
    expect(unsubscribeSchema.safeParse({ token: 'abcdefghijklmnop' }).success).toBe(true);
    expect(unsubscribeSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(unsubscribeSchema.safeParse({}).success).toBe(false);
  });
  it('login needs both fields', () => {
    expect(loginSchema.safeParse({ email: 'admin@example.com', password: '' }).success).toBe(false);
    expect(loginSchema.parse({ email: ' Admin@Example.com ', password: 'x' }).email).toBe('admin@example.com');
  });
  it('admin list queries: "all" and empty values are omitted', () => {
    expect(adminBlogListQuerySchema.parse({ status: 'all', search: '' })).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
    expect(subscriptionListQuerySchema.parse({ isActive: 'false' })).toEqual({ page: 1, limit: 20, isActive: false });
    expect(subscriptionListQuerySchema.safeParse({ isActive: 'maybe' }).success).toBe(false);
  });
});
