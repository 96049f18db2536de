import type { Payload } from 'payload';

/** What a newsletter e-mail needs of a subscriber. */
export interface Recipient {
  id: number | string;
  email: string;
}

const PAGE = 500;

/**
 * Active subscribers in pages of 500, in id order. Keyset paging (id > the last one seen)
 * rather than page numbers: a subscriber who leaves mid-run does not shift the pages (which
 * would skip someone), no page costs a count query or a growing OFFSET, and only one page is
 * held in memory at a time.
 */
export async function* activeSubscriberPages(payload: Payload): AsyncGenerator<Recipient[]> {
  let after: number | string | undefined;
  for (;;) {
    const { docs } = await payload.find({
      collection: 'subscriptions',
      where: { and: [{ isActive: { equals: true } }, ...(after === undefined ? [] : [{ id: { greater_than: after } }])] },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      depth: 0,
      select: { email: true },
      overrideAccess: true,
    });
    if (docs.length) yield docs.map((d) => ({ id: d.id, email: d.email }));
    if (docs.length < PAGE) return;
    after = docs[docs.length - 1]!.id;
  }
}
