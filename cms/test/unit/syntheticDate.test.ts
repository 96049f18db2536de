import { expect, it } from 'vitest';
import { isSaneDate } from '@blog/shared';
import { syntheticDate } from '../../src/services/seed/synthetic/syntheticPost';

// Issue #38: the bench's seeder stopped at 20,777 posts, when a day apart fell before 1970.
it('dates 100,000 synthetic posts within what the post rules take, newest first', () => {
  const now = Date.UTC(2026, 10, 29);
  const total = 100_000;
  const dates = [0, 1, 20_777, 50_000, total - 1].map((i) => syntheticDate(i, total, now));
  for (const date of dates) expect(isSaneDate(date)).toBe(true);
  expect(Date.parse(dates[4]!)).toBeLessThan(Date.parse(dates[0]!));
  // Small runs keep one a day.
  expect(Date.parse(syntheticDate(0, 10, now)) - Date.parse(syntheticDate(1, 10, now))).toBeGreaterThan(22 * 3600_000);
});
