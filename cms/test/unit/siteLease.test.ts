/** The site lease's decision after a renewal (services/cluster/siteLease.ts). */
import { describe, expect, it } from 'vitest';
import { holdsAfter } from '../../src/services/cluster/siteLease';

describe('holdsAfter', () => {
  it("takes the database's answer when it has one", () => {
    expect(holdsAfter(true, false, 0, 1_000)).toBe(true);
    expect(holdsAfter(false, true, 900, 1_000)).toBe(false);
  });

  it('keeps a held lease through a failed renewal while the last one still runs (no re-take, no full build)', () => {
    expect(holdsAfter('unknown', true, 10_000, 12_000)).toBe(true);
  });

  it('lets it go once the last renewal has run out, and never gains one from a failure', () => {
    expect(holdsAfter('unknown', true, 10_000, 20_001)).toBe(false);
    expect(holdsAfter('unknown', false, 10_000, 12_000)).toBe(false);
  });
});
