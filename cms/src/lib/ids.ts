import { parseId as parseIdText, type DbId } from '@blog/shared';

/**
 * The one id parser (shared's), for values that may already be numbers: a job input, a JSON body.
 * Anything that is not an id the database knows is null (a 404 at the API, skipped in a list).
 */
export function parseId(raw: unknown): DbId | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  return typeof raw === 'string' ? parseIdText(raw) : null;
}

/** The ids of a list that name a document (others match nothing and are left out). */
export function parseIds(raw: readonly unknown[]): DbId[] {
  return raw.flatMap((id) => {
    const parsed = parseId(id);
    return parsed === null ? [] : [parsed];
  });
}
