import { describe, expect, it } from 'vitest';
import { parseId, parseIds } from '../../src/lib/ids';

describe('parseId', () => {
  it('reads SQLite integers and MongoDB ObjectIds', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(7)).toBe(7);
    expect(parseId('507f1f77bcf86cd799439011')).toBe('507f1f77bcf86cd799439011');
  });

  it.each(['abc', '-1', '0', '1.5', '0x10', '1e3', '', ' 1', '9'.repeat(17), 'g07f1f77bcf86cd799439011'])('refuses %j', (raw) => {
    expect(parseId(raw)).toBeNull();
  });

  it('refuses numbers that are no ids and other types', () => {
    for (const raw of [0, -3, 1.5, Number.NaN, null, undefined, {}]) expect(parseId(raw)).toBeNull();
  });

  it('keeps only the ids of a list', () => {
    expect(parseIds([1, '2', 'x', '507f1f77bcf86cd799439011', -1])).toEqual([1, 2, '507f1f77bcf86cd799439011']);
  });
});
