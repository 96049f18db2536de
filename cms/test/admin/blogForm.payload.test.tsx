// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ApiError, type Post } from '@blog/shared';
import {
  emptyForm,
  formFromPost,
  fromLocalInput,
  statusOptions,
  toLocalInput,
  type PostFormState,
} from '../../src/admin/blogForm/postForm';
import { createPayload, serverFieldErrors, updatePayload } from '../../src/admin/blogForm/postForm';

const filled = (over: Partial<PostFormState> = {}): PostFormState => ({
  ...emptyForm(),
  title: '  Merhaba Dünya  ',
  content: '# Başlık\n\nMetin',
  categoryId: '3',
  tags: ' react, , Web ,react,  ',
  ...over,
});

describe('create payload', () => {
  it('sends tags as a trimmed list without empties and the category id as a number', () => {
    const payload = createPayload(filled());
    expect(payload.tags).toEqual(['react', 'Web']);
    expect(payload.categoryId).toBe(3);
    expect(payload.title).toBe('Merhaba Dünya');
  });

  it('keeps a non-numeric (MongoDB) category id as text', () => {
    expect(createPayload(filled({ categoryId: '65f0c0ffee' })).categoryId).toBe('65f0c0ffee');
  });

  it('omits empty excerpt, image and date; sends the date as ISO only when set and PUBLISHED', () => {
    const bare = createPayload(filled({ status: 'PUBLISHED' }));
    expect(bare).not.toHaveProperty('excerpt');
    expect(bare).not.toHaveProperty('featuredImage');
    expect(bare).not.toHaveProperty('publishedAt');
    const dated = createPayload(
      filled({ status: 'PUBLISHED', publishedAt: '2026-03-05T14:07', excerpt: ' Özet ', featuredImage: '/media/a.png' }),
    );
    expect(dated.publishedAt).toBe(new Date('2026-03-05T14:07').toISOString());
    expect(dated.excerpt).toBe('Özet');
    expect(dated.featuredImage).toBe('/media/a.png');
    // A date left in the (hidden) field of a non-published post is not sent.
    expect(createPayload(filled({ status: 'INACTIVE', publishedAt: '2026-03-05T14:07' }))).not.toHaveProperty('publishedAt');
  });

  it('a draft forces DRAFT and omits the date', () => {
    const payload = createPayload(filled({ status: 'PUBLISHED', publishedAt: '2026-03-05T14:07' }), true);
    expect(payload.status).toBe('DRAFT');
    expect(payload).not.toHaveProperty('publishedAt');
  });
});

describe('update payload', () => {
  it('sends the date as ISO when PUBLISHED, null when empty or not PUBLISHED', () => {
    expect(updatePayload(filled({ status: 'PUBLISHED', publishedAt: '2026-03-05T14:07' })).publishedAt).toBe(
      new Date('2026-03-05T14:07').toISOString(),
    );
    expect(updatePayload(filled({ status: 'PUBLISHED', publishedAt: '' })).publishedAt).toBeNull();
    expect(updatePayload(filled({ status: 'ARCHIVED', publishedAt: '2026-03-05T14:07' })).publishedAt).toBeNull();
    expect(updatePayload(filled({ status: 'DRAFT', publishedAt: '2026-03-05T14:07' })).publishedAt).toBeNull();
  });

  it('sends cleared excerpt and image so they clear', () => {
    const payload = updatePayload(filled({ excerpt: '  ', featuredImage: '' }));
    expect(payload.excerpt).toBe('');
    expect(payload.featuredImage).toBeNull();
  });

  it('sends the cover alt text with its image only; cleared, it clears', () => {
    const image = { featuredImage: '/media/a.jpg' };
    expect(updatePayload(filled({ ...image, featuredImageAlt: '  A red kite  ' })).featuredImageAlt).toBe('A red kite');
    expect(updatePayload(filled({ ...image, featuredImageAlt: ' ' })).featuredImageAlt).toBeNull();
    expect(updatePayload(filled({ featuredImage: '', featuredImageAlt: 'orphan' })).featuredImageAlt).toBeNull();
    expect(createPayload(filled({ ...image, featuredImageAlt: 'A red kite' })).featuredImageAlt).toBe('A red kite');
    expect(createPayload(filled({ featuredImageAlt: 'orphan' }))).not.toHaveProperty('featuredImageAlt');
  });

  it('a draft forces DRAFT and omits the date', () => {
    const payload = updatePayload(filled({ status: 'PUBLISHED', publishedAt: '2026-03-05T14:07' }), true);
    expect(payload.status).toBe('DRAFT');
    expect(payload).not.toHaveProperty('publishedAt');
  });
});

describe('form state', () => {
  it('offers DRAFT/PUBLISHED/INACTIVE on create and DRAFT/PUBLISHED/ARCHIVED on edit', () => {
    expect(statusOptions('create').map((o) => [o.value, o.label])).toEqual([
      ['DRAFT', 'Taslak'],
      ['PUBLISHED', 'Yayında'],
      ['INACTIVE', 'Pasif'],
    ]);
    expect(statusOptions('edit').map((o) => [o.value, o.label])).toEqual([
      ['DRAFT', 'Taslak'],
      ['PUBLISHED', 'Yayında'],
      ['ARCHIVED', 'Arşivlendi'],
    ]);
    // A post loaded as INACTIVE keeps its status selectable.
    expect(statusOptions('edit', 'INACTIVE').map((o) => o.value)).toContain('INACTIVE');
  });

  it('round-trips the datetime-local value', () => {
    const iso = new Date(2026, 2, 5, 14, 7).toISOString();
    expect(toLocalInput(iso)).toBe('2026-03-05T14:07');
    expect(fromLocalInput('2026-03-05T14:07')).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('fills the form from a post (tags joined with commas)', () => {
    const post = {
      id: 7,
      title: 'T',
      slug: 't',
      excerpt: null,
      content: 'c',
      categoryId: 2,
      category: { id: 2, name: 'K', slug: 'k' },
      tags: [{ name: 'react' }, { name: 'web' }],
      featuredImage: null,
      status: 'ARCHIVED',
      publishedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      viewCount: 0,
    } satisfies Post;
    expect(formFromPost(post)).toEqual({
      title: 'T',
      content: 'c',
      excerpt: '',
      categoryId: '2',
      tags: 'react, web',
      featuredImage: '',
      featuredImageAlt: '',
      status: 'ARCHIVED',
      publishedAt: '',
    });
  });

  it("maps the server's details.validation onto fields", () => {
    const error = new ApiError('Doğrulama', 'VALIDATION_ERROR', 400, {
      validation: {
        title: 'Başlık çok uzun',
        'tags.0': 'En fazla 50 karakter olabilir',
        category: 'Kategori bulunamadı',
        other: 'x',
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      title: 'Başlık çok uzun',
      tags: 'En fazla 50 karakter olabilir',
      categoryId: 'Kategori bulunamadı',
    });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
