import { paginationMeta, type Subscription } from '@blog/shared';

/** A subscription as the admin list returns it: odd ids active, every third without a source. */
export const sub = (id: number, over: Partial<Subscription> = {}): Subscription => ({
  id,
  email: `abone${id}@example.com`,
  isActive: id % 2 === 1,
  source: id % 3 === 0 ? null : 'newsletter_form',
  createdAt: '2026-03-05T14:07:00.000Z',
  ...over,
});

/** The reply of GET newsletter/admin/subscriptions for `total` subscribers, 20 per page. */
export function listReply(total: number, query: Record<string, unknown> = {}) {
  const page = Number(query.page ?? 1);
  const start = (page - 1) * 20;
  const items = Array.from({ length: Math.max(0, Math.min(20, total - start)) }, (_, i) => sub(start + i + 1));
  return { data: items, meta: { pagination: paginationMeta(total, page, 20) } };
}
