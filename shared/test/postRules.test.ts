import { describe, expect, it } from 'vitest';
import { isLivePost, isScheduledPost, livePostsWhere, scheduledPostsWhere } from '../src/postRules';

const now = Date.parse('2026-11-28T12:00:00Z');
const at = (iso: string | null) => ({ status: 'PUBLISHED', publishedAt: iso });

describe('when a post is on the site', () => {
  it('is live when PUBLISHED with its date reached, scheduled when the date is ahead', () => {
    expect(isLivePost(at('2026-11-28T12:00:00Z'), now)).toBe(true);
    expect(isLivePost(at('2026-11-28T12:00:01Z'), now)).toBe(false);
    expect(isScheduledPost(at('2026-11-28T12:00:01Z'), now)).toBe(true);
    expect(isScheduledPost(at('2026-11-28T11:59:59Z'), now)).toBe(false);
  });

  it('is neither without a publish date, nor when a draft or archived', () => {
    expect(isLivePost(at(null), now)).toBe(false);
    expect(isScheduledPost(at(null), now)).toBe(false);
    expect(isLivePost({ status: 'DRAFT', publishedAt: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isLivePost({ status: 'ARCHIVED', publishedAt: '2026-01-01T00:00:00Z' }, now)).toBe(false);
    expect(isLivePost(null, now)).toBe(false);
  });

  it('says the same as a query', () => {
    const date = new Date(now);
    expect(livePostsWhere(date)).toEqual({
      and: [{ status: { equals: 'PUBLISHED' } }, { publishedAt: { less_than_equal: '2026-11-28T12:00:00.000Z' } }],
    });
    expect(scheduledPostsWhere(date).and[1]).toEqual({ publishedAt: { greater_than: '2026-11-28T12:00:00.000Z' } });
  });
});
