import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  checkNewsletterEmail,
  classifyFileError,
  emailKey,
  loginSchema,
  newsletterEmailRule,
  TR,
  nameKey,
  parseTags,
  validateCategoryForm,
  validateImageFile,
  validateImageFiles,
  validatePostForm,
} from '../src/index';

describe('category rules', () => {
  const nameError = (name: string) => validateCategoryForm({ name }).name;

  it('requires a name after trimming', () => {
    expect(nameError('')).toBe('Kategori adı gereklidir');
    expect(nameError('    ')).toBe('Kategori adı gereklidir');
  });
  it('needs at least 2 characters', () => {
    expect(nameError('a')).toBe('Kategori adı en az 2 karakter olmalıdır');
    expect(nameError('  a  ')).toBe('Kategori adı en az 2 karakter olmalıdır');
    expect(nameError('ab')).toBeUndefined();
  });
  it('allows at most 50 characters', () => {
    expect(nameError('x'.repeat(50))).toBeUndefined();
    expect(nameError('x'.repeat(51))).toBe('Kategori adı en fazla 50 karakter olabilir');
    expect(nameError(`  ${'x'.repeat(50)}  `)).toBeUndefined();
  });
  it('allows a description of up to 200 characters', () => {
    expect(validateCategoryForm({ name: 'ok', description: 'd'.repeat(200) }).description).toBeUndefined();
    expect(validateCategoryForm({ name: 'ok', description: 'd'.repeat(201) }).description).toBe(
      'Açıklama en fazla 200 karakter olabilir',
    );
  });
  it('trims the payload and omits an empty description', () => {
    expect(categoryInputSchema.parse({ name: '  Yazılım  ', description: '   ' })).toEqual({ name: 'Yazılım' });
    expect(categoryInputSchema.parse({ name: 'Yazılım', description: ' Kod ' })).toEqual({
      name: 'Yazılım',
      description: 'Kod',
    });
  });
});

describe('post form rules', () => {
  it('requires title, content and category', () => {
    expect(validatePostForm({ title: ' ', content: '', categoryId: '' })).toEqual({
      title: 'Blog başlığı gereklidir',
      content: 'Blog içeriği gereklidir',
      categoryId: 'Kategori seçimi gereklidir',
    });
    expect(validatePostForm({ title: 'T', content: 'C', categoryId: 3 })).toEqual({});
  });
});

describe('parseTags', () => {
  it('splits, trims and drops empties', () => {
    expect(parseTags(' react, ,typescript ,, astro ')).toEqual(['react', 'typescript', 'astro']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });
  it('keeps each tag once, case-insensitively', () => {
    expect(parseTags(['React', 'react', 'Vue'])).toEqual(['React', 'Vue']);
  });
  it('calls two names one tag exactly when nameKey does (Turkish capitals, spacing)', () => {
    const names = ['DESIGN', 'Design', 'İstanbul', 'ISTANBUL', 'Web  Tasarım', 'web tasarım', 'Çay', 'Cay'];
    const tags = parseTags(names);
    expect(tags).toEqual(['DESIGN', 'İstanbul', 'Web  Tasarım', 'Çay', 'Cay']);
    expect(new Set(tags.map(nameKey)).size).toBe(tags.length);
    expect(new Set(names.map(nameKey)).size).toBe(tags.length);
  });
});

describe('newsletter e-mail', () => {
  it('rejects blank input with the spec message', () => {
    expect(checkNewsletterEmail('   ')).toEqual({ ok: false, message: 'Please enter a valid email address' });
    expect(checkNewsletterEmail('not-an-email')).toEqual({ ok: false, message: 'Please enter a valid email address' });
  });
  it('trims the address', () => {
    expect(checkNewsletterEmail('  Reader@Example.com ')).toEqual({ ok: true, email: 'reader@example.com' });
  });
  it('every door keys an address as emailKey does: the form, the newsletter rule, the sign-in', () => {
    const typed = '  Ayse.Reader@Example.COM\t';
    const key = emailKey(typed);
    expect(key).toBe('ayse.reader@example.com');
    expect(checkNewsletterEmail(typed)).toEqual({ ok: true, email: key });
    expect(newsletterEmailRule.parse(typed)).toBe(key);
    expect(loginSchema.parse({ email: typed, password: 'x' }).email).toBe(key);
    expect(loginSchema.safeParse({ email: '  ', password: 'x' }).error?.issues[0]?.message).toBe(TR.validation.required);
    expect(newsletterEmailRule.safeParse(5).error?.issues[0]?.message).toBe('Please enter a valid email address');
  });
});

describe('image file checks', () => {
  const MB = 1024 * 1024;
  const png = { name: 'a.png', size: 1000, type: 'image/png' };

  it('needs a file', () => {
    expect(validateImageFile(null)).toEqual({ valid: false, error: 'No file selected' });
  });
  it('allows exactly 5 MB and refuses one byte more', () => {
    expect(validateImageFile({ ...png, size: 5 * MB })).toEqual({ valid: true });
    expect(validateImageFile({ ...png, size: 5 * MB + 1 })).toEqual({
      valid: false,
      error: 'File size too large. Maximum allowed: 5 MB',
    });
  });
  it('honours a custom maximum', () => {
    expect(validateImageFile({ ...png, size: 2 * MB }, { maxBytes: MB })).toEqual({
      valid: false,
      error: 'File size too large. Maximum allowed: 1 MB',
    });
  });
  it('accepts the five types and refuses others', () => {
    for (const [name, type] of [
      ['a.jpeg', 'image/jpeg'],
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.gif', 'image/gif'],
    ] as const) {
      expect(validateImageFile({ name, size: 10, type })).toEqual({ valid: true });
    }
    expect(validateImageFile({ name: 'a.svg', size: 10, type: 'image/svg+xml' })).toEqual({
      valid: false,
      error: 'Invalid file type. Allowed types: jpeg, jpg, png, webp, gif',
    });
    expect(validateImageFile({ name: 'a.png.php', size: 10, type: 'image/png' }).valid).toBe(false);
  });
  it('checks several files and joins the errors', () => {
    expect(validateImageFiles([])).toEqual({ valid: false, error: 'No files selected' });
    expect(validateImageFiles([png, { ...png, size: 6 * MB }, { name: 'x.txt', size: 1, type: 'text/plain' }])).toEqual({
      valid: false,
      error:
        'File 2: File size too large. Maximum allowed: 5 MB, File 3: Invalid file type. Allowed types: jpeg, jpg, png, webp, gif',
    });
    expect(validateImageFiles([png, png])).toEqual({ valid: true });
  });
  it('classifies errors by their words', () => {
    expect(classifyFileError('File size too large. Maximum allowed: 5 MB')).toBe('size');
    expect(classifyFileError('Invalid file type. Allowed types: png')).toBe('type');
    expect(classifyFileError('No file selected')).toBe('other');
  });
});
