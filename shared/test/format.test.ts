import { describe, expect, it } from 'vitest';
import {
  DEBOUNCE_MS,
  PAGE_SIZE,
  SORT_KEYS,
  TOAST_DURATION_MS,
  formatAdminDate,
  formatAdminDateTime,
  formatAdminNumber,
  formatPublicNumber,
  formatBytes,
  formatPublicDate,
  isoDay,
} from '../src/index';

describe('date and number formatters', () => {
  it('formats public dates in en-US', () => {
    expect(formatPublicDate('2026-03-05T10:00:00.000Z')).toBe('March 5, 2026');
    expect(formatPublicDate(null)).toBe('');
    expect(formatPublicDate('garbage')).toBe('');
  });
  it('formats admin dates and numbers in tr-TR', () => {
    expect(formatAdminDate(new Date(2026, 2, 5))).toBe('05.03.2026');
    expect(formatAdminDate(undefined)).toBe('Bilinmiyor');
    expect(formatAdminDateTime(new Date(2026, 2, 5, 14, 7))).toBe('05.03.2026 14:07');
    expect(formatAdminNumber(12345)).toBe('12.345');
    expect(formatPublicNumber(12345)).toBe('12,345');
    expect(formatPublicNumber(7)).toBe('7');
    expect(formatAdminNumber(undefined)).toBe('0');
  });
  it('formats days and byte sizes', () => {
    expect(isoDay(new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-22');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});

describe('constants of spec section 9', () => {
  it('hold the spec values', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 4000, error: 6000, warning: 5000, info: 4000 });
    expect(DEBOUNCE_MS.headerSearch).toBe(300);
    expect(DEBOUNCE_MS.adminSearch).toBe(500);
    expect([PAGE_SIZE.home, PAGE_SIZE.searchPage, PAGE_SIZE.adminList, PAGE_SIZE.subscriptions]).toEqual([10, 12, 20, 20]);
    expect(SORT_KEYS).toEqual(['publishedAt', 'title', 'viewCount', 'createdAt']);
  });
});
