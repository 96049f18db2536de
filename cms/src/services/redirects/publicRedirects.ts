/**
 * The public redirects: every recorded old slug whose document is public now, pointing at the
 * slug it has now. A chain (a → b → c) resolves to the current slug for each old one; an old slug
 * that a public document holds again (a new post took it, or the post took it back) is left
 * out: the live page wins, and no redirect ever points at itself. A deleted post's URLs come
 * with `to: null` (410 Gone).
 */
import type { Payload, Where } from 'payload';
import type { RedirectKind, SlugRedirect } from '@blog/shared';
import { publicPostsWhere } from '../../access';

const COLLECTION = { post: 'posts', category: 'categories', tag: 'tags' } as const;

/** Current slugs of the public documents of `kind`: by id (the redirects' targets) and all taken. */
async function publicSlugs(payload: Payload, kind: RedirectKind, targets: string[], froms: string[]) {
  const which: Where[] = [{ slug: { in: froms } }, ...(targets.length ? [{ id: { in: targets } }] : [])];
  const where: Where = { and: [{ or: which }, ...(kind === 'post' ? [publicPostsWhere()] : [])] };
  const { docs } = await payload.find({
    collection: COLLECTION[kind],
    where,
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  });
  return {
    byId: new Map(docs.map((doc) => [String(doc.id), doc.slug ?? ''])),
    taken: new Set(docs.map((doc) => doc.slug ?? '')),
  };
}

export async function publicRedirects(payload: Payload): Promise<SlugRedirect[]> {
  const { docs } = await payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    sort: 'from',
    overrideAccess: true,
  });
  const result: SlugRedirect[] = [];
  for (const kind of Object.keys(COLLECTION) as RedirectKind[]) {
    const mine = docs.filter((doc) => doc.kind === kind);
    if (mine.length === 0) continue;
    const targets = [...new Set(mine.flatMap((doc) => (doc.target ? [doc.target] : [])))];
    const { byId, taken } = await publicSlugs(
      payload,
      kind,
      targets,
      mine.map((doc) => doc.from),
    );
    for (const doc of mine) {
      if (taken.has(doc.from)) continue;
      // No target: a deleted post's URL (410 Gone).
      if (!doc.target) result.push({ kind, from: doc.from, to: null });
      const to = doc.target ? byId.get(doc.target) : undefined;
      if (to && to !== doc.from) result.push({ kind, from: doc.from, to });
    }
  }
  return result.sort((a, b) => a.kind.localeCompare(b.kind) || a.from.localeCompare(b.from));
}
