import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  hasSluggableText,
  isSafeStoredUrl,
  isSaneDate,
  markdownNestingDepth,
  markdownToBlocks,
  MARKDOWN_MAX_NESTING,
  nameKey,
  postContentProblem,
  postInputSchema,
  profileSchema,
  readingTimeMinutes,
  tagInputSchema,
} from '../src/index';

const post = { title: 'T', content: 'Body', categoryId: 1 };
const issues = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('markdown bounds', () => {
  it('measures list and quote nesting in one pass', () => {
    expect(markdownNestingDepth('- '.repeat(8000) + 'x')).toBe(8000);
    expect(markdownNestingDepth('> '.repeat(30) + 'x')).toBe(30);
    expect(markdownNestingDepth('>>>x')).toBe(3);
    const indented = ['- a', ...Array.from({ length: 25 }, (_, i) => `${'  '.repeat(i + 1)}- b`)].join('\n');
    expect(markdownNestingDepth(indented)).toBe(26);
  });
  it('does not count thematic breaks, code indentation or fenced text', () => {
    expect(markdownNestingDepth('- - - - - - - - - - - - - - - - - - - - - - - - -')).toBe(0);
    expect(markdownNestingDepth(`para\n\n${' '.repeat(80)}code`)).toBe(0);
    expect(markdownNestingDepth('```\n' + '> '.repeat(40) + '\n```\n')).toBe(0);
    expect(markdownNestingDepth('- a\n  - b\n\n1. one\n2. two')).toBe(2);
  });
  it('refuses a deeply nested body with a Turkish message, accepts 20 levels', () => {
    expect(postContentProblem('- '.repeat(8000) + 'x')).toBe('İçerikte listeler ve alıntılar en fazla 20 düzey iç içe olabilir');
    expect(postContentProblem('> '.repeat(21) + 'x')).not.toBeNull();
    expect(postContentProblem('- '.repeat(MARKDOWN_MAX_NESTING) + 'x')).toBeNull();
    expect(issues(postInputSchema.safeParse({ ...post, content: '- '.repeat(8000) + 'x' }))).toEqual({
      content: 'İçerikte listeler ve alıntılar en fazla 20 düzey iç içe olabilir',
    });
    expect(issues(postInputSchema.safeParse({ ...post, content: 'a'.repeat(200_001) }))).toEqual({
      content: 'En fazla 200000 karakter olabilir',
    });
  });
  it('renders a body beyond the bounds flat, as escaped text', () => {
    const blocks = markdownToBlocks(`intro <b>\n\n${'- '.repeat(8000)}x`);
    expect(blocks[0]).toEqual({ type: 'paragraph', html: 'intro &lt;b&gt;' });
    expect(blocks).toHaveLength(2);
    expect(blocks[1]?.type).toBe('paragraph');
    expect(readingTimeMinutes('- '.repeat(8000) + 'x')).toBeGreaterThanOrEqual(1);
  });
});

describe('stored URLs', () => {
  it('accepts http(s) URLs and same-site paths', () => {
    for (const ok of ['https://cdn.example.com/a.png', 'http://x.y/a?b=c', '/media/a.png', '/a']) {
      expect(isSafeStoredUrl(ok), ok).toBe(true);
    }
  });
  it('refuses what a browser could read as another site or a script', () => {
    for (const bad of [
      '/\\evil.example/x.png',
      '//evil.example/x.png',
      '/\t/evil.example',
      'https://a.b/\\x',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'media/a.png',
      'https:/evil',
      'https://',
      '/a b',
      '/a\u0000',
      ' https://a.b',
    ]) {
      expect(isSafeStoredUrl(bad), JSON.stringify(bad)).toBe(false);
    }
  });
  it('is the rule of the post and profile schemas', () => {
    expect(issues(postInputSchema.safeParse({ ...post, featuredImage: '/\\evil.example/x.png' }))).toEqual({
      featuredImage: 'Görsel adresi http(s):// ile ya da sitenin kendi yolu (/) ile başlamalıdır',
    });
    expect(profileSchema.safeParse({ avatar: '/\\evil.example/x.png' }).success).toBe(false);
    expect(profileSchema.safeParse({ avatar: '/media/me.png' }).success).toBe(true);
  });
});

describe('post dates', () => {
  it('keeps dates between 1970 and 2100', () => {
    expect(isSaneDate('2025-06-01T10:00:00Z')).toBe(true);
    expect(isSaneDate('1970-01-01T00:00:00Z')).toBe(true);
    expect(isSaneDate('2100-12-31T23:59:59Z')).toBe(true);
    for (const bad of [
      '-271821-04-20T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '1969-12-31T23:59:59Z',
      '2101-01-01T00:00:00Z',
      'nope',
    ]) {
      expect(isSaneDate(bad), bad).toBe(false);
    }
  });
  it('answers with the Turkish message', () => {
    expect(issues(postInputSchema.safeParse({ ...post, status: 'PUBLISHED', publishedAt: '-271821-04-20T00:00:00Z' }))).toEqual({
      publishedAt: 'Geçerli bir tarih girin (1970 ile 2100 yılları arasında)',
    });
  });
});

describe('names', () => {
  it('folds Turkish and English case alike', () => {
    expect(nameKey('YAZILIM')).toBe(nameKey('Yazılım'));
    expect(nameKey('DESIGN')).toBe(nameKey('Design'));
    expect(nameKey('İSTANBUL')).toBe(nameKey('istanbul'));
    expect(nameKey(' Web   Tasarım ')).toBe(nameKey('web tasarım'));
    expect(nameKey('Çay')).not.toBe(nameKey('Cay'));
  });
  it('needs a letter or digit', () => {
    expect(hasSluggableText('🚀🔥')).toBe(false);
    expect(hasSluggableText('★ ★')).toBe(false);
    expect(hasSluggableText('Çğ')).toBe(true);
    expect(issues(categoryInputSchema.safeParse({ name: '🚀🔥' }))).toEqual({
      name: 'Kategori adı en az bir harf veya rakam içermelidir',
    });
    expect(issues(tagInputSchema.safeParse({ name: '🚀' }))).toEqual({
      name: 'Etiket adı en az bir harf veya rakam içermelidir',
    });
  });
  it('refuses a post tag without a letter or digit instead of dropping it', () => {
    expect(issues(postInputSchema.safeParse({ ...post, tags: 'react, 🚀🔥, css' }))).toEqual({
      tags: 'Etiket adı en az bir harf veya rakam içermelidir: 🚀🔥',
    });
    expect(postInputSchema.safeParse({ ...post, tags: 'react, , css' }).success).toBe(true);
  });
});
